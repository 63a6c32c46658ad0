// Workout builder choices, templates and limits: plain values, part of lib/training/constants.
// ---------------------------------------------------------------------------
// Builder (spec 2 §2.2, §5, §9.2)
// ---------------------------------------------------------------------------

export const WORKOUT_TYPES = ["full_body", "upper_body", "lower_body", "push", "pull", "legs", "cardio"] as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];
/** Saved workouts may also carry 'custom' (no balance data). */
export type SavedWorkoutType = WorkoutType | "custom";

export const EQUIPMENT_TYPES = [
  "barbell",
  "dumbbells",
  "cables",
  "bodyweight",
  "kettlebell",
  "bands",
  "machine",
  "other",
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

export const BALANCE_MODES = ["auto", "upper", "lower", "push", "pull", "full"] as const;
export type BalanceMode = (typeof BALANCE_MODES)[number];

export const BUILDER_FOCUS_OPTIONS = ["strength", "hypertrophy", "power", "cardio"] as const;
export type BuilderFocus = (typeof BUILDER_FOCUS_OPTIONS)[number];

export interface BuilderSettings {
  workoutType: WorkoutType;
  duration: number;
  fitnessLevel: number;
  includeStrength: boolean;
  includeHypertrophy: boolean;
  includePower: boolean;
  includeCardio: boolean;
}

export const BUILDER_DEFAULTS: Readonly<BuilderSettings> = {
  workoutType: "full_body",
  duration: 60,
  fitnessLevel: 5,
  includeStrength: true,
  includeHypertrophy: true,
  includePower: false,
  includeCardio: false,
};

export interface BuilderTemplate extends Omit<BuilderSettings, "workoutType"> {
  id: string;
  name: string;
  /**
   * Fat Burner and Muscle Growth name no workout type in the spec; applying
   * them keeps whatever type is selected rather than inventing one.
   */
  workoutType?: WorkoutType;
}

export const BUILDER_TEMPLATES: readonly BuilderTemplate[] = [
  {
    id: "strength-builder",
    name: "Strength Builder",
    workoutType: "full_body",
    duration: 60,
    fitnessLevel: 6,
    includeStrength: true,
    includeHypertrophy: false,
    includePower: true,
    includeCardio: false,
  },
  {
    id: "fat-burner",
    name: "Fat Burner",
    duration: 45,
    fitnessLevel: 5,
    includeStrength: false,
    includeHypertrophy: false,
    includePower: true,
    includeCardio: true,
  },
  {
    id: "muscle-growth",
    name: "Muscle Growth",
    duration: 75,
    fitnessLevel: 6,
    includeStrength: false,
    includeHypertrophy: true,
    includePower: false,
    includeCardio: false,
  },
  {
    id: "cardio-blast",
    name: "Cardio Blast",
    workoutType: "cardio",
    duration: 30,
    fitnessLevel: 5,
    includeStrength: false,
    includeHypertrophy: false,
    includePower: false,
    includeCardio: true,
  },
];

/** Delay between applying a template and generating (spec 2 §2.2). */
export const TEMPLATE_GENERATE_DELAY_MS = 100;

export const BUILDER_LIMITS = {
  durationMinutes: { min: 15, max: 120 },
  fitnessLevel: { min: 1, max: 9 },
  sets: { min: 1, max: 10 },
  restSeconds: { min: 0, step: 15 },
  rpe: { min: 1, max: 10 },
  restoredNoticeMs: 5000,
  strengthsShown: 3,
  improvementsShown: 3,
  primaryMuscleTagsPreview: 4,
  primaryMuscleTagsRow: 3,
  equipmentTagsInSearch: 2,
  searchPageSize: 20,
  equipmentLookupPageSize: 50,
  coverageMusclesShown: 6,
  /** Share above which a saved workout is typed upper_body / lower_body. */
  workoutTypeThresholdPercent: 70,
  /** Balance tiles read 'Balanced' below this difference. */
  balancedDifferencePercent: 10,
  highFatigueAt: 7,
} as const;

export const BUILDER_STATS = {
  /** Duration is the one session clock (lib/training/session-clock.ts); calories follow it. */
  caloriesPerMinute: 7.5,
  primaryLoadSeconds: 60,
  secondaryLoadSeconds: 30,
  coveragePrimaryPoints: 2,
  coverageSecondaryPoints: 1,
} as const;

export const BUILDER_MESSAGES = {
  generateFailed: "Failed to generate workout. Please try again.",
  saveSuccess: "Workout saved successfully!",
  saveFailure: "Failed to save workout",
  coverageNote: "Primary muscles = 2 pts, Secondary = 1 pt",
  coverageEmpty: "No muscle data available",
  restoredNotice: "Previous workout restored",
} as const;
