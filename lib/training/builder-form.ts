/**
 * The builder's parameter form (spec 2 §3.6, §7, §9.2): templates and the
 * body of POST /api/workouts/generate.
 */
import type { BalanceMode, BuilderSettings, BuilderTemplate, TrainingGoal, WorkoutType } from "./constants";
import { balanceModeTarget, experienceFromFitnessLevel, goalsFromBuilderFlags, type BuilderExperience } from "./experience";

/** Applies a quick-start template; a template without a type keeps the current one. */
export function applyBuilderTemplate(settings: BuilderSettings, template: BuilderTemplate): BuilderSettings {
  return {
    workoutType: template.workoutType ?? settings.workoutType,
    duration: template.duration,
    fitnessLevel: template.fitnessLevel,
    includeStrength: template.includeStrength,
    includeHypertrophy: template.includeHypertrophy,
    includePower: template.includePower,
    includeCardio: template.includeCardio,
  };
}

export interface BuilderForm extends BuilderSettings {
  balanceMode: BalanceMode;
  /** Equipment record ids resolved from the chosen equipment types. */
  equipmentIds: string[];
  muscleGroups: string[];
  injuries: string[];
}

export interface GenerateWorkoutBody {
  workoutType: WorkoutType;
  targetDuration: number;
  experienceLevel: BuilderExperience;
  availableEquipment: string[];
  difficultyLevel: number;
  primaryGoals: TrainingGoal[];
  focusMuscles: string[];
  injuries: string[];
}

/**
 * Request body of the builder's generate call. The fitness level (1-9) is
 * sent both as the experience band and as difficultyLevel. A non-auto
 * balance mode overrides the workout type, since "upper focus" on a full
 * body type would otherwise be ignored (the spec leaves this mapping open).
 */
export function generateRequestFromForm(form: BuilderForm): GenerateWorkoutBody {
  return {
    workoutType: balanceModeTarget(form.balanceMode) ?? form.workoutType,
    targetDuration: form.duration,
    experienceLevel: experienceFromFitnessLevel(form.fitnessLevel),
    availableEquipment: [...form.equipmentIds],
    difficultyLevel: form.fitnessLevel,
    primaryGoals: goalsFromBuilderFlags(form),
    focusMuscles: [...form.muscleGroups],
    injuries: form.injuries.filter((i) => i !== "None"),
  };
}
