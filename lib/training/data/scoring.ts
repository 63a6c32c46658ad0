// Quality score, coverage, body map and exercise detail settings: plain values, part of lib/training/constants.
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
