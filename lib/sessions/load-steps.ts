/**
 * The smallest load step a lifter can actually take, per kind of equipment
 * and unit (COACHING.md §7: about 2-5% upper body, 5-10% lower body):
 *   barbell-type bars: 2.5 kg (5 lb) a step, 5 kg (10 lb) on lower-body compound lifts;
 *   dumbbells: the next pair: 2 kg below 10 kg (1-kg pairs are rare in gyms), 2.5 kg above; 5 lb in lb;
 *   kettlebells: the next bell, 4 kg (10 lb);
 *   machines and cables: one plate of the stack, 5 kg (10 lb);
 *   plates held by hand: 5 kg (10 lb).
 * Bodyweight and band work has no load step: it progresses by reps or a harder variation.
 */
import type { WeightUnit } from "./units";

export type LoadKind = "bar" | "dumbbell" | "kettlebell" | "stack" | "plate" | "none";

const KIND_BY_EQUIPMENT: Record<string, LoadKind> = {
  barbell: "bar",
  ez_bar: "bar",
  trap_bar: "bar",
  smith_machine: "bar",
  landmine: "bar",
  leg_press_machine: "bar",
  dumbbells: "dumbbell",
  kettlebell: "kettlebell",
  cable_station: "stack",
  leg_curl_machine: "stack",
  weight_plate: "plate",
  medicine_ball: "plate",
};

/** Order of preference when an exercise lists several pieces (a bench press lists barbell, bench and rack). */
const PRIORITY: readonly LoadKind[] = ["bar", "dumbbell", "kettlebell", "stack", "plate"];

/** How an exercise is loaded, from its equipment names (catalogue `equipment` table names). */
export function loadKind(equipmentNames: readonly string[]): LoadKind {
  const kinds = new Set(equipmentNames.map((n) => KIND_BY_EQUIPMENT[n] ?? "none"));
  return PRIORITY.find((k) => kinds.has(k)) ?? "none";
}

/** The next load step above `load` (in the user's unit), or 0 when the exercise is not loaded. */
export function loadStep(kind: LoadKind, unit: WeightUnit, load: number, lowerBodyCompound: boolean): number {
  const lb = unit === "lbs";
  switch (kind) {
    case "bar":
      return lowerBodyCompound ? (lb ? 10 : 5) : lb ? 5 : 2.5;
    case "dumbbell":
      return lb ? 5 : load < 10 ? 2 : 2.5;
    case "kettlebell":
      return lb ? 10 : 4;
    case "stack":
    case "plate":
      return lb ? 10 : 5;
    case "none":
      return 0;
  }
}

/** The nearest weight that can be loaded: a multiple of the kind's smallest step (half a bar step, as plates come in pairs). */
export function roundToLoadable(kind: LoadKind, unit: WeightUnit, load: number): number {
  if (!(load > 0)) return 0;
  const grain = kind === "bar" ? (unit === "lbs" ? 5 : 2.5) : kind === "dumbbell" ? (unit === "lbs" ? 5 : load < 10 ? 1 : 2.5) : loadStep(kind, unit, load, false);
  if (!(grain > 0)) return Math.round(load * 10) / 10;
  return Math.max(grain, Math.round(load / grain) * grain);
}
