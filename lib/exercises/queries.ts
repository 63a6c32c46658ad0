/**
 * What the exercise pages ask the API for, and under which query keys: shared
 * by the browser hooks (queries.client.ts, through the SDK) and the pages'
 * server prefetch (through the record engine in-process), so the data put in
 * the first HTML is found by the hooks at hydration. Pure.
 */
import type { ApiReader } from "@/lib/shared/api-reader";
import { EXERCISE_PAGE_SIZE, exerciseSortParam, type ExerciseSort, type SortOrder, type Usage } from "./library";

export const CARD_EXPAND = "primaryMuscles,secondaryMuscles,equipmentRequired";

/** The detail page's getOne expand: the record with everything its sections show. */
export const DETAIL_EXPAND = [
  "primaryMuscles",
  "secondaryMuscles",
  "equipmentRequired",
  "category",
  "modality",
  "minExperienceLevel",
  "trainingType",
  "movementPattern",
  "bodyRegion",
  "contraindications",
  "joints",
  "mobilityRequirements",
  "tags",
  "forceType",
  "tips.tipCategory",
  "mistakes.mistakeType",
  "variations.variationType",
  "variations.equipment",
  "variations.exercise1.minExperienceLevel",
  "variations.exercise1.category",
  "variations.exercise2.minExperienceLevel",
  "variations.exercise2.category",
].join(",");

export const EXERCISE_COUNT_KEY = ["exercises", "count"] as const;
/** The header's catalogue size: the SDK's getList(1, 1, {fields: "id"}). */
export const EXERCISE_COUNT_QUERY = { page: 1, perPage: 1, fields: "id" } as const;

export function exerciseLibraryKey(filter: string, sort: ExerciseSort, order: SortOrder) {
  return ["exercises", "library", filter, sort, order] as const;
}

/** One exercise's use counts (GET /api/exercises/popularity?ids=), for its detail page's banner. */
export function exerciseUsageKey(id: string) {
  return ["exercises", "usage", id] as const;
}

/** One exercise's use counts, read once for the hook (SDK) and the page's server prefetch (engine); never used reads as 0. */
export async function loadExerciseUsage(api: ApiReader, id: string): Promise<Usage> {
  const { items } = await api.send<{ items: Array<{ id: string } & Usage> }>("/api/exercises/popularity", { ids: id });
  const found = items.find((i) => i.id === id);
  return found ? { workouts: found.workouts, sessions: found.sessions } : { workouts: 0, sessions: 0 };
}

export function exerciseOneKey(id: string) {
  return ["exercises", "one", id] as const;
}

/** One page of the library by name, difficulty or date: the list route's query. */
export function exercisePageQuery(filter: string, sort: ExerciseSort, order: SortOrder, page: number) {
  return { page, perPage: EXERCISE_PAGE_SIZE, filter, sort: exerciseSortParam(sort, order), expand: CARD_EXPAND };
}

/** One page by real use: `GET /api/exercises/popular` (ranked by the server, same filter language). */
export function popularPageQuery(filter: string, order: SortOrder, page: number) {
  return { page, perPage: EXERCISE_PAGE_SIZE, filter, order };
}

export interface PageOf<T> {
  items: T[];
  page: number;
  totalPages: number;
  totalItems: number;
}

/** A list answer as the library keeps a page. */
export function toPage<T>(list: PageOf<T>): PageOf<T> {
  return { items: list.items, page: list.page, totalPages: list.totalPages, totalItems: list.totalItems };
}
