/**
 * Display labels, bands and colours that depend on a number. Kept apart from
 * components so the bands are tested once and every screen agrees.
 */

export type Tone = "success" | "warning" | "error";
export type TrafficColour = "green" | "amber" | "red";

const TONE_COLOUR: Readonly<Record<Tone, TrafficColour>> = {
  success: "green",
  warning: "amber",
  error: "red",
};

export type DifficultyBand = "beginner" | "intermediate" | "advanced";

/** Badge bands: 1-3 Beginner, 4-6 Intermediate, 7+ Advanced (spec 2 §9.4, spec 3 §9). */
export function difficultyBand(level: number): DifficultyBand {
  if (level <= 3) return "beginner";
  if (level <= 6) return "intermediate";
  return "advanced";
}

const BAND_LABEL: Readonly<Record<DifficultyBand, string>> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

const BAND_TONE: Readonly<Record<DifficultyBand, Tone>> = {
  beginner: "success",
  intermediate: "warning",
  advanced: "error",
};

export interface DifficultyBadge {
  band: DifficultyBand;
  label: string;
  tone: Tone;
  colour: TrafficColour;
}

export function difficultyBadge(level: number): DifficultyBadge {
  const band = difficultyBand(level);
  const tone = BAND_TONE[band];
  return { band, label: BAND_LABEL[band], tone, colour: TONE_COLOUR[tone] };
}

export function difficultyLabel(level: number): string {
  return BAND_LABEL[difficultyBand(level)];
}

export interface DifficultyDetailLabel {
  label: string;
  risk: string;
}

/** Exercise detail labels (spec 3 §9 "Detail labels"). */
export function difficultyDetailLabel(level: number): DifficultyDetailLabel {
  switch (difficultyBand(level)) {
    case "beginner":
      return { label: "Beginner Friendly", risk: "Low Risk" };
    case "intermediate":
      return { label: "Intermediate", risk: "Moderate Risk" };
    default:
      return { label: "Advanced", risk: "High Risk" };
  }
}

/**
 * Generator result badge (spec 2 §9.1): <=3 success, 4-6 warning, >6 error.
 * Same cut-offs as the bands; kept as its own name because the generator
 * shows 'Level N' rather than a band label.
 */
export function generatorDifficultyTone(level: number): Tone {
  return BAND_TONE[difficultyBand(level)];
}

/** Builder preview badge 'Lvl n': green up to 3, amber up to 6, red above. */
export function previewDifficultyColour(level: number): TrafficColour {
  return TONE_COLOUR[BAND_TONE[difficultyBand(level)]];
}

/** Workouts library difficulty filter buckets, as difficultyLevel bounds. */
export const DIFFICULTY_FILTER_BUCKETS: Readonly<Record<DifficultyBand, { min: number; max: number | null }>> = {
  beginner: { min: 1, max: 3 },
  intermediate: { min: 4, max: 6 },
  advanced: { min: 7, max: null },
};

export function matchesDifficultyBucket(level: number, band: DifficultyBand): boolean {
  const bucket = DIFFICULTY_FILTER_BUCKETS[band];
  // Beginner is "up to 3", so anything below 1 still belongs to it.
  if (band === "beginner") return level <= 3;
  return level >= bucket.min && (bucket.max === null || level <= bucket.max);
}

/** Workouts library duration buckets (spec 2 §7). */
export type DurationBucket = 30 | 45 | 60 | 90;

export function durationBucket(minutes: number): DurationBucket {
  if (minutes <= 30) return 30;
  if (minutes <= 45) return 45;
  if (minutes <= 60) return 60;
  return 90;
}

/** Assessment level labels (spec 1 §3). */
export function assessmentLevelLabel(level: number): string {
  if (level >= 9) return "Excellent";
  if (level >= 7) return "Good";
  if (level >= 5) return "Fair";
  if (level >= 3) return "Developing";
  return "Needs Focus";
}

/** Score colour (spec 2 §9.3): 80+ green, 60+ amber, else red. */
export function scoreColour(score: number): TrafficColour {
  if (score >= 80) return "green";
  if (score >= 60) return "amber";
  return "red";
}

export interface RpeDisplay {
  text: string;
  colour: TrafficColour | null;
}

/** RPE in the preview: 8+ red, 6+ amber, below green; '-' when absent. */
export function rpeDisplay(rpe: number | null | undefined): RpeDisplay {
  if (rpe === null || rpe === undefined || !Number.isFinite(rpe)) return { text: "-", colour: null };
  const colour: TrafficColour = rpe >= 8 ? "red" : rpe >= 6 ? "amber" : "green";
  return { text: String(rpe), colour };
}

/**
 * Balance tile text: 'Balanced' under 10 points apart, otherwise 'N% diff'. A workout with
 * only one side (an upper-body day) says so, '<side> only', rather than '100% diff'.
 */
export function balanceTileLabel(a: number, b: number, sides?: readonly [string, string]): string {
  if (sides && a > 0 && b === 0) return `${sides[0]} only`;
  if (sides && b > 0 && a === 0) return `${sides[1]} only`;
  const diff = Math.round(Math.abs(a - b));
  return diff < 10 ? "Balanced" : `${diff}% diff`;
}

/** Lookup names are snake_case (or camelCase); shown Title Cased with spaces. */
export function lookupDisplayName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-\s]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/** workoutType and goal names: underscores shown as spaces, case kept. */
export function underscoresToSpaces(value: string): string {
  return value.replace(/_/g, " ");
}

export const workoutTypeDisplay = underscoresToSpaces;

/** Experience level buttons are capitalised. */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Count heading: 'Workout' or 'Workouts'. */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
