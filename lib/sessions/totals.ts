/**
 * What a finished session stores: duration, calories (lib/training's 7.5 kcal
 * a minute, the builder's and generator's figure), total volume and the
 * exercises actually performed.
 */
import { estimateCalories } from "@/lib/training/duration";
import { totalVolume } from "@/lib/training/estimates";
import { kgToLbs } from "./units";

export interface TotalsSet {
  exercise: string;
  reps: number;
  /** kg */
  weight: number;
  completed: boolean;
}

export interface SessionTotals {
  durationMinutes: number;
  estimatedCaloriesBurned: number;
  /** Pounds, as workout_sessions.totalVolume is printed ("lbs volume"). */
  totalVolume: number;
  /** kg × reps, for showing kg users their own figure. */
  volumeKg: number;
  exercisesPerformed: string[];
  completedSets: number;
}

/** Longest a session can count for: a phone left on the bench overnight is not a 9-hour workout. */
export const MAX_SESSION_MINUTES = 300;

export function sessionDurationMinutes(startedAt: Date, finishedAt: Date): number {
  const minutes = Math.round((finishedAt.getTime() - startedAt.getTime()) / 60_000);
  // A finished session took at least a minute; clock skew never makes it negative.
  return Math.min(MAX_SESSION_MINUTES, Math.max(1, minutes));
}

export function sessionTotals(sets: readonly TotalsSet[], startedAt: Date, finishedAt: Date): SessionTotals {
  const done = sets.filter((s) => s.completed && s.reps > 0);
  const volumeKg = totalVolume(done.map((s) => ({ reps: s.reps, weight: Math.max(0, s.weight) })));
  const durationMinutes = sessionDurationMinutes(startedAt, finishedAt);
  const exercisesPerformed = [...new Set(done.map((s) => s.exercise))];
  return {
    durationMinutes,
    estimatedCaloriesBurned: estimateCalories(durationMinutes),
    totalVolume: Math.round(kgToLbs(volumeKg)),
    volumeKg: Math.round(volumeKg),
    exercisesPerformed,
    completedSets: done.length,
  };
}
