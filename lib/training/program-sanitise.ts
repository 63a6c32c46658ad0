/**
 * Shapes program records for display (spec 3 §5 "Program data sanitising")
 * and parses a workout's exercise list, which may be ids, objects or JSON
 * text (spec 2 §7, spec 3 §3). Pure: problems are returned as warnings for
 * the caller to log, never thrown.
 */
import { DEFAULT_PROGRAM_WEEKS_SHOWN, EXERCISE_DEFAULTS, WORKOUT_DEFAULTS } from "./constants";
import { muscleNamesOf } from "./muscle-groups";
import { isRecord, parseJsonList, pick, realNumberOr, toFiniteNumber, type UnknownRecord } from "./values";

export const PROGRAM_DEFAULTS = {
  dayNumber: 1,
  durationMinutes: WORKOUT_DEFAULTS.durationMinutes,
  sets: EXERCISE_DEFAULTS.sets,
  reps: EXERCISE_DEFAULTS.reps,
  restSeconds: EXERCISE_DEFAULTS.restSeconds,
  difficulty: EXERCISE_DEFAULTS.difficulty,
  weekNumber: 0,
  workoutName: "Workout",
  exerciseName: "Exercise",
} as const;

export interface ProgramExercise {
  id?: string;
  name: string;
  sets: number;
  reps: string;
  rest: number;
  difficulty: number;
  primaryMuscles: string[];
  secondaryMuscles: string[];
}

export interface ProgramWorkout {
  id?: string;
  name: string;
  description: string;
  exercises: ProgramExercise[];
  targetDurationMinutes: number;
  estimatedCalories?: number;
  difficultyLevel: number;
  workoutType?: string;
}

export interface ProgramDay {
  dayNumber: number;
  isRestDay: boolean;
  notes: string;
  workoutId?: string;
  workout: ProgramWorkout | null;
}

export interface ProgramWeek {
  weekNumber: number;
  isDeload: boolean;
  description: string;
  intensityMultiplier?: number;
  volumeMultiplier?: number;
  days: ProgramDay[];
}

export interface SanitisedWeeks {
  weeks: ProgramWeek[];
  /** One line per replaced item, for the caller to log as a warning. */
  warnings: string[];
}

function text(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

function nonEmptyText(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() ? value : fallback;
}

function optionalRealNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function expandOf(record: UnknownRecord): UnknownRecord {
  return isRecord(record.expand) ? record.expand : {};
}

/** Ids in a workout's exercises field: ids, or objects with id / exerciseId. */
export function parseExerciseIds(value: unknown): string[] {
  const ids: string[] = [];
  for (const item of parseJsonList(value)) {
    if (typeof item === "string" && item.trim()) ids.push(item.trim());
    else if (isRecord(item)) {
      const id = pick(item, ["id", "exerciseId"]);
      if (typeof id === "string" && id.trim()) ids.push(id.trim());
    }
  }
  return ids;
}

/** One item of a workout's exercise list, as shown in a program. */
export function sanitiseProgramExercise(item: unknown): ProgramExercise | null {
  if (typeof item === "string") {
    if (!item.trim()) return null;
    return {
      id: item.trim(),
      name: PROGRAM_DEFAULTS.exerciseName,
      sets: PROGRAM_DEFAULTS.sets,
      reps: PROGRAM_DEFAULTS.reps,
      rest: PROGRAM_DEFAULTS.restSeconds,
      difficulty: PROGRAM_DEFAULTS.difficulty,
      primaryMuscles: [],
      secondaryMuscles: [],
    };
  }
  if (!isRecord(item)) return null;
  const expand = expandOf(item);
  const id = pick(item, ["id", "exerciseId"]);
  const reps = item.reps;
  const primary = muscleNamesOf(expand.primaryMuscles);
  const secondary = muscleNamesOf(expand.secondaryMuscles);
  return {
    id: typeof id === "string" && id ? id : undefined,
    name: nonEmptyText(item.name, PROGRAM_DEFAULTS.exerciseName),
    sets: realNumberOr(item.sets, PROGRAM_DEFAULTS.sets),
    reps: typeof reps === "string" && reps.trim() ? reps : typeof reps === "number" && Number.isFinite(reps) ? String(reps) : PROGRAM_DEFAULTS.reps,
    rest: realNumberOr(pick(item, ["rest", "restSeconds"]), PROGRAM_DEFAULTS.restSeconds),
    difficulty: realNumberOr(pick(item, ["difficulty", "difficultyLevel"]), PROGRAM_DEFAULTS.difficulty),
    primaryMuscles: primary.length > 0 ? primary : muscleNamesOf(pick(item, ["primaryMuscles", "primary_muscles"])),
    secondaryMuscles: secondary.length > 0 ? secondary : muscleNamesOf(pick(item, ["secondaryMuscles", "secondary_muscles"])),
  };
}

/**
 * A workout's exercises: expanded records when present (they carry names and
 * muscles), else the field itself, which may be JSON text of ids or objects.
 */
export function parseWorkoutExercises(workout: unknown): ProgramExercise[] {
  if (!isRecord(workout)) return [];
  const expanded = expandOf(workout).exercises;
  const source = Array.isArray(expanded) && expanded.length > 0 ? expanded : parseJsonList(workout.exercises);
  const out: ProgramExercise[] = [];
  for (const item of source) {
    const e = sanitiseProgramExercise(item);
    if (e) out.push(e);
  }
  return out;
}

export function sanitiseProgramWorkout(raw: unknown): ProgramWorkout | null {
  if (!isRecord(raw)) return null;
  const calories = optionalRealNumber(raw.estimatedCalories);
  const type = raw.workoutType;
  return {
    id: typeof raw.id === "string" && raw.id ? raw.id : undefined,
    name: nonEmptyText(raw.name, PROGRAM_DEFAULTS.workoutName),
    description: text(raw.description),
    exercises: parseWorkoutExercises(raw),
    targetDurationMinutes: realNumberOr(raw.targetDurationMinutes, PROGRAM_DEFAULTS.durationMinutes),
    ...(calories !== undefined ? { estimatedCalories: calories } : {}),
    difficultyLevel: realNumberOr(raw.difficultyLevel, PROGRAM_DEFAULTS.difficulty),
    ...(typeof type === "string" && type ? { workoutType: type } : {}),
  };
}

export function sanitiseProgramDay(raw: unknown): ProgramDay | null {
  if (!isRecord(raw)) return null;
  const expanded = expandOf(raw).workout;
  const workoutField = raw.workout;
  const workout = sanitiseProgramWorkout(isRecord(expanded) ? expanded : workoutField);
  const workoutId = typeof workoutField === "string" && workoutField ? workoutField : workout?.id;
  return {
    dayNumber: realNumberOr(raw.dayNumber, PROGRAM_DEFAULTS.dayNumber),
    isRestDay: raw.isRestDay === true,
    notes: text(raw.notes),
    ...(workoutId ? { workoutId } : {}),
    workout,
  };
}

export function emptyWeek(): ProgramWeek {
  return { weekNumber: PROGRAM_DEFAULTS.weekNumber, isDeload: false, description: "", days: [] };
}

/** Days may be inline or expanded as a back-relation. */
function daysOf(week: UnknownRecord): unknown[] {
  const expanded = expandOf(week).program_days_via_programWeek;
  if (Array.isArray(expanded)) return expanded;
  return Array.isArray(week.days) ? week.days : [];
}

export function sanitiseProgramWeek(raw: unknown): ProgramWeek | null {
  if (!isRecord(raw)) return null;
  const days: ProgramDay[] = [];
  for (const d of daysOf(raw)) {
    const day = sanitiseProgramDay(d);
    if (day) days.push(day);
  }
  days.sort((a, b) => a.dayNumber - b.dayNumber);
  const intensity = optionalRealNumber(raw.intensityMultiplier);
  const volume = optionalRealNumber(raw.volumeMultiplier);
  return {
    weekNumber: realNumberOr(raw.weekNumber, PROGRAM_DEFAULTS.weekNumber),
    isDeload: raw.isDeload === true,
    description: text(raw.description),
    ...(intensity !== undefined ? { intensityMultiplier: intensity } : {}),
    ...(volume !== undefined ? { volumeMultiplier: volume } : {}),
    days,
  };
}

/** A program's weeks (inline or expanded); invalid entries become empty weeks. */
export function sanitiseProgramWeeks(program: unknown): SanitisedWeeks {
  if (!isRecord(program)) return { weeks: [], warnings: [] };
  const expanded = expandOf(program).program_weeks_via_trainingProgram;
  const list = Array.isArray(expanded) ? expanded : Array.isArray(program.weeks) ? program.weeks : [];
  const weeks: ProgramWeek[] = [];
  const warnings: string[] = [];
  list.forEach((raw, index) => {
    const week = sanitiseProgramWeek(raw);
    if (week) weeks.push(week);
    else {
      warnings.push(`Invalid week data at position ${index + 1}; replaced by an empty week`);
      weeks.push(emptyWeek());
    }
  });
  weeks.sort((a, b) => a.weekNumber - b.weekNumber);
  return { weeks, warnings };
}

/** Week selector length: durationWeeks, else the number of weeks, else 12. */
export function programWeekCount(program: unknown): number {
  if (!isRecord(program)) return DEFAULT_PROGRAM_WEEKS_SHOWN;
  const d = program.durationWeeks;
  if (typeof d === "number" && Number.isFinite(d) && d > 0) return Math.round(d);
  const { weeks } = sanitiseProgramWeeks(program);
  return weeks.length > 0 ? weeks.length : DEFAULT_PROGRAM_WEEKS_SHOWN;
}

/** Relation-or-list fields (experienceLevel): the first value is used. */
export function firstOf<T>(value: T | readonly T[] | null | undefined): T | undefined {
  if (Array.isArray(value)) return value[0] as T | undefined;
  return (value ?? undefined) as T | undefined;
}

/** Days shown in the program schedule: rest days and empty days are left out. */
export function scheduledDays(week: ProgramWeek): ProgramDay[] {
  return week.days.filter((d) => !d.isRestDay && d.workout !== null);
}

// ---------------------------------------------------------------------------
// exerciseDetails (spec 2 §3.2)
// ---------------------------------------------------------------------------

export interface ExerciseDetail {
  sets?: number;
  reps?: string;
  restSeconds?: number;
  rpe?: number;
  tempo?: string;
  notes?: string;
  weight?: number;
  /** % of training max of a program's loaded main lift (null: none stated); absent on older programs. */
  percentTm?: number | null;
}

function detailOf(raw: UnknownRecord): ExerciseDetail {
  const d: ExerciseDetail = {};
  const sets = toFiniteNumber(raw.sets);
  if (sets !== undefined) d.sets = sets;
  if (typeof raw.reps === "string" && raw.reps.trim()) d.reps = raw.reps.trim();
  else if (typeof raw.reps === "number" && Number.isFinite(raw.reps)) d.reps = String(raw.reps);
  const rest = toFiniteNumber(pick(raw, ["restSeconds", "rest"]));
  if (rest !== undefined) d.restSeconds = rest;
  const rpe = toFiniteNumber(raw.rpe);
  if (rpe !== undefined) d.rpe = rpe;
  if (typeof raw.tempo === "string" && raw.tempo) d.tempo = raw.tempo;
  if (typeof raw.notes === "string" && raw.notes) d.notes = raw.notes;
  const weight = toFiniteNumber(raw.weight);
  if (weight !== undefined) d.weight = weight;
  const percentTm = toFiniteNumber(raw.percentTm);
  if (percentTm !== undefined && percentTm > 0 && percentTm <= 120) d.percentTm = percentTm;
  else if (raw.percentTm === null) d.percentTm = null;
  return d;
}

/**
 * exerciseDetails in either stored form: an object (or JSON text) keyed by
 * exercise id, or { exercises: [{ exerciseId, sets, reps, rest, ... }] }.
 * Values here come from forms, so numeric strings are accepted.
 */
export function parseExerciseDetails(value: unknown): Record<string, ExerciseDetail> {
  let data: unknown = value;
  if (typeof value === "string") {
    try {
      data = JSON.parse(value);
    } catch {
      return {};
    }
  }
  const out: Record<string, ExerciseDetail> = {};
  if (Array.isArray(data) || (isRecord(data) && Array.isArray(data.exercises))) {
    const list = Array.isArray(data) ? data : (data.exercises as unknown[]);
    for (const item of list) {
      if (!isRecord(item)) continue;
      const id = pick(item, ["exerciseId", "id"]);
      if (typeof id === "string" && id) out[id] = detailOf(item);
    }
    return out;
  }
  if (!isRecord(data)) return {};
  for (const [id, item] of Object.entries(data)) if (isRecord(item)) out[id] = detailOf(item);
  return out;
}
