/**
 * The builder's "Balance Warnings" box (spec 2 §8). Messages are the spec's,
 * word for word; thresholds: focus coverage below 65% (upper/lower) or 60%
 * (push/pull), and more than 20 points away from 50 in auto/full mode.
 */
import type { BalanceMode } from "./constants";
import type { MuscleBalance } from "./builder-stats";

export const BALANCE_WARNING_THRESHOLDS = {
  regionFocusBelow: 65,
  directionFocusBelow: 60,
  imbalanceFrom50: 20,
} as const;

export const BALANCE_MESSAGES = {
  upperFocus: (n: number): string =>
    `Upper body focus selected but only ${n}% upper body coverage - consider adding more upper body exercises`,
  lowerFocus: (n: number): string =>
    `Lower body focus selected but only ${n}% lower body coverage - consider adding more lower body exercises`,
  pushFocus: (n: number): string => `Push focus selected but only ${n}% push movements - increase pushing exercises`,
  pullFocus: (n: number): string => `Pull focus selected but only ${n}% pull movements - increase pulling exercises`,
  upperLowerImbalance: (upper: number, lower: number): string =>
    `Imbalanced upper/lower split (${upper}%/${lower}%) - adjust for better balance`,
  pushPullImbalance: (push: number, pull: number): string =>
    `Imbalanced push/pull ratio (${push}%/${pull}%) - add more pulling or more pushing exercises`,
  noEquipment: "No equipment selected - workout will use all available equipment types",
  noExercises: "No exercises generated - try adjusting your parameters",
} as const;

export interface BalanceWarningInput {
  balanceMode: BalanceMode;
  muscleBalance: MuscleBalance;
  equipmentCount: number;
  exerciseCount: number;
}

export function balanceWarnings(input: BalanceWarningInput): string[] {
  const { balanceMode, muscleBalance: b } = input;
  const t = BALANCE_WARNING_THRESHOLDS;
  const warnings: string[] = [];

  if (balanceMode === "upper" && b.upper < t.regionFocusBelow) warnings.push(BALANCE_MESSAGES.upperFocus(b.upper));
  if (balanceMode === "lower" && b.lower < t.regionFocusBelow) warnings.push(BALANCE_MESSAGES.lowerFocus(b.lower));
  if (balanceMode === "push" && b.push < t.directionFocusBelow) warnings.push(BALANCE_MESSAGES.pushFocus(b.push));
  if (balanceMode === "pull" && b.pull < t.directionFocusBelow) warnings.push(BALANCE_MESSAGES.pullFocus(b.pull));

  if (balanceMode === "auto" || balanceMode === "full") {
    // A pair of zeros means nothing was classified (e.g. no exercises yet);
    // that is reported by the "no exercises" warning, not as an imbalance.
    const hasUpperLower = b.upper + b.lower > 0;
    const hasPushPull = b.push + b.pull > 0;
    if (hasUpperLower && Math.abs(b.upper - 50) > t.imbalanceFrom50) {
      warnings.push(BALANCE_MESSAGES.upperLowerImbalance(b.upper, b.lower));
    }
    if (hasPushPull && Math.abs(b.push - 50) > t.imbalanceFrom50) {
      warnings.push(BALANCE_MESSAGES.pushPullImbalance(b.push, b.pull));
    }
  }

  if (input.equipmentCount === 0) warnings.push(BALANCE_MESSAGES.noEquipment);
  if (input.exerciseCount === 0) warnings.push(BALANCE_MESSAGES.noExercises);
  return warnings;
}
