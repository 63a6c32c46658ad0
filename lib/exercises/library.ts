/**
 * Exercise library (spec 3 §2.4, §4, §7): the filter state, the filter
 * string sent to the record API, the sort, the active-filter count and the
 * address that carries all of it, so a copied link reproduces the view.
 *
 * The address holds lookup *names* (snake_case, as seeded: `chest`,
 * `barbell`), which read well and survive a re-seed; the filter sent to the
 * API holds record ids, resolved through the lookup lists.
 */
import { EXERCISE_LIBRARY, PAGE_SIZES } from "@/lib/training/constants";
import { muscleGroups, type MuscleGroup } from "@/lib/training/muscle-groups";
import { allOf, anyOf, quote } from "@/lib/shared/filter-text";

export const EXERCISE_SORTS = ["name", "difficulty", "recent", "popularity"] as const;
export type ExerciseSort = (typeof EXERCISE_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const EXERCISE_VIEWS = ["grid", "list", "compact"] as const;
export type ExerciseView = (typeof EXERCISE_VIEWS)[number];

export const EXERCISE_SORT_LABELS: Readonly<Record<ExerciseSort, string>> = {
  name: "Name",
  difficulty: "Difficulty",
  recent: "Recently Added",
  popularity: "Popular",
};

export const EXERCISE_PAGE_SIZE = PAGE_SIZES.exercises;

export interface Range {
  min: number;
  max: number;
}

/** Reps range bounds of the filter (the catalogue prescribes 1 to 50 reps). */
export const REPS_RANGE: Readonly<Range> = { min: 1, max: 50 };

/** The multi-select groups, each backed by a lookup collection. */
export const LIST_GROUPS = [
  "muscles",
  "secondaryMuscles",
  "equipment",
  "trainingTypes",
  "movementPatterns",
  "bodyRegions",
  "contraindications",
  "experienceLevels",
] as const;
export type ListGroup = (typeof LIST_GROUPS)[number];

/** Lookup collection of each group. */
export const GROUP_COLLECTION: Readonly<Record<ListGroup, string>> = {
  muscles: "muscles",
  secondaryMuscles: "muscles",
  equipment: "equipment",
  trainingTypes: "training_types",
  movementPatterns: "movement_patterns",
  bodyRegions: "body_regions",
  contraindications: "contraindications",
  experienceLevels: "experience_levels",
};

/** Address parameter of each group. The first three are the spec's names. */
export const GROUP_PARAM: Readonly<Record<ListGroup, string>> = {
  muscles: "muscles",
  secondaryMuscles: "secondary",
  equipment: "equipment",
  trainingTypes: "types",
  movementPatterns: "patterns",
  bodyRegions: "regions",
  contraindications: "avoid",
  experienceLevels: "experience",
};

export type Flag = boolean | null;

export interface ExerciseFilters extends Record<ListGroup, string[]> {
  difficulty: Range;
  complexity: Range;
  /** null: any; true: compound only; false: isolation only. */
  compound: Flag;
  /** null: any; true: unilateral only; false: bilateral only. */
  unilateral: Flag;
  /** The spotter checkbox sets "requires spotter = false" or clears it. */
  noSpotter: boolean;
  /** null: any reps. */
  reps: Range | null;
}

export interface ExerciseLibraryState {
  search: string;
  filters: ExerciseFilters;
  sort: ExerciseSort;
  order: SortOrder;
  view: ExerciseView;
}

export const EMPTY_EXERCISE_FILTERS: Readonly<ExerciseFilters> = {
  muscles: [],
  secondaryMuscles: [],
  equipment: [],
  trainingTypes: [],
  movementPatterns: [],
  bodyRegions: [],
  contraindications: [],
  experienceLevels: [],
  difficulty: { ...EXERCISE_LIBRARY.difficultyRange },
  complexity: { ...EXERCISE_LIBRARY.complexityRange },
  compound: null,
  unilateral: null,
  noSpotter: false,
  reps: null,
};

export const DEFAULT_EXERCISE_STATE: Readonly<ExerciseLibraryState> = {
  search: "",
  filters: EMPTY_EXERCISE_FILTERS,
  sort: "name",
  order: "asc",
  view: "grid",
};

function sameRange(a: Range, b: Range): boolean {
  return a.min === b.min && a.max === b.max;
}

/**
 * Active-filter count: one per selected item, one for each non-default range
 * or set flag (spec 3 §4). The search box is not a filter.
 */
export function activeFilterCount(filters: ExerciseFilters): number {
  let count = 0;
  for (const group of LIST_GROUPS) count += filters[group].length;
  if (!sameRange(filters.difficulty, EXERCISE_LIBRARY.difficultyRange)) count++;
  if (!sameRange(filters.complexity, EXERCISE_LIBRARY.complexityRange)) count++;
  if (filters.compound !== null) count++;
  if (filters.unilateral !== null) count++;
  if (filters.noSpotter) count++;
  if (filters.reps !== null) count++;
  return count;
}

/** Resolves a lookup name of a collection to its record id (undefined when unknown). */
export type IdResolver = (collection: string, name: string) => string | undefined;

function ids(group: ListGroup, filters: ExerciseFilters, resolve: IdResolver): string[] {
  return filters[group].map((name) => resolve(GROUP_COLLECTION[group], name)).filter((id): id is string => Boolean(id));
}

/** `field ~ 'id'` for each id, ORed: "contains any of" (spec 3 §7). */
function containsAny(field: string, values: readonly string[]): string | null {
  return anyOf(values.map((v) => `${field} ~ ${quote(v)}`));
}

function rangePart(field: string, range: Range, defaults: Range): string | null {
  if (sameRange(range, defaults)) return null;
  return `${field} >= ${range.min} && ${field} <= ${range.max}`;
}

/**
 * The list filter of spec 3 §7: groups joined by AND; relation, type and
 * pattern groups "contains", ORed within a group; contraindications "does not
 * contain", ANDed; difficulty and complexity bounds; experience level equals
 * (ORed); the three flags; and the reps overlap repsMin <= hi && repsMax >= lo.
 * Names that resolve to no record are dropped.
 */
export function exerciseFilter(search: string, filters: ExerciseFilters, resolve: IdResolver): string {
  const text = search.trim();
  return allOf([
    text ? `(name ~ ${quote(text)} || description ~ ${quote(text)})` : null,
    containsAny("primaryMuscles", ids("muscles", filters, resolve)),
    containsAny("secondaryMuscles", ids("secondaryMuscles", filters, resolve)),
    containsAny("equipmentRequired", ids("equipment", filters, resolve)),
    containsAny("trainingType", ids("trainingTypes", filters, resolve)),
    containsAny("movementPattern", ids("movementPatterns", filters, resolve)),
    anyOf(ids("bodyRegions", filters, resolve).map((id) => `bodyRegion = ${quote(id)}`)),
    ids("contraindications", filters, resolve)
      .map((id) => `contraindications !~ ${quote(id)}`)
      .join(" && ") || null,
    rangePart("difficultyLevel", filters.difficulty, EXERCISE_LIBRARY.difficultyRange),
    rangePart("technicalComplexity", filters.complexity, EXERCISE_LIBRARY.complexityRange),
    anyOf(ids("experienceLevels", filters, resolve).map((id) => `minExperienceLevel = ${quote(id)}`)),
    filters.compound === null ? null : `isCompound = ${filters.compound}`,
    filters.unilateral === null ? null : `isUnilateral = ${filters.unilateral}`,
    filters.noSpotter ? "requiresSpotter = false" : null,
    filters.reps ? `repsMin <= ${filters.reps.max} && repsMax >= ${filters.reps.min}` : null,
  ]);
}

/**
 * The server sort. Popularity is ranked by usage counts (see
 * rankByPopularity), so its server order is only the name tie-break.
 */
export function exerciseSortParam(sort: ExerciseSort, order: SortOrder): string {
  const desc = order === "desc";
  switch (sort) {
    case "difficulty":
      return desc ? "-difficultyLevel,name" : "difficultyLevel,name";
    case "recent":
      return "-created,name";
    case "popularity":
      return "name";
    default:
      return desc ? "-name" : "name";
  }
}

export interface Usage {
  workouts: number;
  sessions: number;
}

export function usageTotal(usage: Usage | undefined): number {
  return usage ? usage.workouts + usage.sessions : 0;
}

/**
 * Popular: most uses (saved workouts plus logged sessions) first; ties keep
 * the incoming (name) order. Descending order reverses the ranking.
 */
export function rankByPopularity<T extends { id: string }>(items: readonly T[], usage: ReadonlyMap<string, Usage>, order: SortOrder = "asc"): T[] {
  const ranked = items
    .map((item, index) => ({ item, index, total: usageTotal(usage.get(item.id)) }))
    .sort((a, b) => b.total - a.total || a.index - b.index)
    .map((r) => r.item);
  return order === "desc" ? ranked.reverse() : ranked;
}

export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Advanced toggles: clicking the active choice again turns the flag off. */
export function toggleFlag(current: Flag, value: boolean): Flag {
  return current === value ? null : value;
}

export type QuickGroup = "push" | "pull" | "legs";

/**
 * The Push, Pull and Legs quick buttons select the muscles of that group
 * (the original only cleared the selection). Push and pull follow the
 * canonical muscle groups of lib/training; Legs is the lower body.
 */
export function quickMuscleSelection(group: QuickGroup, muscleNames: readonly string[]): string[] {
  const wanted: MuscleGroup = group === "legs" ? "lower" : group;
  return muscleNames.filter((name) => muscleGroups(name).includes(wanted));
}

/** Infinite scroll: load more when the bottom of the page is within 500 px. */
export function nearPageBottom(scrollY: number, viewportHeight: number, documentHeight: number): boolean {
  return scrollY + viewportHeight >= documentHeight - EXERCISE_LIBRARY.scrollTriggerPx;
}

/** Next page number for the infinite list, or undefined after the last page. */
export function nextPageNumber(page: number, totalPages: number): number | undefined {
  return page < totalPages ? page + 1 : undefined;
}

// ---------------------------------------------------------------------------
// Address state
// ---------------------------------------------------------------------------

const SAFE_NAME = /^[a-z0-9_]{1,60}$/;

function listParam(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  return [...new Set(raw.split(",").map((s) => s.trim().toLowerCase()).filter((s) => SAFE_NAME.test(s)))];
}

/** "min-max" within bounds; reversed bounds are swapped; anything else is null. */
export function parseRange(value: string | null | undefined, bounds: Range): Range | null {
  if (!value) return null;
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(value);
  if (!m) return null;
  let min = Number(m[1]);
  let max = Number(m[2]);
  if (min > max) [min, max] = [max, min];
  if (min < bounds.min || max > bounds.max) return null;
  return { min, max };
}

function flagParam(value: string | null): Flag {
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

/** Reads the state from the address; unknown or malformed values fall back to the defaults. */
export function parseExerciseParams(params: URLSearchParams): ExerciseLibraryState {
  const lists = Object.fromEntries(LIST_GROUPS.map((g) => [g, listParam(params, GROUP_PARAM[g])])) as Record<ListGroup, string[]>;
  const d = EXERCISE_LIBRARY;
  return {
    search: (params.get("search") ?? "").slice(0, 100),
    filters: {
      ...lists,
      difficulty: parseRange(params.get("difficulty"), d.difficultyRange) ?? { ...d.difficultyRange },
      complexity: parseRange(params.get("complexity"), d.complexityRange) ?? { ...d.complexityRange },
      compound: flagParam(params.get("compound")),
      unilateral: flagParam(params.get("unilateral")),
      noSpotter: params.get("spotter") === "false",
      reps: parseRange(params.get("reps"), REPS_RANGE),
    },
    sort: oneOf(params.get("sort"), EXERCISE_SORTS, DEFAULT_EXERCISE_STATE.sort),
    order: oneOf(params.get("order"), SORT_ORDERS, DEFAULT_EXERCISE_STATE.order),
    view: oneOf(params.get("view"), EXERCISE_VIEWS, DEFAULT_EXERCISE_STATE.view),
  };
}

/**
 * The query string of a state ("" for the defaults). As the spec says, view
 * is written only when not grid and sort only when not name.
 */
export function exerciseQueryString(state: ExerciseLibraryState): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set("search", search);
  const { filters } = state;
  for (const group of LIST_GROUPS) if (filters[group].length) params.set(GROUP_PARAM[group], filters[group].join(","));
  const d = EXERCISE_LIBRARY;
  if (!sameRange(filters.difficulty, d.difficultyRange)) params.set("difficulty", `${filters.difficulty.min}-${filters.difficulty.max}`);
  if (!sameRange(filters.complexity, d.complexityRange)) params.set("complexity", `${filters.complexity.min}-${filters.complexity.max}`);
  if (filters.compound !== null) params.set("compound", String(filters.compound));
  if (filters.unilateral !== null) params.set("unilateral", String(filters.unilateral));
  if (filters.noSpotter) params.set("spotter", "false");
  if (filters.reps) params.set("reps", `${filters.reps.min}-${filters.reps.max}`);
  if (state.sort !== DEFAULT_EXERCISE_STATE.sort) params.set("sort", state.sort);
  if (state.order !== DEFAULT_EXERCISE_STATE.order) params.set("order", state.order);
  if (state.view !== DEFAULT_EXERCISE_STATE.view) params.set("view", state.view);
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

/** Session storage key of the library's scroll position (restored by "Back to Exercises"). */
export const LIBRARY_SCROLL_KEY = "forgefit:exercises-scroll";
/** Session storage key of the library address the detail page returns to. */
export const LIBRARY_URL_KEY = "forgefit:exercises-url";
/** Session storage flag set by "Back to Exercises": restore the saved scroll position once. */
export const LIBRARY_RESTORE_KEY = "forgefit:exercises-restore";
