// Workout generator settings: plain values, part of lib/training/constants.
// ---------------------------------------------------------------------------
// Generator (spec 2 §5, §9.1)
// ---------------------------------------------------------------------------

export const GENERATOR_DEFAULTS = {
  setsMin: 3,
  setsMax: 4,
  repsMin: 8,
  repsMax: 12,
  /** Reps used by the duration formula when an exercise has none. */
  durationFormulaReps: 10,
  restSeconds: 60,
  secondsPerRep: 3,
} as const;

export const GENERATOR_LIMITS = {
  durationMinutes: { min: 15, max: 90, step: 15, default: 45 },
  exerciseCount: { min: 4, max: 12, default: 6 },
  muscleChipsOffered: 20,
  equipmentChipsOffered: 15,
  /** The submit lists twice the chosen count, then keeps the first N. */
  fetchMultiplier: 2,
} as const;

export const GENERATOR_EXPERIENCE_LEVELS = ["sedentary", "beginner", "intermediate", "advanced"] as const;
export type GeneratorExperienceLevel = (typeof GENERATOR_EXPERIENCE_LEVELS)[number];
