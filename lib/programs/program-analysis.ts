/**
 * What the program detail page says about a program, computed from the
 * program itself: quality score and radar, improvement hints, muscle
 * coverage, balance markers and bars, and the strengths list (the spec's
 * was a fixed list). The planner scores the first week's sessions; so do we,
 * taking the first non-deload week that has workouts, so a generated
 * program reads the same here as in its stored configuration.
 */
import { COVERAGE, QUALITY_METRIC_LABELS, QUALITY_METRICS, type QualityMetric } from "@/lib/training/constants";
import {
  analyseCoverage,
  balanceMarker,
  keyMuscleCoveragePercent,
  KEY_MUSCLES,
  programCoverageHints,
  type BalanceMarker,
  type CoverageAnalysis,
} from "@/lib/training/coverage";
import { isInGroup, muscleKey } from "@/lib/training/muscle-groups";
import { scoreProgram } from "@/lib/training/program-score";
import type { QualityScore } from "@/lib/training/quality-analysis";
import type { ScoreWorkout } from "@/lib/training/score-input";
import { percent, type ProgramView, type ViewWeek, type ViewWorkout } from "./program-view";

export function scoringWeek(weeks: readonly ViewWeek[]): ViewWeek | null {
  const withWork = weeks.filter((w) => w.days.some((d) => d.workout && d.workout.exercises.length > 0));
  return withWork.find((w) => !w.isDeload) ?? withWork[0] ?? null;
}

export function scoreSession(workout: ViewWorkout): ScoreWorkout {
  return {
    exercises: workout.exercises.map((e) => ({
      id: e.id,
      name: e.name,
      sets: e.sets,
      reps: e.reps,
      rest: e.restSeconds,
      difficulty: e.difficulty,
      primaryMuscles: e.primaryMuscles,
      secondaryMuscles: e.secondaryMuscles,
      ...(e.isCompound !== undefined ? { isCompound: e.isCompound } : {}),
    })),
    duration: workout.targetDurationMinutes,
    ...(workout.workoutType ? { workoutType: workout.workoutType } : {}),
  };
}

export interface RadarPoint {
  metric: QualityMetric;
  label: string;
  value: number;
}

export interface ProgramAnalysis {
  /** False when no workout has exercises: scores then come from the placeholder program. */
  hasData: boolean;
  score: QualityScore;
  radar: RadarPoint[];
  /** Empty means 'Well-Balanced Program'. */
  hints: string[];
  coverage: CoverageAnalysis;
  coveragePercent: number;
  markers: { upperLower: BalanceMarker; pushPull: BalanceMarker; frontBack: BalanceMarker };
  strengths: string[];
  exerciseCount: number;
}

/** Muscle groups trained (as a primary muscle) on at least two days of the week. */
export function groupsTrainedTwice(week: ViewWeek): string[] {
  const keys = ["chest", "back", "shoulders", "quads", "hamstrings", "glutes"] as const;
  const days = new Map<string, number>();
  for (const day of week.days) {
    if (!day.workout) continue;
    const hit = new Set<string>();
    for (const e of day.workout.exercises) {
      for (const m of e.primaryMuscles) {
        const k = muscleKey(m);
        for (const g of keys) if (k === g || (g === "back" && (k === "traps" || k === "lower_back"))) hit.add(g);
      }
    }
    for (const g of hit) days.set(g, (days.get(g) ?? 0) + 1);
  }
  return keys.filter((g) => (days.get(g) ?? 0) >= 2);
}

const pairText = (a: number, b: number) => `${a}%/${b}%`;

/**
 * Strengths from the program's own data. Each line states a figure the page
 * can back up; nothing is said when the data does not support it.
 */
export function programStrengths(program: ProgramView, analysis: Omit<ProgramAnalysis, "strengths">, week: ViewWeek | null): string[] {
  const out: string[] = [];
  if (!analysis.hasData || !week) return out;
  const b = analysis.coverage.balance;
  if (analysis.markers.pushPull.status === "green" && b.push + b.pull > 0) out.push(`Balanced pushing and pulling (${pairText(b.push, b.pull)})`);
  if (analysis.markers.upperLower.status === "green" && b.upper + b.lower > 0) out.push(`Balanced upper and lower body (${pairText(b.upper, b.lower)})`);
  const covered = Math.round((analysis.coveragePercent / 100) * KEY_MUSCLES.length);
  if (analysis.coveragePercent >= 75) out.push(`Works ${covered} of ${KEY_MUSCLES.length} key muscle groups every week`);
  const twice = groupsTrainedTwice(week);
  if (twice.length >= 4) out.push(`Trains ${twice.length} major muscle groups twice a week`);
  const deloads = program.weeks.filter((w) => w.isDeload).length;
  if (deloads > 0) out.push(`${deloads} planned deload ${deloads === 1 ? "week" : "weeks"} for recovery`);
  const intensities = program.weeks.filter((w) => !w.isDeload && w.intensityMultiplier !== null).map((w) => w.intensityMultiplier as number);
  if (intensities.length >= 2) {
    const first = percent(intensities[0]);
    const top = percent(Math.max(...intensities));
    if (first !== null && top !== null && top > first) out.push(`Intensity progresses from ${first}% to ${top}%`);
  }
  for (const s of analysis.score.strengths) if (!out.includes(s)) out.push(s);
  return out.slice(0, 6);
}

export function analyseProgram(program: ProgramView): ProgramAnalysis {
  const week = scoringWeek(program.weeks);
  const sessions = week ? week.days.flatMap((d) => (d.workout && d.workout.exercises.length > 0 ? [scoreSession(d.workout)] : [])) : [];
  const weeks = program.durationWeeks ?? program.weeks.length;
  const score = scoreProgram(sessions, weeks, {
    experienceLevel: program.experienceLevel,
    primaryGoal: program.primaryGoals[0] ?? null,
    trainingDaysPerWeek: program.trainingDaysPerWeek,
    sessionDurationMinutes: program.sessionDurationMinutes,
  });
  const exercises = sessions.flatMap((s) => s.exercises);
  const coverage = analyseCoverage(exercises);
  const b = coverage.balance;
  const base: Omit<ProgramAnalysis, "strengths"> = {
    hasData: sessions.length > 0,
    score,
    radar: QUALITY_METRICS.map((metric) => ({ metric, label: QUALITY_METRIC_LABELS[metric], value: score[metric] })),
    hints: programCoverageHints(exercises),
    coverage,
    coveragePercent: keyMuscleCoveragePercent(exercises),
    markers: { upperLower: balanceMarker(b.upper), pushPull: balanceMarker(b.push), frontBack: balanceMarker(b.front) },
    exerciseCount: new Set(program.weeks.flatMap((w) => w.days.flatMap((d) => d.workout?.exercises.map((e) => e.id || e.name) ?? []))).size,
  };
  return { ...base, strengths: programStrengths(program, base, week) };
}

/** Core share of the week's muscle points, for the Training Balance bars. */
export function coreShare(coverage: CoverageAnalysis): number {
  let core = 0;
  let total = 0;
  for (const m of coverage.muscles) {
    total += m.points;
    if (isInGroup(m.key, "core")) core += m.points;
  }
  return total > 0 ? Math.round((core / total) * 100) : 0;
}

/** Marker colour bands as words, for screen readers and legends. */
export function markerText(marker: BalanceMarker): string {
  if (marker.status === "green") return `within ${COVERAGE.balanceMarkerGreenWithin} points of 50%`;
  return `${marker.deviation} points from 50%`;
}
