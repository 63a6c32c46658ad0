"use client";

import { readinessRequest, type ReadinessAnswers } from "@/lib/training/readiness";
import { readGenerateResponse, workoutFromGenerated, type DraftWorkout } from "@/lib/workouts/draft";
import { readGenerationExtras, type GenerationExtras } from "@/lib/workouts/generation-extras";
import { generateWorkout } from "@/lib/workouts/builder.client";
import { fetchExercisesByIds } from "@/lib/workouts/queries.client";

/**
 * One generation for the wizard and the builder: the engine's answer (POST /api/workouts/generate,
 * with the readiness screen's answers) as a builder draft, with its notes. The answer already names
 * every exercise; the full records only add detail, so a failed fetch of them still gives the workout.
 */
export async function generateDraft(body: object, answers: ReadinessAnswers, fallbackName: string): Promise<{ workout: DraftWorkout; extras: GenerationExtras }> {
  const answer = await generateWorkout({ ...body, ...readinessRequest(answers) });
  const shape = readGenerateResponse(answer);
  if (!shape || shape.ids.length === 0) throw new Error("The generator returned no exercises.");
  const records = await fetchExercisesByIds(shape.ids).catch(() => []);
  return { workout: workoutFromGenerated(shape, records, fallbackName), extras: readGenerationExtras(answer) };
}
