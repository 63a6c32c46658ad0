/**
 * Loads for the program planner: which lifts can carry a "% of training
 * max", and what that percentage is for a set of reps at an RPE
 * (COACHING.md §1, §4). A stand-in with the signature of H3's
 * `percentOfTrainingMax(reps, rpe)` in lib/training/data/rpe-chart.ts; the
 * planner switches to that one when both are merged.
 */
import type { CatalogueExercise } from "./catalogue";

/** % of 1RM for reps to failure (RPE 10), 1-12 reps: the RTS chart. Each RPE point below 10 is one more rep in reserve. */
const RTS_RPE10 = [100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9] as const;

/** % of 1RM at `reps` with `rpe` (reps + RIR = reps to failure; half RPEs interpolate). */
export function percentOfOneRepMax(reps: number, rpe: number): number {
  const toFailure = Math.max(1, reps + (10 - Math.min(10, Math.max(5, rpe))));
  const lo = Math.floor(toFailure);
  const at = (n: number) => RTS_RPE10[Math.min(RTS_RPE10.length, Math.max(1, n)) - 1];
  return at(lo) + (at(lo + 1) - at(lo)) * (toFailure - lo);
}

/** % of a training max (90% of the estimated 1RM): 5 @ RPE 8 is about 90% TM. */
export function percentOfTrainingMax(reps: number, rpe: number): number {
  return percentOfOneRepMax(reps, rpe) / 0.9;
}

/** Free weights and machines with a load to set; bodyweight, bands, boxes and bars to hang from do not. */
const LOADABLE = new Set(["barbell", "ez_bar", "trap_bar", "dumbbells", "kettlebell", "weight_plate", "cable_station", "smith_machine", "leg_press_machine", "leg_curl_machine", "landmine"]);

export function isLoadedLift(exercise: Pick<CatalogueExercise, "equipment">): boolean {
  return exercise.equipment.some((e) => LOADABLE.has(e));
}
