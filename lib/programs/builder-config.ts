/**
 * The program builder's configuration (spec 3 §5): choices with their
 * ranges, steps and defaults, and the generation request built from them.
 * Pure: reference lists are passed in, so the same code runs in the browser
 * and in unit tests. Names without a matching reference record are dropped
 * (spec 3 §5 last rule); injuries also send the matched records' ids as
 * contraindications (spec 3 §3 "reference ids replace names where matched").
 */
import {
  BODY_REGIONS,
  DELOAD_FREQUENCIES,
  FATIGUE_PREFERENCES,
  INJURIES,
  PERIODIZATION_TYPES,
  PRIMARY_GOALS,
  PROGRAM_BUILDER_DEFAULTS,
  PROGRAM_BUILDER_LIMITS,
  PROGRAM_EXPERIENCE_LEVELS,
  TRAINING_FOCUS_OPTIONS,
  VARIETY_LEVELS,
} from "@/lib/training/constants";
import { referenceKey } from "@/lib/training/reference-key";
import type { ProgramRequestInput } from "@/lib/training/program-request";

export interface ProgramConfig {
  injuries: string[];
  weakBodyParts: string[];
  strongBodyParts: string[];
  durationWeeks: number;
  trainingDaysPerWeek: number;
  sessionDurationMinutes: number;
  experienceLevel: string;
  primaryGoal: string;
  trainingFocus: string[];
  preferredBodyRegions: string[];
  /** Equipment record names. Nothing selected means bodyweight only. */
  availableEquipment: string[];
  periodizationType: string;
  varietyLevel: number;
  deloadFrequency: number;
  fatiguePreference: string;
  includeStrength: boolean;
  includeHypertrophy: boolean;
  includePower: boolean;
  includeCardio: boolean;
}

export function defaultProgramConfig(): ProgramConfig {
  return {
    ...PROGRAM_BUILDER_DEFAULTS,
    trainingFocus: [...PROGRAM_BUILDER_DEFAULTS.trainingFocus],
    injuries: [],
    weakBodyParts: [],
    strongBodyParts: [],
    preferredBodyRegions: [],
    availableEquipment: [],
  };
}

/** min, min+step, ..., max. */
export function steps(min: number, max: number, step = 1): number[] {
  const out: number[] = [];
  for (let v = min; v <= max; v += step) out.push(v);
  return out;
}

const L = PROGRAM_BUILDER_LIMITS;

/** Every choice the builder offers, in display order. */
export const PROGRAM_CHOICES = {
  durationWeeks: steps(L.durationWeeks.min, L.durationWeeks.max, L.durationWeeks.step),
  trainingDaysPerWeek: steps(L.trainingDaysPerWeek.min, L.trainingDaysPerWeek.max),
  sessionDurationMinutes: steps(L.sessionDurationMinutes.min, L.sessionDurationMinutes.max, L.sessionDurationMinutes.step),
  experienceLevel: [...PROGRAM_EXPERIENCE_LEVELS],
  primaryGoal: [...PRIMARY_GOALS],
  trainingFocus: [...TRAINING_FOCUS_OPTIONS],
  preferredBodyRegions: [...BODY_REGIONS],
  injuries: [...INJURIES],
  periodizationType: [...PERIODIZATION_TYPES],
  varietyLevel: steps(L.varietyLevel.min, L.varietyLevel.max),
  deloadFrequency: [...DELOAD_FREQUENCIES],
  fatiguePreference: [...FATIGUE_PREFERENCES],
} as const;

export function varietyDescription(level: number): string {
  return VARIETY_LEVELS[level as keyof typeof VARIETY_LEVELS] ?? "";
}

/** Adds or removes a value, keeping the choices' order stable. */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** "None" excludes every other injury and the other way round. */
export function toggleInjury(list: readonly string[], injury: string): string[] {
  if (injury === "None") return list.includes("None") ? [] : ["None"];
  return toggleValue(
    list.filter((i) => i !== "None"),
    injury,
  );
}

/** The safety note shows when any injury other than None is chosen. */
export function hasInjury(config: Pick<ProgramConfig, "injuries">): boolean {
  return config.injuries.some((i) => i !== "None");
}

// ---------------------------------------------------------------------------
// Reference matching
// ---------------------------------------------------------------------------

export interface NamedReference {
  id: string;
  name: string;
}
export interface MuscleReference extends NamedReference {
  muscleGroup?: string;
  synonyms?: string[];
}
export interface ContraindicationReference extends NamedReference {
  injuryLabel?: string;
}

export interface ReferenceLists {
  muscles: readonly MuscleReference[];
  bodyRegions: readonly NamedReference[];
  trainingTypes: readonly NamedReference[];
  equipment: readonly NamedReference[];
  contraindications: readonly ContraindicationReference[];
}

/** "Upper Body", "upper-body", "upperBody" -> "upper_body": how reference names are written (the generator's own rule). */
export const nameKey = referenceKey;

function muscleMatches(m: MuscleReference, key: string): boolean {
  return nameKey(m.name) === key || m.muscleGroup === key || (m.synonyms ?? []).some((s) => nameKey(s) === key);
}

/** A body region matches a body_regions record or a muscle (name, synonym or group). */
export function regionMatches(refs: Pick<ReferenceLists, "muscles" | "bodyRegions">, label: string): boolean {
  const key = nameKey(label);
  return refs.bodyRegions.some((r) => nameKey(r.name) === key) || refs.muscles.some((m) => muscleMatches(m, key));
}

export function muscleMatchesName(muscles: readonly MuscleReference[], name: string): boolean {
  const key = nameKey(name);
  return muscles.some((m) => muscleMatches(m, key));
}

function matchedContraindication(list: readonly ContraindicationReference[], label: string) {
  const key = nameKey(label);
  return list.find((c) => nameKey(c.name) === key || (c.injuryLabel ? nameKey(c.injuryLabel) === key : false));
}

/** The request body of POST /api/programs/generate (spec 3 §3): the planner's input without the server's name and seed. */
export type ProgramGenerationRequest = Omit<ProgramRequestInput, "name" | "seed">;

/** Which selections were left out because no reference record matched them. */
export interface DroppedSelections {
  injuries: string[];
  muscles: string[];
  trainingFocus: string[];
  preferredBodyRegions: string[];
  availableEquipment: string[];
}

export function buildProgramRequest(
  config: ProgramConfig,
  refs: ReferenceLists,
): { request: ProgramGenerationRequest; dropped: DroppedSelections } {
  const dropped: DroppedSelections = { injuries: [], muscles: [], trainingFocus: [], preferredBodyRegions: [], availableEquipment: [] };
  const keep = <T>(values: readonly T[], ok: (v: T) => boolean, bin: T[]): T[] =>
    values.filter((v) => {
      if (ok(v)) return true;
      bin.push(v);
      return false;
    });

  const injuries: string[] = [];
  const contraindications: string[] = [];
  for (const label of config.injuries) {
    if (label === "None") continue;
    const hit = matchedContraindication(refs.contraindications, label);
    if (!hit) {
      dropped.injuries.push(label);
      continue;
    }
    injuries.push(label);
    if (!contraindications.includes(hit.id)) contraindications.push(hit.id);
  }
  const muscleOk = (name: string) => muscleMatchesName(refs.muscles, name);
  const weak = keep(config.weakBodyParts, muscleOk, dropped.muscles);
  // A part cannot be weak and strong at once; weak wins, as the planner does.
  const strong = keep(config.strongBodyParts, muscleOk, dropped.muscles).filter((m) => !weak.includes(m));
  const typeKeys = new Set(refs.trainingTypes.map((t) => nameKey(t.name)));
  const equipmentKeys = new Set(refs.equipment.map((e) => nameKey(e.name)));

  return {
    request: {
      injuries,
      contraindications,
      muscleImbalances: { weakBodyParts: weak, strongBodyParts: strong },
      durationWeeks: config.durationWeeks,
      trainingDaysPerWeek: config.trainingDaysPerWeek,
      sessionDurationMinutes: config.sessionDurationMinutes,
      experienceLevel: config.experienceLevel,
      primaryGoal: config.primaryGoal,
      trainingFocus: keep(config.trainingFocus, (f) => typeKeys.has(nameKey(f)), dropped.trainingFocus),
      preferredBodyRegions: keep(config.preferredBodyRegions, (r) => regionMatches(refs, r), dropped.preferredBodyRegions),
      availableEquipment: keep(config.availableEquipment, (e) => equipmentKeys.has(nameKey(e)), dropped.availableEquipment),
      periodizationType: config.periodizationType,
      varietyLevel: config.varietyLevel,
      deloadFrequency: config.deloadFrequency,
      fatiguePreference: config.fatiguePreference,
      includeCardio: config.includeCardio,
      includeStrength: config.includeStrength,
      includePower: config.includePower,
      includeHypertrophy: config.includeHypertrophy,
    },
    dropped,
  };
}

/** Equipment sorted by category, then name (spec 3 §7), grouped for display. */
export function groupEquipment<T extends NamedReference & { category?: string }>(list: readonly T[]): { category: string; items: T[] }[] {
  const sorted = [...list].sort(
    (a, b) => (a.category ?? "").localeCompare(b.category ?? "") || a.name.localeCompare(b.name),
  );
  const groups: { category: string; items: T[] }[] = [];
  for (const item of sorted) {
    const category = item.category ?? "";
    const last = groups[groups.length - 1];
    if (last && last.category === category) last.items.push(item);
    else groups.push({ category, items: [item] });
  }
  return groups;
}
