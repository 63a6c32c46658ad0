/**
 * Program planning, step 1: the request. Checks a program request against
 * the catalogue and resolves it into a ProgramSpec (goal presets, equipment,
 * injuries, weak and strong body parts, variety, fatigue, extras).
 */
import { PERIODIZATION_TYPES, PROGRAM_BUILDER_DEFAULTS, type PeriodizationType, type TrainingGoal } from "./constants";
import { normaliseSeed } from "./random";
import { clamp } from "./values";
import { listText, referenceKey, resolveEquipment, resolveFitnessGoal, resolveInjuries, resolveMuscles, type Catalogue } from "./catalogue";
import { generationError, resolveLevel, sortGoals, type FatiguePreference, type Resolved, type SessionExtras } from "./workout-request";

/** Program generation request (spec 3 §3) after schema validation, defaults filled. */
export interface ProgramRequestInput {
  name?: string;
  injuries: readonly string[];
  contraindications: readonly string[];
  muscleImbalances: { weakBodyParts: readonly string[]; strongBodyParts: readonly string[] };
  durationWeeks: number;
  trainingDaysPerWeek: number;
  sessionDurationMinutes: number;
  experienceLevel: string;
  primaryGoal: string;
  trainingFocus: readonly string[];
  preferredBodyRegions: readonly string[];
  availableEquipment: readonly string[];
  periodizationType: string;
  varietyLevel: number;
  deloadFrequency: number;
  fatiguePreference: string;
  includeCardio: boolean;
  includeStrength: boolean;
  includePower: boolean;
  includeHypertrophy: boolean;
  seed: number | string;
}

export interface ProgramSpec {
  name?: string;
  weeks: number;
  daysPerWeek: number;
  sessionMinutes: number;
  level: { name: string; rank: number; band: { min: number; max: number } };
  primaryGoal: string;
  goals: TrainingGoal[];
  focus: string[];
  equipment: ReadonlySet<string>;
  injuries: ReadonlySet<string>;
  /** Catalogue muscle names. */
  weak: string[];
  strong: string[];
  preferred: string[];
  periodization: PeriodizationType;
  variety: 1 | 2 | 3 | 4 | 5;
  deloadFrequency: number;
  fatigue: FatiguePreference;
  extras: SessionExtras;
  /** Conditioning finisher on every training day (fat loss) or every other one (cardio wanted). */
  finisherEvery: 0 | 1 | 2;
  seed: number;
}

export const PRIMARY_GOAL_PRESETS: Readonly<Record<string, readonly TrainingGoal[]>> = {
  strength: ["strength"],
  hypertrophy: ["hypertrophy"],
  fat_loss: ["hypertrophy", "endurance"],
  athletic_performance: ["power", "strength"],
  endurance: ["endurance"],
  power: ["power", "strength"],
  general_fitness: ["hypertrophy"],
  mobility: ["hypertrophy", "endurance"],
};

const FOCUS_OPTIONS = ["strength", "hypertrophy", "power", "cardio", "mobility", "endurance", "core", "balance"];

export function resolveProgramRequest(catalogue: Catalogue, input: ProgramRequestInput): Resolved<ProgramSpec> {
  const level = resolveLevel(catalogue, input.experienceLevel);
  if (!level) return generationError("experienceLevel must be beginner, intermediate, advanced or elite (or an experience level id).", "experienceLevel");
  const goalRecord = resolveFitnessGoal(catalogue, input.primaryGoal);
  const goalName = goalRecord?.name ?? referenceKey(input.primaryGoal);
  const presetGoals = PRIMARY_GOAL_PRESETS[goalName];
  if (!presetGoals) return generationError("primaryGoal must be strength, hypertrophy, fat_loss or athletic_performance (or a fitness goal id).", "primaryGoal");
  const periodization = referenceKey(input.periodizationType) as PeriodizationType;
  if (!(PERIODIZATION_TYPES as readonly string[]).includes(periodization)) {
    return generationError("periodizationType must be linear, undulating or block.", "periodizationType");
  }
  const fatigue = referenceKey(input.fatiguePreference);
  if (fatigue !== "low" && fatigue !== "moderate" && fatigue !== "high") {
    return generationError("fatiguePreference must be low, moderate or high.", "fatiguePreference");
  }
  const focus = input.trainingFocus.map(referenceKey).filter(Boolean);
  const badFocus = input.trainingFocus.filter((f) => !FOCUS_OPTIONS.includes(referenceKey(f)));
  if (badFocus.length > 0) return generationError(`Unknown training focus ${listText(badFocus.map((f) => `"${f}"`))}. Choose from ${listText(FOCUS_OPTIONS)}.`, "trainingFocus");

  const equipment = resolveEquipment(catalogue, input.availableEquipment);
  if (equipment.unknown.length > 0) {
    return generationError(`Unknown equipment ${listText(equipment.unknown.map((u) => `"${u}"`))}. Send equipment ids or names, or the types barbell, dumbbells, cables, bodyweight, kettlebell, bands, machine, other.`, "availableEquipment");
  }
  const injuries = resolveInjuries(catalogue, [...input.injuries, ...input.contraindications]);
  if (injuries.unknown.length > 0) {
    const labels = catalogue.contraindications.map((c) => c.injuryLabel).filter(Boolean);
    return generationError(`Unknown injury ${listText(injuries.unknown.map((u) => `"${u}"`))}. Known injuries: ${listText(labels)}.`, input.injuries.some((i) => injuries.unknown.includes(i)) ? "injuries" : "contraindications");
  }
  const muscles = (field: string, values: readonly string[]) => {
    const r = resolveMuscles(catalogue, values);
    return r.unknown.length > 0
      ? generationError(`Unknown muscle or body part ${listText(r.unknown.map((u) => `"${u}"`))}. Use muscle names (chest, lats, quads…) or body regions (Upper Body, Arms, Legs…).`, field)
      : ({ ok: true, value: r.values } as const);
  };
  const weak = muscles("muscleImbalances.weakBodyParts", input.muscleImbalances.weakBodyParts);
  if (!weak.ok) return weak;
  const strong = muscles("muscleImbalances.strongBodyParts", input.muscleImbalances.strongBodyParts);
  if (!strong.ok) return strong;
  const preferred = muscles("preferredBodyRegions", input.preferredBodyRegions);
  if (!preferred.ok) return preferred;

  const goals: TrainingGoal[] = [...presetGoals];
  if (input.includeStrength || focus.includes("strength")) goals.push("strength");
  if (input.includeHypertrophy || focus.includes("hypertrophy")) goals.push("hypertrophy");
  if (focus.includes("endurance")) goals.push("endurance");
  const wantsCardio = input.includeCardio || focus.includes("cardio");
  return {
    ok: true,
    value: {
      name: input.name?.trim() || undefined,
      weeks: input.durationWeeks,
      daysPerWeek: input.trainingDaysPerWeek,
      sessionMinutes: input.sessionDurationMinutes,
      level,
      primaryGoal: goalName,
      goals: sortGoals([...new Set(goals)]),
      focus,
      equipment: equipment.values,
      injuries: injuries.values,
      weak: weak.value,
      strong: strong.value.filter((m) => !weak.value.includes(m)),
      preferred: preferred.value,
      periodization,
      variety: clamp(Math.round(input.varietyLevel), 1, 5) as ProgramSpec["variety"],
      deloadFrequency: input.deloadFrequency,
      fatigue,
      extras: {
        power: input.includePower || focus.includes("power") || goalName === "athletic_performance",
        core: focus.includes("core"),
        mobility: focus.includes("mobility"),
      },
      finisherEvery: goalName === "fat_loss" ? 1 : wantsCardio ? 2 : 0,
      seed: normaliseSeed(input.seed),
    },
  };
}
/** The program builder's defaults as a request (spec 3 §5), for callers that send a partial body. */
export function defaultProgramRequest(seed: number | string): ProgramRequestInput {
  return {
    ...PROGRAM_BUILDER_DEFAULTS,
    trainingFocus: [...PROGRAM_BUILDER_DEFAULTS.trainingFocus],
    injuries: [],
    contraindications: [],
    muscleImbalances: { weakBodyParts: [], strongBodyParts: [] },
    preferredBodyRegions: [],
    availableEquipment: [],
    seed,
  };
}
