/**
 * Session length and calorie estimates: the generator's formula (spec 2
 * §9.1) and the builder's (spec 2 §9.2). They differ on purpose: each screen
 * shows the figure its own formula gives.
 */
import { BUILDER_STATS, EXERCISE_DEFAULTS, GENERATOR_DEFAULTS } from "./constants";
import { parseRepRange } from "./reps";

/** Catalogue fields the generator reads; any may be missing. */
export interface GeneratorDurationInput {
  setsMin?: number | null;
  repsMin?: number | null;
  restSecondsMin?: number | null;
}

function positiveOr(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Seconds one generated exercise takes: sets x (3 s per rep x reps + rest).
 * The generator shows ranges ("3-4 sets", "8-12 reps"); the estimate takes the
 * low end of each, and when reps are missing uses 10, as the spec says (the
 * default range 8-12 is not used there). Missing sets -> 3, rest -> 60 s.
 * A rest of 0 is a real value (supersets), so only missing rest defaults.
 */
export function generatorExerciseSeconds(exercise: GeneratorDurationInput): number {
  const sets = positiveOr(exercise.setsMin, GENERATOR_DEFAULTS.setsMin);
  const reps = positiveOr(exercise.repsMin, GENERATOR_DEFAULTS.durationFormulaReps);
  const rest =
    typeof exercise.restSecondsMin === "number" && Number.isFinite(exercise.restSecondsMin) && exercise.restSecondsMin >= 0
      ? exercise.restSecondsMin
      : GENERATOR_DEFAULTS.restSeconds;
  return sets * (GENERATOR_DEFAULTS.secondsPerRep * reps + rest);
}

/** Generator duration estimate: per-exercise minutes summed, then rounded. */
export function generatorDurationMinutes(exercises: readonly GeneratorDurationInput[]): number {
  const minutes = exercises.reduce((sum, e) => sum + generatorExerciseSeconds(e) / 60, 0);
  return Math.round(minutes);
}

/** A prescribed exercise (sets, reps text, rest) as generators emit it. */
export interface PrescriptionDurationInput {
  sets: number;
  reps: string | number;
  restSeconds: number;
}

/**
 * Same 3 s/rep model for a concrete prescription, unrounded, so a generator
 * can add exercises until the target is met. Ranges use their midpoint here
 * because a prescribed "8-12" is performed across its range, not at 8.
 */
export function prescriptionSeconds(item: PrescriptionDurationInput): number {
  const range = parseRepRange(item.reps);
  const reps = range ? (range.min + range.max) / 2 : GENERATOR_DEFAULTS.durationFormulaReps;
  return item.sets * (GENERATOR_DEFAULTS.secondsPerRep * reps + item.restSeconds);
}

export function prescriptionMinutes(items: readonly PrescriptionDurationInput[]): number {
  return items.reduce((sum, i) => sum + prescriptionSeconds(i), 0) / 60;
}

// ---------------------------------------------------------------------------
// Builder
// ---------------------------------------------------------------------------

export interface BuilderDurationInput {
  sets?: number | null;
  rest?: number | null;
}

/**
 * Builder duration, exactly as spec 2 §9.2 writes it:
 * sum over exercises of (sets x 2 + rest x sets) / 60, unrounded.
 * Read literally the work part is 2 seconds per set, so the figure is mostly
 * rest time; we keep the spec's formula because the builder's stat tile and
 * calories are defined by it (the generator uses the fuller 3 s/rep model).
 * Missing sets -> 3, missing rest -> 90 s (builder fallbacks).
 */
export function builderDurationMinutesExact(exercises: readonly BuilderDurationInput[]): number {
  let seconds = 0;
  for (const e of exercises) {
    const sets = positiveOr(e.sets, EXERCISE_DEFAULTS.sets);
    const rest =
      typeof e.rest === "number" && Number.isFinite(e.rest) && e.rest >= 0 ? e.rest : EXERCISE_DEFAULTS.restSeconds;
    seconds += sets * BUILDER_STATS.secondsPerSet + rest * sets;
  }
  return seconds / 60;
}

/** Whole minutes, as the stat tile and summary line show them. */
export function builderDurationMinutes(exercises: readonly BuilderDurationInput[]): number {
  return Math.round(builderDurationMinutesExact(exercises));
}

/**
 * Calories = duration x 7.5, rounded. With no duration (empty workout) the
 * target duration stands in, so a fresh draft still shows a plausible figure.
 */
export function estimateCalories(durationMinutes: number, targetDurationMinutes?: number): number {
  const minutes = durationMinutes > 0 ? durationMinutes : (targetDurationMinutes ?? 0);
  return Math.round(minutes * BUILDER_STATS.caloriesPerMinute);
}
