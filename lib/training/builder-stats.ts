/**
 * The builder's live stats (spec 2 §9.2): duration on the one session clock,
 * calories, muscle load and balance percentages, recomputed on every edit,
 * plus the saved workout type.
 */
import { BUILDER_LIMITS, BUILDER_STATS, type SavedWorkoutType } from "./constants";
import { builderDurationMinutes, estimateCalories, type BuilderDurationInput } from "./duration";
import { isInGroup, muscleKey } from "./muscle-groups";

/** A builder row: timing fields for the session clock (duration.ts) and muscles for the load. */
export interface BuilderStatsExercise extends BuilderDurationInput {
  primaryMuscles?: readonly string[];
  secondaryMuscles?: readonly string[];
}

export interface MuscleBalance {
  upper: number;
  lower: number;
  push: number;
  pull: number;
}

export interface BuilderStats {
  duration: number;
  estimatedCalories: number;
  /** Muscle key -> seconds of load (60 per primary, 30 per secondary). */
  targetMuscles: Record<string, number>;
  muscleBalance: MuscleBalance;
}

/** 60 s per primary and 30 s per secondary muscle per exercise. */
export function muscleLoad(exercises: readonly BuilderStatsExercise[]): Record<string, number> {
  const load: Record<string, number> = {};
  for (const e of exercises) {
    for (const name of e.primaryMuscles ?? []) {
      const key = muscleKey(name);
      load[key] = (load[key] ?? 0) + BUILDER_STATS.primaryLoadSeconds;
    }
    for (const name of e.secondaryMuscles ?? []) {
      const key = muscleKey(name);
      load[key] = (load[key] ?? 0) + BUILDER_STATS.secondaryLoadSeconds;
    }
  }
  return load;
}

/**
 * Two shares that add up to 100 (the second is 100 minus the rounded first,
 * so the tiles never read 51%/50%). Both 0 when neither side has load.
 */
export function sharePair(a: number, b: number): [number, number] {
  const total = a + b;
  if (total <= 0) return [0, 0];
  const first = Math.round((a / total) * 100);
  return [first, 100 - first];
}

/** Upper vs lower and push vs pull shares of a muscle -> load map. */
export function balanceFromLoad(load: Readonly<Record<string, number>>): MuscleBalance {
  let upper = 0;
  let lower = 0;
  let push = 0;
  let pull = 0;
  for (const [key, value] of Object.entries(load)) {
    if (isInGroup(key, "upper")) upper += value;
    if (isInGroup(key, "lower")) lower += value;
    if (isInGroup(key, "push")) push += value;
    if (isInGroup(key, "pull")) pull += value;
  }
  const [u, l] = sharePair(upper, lower);
  const [ps, pl] = sharePair(push, pull);
  return { upper: u, lower: l, push: ps, pull: pl };
}

export function builderStats(exercises: readonly BuilderStatsExercise[], targetDurationMinutes?: number): BuilderStats {
  const duration = builderDurationMinutes(exercises);
  const targetMuscles = muscleLoad(exercises);
  return {
    duration,
    estimatedCalories: estimateCalories(duration, targetDurationMinutes),
    targetMuscles,
    muscleBalance: balanceFromLoad(targetMuscles),
  };
}

/**
 * Saved workout type from the draft's balance (spec 2 §4.4): upper above 70
 * -> upper_body, lower above 70 -> lower_body, else full_body; custom when
 * there is no balance data (none stored, or nothing classified).
 */
export function workoutTypeFromBalance(
  balance: Partial<Pick<MuscleBalance, "upper" | "lower">> | null | undefined,
): SavedWorkoutType {
  if (!balance || typeof balance.upper !== "number" || typeof balance.lower !== "number") return "custom";
  if (balance.upper === 0 && balance.lower === 0) return "custom";
  const threshold = BUILDER_LIMITS.workoutTypeThresholdPercent;
  if (balance.upper > threshold) return "upper_body";
  if (balance.lower > threshold) return "lower_body";
  return "full_body";
}

export interface CoveragePoint {
  muscle: string;
  points: number;
  /** Bar width, scaled so the highest muscle is 100. */
  percent: number;
}

/**
 * Builder quality panel "Muscle Coverage": primary 2 points, secondary 1,
 * top 6 by points, bars scaled to the highest. Ties keep first-seen order.
 */
export function builderMuscleCoverage(
  exercises: readonly Pick<BuilderStatsExercise, "primaryMuscles" | "secondaryMuscles">[],
  limit: number = BUILDER_LIMITS.coverageMusclesShown,
): CoveragePoint[] {
  const points = new Map<string, number>();
  for (const e of exercises) {
    for (const name of e.primaryMuscles ?? []) {
      const key = muscleKey(name);
      points.set(key, (points.get(key) ?? 0) + BUILDER_STATS.coveragePrimaryPoints);
    }
    for (const name of e.secondaryMuscles ?? []) {
      const key = muscleKey(name);
      points.set(key, (points.get(key) ?? 0) + BUILDER_STATS.coverageSecondaryPoints);
    }
  }
  const sorted = [...points.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
  const max = sorted.length > 0 ? sorted[0][1] : 0;
  return sorted.map(([muscle, p]) => ({ muscle, points: p, percent: max > 0 ? Math.round((p / max) * 100) : 0 }));
}
