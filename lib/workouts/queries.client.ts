"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";
import { PAGE_SIZES } from "@/lib/training/constants";
import { libraryFilter, librarySortParam, sortByPopularity, type LibraryFilters, type LibrarySort } from "@/lib/workouts/library";

export type NamedRecord = RecordModel & { name: string };
export type MuscleRecord = NamedRecord & { muscleGroup: string; isActive?: boolean };
export type EquipmentRecord = NamedRecord & { category: string };
export type LevelRecord = NamedRecord & { rank: number };

const perPage = PAGE_SIZES.referenceLists;

/** Reference lists change only with a migration: cached for the session. */
const REFERENCE = { staleTime: Infinity } as const;

export function useFitnessGoals() {
  return useQuery({
    queryKey: ["fitness_goals"],
    ...REFERENCE,
    queryFn: async () => (await pb().collection("fitness_goals").getList<NamedRecord>(1, perPage)).items,
  });
}

/** Sorted by rank (the spec sorts by id, which is not an order a person recognises). */
export function useExperienceLevels() {
  return useQuery({
    queryKey: ["experience_levels"],
    ...REFERENCE,
    queryFn: async () => (await pb().collection("experience_levels").getList<LevelRecord>(1, perPage, { sort: "rank" })).items,
  });
}

export function useMuscles() {
  return useQuery({
    queryKey: ["muscles"],
    ...REFERENCE,
    queryFn: async () => (await pb().collection("muscles").getList<MuscleRecord>(1, perPage, { sort: "name" })).items,
  });
}

export function useEquipment() {
  return useQuery({
    queryKey: ["equipment"],
    ...REFERENCE,
    queryFn: async () => (await pb().collection("equipment").getList<EquipmentRecord>(1, perPage, { sort: "category,name" })).items,
  });
}

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

/** Sessions per workout from /api/workouts/popularity (missing ids were never trained). */
export async function fetchPopularity(ids?: readonly string[]): Promise<Map<string, number>> {
  const query = ids && ids.length > 0 ? `?ids=${ids.join(",")}` : "";
  const body = await pb().send<{ items: PopularityItem[] }>(`/api/workouts/popularity${query}`, { method: "GET" });
  return new Map(body.items.map((i) => [i.id, i.sessions]));
}

const CARD_EXPAND = "exercises.primaryMuscles,exercises.secondaryMuscles";

export interface LibraryPage {
  items: WorkoutRecord[];
  total: number;
  sessions: Map<string, number>;
}

/**
 * The library list (spec 2 §7): page 1 of 50 with exercises expanded (their
 * muscles too, for the quality score). Most Popular ranks every match by
 * real sessions first, then loads the top 50 in full, so a popular workout
 * is never cut off by a newer page.
 */
async function loadLibrary(search: string, filters: LibraryFilters, sort: LibrarySort): Promise<LibraryPage> {
  const filter = libraryFilter(search, filters);
  const size = PAGE_SIZES.workouts;
  const workouts = pb().collection("workouts");
  if (sort !== "popular") {
    const [page, sessions] = await Promise.all([
      workouts.getList<WorkoutRecord>(1, size, { filter, sort: librarySortParam(sort), expand: CARD_EXPAND }),
      fetchPopularity(),
    ]);
    return { items: page.items, total: page.totalItems, sessions };
  }
  const [light, sessions] = await Promise.all([
    workouts.getFullList<WorkoutRecord>({ filter, sort: "-created", fields: "id,created", batch: 500 }),
    fetchPopularity(),
  ]);
  const top = sortByPopularity(light, sessions).slice(0, size);
  if (top.length === 0) return { items: [], total: light.length, sessions };
  const byId = pb().filter(top.map((_, i) => `id = {:id${i}}`).join(" || "), Object.fromEntries(top.map((w, i) => [`id${i}`, w.id])));
  const full = await workouts.getFullList<WorkoutRecord>({ filter: byId, expand: CARD_EXPAND });
  const index = new Map(full.map((w) => [w.id, w]));
  return { items: top.map((w) => index.get(w.id)).filter((w): w is WorkoutRecord => Boolean(w)), total: light.length, sessions };
}

/** Keyed by the signed-in user too: their own workouts join the list when they sign in. */
export function useLibrary(search: string, filters: LibraryFilters, sort: LibrarySort, userId: string | null) {
  return useQuery({
    queryKey: ["workouts", "library", search, filters, sort, userId],
    placeholderData: keepPreviousData,
    retry: 1,
    queryFn: () => loadLibrary(search, filters, sort),
  });
}

/** Catalogue size for the hero (a real count, not a claim). */
export function useExerciseCount() {
  return useQuery({
    queryKey: ["exercises", "count"],
    ...REFERENCE,
    queryFn: async () => (await pb().collection("exercises").getList(1, 1, { fields: "id" })).totalItems,
  });
}

export function useWorkout(id: string, userId: string | null) {
  return useQuery({
    queryKey: ["workouts", "one", id, userId],
    retry: (count, error) => (error as { status?: number })?.status !== 404 && count < 2,
    queryFn: () => pb().collection("workouts").getOne<WorkoutRecord>(id, { expand: "userProfile" }),
  });
}

export const EXERCISE_EXPAND = "primaryMuscles,secondaryMuscles,equipmentRequired,category,minExperienceLevel";

/** Exercise records by id, one list call (page 1 of up to 50, spec 2 §7). */
export async function fetchExercisesByIds(ids: readonly string[]): Promise<RecordModel[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)].slice(0, PAGE_SIZES.workoutExercises);
  const filter = pb().filter(unique.map((_, i) => `id = {:id${i}}`).join(" || "), Object.fromEntries(unique.map((id, i) => [`id${i}`, id])));
  return (await pb().collection("exercises").getList(1, PAGE_SIZES.workoutExercises, { filter, expand: EXERCISE_EXPAND })).items;
}

/** Detail page exercises; a failure is logged and read as an empty list (spec 2 §8). */
export function useWorkoutExercises(ids: readonly string[] | undefined) {
  return useQuery({
    queryKey: ["exercises", "byIds", ids ?? []],
    enabled: ids !== undefined,
    queryFn: async () => {
      try {
        return await fetchExercisesByIds(ids ?? []);
      } catch (error) {
        console.error("Failed to load workout exercises", error);
        return [];
      }
    },
  });
}
