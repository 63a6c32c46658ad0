"use client";

import { readinessRequest, type ReadinessAnswers } from "@/lib/training/readiness";
import { readGenerateResponse, workoutFromGenerated, type DraftWorkout } from "@/lib/workouts/draft";
import { readGenerationExtras, type GenerationExtras } from "@/lib/workouts/generation-extras";
import { generateWorkout } from "@/lib/workouts/builder.client";
import { fetchExercisesByIds } from "@/lib/workouts/queries.client";
import type { WizardRequest } from "@/lib/workouts/generator";

/** The wizard's generation: the engine's answer as the builder's draft, with its notes. */
export async function generateWizardWorkout(body: WizardRequest, answers: ReadinessAnswers, fallbackName: string): Promise<{ workout: DraftWorkout; extras: GenerationExtras }> {
  const answer = await generateWorkout({ ...body, ...readinessRequest(answers) });
  const shape = readGenerateResponse(answer);
  if (!shape || shape.ids.length === 0) throw new Error("The generator returned no exercises.");
  const records = await fetchExercisesByIds(shape.ids);
  return { workout: workoutFromGenerated(shape, records, fallbackName), extras: readGenerationExtras(answer) };
}
