// Program builder choices and placeholder scores: plain values, part of lib/training/constants.
// ---------------------------------------------------------------------------
// Program builder choices (spec 3 §5)
// ---------------------------------------------------------------------------

export const PROGRAM_EXPERIENCE_LEVELS = ["beginner", "intermediate", "advanced", "elite"] as const;
export type ProgramExperienceLevel = (typeof PROGRAM_EXPERIENCE_LEVELS)[number];

export const PRIMARY_GOALS = ["strength", "hypertrophy", "fat_loss", "athletic_performance"] as const;
export type PrimaryGoal = (typeof PRIMARY_GOALS)[number];

export const TRAINING_FOCUS_OPTIONS = [
  "strength",
  "hypertrophy",
  "power",
  "cardio",
  "mobility",
  "endurance",
  "core",
  "balance",
] as const;
export type TrainingFocus = (typeof TRAINING_FOCUS_OPTIONS)[number];

export const BODY_REGIONS = [
  "Upper Body",
  "Lower Body",
  "Core",
  "Chest",
  "Back",
  "Shoulders",
  "Arms",
  "Legs",
  "Glutes",
] as const;
export type PreferredBodyRegion = (typeof BODY_REGIONS)[number];

export const INJURIES = [
  "Lower Back Pain",
  "Knee Issues",
  "Shoulder Impingement",
  "Wrist Pain",
  "Hip Mobility",
  "Ankle Instability",
  "Neck Pain",
  "Elbow Issues",
  "None",
] as const;
export type Injury = (typeof INJURIES)[number];

export const PERIODIZATION_TYPES = ["linear", "undulating", "block"] as const;
export type PeriodizationType = (typeof PERIODIZATION_TYPES)[number];

export const VARIETY_LEVELS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: "Same exercises every week",
  2: "Minor variations monthly",
  3: "Moderate rotation bi-weekly",
  4: "Weekly changes",
  5: "Different every session",
};
export type VarietyLevel = keyof typeof VARIETY_LEVELS;

export const DELOAD_FREQUENCIES = [3, 4, 5, 6] as const;
export type DeloadFrequency = (typeof DELOAD_FREQUENCIES)[number];

/** The spec only gives the default; low and high are the natural neighbours. */
export const FATIGUE_PREFERENCES = ["low", "moderate", "high"] as const;
export type FatiguePreference = (typeof FATIGUE_PREFERENCES)[number];

export interface ProgramBuilderDefaults {
  durationWeeks: number;
  trainingDaysPerWeek: number;
  sessionDurationMinutes: number;
  experienceLevel: ProgramExperienceLevel;
  primaryGoal: PrimaryGoal;
  trainingFocus: TrainingFocus[];
  periodizationType: PeriodizationType;
  varietyLevel: VarietyLevel;
  deloadFrequency: DeloadFrequency;
  fatiguePreference: FatiguePreference;
  includeStrength: boolean;
  includeHypertrophy: boolean;
  includePower: boolean;
  includeCardio: boolean;
}

export const PROGRAM_BUILDER_LIMITS = {
  durationWeeks: { min: 4, max: 24, step: 4, default: 12 },
  trainingDaysPerWeek: { min: 1, max: 7, default: 4 },
  sessionDurationMinutes: { min: 30, max: 120, step: 15, default: 60 },
  varietyLevel: { min: 1, max: 5, default: 3 },
} as const;

export const PROGRAM_BUILDER_DEFAULTS: Readonly<ProgramBuilderDefaults> = {
  durationWeeks: 12,
  trainingDaysPerWeek: 4,
  sessionDurationMinutes: 60,
  experienceLevel: "intermediate",
  primaryGoal: "hypertrophy",
  trainingFocus: ["strength", "hypertrophy"],
  periodizationType: "linear",
  varietyLevel: 3,
  deloadFrequency: 4,
  fatiguePreference: "moderate",
  includeStrength: true,
  includeHypertrophy: true,
  includePower: false,
  includeCardio: false,
};

export const PROGRAM_BUILDER_SECTIONS = [
  "Health & Safety",
  "Basic Setup",
  "Goals & Equipment",
  "Advanced Settings",
] as const;

export const PROGRAM_MESSAGES = {
  generateFailed: "Failed to generate program. Please try again.",
  emptyWorkout: "Exercise details are being optimized by the TOPSIS algorithm...",
  placeholderWeekTitle: "Program Structure Generated",
  placeholderWeekText: "Workout exercises are being optimized",
  weekHeader: (week: number): string => `Week ${week}: Foundation Phase`,
  weekSubheader: "Focus on form and progressive overload",
  wellBalanced: "Well-Balanced Program",
} as const;

/** Week selector length when neither durationWeeks nor weeks are known. */
export const DEFAULT_PROGRAM_WEEKS_SHOWN = 12;

// ---------------------------------------------------------------------------
// Placeholder program score (spec 3 §9)
// ---------------------------------------------------------------------------

export const PLACEHOLDER_PROGRAM = {
  setsByExperience: { beginner: 3, intermediate: 4, advanced: 5 },
  repsByGoal: { strength: "5", hypertrophy: "8-12", other: "12-15" },
  restSeconds: 90,
  exercisesPerDay: 6,
  daysPerWeek: 3,
  weeks: 8,
  sessionMinutes: 60,
  longProgramWeeks: 12,
  longProgramOverloadBonus: 10,
} as const;

export const PROGRAM_DETAIL_SCORE = {
  progressiveOverloadBase: 75,
  longProgramBonus: 15,
  shortProgramBonus: 5,
  longProgramWeeks: 12,
} as const;
