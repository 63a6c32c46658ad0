/**
 * Experience levels and what they allow: the generator's difficulty band,
 * the builder's 1-9 fitness level, and the builder's goal flags.
 */
import type { BalanceMode, BuilderFocus, TrainingGoal, WorkoutType } from "./constants";

export type ExperienceLevel = "sedentary" | "beginner" | "intermediate" | "advanced" | "elite";
export type BuilderExperience = "beginner" | "intermediate" | "advanced";

export interface DifficultyRange {
  min: number;
  max: number;
}

/**
 * Difficulty band per level (spec 2 §9.1): sedentary/beginner <= 4,
 * intermediate 3-7, advanced >= 5. The spec has no elite band (only the
 * program builder offers elite); elite gets 6-10 so it keeps advanced's
 * ceiling but drops the easiest advanced picks, and stays wide enough that
 * a small catalogue can still fill a session.
 */
export const DIFFICULTY_BANDS: Readonly<Record<ExperienceLevel, DifficultyRange>> = {
  sedentary: { min: 1, max: 4 },
  beginner: { min: 1, max: 4 },
  intermediate: { min: 3, max: 7 },
  advanced: { min: 5, max: 10 },
  elite: { min: 6, max: 10 },
};

export function isExperienceLevel(value: unknown): value is ExperienceLevel {
  return typeof value === "string" && value in DIFFICULTY_BANDS;
}

/** Unknown levels fall back to intermediate, the program builder's default. */
export function difficultyRangeFor(level: string): DifficultyRange {
  const key = level.trim().toLowerCase();
  return isExperienceLevel(key) ? DIFFICULTY_BANDS[key] : DIFFICULTY_BANDS.intermediate;
}

export function isDifficultyAllowed(difficulty: number, level: string): boolean {
  const { min, max } = difficultyRangeFor(level);
  return difficulty >= min && difficulty <= max;
}

/** Builder fitness level 1-9 -> experience (spec 2 §9.2). */
export function experienceFromFitnessLevel(level: number): BuilderExperience {
  if (level <= 3) return "beginner";
  if (level <= 6) return "intermediate";
  return "advanced";
}

export interface BuilderGoalFlags {
  includeStrength?: boolean;
  includeHypertrophy?: boolean;
  includePower?: boolean;
  includeCardio?: boolean;
}

/** Goals sent by the builder: cardio is sent as endurance; hypertrophy when none. */
export function goalsFromBuilderFlags(flags: BuilderGoalFlags): TrainingGoal[] {
  const goals: TrainingGoal[] = [];
  if (flags.includeStrength) goals.push("strength");
  if (flags.includeHypertrophy) goals.push("hypertrophy");
  if (flags.includePower) goals.push("power");
  if (flags.includeCardio) goals.push("endurance");
  return goals.length > 0 ? goals : ["hypertrophy"];
}

/** Same mapping from a list of checked focus boxes. */
export function goalsFromBuilderFocus(focus: readonly BuilderFocus[]): TrainingGoal[] {
  return goalsFromBuilderFlags({
    includeStrength: focus.includes("strength"),
    includeHypertrophy: focus.includes("hypertrophy"),
    includePower: focus.includes("power"),
    includeCardio: focus.includes("cardio"),
  });
}

/** Balance mode -> workout type target; auto sends none (spec 2 §9.2). */
export function balanceModeTarget(mode: BalanceMode): WorkoutType | undefined {
  switch (mode) {
    case "upper":
      return "upper_body";
    case "lower":
      return "lower_body";
    case "push":
      return "push";
    case "pull":
      return "pull";
    case "full":
      return "full_body";
    default:
      return undefined;
  }
}
