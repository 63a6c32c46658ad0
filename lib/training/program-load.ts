/**
 * Loads for the program planner: which lifts can carry a "% of training
 * max", and what that percentage is for a set of reps at an RPE (COACHING.md
 * §1, §4). One chart and one notion of "loaded" with the workout generator
 * (`intensity.ts`, `data/rpe-chart.ts`); the planner also needs the RPE 5
 * of a deload and half points between rows, so it reads the chart's RPE-10
 * row as reps to failure (an RPE point is one rep in reserve) and
 * interpolates.
 */
import type { CatalogueExercise } from "./catalogue";
import { RPE_CHART, TRAINING_MAX_SHARE } from "./data/rpe-chart";
import { isLoaded } from "./intensity";

/** The chart's RPE-10 row (1-12 reps to failure), continued 2.7 points a rep past its end. */
function percentAtFailure(reps: number): number {
  const row = RPE_CHART[0];
  const at = (n: number) => (n <= row.length ? row[Math.max(1, n) - 1] : row[row.length - 1] - 2.7 * (n - row.length));
  const lo = Math.floor(reps);
  return at(lo) + (at(lo + 1) - at(lo)) * (reps - lo);
}

/** % of 1RM at `reps` with `rpe` (reps + RIR = reps to failure). */
export function percentOfOneRepMax(reps: number, rpe: number): number {
  return percentAtFailure(Math.max(1, reps + (10 - Math.min(10, Math.max(5, rpe)))));
}

/** % of a training max (90% of the estimated 1RM): 5 @ RPE 8 is about 90% TM. */
export function percentOfTrainingMax(reps: number, rpe: number): number {
  return percentOfOneRepMax(reps, rpe) / TRAINING_MAX_SHARE;
}

export function isLoadedLift(exercise: Pick<CatalogueExercise, "equipment">): boolean {
  return isLoaded(exercise.equipment);
}
