// Defaults when data is missing: plain values, part of lib/training/constants.
// ---------------------------------------------------------------------------
// Defaults when data is missing (spec 2 §9.2, §9.4; spec 3 §9)
// ---------------------------------------------------------------------------

export const EXERCISE_DEFAULTS = {
  sets: 3,
  reps: "8-12",
  restSeconds: 90,
  tempo: "2-0-2-0",
  difficulty: 5,
  name: "Unknown Exercise",
} as const;

export const WORKOUT_DEFAULTS = {
  durationMinutes: 60,
  difficulty: 5,
  /** Detail page shows '~300' when calories are absent. */
  caloriesDisplay: "~300",
} as const;

/** "Unknown reps or sets total: 30 reps or 3 sets" (3 sets x the 8-12 midpoint). */
export const UNKNOWN_TOTALS = { reps: 30, sets: 3 } as const;

/** Exercise detail tempo defaults (spec 3 §9), in seconds. */
export const TEMPO_DEFAULTS = { eccentric: 3, concentric: 1, isometric: 0 } as const;
