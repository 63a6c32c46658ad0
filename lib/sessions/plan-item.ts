/**
 * One exercise of a live session's plan (kept in `workout_sessions.plan`), so a
 * session can be resumed on any device with the same targets, order, skips and
 * swaps. Loads are in kilograms, like `workout_sets.weight`.
 */
export type SessionPlanItem = {
  exercise: string;
  name: string;
  sets: number;
  /** Reps, or seconds / minutes when `unit` says the sets are timed. */
  repsMin: number;
  repsMax: number;
  /** Timed sets ("30-45s", "10 min"): the reps fields hold the duration in this unit. Absent for rep sets. */
  unit?: "seconds" | "minutes";
  restSeconds: number;
  /** Target RPE, 0 when the workout sets none. */
  rpe: number;
  /** Prefilled load in kg (0 when unknown / bodyweight). */
  weight: number;
  /** Prefilled reps per set (from the target and double progression). */
  reps: number;
  /** Why these figures (e.g. "All sets reached 12 reps last time: +2.5 kg"). */
  note?: string;
  /** Last session's completed sets of this exercise, in set order (kg × reps), shown beside each set while logging. */
  previous?: Array<{ weight: number; reps: number }>;
  skipped?: boolean;
  /** The exercise this one replaced (swap). */
  swappedFrom?: string;
  /** Added during the session rather than planned. */
  added?: boolean;
};
