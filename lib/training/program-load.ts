/**
 * Loads for the program planner: which lifts can carry a "% of training
 * max", and what that percentage is for a set of reps at an RPE (COACHING.md
 * §1, §4). One chart and one notion of "loaded" with the workout generator:
 * the exact RTS chart of `intensity.ts` (1-12 reps, RPE 6-10). Outside it a
 * plan states no percentage (an RPE 5 deload set is found by feel).
 */
import type { CatalogueExercise } from "./catalogue";
import { isLoaded, percentOfOneRepMax, percentOfTrainingMax } from "./intensity";

export { percentOfOneRepMax, percentOfTrainingMax };

export function isLoadedLift(exercise: Pick<CatalogueExercise, "equipment">): boolean {
  return isLoaded(exercise.equipment);
}
