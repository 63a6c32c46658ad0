/**
 * Workouts library (spec 2 §2.3, §4.5, §7): the filter state, its filter
 * string, the sort, and the URL that carries them so a filtered view can be
 * shared, reloaded or left with the back button.
 */
import { WORKOUT_TYPES } from "@/lib/training/constants";
import { DIFFICULTY_FILTER_BUCKETS, type DifficultyBand, type DurationBucket } from "@/lib/training/labels";
import { allOf, anyOf, quote } from "@/lib/shared/filter-text";

export const DURATION_BUCKETS: readonly DurationBucket[] = [30, 45, 60, 90];
export const DIFFICULTY_BANDS: readonly DifficultyBand[] = ["beginner", "intermediate", "advanced"];
export const LIBRARY_SORTS = ["popular", "newest", "name"] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const VIEW_MODES = ["grid", "list"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const SORT_LABELS: Readonly<Record<LibrarySort, string>> = {
  popular: "Most Popular",
  newest: "Newest First",
  name: "Name (A-Z)",
};

export const DURATION_LABELS: Readonly<Record<DurationBucket, string>> = {
  30: "Up to 30 min",
  45: "30-45 min",
  60: "45-60 min",
  90: "Over 60 min",
};

export interface LibraryFilters {
  durations: DurationBucket[];
  difficulties: DifficultyBand[];
  types: string[];
  /** Muscle group names (muscles.muscleGroup): chest, back, quads… */
  muscleGroups: string[];
  /** Equipment record ids. */
  equipment: string[];
}

export interface LibraryState {
  search: string;
  filters: LibraryFilters;
  sort: LibrarySort;
  view: ViewMode;
}

export const EMPTY_FILTERS: Readonly<LibraryFilters> = {
  durations: [],
  difficulties: [],
  types: [],
  muscleGroups: [],
  equipment: [],
};

export const DEFAULT_LIBRARY_STATE: Readonly<LibraryState> = {
  search: "",
  filters: EMPTY_FILTERS,
  sort: "popular",
  view: "grid",
};

/** Duration bucket as bounds on targetDurationMinutes: 30 (<=30), 45 (30-45], 60 (45-60], 90 (>60). */
function durationPart(bucket: DurationBucket): string {
  const f = "targetDurationMinutes";
  if (bucket === 30) return `${f} <= 30`;
  if (bucket === 45) return `(${f} > 30 && ${f} <= 45)`;
  if (bucket === 60) return `(${f} > 45 && ${f} <= 60)`;
  return `${f} > 60`;
}

function difficultyPart(band: DifficultyBand): string {
  const { min, max } = DIFFICULTY_FILTER_BUCKETS[band];
  const f = "difficultyLevel";
  if (band === "beginner") return `${f} <= ${max}`;
  if (max === null) return `${f} >= ${min}`;
  return `(${f} >= ${min} && ${f} <= ${max})`;
}

/**
 * The list filter: every group ANDed, values within a group ORed. Muscle
 * groups and equipment (collected but never sent in the original) match
 * workouts with at least one exercise whose primary muscle is in the group,
 * or that needs that equipment.
 */
/**
 * A generated program's workouts belong to that program (its page lists them
 * by week and day), not among the library's workouts: 8 weeks of "Week N ·
 * Full Body A" would bury everything else.
 */
export const OUTSIDE_PROGRAMS = `program_days_via_workout.id = ""`;

export function libraryFilter(search: string, filters: LibraryFilters): string {
  const text = search.trim();
  return allOf([
    OUTSIDE_PROGRAMS,
    text ? `(name ~ ${quote(text)} || description ~ ${quote(text)})` : null,
    anyOf(filters.durations.map(durationPart)),
    anyOf(filters.difficulties.map(difficultyPart)),
    anyOf(filters.types.map((t) => `workoutType = ${quote(t)}`)),
    anyOf(filters.muscleGroups.map((g) => `exercises.primaryMuscles.muscleGroup ?= ${quote(g)}`)),
    anyOf(filters.equipment.map((id) => `exercises.equipmentRequired ?= ${quote(id)}`)),
  ]);
}

/** Server sort for Newest First and Name; Most Popular is ranked by the server (GET /api/workouts/popular). */
export function librarySortParam(sort: LibrarySort): string {
  return sort === "name" ? "name" : "-created";
}

/** 'n filter(s) applied': every chosen value counts; the search box is not a filter. */
export function appliedFilterCount(filters: LibraryFilters): number {
  return (
    filters.durations.length +
    filters.difficulties.length +
    filters.types.length +
    filters.muscleGroups.length +
    filters.equipment.length
  );
}

export function appliedFilterText(count: number): string {
  return `${count} filter${count === 1 ? "" : "s"} applied`;
}

export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

// ---------------------------------------------------------------------------
// URL state
// ---------------------------------------------------------------------------

const SAFE_VALUE = /^[A-Za-z0-9_-]{1,60}$/;

function listParam(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  return [...new Set(raw.split(",").map((s) => s.trim()).filter((s) => SAFE_VALUE.test(s)))];
}

/** Reads the library state from the query string; unknown or malformed values are ignored. */
export function parseLibraryParams(params: URLSearchParams): LibraryState {
  const sort = params.get("sort");
  const view = params.get("view");
  const types = new Set<string>(WORKOUT_TYPES);
  types.add("custom");
  return {
    search: (params.get("q") ?? "").slice(0, 100),
    filters: {
      durations: listParam(params, "duration")
        .map(Number)
        .filter((n): n is DurationBucket => (DURATION_BUCKETS as readonly number[]).includes(n)),
      difficulties: listParam(params, "difficulty").filter((d): d is DifficultyBand =>
        (DIFFICULTY_BANDS as readonly string[]).includes(d),
      ),
      types: listParam(params, "type").filter((t) => types.has(t)),
      muscleGroups: listParam(params, "muscle"),
      equipment: listParam(params, "equipment"),
    },
    sort: (LIBRARY_SORTS as readonly string[]).includes(sort ?? "") ? (sort as LibrarySort) : DEFAULT_LIBRARY_STATE.sort,
    view: (VIEW_MODES as readonly string[]).includes(view ?? "") ? (view as ViewMode) : DEFAULT_LIBRARY_STATE.view,
  };
}

/** The query string for a state; defaults are left out so the plain URL stays plain. */
export function libraryQueryString(state: LibraryState): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set("q", search);
  const { filters } = state;
  if (filters.durations.length) params.set("duration", filters.durations.join(","));
  if (filters.difficulties.length) params.set("difficulty", filters.difficulties.join(","));
  if (filters.types.length) params.set("type", filters.types.join(","));
  if (filters.muscleGroups.length) params.set("muscle", filters.muscleGroups.join(","));
  if (filters.equipment.length) params.set("equipment", filters.equipment.join(","));
  if (state.sort !== DEFAULT_LIBRARY_STATE.sort) params.set("sort", state.sort);
  if (state.view !== DEFAULT_LIBRARY_STATE.view) params.set("view", state.view);
  const text = params.toString();
  return text ? `?${text}` : "";
}
