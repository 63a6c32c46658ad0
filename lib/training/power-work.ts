/**
 * Power work (COACHING.md §4, "power": jumps, throws, Olympic derivatives):
 * a few fast reps on fresh legs, full rest, never endurance sets or "to
 * failure", placed before the lifts. The catalogue files jumps and throws
 * under plyometrics and the barbell Olympic lifts under olympic, but the
 * kettlebell clean and snatch, the push press and the jerks under strength;
 * a clean deadlift or a snatch-grip deadlift is a slow pull that only
 * borrows the name, and skips and pogo hops are low-amplitude drills.
 * Kettlebell swings are power work too: COACHING.md §4's power row names
 * them beside jumps and throws (2-5 fast reps), so a swing is no longer an
 * endurance day's hinge done for 20 tired reps. Arm and leg swings are
 * warm-up drills (mobility), not swings of a bell.
 */
import type { ExerciseFeatures } from "./catalogue";

const OLYMPIC_NAME = /\b(cleans?|snatch(es)?|jerks?|push press|kettlebell swings?)\b/i;
const NOT_POWER = /\b(skips?|pogo|clean deadlifts?|snatch[- ]grip)\b/i;

const CACHE = new WeakMap<ExerciseFeatures, boolean>();

export function isPowerWork(f: ExerciseFeatures): boolean {
  let v = CACHE.get(f);
  if (v === undefined) {
    v = !f.isMobility && !f.isConditioning && !NOT_POWER.test(f.exercise.name) && (f.isExplosive || OLYMPIC_NAME.test(f.exercise.name));
    CACHE.set(f, v);
  }
  return v;
}
