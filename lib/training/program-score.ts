/**
 * Program-level scores (spec 3 §9): the placeholder score of a program whose
 * workouts are not built yet, and the program-detail score.
 */
import { PLACEHOLDER_PROGRAM, PROGRAM_DETAIL_SCORE, QUALITY_METRICS, type QualityMetric } from "./constants";
import { analyseQuality, type QualityScore } from "./quality-analysis";
import { computeQualityScores, overallOf, type QualityScores } from "./quality-score";
import { sanitiseScoreWorkout, type ScoreExercise, type ScoreWorkout } from "./score-input";

export interface PlaceholderProgramInput {
  experienceLevel?: string | null;
  primaryGoal?: string | null;
  trainingDaysPerWeek?: number | null;
  durationWeeks?: number | null;
  sessionDurationMinutes?: number | null;
}

export interface PlaceholderProgramPlan {
  setsPerExercise: number;
  reps: string;
  restSeconds: number;
  exercisesPerDay: number;
  daysPerWeek: number;
  weeks: number;
  sessionMinutes: number;
}

function positiveInt(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;
}

/**
 * Sets 3/4/5 for beginner/intermediate/advanced (elite counts as advanced,
 * anything unknown as intermediate); reps 5 for strength, 8-12 for
 * hypertrophy, 12-15 otherwise; rest 90, 6 exercises, 3 days, 8 weeks, 60 min.
 */
export function placeholderProgramPlan(input: PlaceholderProgramInput = {}): PlaceholderProgramPlan {
  const level = (input.experienceLevel ?? "").toLowerCase();
  const sets = PLACEHOLDER_PROGRAM.setsByExperience;
  const setsPerExercise =
    level === "beginner" || level === "sedentary"
      ? sets.beginner
      : level === "advanced" || level === "elite"
        ? sets.advanced
        : sets.intermediate;
  const goal = (input.primaryGoal ?? "").toLowerCase();
  const reps =
    goal === "strength"
      ? PLACEHOLDER_PROGRAM.repsByGoal.strength
      : goal === "hypertrophy"
        ? PLACEHOLDER_PROGRAM.repsByGoal.hypertrophy
        : PLACEHOLDER_PROGRAM.repsByGoal.other;
  return {
    setsPerExercise,
    reps,
    restSeconds: PLACEHOLDER_PROGRAM.restSeconds,
    exercisesPerDay: PLACEHOLDER_PROGRAM.exercisesPerDay,
    daysPerWeek: positiveInt(input.trainingDaysPerWeek, PLACEHOLDER_PROGRAM.daysPerWeek),
    weeks: positiveInt(input.durationWeeks, PLACEHOLDER_PROGRAM.weeks),
    sessionMinutes: positiveInt(input.sessionDurationMinutes, PLACEHOLDER_PROGRAM.sessionMinutes),
  };
}

/**
 * One placeholder session: 6 exercises at the plan's sets/reps/rest. When
 * catalogue exercises are given they are used in order (cycling), so the
 * score reflects real muscles; otherwise the slots are anonymous.
 */
export function placeholderWorkout(
  plan: PlaceholderProgramPlan,
  exercises: readonly Pick<ScoreExercise, "name" | "primaryMuscles" | "secondaryMuscles" | "difficulty">[] = [],
): ScoreWorkout {
  const list: ScoreExercise[] = [];
  for (let i = 0; i < plan.exercisesPerDay; i++) {
    const source = exercises.length > 0 ? exercises[i % exercises.length] : undefined;
    list.push({
      id: `placeholder-${i + 1}`,
      name: source?.name ?? `Exercise ${i + 1}`,
      sets: plan.setsPerExercise,
      reps: plan.reps,
      rest: plan.restSeconds,
      difficulty: source?.difficulty ?? 5,
      primaryMuscles: [...(source?.primaryMuscles ?? [])],
      secondaryMuscles: [...(source?.secondaryMuscles ?? [])],
    });
  }
  return { exercises: list, duration: plan.sessionMinutes };
}

/** Replaces one metric and recomputes overall. */
export function withMetric(scores: QualityScores, metric: QualityMetric, value: number): QualityScores {
  const metrics = {} as Record<QualityMetric, number>;
  for (const m of QUALITY_METRICS) metrics[m] = m === metric ? value : scores[m];
  return { ...metrics, overall: overallOf(metrics) };
}

/** Placeholder program score; 12+ weeks get +10 progressive overload, capped at 100. */
export function scorePlaceholderProgram(
  input: PlaceholderProgramInput = {},
  exercises: readonly Pick<ScoreExercise, "name" | "primaryMuscles" | "secondaryMuscles" | "difficulty">[] = [],
): QualityScore {
  const plan = placeholderProgramPlan(input);
  const workout = placeholderWorkout(plan, exercises);
  let scores = computeQualityScores(workout);
  if (plan.weeks >= PLACEHOLDER_PROGRAM.longProgramWeeks) {
    scores = withMetric(
      scores,
      "progressiveOverload",
      Math.min(100, scores.progressiveOverload + PLACEHOLDER_PROGRAM.longProgramOverloadBonus),
    );
  }
  return analyseQuality(workout, scores);
}

/** Program-detail progressive overload: 75, plus 15 at 12+ weeks, otherwise plus 5. */
export function programDetailOverload(durationWeeks: number): number {
  return (
    PROGRAM_DETAIL_SCORE.progressiveOverloadBase +
    (durationWeeks >= PROGRAM_DETAIL_SCORE.longProgramWeeks
      ? PROGRAM_DETAIL_SCORE.longProgramBonus
      : PROGRAM_DETAIL_SCORE.shortProgramBonus)
  );
}

/**
 * Program-detail score from its workouts (raw records accepted): each
 * workout is scored on its own, because 3-8 sets per muscle is a per-session
 * rule, then metrics are averaged and progressive overload is set by the
 * program's length (the program, not one session, carries the progression).
 * With no scorable workout the placeholder program stands in.
 */
export function scoreProgram(
  workouts: readonly unknown[],
  durationWeeks: number,
  fallback: PlaceholderProgramInput = {},
): QualityScore {
  const sessions = workouts.map((w) => sanitiseScoreWorkout(w)).filter((w) => w.exercises.length > 0);
  const overload = programDetailOverload(durationWeeks);
  if (sessions.length === 0) {
    const plan = placeholderProgramPlan({ ...fallback, durationWeeks });
    const workout = placeholderWorkout(plan);
    return analyseQuality(workout, withMetric(computeQualityScores(workout), "progressiveOverload", overload));
  }
  const all = sessions.map((s) => computeQualityScores(s));
  const averaged = {} as Record<QualityMetric, number>;
  for (const m of QUALITY_METRICS) averaged[m] = Math.round(all.reduce((sum, a) => sum + a[m], 0) / all.length);
  averaged.progressiveOverload = overload;
  const merged: ScoreWorkout = {
    exercises: sessions.flatMap((s) => s.exercises),
    duration: sessions.reduce((sum, w) => sum + w.duration, 0),
  };
  return analyseQuality(merged, { ...averaged, overall: overallOf(averaged) }, sessions);
}
