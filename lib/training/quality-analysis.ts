/**
 * Words around the quality score: strengths, improvements, recommendations,
 * primary targets and benefits. Kept apart from the arithmetic so the
 * numbers can be tested without the copy and vice versa.
 */
import { BUILDER_LIMITS, QUALITY_METRICS, SCORING, type QualityMetric } from "./constants";
import { muscleDisplayName } from "./muscle-groups";
import { isMainLift, patternCoverage, PATTERN_DISPLAY } from "./movement-patterns";
import {
  balanceTargets,
  computeQualityScores,
  repBands,
  restWindow,
  setBalance,
  setCapacity,
  setVolumeByMuscle,
  type QualityScores,
} from "./quality-score";
import { scoreFindings, type ScoreFinding } from "./audit/score-findings";
import { sanitiseScoreWorkout, type SanitiseOptions, type ScoreWorkout } from "./score-input";

export interface QualityScore extends QualityScores {
  /** Coach faults, worst first, each naming what is wrong ("No pulling: add a row or pull-up"). */
  warnings: string[];
  strengths: string[];
  improvements: string[];
  recommendations: string[];
  primaryTargets: string[];
  benefits: string[];
}

/**
 * Thresholds per metric. The spec fixes 80/60 for balance and volume and 70
 * for patterns (one cut: covered or not); the other three reuse 80/60 so the
 * panel reads the same way everywhere.
 */
export const ANALYSIS_THRESHOLDS: Readonly<Record<QualityMetric, { strength: number; improvement: number }>> = {
  muscleBalance: { strength: SCORING.thresholds.good, improvement: SCORING.thresholds.fair },
  volumeDistribution: { strength: SCORING.thresholds.good, improvement: SCORING.thresholds.fair },
  movementPatterns: { strength: SCORING.thresholds.patterns, improvement: SCORING.thresholds.patterns },
  intensityVariety: { strength: SCORING.thresholds.good, improvement: SCORING.thresholds.fair },
  recoveryBalance: { strength: SCORING.thresholds.good, improvement: SCORING.thresholds.fair },
  progressiveOverload: { strength: SCORING.thresholds.good, improvement: SCORING.thresholds.fair },
};

export const STRENGTH_TEXT: Readonly<Record<QualityMetric, string>> = {
  muscleBalance: "Well-balanced muscle distribution",
  volumeDistribution: "Productive volume per muscle (3-8 sets)",
  movementPatterns: "Covers the key movement patterns",
  intensityVariety: "Good mix of heavy, moderate and light rep ranges",
  recoveryBalance: "Rest periods suit the rep ranges",
  progressiveOverload: "Clear room to progress week to week",
};

export const IMPROVEMENT_TEXT: Readonly<Record<QualityMetric, string>> = {
  muscleBalance: "Muscle balance is lopsided for this session type",
  volumeDistribution: "Some muscles get too many or too few sets",
  movementPatterns: "Key movement patterns are missing",
  intensityVariety: "Most sets sit in one rep range",
  recoveryBalance: "Rest periods or session volume do not suit recovery",
  progressiveOverload: "Little built-in room for progression",
};

export function strengthsOf(scores: QualityScores): string[] {
  return QUALITY_METRICS.filter((m) => scores[m] >= ANALYSIS_THRESHOLDS[m].strength)
    .sort((a, b) => scores[b] - scores[a])
    .slice(0, BUILDER_LIMITS.strengthsShown)
    .map((m) => STRENGTH_TEXT[m]);
}

export function weakMetrics(scores: QualityScores): QualityMetric[] {
  return QUALITY_METRICS.filter((m) => scores[m] < ANALYSIS_THRESHOLDS[m].improvement).sort(
    (a, b) => scores[a] - scores[b],
  );
}

function balanceAdvice(workout: ScoreWorkout): string[] {
  const b = setBalance(workout.exercises);
  const t = balanceTargets(workout.workoutType);
  const out: string[] = [];
  if (t.push !== null && b.hasPushPull && Math.abs(b.push - t.push) > 5) {
    out.push(
      b.push > t.push
        ? `Add pulling work such as rows or pull-ups (push ${b.push}% / pull ${b.pull}%)`
        : `Add pushing work such as presses or push-ups (push ${b.push}% / pull ${b.pull}%)`,
    );
  }
  if (t.upper !== null && b.hasUpperLower && Math.abs(b.upper - t.upper) > 5) {
    out.push(
      b.upper > t.upper
        ? `Add lower-body work such as squats or hinges (upper ${b.upper}% / lower ${b.lower}%)`
        : `Add upper-body work such as presses or rows (upper ${b.upper}% / lower ${b.lower}%)`,
    );
  }
  return out;
}

function volumeAdvice(workout: ScoreWorkout): string[] {
  const out: string[] = [];
  for (const [key, v] of setVolumeByMuscle(workout.exercises)) {
    if (v.primary === 0) continue;
    const sets = Math.round(v.total * 10) / 10;
    if (v.total > SCORING.volumeSetsMax) out.push(`Cut ${muscleDisplayName(key)} to 8 sets or fewer (now ${sets})`);
    else if (v.total < SCORING.volumeSetsMin) out.push(`Give ${muscleDisplayName(key)} at least 3 sets (now ${sets})`);
  }
  return out;
}

function recoveryAdvice(workout: ScoreWorkout): string[] {
  const out: string[] = [];
  for (const e of workout.exercises) {
    const w = restWindow(e.reps);
    if (e.rest < w.min) out.push(`Rest at least ${w.min} s between sets of ${e.name} (now ${e.rest} s)`);
    else if (e.rest > w.max) out.push(`Shorten rest on ${e.name} to about ${w.max} s (now ${e.rest} s)`);
  }
  const totalSets = workout.exercises.reduce((s, e) => s + e.sets, 0);
  const capacity = Math.floor(setCapacity(workout.duration));
  if (totalSets > capacity) {
    out.push(`Trim the session to about ${capacity} hard sets for ${workout.duration} minutes (now ${totalSets})`);
  }
  return out;
}

function adviceFor(metric: QualityMetric, workout: ScoreWorkout): string[] {
  switch (metric) {
    case "muscleBalance":
      return balanceAdvice(workout);
    case "volumeDistribution":
      return volumeAdvice(workout);
    case "movementPatterns":
      return patternCoverage(workout.exercises, workout.workoutType).missing.map((p) => `Add a ${PATTERN_DISPLAY[p]}`);
    case "intensityVariety": {
      const b = repBands(workout.exercises);
      const out: string[] = [];
      if (!b.low) out.push("Start with a heavy compound at 3-5 reps");
      if (!b.moderate) out.push("Add work in the 6-12 rep range for muscle growth");
      if (!b.high) out.push("Finish with a lighter set of 15+ reps");
      return out;
    }
    case "recoveryBalance":
      return recoveryAdvice(workout);
    case "progressiveOverload": {
      const out: string[] = [];
      if (!workout.exercises.some((e) => isMainLift(e))) {
        out.push("Build the session around a main lift such as a squat, deadlift, bench press or row");
      }
      if (!workout.exercises.some((e) => e.sets <= SCORING.progressionLowSetsMax)) {
        out.push("Start some exercises at 3 sets so a set can be added later");
      }
      return out;
    }
  }
}

/** Top primary muscles by set volume (up to 5 display names). */
export function primaryTargetsOf(workout: ScoreWorkout, limit = 5): string[] {
  return [...setVolumeByMuscle(workout.exercises).entries()]
    .filter(([, v]) => v.primary > 0)
    .sort((a, b) => b[1].primary - a[1].primary)
    .slice(0, limit)
    .map(([key]) => muscleDisplayName(key));
}

export function benefitsOf(workout: ScoreWorkout): string[] {
  if (workout.exercises.length === 0) return [];
  const b = repBands(workout.exercises);
  const out: string[] = [];
  if (b.low) out.push("Builds maximal strength");
  if (b.moderate) out.push("Drives muscle growth");
  if (b.high) out.push("Improves muscular endurance");
  const patterns = patternCoverage(workout.exercises, "full_body");
  if (patterns.missing.length <= 1) out.push("Trains the whole body's main movement patterns");
  if (workout.exercises.some((e) => isMainLift(e))) out.push("Gives measurable progress on a main lift");
  return out;
}

/** Faults that cap the score first, then by points lost. */
function byWeight(a: ScoreFinding, b: ScoreFinding): number {
  return Number(b.capOverall !== undefined) - Number(a.capOverall !== undefined) || b.penalty - a.penalty;
}

/**
 * Explains a score. `sessions` lets a program be explained per session
 * (volume and rest advice only make sense per workout) while targets and
 * benefits come from everything together.
 */
export function analyseQuality(
  workout: ScoreWorkout,
  scores: QualityScores = computeQualityScores(workout),
  sessions: readonly ScoreWorkout[] = [workout],
): QualityScore {
  const empty = workout.exercises.length === 0;
  const weak = weakMetrics(scores);
  const warnings = empty ? [] : [...new Set(sessions.flatMap((s) => scoreFindings(s)).sort(byWeight).map((f) => f.message))];
  const recommendations = new Set<string>(warnings);
  if (empty) recommendations.add("Add exercises to get a quality score");
  else for (const m of weak) for (const s of sessions) for (const a of adviceFor(m, s)) recommendations.add(a);
  return {
    ...scores,
    warnings,
    strengths: empty ? [] : strengthsOf(scores),
    // The panel shows three lines: the coach's faults first, in their own words.
    improvements: [...warnings, ...weak.map((m) => IMPROVEMENT_TEXT[m])].slice(0, BUILDER_LIMITS.improvementsShown),
    recommendations: [...recommendations],
    primaryTargets: primaryTargetsOf(workout),
    benefits: benefitsOf(workout),
  };
}

/**
 * Scores anything workout-shaped (builder draft, saved record, API body):
 * sanitised per spec 2 §5, then scored and explained.
 */
export function scoreWorkout(raw: unknown, options: SanitiseOptions & { workoutType?: string } = {}): QualityScore {
  const workout = sanitiseScoreWorkout(raw, options);
  if (options.workoutType) workout.workoutType = options.workoutType;
  return analyseQuality(workout);
}
