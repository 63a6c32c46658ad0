/**
 * What the quality score must not let through (issue 19 item 9): the coach
 * rules of COACHING.md §3-§4 that a session's score input can show, each
 * with the metric it lowers, how much, and a warning that names the fault.
 * The counting is the audit's (push/pull, leg share, patterns, sets per
 * muscle), so the score and the property suite judge the same way.
 */
import type { QualityMetric } from "../constants";
import { muscleDisplayName } from "../muscle-groups";
import type { ScoreWorkout } from "../score-input";
import { auditScoreExercise } from "./adapters";
import { legShare, missingFullBodyPatterns, pushPullSets, SESSION_MUSCLE_SET_CAP, setsPerMuscle, type FullBodyPattern } from "./balance-rules";
import { firstMuscle, hardSets, isLegWork, isPull, isPush, isWorkSet } from "./kinds";
import { COACH_CLOCK } from "./session-clock-rules";
import type { AuditExercise } from "./types";

export interface ScoreFinding {
  id: string;
  metric: QualityMetric;
  /** Points off the metric. */
  penalty: number;
  /** The overall score can be no higher than this while the fault stands. */
  capOverall?: number;
  message: string;
}

/** A session with one of these faults is not one a coach would hand over: it scores under 60. */
export const FAULT_CAP = 55;

export const PUSH_PULL_RATIO_LIMIT = 1.5;

const PATTERN_ADVICE: Readonly<Record<FullBodyPattern, string>> = {
  "squat or lunge": "Missing a squat or lunge: add a goblet squat, split squat or leg press",
  hinge: "Missing a hinge: add a Romanian deadlift or hip thrust",
  push: "Missing a push: add a press or push-up",
  pull: "No pulling: add a row or pull-up",
};

/** Patterns each session type must hold (split days are judged on their own job). */
function missingPatterns(type: string | undefined, exercises: readonly AuditExercise[]): FullBodyPattern[] {
  const missing = missingFullBodyPatterns(exercises);
  switch (type) {
    case "upper_body":
      return missing.filter((p) => p === "push" || p === "pull");
    case "lower_body":
    case "legs":
      return missing.filter((p) => p === "squat or lunge" || p === "hinge");
    case "push":
      return missing.filter((p) => p === "push");
    case "pull":
      return missing.filter((p) => p === "pull");
    case "cardio":
      return [];
    default:
      return missing;
  }
}

const isFullBody = (type: string | undefined) => type === undefined || type === "full_body";
const balancesPushPull = (type: string | undefined) => isFullBody(type) || type === "upper_body";

export function scoreFindings(workout: ScoreWorkout): ScoreFinding[] {
  const exercises = workout.exercises.map(auditScoreExercise);
  // Anonymous placeholders (no muscle known) have nothing for a coach to judge.
  if (!exercises.some((e) => isWorkSet(e) && firstMuscle(e) !== undefined)) return [];
  const type = workout.workoutType;
  const out: ScoreFinding[] = [];
  const { push, pull } = pushPullSets(exercises);
  let noPull = false;
  if (balancesPushPull(type) && exercises.some(isPush)) {
    if (!exercises.some(isPull)) {
      noPull = true;
      out.push({ id: "no-pull", metric: "muscleBalance", penalty: 100, capOverall: FAULT_CAP, message: `No pulling: add a row or pull-up (${push} push sets, 0 pull)` });
    } else if (push / pull >= PUSH_PULL_RATIO_LIMIT) {
      out.push({ id: "push-heavy", metric: "muscleBalance", penalty: 30, message: `Pushing outweighs pulling (${push} push sets, ${pull} pull): add a row or pull-up, or drop a press` });
    }
  }
  if (isFullBody(type)) {
    const share = legShare(exercises);
    if (!exercises.some(isLegWork)) {
      out.push({ id: "no-legs", metric: "muscleBalance", penalty: 100, capOverall: FAULT_CAP, message: "No leg work on a full-body day: add a squat or lunge and a hinge" });
    } else if (share < 0.25) {
      out.push({ id: "few-legs", metric: "muscleBalance", penalty: 40, message: `Legs get only ${Math.round(share * 100)}% of the sets: a full-body day needs at least a quarter (add a squat, lunge or hinge)` });
    }
  }
  for (const p of missingPatterns(type, exercises)) {
    if (p === "pull" && noPull) continue;
    out.push({ id: `missing-${p}`, metric: "movementPatterns", penalty: 15, message: PATTERN_ADVICE[p] });
  }
  const maximal = exercises.filter((e) => e.rpe !== null && e.rpe >= 10);
  if (maximal.length > 0) {
    out.push({
      id: "rpe-10",
      metric: "recoveryBalance",
      penalty: Math.min(60, 20 * maximal.length),
      message: `RPE 10 on ${maximal.map((e) => e.name).join(", ")}: keep sets at RPE 9 or below (8 for beginners); a true max only as a planned top set`,
    });
  }
  const sets = hardSets(exercises);
  const perHour = workout.duration > 0 ? (sets * 60) / workout.duration : 0;
  if (perHour > COACH_CLOCK.hardSetsPerHour) {
    out.push({
      id: "sets-per-hour",
      metric: "recoveryBalance",
      penalty: 10,
      message: `${sets} hard sets in ${workout.duration} minutes is ${Math.round(perHour)} an hour: keep it to about ${COACH_CLOCK.hardSetsPerHour}`,
    });
  }
  const heavy = [...setsPerMuscle(exercises)].filter(([, v]) => v > SESSION_MUSCLE_SET_CAP).sort((a, b) => b[1] - a[1]);
  for (const [muscle, v] of heavy.slice(0, 3)) {
    out.push({
      id: `muscle-volume-${muscle}`,
      metric: "volumeDistribution",
      penalty: 15,
      message: `${muscleDisplayName(muscle)} gets ${Math.round(v * 10) / 10} sets in one session: past about ${SESSION_MUSCLE_SET_CAP} the returns shrink; move some to another day`,
    });
  }
  return out;
}
