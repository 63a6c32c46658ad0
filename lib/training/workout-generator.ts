/**
 * Workout generation (issue 6 point 2): hard constraints first, TOPSIS
 * ranking second, then a session a coach would recognise.
 *
 * 1. Hard constraints: available equipment only (bodyweight always), no
 *    exercise carrying a contraindication the user named, difficulty within
 *    the experience band and no exercise above the user's level, the workout
 *    type's muscles, and the focus muscles when given.
 * 2. TOPSIS over target-muscle match, compound priority, difficulty fit,
 *    goal fit, fatigue, technical complexity and a seeded variety term.
 * 3. Assembly by slots: each session type has an ordered list of movement
 *    slots (squat, push, pull, hinge, core … then accessories), push and pull
 *    slots come in pairs so a session never ends half-balanced, and each slot
 *    takes the best-ranked free candidate, discounted for muscles already
 *    trained. The exercise count is the slot prefix whose session clock is
 *    nearest the target; sets and rest then close the gap to within ±5%.
 * 4. Order: warm-up drill, power work, compounds, isolation, trunk,
 *    conditioning; larger muscles before smaller ones within each.
 *
 * The steps live in workout-request, workout-candidates, workout-ranking,
 * workout-slots, workout-selection and workout-prescribing; this file
 * assembles the workout and chooses the exercise count that fits the target.
 */
import { GENERATOR_LIMITS, type TrainingGoal, type WorkoutType } from "./constants";
import { estimateCalories } from "./duration";
import type { DifficultyRange } from "./experience";
import { fitToDuration, repsText, sessionClockSeconds, type Prescription } from "./prescription";
import { analyseQuality, type QualityScore } from "./quality-analysis";
import type { ScoreWorkout } from "./score-input";
import { indexCatalogue, type Catalogue, type CatalogueIndex, type ExerciseFeatures } from "./catalogue";
import { buildPools, equipmentText, injuryText, WORKOUT_TYPE_LABELS, type Pools } from "./workout-candidates";
import { candidatesByCount, type Candidate, type PlannedItem } from "./workout-prescribing";
import { rankCandidates } from "./workout-ranking";
import { generationError, resolveWorkoutRequest, type GenerationError, type WorkoutRequestInput, type WorkoutSpec } from "./workout-request";
import { selectPicks, slotCandidates } from "./workout-selection";
import { allSlots, MAX_SLOTS, type Slot } from "./workout-slots";

export interface WorkoutExerciseDetail {
  sets: number;
  reps: string;
  restSeconds: number;
  rpe: number | null;
  tempo: string;
  notes: string;
}

/** A generated workout as the workouts collection stores it. */
export interface WorkoutFields {
  name: string;
  description: string;
  workoutType: WorkoutType;
  targetDurationMinutes: number;
  estimatedDurationMinutes: number;
  estimatedCalories: number;
  difficultyLevel: number;
  targetRPEMin: number;
  targetRPEMax: number;
  defaultTempo: string;
  exercises: string[];
  exerciseDetails: Record<string, WorkoutExerciseDetail>;
}

export interface GeneratedWorkout extends WorkoutFields {
  items: PlannedItem[];
  /** Null when the caller scores sessions itself (the program planner scores whole weeks). */
  qualityScore: QualityScore | null;
  notes: string[];
  seed: number;
}

export interface GenerateOptions {
  cache?: GenerationCache;
  /** Skip the per-session quality score. */
  skipQuality?: boolean;
}

export type GenerateResult = { ok: true; workout: GeneratedWorkout } | GenerationError;

/** Minimum share of the target a workout must reach to be offered at all. */
export const MIN_ACHIEVABLE_SHARE = 0.5;

export function scoreInput(items: readonly PlannedItem[], minutes: number, workoutType: string): ScoreWorkout {
  return {
    exercises: items.map((i) => ({
      id: i.features.exercise.id,
      name: i.features.exercise.name,
      sets: i.prescription.sets,
      reps: repsText(i.prescription),
      rest: i.prescription.restSeconds,
      difficulty: i.features.exercise.difficulty,
      primaryMuscles: [...i.features.exercise.primaryMuscles],
      secondaryMuscles: [...i.features.exercise.secondaryMuscles],
      isCompound: i.features.exercise.isCompound,
    })),
    duration: minutes,
    workoutType,
  };
}

function goalTitle(goals: readonly TrainingGoal[]): string {
  const names = goals.map((g) => g.charAt(0).toUpperCase() + g.slice(1));
  return names.length <= 2 ? names.join(" & ") : `${names.slice(0, -1).join(", ")} & ${names[names.length - 1]}`;
}

export function detailOf(p: Prescription): WorkoutExerciseDetail {
  return { sets: p.sets, reps: repsText(p), restSeconds: p.restSeconds, rpe: p.rpe, tempo: p.tempo, notes: p.notes };
}

/** Builds the workout object from fitted items. */
export function workoutFromItems(items: PlannedItem[], spec: WorkoutSpec, notes: string[], skipQuality = false): GeneratedWorkout {
  const prescriptions = items.map((i) => i.prescription);
  const minutes = Math.round(sessionClockSeconds(prescriptions) / 60);
  const rpes = prescriptions.map((p) => p.rpe).filter((r): r is number => r !== null);
  const difficulties = items.map((i) => i.features.exercise.difficulty);
  const sets = prescriptions.reduce((s, p) => s + (p.unit === "minutes" ? 0 : p.sets), 0);
  const exerciseDetails: Record<string, WorkoutExerciseDetail> = {};
  for (const i of items) exerciseDetails[i.features.exercise.id] = detailOf(i.prescription);
  const typeLabel = WORKOUT_TYPE_LABELS[spec.workoutType];
  const name = spec.name ?? (spec.workoutType === "cardio" ? "Cardio Conditioning Workout" : `${typeLabel} ${goalTitle(spec.goals)} Workout`);
  const safety = spec.injuries.size > 0 ? ` Leaves out exercises unsuitable for ${injuryText(spec)}.` : "";
  const description =
    `${spec.targetMinutes}-minute ${typeLabel.toLowerCase()} session for a${/^[aeiou]/.test(spec.level) ? "n" : ""} ${spec.level} lifter: ` +
    `${items.length} exercises, ${sets} working sets, using ${equipmentText(spec)}.${safety}`;
  const firstLoaded = prescriptions.find((p) => p.unit === "reps" && p.kind !== "mobility");
  return {
    name,
    description,
    workoutType: spec.workoutType,
    targetDurationMinutes: spec.targetMinutes,
    estimatedDurationMinutes: minutes,
    estimatedCalories: estimateCalories(minutes, spec.targetMinutes),
    difficultyLevel: difficulties.length > 0 ? Math.round(difficulties.reduce((a, b) => a + b, 0) / difficulties.length) : spec.difficultyTarget,
    targetRPEMin: rpes.length > 0 ? Math.min(...rpes) : 0,
    targetRPEMax: rpes.length > 0 ? Math.max(...rpes) : 0,
    defaultTempo: firstLoaded?.tempo ?? "2-0-2-0",
    exercises: items.map((i) => i.features.exercise.id),
    exerciseDetails,
    items,
    qualityScore: skipQuality ? null : analyseQuality(scoreInput(items, spec.targetMinutes, spec.workoutType)),
    notes,
    seed: spec.seed,
  };
}

/** Filtered pools and their TOPSIS scores: all a session needs before slots are filled. */
export interface PreparedSession {
  pools: Pools;
  emptyReason?: string;
  slots: Slot[];
  scores: Map<string, number>;
  candidates: ExerciseFeatures[][];
}

/**
 * Reuses pools and rankings across sessions that share constraints and
 * seed (a program's weeks of one day template): only prefer/avoid change
 * between them, and those act after ranking.
 */
export interface GenerationCache {
  key: string;
  sessions: Map<string, PreparedSession>;
}

function prepare(index: CatalogueIndex, spec: WorkoutSpec, band: DifficultyRange, cache?: GenerationCache): PreparedSession {
  const key = cache ? `${cache.key}|${band.min}-${band.max}` : "";
  const hit = cache?.sessions.get(key);
  if (hit) return hit;
  const { pools, emptyReason } = buildPools(index, spec, band);
  const slots = allSlots(spec);
  const all = new Map<string, ExerciseFeatures>();
  for (const name of new Set(slots.map((s) => s.pool))) for (const f of pools[name]) all.set(f.exercise.id, f);
  const scores = rankCandidates([...all.values()], spec);
  const prepared = { pools, emptyReason, slots, scores, candidates: slotCandidates(pools, scores, slots) };
  cache?.sessions.set(key, prepared);
  return prepared;
}

function attempt(index: CatalogueIndex, spec: WorkoutSpec, band: DifficultyRange, options: GenerateOptions): GenerateResult & { shortfall?: number } {
  const { pools, emptyReason, slots, scores, candidates } = prepare(index, spec, band, options.cache);
  const mainPool = spec.workoutType === "cardio" ? pools.conditioning : pools.main;
  if (mainPool.length === 0) {
    return generationError(emptyReason ?? `No exercise fits this ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} request.`);
  }
  const picks = selectPicks(candidates, scores, slots, spec);
  if (picks.filter((p) => !p.slot.fixed).length === 0) {
    return generationError(emptyReason ?? `No exercise fits this ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} request.`);
  }
  const target = spec.targetMinutes * 60;
  const maxCount = Math.min(MAX_SLOTS, Math.max(GENERATOR_LIMITS.exerciseCount.max, spec.exerciseCount ?? 0));
  const counts = candidatesByCount(picks, spec, maxCount);
  const feasible = counts.filter((o) => o.max >= target * 0.9 && o.min <= target * 1.1);
  const notes: string[] = [];
  let chosen: Candidate;
  if (spec.exerciseCount !== undefined) {
    const wanted = spec.exerciseCount;
    // Nothing fits: never overshoot the target for the sake of the count (a short session takes fewer exercises).
    const short = counts.filter((o) => o.min <= target * 1.1);
    const pool = feasible.length > 0 ? feasible : short.length > 0 ? short : counts.slice(0, 1);
    chosen = pool.reduce((best, o) => (Math.abs(o.n - wanted) < Math.abs(best.n - wanted) ? o : best));
    if (chosen.n !== wanted) {
      notes.push(
        feasible.length > 0
          ? `${chosen.n} exercises instead of ${wanted}: that is what fits ${spec.targetMinutes} minutes at these sets and rest periods.`
          : `Only ${chosen.n} exercises are available for this request.`,
      );
    }
  } else if (feasible.length > 0) {
    chosen = feasible.reduce((best, o) => (Math.abs(o.nominal - target) < Math.abs(best.nominal - target) ? o : best));
  } else {
    chosen = counts.reduce((best, o) => (Math.abs(o.nominal - target) < Math.abs(best.nominal - target) ? o : best));
  }
  const fitted = fitToDuration(chosen.items.map((i) => i.prescription), target);
  const items = chosen.items.map((i, k) => ({ ...i, prescription: fitted[k] }));
  const achieved = sessionClockSeconds(fitted);
  const shortfall = achieved / target;
  if (shortfall < 0.9) {
    notes.push(
      `Only about ${Math.round(achieved / 60)} of the ${spec.targetMinutes} minutes can be filled: few exercises match ${equipmentText(spec)} for this session type.`,
    );
  }
  return { ok: true, workout: workoutFromItems(items, spec, notes, options.skipQuality), shortfall };
}

/**
 * Generates a workout from a resolved spec. When the experience band alone
 * cannot fill the session (an advanced lifter with little equipment), easier
 * exercises are allowed, never harder ones, and a note says so.
 */
export function generateFromSpec(catalogue: Catalogue | CatalogueIndex, spec: WorkoutSpec, options: GenerateOptions = {}): GenerateResult {
  const index = "features" in catalogue ? catalogue : indexCatalogue(catalogue);
  const strict = attempt(index, spec, spec.band, options);
  const strictShort = !strict.ok || (strict.shortfall ?? 1) < 0.9;
  let result: GenerateResult & { shortfall?: number } = strict;
  if (strictShort && spec.band.min > 1) {
    const relaxedBand = { min: 1, max: spec.band.max };
    const relaxed = attempt(index, spec, relaxedBand, options);
    if (relaxed.ok && (!strict.ok || (relaxed.shortfall ?? 0) > (strict.shortfall ?? 0) + 0.02)) {
      relaxed.workout.notes.unshift(
        `Few exercises in the ${spec.level} difficulty band (${spec.band.min}-${spec.band.max}) match ${equipmentText(spec)}; easier variations were allowed to fill the session.`,
      );
      result = relaxed;
    }
  }
  if (!result.ok) return result;
  if ((result.shortfall ?? 1) < MIN_ACHIEVABLE_SHARE) {
    const minutes = result.workout.estimatedDurationMinutes;
    return generationError(
      `This request cannot fill a ${spec.targetMinutes}-minute ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} session: ` +
        `only about ${minutes} minutes of suitable exercises exist for ${equipmentText(spec)}${spec.injuries.size > 0 ? ` with ${injuryText(spec)}` : ""}. ` +
        "Add equipment, shorten the session or choose another workout type.",
    );
  }
  return { ok: true, workout: result.workout };
}

/** Resolves and generates: the whole of POST /api/workouts/generate apart from HTTP. */
export function generateWorkout(catalogue: Catalogue, input: WorkoutRequestInput): GenerateResult {
  const spec = resolveWorkoutRequest(catalogue, input);
  if (!spec.ok) return spec;
  return generateFromSpec(catalogue, spec.value);
}
