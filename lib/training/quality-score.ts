/**
 * The six-metric workout quality score (spec 2 §9.3). The spec fixes the
 * volume, intensity-variety and progression rules; the others are designed
 * here and documented at each metric. Every metric is 0-100; overall is the
 * rounded average.
 */
import { QUALITY_METRICS, SCORING, type QualityMetric } from "./constants";
import { sharePair } from "./builder-stats";
import { difficultyBand } from "./labels";
import { isInGroup, muscleKey } from "./muscle-groups";
import { isMainLift, patternCoverage } from "./movement-patterns";
import { parseRepRange, repMidpoint } from "./reps";
import type { ScoreExercise, ScoreWorkout } from "./score-input";
import { clamp } from "./values";
import { COACH_CLOCK } from "./audit/session-clock-rules";
import { scoreFindings, type ScoreFinding } from "./audit/score-findings";

export type QualityScores = Record<QualityMetric, number> & { overall: number };

/**
 * Score given when a metric has nothing to judge (e.g. no muscle data):
 * 70 sits between the improvement (60) and strength (80) thresholds, so an
 * unknown neither earns praise nor triggers advice.
 */
export const NEUTRAL_SCORE = 70;

// ---------------------------------------------------------------------------
// Muscle balance
// ---------------------------------------------------------------------------

export interface BalanceTargets {
  /** Expected upper share, or null when upper/lower is not this session's concern. */
  upper: number | null;
  push: number | null;
}

/** What "balanced" means for each session type; split days have lopsided targets on purpose. */
export function balanceTargets(workoutType: string | undefined): BalanceTargets {
  switch (workoutType) {
    case "upper_body":
      return { upper: 100, push: 50 };
    case "lower_body":
    case "legs":
      return { upper: 0, push: null };
    case "push":
      return { upper: null, push: 100 };
    case "pull":
      return { upper: null, push: 0 };
    default:
      return { upper: 50, push: 50 };
  }
}

/** Set-weighted points per muscle key: primary = sets, secondary = half the sets. */
export function setVolumeByMuscle(exercises: readonly ScoreExercise[]): Map<string, { primary: number; total: number }> {
  const volume = new Map<string, { primary: number; total: number }>();
  for (const e of exercises) {
    const primary = new Set(e.primaryMuscles.map(muscleKey));
    for (const key of primary) {
      const v = volume.get(key) ?? { primary: 0, total: 0 };
      v.primary += e.sets;
      v.total += e.sets;
      volume.set(key, v);
    }
    for (const key of new Set(e.secondaryMuscles.map(muscleKey))) {
      if (primary.has(key)) continue;
      const v = volume.get(key) ?? { primary: 0, total: 0 };
      v.total += e.sets / 2;
      volume.set(key, v);
    }
  }
  return volume;
}

export function setBalance(exercises: readonly ScoreExercise[]) {
  let upper = 0;
  let lower = 0;
  let push = 0;
  let pull = 0;
  for (const [key, v] of setVolumeByMuscle(exercises)) {
    if (isInGroup(key, "upper")) upper += v.total;
    if (isInGroup(key, "lower")) lower += v.total;
    if (isInGroup(key, "push")) push += v.total;
    if (isInGroup(key, "pull")) pull += v.total;
  }
  const [u, l] = sharePair(upper, lower);
  const [ps, pl] = sharePair(push, pull);
  return { upper: u, lower: l, push: ps, pull: pl, hasUpperLower: upper + lower > 0, hasPushPull: push + pull > 0 };
}

/**
 * Each applicable axis loses 2 points per percentage point beyond a 5-point
 * tolerance from its target: 60/40 scores 90, 70/30 scores 70, 100/0 scores 10.
 * The tolerance matches the program balance marker's "green within 5".
 */
export function axisScore(share: number, target: number): number {
  return clamp(100 - 2 * Math.max(0, Math.abs(share - target) - 5), 0, 100);
}

export function muscleBalanceScore(exercises: readonly ScoreExercise[], workoutType?: string): number {
  if (exercises.length === 0) return 0;
  const b = setBalance(exercises);
  const t = balanceTargets(workoutType);
  const axes: number[] = [];
  if (t.upper !== null && b.hasUpperLower) axes.push(axisScore(b.upper, t.upper));
  if (t.push !== null && b.hasPushPull) axes.push(axisScore(b.push, t.push));
  if (axes.length === 0) return NEUTRAL_SCORE;
  return Math.round(axes.reduce((s, a) => s + a, 0) / axes.length);
}

// ---------------------------------------------------------------------------
// Volume distribution (spec: best 3-8 sets per muscle, -10 per set over 8)
// ---------------------------------------------------------------------------

/**
 * One muscle's score from its sets in the session. Over 8: -10 per set (spec).
 * Under 3: also -10 per missing set, mirroring the overshoot, since a muscle
 * chosen as a target but given 1-2 sets gets little stimulus.
 */
export function muscleVolumeScore(sets: number): number {
  if (sets > SCORING.volumeSetsMax) return Math.max(0, 100 - SCORING.pointsPerSetOver * (sets - SCORING.volumeSetsMax));
  if (sets < SCORING.volumeSetsMin) return Math.max(0, 100 - SCORING.pointsPerSetOver * (SCORING.volumeSetsMin - sets));
  return 100;
}

/**
 * Average over the muscles the session targets (any primary mention); the
 * count per muscle includes half-credit from secondary work. Muscles only
 * ever worked as secondary are not judged: nobody programmed them.
 */
export function volumeDistributionScore(exercises: readonly ScoreExercise[]): number {
  if (exercises.length === 0) return 0;
  const targeted = [...setVolumeByMuscle(exercises).values()].filter((v) => v.primary > 0);
  if (targeted.length === 0) return NEUTRAL_SCORE;
  const sum = targeted.reduce((s, v) => s + muscleVolumeScore(v.total), 0);
  return Math.round(sum / targeted.length);
}

// ---------------------------------------------------------------------------
// Movement patterns
// ---------------------------------------------------------------------------

/** Share of the session type's expected patterns that are present. */
export function movementPatternScore(exercises: readonly ScoreExercise[], workoutType?: string): number {
  if (exercises.length === 0) return 0;
  return patternCoverage(exercises, workoutType).score;
}

// ---------------------------------------------------------------------------
// Intensity variety (spec: 33 for <=5 reps, 34 for 6-12, 33 for 15+)
// ---------------------------------------------------------------------------

export interface RepBands {
  low: boolean;
  moderate: boolean;
  high: boolean;
}

/**
 * Bands a session's rep prescriptions touch. A range counts for every band it
 * reaches ("12-15" is both moderate and high work); 13-14 alone falls between
 * the spec's bands and earns none.
 */
export function repBands(exercises: readonly Pick<ScoreExercise, "reps">[]): RepBands {
  const bands: RepBands = { low: false, moderate: false, high: false };
  for (const e of exercises) {
    const r = parseRepRange(e.reps);
    if (!r) continue;
    if (r.min <= SCORING.intensityLowRepsMax) bands.low = true;
    if (r.min <= SCORING.intensityModerateReps.max && r.max >= SCORING.intensityModerateReps.min) bands.moderate = true;
    if (r.max >= SCORING.intensityHighRepsMin) bands.high = true;
  }
  return bands;
}

export function intensityVarietyScore(exercises: readonly ScoreExercise[]): number {
  const b = repBands(exercises);
  const p = SCORING.intensityPoints;
  return (b.low ? p.low : 0) + (b.moderate ? p.moderate : 0) + (b.high ? p.high : 0);
}

// ---------------------------------------------------------------------------
// Recovery balance
// ---------------------------------------------------------------------------

/**
 * Rest window per rep zone, from the goal presets: heavy sets (<=5) need 2-5
 * min, 6-12 reps 60-120 s, lighter sets 30-90 s.
 */
export function restWindow(reps: string): { min: number; max: number } {
  const r = parseRepRange(reps);
  const typical = r ? repMidpoint(r) : 10;
  if (typical <= 5) return { min: 120, max: 300 };
  if (typical <= 12) return { min: 60, max: 120 };
  return { min: 30, max: 90 };
}

/** 100 inside the window, -1 point per 2 s outside it. */
export function restFitScore(rest: number, reps: string): number {
  const w = restWindow(reps);
  const off = rest < w.min ? w.min - rest : rest > w.max ? rest - w.max : 0;
  return clamp(100 - off / 2, 0, 100);
}

/**
 * About 20-25 hard sets an hour is what a session can hold and still recover
 * from in 48-72 h (COACHING.md §3): the audit's 25 an hour.
 */
export const SETS_PER_MINUTE_CAPACITY = COACH_CLOCK.hardSetsPerHour / 60;

/** Hard sets a session of this length holds (multiplied before dividing so 60 minutes is exactly 25). */
export function setCapacity(durationMinutes: number): number {
  return (durationMinutes * COACH_CLOCK.hardSetsPerHour) / 60;
}

/**
 * Recovery: how well rest suits the rep zone (average over exercises), minus
 * 5 points per set beyond what the session length can absorb.
 */
export function recoveryBalanceScore(exercises: readonly ScoreExercise[], durationMinutes: number): number {
  if (exercises.length === 0) return 0;
  const rest = exercises.reduce((s, e) => s + restFitScore(e.rest, e.reps), 0) / exercises.length;
  const totalSets = exercises.reduce((s, e) => s + e.sets, 0);
  const capacity = setCapacity(durationMinutes);
  const overload = Math.max(0, totalSets - capacity) * 5;
  return Math.round(clamp(rest - overload, 0, 100));
}

// ---------------------------------------------------------------------------
// Progressive overload (spec: 40 main lift + 30 for <=3 sets + 30 for >=2 bands)
// ---------------------------------------------------------------------------

export function progressiveOverloadScore(exercises: readonly ScoreExercise[]): number {
  if (exercises.length === 0) return 0;
  let score = 0;
  if (exercises.some((e) => isMainLift(e))) score += SCORING.progressionMainLiftPoints;
  // Three or fewer sets leave room to add a set as the lifter adapts.
  if (exercises.some((e) => e.sets <= SCORING.progressionLowSetsMax)) score += SCORING.progressionLowSetPoints;
  const bands = new Set(exercises.map((e) => difficultyBand(e.difficulty)));
  if (bands.size >= 2) score += SCORING.progressionBandsPoints;
  return Math.min(100, score);
}

// ---------------------------------------------------------------------------

export function overallOf(scores: Record<QualityMetric, number>): number {
  const sum = QUALITY_METRICS.reduce((s, m) => s + scores[m], 0);
  return Math.round(sum / QUALITY_METRICS.length);
}

export function withOverall(scores: Record<QualityMetric, number>): QualityScores {
  const out = {} as Record<QualityMetric, number>;
  for (const m of QUALITY_METRICS) out[m] = scores[m];
  return { ...out, overall: overallOf(out) };
}

/**
 * Coach faults (no pulling, no legs on a full-body day, a missing pattern,
 * RPE 10, too many sets) take their points off the metric they belong to,
 * so a program's averaged metrics carry them too; the worst also cap the
 * overall score under 60, whatever the other metrics say.
 */
export function applyFindings(metrics: Record<QualityMetric, number>, findings: readonly ScoreFinding[]): QualityScores {
  const out = { ...metrics };
  for (const f of findings) out[f.metric] = clamp(out[f.metric] - f.penalty, 0, 100);
  const scores = withOverall(out);
  const cap = Math.min(100, ...findings.map((f) => f.capOverall ?? 100));
  return { ...scores, overall: Math.min(scores.overall, cap) };
}

export function computeQualityScores(workout: ScoreWorkout, findings: readonly ScoreFinding[] = scoreFindings(workout)): QualityScores {
  const { exercises, duration, workoutType } = workout;
  return applyFindings(
    {
      muscleBalance: muscleBalanceScore(exercises, workoutType),
      volumeDistribution: volumeDistributionScore(exercises),
      movementPatterns: movementPatternScore(exercises, workoutType),
      intensityVariety: intensityVarietyScore(exercises),
      recoveryBalance: recoveryBalanceScore(exercises, duration),
      progressiveOverload: progressiveOverloadScore(exercises),
    },
    findings,
  );
}
