/**
 * Main lift, secondary lifts and accessories of a session, by position
 * (COACHING.md §1, §4), not by the catalogue's compound flag: face pulls and
 * hip thrusts are flagged compound but are small work after the big lifts.
 *
 * Walking the session in order: the first multi-joint lift of a pattern
 * family is a main lift (at most two, and only before any secondary, so the
 * mains are the session's opening lifts); the next one or two multi-joint
 * lifts are secondaries; everything else is an accessory.
 */
import type { ExerciseFeatures } from "./catalogue";
import type { SessionRole } from "./data/prescription-zones";

export type { SessionRole };

export const MAX_MAIN_LIFTS = 2;
export const MAX_SECONDARY_LIFTS = 2;

/** Pattern families: a squat and a lunge are both knee-dominant, so one main lift covers both. */
const FAMILY: Readonly<Record<string, string>> = {
  squat: "knee",
  lunge: "knee",
  hinge: "hip",
  horizontal_push: "push",
  vertical_push: "push",
  horizontal_pull: "pull",
  vertical_pull: "pull",
};

/** Multi-joint by the flag but small work by any coach's reading. */
const SMALL_WORK =
  /\b(face pulls?|reverse fl(y|ye|ies|yes)|rear delt|pull[- ]?aparts?|[ytw][- ]raises?|external rotations?|internal rotations?|kickbacks?|pullovers?|shrugs?|fl(y|ye|ies|yes)|crossovers?|pec deck|upright rows?|high pulls?|clamshells?|nordic|leg curls?|hamstring curls?|back extensions?|hyperextensions?|reverse hypers?|tate press|jm press|skull ?crushers?|band pull)\b/i;

/** Hip-extension work that can open a session (a hinge rung) but is an accessory after a real hinge. */
const HINGE_ACCESSORY = /\b(hip thrusts?|glute bridges?|frog pumps?|swings?|good mornings?|pull[- ]?throughs?)\b/i;

/**
 * A multi-joint lift of a fundamental pattern that is not small work: what
 * a coach keeps heavy on a strength day even when its position makes it an
 * accessory (a barbell overhead press after the squat, bench and row).
 */
export function isMultiJointLift(f: ExerciseFeatures): boolean {
  return f.exercise.isCompound && FAMILY[f.role] !== undefined && !f.isTimed && !SMALL_WORK.test(f.exercise.name) && !HINGE_ACCESSORY.test(f.exercise.name);
}

/** Role of each item, in session order. `eligible` false marks warm-up drills, power, trunk and conditioning work. */
export function sessionRoles(items: readonly { features: ExerciseFeatures; eligible?: boolean }[]): SessionRole[] {
  const roles: SessionRole[] = [];
  const families = new Set<string>();
  let mains = 0;
  let secondaries = 0;
  let hingeTaken = false;
  for (const { features: f, eligible } of items) {
    const family = FAMILY[f.role];
    const name = f.exercise.name;
    const multiJoint =
      eligible !== false &&
      f.exercise.isCompound &&
      family !== undefined &&
      !f.isTimed &&
      !SMALL_WORK.test(name) &&
      !(hingeTaken && HINGE_ACCESSORY.test(name));
    if (!multiJoint) {
      roles.push("accessory");
      continue;
    }
    if (family === "hip") hingeTaken = true;
    if (mains < MAX_MAIN_LIFTS && secondaries === 0 && !families.has(family)) {
      mains += 1;
      families.add(family);
      roles.push("main");
    } else if (secondaries < MAX_SECONDARY_LIFTS) {
      secondaries += 1;
      roles.push("secondary");
    } else roles.push("accessory");
  }
  return roles;
}
