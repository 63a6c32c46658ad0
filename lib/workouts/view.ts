/**
 * A saved workout record as the library cards and the detail page show it
 * (spec 2 §2.3, §2.4, §9.4): its exercises in order with their prescription,
 * the engine's quality score, equipment and figures derived from real data.
 */
import { QUALITY_METRICS, QUALITY_METRIC_LABELS, WORKOUT_DEFAULTS } from "@/lib/training/constants";
import { analyseQuality, type QualityScore } from "@/lib/training/quality-analysis";
import { parseRepRange } from "@/lib/training/reps";
import { isRecord, toFiniteNumber } from "@/lib/training/values";
import { detailsMap, draftExerciseFrom, referencedIds, type DraftExercise } from "./draft";

export interface WorkoutLike {
  id?: string;
  name?: unknown;
  workoutType?: unknown;
  targetDurationMinutes?: unknown;
  targetDuration?: unknown;
  exercises?: unknown;
  exerciseDetails?: unknown;
  estimatedCalories?: unknown;
  difficultyLevel?: unknown;
  expand?: unknown;
}

/**
 * Exercise rows in the workout's order. Records come from `expand.exercises`
 * or from a separate fetch (`records`); ids with no record are dropped.
 * Items of the exercises list that are objects (older data) are used as they are.
 */
export function workoutRows(workout: WorkoutLike, records: readonly unknown[] = []): DraftExercise[] {
  const details = detailsMap(workout.exerciseDetails);
  const byId = new Map<string, unknown>();
  const expanded = isRecord(workout.expand) && Array.isArray(workout.expand.exercises) ? workout.expand.exercises : [];
  for (const r of [...expanded, ...records]) if (isRecord(r) && typeof r.id === "string") byId.set(r.id, r);
  const inline = new Map<string, unknown>();
  if (Array.isArray(workout.exercises)) {
    for (const item of workout.exercises) {
      if (isRecord(item)) {
        const id = typeof item.id === "string" ? item.id : typeof item.exerciseId === "string" ? item.exerciseId : "";
        if (id) inline.set(id, { ...item, id });
      }
    }
  }
  const rows: DraftExercise[] = [];
  for (const id of referencedIds(workout.exercises, workout.exerciseDetails)) {
    const source = byId.get(id) ?? inline.get(id);
    const detail = details[id] ?? (isRecord(inline.get(id)) ? (inline.get(id) as Record<string, unknown>) : {});
    const row = draftExerciseFrom(source, detail);
    if (row) rows.push(row);
  }
  return rows;
}

export function workoutDuration(workout: WorkoutLike): number {
  const minutes = toFiniteNumber(workout.targetDurationMinutes ?? workout.targetDuration);
  return minutes !== undefined && minutes > 0 ? minutes : WORKOUT_DEFAULTS.durationMinutes;
}

export function workoutDifficulty(workout: WorkoutLike): number {
  const level = toFiniteNumber(workout.difficultyLevel);
  return level !== undefined && level > 0 ? level : WORKOUT_DEFAULTS.difficulty;
}

/** Calories as shown: the stored figure, or '~300' when absent (spec 2 §2.4). */
export function caloriesText(workout: WorkoutLike): string {
  const kcal = toFiniteNumber(workout.estimatedCalories);
  return kcal !== undefined && kcal > 0 ? String(Math.round(kcal)) : WORKOUT_DEFAULTS.caloriesDisplay;
}

/** The engine's six-metric score of a saved workout's exercises and prescription. */
export function workoutQuality(workout: WorkoutLike, rows: readonly DraftExercise[]): QualityScore {
  const type = typeof workout.workoutType === "string" && workout.workoutType ? workout.workoutType : undefined;
  return analyseQuality({
    exercises: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sets: r.sets,
      reps: r.reps,
      rest: r.rest,
      difficulty: r.difficulty,
      primaryMuscles: r.primaryMuscles,
      secondaryMuscles: r.secondaryMuscles,
      isCompound: r.isCompound,
    })),
    duration: workoutDuration(workout),
    ...(type ? { workoutType: type } : {}),
  });
}

export interface RadarPoint {
  label: string;
  value: number;
}

/** The six sub-scores as labelled radar points (Balance, Volume, Patterns, Variety, Recovery, Progress). */
export function qualityRadarPoints(score: Pick<QualityScore, (typeof QUALITY_METRICS)[number]>): RadarPoint[] {
  return QUALITY_METRICS.map((m) => ({ label: QUALITY_METRIC_LABELS[m], value: score[m] }));
}

/** Equipment the workout needs, from its exercises (bodyweight when none needs any). */
export function workoutEquipment(rows: readonly DraftExercise[]): string[] {
  const all = [...new Set(rows.flatMap((r) => r.equipment))];
  return all.length > 0 || rows.length === 0 ? all : ["bodyweight"];
}

export function totalSets(rows: readonly DraftExercise[]): number {
  return rows.reduce((s, r) => s + r.sets, 0);
}

/** Primary muscles for the exercise list's muscle filter, in first-seen order. */
export function muscleFilterOptions(rows: readonly DraftExercise[]): string[] {
  return [...new Set(rows.flatMap((r) => r.primaryMuscles))];
}

export function filterByMuscle(rows: readonly DraftExercise[], muscle: string | null): DraftExercise[] {
  if (!muscle) return [...rows];
  return rows.filter((r) => r.primaryMuscles.includes(muscle) || r.secondaryMuscles.includes(muscle));
}

/**
 * 'Best For' tags from the prescription rather than fixed text: heavy sets
 * (<= 6 reps) -> Strength, 6-12 -> Muscle Building, 15+ -> Muscular
 * Endurance, timed or conditioning work -> Conditioning.
 */
export function bestFor(rows: readonly DraftExercise[], workoutType?: string): string[] {
  const tags = new Set<string>();
  for (const r of rows) {
    const range = parseRepRange(r.reps);
    if (!range) continue;
    if (range.min <= 6) tags.add("Strength");
    if (range.min <= 12 && range.max >= 6) tags.add("Muscle Building");
    if (range.max >= 15) tags.add("Muscular Endurance");
  }
  if (workoutType === "cardio" || rows.some((r) => /min|sec|\ds\b/i.test(r.reps))) tags.add("Conditioning");
  return [...tags];
}
