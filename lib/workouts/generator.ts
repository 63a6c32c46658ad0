/**
 * The generator wizard (spec 2 §2.1, §4.1, §5): its choices, step rules and
 * the request it sends. It calls the same engine as the builder
 * (POST /api/workouts/generate), so duration, balance, injuries and the
 * coaching rules hold here too; the spec's random list request ignored all of them.
 */
import { GENERATOR_LIMITS, type TrainingGoal } from "@/lib/training/constants";
import type { WorkoutType } from "@/lib/training/constants";

export type WizardStep = 1 | 2 | 3 | 4;

export interface GeneratorChoices {
  name: string;
  /** fitness_goals name. */
  goal: string | null;
  /** experience_levels name. */
  level: string | null;
  duration: number;
  /** Muscle ids; none means full body. */
  muscles: string[];
  /** Equipment ids; none means bodyweight only. */
  equipment: string[];
  /** Contraindication names (knee_issues, …); the engine substitutes rather than deletes. */
  injuries: string[];
  exerciseCount: number;
  /** "What should I train today?": the workout type follows the lifter's last 7 days ("auto"). */
  today?: boolean;
}

export const INITIAL_CHOICES: Readonly<GeneratorChoices> = {
  name: "",
  goal: null,
  level: null,
  duration: GENERATOR_LIMITS.durationMinutes.default,
  muscles: [],
  equipment: [],
  injuries: [],
  exerciseCount: GENERATOR_LIMITS.exerciseCount.default,
};

/** Step 1 -> 2 needs a goal and a level; 2 -> 3 is free. */
export function canAdvance(step: WizardStep, choices: GeneratorChoices): boolean {
  if (step === 1) return Boolean(choices.goal && choices.level);
  return step === 2;
}

export function clampDuration(value: number): number {
  const { min, max, step } = GENERATOR_LIMITS.durationMinutes;
  if (!Number.isFinite(value)) return GENERATOR_LIMITS.durationMinutes.default;
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

export function clampExerciseCount(value: number): number {
  const { min, max } = GENERATOR_LIMITS.exerciseCount;
  if (!Number.isFinite(value)) return GENERATOR_LIMITS.exerciseCount.default;
  return Math.min(max, Math.max(min, Math.round(value)));
}

const UPPER_GROUPS = new Set(["chest", "back", "shoulders", "arms"]);
const LOWER_GROUPS = new Set(["quads", "hamstrings", "glutes", "calves"]);

/** Chosen muscles all above the waist: an upper-body session; all below: lower body; otherwise (or none) full body. Core goes with either. */
export function wizardWorkoutType(groups: readonly string[]): WorkoutType {
  const limbs = groups.filter((g) => UPPER_GROUPS.has(g) || LOWER_GROUPS.has(g));
  if (limbs.length === 0) return "full_body";
  if (limbs.every((g) => UPPER_GROUPS.has(g))) return "upper_body";
  if (limbs.every((g) => LOWER_GROUPS.has(g))) return "lower_body";
  return "full_body";
}

/**
 * The wizard's goals that the engine has no preset for, and what it trains
 * instead; the results say so rather than pretend.
 */
export const GOAL_STAND_INS: Readonly<Record<string, { goal: TrainingGoal | "general_fitness"; note: string }>> = {
  mobility: {
    goal: "general_fitness",
    note: "There is no mobility session type yet: this is a balanced general-fitness session. Full-range, controlled reps keep it mobility-friendly.",
  },
};

export interface WizardRequest {
  workoutType: WorkoutType | "auto";
  targetDuration: number;
  experienceLevel: string;
  availableEquipment: string[];
  primaryGoals: string[];
  focusMuscles: string[];
  injuries: string[];
  exerciseCount: number;
  name?: string;
}

/** The body of POST /api/workouts/generate for the wizard's choices; muscles by id, with their names and groups. */
export function wizardRequest(choices: GeneratorChoices, muscles: readonly { id: string; name: string; muscleGroup: string }[]): WizardRequest {
  const chosen = muscles.filter((m) => choices.muscles.includes(m.id));
  const goal = choices.goal ?? "general_fitness";
  const name = choices.name.trim();
  return {
    workoutType: choices.today ? "auto" : wizardWorkoutType(chosen.map((m) => m.muscleGroup)),
    targetDuration: clampDuration(choices.duration),
    experienceLevel: choices.level ?? "beginner",
    availableEquipment: [...choices.equipment],
    primaryGoals: [GOAL_STAND_INS[goal]?.goal ?? goal],
    focusMuscles: chosen.map((m) => m.name),
    injuries: [...choices.injuries],
    exerciseCount: clampExerciseCount(choices.exerciseCount),
    ...(name ? { name } : {}),
  };
}

/** 'Your Generated Workout' when no name was given. */
export function resultTitle(name: string): string {
  return name.trim() || "Your Generated Workout";
}
