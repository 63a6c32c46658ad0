/**
 * The builder's workout (spec 2 §3.4, §3.5) and everything done to it: the
 * draft kept in local storage, edits that recompute the stats (§4.3), the
 * generate response turned into a workout (§4.2), and the record that
 * Save creates (§4.4). Pure: lib/workouts/draft-store.client.ts does the storage.
 */
import { EXERCISE_DEFAULTS } from "@/lib/training/constants";
import { builderStats, workoutTypeFromBalance, type MuscleBalance } from "@/lib/training/builder-stats";
import { muscleNamesOf } from "@/lib/training/muscle-groups";
import { isRecord, pick, toFiniteNumber, type UnknownRecord } from "@/lib/training/values";
import { RECORD_ID_PATTERN } from "@/lib/shared/record-id";

export interface DraftExercise {
  id: string;
  name: string;
  sets: number;
  /** Free text such as '8-12'. */
  reps: string;
  /** Seconds. */
  rest: number;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  equipment: string[];
  difficulty: number;
  tempo: string;
  weight: string;
  rpe: number | null;
  notes: string;
  isMaxEffortSafe: boolean;
  isHighRepSuitable: boolean;
  fatigueImpact: number;
  isCompound: boolean;
  /** One side at a time: the session clock counts both sides (optional for drafts stored before it). */
  isUnilateral?: boolean;
  /** File name(s) of the exercise record; '' when none. */
  exerciseImage: string | string[];
  category: string;
}

export interface DraftWorkout {
  name: string;
  /** Minutes. */
  duration: number;
  exercises: DraftExercise[];
  estimatedCalories: number;
  /** Muscle -> seconds of load. */
  targetMuscles: Record<string, number>;
  muscleBalance: MuscleBalance;
}

export const DEFAULT_WORKOUT_NAME = "My Custom Workout";

// ---------------------------------------------------------------------------
// Stats
// ---------------------------------------------------------------------------

/** Recomputes duration, calories, muscle load and balance (spec 2 §4.3: after every change). */
export function withStats(workout: Omit<DraftWorkout, "duration" | "estimatedCalories" | "targetMuscles" | "muscleBalance"> & Partial<DraftWorkout>, targetDuration?: number): DraftWorkout {
  const stats = builderStats(workout.exercises, targetDuration);
  return {
    name: workout.name,
    exercises: workout.exercises,
    duration: stats.duration,
    estimatedCalories: stats.estimatedCalories,
    targetMuscles: stats.targetMuscles,
    muscleBalance: stats.muscleBalance,
  };
}

export function emptyWorkout(name = DEFAULT_WORKOUT_NAME, targetDuration?: number): DraftWorkout {
  return withStats({ name, exercises: [] }, targetDuration);
}

// ---------------------------------------------------------------------------
// Edits
// ---------------------------------------------------------------------------

/** Moves one row up (-1) or down (+1); out-of-range moves change nothing. */
export function moveExercise<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export type ExercisePatch = Partial<Pick<DraftExercise, "sets" | "reps" | "rest" | "tempo" | "weight" | "rpe" | "notes">>;

/** Applies an edit, keeping each field in its allowed range (sets 1-10, rest >= 0, RPE 1-10 or empty). */
export function patchExercise(exercise: DraftExercise, patch: ExercisePatch): DraftExercise {
  const next = { ...exercise, ...patch };
  if (patch.sets !== undefined) next.sets = Number.isFinite(patch.sets) ? Math.min(10, Math.max(1, Math.round(patch.sets))) : exercise.sets;
  if (patch.rest !== undefined) next.rest = Number.isFinite(patch.rest) ? Math.max(0, Math.round(patch.rest)) : exercise.rest;
  if (patch.rpe !== undefined) {
    next.rpe = patch.rpe === null || !Number.isFinite(patch.rpe) ? null : Math.min(10, Math.max(1, Math.round(patch.rpe)));
  }
  return next;
}

export function updateAt(list: readonly DraftExercise[], index: number, patch: ExercisePatch): DraftExercise[] {
  return list.map((e, i) => (i === index ? patchExercise(e, patch) : e));
}

/** Adds an exercise unless it is already in the workout (details are stored per exercise id). */
export function addExercise(list: readonly DraftExercise[], exercise: DraftExercise): DraftExercise[] {
  return list.some((e) => e.id === exercise.id) ? [...list] : [...list, exercise];
}

/** Puts `replacement` where `index` was, keeping that row's prescription (a swap changes the movement, not the plan). */
export function swapAt(list: readonly DraftExercise[], index: number, replacement: DraftExercise): DraftExercise[] {
  if (list.some((e, i) => i !== index && e.id === replacement.id)) return [...list];
  return list.map((e, i) =>
    i === index
      ? { ...replacement, sets: e.sets, reps: e.reps, rest: e.rest, tempo: e.tempo, weight: e.weight, rpe: e.rpe, notes: e.notes }
      : e,
  );
}

// ---------------------------------------------------------------------------
// From records
// ---------------------------------------------------------------------------

function text(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : fallback;
}

function bool(value: unknown): boolean {
  return value === true;
}

function names(record: UnknownRecord, field: string, snake: string): string[] {
  const expand = isRecord(record.expand) ? record.expand : undefined;
  const expanded = expand ? muscleNamesOf(expand[field]) : [];
  if (expanded.length > 0) return expanded;
  // Unexpanded relations hold ids, which are no use on screen; plain name lists are kept.
  const raw = muscleNamesOf(pick(record, [field, snake]));
  return raw.filter((n) => !RECORD_ID_PATTERN.test(n));
}

function categoryName(record: UnknownRecord): string {
  const expand = isRecord(record.expand) ? record.expand : undefined;
  if (expand && isRecord(expand.category) && typeof expand.category.name === "string") return expand.category.name;
  const raw = record.category;
  return typeof raw === "string" && !RECORD_ID_PATTERN.test(raw) ? raw : "";
}

export interface DetailInput {
  sets?: unknown;
  reps?: unknown;
  restSeconds?: unknown;
  rest?: unknown;
  rpe?: unknown;
  tempo?: unknown;
  weight?: unknown;
  notes?: unknown;
}

/**
 * A draft exercise from an exercise record (camelCase or snake_case, expanded
 * or not) and an optional prescription. Fallbacks: 3 sets, 8-12 reps, 90 s,
 * tempo 2-0-2-0, difficulty 5 (spec 2 §9.2).
 */
export function draftExerciseFrom(record: unknown, detail: DetailInput = {}): DraftExercise | null {
  if (!isRecord(record)) return null;
  const id = text(pick(record, ["id", "exerciseId"]));
  if (!id) return null;
  const sets = toFiniteNumber(detail.sets);
  const rest = toFiniteNumber(detail.restSeconds ?? detail.rest);
  const rpe = toFiniteNumber(detail.rpe);
  const difficulty = toFiniteNumber(pick(record, ["difficultyLevel", "difficulty_level", "difficulty"]));
  const fatigue = toFiniteNumber(pick(record, ["fatigueImpact", "fatigue_impact"]));
  const image = record.exerciseImage;
  return {
    id,
    name: text(record.name, EXERCISE_DEFAULTS.name) || EXERCISE_DEFAULTS.name,
    sets: sets !== undefined && sets > 0 ? Math.round(sets) : EXERCISE_DEFAULTS.sets,
    reps: text(detail.reps).trim() || EXERCISE_DEFAULTS.reps,
    rest: rest !== undefined && rest >= 0 ? Math.round(rest) : EXERCISE_DEFAULTS.restSeconds,
    primaryMuscles: names(record, "primaryMuscles", "primary_muscles"),
    secondaryMuscles: names(record, "secondaryMuscles", "secondary_muscles"),
    equipment: names(record, "equipmentRequired", "equipment_needed"),
    difficulty: difficulty !== undefined && difficulty > 0 ? difficulty : EXERCISE_DEFAULTS.difficulty,
    tempo: text(detail.tempo).trim() || EXERCISE_DEFAULTS.tempo,
    weight: text(detail.weight).trim(),
    rpe: rpe !== undefined && rpe >= 1 && rpe <= 10 ? rpe : null,
    notes: text(detail.notes),
    isMaxEffortSafe: bool(pick(record, ["isMaxEffortSafe", "is_max_effort_safe"])),
    isHighRepSuitable: bool(pick(record, ["isHighRepSuitable", "is_high_rep_suitable"])),
    fatigueImpact: fatigue ?? 0,
    isCompound: bool(pick(record, ["isCompound", "is_compound"])),
    isUnilateral: bool(pick(record, ["isUnilateral", "is_unilateral"])),
    exerciseImage: Array.isArray(image) ? image.filter((s): s is string => typeof s === "string") : text(image),
    category: categoryName(record),
  };
}

/**
 * Exercise ids a workout refers to, in order: its exercises list (ids, or
 * objects with id/exerciseId, possibly as JSON text) then any extra keys of
 * the details. Duplicates are dropped.
 */
export function referencedIds(exercises: unknown, details: unknown): string[] {
  const ids: string[] = [];
  const add = (v: unknown) => {
    const id = typeof v === "string" ? v.trim() : "";
    if (id && !ids.includes(id)) ids.push(id);
  };
  for (const item of listOf(exercises)) add(isRecord(item) ? pick(item, ["id", "exerciseId"]) : item);
  const map = detailsMap(details);
  for (const key of Object.keys(map)) add(key);
  return ids;
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string" && value.trim().startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

/**
 * exerciseDetails in either stored shape (spec 2 §3.2): an object keyed by
 * exercise id, or { exercises: [{ exerciseId, sets, reps, rest, … }] },
 * possibly as JSON text. Anything else is no details.
 */
export function detailsMap(value: unknown): Record<string, DetailInput> {
  let v = value;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch {
      return {};
    }
  }
  if (!isRecord(v)) return {};
  const out: Record<string, DetailInput> = {};
  if (Array.isArray(v.exercises)) {
    for (const item of v.exercises) {
      if (!isRecord(item)) continue;
      const id = text(pick(item, ["exerciseId", "id"]));
      if (id) out[id] = item as DetailInput;
    }
    return out;
  }
  for (const [key, detail] of Object.entries(v)) if (isRecord(detail)) out[key] = detail as DetailInput;
  return out;
}

/**
 * A signed-in lifter's answer carries a suggested weight per exercise with
 * history (in their unit): it becomes the exercise's load text ("100 lbs"),
 * unless the detail already names one.
 */
function withSuggestedLoads(details: Record<string, DetailInput>, unit: unknown): Record<string, DetailInput> {
  const label = unit === "lbs" ? "lbs" : "kg";
  const out: Record<string, DetailInput> = {};
  for (const [id, d] of Object.entries(details)) {
    const suggested = (d as { suggestedWeight?: unknown }).suggestedWeight;
    out[id] = typeof suggested === "number" && suggested > 0 && !text(d.weight).trim() ? { ...d, weight: `${suggested} ${label}` } : d;
  }
  return out;
}

export interface GenerateResponseShape {
  name: string;
  ids: string[];
  details: Record<string, DetailInput>;
  targetDuration: number | undefined;
  estimatedCalories: number | undefined;
}

/** Reads the generate answer: a workout object, or `{ workout }` around it (spec 2 §7). */
export function readGenerateResponse(body: unknown): GenerateResponseShape | null {
  if (!isRecord(body)) return null;
  const w = isRecord(body.workout) ? body.workout : body;
  if (!("exercises" in w)) return null;
  return {
    name: text(w.name).trim(),
    ids: referencedIds(w.exercises, w.exerciseDetails),
    details: withSuggestedLoads(detailsMap(w.exerciseDetails), w.weightUnit),
    targetDuration: toFiniteNumber(pick(w, ["targetDurationMinutes", "targetDuration"])),
    estimatedCalories: toFiniteNumber(w.estimatedCalories),
  };
}

/**
 * The workout from the generate answer and the exercise records fetched for
 * it (spec 2 §7 "Builder hydration"). Ids whose record could not be fetched
 * are dropped silently (spec 2 §8).
 */
export function workoutFromGenerated(shape: GenerateResponseShape, records: readonly unknown[], fallbackName: string): DraftWorkout {
  const byId = new Map<string, unknown>();
  for (const r of records) if (isRecord(r) && typeof r.id === "string") byId.set(r.id, r);
  const exercises: DraftExercise[] = [];
  for (const id of shape.ids) {
    const e = draftExerciseFrom(byId.get(id), shape.details[id]);
    if (e) exercises.push(e);
  }
  return withStats({ name: shape.name || fallbackName, exercises }, shape.targetDuration);
}

// ---------------------------------------------------------------------------
// The stored draft
// ---------------------------------------------------------------------------

function draftExerciseFromStored(raw: unknown): DraftExercise | null {
  if (!isRecord(raw)) return null;
  // The stored exercise carries names, not relation ids; reuse the record reader with its detail fields.
  const e = draftExerciseFrom(
    {
      ...raw,
      primaryMuscles: muscleNamesOf(raw.primaryMuscles),
      secondaryMuscles: muscleNamesOf(raw.secondaryMuscles),
      equipmentRequired: muscleNamesOf(raw.equipment),
      difficultyLevel: raw.difficulty,
    },
    { sets: raw.sets, reps: raw.reps, rest: raw.rest, rpe: raw.rpe, tempo: raw.tempo, weight: raw.weight, notes: raw.notes },
  );
  if (!e) return null;
  e.category = text(raw.category);
  return e;
}

/**
 * Parses the stored draft. Anything that is not JSON, not an object, or has
 * no exercise list is null (the caller then removes it silently). Exercise
 * entries that are not objects are skipped; stats are recomputed rather than
 * trusted, since the formulas may have changed since the draft was written.
 */
export function parseDraft(stored: string | null): DraftWorkout | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(value) || !Array.isArray(value.exercises)) return null;
  const exercises = value.exercises.map(draftExerciseFromStored).filter((e): e is DraftExercise => e !== null);
  const name = typeof value.name === "string" && value.name.trim() ? value.name : DEFAULT_WORKOUT_NAME;
  return withStats({ name: name.slice(0, 200), exercises });
}

export function serialiseDraft(workout: DraftWorkout): string {
  return JSON.stringify(workout);
}

/** A draft worth restoring: anything with exercises, or a renamed empty one. */
export function isMeaningfulDraft(workout: DraftWorkout): boolean {
  return workout.exercises.length > 0;
}

// ---------------------------------------------------------------------------
// Saving (spec 2 §4.4)
// ---------------------------------------------------------------------------

/**
 * What the quality score reads for a draft besides its rows: the duration
 * and type Save stores, so the builder's preview score is the score the
 * saved workout shows (lib/workouts/view.ts workoutQuality).
 */
export function draftScoreSource(workout: DraftWorkout): { targetDurationMinutes: number; workoutType: string } {
  return { targetDurationMinutes: savedDuration(workout), workoutType: workoutTypeFromBalance(workout.muscleBalance) };
}

function savedDuration(workout: DraftWorkout): number {
  return Math.max(1, Math.round(workout.duration));
}

// ---------------------------------------------------------------------------
// Save body
// ---------------------------------------------------------------------------

export interface SavedDetail {
  sets: number;
  reps: string;
  restSeconds: number;
  rpe: number | null;
  tempo: string;
  weight: string;
  notes: string;
}

export interface SaveWorkoutBody {
  name: string;
  description: string;
  workoutType: string;
  targetDurationMinutes: number;
  exercises: string[];
  /** Keyed by exercise id, the shape the catalogue templates and the generator store. */
  exerciseDetails: Record<string, SavedDetail>;
  estimatedCalories: number;
  difficultyLevel: number;
  isTemplate: false;
  isActive: true;
  isPublic: false;
  userProfile: string;
}

/**
 * The record Save creates: non-template, active, owned by the user, typed by
 * the draft's balance (upper > 70 upper_body, lower > 70 lower_body, else
 * full_body; custom without balance data). Difficulty is the exercises'
 * average so the library's difficulty filter finds it.
 */
export function saveBody(workout: DraftWorkout, userId: string): SaveWorkoutBody {
  const details: Record<string, SavedDetail> = {};
  for (const e of workout.exercises) {
    details[e.id] = { sets: e.sets, reps: e.reps, restSeconds: e.rest, rpe: e.rpe, tempo: e.tempo, weight: e.weight, notes: e.notes };
  }
  const difficulties = workout.exercises.map((e) => e.difficulty);
  const difficulty = difficulties.length > 0 ? Math.round(difficulties.reduce((a, b) => a + b, 0) / difficulties.length) : EXERCISE_DEFAULTS.difficulty;
  const count = workout.exercises.length;
  return {
    name: workout.name.trim() || DEFAULT_WORKOUT_NAME,
    description: `Built in the workout builder: ${count} exercise${count === 1 ? "" : "s"}, about ${Math.round(workout.duration)} minutes.`,
    workoutType: workoutTypeFromBalance(workout.muscleBalance),
    targetDurationMinutes: savedDuration(workout),
    exercises: workout.exercises.map((e) => e.id),
    exerciseDetails: details,
    estimatedCalories: Math.round(workout.estimatedCalories),
    difficultyLevel: Math.min(10, Math.max(1, difficulty)),
    isTemplate: false,
    isActive: true,
    isPublic: false,
    userProfile: userId,
  };
}

/** A new row for the manual Add Exercise modal (3 sets, 8-12 reps, 90 s). */
export function manualExercise(record: unknown): DraftExercise | null {
  return draftExerciseFrom(record, {});
}

