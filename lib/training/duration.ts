/**
 * Session length and calories. Every figure comes from the one session
 * clock (session-clock.ts, COACHING.md §10): the generator's estimate, a
 * prescription list's minutes and the builder's tile are the same function
 * over the same fields, so a workout shows the same minutes wherever it is
 * opened. Only the defaults for missing data differ by source (the quick
 * generator reads catalogue ranges, the builder its own fallbacks).
 */
import { BUILDER_STATS, GENERATOR_DEFAULTS } from "./constants";
import { clockItemFromStored, itemSeconds, sessionSeconds, type StoredExerciseTiming } from "./session-clock";

/** Catalogue fields the quick generator reads; any may be missing. */
export interface GeneratorDurationInput {
  setsMin?: number | null;
  repsMin?: number | null;
  restSecondsMin?: number | null;
  tempo?: string | null;
  isUnilateral?: boolean | null;
  isCompound?: boolean | null;
  equipment?: readonly string[] | null;
}

function positiveOr(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * A catalogue exercise at the low end of its ranges (the quick generator
 * shows "3-4 sets", "8-12 reps"): missing sets -> 3, reps -> 10, rest -> 60 s.
 * A rest of 0 is a real value (supersets), so only missing rest defaults.
 */
function fromCatalogueRanges(e: GeneratorDurationInput): StoredExerciseTiming {
  const rest =
    typeof e.restSecondsMin === "number" && Number.isFinite(e.restSecondsMin) && e.restSecondsMin >= 0 ? e.restSecondsMin : GENERATOR_DEFAULTS.restSeconds;
  return {
    sets: positiveOr(e.setsMin, GENERATOR_DEFAULTS.setsMin),
    reps: positiveOr(e.repsMin, GENERATOR_DEFAULTS.durationFormulaReps),
    restSeconds: rest,
    tempo: e.tempo,
    isUnilateral: e.isUnilateral,
    isCompound: e.isCompound,
    equipment: e.equipment,
  };
}

/** Seconds one exercise adds on the session clock (sets, rests between them, the move to the next). */
export function generatorExerciseSeconds(exercise: GeneratorDurationInput): number {
  return itemSeconds(clockItemFromStored(fromCatalogueRanges(exercise)));
}

/** The quick generator's estimate: the session clock over the exercises, rounded. */
export function generatorDurationMinutes(exercises: readonly GeneratorDurationInput[]): number {
  return Math.round(sessionSeconds(exercises.map((e) => clockItemFromStored(fromCatalogueRanges(e)))) / 60);
}

/** A prescribed exercise (sets, reps text, rest, tempo) as generators store it. */
export interface PrescriptionDurationInput extends StoredExerciseTiming {
  sets: number;
  reps: string | number;
  restSeconds: number;
}

/** Unrounded minutes of a prescribed session, warm-up included. */
export function prescriptionMinutes(items: readonly PrescriptionDurationInput[]): number {
  return sessionSeconds(items.map(clockItemFromStored)) / 60;
}

// ---------------------------------------------------------------------------
// Builder
// ---------------------------------------------------------------------------

/** A builder row; reps, tempo and the exercise's flags are optional for old drafts. */
export interface BuilderDurationInput {
  sets?: number | null;
  rest?: number | null;
  reps?: string | number | null;
  tempo?: string | null;
  isUnilateral?: boolean | null;
  isCompound?: boolean | null;
  equipment?: readonly string[] | null;
}

/**
 * Builder duration on the session clock, unrounded. Missing sets -> 3,
 * rest -> 90 s, reps -> 10, tempo -> 3 s a rep (builder fallbacks).
 */
export function builderDurationMinutesExact(exercises: readonly BuilderDurationInput[]): number {
  return sessionSeconds(exercises.map((e) => clockItemFromStored({ ...e, restSeconds: e.rest }))) / 60;
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
