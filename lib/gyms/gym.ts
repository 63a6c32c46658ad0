/**
 * Gym profiles as the pages use them (issue 20 item 15): pure, no I/O. A gym
 * is a named list of catalogue equipment names; each tool keeps its equipment
 * selection in its own terms (the wizard by record id, the program builder by
 * name, the workout builder by its eight types), so picking a gym translates
 * the gym's names into the tool's terms here.
 */
import { EQUIPMENT_TYPES, type EquipmentType } from "@/lib/training/constants";

export interface GymProfile {
  id: string;
  name: string;
  /** Catalogue equipment names (`equipment.name`). */
  equipment: string[];
  isDefault: boolean;
}

export interface EquipmentReference {
  id: string;
  name: string;
  category: string;
}

export const GYM_NAME_MAX = 40;

/** The default gym first, then by name, as every list of them shows. */
export function sortGyms<T extends GymProfile>(gyms: readonly T[]): T[] {
  return [...gyms].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
}

export function defaultGym<T extends GymProfile>(gyms: readonly T[] | undefined): T | undefined {
  return gyms?.find((g) => g.isDefault);
}

/** The wizard's selection: the record ids of the gym's equipment (names the catalogue no longer has drop out). */
export function equipmentIdsOf(gym: GymProfile, reference: readonly EquipmentReference[]): string[] {
  const wanted = new Set(gym.equipment);
  return reference.filter((e) => wanted.has(e.name)).map((e) => e.id);
}

/**
 * The workout builder's selection: the types whose own piece the gym has (a
 * barbell, bars, dumbbells, a kettlebell, cables, bands, machines; "other" for
 * benches, stations, accessories and plates). "bodyweight" is always in: the
 * builder reads an empty selection as every type, and a gym with no equipment
 * (a hotel room) means bodyweight only.
 */
export function builderTypesOf(gym: GymProfile, reference: readonly EquipmentReference[]): EquipmentType[] {
  const categoryOf = new Map(reference.map((e) => [e.name, e.category]));
  const types = new Set<EquipmentType>(["bodyweight"]);
  for (const name of gym.equipment) {
    const category = categoryOf.get(name);
    if (name === "barbell" || category === "bars") types.add("barbell");
    else if (name === "dumbbells") types.add("dumbbells");
    else if (name === "kettlebell") types.add("kettlebell");
    else if (category === "cables") types.add("cables");
    else if (category === "bands") types.add("bands");
    else if (category === "machines" || category === "cardio_machines") types.add("machine");
    else if (category !== undefined) types.add("other");
  }
  return EQUIPMENT_TYPES.filter((t) => types.has(t));
}

/** "Dumbbells, Flat bench and 3 more", or what an empty gym means. */
export function equipmentSummary(names: readonly string[], label: (name: string) => string, shown = 4): string {
  if (names.length === 0) return "No equipment: bodyweight exercises only";
  const head = names.slice(0, shown).map(label).join(", ");
  return names.length > shown ? `${head} and ${names.length - shown} more` : head;
}
