/**
 * Shapes a training_programs record read with its weeks, days, workouts and
 * exercises expanded (spec 3 §7) into what the result and detail pages show.
 * Unlike lib/training/program-sanitise it keeps the fields those pages need
 * (week phase, day ids and names, each exercise's RPE, tempo and notes from
 * the workout's exerciseDetails, intensity techniques). Numbers are accepted
 * only when they are real numbers; the spec 3 §5/§9 defaults fill the gaps.
 */
import { EXERCISE_DEFAULTS } from "@/lib/training/constants";
import { muscleNamesOf } from "@/lib/training/muscle-groups";
import { parseExerciseDetails, PROGRAM_DEFAULTS, programWeekCount } from "@/lib/training/program-sanitise";
import { isRecord, parseJsonList, pick, realNumberOr, type UnknownRecord } from "@/lib/training/values";
import type { WorkoutExerciseDetail } from "@/lib/training/workout-generator";

export interface ViewExercise extends WorkoutExerciseDetail {
  id: string;
  name: string;
  difficulty: number;
  isCompound?: boolean;
  primaryMuscles: string[];
  secondaryMuscles: string[];
}

export interface ViewWorkout {
  id: string;
  name: string;
  description: string;
  workoutType: string;
  targetDurationMinutes: number;
  estimatedCalories: number | null;
  difficultyLevel: number;
  targetRPEMin: number | null;
  targetRPEMax: number | null;
  intensityTechniques: string[];
  exercises: ViewExercise[];
}

export interface ViewDay {
  id: string;
  dayNumber: number;
  name: string;
  isRestDay: boolean;
  notes: string;
  workout: ViewWorkout | null;
}

export interface ViewWeek {
  id: string;
  weekNumber: number;
  isDeload: boolean;
  phase: string;
  description: string;
  intensityMultiplier: number | null;
  volumeMultiplier: number | null;
  days: ViewDay[];
}

export interface ProgramView {
  id: string;
  name: string;
  description: string;
  author: string;
  durationWeeks: number | null;
  trainingDaysPerWeek: number | null;
  sessionDurationMinutes: number | null;
  experienceLevel: string | null;
  primaryGoals: string[];
  programTypes: string[];
  periodizationType: string;
  progressionScheme: string;
  deloadProtocol: string;
  /** Sorted by week number; invalid entries replaced by empty weeks. */
  weeks: ViewWeek[];
  /** W1..Wn: durationWeeks, else the number of weeks, else 12. */
  weekCount: number;
  /** One line per replaced item, for the page to log as a warning. */
  warnings: string[];
}

const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);
const nonEmpty = (v: unknown, fallback: string): string => (typeof v === "string" && v.trim() ? v : fallback);
const realOrNull = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const positiveOrNull = (v: unknown): number | null => {
  const n = realOrNull(v);
  return n !== null && n > 0 ? n : null;
};
const expandOf = (r: UnknownRecord): UnknownRecord => (isRecord(r.expand) ? r.expand : {});
const names = (value: unknown): string[] => muscleNamesOf(value);

function exerciseFrom(item: unknown, details: ReturnType<typeof parseExerciseDetails>, defaultTempo: string): ViewExercise | null {
  let id = "";
  let source: UnknownRecord = {};
  let fromRecord = false;
  if (typeof item === "string") id = item.trim();
  else if (isRecord(item)) {
    source = item;
    const raw = pick(item, ["id", "exerciseId"]);
    id = typeof raw === "string" ? raw : "";
    fromRecord = isRecord(item.expand) || typeof item.collectionName === "string";
  } else return null;
  if (!id && Object.keys(source).length === 0) return null;
  const d = (id && details[id]) || {};
  const expand = expandOf(source);
  // An expanded record's muscle fields hold ids; its names are under expand.
  const primary = fromRecord ? names(expand.primaryMuscles) : names(pick(source, ["primaryMuscles", "primary_muscles"]));
  const secondary = fromRecord ? names(expand.secondaryMuscles) : names(pick(source, ["secondaryMuscles", "secondary_muscles"]));
  const reps = d.reps ?? (typeof source.reps === "string" && source.reps.trim() ? source.reps : typeof source.reps === "number" && Number.isFinite(source.reps) ? String(source.reps) : PROGRAM_DEFAULTS.reps);
  return {
    id,
    name: nonEmpty(source.name, PROGRAM_DEFAULTS.exerciseName),
    sets: d.sets ?? realNumberOr(source.sets, PROGRAM_DEFAULTS.sets),
    reps,
    restSeconds: d.restSeconds ?? realNumberOr(pick(source, ["rest", "restSeconds"]), PROGRAM_DEFAULTS.restSeconds),
    rpe: d.rpe ?? realOrNull(source.rpe),
    tempo: d.tempo ?? nonEmpty(source.tempo, defaultTempo || EXERCISE_DEFAULTS.tempo),
    notes: d.notes ?? str(source.notes),
    ...(d.percentTm !== undefined ? { percentTm: d.percentTm } : {}),
    difficulty: realNumberOr(pick(source, ["difficultyLevel", "difficulty"]), PROGRAM_DEFAULTS.difficulty),
    ...(typeof source.isCompound === "boolean" ? { isCompound: source.isCompound } : {}),
    primaryMuscles: primary,
    secondaryMuscles: secondary,
  };
}

/**
 * Exercises in the workout's own order: the ids of `exercises`, filled from
 * the expanded records when present; inline objects (JSON text) are read as
 * they are. Details (sets, reps, rest, RPE, tempo, notes) come from
 * exerciseDetails keyed by exercise id.
 */
export function workoutExercises(workout: UnknownRecord): ViewExercise[] {
  const details = parseExerciseDetails(workout.exerciseDetails);
  const defaultTempo = str(workout.defaultTempo);
  const expanded = expandOf(workout).exercises;
  const records = new Map<string, UnknownRecord>();
  if (Array.isArray(expanded)) for (const e of expanded) if (isRecord(e) && typeof e.id === "string") records.set(e.id, e);
  const out: ViewExercise[] = [];
  for (const item of parseJsonList(workout.exercises)) {
    const source = typeof item === "string" && records.has(item) ? records.get(item) : item;
    const e = exerciseFrom(source, details, defaultTempo);
    if (e) out.push(e);
  }
  return out;
}

export function shapeWorkout(raw: unknown): ViewWorkout | null {
  if (!isRecord(raw)) return null;
  const techniques = parseJsonList(raw.intensityTechniques).filter((t): t is string => typeof t === "string" && t.trim() !== "");
  return {
    id: str(raw.id),
    name: nonEmpty(raw.name, PROGRAM_DEFAULTS.workoutName),
    description: str(raw.description),
    workoutType: str(raw.workoutType),
    targetDurationMinutes: realNumberOr(raw.targetDurationMinutes, PROGRAM_DEFAULTS.durationMinutes),
    estimatedCalories: positiveOrNull(raw.estimatedCalories),
    difficultyLevel: realNumberOr(raw.difficultyLevel, PROGRAM_DEFAULTS.difficulty),
    targetRPEMin: positiveOrNull(raw.targetRPEMin),
    targetRPEMax: positiveOrNull(raw.targetRPEMax),
    intensityTechniques: techniques,
    exercises: workoutExercises(raw),
  };
}

export function shapeDay(raw: unknown): ViewDay | null {
  if (!isRecord(raw)) return null;
  const workout = shapeWorkout(expandOf(raw).workout);
  const isRestDay = raw.isRestDay === true;
  return {
    id: str(raw.id),
    dayNumber: realNumberOr(raw.dayNumber, PROGRAM_DEFAULTS.dayNumber),
    name: str(raw.name),
    isRestDay,
    notes: str(raw.notes),
    workout: isRestDay ? null : workout,
  };
}

export function shapeWeek(raw: unknown): ViewWeek | null {
  if (!isRecord(raw)) return null;
  const list = expandOf(raw).program_days_via_programWeek;
  const days: ViewDay[] = [];
  for (const d of Array.isArray(list) ? list : []) {
    const day = shapeDay(d);
    if (day) days.push(day);
  }
  days.sort((a, b) => a.dayNumber - b.dayNumber);
  return {
    id: str(raw.id),
    weekNumber: realNumberOr(raw.weekNumber, PROGRAM_DEFAULTS.weekNumber),
    isDeload: raw.isDeload === true,
    phase: str(raw.phase),
    description: str(raw.description),
    intensityMultiplier: positiveOrNull(raw.intensityMultiplier),
    volumeMultiplier: positiveOrNull(raw.volumeMultiplier),
    days,
  };
}

function emptyWeek(weekNumber: number): ViewWeek {
  return { id: "", weekNumber, isDeload: false, phase: "", description: "", intensityMultiplier: null, volumeMultiplier: null, days: [] };
}

/** Null when the record cannot be shaped at all (no id or no name). */
export function shapeProgram(raw: unknown): ProgramView | null {
  if (!isRecord(raw) || typeof raw.id !== "string" || !raw.id || typeof raw.name !== "string") return null;
  const expand = expandOf(raw);
  const list = expand.program_weeks_via_trainingProgram;
  const weeks: ViewWeek[] = [];
  const warnings: string[] = [];
  (Array.isArray(list) ? list : []).forEach((w, index) => {
    const week = shapeWeek(w);
    if (week) weeks.push(week);
    else {
      warnings.push(`Invalid week data at position ${index + 1}; replaced by an empty week`);
      weeks.push(emptyWeek(index + 1));
    }
  });
  weeks.sort((a, b) => a.weekNumber - b.weekNumber);
  const levels = names(expand.experienceLevel);
  return {
    id: raw.id,
    name: raw.name,
    description: str(raw.description),
    author: str(raw.author),
    durationWeeks: positiveOrNull(raw.durationWeeks),
    trainingDaysPerWeek: positiveOrNull(raw.trainingDaysPerWeek),
    sessionDurationMinutes: positiveOrNull(raw.sessionDurationMinutes),
    experienceLevel: levels[0] ?? null,
    primaryGoals: names(expand.primaryGoal),
    programTypes: Array.isArray(raw.programType) ? raw.programType.filter((t): t is string => typeof t === "string") : [],
    periodizationType: str(raw.periodizationType),
    progressionScheme: str(raw.progressionScheme),
    deloadProtocol: str(raw.deloadProtocol),
    weeks,
    weekCount: programWeekCount({ durationWeeks: raw.durationWeeks, weeks }),
    warnings,
  };
}

/** The week shown for W{n}: the week with that number, else the n-th week. */
export function weekAt(program: Pick<ProgramView, "weeks">, n: number): ViewWeek | null {
  return program.weeks.find((w) => w.weekNumber === n) ?? program.weeks[n - 1] ?? null;
}

export const percent = (multiplier: number | null): number | null =>
  multiplier === null ? null : Math.round(multiplier * 1000) / 10;

export interface WeekHeader {
  title: string;
  subtitle: string;
  intensityPercent: number | null;
  volumePercent: number | null;
  isDeload: boolean;
}

/** The week header from that week's own data (the spec's always read 'Foundation Phase'). */
export function weekHeader(week: ViewWeek | null, n: number): WeekHeader {
  if (!week) return { title: `Week ${n}`, subtitle: "No schedule stored for this week.", intensityPercent: null, volumePercent: null, isDeload: false };
  const phase = week.phase.trim();
  const label = week.isDeload ? "Deload Week" : phase ? (/phase$/i.test(phase) ? phase : `${phase} Phase`) : "";
  return {
    title: label ? `Week ${n}: ${label}` : `Week ${n}`,
    subtitle: week.description,
    intensityPercent: percent(week.intensityMultiplier),
    volumePercent: percent(week.volumeMultiplier),
    isDeload: week.isDeload,
  };
}

export interface ProgressionOverview {
  firstIntensity: number | null;
  firstVolume: number | null;
  lastIntensity: number | null;
  lastVolume: number | null;
  deloadWeeks: number;
  totalWeeks: number;
}

/** First- and last-week intensity and volume, deload weeks out of the total (spec 3 §2.1). */
export function progressionOverview(weeks: readonly ViewWeek[]): ProgressionOverview {
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  return {
    firstIntensity: first ? percent(first.intensityMultiplier) : null,
    firstVolume: first ? percent(first.volumeMultiplier) : null,
    lastIntensity: last ? percent(last.intensityMultiplier) : null,
    lastVolume: last ? percent(last.volumeMultiplier) : null,
    deloadWeeks: weeks.filter((w) => w.isDeload).length,
    totalWeeks: weeks.length,
  };
}

/** True when no week has a single day with a workout: the placeholder week is shown. */
export function hasSchedule(program: Pick<ProgramView, "weeks">): boolean {
  return program.weeks.some((w) => w.days.some((d) => d.workout !== null));
}
