"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";
import { PAGE_SIZES } from "@/lib/training/constants";
import { sdkReader } from "@/lib/client/sdk-reader";
import { EXERCISE_COUNT_KEY, EXERCISE_COUNT_QUERY } from "@/lib/exercises/queries";
import type { LibraryFilters, LibrarySort } from "@/lib/workouts/library";
import {
  EXERCISE_EXPAND,
  exercisesByIdsKey,
  libraryKey,
  loadExercisesByIds,
  loadLibrary,
  loadPopularity,
  loadReferenceList,
  loadWorkout,
  REFERENCE_LISTS,
  workoutKey,
} from "@/lib/workouts/library-load";

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
    queryKey: REFERENCE_LISTS.muscles.key,
    ...REFERENCE,
    queryFn: () => loadReferenceList<MuscleRecord>(sdkReader, "muscles"),
  });
}

export function useEquipment() {
  return useQuery({
    queryKey: REFERENCE_LISTS.equipment.key,
    ...REFERENCE,
    queryFn: () => loadReferenceList<EquipmentRecord>(sdkReader, "equipment"),
  });
}

export type { LibraryPage, PopularityItem, WorkoutRecord } from "@/lib/workouts/library-load";
export { EXERCISE_EXPAND };

/** Sessions per workout from /api/workouts/popularity (missing ids were never trained). */
export function fetchPopularity(ids?: readonly string[]): Promise<Map<string, number>> {
  return loadPopularity(sdkReader, ids);
}

/** Keyed by the signed-in user too: their own workouts join the list when they sign in. */
export function useLibrary(search: string, filters: LibraryFilters, sort: LibrarySort, userId: string | null) {
  return useQuery({
    queryKey: libraryKey(search, filters, sort, userId),
    placeholderData: keepPreviousData,
    retry: 1,
    queryFn: () => loadLibrary(sdkReader, search, filters, sort),
  });
}

/** Catalogue size for the hero (a real count, not a claim). */
export function useExerciseCount() {
  return useQuery({
    queryKey: EXERCISE_COUNT_KEY,
    ...REFERENCE,
    queryFn: async () => (await sdkReader.getList("exercises", EXERCISE_COUNT_QUERY.page, EXERCISE_COUNT_QUERY.perPage, { fields: EXERCISE_COUNT_QUERY.fields })).totalItems,
  });
}

export function useWorkout(id: string, userId: string | null) {
  return useQuery({
    queryKey: workoutKey(id, userId),
    retry: (count, error) => (error as { status?: number })?.status !== 404 && count < 2,
    queryFn: () => loadWorkout(sdkReader, id),
  });
}

/** Exercise records by id, one list call (page 1 of up to 50, spec 2 §7). */
export function fetchExercisesByIds(ids: readonly string[]): Promise<RecordModel[]> {
  return loadExercisesByIds(sdkReader, ids);
}

/** Detail page exercises; a failure is logged and read as an empty list (spec 2 §8). */
export function useWorkoutExercises(ids: readonly string[] | undefined) {
  return useQuery({
    queryKey: exercisesByIdsKey(ids ?? []),
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
