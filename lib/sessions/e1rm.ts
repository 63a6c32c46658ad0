/**
 * Estimated one-rep max from logged sets (COACHING.md §7). Formula: Epley,
 * w × (1 + r / 30), the one the app already prints in records and the CSV, so
 * one figure means one thing on every screen. With an RPE of 7 or more the
 * reps to failure are r + (10 − RPE); unrated sets are read as taken to
 * failure (the lower, safer estimate). Sets further than 12 reps from failure,
 * or rated under RPE 7, say little about a max and are not used.
 */
import { epleyOneRepMax } from "@/lib/training/estimates";

export interface RatedSet {
  /** kg */
  weight: number;
  reps: number;
  /** 0 when not rated */
  rpe?: number;
}

export const E1RM_MAX_REPS_TO_FAILURE = 12;
export const E1RM_MIN_RPE = 7;

/** kg, or 0 when the set cannot estimate a max. */
export function setOneRepMax(set: RatedSet): number {
  if (!(set.weight > 0) || !(set.reps > 0)) return 0;
  const rpe = set.rpe && set.rpe > 0 ? set.rpe : 0;
  if (rpe > 0 && rpe < E1RM_MIN_RPE) return 0;
  const toFailure = set.reps + (rpe > 0 ? Math.max(0, 10 - rpe) : 0);
  if (toFailure > E1RM_MAX_REPS_TO_FAILURE) return 0;
  return epleyOneRepMax(set.weight, toFailure);
}
