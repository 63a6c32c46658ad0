/**
 * Training maxes and the weights they give a program (issue 21 item 2;
 * COACHING.md §1: TM ≈ 90% of the estimated 1RM). Where a lift's TM comes
 * from, in order: the lifter's stored one (typed on the program page, or an
 * entry test); else the log, the best e1RM (e1rm.ts, Epley, RPE-adjusted) of
 * the last 8 weeks × 0.9; else none, and the item keeps an instruction that
 * makes one (the entry test: a hard set of 5, which the log then reads).
 * One function turns (%TM, TM, unit, equipment) into the weight every
 * screen shows, rounded to a load the lifter can actually put on.
 */
import { isLoaded } from "@/lib/training/intensity";
import { TRAINING_MAX_SHARE } from "@/lib/training/data/rpe-chart";
import { setOneRepMax, type RatedSet } from "./e1rm";
import { loadKind, roundToLoadable } from "./load-steps";
import { fromDisplayWeight, round1, toDisplayWeight, type WeightUnit } from "./units";

export type TrainingMaxSource = "typed" | "history" | "test";

/** How far back the log is read for a TM: a max from months ago is not today's. */
export const TM_HISTORY_WEEKS = 8;

/** The entry test a lift without a TM keeps until the log or the lifter gives it one. */
export const ENTRY_TEST_TEXT = "Work up to a hard set of 5 and note it: that sets your training max.";

export interface TrainingMax {
  /** In `unit`. */
  weight: number;
  unit: WeightUnit;
  source: TrainingMaxSource;
  /** ISO time it was set, tested or (history) lifted. */
  testedOn: string | null;
}

export interface DatedSet extends RatedSet {
  /** ISO time or epoch ms of the set. */
  at: string | number;
}

/** The log's TM in kg (best e1RM of the last 8 weeks × 0.9) and when that set was lifted; null without a usable set. */
export function historyTrainingMax(sets: readonly DatedSet[], now: number): { kg: number; at: string } | null {
  const since = now - TM_HISTORY_WEEKS * 7 * 86_400_000;
  let best: { e1rm: number; at: number } | null = null;
  for (const s of sets) {
    const at = typeof s.at === "number" ? s.at : new Date(s.at).getTime();
    if (!(at >= since) || at > now) continue;
    const e1rm = setOneRepMax(s);
    if (e1rm > 0 && (!best || e1rm > best.e1rm)) best = { e1rm, at };
  }
  return best ? { kg: best.e1rm * TRAINING_MAX_SHARE, at: new Date(best.at).toISOString() } : null;
}

export interface StoredTrainingMax {
  weight: number;
  unit: WeightUnit;
  source: TrainingMaxSource;
  testedOn?: string | null;
}

/** A weight in one unit, in another, to 0.1 (a stored 225 lbs shown to a kg lifter is 102.1 kg). */
export function convertWeight(weight: number, from: WeightUnit, to: WeightUnit): number {
  return from === to ? weight : toDisplayWeight(fromDisplayWeight(weight, from), to);
}

/** The lift's TM in the lifter's unit: the stored one first, else the log's, else null. */
export function chooseTrainingMax(stored: StoredTrainingMax | null, fromHistory: { kg: number; at: string } | null, unit: WeightUnit): TrainingMax | null {
  if (stored && stored.weight > 0) {
    return { weight: convertWeight(stored.weight, stored.unit, unit), unit, source: stored.source, testedOn: stored.testedOn ?? null };
  }
  if (fromHistory && fromHistory.kg > 0) return { weight: toDisplayWeight(fromHistory.kg, unit), unit, source: "history", testedOn: fromHistory.at };
  return null;
}

export type ItemLoad =
  | { kind: "weight"; percentTm: number; weight: number; unit: WeightUnit; text: string }
  | { kind: "instruction"; percentTm: number; text: string };

export interface ItemLoadInput {
  /** The stored prescription's % of TM; null or absent where the program states none. */
  percentTm: number | null | undefined;
  /** The lift's TM in `unit`, or null when it has none yet. */
  trainingMax: number | null;
  unit: WeightUnit;
  /** Equipment names of the exercise (catalogue `equipment` names). */
  equipment: readonly string[];
}

/**
 * One program item's load: "85% of TM → 102.5 kg" rounded to a loadable
 * step, the entry test while the lift has no TM, and nothing at all where a
 * %TM means nothing (bodyweight and band work, or no %TM stated).
 */
export function itemLoad(input: ItemLoadInput): ItemLoad | null {
  const pct = input.percentTm;
  if (typeof pct !== "number" || !(pct > 0) || !isLoaded(input.equipment)) return null;
  if (input.trainingMax === null || !(input.trainingMax > 0)) return { kind: "instruction", percentTm: pct, text: ENTRY_TEST_TEXT };
  // A loaded lift on equipment the step table does not list (a machine) rounds like a weight stack.
  const kind = loadKind(input.equipment);
  const weight = roundToLoadable(kind === "none" ? "stack" : kind, input.unit, (input.trainingMax * pct) / 100);
  return { kind: "weight", percentTm: pct, weight: round1(weight), unit: input.unit, text: `${pct}% of TM → ${round1(weight)} ${input.unit}` };
}

/**
 * A live session started from a program day loads each %TM lift at the
 * program's weight (what the program page showed), in kg like every plan
 * load; reps and everything else stay as the plan has them. Timed work and
 * lifts without a weight are left alone.
 */
export function applyProgramLoads<T extends { exercise: string; weight: number; unit?: string; note?: string }>(
  plan: readonly T[],
  loads: ReadonlyMap<string, { weight: number; unit: WeightUnit; text: string }>,
): T[] {
  return plan.map((item) => {
    const load = loads.get(item.exercise);
    if (!load || item.unit || !(load.weight > 0)) return item;
    return { ...item, weight: fromDisplayWeight(load.weight, load.unit), note: `Program: ${load.text}.` };
  });
}
