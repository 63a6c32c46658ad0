/**
 * The workout pages' reads, written once against ApiReader
 * (lib/shared/api-reader.ts) so the browser hooks (queries.client.ts, the SDK)
 * and the pages' server prefetch (prefetch.server.ts, in-process) load the
 * same data under the same query keys. Pure.
 */
import type { RecordModel } from "pocketbase";
import { idsFilter, type ApiReader, type ListAnswer } from "@/lib/shared/api-reader";
import { PAGE_SIZES } from "@/lib/training/constants";
import { libraryFilter, librarySortParam, OUTSIDE_PROGRAMS, type LibraryFilters, type LibrarySort } from "./library";

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

/**
 * What a library card reads (lib/workouts/draft.ts draftExerciseFrom: the quality score, count,
 * duration): every workout field, and of its exercises only the fields the score uses, with their
 * muscles' names. A page of 50 workouts with whole exercise records (descriptions, instructions, tips)
 * was about 550 KB a request and most of the library's serving time (bench/api-mix.ts).
 */
export const CARD_FIELDS = [
  "*",
  ...["id", "name", "difficultyLevel", "fatigueImpact", "exerciseImage", "equipmentRequired", "isMaxEffortSafe", "isHighRepSuitable", "isCompound", "isUnilateral", "category", "primaryMuscles", "secondaryMuscles"].map(
    (f) => `expand.exercises.${f}`,
  ),
  // Muscles are named on the card and in the score (muscleNamesOf reads `name`).
  ...["primaryMuscles", "secondaryMuscles"].flatMap((m) => [`expand.exercises.expand.${m}.id`, `expand.exercises.expand.${m}.name`]),
].join(",");
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
 * muscles too, for the quality score), and the session count of each workout
 * on it. Most Popular is ranked by the server over every match
 * (GET /api/workouts/popular), so a popular workout is never cut off by a
 * newer page.
 */
export async function loadLibrary(api: ApiReader, search: string, filters: LibraryFilters, sort: LibrarySort): Promise<LibraryPage> {
  const filter = libraryFilter(search, filters);
  const size = PAGE_SIZES.workouts;
  const page =
    sort === "popular"
      ? await api.send<ListAnswer<WorkoutRecord>>("/api/workouts/popular", { filter, page: "1", perPage: String(size), fields: CARD_FIELDS })
      : await api.getList<WorkoutRecord>("workouts", 1, size, { filter, sort: librarySortParam(sort), expand: CARD_EXPAND, fields: CARD_FIELDS });
  const sessions = page.items.length > 0 ? await loadPopularity(api, page.items.map((w) => w.id)) : new Map<string, number>();
  return { items: page.items, total: page.totalItems, sessions };
}

/** Hero figures from the data itself (the original printed fixed claims). */
export async function loadFigures(api: ApiReader) {
  const [all, shortest, longest, sessions] = await Promise.all([
    api.getList<RecordModel>("workouts", 1, 1, { filter: OUTSIDE_PROGRAMS, fields: "id" }),
    api.getList<RecordModel>("workouts", 1, 1, { filter: OUTSIDE_PROGRAMS, sort: "targetDurationMinutes", fields: "targetDurationMinutes" }),
    api.getList<RecordModel>("workouts", 1, 1, { filter: OUTSIDE_PROGRAMS, sort: "-targetDurationMinutes", fields: "targetDurationMinutes" }),
    api.send<{ total: number }>("/api/workouts/popularity", { total: "1" }),
  ]);
  return {
    workouts: all.totalItems,
    minMinutes: (shortest.items[0]?.targetDurationMinutes as number | undefined) ?? 0,
    maxMinutes: (longest.items[0]?.targetDurationMinutes as number | undefined) ?? 0,
    sessions: sessions.total,
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
