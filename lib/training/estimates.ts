/**
 * Strength estimates used by tracking and progression: Epley 1RM, double
 * progression and total volume.
 */

/**
 * Epley one-rep max: weight x (1 + reps / 30). A single is already a max,
 * so 1 rep returns the weight itself (the raw formula would add 3.3%).
 * Non-positive inputs give 0.
 */
export function epleyOneRepMax(weight: number, reps: number): number {
  if (!(weight > 0) || !(reps > 0)) return 0;
  if (reps === 1) return weight;
  return weight * (1 + reps / 30);
}

export interface DoubleProgressionInput {
  /** Reps achieved in each work set of the last session. */
  repsPerSet: readonly number[];
  repMin: number;
  repMax: number;
  load: number;
  /** Load added once every set reaches the top of the range. */
  increment: number;
}

export interface DoubleProgressionStep {
  action: "increase_load" | "add_reps";
  load: number;
  /** Rep goal per set for next session. */
  targetReps: number;
}

/**
 * Double progression: when every set reaches the top of the range, add load
 * and return to the bottom; otherwise keep the load and aim one rep above
 * the weakest set (capped at the top), so the lagging set catches up first.
 */
export function doubleProgression(input: DoubleProgressionInput): DoubleProgressionStep {
  const { repsPerSet, repMin, repMax, load, increment } = input;
  const allAtTop = repsPerSet.length > 0 && repsPerSet.every((r) => r >= repMax);
  if (allAtTop) return { action: "increase_load", load: load + increment, targetReps: repMin };
  const weakest = repsPerSet.length > 0 ? Math.min(...repsPerSet) : repMin - 1;
  return { action: "add_reps", load, targetReps: Math.min(repMax, Math.max(repMin, weakest + 1)) };
}

/** Rounds a load to the nearest plate step (2.5 kg / 5 lb), never below 0. */
export function roundToStep(load: number, step = 2.5): number {
  if (!(step > 0)) return load;
  return Math.max(0, Math.round(load / step) * step);
}

/** Percent increase of a load, rounded to the plate step (5% of 100 -> 105). */
export function increaseLoad(load: number, percent: number, step = 2.5): number {
  return roundToStep(load * (1 + percent / 100), step);
}

export interface VolumeEntry {
  reps: number;
  weight: number;
  /** Sets of this reps x weight; 1 when each entry is one set. */
  sets?: number;
}

/** Total volume load: sum of sets x reps x weight. */
export function totalVolume(entries: readonly VolumeEntry[]): number {
  return entries.reduce((sum, e) => sum + (e.sets ?? 1) * e.reps * e.weight, 0);
}
