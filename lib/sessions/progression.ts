/**
 * Next-session targets by double progression: keep the load until every work
 * set reaches the top of the rep range, then add load and go back to the
 * bottom of the range. Increments are plate-friendly in the user's own unit:
 *   kg:  +5 kg for lower-body compound lifts, +2.5 kg for everything else;
 *   lbs: +10 lbs for lower-body compound lifts, +5 lbs for everything else.
 * Bodyweight work (no load) progresses by reps only.
 */
import { doubleProgression, type DoubleProgressionStep } from "@/lib/training/estimates";
import { fromDisplayWeight, round1, toDisplayWeight, type WeightUnit } from "./units";

export interface PerformedSet {
  reps: number;
  /** kg */
  weight: number;
  completed?: boolean;
}

export const INCREMENTS: Record<WeightUnit, { big: number; small: number }> = {
  kg: { big: 5, small: 2.5 },
  lbs: { big: 10, small: 5 },
};

export function loadIncrement(unit: WeightUnit, lowerBodyCompound: boolean): number {
  return lowerBodyCompound ? INCREMENTS[unit].big : INCREMENTS[unit].small;
}

export interface ProgressionInput {
  repsMin: number;
  repsMax: number;
  /** Work sets planned for next time; fewer sets at the load last time means "not there yet". */
  plannedSets: number;
  /** The last session's sets of this exercise (uncompleted ones are ignored). */
  lastSets: readonly PerformedSet[];
  unit: WeightUnit;
  lowerBodyCompound: boolean;
}

export interface ProgressionTarget {
  action: "increase_load" | "add_reps" | "first_time";
  /** kg; 0 when unknown or bodyweight. */
  weight: number;
  reps: number;
  /** Short explanation shown next to the prefilled figures. */
  reason: string;
}

export function nextTarget(input: ProgressionInput): ProgressionTarget {
  const repsMin = Math.max(1, Math.round(input.repsMin));
  const repsMax = Math.max(repsMin, Math.round(input.repsMax));
  const done = input.lastSets.filter((s) => s.completed !== false && s.reps > 0);
  if (done.length === 0) return { action: "first_time", weight: 0, reps: repsMin, reason: "First time: pick a weight you can lift for the whole range." };

  // The working load is the heaviest one used; lighter sets were warm-ups or back-off sets.
  const loadKg = Math.max(...done.map((s) => (s.weight > 0 ? s.weight : 0)));
  const atLoad = done.filter((s) => (s.weight > 0 ? s.weight : 0) === loadKg).map((s) => s.reps);
  const unitLoad = toDisplayWeight(loadKg, input.unit);
  const increment = loadIncrement(input.unit, input.lowerBodyCompound);
  const raw = doubleProgression({ repsPerSet: atLoad, repMin: repsMin, repMax: repsMax, load: unitLoad, increment });
  // Fewer sets at the load than planned is not "every set at the top": hold the load, aim for the top.
  const step: DoubleProgressionStep =
    raw.action === "increase_load" && atLoad.length < input.plannedSets
      ? { action: "add_reps", load: unitLoad, targetReps: repsMax }
      : raw;

  if (loadKg === 0) {
    const reps = step.action === "increase_load" ? repsMax : step.targetReps;
    return { action: "add_reps", weight: 0, reps, reason: `Bodyweight: aim for ${reps} reps on every set.` };
  }
  if (step.action === "increase_load") {
    return {
      action: "increase_load",
      weight: fromDisplayWeight(round1(step.load), input.unit),
      reps: step.targetReps,
      reason: `All sets reached ${repsMax} reps last time: +${increment} ${input.unit}, back to ${repsMin} reps.`,
    };
  }
  return {
    action: "add_reps",
    weight: loadKg,
    reps: step.targetReps,
    reason: `Same weight as last time; aim for ${step.targetReps} reps before adding load.`,
  };
}
