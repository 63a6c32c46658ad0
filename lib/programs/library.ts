/**
 * Programs library (spec 3 §2.2, §7): the filter string and sort sent to the
 * record API, and the Most Popular ordering from real use. Unlike the spec's
 * version, duration, program type and days per week are sent too.
 */

export const LIBRARY_LEVELS = ["beginner", "intermediate", "advanced", "elite"] as const;
export const LIBRARY_GOALS = [
  "strength",
  "hypertrophy",
  "fat_loss",
  "athletic_performance",
  "endurance",
  "power",
  "general_fitness",
  "mobility",
] as const;
export const LIBRARY_PROGRAM_TYPES = [
  "full_body",
  "upper_lower",
  "push_pull_legs",
  "strength",
  "hypertrophy",
  "power",
  "conditioning",
  "bodyweight",
] as const;
/** Program type labels; the split names read better with slashes. Others are title-cased. */
export function programTypeLabel(type: string): string {
  const special: Record<string, string> = { upper_lower: "Upper/Lower", push_pull_legs: "Push/Pull/Legs", rehab_friendly: "Rehab-Friendly" };
  if (special[type]) return special[type];
  return type
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** Weeks, inclusive bounds; max null is open-ended. */
export const LIBRARY_DURATIONS = [
  { id: "short", label: "Up to 6 weeks", min: 1, max: 6 },
  { id: "medium", label: "7-12 weeks", min: 7, max: 12 },
  { id: "long", label: "13+ weeks", min: 13, max: null },
] as const;
export type DurationId = (typeof LIBRARY_DURATIONS)[number]["id"];
export const LIBRARY_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const LIBRARY_SORTS = [
  { id: "popular", label: "Most Popular" },
  { id: "newest", label: "Newest First" },
  { id: "name", label: "Name (A-Z)" },
  { id: "duration", label: "Duration" },
] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number]["id"];

export interface LibraryFilters {
  levels: string[];
  goals: string[];
  durations: string[];
  programTypes: string[];
  days: number[];
}

export function emptyFilters(): LibraryFilters {
  return { levels: [], goals: [], durations: [], programTypes: [], days: [] };
}

export function activeFilterCount(f: LibraryFilters): number {
  return f.levels.length + f.goals.length + f.durations.length + f.programTypes.length + f.days.length;
}

/** A PocketBase string literal: single quotes, inner quotes escaped. */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

function anyOf(parts: string[]): string | null {
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `(${parts.join(" || ")})`;
}

/**
 * Groups are joined by AND, values within a group by OR. Relations are
 * matched on the related record's name (`experienceLevel.name ?= 'beginner'`:
 * any of the program's levels).
 */
export function programListFilter(search: string, f: LibraryFilters): string {
  const groups: (string | null)[] = [];
  const q = search.trim();
  if (q) groups.push(`(name ~ ${quote(q)} || description ~ ${quote(q)})`);
  groups.push(anyOf(f.levels.map((l) => `experienceLevel.name ?= ${quote(l)}`)));
  groups.push(anyOf(f.goals.map((g) => `primaryGoal.name ?= ${quote(g)}`)));
  groups.push(
    anyOf(
      f.durations.flatMap((id) => {
        const d = LIBRARY_DURATIONS.find((x) => x.id === id);
        if (!d) return [];
        return [d.max === null ? `durationWeeks >= ${d.min}` : `(durationWeeks >= ${d.min} && durationWeeks <= ${d.max})`];
      }),
    ),
  );
  groups.push(anyOf(f.programTypes.map((t) => `programType ?= ${quote(t)}`)));
  groups.push(anyOf(f.days.filter((d) => Number.isInteger(d)).map((d) => `trainingDaysPerWeek = ${d}`)));
  return groups.filter((g): g is string => Boolean(g)).join(" && ");
}

/**
 * The API sort. Most Popular has no column: the list is fetched newest first
 * and reordered by the popularity counts (see sortByPopularity).
 */
export function programListSort(sort: LibrarySort): string {
  switch (sort) {
    case "name":
      return "name";
    case "duration":
      return "durationWeeks,name";
    default:
      return "-created";
  }
}

export interface PopularityCount {
  id: string;
  sessions: number;
  users: number;
}

/**
 * Most sessions first, then most distinct users, then the API order (newest
 * first) for ties, so programs nobody trained yet keep a stable order.
 */
export function sortByPopularity<T extends { id: string }>(items: readonly T[], counts: readonly PopularityCount[]): T[] {
  const byId = new Map(counts.map((c) => [c.id, c]));
  return items
    .map((item, index) => ({ item, index, c: byId.get(item.id) }))
    .sort(
      (a, b) =>
        (b.c?.sessions ?? 0) - (a.c?.sessions ?? 0) || (b.c?.users ?? 0) - (a.c?.users ?? 0) || a.index - b.index,
    )
    .map((x) => x.item);
}
