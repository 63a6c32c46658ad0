/**
 * Workout generation, step 1: the request. Checks the body of
 * POST /api/workouts/generate against the catalogue and resolves every
 * reference (ids, names, aliases) into a WorkoutSpec the later steps read.
 */
import { TRAINING_GOALS, WORKOUT_TYPES, type TrainingGoal, type WorkoutType } from "./constants";
import { DIFFICULTY_BANDS, isExperienceLevel, type DifficultyRange } from "./experience";
import type { RepZone } from "./prescription";
import { normaliseSeed } from "./random";
import { wantsAerobicWork } from "./aerobic-work";
import {
  listText,
  referenceKey,
  resolveEquipment,
  resolveExperienceLevel,
  resolveInjuries,
  resolveMuscles,
  type Catalogue,
} from "./catalogue";

/** The body of POST /api/workouts/generate after schema validation (spec 2 §7). */
export interface WorkoutRequestInput {
  workoutType: string;
  targetDuration: number;
  experienceLevel: string;
  availableEquipment: readonly string[];
  difficultyLevel?: number;
  primaryGoals: readonly string[];
  focusMuscles: readonly string[];
  /** Muscles the user wants left alone today (sore, or trained yesterday): no exercise works them as a prime mover. */
  avoidMuscles?: readonly string[];
  injuries: readonly string[];
  exerciseCount?: number;
  seed: number | string;
  name?: string;
  /** The readiness screen said yes (COACHING.md §2): RPE 7 at most, no maximal efforts, prescribed so from the start. */
  conservative?: boolean;
}

/** Extra work the program planner asks for on top of the session's slots. */
export interface SessionExtras {
  /** A plyometric or Olympic lift first. */
  power?: boolean;
  /** A trunk exercise even on split days. */
  core?: boolean;
  /** One mobility drill as the warm-up. */
  mobility?: boolean;
  /** A short conditioning block at the end. */
  finisher?: boolean;
  /** A steady aerobic finisher at a talking pace (fat loss, general fitness: aerobic-work.ts); replaces `finisher`. */
  aerobic?: boolean;
}

export type FatiguePreference = "low" | "moderate" | "high";

/** A resolved request: references are catalogue names, numbers are checked. */
export interface WorkoutSpec {
  name?: string;
  workoutType: WorkoutType;
  targetMinutes: number;
  level: string;
  rank: number;
  band: DifficultyRange;
  difficultyTarget: number;
  equipment: ReadonlySet<string>;
  injuries: ReadonlySet<string>;
  goals: TrainingGoal[];
  /**
   * The goal that dominates (programs): the lead lift may take the heaviest
   * of `goals`, every other exercise follows this one. Without it goals are
   * spread over the session in order, heaviest first.
   */
  mainGoal?: TrainingGoal;
  /** Catalogue muscle names; a hard filter. */
  focusMuscles: readonly string[];
  /** Catalogue muscle names no exercise may have as a primary muscle; a hard filter. */
  avoidMuscles?: readonly string[];
  exerciseCount?: number;
  seed: number;
  /** Catalogue muscle name -> extra weight (weak body parts, preferred regions). */
  priorityMuscles?: ReadonlyMap<string, number>;
  /** Exercise ids to keep (rotation: same main lifts) or to move away from. */
  prefer?: ReadonlySet<string>;
  avoid?: ReadonlySet<string>;
  /** Second and third sessions of the same type start from other patterns. */
  variant?: number;
  extras?: SessionExtras;
  fatigue?: FatiguePreference;
  zone?: RepZone;
  /** The readiness screen said yes: RPE 7 at most, no top sets (prescription.ts). */
  conservative?: boolean;
  /** The goals as the person named them, for the title, where presets would misname them (fat loss is not "Hypertrophy"). */
  titleGoals?: readonly string[];
}

export interface GenerationError {
  ok: false;
  message: string;
  /** PocketBase-style field errors. */
  data: Record<string, { code: string; message: string }>;
}

export type Resolved<T> = { ok: true; value: T } | GenerationError;

export function generationError(message: string, field?: string, code = "validation_invalid_value"): GenerationError {
  return { ok: false, message, data: field ? { [field]: { code, message } } : {} };
}

const WORKOUT_TYPE_ALIASES: Readonly<Record<string, WorkoutType>> = {
  upper: "upper_body",
  lower: "lower_body",
  full: "full_body",
  fullbody: "full_body",
  total_body: "full_body",
  conditioning: "cardio",
  hiit: "cardio",
  leg: "legs",
};

export function resolveWorkoutType(value: string): WorkoutType | undefined {
  const key = referenceKey(value);
  if ((WORKOUT_TYPES as readonly string[]).includes(key)) return key as WorkoutType;
  return WORKOUT_TYPE_ALIASES[key];
}

/** Goal names of the generator and of the fitness_goals lookup -> the four presets. */
const GOAL_ALIASES: Readonly<Record<string, readonly TrainingGoal[]>> = {
  strength: ["strength"],
  hypertrophy: ["hypertrophy"],
  power: ["power"],
  endurance: ["endurance"],
  cardio: ["endurance"],
  // Fat loss keeps the muscle with the hypertrophy row and adds aerobic work (COACHING.md §4, aerobic-work.ts),
  // rather than turning the lifts into endurance sets.
  fat_loss: ["hypertrophy"],
  athletic_performance: ["power", "strength"],
  general_fitness: ["hypertrophy"],
  muscle_gain: ["hypertrophy"],
};

export function resolveGoals(values: readonly string[], catalogue?: Catalogue): { goals: TrainingGoal[]; unknown: string[]; names: string[] } {
  const goals: TrainingGoal[] = [];
  const unknown: string[] = [];
  const names: string[] = [];
  for (const raw of values) {
    const byId = catalogue?.fitnessGoals.find((g) => g.id === raw.trim());
    const key = byId ? byId.name : referenceKey(raw);
    if (key === "") continue;
    const mapped = GOAL_ALIASES[key];
    if (!mapped) {
      unknown.push(raw);
      continue;
    }
    names.push(key);
    for (const g of mapped) if (!goals.includes(g)) goals.push(g);
  }
  return { goals, unknown, names };
}

/** Heaviest first, so a session's first lifts take the heavier presets. */
export function sortGoals(goals: readonly TrainingGoal[]): TrainingGoal[] {
  const order: readonly TrainingGoal[] = ["power", "strength", "hypertrophy", "endurance"];
  return order.filter((g) => goals.includes(g));
}

export const DEFAULT_LEVEL_RANKS: Readonly<Record<string, number>> = { sedentary: 0, beginner: 1, intermediate: 2, advanced: 3, elite: 4 };

export function resolveLevel(catalogue: Catalogue, value: string): { name: string; rank: number; band: DifficultyRange } | undefined {
  const record = resolveExperienceLevel(catalogue, value);
  const name = record?.name ?? referenceKey(value);
  if (!isExperienceLevel(name)) return undefined;
  return { name, rank: record?.rank ?? DEFAULT_LEVEL_RANKS[name], band: DIFFICULTY_BANDS[name] };
}

function unknownError(field: string, what: string, unknown: readonly string[], hint: string): GenerationError {
  const quoted = unknown.map((u) => `"${u}"`);
  return generationError(`Unknown ${what} ${listText(quoted)}. ${hint}`, field);
}

/** Checks and resolves a workout request against the catalogue. */
export function resolveWorkoutRequest(catalogue: Catalogue, input: WorkoutRequestInput): Resolved<WorkoutSpec> {
  const workoutType = resolveWorkoutType(input.workoutType);
  if (!workoutType) {
    return generationError(`workoutType must be one of ${listText([...WORKOUT_TYPES])}.`, "workoutType");
  }
  const level = resolveLevel(catalogue, input.experienceLevel);
  if (!level) {
    return generationError("experienceLevel must be sedentary, beginner, intermediate, advanced or elite (or an experience level id).", "experienceLevel");
  }
  const equipment = resolveEquipment(catalogue, input.availableEquipment);
  if (equipment.unknown.length > 0) {
    return unknownError("availableEquipment", "equipment", equipment.unknown, "Send equipment ids, equipment names or the types barbell, dumbbells, cables, bodyweight, kettlebell, bands, machine, other.");
  }
  const injuries = resolveInjuries(catalogue, input.injuries);
  if (injuries.unknown.length > 0) {
    const labels = catalogue.contraindications.map((c) => c.injuryLabel).filter(Boolean);
    return unknownError("injuries", "injury", injuries.unknown, `Known injuries: ${listText(labels)}.`);
  }
  const focus = resolveMuscles(catalogue, input.focusMuscles);
  if (focus.unknown.length > 0) {
    return unknownError("focusMuscles", "muscle", focus.unknown, "Send muscle ids or names such as chest, lats, quads or shoulders.");
  }
  const avoided = resolveMuscles(catalogue, input.avoidMuscles ?? []);
  if (avoided.unknown.length > 0) {
    return unknownError("avoidMuscles", "muscle", avoided.unknown, "Send muscle ids or names such as chest, lats, quads or shoulders.");
  }
  const goals = resolveGoals(input.primaryGoals, catalogue);
  if (goals.unknown.length > 0) {
    return unknownError("primaryGoals", "goal", goals.unknown, `Goals are ${listText([...TRAINING_GOALS])}.`);
  }
  const target = input.difficultyLevel ?? Math.round((level.band.min + Math.min(level.band.max, 8)) / 2);
  return {
    ok: true,
    value: {
      name: input.name?.trim() || undefined,
      workoutType,
      targetMinutes: input.targetDuration,
      level: level.name,
      rank: level.rank,
      band: level.band,
      difficultyTarget: Math.min(level.band.max, Math.max(level.band.min, target)),
      equipment: equipment.values,
      injuries: injuries.values,
      goals: goals.goals.length > 0 ? sortGoals(goals.goals) : ["hypertrophy"],
      focusMuscles: focus.values,
      ...(avoided.values.length > 0 ? { avoidMuscles: avoided.values } : {}),
      exerciseCount: input.exerciseCount,
      seed: normaliseSeed(input.seed),
      ...(input.conservative === true ? { conservative: true } : {}),
      ...(wantsAerobicWork(goals.names) && workoutType !== "cardio" ? { extras: { aerobic: true } } : {}),
      ...(wantsAerobicWork(goals.names) ? { titleGoals: [...new Set(goals.names)].map((n) => n.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase())) } : {}),
    },
  };
}
