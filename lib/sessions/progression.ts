/**
 * Next-session targets by double progression (COACHING.md §7): keep the load
 * until every work set reaches the top of the rep range at or below the
 * target RPE, then add the exercise's smallest load step (lib/sessions/
 * load-steps.ts: by equipment and unit) and go back to the bottom of the
 * range. A session that missed the bottom of the range repeats the load; two
 * such sessions in a row take about 10% off to build again. On light
 * dumbbells, where the next pair is a jump of more than 15%, the reps are
 * extended by two before the load goes up. Bodyweight work (no load)
 * progresses by reps only.
 */
import { doubleProgression } from "@/lib/training/estimates";
import { loadStep, roundToLoadable, type LoadKind } from "./load-steps";
import { fromDisplayWeight, round1, toDisplayWeight, type WeightUnit } from "./units";

export interface PerformedSet {
  reps: number;
  /** kg */
  weight: number;
  completed?: boolean;
  /** 0 or missing when not rated */
  rpe?: number;
}

/** The bar steps, kept for callers that only know "lower-body compound or not". */
export const INCREMENTS: Record<WeightUnit, { big: number; small: number }> = {
  kg: { big: 5, small: 2.5 },
  lbs: { big: 10, small: 5 },
};

export function loadIncrement(unit: WeightUnit, lowerBodyCompound: boolean): number {
  return lowerBodyCompound ? INCREMENTS[unit].big : INCREMENTS[unit].small;
}

/** A take-off of about 10% after two missed sessions in a row. */
export const RESET_FRACTION = 0.9;
/** Above this jump (next load ÷ load − 1) the reps are extended before the load goes up. */
export const BIG_JUMP = 0.15;
export const EXTRA_REPS_BEFORE_BIG_JUMP = 2;

export interface ProgressionInput {
  repsMin: number;
  repsMax: number;
  /** Work sets planned for next time; fewer sets at the load last time means "not there yet". */
  plannedSets: number;
  /** The last session's sets of this exercise (uncompleted ones are ignored). */
  lastSets: readonly PerformedSet[];
  /** The session before that, to tell one miss from two in a row. */
  earlierSets?: readonly PerformedSet[];
  unit: WeightUnit;
  lowerBodyCompound: boolean;
  /** How the exercise is loaded; a bar when not given. */
  kind?: LoadKind;
  /** The prescription's RPE; 0 or missing: not judged. */
  targetRpe?: number;
}

export type ProgressionAction = "increase_load" | "add_reps" | "repeat" | "reduce" | "first_time";

export interface ProgressionTarget {
  action: ProgressionAction;
  /** kg; 0 when unknown or bodyweight. */
  weight: number;
  reps: number;
  /** Short explanation shown next to the prefilled figures. */
  reason: string;
}

const done = (sets: readonly PerformedSet[]) => sets.filter((s) => s.completed !== false && s.reps > 0);
const load = (s: PerformedSet) => (s.weight > 0 ? s.weight : 0);

/** The working load of a session (its heaviest; lighter sets were warm-ups or back-offs) and the sets done at it. */
function workingSets(sets: readonly PerformedSet[]): { loadKg: number; atLoad: PerformedSet[] } {
  const performed = done(sets);
  const loadKg = performed.length ? Math.max(...performed.map(load)) : 0;
  return { loadKg, atLoad: performed.filter((s) => round1(load(s)) === round1(loadKg)) };
}

const missed = (atLoad: readonly PerformedSet[], repsMin: number) => atLoad.some((s) => s.reps < repsMin);

export function nextTarget(input: ProgressionInput): ProgressionTarget {
  const repsMin = Math.max(1, Math.round(input.repsMin));
  const repsMax = Math.max(repsMin, Math.round(input.repsMax));
  const { loadKg, atLoad } = workingSets(input.lastSets);
  if (atLoad.length === 0) return { action: "first_time", weight: 0, reps: repsMin, reason: "First time: pick a weight you can lift for the whole range." };
  const reps = atLoad.map((s) => s.reps);

  if (loadKg === 0) {
    const step = doubleProgression({ repsPerSet: reps, repMin: repsMin, repMax: repsMax, load: 0, increment: 0 });
    const target = step.action === "increase_load" ? repsMax : step.targetReps;
    return { action: "add_reps", weight: 0, reps: target, reason: `Bodyweight: aim for ${target} reps on every set.` };
  }

  const unit = input.unit;
  // A load on an exercise with no loading equipment (a dip belt, a vest) steps like a bar: small plates.
  const kind = input.kind && input.kind !== "none" ? input.kind : "bar";
  const shown = toDisplayWeight(loadKg, unit);
  const stored = (display: number) => fromDisplayWeight(round1(display), unit);

  if (missed(atLoad, repsMin)) {
    const before = workingSets(input.earlierSets ?? []);
    if (before.atLoad.length > 0 && round1(before.loadKg) === round1(loadKg) && missed(before.atLoad, repsMin)) {
      // About 10% off, to a weight that can be loaded; at least one step down when rounding would undo the cut.
      const lighter = roundToLoadable(kind, unit, shown * RESET_FRACTION);
      const next = lighter < shown ? lighter : Math.max(0, shown - loadStep(kind, unit, shown, input.lowerBodyCompound));
      return {
        action: "reduce",
        weight: stored(Math.max(0, next)),
        reps: repsMin,
        reason: `Two sessions in a row under ${repsMin} reps at ${shown} ${unit}: about 10% off (${round1(next)} ${unit}) to build again.`,
      };
    }
    return { action: "repeat", weight: loadKg, reps: repsMin, reason: `Some sets fell short of ${repsMin} reps: repeat ${shown} ${unit} and own the range.` };
  }

  const increment = loadStep(kind, unit, shown, input.lowerBodyCompound);
  const top = increment / shown > BIG_JUMP ? repsMax + EXTRA_REPS_BEFORE_BIG_JUMP : repsMax;
  const allAtTop = reps.length >= input.plannedSets && reps.every((r) => r >= top);
  const target = input.targetRpe && input.targetRpe > 0 ? input.targetRpe : 0;
  const tooHard = target > 0 && atLoad.some((s) => (s.rpe ?? 0) > target);

  if (allAtTop && !tooHard) {
    return {
      action: "increase_load",
      weight: stored(shown + increment),
      reps: repsMin,
      reason: `All sets reached ${top} reps last time: +${increment} ${unit}, back to ${repsMin} reps.`,
    };
  }
  if (allAtTop) {
    return { action: "add_reps", weight: loadKg, reps: top, reason: `All sets reached ${top} reps but above RPE ${target}: same weight until it feels like RPE ${target}.` };
  }
  const aim = Math.min(top, Math.max(repsMin, Math.min(...reps) + 1));
  const why = top > repsMax ? ` (the next step, +${increment} ${unit}, is a big jump: ${top} reps first)` : "";
  return { action: "add_reps", weight: loadKg, reps: aim, reason: `Same weight as last time; aim for ${aim} reps before adding load${why}.` };
}
