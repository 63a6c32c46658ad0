/**
 * How a coach sorts the exercises of a session (COACHING.md §1 and §3):
 * pushing and pulling, leg work, the main lift, loaded or bodyweight, hard
 * sets, and when two exercises are the same movement with other kit.
 */
import { canonicalMuscle, type CanonicalMuscle } from "../muscle-groups";
import { parseRepRange } from "../reps";
import type { AuditExercise } from "./types";

const PUSH_ROLES = new Set(["horizontal_push", "vertical_push"]);
const PULL_ROLES = new Set(["horizontal_pull", "vertical_pull"]);
const LIFT_ROLES = new Set(["squat", "lunge", "hinge", "horizontal_push", "vertical_push", "horizontal_pull", "vertical_pull"]);

// Curls, raises and rotator-cuff drills count as neither push nor pull (§3),
// whatever pattern the catalogue gives them; flyes (chest or rear-delt) and crawls are neither presses nor rows.
const NEITHER = /\b(curls?|raises?|rotations?|rotator|shrugs?|kickbacks?|extensions?|pullovers?|fl(y|ye|ies|yes)|crossovers?|pec deck|rear delt|crawls?)\b/i;

export function firstMuscle(e: Pick<AuditExercise, "primaryMuscles">): CanonicalMuscle | undefined {
  for (const m of e.primaryMuscles) {
    const c = canonicalMuscle(m);
    if (c) return c;
  }
  return undefined;
}

/** Working sets that load a muscle: not warm-up drills, not conditioning. */
export function isWorkSet(e: AuditExercise): boolean {
  return !e.isMobility && !e.isConditioning;
}

export function isPush(e: AuditExercise): boolean {
  return isWorkSet(e) && PUSH_ROLES.has(e.role) && !NEITHER.test(e.name);
}

export function isPull(e: AuditExercise): boolean {
  return isWorkSet(e) && PULL_ROLES.has(e.role) && !NEITHER.test(e.name);
}

const LEG_MUSCLES = new Set<CanonicalMuscle>(["quads", "hamstrings", "glutes", "calves", "adductors", "abductors", "legs"]);

/**
 * Leg work: a squat, lunge or hinge (§3 lists the hinge among a full-body
 * day's lower-body patterns: a deadlift catalogued "lower back" first is
 * still a glute and hamstring lift), or an exercise whose first muscle is a leg muscle.
 */
export function isLegWork(e: AuditExercise): boolean {
  if (!isWorkSet(e)) return false;
  if (e.role === "squat" || e.role === "lunge" || e.role === "hinge") return true;
  const first = firstMuscle(e);
  return first !== undefined && LEG_MUSCLES.has(first);
}

export function trainsPrimary(e: AuditExercise, muscle: CanonicalMuscle): boolean {
  return isWorkSet(e) && e.primaryMuscles.some((m) => canonicalMuscle(m) === muscle);
}

/** The session's main lift: its first multi-joint lift of a fundamental pattern (not power work). */
export function mainLift(exercises: readonly AuditExercise[]): AuditExercise | undefined {
  return exercises.find((e) => isWorkSet(e) && !e.isExplosive && e.isCompound && LIFT_ROLES.has(e.role) && repUnit(e) === "reps");
}

/** The multi-joint lifts after the main one ("secondary lifts"), in order. */
export function liftsAfterMain(exercises: readonly AuditExercise[]): AuditExercise[] {
  const main = mainLift(exercises);
  return exercises.filter((e) => e !== main && isWorkSet(e) && !e.isExplosive && e.isCompound && LIFT_ROLES.has(e.role));
}

/**
 * Equipment that carries a load you can put a percentage on. Benches, bars
 * to hang from, boxes, balls, straps and bands do not: an exercise using
 * only those is a bodyweight or band exercise.
 */
const LOADED_EQUIPMENT = new Set([
  "barbell",
  "ez_bar",
  "trap_bar",
  "dumbbells",
  "kettlebell",
  "weight_plate",
  "cable_station",
  "smith_machine",
  "leg_press_machine",
  "leg_curl_machine",
  "medicine_ball",
  "landmine",
]);

/** True when the exercise is known to use no loadable equipment. */
export function isUnloaded(e: Pick<AuditExercise, "equipment">): boolean {
  return e.equipment !== undefined && !e.equipment.some((name) => LOADED_EQUIPMENT.has(name));
}

export type RepUnit = "reps" | "seconds" | "minutes";

export function repUnit(e: Pick<AuditExercise, "reps">): RepUnit {
  if (/\bmin/i.test(e.reps)) return "minutes";
  if (/\d\s*(s|sec|secs|seconds)\b/i.test(e.reps)) return "seconds";
  return "reps";
}

/** Low and high of the reps (or seconds, or minutes) text. */
export function repBounds(e: Pick<AuditExercise, "reps">): { low: number; high: number } | null {
  const unit = repUnit(e);
  if (unit === "reps") {
    const r = parseRepRange(e.reps);
    return r ? { low: r.min, high: r.max } : null;
  }
  const m = /(\d+(?:\.\d+)?)\s*(?:-|–|to)?\s*(\d+(?:\.\d+)?)?/.exec(e.reps);
  if (!m) return null;
  const a = Number(m[1]);
  const b = m[2] !== undefined ? Number(m[2]) : a;
  return { low: Math.min(a, b), high: Math.max(a, b) };
}

/** Sets that count as hard sets (§1): working sets, not drills or conditioning. */
export function hardSets(exercises: readonly AuditExercise[]): number {
  return exercises.filter(isWorkSet).reduce((s, e) => s + e.sets, 0);
}

const EQUIPMENT_WORDS =
  /\b(dumbbells?|db|barbells?|bb|cables?|bands?|banded|resistance|kettlebells?|kb|machines?|smith|ez[- ]?bar|trap[- ]?bar|hex[- ]?bar|landmine|plate|weighted|bodyweight|suspension|trx|single[- ]?(arm|leg)|one[- ]?(arm|leg)|1[- ]?(arm|leg)|alternating|unilateral)\b/gi;

/**
 * Same movement, other kit (§3: band and cable internal rotation, three
 * triceps kickbacks): the name without equipment and side words, plus the
 * pattern. Glute bridges and hip thrusts are one movement too. Body
 * positions stay: a seated calf raise trains the soleus a standing one does not.
 */
export function movementKey(e: Pick<AuditExercise, "name" | "role">): string {
  const words = e.name
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .replace(EQUIPMENT_WORDS, " ")
    .replace(/\bglute bridges?\b/g, "hip thrust")
    .replace(/\bhip thrusts?\b/g, "hip thrust")
    .replace(/[^a-z ]+/g, " ")
    .replace(/s\b/g, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return `${e.role}:${words.join(" ")}`;
}

export function isBeginner(level: string): boolean {
  return level === "beginner" || level === "sedentary";
}
