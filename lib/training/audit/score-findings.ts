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
import { firstMuscle, hardSets, isLegWork, isPull, isPush, isWorkSet, mainLift, repBounds } from "./kinds";
import { isNoLoadPull, isRearDeltWork, isSideDeltWork, owesDeltWork, prescriptionProblem, unloadedLegLead } from "./coach-review-rules";
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

/**
 * The session's goal: the one the person chose when the caller knows it, or
 * else read off the first lift's reps the way a coach reads a plan (3-6
 * strength, 8-12 size, 15+ endurance).
 */
export function sessionGoal(workout: Pick<ScoreWorkout, "goal">, exercises: readonly AuditExercise[]): string | undefined {
  if (workout.goal) return workout.goal;
  const main = mainLift(exercises);
  const r = main ? repBounds(main) : null;
  if (!r) return undefined;
  if (r.high <= 6) return "strength";
  if (r.low >= 15) return "endurance";
  if (r.high >= 8 && r.high <= 12) return "hypertrophy";
  return undefined;
}

/**
 * What the last coach review refused (issue 19): a prone floor "pulldown"
 * standing in for a pull, a size push day without side-delt isolation or a
 * size pull day without rear-delt work, an unloaded lower-body lead beside
 * loading kit: each caps the session under 60. Prescriptions that do not fit
 * the named lift (power work at 10-15 reps, carries in reps, a barbell press
 * at 10-15 for strength, a beginner at 4+ sets) cost points.
 */
function coachReviewFindings(workout: ScoreWorkout, exercises: readonly AuditExercise[]): ScoreFinding[] {
  const out: ScoreFinding[] = [];
  const type = workout.workoutType;
  const goal = sessionGoal(workout, exercises);
  // Prescribed work sets only (an RPE is known): a builder's warm-up drill is not judged as the pull.
  const standIns = exercises.filter((e) => isWorkSet(e) && isNoLoadPull(e) && e.rpe !== null);
  if (standIns.length > 0 && type !== "lower_body" && type !== "legs" && type !== "push") {
    out.push({
      id: "no-load-pull",
      metric: "movementPatterns",
      penalty: 40,
      capOverall: FAULT_CAP,
      message: `${standIns.map((e) => e.name).join(", ")} pulls against nothing: it is a warm-up, not the pull; use a row (a doorframe or table row, a band or a weight)`,
    });
  }
  const kit = workout.availableEquipment ? new Set(workout.availableEquipment) : undefined;
  const owed = owesDeltWork(type, goal, kit, new Set(workout.injuries ?? []));
  if (owed === "side" && !exercises.some((e) => isWorkSet(e) && isSideDeltWork(e))) {
    out.push({ id: "no-side-delts", metric: "movementPatterns", penalty: 40, capOverall: FAULT_CAP, message: "A push day for size without side-delt work: add a lateral raise (presses train the front delts)" });
  }
  if (owed === "rear" && !exercises.some((e) => isWorkSet(e) && isRearDeltWork(e))) {
    out.push({ id: "no-rear-delts", metric: "movementPatterns", penalty: 40, capOverall: FAULT_CAP, message: "A pull day for size without rear-delt work: add a face pull or reverse fly" });
  }
  const lead = unloadedLegLead({
    level: workout.level ?? "intermediate",
    equipment: kit,
    injuries: new Set(workout.injuries ?? []),
    exercises: [...exercises],
  });
  if (lead) {
    out.push({
      id: "unloaded-leg-lead",
      metric: "progressiveOverload",
      penalty: 40,
      capOverall: FAULT_CAP,
      message: `${lead.name} leads the legs unloaded while the equipment can load it: hold a kettlebell or dumbbells (a goblet squat, a loaded lunge or RDL)`,
    });
  }
  const problems = exercises.map((e) => prescriptionProblem(e, goal, workout.level)).filter((x): x is string => x !== null);
  if (problems.length > 0) {
    out.push({ id: "named-prescription", metric: "intensityVariety", penalty: Math.min(60, 20 * problems.length), message: `Prescriptions that do not fit the lift: ${problems.join("; ")}` });
  }
  return out;
}

export function scoreFindings(workout: ScoreWorkout): ScoreFinding[] {
  const exercises = workout.exercises.map(auditScoreExercise);
  // Anonymous placeholders (no muscle known) have nothing for a coach to judge.
  if (!exercises.some((e) => isWorkSet(e) && firstMuscle(e) !== undefined)) return [];
  const type = workout.workoutType;
  const out: ScoreFinding[] = coachReviewFindings(workout, exercises);
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
