/**
 * The generator wizard (spec 2 §2.1, §4.1, §5, §9.1): its choices, step
 * rules, the exercise query it sends, and the results it shows. The query is
 * a plain records list (random order, twice the wanted count) whose filter
 * carries the selection rules, so the database does the choosing.
 */
import { GENERATOR_DEFAULTS, GENERATOR_LIMITS, GOAL_PRESETS, TRAINING_GOALS, type TrainingGoal } from "@/lib/training/constants";
import { generatorDurationMinutes } from "@/lib/training/duration";
import { difficultyRangeFor } from "@/lib/training/experience";
import { muscleNamesOf } from "@/lib/training/muscle-groups";
import { isRecord, toFiniteNumber, type UnknownRecord } from "@/lib/training/values";
import { allOf, anyOf, quote } from "@/lib/shared/filter-text";

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
  exerciseCount: number;
}

export const INITIAL_CHOICES: Readonly<GeneratorChoices> = {
  name: "",
  goal: null,
  level: null,
  duration: GENERATOR_LIMITS.durationMinutes.default,
  muscles: [],
  equipment: [],
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

/**
 * Selection rules of spec 2 §9.1 as a filter:
 * - difficulty within the level's band (sedentary/beginner <= 4, intermediate 3-7, advanced >= 5);
 * - any chosen muscle as primary or secondary (none chosen: full body, no muscle condition);
 * - equipment: none chosen means exercises needing nothing. With a choice,
 *   the exercise needs at least one chosen piece (the spec's alternatives)
 *   and nothing that was not chosen, so a barbell-only gym is never handed
 *   a cable exercise. `allEquipment` lists every equipment id for that test.
 */
export function generatorFilter(choices: Pick<GeneratorChoices, "level" | "muscles" | "equipment">, allEquipment: readonly string[]): string {
  const band = difficultyRangeFor(choices.level ?? "intermediate");
  const chosen = new Set(choices.equipment);
  const equipment =
    chosen.size === 0
      ? "equipmentRequired:length = 0"
      : allOf([
          anyOf(choices.equipment.map((id) => `equipmentRequired ?= ${quote(id)}`)),
          ...allEquipment.filter((id) => !chosen.has(id)).map((id) => `equipmentRequired != ${quote(id)}`),
        ]);
  return allOf([
    "isActive = true",
    `difficultyLevel >= ${band.min}`,
    `difficultyLevel <= ${band.max}`,
    anyOf(choices.muscles.flatMap((id) => [`primaryMuscles ?= ${quote(id)}`, `secondaryMuscles ?= ${quote(id)}`])),
    equipment,
  ]);
}

export const GENERATOR_EXPAND = "primaryMuscles,secondaryMuscles,equipmentRequired";

export interface GeneratorQuery {
  page: 1;
  perPage: number;
  sort: "@random";
  filter: string;
  expand: string;
}

/** Page 1, twice the chosen count, random order (spec 2 §7 "Generator submit"). */
export function generatorQuery(choices: GeneratorChoices, allEquipment: readonly string[]): GeneratorQuery {
  return {
    page: 1,
    perPage: clampExerciseCount(choices.exerciseCount) * GENERATOR_LIMITS.fetchMultiplier,
    sort: "@random",
    filter: generatorFilter(choices, allEquipment),
    expand: GENERATOR_EXPAND,
  };
}

// ---------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------

export interface GeneratedExercise {
  id: string;
  name: string;
  description: string;
  difficulty: number;
  setsMin: number;
  setsMax: number;
  repsMin: number;
  repsMax: number;
  restSeconds: number;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  equipment: string[];
}

export interface GeneratorResult {
  exercises: GeneratedExercise[];
  /** Estimated minutes (spec 2 §9.1 formula). */
  totalDuration: number;
  targetMuscles: string[];
  /** Average difficulty, rounded. */
  difficulty: number;
  /** Fewer matches than asked for: the results say so instead of padding. */
  shortBy: number;
}

function positive(value: unknown): number | undefined {
  const n = toFiniteNumber(value);
  return n !== undefined && n > 0 ? n : undefined;
}

function isTrainingGoal(goal: string | null): goal is TrainingGoal {
  return goal !== null && (TRAINING_GOALS as readonly string[]).includes(goal);
}

/** Keeps the part of the goal's range the exercise allows (or the exercise's own range). */
function narrow(goalMin: number, goalMax: number, min: number, max: number): [number, number] {
  const lo = Math.max(goalMin, min);
  const hi = Math.min(goalMax, max);
  return lo <= hi ? [lo, hi] : [min, max];
}

function expandedNames(record: UnknownRecord, field: string): string[] {
  const expand = isRecord(record.expand) ? record.expand : {};
  return muscleNamesOf(expand[field]);
}

/**
 * One result row from an exercise record. Missing data takes the spec's
 * defaults (3-4 sets, 8-12 reps, 60 s). A training goal (strength,
 * hypertrophy, power, endurance) narrows the ranges to its preset where the
 * exercise allows, so a strength workout does not read 12-15 reps.
 */
export function generatedExercise(raw: unknown, goal: string | null = null): GeneratedExercise | null {
  if (!isRecord(raw) || typeof raw.id !== "string" || typeof raw.name !== "string") return null;
  let setsMin = positive(raw.setsMin) ?? GENERATOR_DEFAULTS.setsMin;
  let setsMax = Math.max(setsMin, positive(raw.setsMax) ?? GENERATOR_DEFAULTS.setsMax);
  let repsMin = positive(raw.repsMin) ?? GENERATOR_DEFAULTS.repsMin;
  let repsMax = Math.max(repsMin, positive(raw.repsMax) ?? GENERATOR_DEFAULTS.repsMax);
  const restRaw = toFiniteNumber(raw.restSecondsMin);
  let restSeconds = restRaw !== undefined && restRaw >= 0 ? restRaw : GENERATOR_DEFAULTS.restSeconds;
  if (isTrainingGoal(goal)) {
    const p = GOAL_PRESETS[goal];
    [setsMin, setsMax] = narrow(p.setsMin, p.setsMax, setsMin, setsMax);
    [repsMin, repsMax] = narrow(p.repsMin, p.repsMax, repsMin, repsMax);
    const restMax = toFiniteNumber(raw.restSecondsMax) ?? restSeconds;
    restSeconds = narrow(p.restSecondsMin, p.restSecondsMax, restSeconds, Math.max(restSeconds, restMax))[0];
  }
  const description =
    typeof raw.shortDescription === "string" && raw.shortDescription.trim()
      ? raw.shortDescription.trim()
      : typeof raw.description === "string"
        ? raw.description.trim()
        : "";
  const equipment = isRecord(raw.expand) && Array.isArray(raw.expand.equipmentRequired)
    ? raw.expand.equipmentRequired.filter(isRecord).map((e) => String(e.name ?? "")).filter(Boolean)
    : [];
  return {
    id: raw.id,
    name: raw.name,
    description,
    difficulty: positive(raw.difficultyLevel) ?? 5,
    setsMin,
    setsMax,
    repsMin,
    repsMax,
    restSeconds,
    primaryMuscles: expandedNames(raw, "primaryMuscles"),
    secondaryMuscles: expandedNames(raw, "secondaryMuscles"),
    equipment,
  };
}

/** "3-4" or "3" when both ends agree. */
export function rangeText(min: number, max: number): string {
  return min === max ? String(min) : `${min}-${max}`;
}

/** Keeps the first N of the random page and derives the summary figures. */
export function generatorResult(records: readonly unknown[], choices: Pick<GeneratorChoices, "exerciseCount" | "goal">): GeneratorResult {
  const count = clampExerciseCount(choices.exerciseCount);
  const exercises = records
    .map((r) => generatedExercise(r, choices.goal))
    .filter((e): e is GeneratedExercise => e !== null)
    .slice(0, count);
  const targetMuscles = [...new Set(exercises.flatMap((e) => e.primaryMuscles))];
  const difficulty =
    exercises.length > 0 ? Math.round(exercises.reduce((s, e) => s + e.difficulty, 0) / exercises.length) : 0;
  return {
    exercises,
    totalDuration: generatorDurationMinutes(
      exercises.map((e) => ({ setsMin: e.setsMin, repsMin: e.repsMin, restSecondsMin: e.restSeconds })),
    ),
    targetMuscles,
    difficulty,
    shortBy: Math.max(0, count - exercises.length),
  };
}

/** 'Your Generated Workout' when no name was given. */
export function resultTitle(name: string): string {
  return name.trim() || "Your Generated Workout";
}
