// Library paging and query caching: plain values, part of lib/training/constants.
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
