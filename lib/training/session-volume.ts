/**
 * Hard sets of one session, per muscle and in all (COACHING.md §3): returns
 * shrink past about 10 sets for a muscle in one session, and a session holds
 * about 20-25 hard sets an hour. A set counts 1 for each primary muscle and
 * 0.5 for each secondary one, counted by catalogue name as the coach audit
 * counts them (two secondary heads of one muscle count twice; the side delts
 * apart from the front delts, volumeMuscle).
 */
import { volumeMuscle } from "./muscle-groups";
import type { ExerciseFeatures } from "./catalogue";

/** Sets per muscle per session past which a set is low-yield. */
export const SESSION_MUSCLE_SET_CAP = 10;
/** Hard sets per hour a session may hold. */
export const HARD_SETS_PER_HOUR = 25;

/** What one set of an exercise adds to each muscle. */
export type MuscleLoad = readonly (readonly [string, number])[];

const LOADS = new WeakMap<ExerciseFeatures, MuscleLoad>();

/** A warm-up drill or conditioning work is no hard set for any muscle. */
export function isHardWork(f: ExerciseFeatures): boolean {
  return !f.isMobility && !f.isConditioning;
}

export function muscleLoad(f: ExerciseFeatures): MuscleLoad {
  let load = LOADS.get(f);
  if (load) return load;
  const out = new Map<string, number>();
  if (isHardWork(f)) {
    const primary = new Set(f.exercise.primaryMuscles.map(volumeMuscle).filter((m): m is NonNullable<typeof m> => Boolean(m)));
    for (const m of primary) out.set(m, 1);
    for (const name of f.exercise.secondaryMuscles) {
      const m = volumeMuscle(name);
      if (m && !primary.has(m)) out.set(m, (out.get(m) ?? 0) + 0.5);
    }
  }
  load = [...out];
  LOADS.set(f, load);
  return load;
}

/**
 * Most hard sets a session of this length should hold: 25 an hour of the
 * time it will actually take, with room for a clock that lands a little
 * under its target.
 */
export function hardSetBudget(seconds: number): number {
  return Math.max(4, Math.floor((HARD_SETS_PER_HOUR * 0.95 * seconds) / 3600));
}
