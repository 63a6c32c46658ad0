/**
 * Input sanitising for the quality score (spec 2 §5): whatever the caller
 * hands over (builder draft, saved workout, API body), the scorer sees clean
 * exercises. Non-objects are skipped; defaults fill the gaps.
 */
import { EXERCISE_DEFAULTS, SCORING } from "./constants";
import { muscleNamesOf } from "./muscle-groups";
import type { ProgramExercise } from "./program-sanitise";
import { isRecord, parseJsonList, pick, pseudoRandomId, toFiniteNumber, type UnknownRecord } from "./values";

/** A program's exercise as the scorer reads it: always with an id, and whether it is compound when known. */
export interface ScoreExercise extends ProgramExercise {
  id: string;
  isCompound?: boolean;
  /** The prescribed RPE when the caller knows it (generated sessions); the score flags RPE-10 blocks. */
  rpe?: number | null;
}

export interface ScoreWorkout {
  exercises: ScoreExercise[];
  /** Minutes; 60 when missing. */
  duration: number;
  workoutType?: string;
}

export interface SanitiseOptions {
  /** Id source for exercises without one; injectable so tests are stable. */
  makeId?: () => string;
}

function muscles(record: UnknownRecord, camel: string, snake: string): string[] {
  // Expanded relations carry the names; the plain field may hold only ids.
  const expand = isRecord(record.expand) ? record.expand : undefined;
  const expanded = expand ? muscleNamesOf(expand[camel]) : [];
  if (expanded.length > 0) return expanded;
  return muscleNamesOf(pick(record, [camel, snake]));
}

function positiveNumber(value: unknown, fallback: number): number {
  const n = toFiniteNumber(value);
  return n !== undefined && n > 0 ? n : fallback;
}

export function sanitiseScoreExercise(raw: unknown, options: SanitiseOptions = {}): ScoreExercise | null {
  if (!isRecord(raw)) return null;
  const makeId = options.makeId ?? (() => pseudoRandomId());
  const idValue = pick(raw, ["id", "exerciseId", "exercise_id"]);
  const nameValue = pick(raw, ["name", "title"]);
  const repsValue = pick(raw, ["reps", "repsText"]);
  const restValue = toFiniteNumber(pick(raw, ["rest", "restSeconds", "rest_seconds"]));
  const compound = pick(raw, ["isCompound", "is_compound"]);
  const exercise: ScoreExercise = {
    id: typeof idValue === "string" && idValue.trim() ? idValue : typeof idValue === "number" ? String(idValue) : makeId(),
    name: typeof nameValue === "string" && nameValue.trim() ? nameValue.trim() : EXERCISE_DEFAULTS.name,
    sets: positiveNumber(pick(raw, ["sets"]), EXERCISE_DEFAULTS.sets),
    reps:
      typeof repsValue === "string" && repsValue.trim()
        ? repsValue.trim()
        : typeof repsValue === "number" && Number.isFinite(repsValue) && repsValue > 0
          ? String(repsValue)
          : EXERCISE_DEFAULTS.reps,
    // Rest 0 is a real prescription (supersets), so only negatives default.
    rest: restValue !== undefined && restValue >= 0 ? restValue : EXERCISE_DEFAULTS.restSeconds,
    difficulty: positiveNumber(pick(raw, ["difficulty", "difficultyLevel", "difficulty_level"]), EXERCISE_DEFAULTS.difficulty),
    primaryMuscles: muscles(raw, "primaryMuscles", "primary_muscles"),
    secondaryMuscles: muscles(raw, "secondaryMuscles", "secondary_muscles"),
  };
  if (typeof compound === "boolean") exercise.isCompound = compound;
  const rpe = toFiniteNumber(pick(raw, ["rpe", "targetRPE", "target_rpe"]));
  if (rpe !== undefined && rpe > 0) exercise.rpe = rpe;
  return exercise;
}

export function sanitiseScoreExercises(list: unknown, options: SanitiseOptions = {}): ScoreExercise[] {
  const out: ScoreExercise[] = [];
  for (const item of parseJsonList(list)) {
    const e = sanitiseScoreExercise(item, options);
    if (e) out.push(e);
  }
  return out;
}

/** A workout-shaped value (or a bare exercise list) -> ScoreWorkout. */
export function sanitiseScoreWorkout(raw: unknown, options: SanitiseOptions = {}): ScoreWorkout {
  if (Array.isArray(raw)) return { exercises: sanitiseScoreExercises(raw, options), duration: SCORING.defaultDurationMinutes };
  if (!isRecord(raw)) return { exercises: [], duration: SCORING.defaultDurationMinutes };
  const duration = toFiniteNumber(pick(raw, ["duration", "targetDurationMinutes", "targetDuration"]));
  const type = pick(raw, ["workoutType", "workout_type"]);
  const workout: ScoreWorkout = {
    exercises: sanitiseScoreExercises(raw.exercises, options),
    duration: duration !== undefined && duration > 0 ? duration : SCORING.defaultDurationMinutes,
  };
  if (typeof type === "string" && type) workout.workoutType = type;
  return workout;
}
