/**
 * Business constants of the three specification documents, in one place so
 * the UI, the route handlers and the generators never disagree on a number.
 * Sources are noted per block (spec N §x).
 */

// ---------------------------------------------------------------------------
// Goal presets (spec 3 §9 "Goal presets") and progression advice
// ---------------------------------------------------------------------------

export const TRAINING_GOALS = ["strength", "hypertrophy", "power", "endurance"] as const;
export type TrainingGoal = (typeof TRAINING_GOALS)[number];

/** Tempo as eccentric-pause-concentric; 'X' is an explosive concentric. */
export interface TempoTriplet {
  eccentric: number;
  pause: number;
  concentric: number | "X";
}

export interface GoalPreset {
  goal: TrainingGoal;
  /** Texts exactly as the spec's table prints them. */
  reps: string;
  sets: string;
  rest: string;
  rpe: string;
  tempo: string;
  frequency: string;
  /** Numeric forms for generators. */
  repsMin: number;
  repsMax: number;
  setsMin: number;
  setsMax: number;
  restSecondsMin: number;
  restSecondsMax: number;
  rpeMin: number;
  rpeMax: number;
  tempoTriplet: TempoTriplet;
  frequencyMin: number;
  frequencyMax: number;
  /** Exact progression advice of the spec. */
  progression: string;
}

export const PROGRESSION_ADVICE: Readonly<Record<TrainingGoal, string>> = {
  strength: "Add 2.5-5% load when all sets are good.",
  hypertrophy: "Reach 12 reps, then add 5-10% and return to 6.",
  power: "Add load only if speed holds.",
  endurance: "Add 2-3 reps weekly. At 20 reps, add load and drop to 12.",
};

export const GOAL_PRESETS: Readonly<Record<TrainingGoal, GoalPreset>> = {
  strength: {
    goal: "strength",
    reps: "3-6",
    sets: "3-5",
    rest: "3-5 min",
    rpe: "9-10/10",
    tempo: "2-1-1",
    frequency: "1-2x/week",
    repsMin: 3,
    repsMax: 6,
    setsMin: 3,
    setsMax: 5,
    restSecondsMin: 180,
    restSecondsMax: 300,
    rpeMin: 9,
    rpeMax: 10,
    tempoTriplet: { eccentric: 2, pause: 1, concentric: 1 },
    frequencyMin: 1,
    frequencyMax: 2,
    progression: PROGRESSION_ADVICE.strength,
  },
  hypertrophy: {
    goal: "hypertrophy",
    reps: "6-12",
    sets: "3-4",
    rest: "60-90s",
    rpe: "7-8/10",
    tempo: "3-1-1",
    frequency: "2x/week",
    repsMin: 6,
    repsMax: 12,
    setsMin: 3,
    setsMax: 4,
    restSecondsMin: 60,
    restSecondsMax: 90,
    rpeMin: 7,
    rpeMax: 8,
    tempoTriplet: { eccentric: 3, pause: 1, concentric: 1 },
    frequencyMin: 2,
    frequencyMax: 2,
    progression: PROGRESSION_ADVICE.hypertrophy,
  },
  power: {
    goal: "power",
    reps: "3-5",
    sets: "4-6",
    rest: "2-3 min",
    rpe: "8/10",
    tempo: "1-0-X",
    frequency: "1-2x/week",
    repsMin: 3,
    repsMax: 5,
    setsMin: 4,
    setsMax: 6,
    restSecondsMin: 120,
    restSecondsMax: 180,
    rpeMin: 8,
    rpeMax: 8,
    tempoTriplet: { eccentric: 1, pause: 0, concentric: "X" },
    frequencyMin: 1,
    frequencyMax: 2,
    progression: PROGRESSION_ADVICE.power,
  },
  endurance: {
    goal: "endurance",
    // "12-15+": 15 is the usual prescription; the advice lets reps climb to 20
    // (ENDURANCE_REP_CEILING) before load goes up, hence the open end.
    reps: "12-15+",
    sets: "2-3",
    rest: "30-45s",
    rpe: "6-7/10",
    tempo: "2-0-2",
    frequency: "2-3x/week",
    repsMin: 12,
    repsMax: 15,
    setsMin: 2,
    setsMax: 3,
    restSecondsMin: 30,
    restSecondsMax: 45,
    rpeMin: 6,
    rpeMax: 7,
    tempoTriplet: { eccentric: 2, pause: 0, concentric: 2 },
    frequencyMin: 2,
    frequencyMax: 3,
    progression: PROGRESSION_ADVICE.endurance,
  },
};

/** Numbers inside the progression advice, for code that applies it. */
export const STRENGTH_LOAD_INCREASE_PERCENT = { min: 2.5, max: 5 } as const;
export const HYPERTROPHY_PROGRESSION = { topReps: 12, returnToReps: 6, loadIncreasePercent: { min: 5, max: 10 } } as const;
export const ENDURANCE_PROGRESSION = { repsPerWeek: { min: 2, max: 3 }, topReps: 20, returnToReps: 12 } as const;
export const ENDURANCE_REP_CEILING = ENDURANCE_PROGRESSION.topReps;

/** Exercise detail "Programming parameters" tab default (spec 3 §4). */
export const DEFAULT_PROGRAMMING_GOAL: TrainingGoal = "hypertrophy";

// ---------------------------------------------------------------------------
// Defaults when data is missing (spec 2 §9.2, §9.4; spec 3 §9)
// ---------------------------------------------------------------------------

export const EXERCISE_DEFAULTS = {
  sets: 3,
  reps: "8-12",
  restSeconds: 90,
  tempo: "2-0-2-0",
  difficulty: 5,
  name: "Unknown Exercise",
} as const;

export const WORKOUT_DEFAULTS = {
  durationMinutes: 60,
  difficulty: 5,
  /** Detail page shows '~300' when calories are absent. */
  caloriesDisplay: "~300",
} as const;

/** "Unknown reps or sets total: 30 reps or 3 sets" (3 sets x the 8-12 midpoint). */
export const UNKNOWN_TOTALS = { reps: 30, sets: 3 } as const;

/** Exercise detail tempo defaults (spec 3 §9), in seconds. */
export const TEMPO_DEFAULTS = { eccentric: 3, concentric: 1, isometric: 0 } as const;

// ---------------------------------------------------------------------------
// Generator (spec 2 §5, §9.1)
// ---------------------------------------------------------------------------

export const GENERATOR_DEFAULTS = {
  setsMin: 3,
  setsMax: 4,
  repsMin: 8,
  repsMax: 12,
  /** Reps used by the duration formula when an exercise has none. */
  durationFormulaReps: 10,
  restSeconds: 60,
  secondsPerRep: 3,
} as const;

export const GENERATOR_LIMITS = {
  durationMinutes: { min: 15, max: 90, step: 15, default: 45 },
  exerciseCount: { min: 4, max: 12, default: 6 },
  muscleChipsOffered: 20,
  equipmentChipsOffered: 15,
  /** The submit lists twice the chosen count, then keeps the first N. */
  fetchMultiplier: 2,
} as const;

export const GENERATOR_EXPERIENCE_LEVELS = ["sedentary", "beginner", "intermediate", "advanced"] as const;
export type GeneratorExperienceLevel = (typeof GENERATOR_EXPERIENCE_LEVELS)[number];

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

export interface BuilderTemplate {
  id: string;
  name: string;
  /**
   * Fat Burner and Muscle Growth name no workout type in the spec; applying
   * them keeps whatever type is selected rather than inventing one.
   */
  workoutType?: WorkoutType;
  duration: number;
  fitnessLevel: number;
  includeStrength: boolean;
  includeHypertrophy: boolean;
  includePower: boolean;
  includeCardio: boolean;
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
  /** The spec's builder duration formula counts 2 per set plus rest x sets, over 60. */
  secondsPerSet: 2,
  caloriesPerMinute: 7.5,
  primaryLoadSeconds: 60,
  secondaryLoadSeconds: 30,
  coveragePrimaryPoints: 2,
  coverageSecondaryPoints: 1,
} as const;

export const BUILDER_MESSAGES = {
  generateFailed: "Failed to generate workout. Please try again.",
  failedWorkoutName: "Failed to Generate",
  saveSuccess: "Workout saved successfully!",
  saveFailure: "Failed to save workout",
  coverageNote: "Primary muscles = 2 pts, Secondary = 1 pt",
  coverageEmpty: "No muscle data available",
  restoredNotice: "Previous workout restored",
} as const;

// ---------------------------------------------------------------------------
// Quality score (spec 2 §9.3)
// ---------------------------------------------------------------------------

export const QUALITY_METRICS = [
  "muscleBalance",
  "volumeDistribution",
  "movementPatterns",
  "intensityVariety",
  "recoveryBalance",
  "progressiveOverload",
] as const;
export type QualityMetric = (typeof QUALITY_METRICS)[number];

/** Sub-score labels in the quality panel. */
export const QUALITY_METRIC_LABELS: Readonly<Record<QualityMetric, string>> = {
  muscleBalance: "Balance",
  volumeDistribution: "Volume",
  movementPatterns: "Patterns",
  intensityVariety: "Variety",
  recoveryBalance: "Recovery",
  progressiveOverload: "Progress",
};

export const SCORING = {
  volumeSetsMin: 3,
  volumeSetsMax: 8,
  pointsPerSetOver: 10,
  intensityLowRepsMax: 5,
  intensityModerateReps: { min: 6, max: 12 },
  intensityHighRepsMin: 15,
  intensityPoints: { low: 33, moderate: 34, high: 33 },
  progressionMainLiftPoints: 40,
  progressionLowSetPoints: 30,
  progressionLowSetsMax: 3,
  progressionBandsPoints: 30,
  /** Strength at or above `good`, improvement below `fair` (balance, volume). */
  thresholds: { good: 80, fair: 60, patterns: 70 },
  defaultDurationMinutes: 60,
} as const;

// ---------------------------------------------------------------------------
// Coverage (spec 2 §9.4, spec 3 §9)
// ---------------------------------------------------------------------------

export const COVERAGE = {
  primaryPoints: 100,
  secondaryPoints: 50,
  topShown: 8,
  bands: { excellent: 80, good: 60, moderate: 40 },
  missingBelow: 20,
  missingShown: 6,
  limitedCoverageMissingCount: 5,
  imbalanceFrom50: 20,
  programImbalanceFrom50: 15,
  balanceMarkerGreenWithin: 5,
  warn: {
    calvesBelow: 30,
    forearmsBelow: 30,
    coreBelow: 50,
    rearDeltsBelow: 30,
    shouldersAbove: 40,
    hamstringsToQuadsRatio: 0.6,
    quadsAbove: 50,
  },
  programHint: {
    calvesBelow: 50,
    forearmsBelow: 40,
    absPlusObliquesBelow: 120,
  },
} as const;

// ---------------------------------------------------------------------------
// Body map and exercise detail (spec 3 §9)
// ---------------------------------------------------------------------------

export const BODY_MAP = {
  intensityMin: 1,
  intensityMax: 5,
  defaultIntensity: 3,
  primaryIntensity: 5,
  secondaryIntensity: 3,
  heatBands: [20, 40, 60, 80] as readonly number[],
  primaryBarPercent: 100,
  secondaryBarPercent: 65,
} as const;

export const EXERCISE_DETAIL = {
  instructionStepMinChars: 10,
  instructionStepsMax: 6,
  variationSnippetMinChars: 20,
  carouselMaxVideos: 10,
  scrollRestoreDelayMs: 100,
  difficultyOutOf: 10,
  variationDifficultyOutOf: 9,
  mobilityOutOf: 5,
  mobilityBarPercentPerPoint: 20,
  technicalComplexityOutOf: 10,
  experienceBarPercentSet: 75,
  experienceBarPercentUnset: 25,
  relatedFallbackEquipment: "Bodyweight",
} as const;

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

// ---------------------------------------------------------------------------
// Libraries, paging and lists (spec 1 §9, spec 2 §9.4, spec 3 §9)
// ---------------------------------------------------------------------------

export const PAGE_SIZES = {
  default: 30,
  fullListBatch: 500,
  exercises: 24,
  workouts: 50,
  programs: 50,
  workoutExercises: 50,
  related: 6,
  referenceLists: 100,
  dashboardSessions: 10,
} as const;

export const EXERCISE_LIBRARY = {
  skeletonsInitial: 12,
  skeletonsMore: 4,
  scrollTriggerPx: 500,
  difficultyRange: { min: 1, max: 10 },
  complexityRange: { min: 1, max: 10 },
  /** Quick presets of the filter panel (differ from the badge bands on purpose: that is the spec). */
  difficultyPresets: {
    beginner: { min: 1, max: 3 },
    intermediate: { min: 4, max: 7 },
    advanced: { min: 8, max: 10 },
  },
} as const;

export const WORKOUT_LIBRARY = {
  /** Duration filter buckets: up to 30, over 30 to 45, over 45 to 60, over 60. */
  durationBuckets: [30, 45, 60, 90] as readonly number[],
} as const;

export const QUERY_CACHE = {
  staleTimeMs: 5 * 60 * 1000,
  gcTimeMs: 10 * 60 * 1000,
  retries: 3,
  refetchOnWindowFocus: false,
} as const;

// ---------------------------------------------------------------------------
// Dashboard, landing, pricing (spec 1 §2, §4, §9)
// ---------------------------------------------------------------------------

export const DASHBOARD = {
  sessionsFetched: 10,
  recentShown: 5,
  fullBarMinutes: 75,
  morningBeforeHour: 12,
  afternoonBeforeHour: 18,
  periods: ["week", "month", "year"] as const,
  noStreakMessage: "Ready to start your fitness journey? Let's get moving!",
} as const;

export const CAROUSEL = { intervalMs: 5000, items: 5 } as const;

export const ASSESSMENT = {
  scaleMin: 0,
  scaleMax: 10,
  categories: ["Chest", "Back", "Shoulders", "Arms", "Core", "Legs", "Cardio", "Flexibility"] as const,
  alternativesShown: 3,
} as const;

export const PLAN_IDS = ["free", "pro", "elite"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PRICING = {
  monthly: { free: 0, pro: 9.99, elite: 19.99 } as Readonly<Record<PlanId, number>>,
  yearlyDiscountPercent: 20,
  moneyBackDays: 30,
  /** The spec prints prices without a currency; the landing copy is in dollars. */
  currencySymbol: "$",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
