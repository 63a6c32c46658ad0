/**
 * The rules the last coach review of the reference plans added (issue 19):
 * exercises judged by their stimulus, not their slot. A prone floor
 * "pulldown" is no pull; a push day for size has side-delt isolation and a
 * pull day rear-delt work; a lower-body main lift is loaded when the kit can
 * load it; named lifts are prescribed by what they are (power work fast and
 * short, carries walked for time, barbell lifts in strength zones, beginners
 * at 3 sets at most, RPE 10 only on squat or bench with the safeties set).
 * Each predicate reads an AuditExercise, so the audit and the quality score
 * (score-findings.ts) judge alike.
 */
import { INJURY_SUBSTITUTIONS } from "../data/injury-substitutions";
import { isBeginner, isUnloaded, isWorkSet, repBounds, repUnit } from "./kinds";
import { fail, pass, type AuditExercise, type AuditSession, type Rule, type Verdict } from "./types";

/** Prone arm sweeps on the floor: a back warm-up with nothing to pull against (session-invariants.ts NO_LOAD_PULL). */
export const NO_LOAD_PULL = /\bprone (floor pulldowns?|snow angels?|swimmers?)\b/i;

export function isNoLoadPull(e: Pick<AuditExercise, "name" | "equipment">): boolean {
  return NO_LOAD_PULL.test(e.name) && (e.equipment === undefined || e.equipment.length === 0);
}

const SIDE_DELT_NAMES = new Set(["side_delts", "side_delt", "lateral_delts", "lateral_delt", "medial_delts", "middle_delts"]);
const SIDE_DELT_WORK = /\b(lateral raises?|lu raises?|y[- ]raises?|scaption raises?|upright rows?)\b/i;
const REAR_DELT_WORK = /\b(face pulls?|reverse fl(y|ye|ies|yes)|rear delt|pull[- ]aparts?|[ytw][- ]raises?)\b/i;

/** Side-delt isolation: a lateral raise (or anything whose first muscle is the side delts). */
export function isSideDeltWork(e: Pick<AuditExercise, "name" | "primaryMuscles">): boolean {
  const first = e.primaryMuscles[0]?.trim().toLowerCase().replace(/[\s-]+/g, "_");
  return SIDE_DELT_WORK.test(e.name) || (first !== undefined && SIDE_DELT_NAMES.has(first));
}

export function isRearDeltWork(e: Pick<AuditExercise, "name" | "primaryMuscles">): boolean {
  const first = e.primaryMuscles[0]?.trim().toLowerCase().replace(/[\s-]+/g, "_");
  return REAR_DELT_WORK.test(e.name) || first === "rear_delts" || first === "rear_delt";
}

/** Goals trained for size (hypertrophy, and the goals that borrow its rows: COACHING.md §4). */
export const SIZE_GOALS: ReadonlySet<string> = new Set(["hypertrophy", "muscle_gain", "fat_loss", "general_fitness"]);

/** Power work: few fast reps (COACHING.md §4 power row), whatever the catalogue's category. */
const POWER_NAME = /\b(push press|jerks?|cleans?|snatch(es)?|jumps?|throws?|slams?|toss(es)?|chest pass)\b/i;
const SWING_NAME = /\bswings?\b/i;
export const POWER_REPS_MAX = 6;
export const POWER_RPE_MAX = 7;

/** Trunk throws (a sit-up toss) are trunk work in reps, not the power row. */
export function isPowerWork(e: Pick<AuditExercise, "name" | "isExplosive" | "isConditioning" | "role">): boolean {
  return !e.isConditioning && e.role !== "core" && (e.isExplosive || POWER_NAME.test(e.name)) && !SWING_NAME.test(e.name);
}

/** Jumps, bounds, hops and skips: fast leg work that leads a session unloaded on purpose. */
const PLYO_NAME = /\b(jumps?|bounds?|hops?|skips?)\b/i;

export const isSwing = (e: Pick<AuditExercise, "name">) => SWING_NAME.test(e.name);
export const isCarry = (e: Pick<AuditExercise, "name" | "role">) => e.role === "carry" || /\bcarry\b/i.test(e.name);

/** Kit that can load any squat, lunge or hinge (a goblet hold, a bar). */
const HAND_LOADS = new Set(["dumbbells", "kettlebell", "barbell", "trap_bar"]);

export function kitLoadsLegs(equipment: ReadonlySet<string> | undefined): boolean {
  return equipment !== undefined && [...equipment].some((e) => HAND_LOADS.has(e));
}

/** Exercises an injury's substitution rules put in on purpose (a Spanish squat for a knee): never a stand-in. */
const SUBSTITUTES: ReadonlySet<string> = new Set(
  Object.values(INJURY_SUBSTITUTIONS).flatMap((rule) => Object.values(rule?.instead ?? {}).flatMap((names) => (names ?? []).map((n) => n.toLowerCase()))),
);

const LOWER_ROLES = new Set(["squat", "lunge", "hinge"]);

/**
 * The session's first lower-body lift when it carries no load while the kit
 * could load it (an advanced lifter's bodyweight squat beside a kettlebell).
 * Beginners and injury substitutions are left alone.
 */
export function unloadedLegLead(s: Pick<AuditSession, "level" | "equipment" | "injuries" | "exercises">): AuditExercise | undefined {
  if (!kitLoadsLegs(s.equipment) || isBeginner(s.level) || s.injuries.size > 0) return undefined;
  const lead = s.exercises.find((e) => isWorkSet(e) && !e.isExplosive && !PLYO_NAME.test(e.name) && !isPowerWork(e) && LOWER_ROLES.has(e.role) && e.isCompound);
  if (!lead || !isUnloaded(lead) || SUBSTITUTES.has(lead.name.toLowerCase())) return undefined;
  return lead;
}

/** A barbell lift named for what it is (bench, squat, deadlift, overhead press, row). */
const BARBELL_LIFT = /\b(bench press|back squat|front squat|deadlift|overhead press|bent-over row|pendlay row)\b/i;
export const isNamedBarbellLift = (e: Pick<AuditExercise, "name" | "equipment">) =>
  BARBELL_LIFT.test(e.name) && (e.equipment === undefined ? /\bbarbell\b/i.test(e.name) : e.equipment.includes("barbell") || e.equipment.includes("trap_bar"));

/** Strength work keeps the named barbell lifts heavy: at most 8 reps (COACHING.md §4 secondary "4-6 (to 8)"). */
export const STRENGTH_BARBELL_REPS_MAX = 8;

/** What is wrong with one exercise's prescription, or null. */
export function prescriptionProblem(e: AuditExercise, goal: string | undefined, level: string | undefined): string | null {
  if (!isWorkSet(e)) return null;
  const r = repBounds(e);
  if (isCarry(e) && repUnit(e) === "reps") return `${e.name} ${e.sets}x${e.reps}: carries are walked for seconds or metres, not reps`;
  if (isPowerWork(e) && repUnit(e) === "reps" && r && r.high > POWER_REPS_MAX) return `${e.name} ${e.sets}x${e.reps}: power work is ${POWER_REPS_MAX} fast reps at most`;
  if ((isPowerWork(e) || isSwing(e)) && e.rpe !== null && e.rpe > POWER_RPE_MAX) return `${e.name} at RPE ${e.rpe}: fast work stops at RPE ${POWER_RPE_MAX}`;
  if (goal === "strength" && isNamedBarbellLift(e) && r && repUnit(e) === "reps" && r.high > STRENGTH_BARBELL_REPS_MAX) return `${e.name} ${e.sets}x${e.reps} in strength work`;
  if (level !== undefined && isBeginner(level) && e.sets > 3) return `${e.name}: ${e.sets} sets for a beginner (3 at most)`;
  return null;
}

const SAFETIES = /\bsafet(y|ies)\b|\bspotter\b/i;
const SPOTTED_LIFT = /\b(bench press|back squat|front squat)\b/i;

/** Kit a lateral raise or a rear-delt fly can be done with (the catalogue has them with each). */
const DELT_KIT = new Set(["dumbbells", "cable_station", "resistance_band"]);

/**
 * Whether a split day owes its small muscles: a size goal, kit to train them
 * with (stated, or unknown: then the rule applies) and, for the side delts, no
 * shoulder impingement (a lateral raise is what it rules out).
 */
export function owesDeltWork(type: string | undefined, goal: string | undefined, equipment: ReadonlySet<string> | undefined, injuries: ReadonlySet<string>): "side" | "rear" | null {
  if (goal === undefined || !SIZE_GOALS.has(goal)) return null;
  if (equipment !== undefined && ![...equipment].some((e) => DELT_KIT.has(e))) return null;
  if (type === "push") return injuries.has("shoulder_impingement") ? null : "side";
  if (type === "pull") return "rear";
  return null;
}

// ---------------------------------------------------------------------------
// Audit checks
// ---------------------------------------------------------------------------

export function checkNoLoadPull(s: Pick<AuditSession, "exercises">): Verdict | null {
  const drills = s.exercises.filter((e) => isWorkSet(e) && isNoLoadPull(e));
  const pulls = s.exercises.filter((e) => isWorkSet(e) && (e.role === "horizontal_pull" || e.role === "vertical_pull"));
  if (pulls.length === 0) return null;
  return drills.length === 0 ? pass() : fail(drills.map((e) => `${e.name} ${e.sets}x${e.reps}`).join(", "));
}

export function checkPushDaySideDelts(s: Pick<AuditSession, "workoutType" | "goal" | "exercises" | "equipment" | "injuries">): Verdict | null {
  if (owesDeltWork(s.workoutType, s.goal, s.equipment, s.injuries) !== "side" || !s.exercises.some(isWorkSet)) return null;
  const hit = s.exercises.find((e) => isWorkSet(e) && isSideDeltWork(e));
  return hit ? pass(hit.name) : fail(`no side-delt isolation in ${s.exercises.map((e) => e.name).join(", ")}`);
}

export function checkPullDayRearDelts(s: Pick<AuditSession, "workoutType" | "goal" | "exercises" | "equipment" | "injuries">): Verdict | null {
  if (owesDeltWork(s.workoutType, s.goal, s.equipment, s.injuries) !== "rear" || !s.exercises.some(isWorkSet)) return null;
  const hit = s.exercises.find((e) => isWorkSet(e) && isRearDeltWork(e));
  return hit ? pass(hit.name) : fail(`no rear-delt work in ${s.exercises.map((e) => e.name).join(", ")}`);
}

export function checkLoadedLegLead(s: Pick<AuditSession, "level" | "equipment" | "injuries" | "exercises">): Verdict | null {
  if (!kitLoadsLegs(s.equipment) || isBeginner(s.level) || s.injuries.size > 0) return null;
  if (!s.exercises.some((e) => isWorkSet(e) && LOWER_ROLES.has(e.role))) return null;
  const lead = unloadedLegLead(s);
  return lead ? fail(`${lead.name} leads the legs beside ${[...(s.equipment ?? [])].filter((e) => HAND_LOADS.has(e)).join(", ")}`) : pass();
}

export function checkNamedPrescriptions(s: Pick<AuditSession, "goal" | "level" | "exercises">): Verdict | null {
  if (!s.exercises.some(isWorkSet)) return null;
  const bad = s.exercises.map((e) => prescriptionProblem(e, s.goal, s.level)).filter((x): x is string => x !== null);
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

/** RPE 10 only on a barbell squat or bench, and only with the safeties (or a spotter) named. */
export function checkRpeTenSafeties(s: Pick<AuditSession, "exercises">): Verdict | null {
  const tens = s.exercises.filter((e) => (e.rpe !== null && e.rpe >= 10) || /\bRPE 10\b/.test(e.notes));
  if (tens.length === 0) return null;
  const bad = tens.filter((e) => !SPOTTED_LIFT.test(e.name) || !SAFETIES.test(e.notes));
  return bad.length === 0 ? pass() : fail(bad.map((e) => e.name).join(", "));
}

export const COACH_REVIEW_RULES: readonly Rule<AuditSession>[] = [
  { id: "no-load-pull", title: "no prone floor 'pulldown' as a working pull", check: checkNoLoadPull },
  { id: "push-day-side-delts", title: "size push day: side-delt isolation present", check: checkPushDaySideDelts },
  { id: "pull-day-rear-delts", title: "size pull day: rear-delt work present", check: checkPullDayRearDelts },
  { id: "loaded-leg-lead", title: "loading kit: lower-body lead lift loaded (intermediate+)", check: checkLoadedLegLead },
  { id: "named-prescriptions", title: "power <=6 reps RPE<=7, carries timed, barbell, beginner sets", check: checkNamedPrescriptions },
  { id: "rpe-10-safeties", title: "RPE 10 only on squat/bench with the safeties set", check: checkRpeTenSafeties },
];
