/**
 * The program page's loads (issue 21 item 2), shared by the server that
 * computes them (`loads.server.ts`) and the page that shows them: the answer
 * of GET /api/programs/{id}/loads, the lookup of one item's load, and the
 * check of a typed training max. Pure.
 */
import type { ItemLoad, StoredTrainingMax, TrainingMax } from "@/lib/sessions/training-max";
import type { WeightUnit } from "@/lib/sessions/units";

export interface LiftLoads {
  exercise: string;
  name: string;
  /** The TM the weights use, in the caller's unit; null: the entry test. */
  trainingMax: TrainingMax | null;
  /** The caller's stored record (to edit it), in its own unit. */
  stored: (StoredTrainingMax & { id: string }) | null;
  /** What the log alone says, in the caller's unit (shown next to a typed max). */
  fromHistory: number | null;
}

export interface ProgramItemLoad {
  week: number;
  day: number;
  programDay: string;
  workout: string;
  exercise: string;
  load: ItemLoad;
}

export interface ProgramLoads {
  unit: WeightUnit;
  lifts: LiftLoads[];
  items: ProgramItemLoad[];
}

const key = (workout: string, exercise: string) => `${workout}:${exercise}`;

/** Item loads by workout and exercise, as the schedule looks them up. */
export function loadsByItem(loads: ProgramLoads | undefined): ReadonlyMap<string, ItemLoad> {
  return new Map((loads?.items ?? []).map((i) => [key(i.workout, i.exercise), i.load]));
}

export function itemLoadOf(map: ReadonlyMap<string, ItemLoad>, workout: string, exercise: string): ItemLoad | undefined {
  return map.get(key(workout, exercise));
}

/** Bounds of a typed training max, as the collection checks them. */
export const TM_MIN = 1;
export const TM_MAX = 1000;

/** A typed training max: a number in range, to 0.1; else a message a person can act on. */
export function parseTrainingMax(text: string, unit: WeightUnit): { ok: true; weight: number } | { ok: false; message: string } {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return { ok: false, message: `Enter your training max in ${unit}, for example ${unit === "lbs" ? "225" : "100"}.` };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, message: `Enter a number of ${unit}, digits only (for example ${unit === "lbs" ? "225" : "102.5"}).` };
  if (value < TM_MIN || value > TM_MAX) return { ok: false, message: `Enter a training max between ${TM_MIN} and ${TM_MAX} ${unit}.` };
  return { ok: true, weight: Math.round(value * 10) / 10 };
}
