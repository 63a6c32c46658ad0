/**
 * Weight units. Sets are stored in kilograms; the user types and reads their
 * own unit (kg or lbs), converted at the edges only.
 */

export type WeightUnit = "kg" | "lbs";
export const WEIGHT_UNITS: readonly WeightUnit[] = ["kg", "lbs"];

/** The international avoirdupois pound, exactly. */
export const KG_PER_LB = 0.45359237;

export function isWeightUnit(value: unknown): value is WeightUnit {
  return value === "kg" || value === "lbs";
}

export function kgToLbs(kg: number): number {
  return kg / KG_PER_LB;
}

export function lbsToKg(lbs: number): number {
  return lbs * KG_PER_LB;
}

/** Rounds to one decimal, dropping float noise (61.2349 -> 61.2). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A stored kilogram figure in the user's unit, to 0.1 (135 lbs survives the round trip). */
export function toDisplayWeight(kg: number, unit: WeightUnit): number {
  if (!Number.isFinite(kg) || kg <= 0) return 0;
  return round1(unit === "kg" ? kg : kgToLbs(kg));
}

/** A typed figure in the user's unit, as kilograms to store. Not a number or negative -> 0. */
export function fromDisplayWeight(value: number, unit: WeightUnit): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return unit === "kg" ? value : lbsToKg(value);
}

/** "62.5 kg", "135 lbs"; bodyweight (0) prints as "BW". */
export function formatWeight(kg: number, unit: WeightUnit): string {
  const shown = toDisplayWeight(kg, unit);
  if (shown === 0) return "BW";
  return `${shown.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${unit}`;
}

/** Sessions store volume in pounds (workout_sessions.totalVolume); every screen prints it in the user's unit. */
export function volumeText(lbs: number, unit: WeightUnit): string {
  const value = unit === "kg" ? Math.round(lbsToKg(lbs)) : Math.round(lbs);
  return `${value.toLocaleString("en-US")} ${unit} volume`;
}
