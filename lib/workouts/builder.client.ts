"use client";

import { useQuery } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";
import { BUILDER_LIMITS } from "@/lib/training/constants";
import type { DraftExercise, SaveWorkoutBody } from "@/lib/workouts/draft";
import { quote } from "@/lib/shared/filter-text";
import { EXERCISE_EXPAND } from "@/lib/workouts/queries.client";

/** The API calls of the workout builder and the workout generator page. */

export type BuilderExerciseRecord = RecordModel & {
  name: string;
  expand?: { primaryMuscles?: { name: string }[]; equipmentRequired?: { name: string }[] };
};

/** Builder search (spec 2 §7): page 1 of 20, name contains the text, newest first. */
export function useBuilderExerciseSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ["exercises", "search", text],
    enabled,
    queryFn: async () =>
      (
        await pb()
          .collection("exercises")
          .getList<BuilderExerciseRecord>(1, BUILDER_LIMITS.searchPageSize, {
            filter: text.trim() ? `name ~ ${quote(text.trim())}` : "",
            sort: "-created,name",
            expand: EXERCISE_EXPAND,
          })
      ).items,
  });
}

export interface SwapAlternative {
  id: string;
  name: string;
  reason: string;
  difficultyLevel: number;
  equipment: string[];
}

/** Up to three substitutes for a builder row that avoid its equipment (POST /api/exercises/{id}/alternatives). */
export function useSwapAlternatives(exercise: DraftExercise, availableEquipment: readonly string[], experienceLevel: string) {
  return useQuery({
    queryKey: ["alternatives", exercise.id, exercise.equipment, availableEquipment, experienceLevel],
    retry: 1,
    queryFn: () =>
      pb().send<{ alternatives: SwapAlternative[]; message?: string }>(`/api/exercises/${exercise.id}/alternatives`, {
        method: "POST",
        body: {
          unavailableEquipment: exercise.equipment,
          ...(availableEquipment.length > 0 ? { availableEquipment } : {}),
          experienceLevel,
          limit: 3,
        },
      }),
  });
}

/** One exercise with what a builder row shows. */
export function fetchBuilderExercise(id: string): Promise<RecordModel> {
  return pb().collection("exercises").getOne(id, { expand: EXERCISE_EXPAND });
}

/** POST /api/workouts/generate with the builder's request body. */
export function generateWorkout(body: unknown): Promise<unknown> {
  return pb().send("/api/workouts/generate", { method: "POST", body });
}

/** Saves a built workout; the answer is the new record. */
export function createWorkout(body: SaveWorkoutBody): Promise<RecordModel> {
  return pb().collection("workouts").create(body);
}
