/**
 * The workout pages' reads, written once against ApiReader
 * (lib/shared/api-reader.ts) so the browser hooks (queries.client.ts, the SDK)
 * and the pages' server prefetch (prefetch.server.ts, in-process) load the
 * same data under the same query keys. Pure.
 */
import type { RecordModel } from "pocketbase";
import { idsFilter, type ApiReader } from "@/lib/shared/api-reader";
import { PAGE_SIZES } from "@/lib/training/constants";
import { libraryFilter, librarySortParam, OUTSIDE_PROGRAMS, sortByPopularity, type LibraryFilters, type LibrarySort } from "./library";

export type WorkoutRecord = RecordModel & {
  name: string;
  created: string;
  description?: string;
  workoutType?: string;
  targetDurationMinutes?: number;
  estimatedCalories?: number;
  difficultyLevel?: number;
  isTemplate?: boolean;
  isPublic?: boolean;
  userProfile?: string;
  exercises?: string[];
  exerciseDetails?: unknown;
};

export interface PopularityItem {
  id: string;
  sessions: number;
}

export const CARD_EXPAND = "exercises.primaryMuscles,exercises.secondaryMuscles";
export const EXERCISE_EXPAND = "primaryMuscles,secondaryMuscles,equipmentRequired,category,minExperienceLevel";

export interface LibraryPage {
  items: WorkoutRecord[];
  total: number;
  sessions: Map<string, number>;
}

export function libraryKey(search: string, filters: LibraryFilters, sort: LibrarySort, userId: string | null) {
  return ["workouts", "library", search, filters, sort, userId] as const;
}
export const FIGURES_KEY = ["workouts", "figures"] as const;
export function workoutKey(id: string, userId: string | null) {
  return ["workouts", "one", id, userId] as const;
}
export function workoutSessionsKey(id: string, userId: string | null) {
  return ["workouts", "popularity", id, userId] as const;
}
export function exercisesByIdsKey(ids: readonly string[]) {
  return ["exercises", "byIds", ids] as const;
}

/** The filter panel's reference lists (catalogue data: the same for everyone), page 1 of 100 each. */
export const REFERENCE_LISTS = {
  muscles: { key: ["muscles"] as const, sort: "name" },
  equipment: { key: ["equipment"] as const, sort: "category,name" },
};

export async function loadReferenceList<T>(api: ApiReader, collection: keyof typeof REFERENCE_LISTS): Promise<T[]> {
  return (await api.getList<T>(collection, 1, PAGE_SIZES.referenceLists, { sort: REFERENCE_LISTS[collection].sort })).items;
}

/** Sessions per workout from /api/workouts/popularity (missing ids were never trained). */
export async function loadPopularity(api: ApiReader, ids?: readonly string[]): Promise<Map<string, number>> {
  const query = ids && ids.length > 0 ? { ids: ids.join(",") } : undefined;
  const body = await api.send<{ items: PopularityItem[] }>("/api/workouts/popularity", query);
  return new Map(body.items.map((i) => [i.id, i.sessions]));
}

/**
 * The library list (spec 2 §7): page 1 of 50 with exercises expanded (their
 * muscles too, for the quality score). Most Popular ranks every match by
 * real sessions first, then loads the top 50 in full, so a popular workout
 * is never cut off by a newer page.
 */
export async function loadLibrary(
  api: ApiReader,
  search: string,
  filters: LibraryFilters,
  sort: LibrarySort,
  popularity: Promise<Map<string, number>> = loadPopularity(api),
): Promise<LibraryPage> {
  const filter = libraryFilter(search, filters);
  const size = PAGE_SIZES.workouts;
  if (sort !== "popular") {
    const [page, sessions] = await Promise.all([
      api.getList<WorkoutRecord>("workouts", 1, size, { filter, sort: librarySortParam(sort), expand: CARD_EXPAND }),
      popularity,
    ]);
    return { items: page.items, total: page.totalItems, sessions };
  }
  const [light, sessions] = await Promise.all([
    api.getFullList<WorkoutRecord>("workouts", { filter, sort: "-created", fields: "id,created", batch: 500 }),
    popularity,
  ]);
  const top = sortByPopularity(light, sessions).slice(0, size);
  if (top.length === 0) return { items: [], total: light.length, sessions };
  const full = await api.getFullList<WorkoutRecord>("workouts", { filter: idsFilter(top.map((w) => w.id)), expand: CARD_EXPAND, batch: 500 });
  const index = new Map(full.map((w) => [w.id, w]));
  return { items: top.map((w) => index.get(w.id)).filter((w): w is WorkoutRecord => Boolean(w)), total: light.length, sessions };
}

/** Hero figures from the data itself (the original printed fixed claims). */
export async function loadFigures(api: ApiReader, popularity: Promise<Map<string, number>> = loadPopularity(api)) {
  const [all, shortest, longest, sessions] = await Promise.all([
    api.getList<RecordModel>("workouts", 1, 1, { filter: OUTSIDE_PROGRAMS, fields: "id" }),
    api.getList<RecordModel>("workouts", 1, 1, { filter: OUTSIDE_PROGRAMS, sort: "targetDurationMinutes", fields: "targetDurationMinutes" }),
    api.getList<RecordModel>("workouts", 1, 1, { filter: OUTSIDE_PROGRAMS, sort: "-targetDurationMinutes", fields: "targetDurationMinutes" }),
    popularity,
  ]);
  return {
    workouts: all.totalItems,
    minMinutes: (shortest.items[0]?.targetDurationMinutes as number | undefined) ?? 0,
    maxMinutes: (longest.items[0]?.targetDurationMinutes as number | undefined) ?? 0,
    sessions: [...sessions.values()].reduce((a, b) => a + b, 0),
  };
}

/** Exercise records by id, one list call (page 1 of up to 50, spec 2 §7). */
export async function loadExercisesByIds(api: ApiReader, ids: readonly string[]): Promise<RecordModel[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)].slice(0, PAGE_SIZES.workoutExercises);
  return (await api.getList<RecordModel>("exercises", 1, PAGE_SIZES.workoutExercises, { filter: idsFilter(unique), expand: EXERCISE_EXPAND })).items;
}

export function loadWorkout(api: ApiReader, id: string): Promise<WorkoutRecord> {
  return api.getOne<WorkoutRecord>("workouts", id, { expand: "userProfile" });
}
