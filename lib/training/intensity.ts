/**
 * One intensity language (COACHING.md §1, §4): RPE, with its caps, and the
 * loads that agree with it. A percentage of a training max only means
 * something on a lift with an external load, so loads are computed from the
 * RTS chart for a set's reps and RPE, never stated on their own.
 */
import { RPE_CHART, RPE_CHART_RPES, TRAINING_MAX_SHARE } from "./data/rpe-chart";
import { RPE_CAPS, type SessionRole } from "./data/prescription-zones";
import { isLoadingEquipment } from "./session-clock";

/** % of 1RM for `reps` at `rpe` (RTS chart); null outside 1-12 reps or RPE 6-10. */
export function percentOfOneRepMax(reps: number, rpe: number): number | null {
  const r = Math.round(reps);
  const row = RPE_CHART_RPES.indexOf(Math.round(rpe * 2) / 2 as (typeof RPE_CHART_RPES)[number]);
  if (r < 1 || r > 12 || row < 0) return null;
  return RPE_CHART[row][r - 1];
}

/** % of a training max (TM = 90% of 1RM) for `reps` at `rpe`, whole percent; 5 @ 8 → 90. */
export function percentOfTrainingMax(reps: number, rpe: number): number | null {
  const p = percentOfOneRepMax(reps, rpe);
  return p === null ? null : Math.round(p / TRAINING_MAX_SHARE);
}

export type LoadKind = "bar" | "dumbbell" | "machine" | "band" | "bodyweight";

const BARS = new Set(["barbell", "ez_bar", "trap_bar", "smith_machine", "landmine"]);
const HAND_WEIGHTS = new Set(["dumbbells", "kettlebell", "weight_plate"]);

/** How the exercise is loaded, from its equipment names (none = bodyweight). */
export function loadKind(equipment: readonly string[]): LoadKind {
  if (equipment.some((e) => BARS.has(e))) return "bar";
  if (equipment.some((e) => HAND_WEIGHTS.has(e))) return "dumbbell";
  if (equipment.some(isLoadingEquipment)) return "machine";
  if (equipment.includes("resistance_band")) return "band";
  return "bodyweight";
}

/** Barbell, dumbbell, kettlebell, machine or cable work: the lifts a % of training max applies to. */
export function isLoaded(equipment: readonly string[]): boolean {
  const kind = loadKind(equipment);
  return kind === "bar" || kind === "dumbbell" || kind === "machine";
}

export interface RpeCapInput {
  /** 0 untrained, 1 beginner, 2 intermediate, 3+ advanced. */
  experienceRank: number;
  /** The readiness screen said yes: RPE 7 at most, no top sets. */
  conservative?: boolean;
}

/** The highest RPE a working set may carry: 9, 8 for beginners, 7 untrained or conservative. */
export function rpeCap(input: RpeCapInput): number {
  if (input.conservative) return RPE_CAPS.conservative;
  if (input.experienceRank <= 0) return RPE_CAPS.untrained;
  if (input.experienceRank === 1) return RPE_CAPS.beginner;
  return RPE_CAPS.default;
}

export interface TopSetInput extends RpeCapInput {
  role: SessionRole;
  /** The catalogue's flag: a failed rep under this lift needs a spotter. */
  requiresSpotter?: boolean;
  /** The plan assumes a rack with safeties (or a spotter) is in use. */
  safetiesAssumed?: boolean;
}

/**
 * Whether a planned RPE 10 top set is allowed: advanced lifters, the main
 * lift, no readiness flag, and on lifts that need a spotter (barbell squat
 * and bench) only with safeties or a spotter assumed.
 */
export function allowsTopSet(input: TopSetInput): boolean {
  if (input.conservative || input.experienceRank < 3 || input.role !== "main") return false;
  return input.requiresSpotter !== true || input.safetiesAssumed === true;
}

/**
 * "About 90% of your training max": only for loaded lifts, and computed
 * from the set's reps and RPE so the two agree. Null when it does not apply.
 */
export function trainingMaxText(equipment: readonly string[], reps: number, rpe: number | null): string | null {
  if (rpe === null || !isLoaded(equipment)) return null;
  const tm = percentOfTrainingMax(reps, rpe);
  if (tm === null) return null;
  return `About ${tm}% of your training max (${Math.round(reps)} reps at RPE ${rpe}), once you have one; until then a weight that leaves ${10 - rpe} ${10 - rpe === 1 ? "rep" : "reps"} in reserve.`;
}
