/**
 * Workout generation (issue 6 point 2): hard constraints first, TOPSIS
 * ranking second, then a session a coach would recognise.
 *
 * 1. Hard constraints: available equipment only (bodyweight always), no
 *    exercise carrying a contraindication the user named, difficulty within
 *    the experience band and no exercise above the user's level, the workout
 *    type's muscles, and the focus muscles when given.
 * 2. TOPSIS over target-muscle match, compound priority, difficulty fit,
 *    goal fit, fatigue, technical complexity and a seeded variety term.
 * 3. Assembly by slots: each session type has an ordered list of movement
 *    slots (squat, push, pull, hinge, core … then accessories), push and pull
 *    slots come in pairs so a session never ends half-balanced, and each slot
 *    takes the best-ranked free candidate, discounted for muscles already
 *    trained. The exercise count is the slot prefix whose session clock is
 *    nearest the target; sets and rest then close the gap to within ±5%.
 * 4. Order: warm-up drill, power work, compounds, isolation, trunk,
 *    conditioning; larger muscles before smaller ones within each.
 */
import { GENERATOR_LIMITS, TRAINING_GOALS, WORKOUT_TYPES, type TrainingGoal, type WorkoutType } from "./constants";
import { estimateCalories } from "./duration";
import { DIFFICULTY_BANDS, isExperienceLevel, type DifficultyRange } from "./experience";
import { musclesInGroup, type CanonicalMuscle } from "./muscle-groups";
import {
  fitToDuration,
  prescribe,
  repsText,
  sessionBounds,
  sessionClockSeconds,
  type Prescription,
  type PrescriptionKind,
  type RepZone,
} from "./prescription";
import { analyseQuality, type QualityScore } from "./quality-analysis";
import { deriveSeed, normaliseSeed, seededRandom } from "./random";
import type { ScoreWorkout } from "./score-input";
import { rankByTopsis, type KeyedCriterion } from "./topsis";
import {
  indexCatalogue,
  isContraindicated,
  isEquipmentAvailable,
  listText,
  referenceKey,
  resolveEquipment,
  resolveExperienceLevel,
  resolveInjuries,
  resolveMuscles,
  type Catalogue,
  type CatalogueIndex,
  type ExerciseFeatures,
  type Role,
} from "./catalogue";

// ---------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------

/** The body of POST /api/workouts/generate after schema validation (spec 2 §7). */
export interface WorkoutRequestInput {
  workoutType: string;
  targetDuration: number;
  experienceLevel: string;
  availableEquipment: readonly string[];
  difficultyLevel?: number;
  primaryGoals: readonly string[];
  focusMuscles: readonly string[];
  injuries: readonly string[];
  exerciseCount?: number;
  seed: number | string;
  name?: string;
}

/** Extra work the program planner asks for on top of the session's slots. */
export interface SessionExtras {
  /** A plyometric or Olympic lift first. */
  power?: boolean;
  /** A trunk exercise even on split days. */
  core?: boolean;
  /** One mobility drill as the warm-up. */
  mobility?: boolean;
  /** A short conditioning block at the end. */
  finisher?: boolean;
}

export type FatiguePreference = "low" | "moderate" | "high";

/** A resolved request: references are catalogue names, numbers are checked. */
export interface WorkoutSpec {
  name?: string;
  workoutType: WorkoutType;
  targetMinutes: number;
  level: string;
  rank: number;
  band: DifficultyRange;
  difficultyTarget: number;
  equipment: ReadonlySet<string>;
  injuries: ReadonlySet<string>;
  goals: TrainingGoal[];
  /**
   * The goal that dominates (programs): the lead lift may take the heaviest
   * of `goals`, every other exercise follows this one. Without it goals are
   * spread over the session in order, heaviest first.
   */
  mainGoal?: TrainingGoal;
  /** Catalogue muscle names; a hard filter. */
  focusMuscles: readonly string[];
  exerciseCount?: number;
  seed: number;
  /** Catalogue muscle name -> extra weight (weak body parts, preferred regions). */
  priorityMuscles?: ReadonlyMap<string, number>;
  /** Exercise ids to keep (rotation: same main lifts) or to move away from. */
  prefer?: ReadonlySet<string>;
  avoid?: ReadonlySet<string>;
  /** Second and third sessions of the same type start from other patterns. */
  variant?: number;
  extras?: SessionExtras;
  fatigue?: FatiguePreference;
  zone?: RepZone;
}

export interface GenerationError {
  ok: false;
  message: string;
  /** PocketBase-style field errors. */
  data: Record<string, { code: string; message: string }>;
}

export type Resolved<T> = { ok: true; value: T } | GenerationError;

export function generationError(message: string, field?: string, code = "validation_invalid_value"): GenerationError {
  return { ok: false, message, data: field ? { [field]: { code, message } } : {} };
}

const WORKOUT_TYPE_ALIASES: Readonly<Record<string, WorkoutType>> = {
  upper: "upper_body",
  lower: "lower_body",
  full: "full_body",
  fullbody: "full_body",
  total_body: "full_body",
  conditioning: "cardio",
  hiit: "cardio",
  leg: "legs",
};

export function resolveWorkoutType(value: string): WorkoutType | undefined {
  const key = referenceKey(value);
  if ((WORKOUT_TYPES as readonly string[]).includes(key)) return key as WorkoutType;
  return WORKOUT_TYPE_ALIASES[key];
}

/** Goal names of the generator and of the fitness_goals lookup -> the four presets. */
const GOAL_ALIASES: Readonly<Record<string, readonly TrainingGoal[]>> = {
  strength: ["strength"],
  hypertrophy: ["hypertrophy"],
  power: ["power"],
  endurance: ["endurance"],
  cardio: ["endurance"],
  fat_loss: ["hypertrophy", "endurance"],
  athletic_performance: ["power", "strength"],
  general_fitness: ["hypertrophy"],
  muscle_gain: ["hypertrophy"],
};

export function resolveGoals(values: readonly string[], catalogue?: Catalogue): { goals: TrainingGoal[]; unknown: string[] } {
  const goals: TrainingGoal[] = [];
  const unknown: string[] = [];
  for (const raw of values) {
    const byId = catalogue?.fitnessGoals.find((g) => g.id === raw.trim());
    const key = byId ? byId.name : referenceKey(raw);
    if (key === "") continue;
    const mapped = GOAL_ALIASES[key];
    if (!mapped) {
      unknown.push(raw);
      continue;
    }
    for (const g of mapped) if (!goals.includes(g)) goals.push(g);
  }
  return { goals, unknown };
}

/** Heaviest first, so a session's first lifts take the heavier presets. */
export function sortGoals(goals: readonly TrainingGoal[]): TrainingGoal[] {
  const order: readonly TrainingGoal[] = ["power", "strength", "hypertrophy", "endurance"];
  return order.filter((g) => goals.includes(g));
}

const DEFAULT_LEVEL_RANKS: Readonly<Record<string, number>> = { sedentary: 0, beginner: 1, intermediate: 2, advanced: 3, elite: 4 };

export function resolveLevel(catalogue: Catalogue, value: string): { name: string; rank: number; band: DifficultyRange } | undefined {
  const record = resolveExperienceLevel(catalogue, value);
  const name = record?.name ?? referenceKey(value);
  if (!isExperienceLevel(name)) return undefined;
  return { name, rank: record?.rank ?? DEFAULT_LEVEL_RANKS[name], band: DIFFICULTY_BANDS[name] };
}

function unknownError(field: string, what: string, unknown: readonly string[], hint: string): GenerationError {
  const quoted = unknown.map((u) => `"${u}"`);
  return generationError(`Unknown ${what} ${listText(quoted)}. ${hint}`, field);
}

/** Checks and resolves a workout request against the catalogue. */
export function resolveWorkoutRequest(catalogue: Catalogue, input: WorkoutRequestInput): Resolved<WorkoutSpec> {
  const workoutType = resolveWorkoutType(input.workoutType);
  if (!workoutType) {
    return generationError(`workoutType must be one of ${listText([...WORKOUT_TYPES])}.`, "workoutType");
  }
  const level = resolveLevel(catalogue, input.experienceLevel);
  if (!level) {
    return generationError("experienceLevel must be sedentary, beginner, intermediate, advanced or elite (or an experience level id).", "experienceLevel");
  }
  const equipment = resolveEquipment(catalogue, input.availableEquipment);
  if (equipment.unknown.length > 0) {
    return unknownError("availableEquipment", "equipment", equipment.unknown, "Send equipment ids, equipment names or the types barbell, dumbbells, cables, bodyweight, kettlebell, bands, machine, other.");
  }
  const injuries = resolveInjuries(catalogue, input.injuries);
  if (injuries.unknown.length > 0) {
    const labels = catalogue.contraindications.map((c) => c.injuryLabel).filter(Boolean);
    return unknownError("injuries", "injury", injuries.unknown, `Known injuries: ${listText(labels)}.`);
  }
  const focus = resolveMuscles(catalogue, input.focusMuscles);
  if (focus.unknown.length > 0) {
    return unknownError("focusMuscles", "muscle", focus.unknown, "Send muscle ids or names such as chest, lats, quads or shoulders.");
  }
  const goals = resolveGoals(input.primaryGoals, catalogue);
  if (goals.unknown.length > 0) {
    return unknownError("primaryGoals", "goal", goals.unknown, `Goals are ${listText([...TRAINING_GOALS])}.`);
  }
  const target = input.difficultyLevel ?? Math.round((level.band.min + Math.min(level.band.max, 8)) / 2);
  return {
    ok: true,
    value: {
      name: input.name?.trim() || undefined,
      workoutType,
      targetMinutes: input.targetDuration,
      level: level.name,
      rank: level.rank,
      band: level.band,
      difficultyTarget: Math.min(level.band.max, Math.max(level.band.min, target)),
      equipment: equipment.values,
      injuries: injuries.values,
      goals: goals.goals.length > 0 ? sortGoals(goals.goals) : ["hypertrophy"],
      focusMuscles: focus.values,
      exerciseCount: input.exerciseCount,
      seed: normaliseSeed(input.seed),
    },
  };
}

// ---------------------------------------------------------------------------
// Candidates
// ---------------------------------------------------------------------------

type PoolName = "main" | "core" | "power" | "conditioning" | "mobility";
type Pools = Record<PoolName, ExerciseFeatures[]>;

const UPPER = new Set<CanonicalMuscle>(musclesInGroup("upper"));
const LOWER = new Set<CanonicalMuscle>(musclesInGroup("lower"));
const PUSH = new Set<CanonicalMuscle>(musclesInGroup("push"));
const PULL = new Set<CanonicalMuscle>(musclesInGroup("pull"));

const TYPE_MUSCLES: Readonly<Record<WorkoutType, ReadonlySet<CanonicalMuscle> | null>> = {
  full_body: null,
  upper_body: UPPER,
  lower_body: LOWER,
  legs: LOWER,
  push: PUSH,
  pull: PULL,
  cardio: null,
};

export const WORKOUT_TYPE_LABELS: Readonly<Record<WorkoutType, string>> = {
  full_body: "Full Body",
  upper_body: "Upper Body",
  lower_body: "Lower Body",
  legs: "Legs",
  push: "Push",
  pull: "Pull",
  cardio: "Cardio",
};

function typeShare(f: ExerciseFeatures, type: WorkoutType): number {
  const set = TYPE_MUSCLES[type];
  if (!set) return 1;
  if (f.primary.length === 0) return 0;
  return f.primary.filter((m) => set.has(m)).length / f.primary.length;
}

/** Whether an exercise belongs in a session of this type at all. */
export function isTypeMember(f: ExerciseFeatures, type: WorkoutType): boolean {
  if (f.isMobility) return false;
  if (type === "cardio") return f.isConditioning;
  if (f.isConditioning || f.isExplosive) return false;
  if (f.primary.length === 0) return false;
  if (type === "full_body") return true;
  const set = TYPE_MUSCLES[type] as ReadonlySet<CanonicalMuscle>;
  return f.role !== "core" && f.role !== "carry" && set.has(f.primary[0]) && typeShare(f, type) >= 0.5;
}

function levelAllows(index: CatalogueIndex, f: ExerciseFeatures, spec: WorkoutSpec, band: DifficultyRange): boolean {
  const d = f.exercise.difficulty;
  if (d > band.max || d < band.min) return false;
  const min = f.exercise.minExperienceLevel;
  if (!min) return true;
  const rank = index.levelRank.get(min) ?? DEFAULT_LEVEL_RANKS[min];
  return rank === undefined || rank <= spec.rank;
}

function trainsFocus(f: ExerciseFeatures, focus: readonly string[]): boolean {
  return f.exercise.primaryMuscles.some((m) => focus.includes(m)) || f.exercise.secondaryMuscles.some((m) => focus.includes(m));
}

interface PoolResult {
  pools: Pools;
  /** Explains an empty main pool: the first constraint that left nothing. */
  emptyReason?: string;
}

function injuryText(spec: WorkoutSpec): string {
  return listText([...spec.injuries].map((n) => n.replace(/_/g, " ")));
}

function equipmentText(spec: WorkoutSpec): string {
  return spec.equipment.size === 0 ? "bodyweight only" : `the chosen equipment (${listText([...spec.equipment].sort())})`;
}

function buildPools(index: CatalogueIndex, spec: WorkoutSpec, band: DifficultyRange): PoolResult {
  const safe = (f: ExerciseFeatures) => isEquipmentAvailable(f.exercise, spec.equipment) && !isContraindicated(f.exercise, spec.injuries);
  const allowed = (f: ExerciseFeatures) => safe(f) && levelAllows(index, f, spec, band);
  const focused = (f: ExerciseFeatures) => spec.focusMuscles.length === 0 || trainsFocus(f, spec.focusMuscles);
  const type = spec.workoutType;

  const members = index.features.filter((f) => isTypeMember(f, type));
  const withEquipment = members.filter((f) => isEquipmentAvailable(f.exercise, spec.equipment));
  const withInjuries = withEquipment.filter((f) => !isContraindicated(f.exercise, spec.injuries));
  const withLevel = withInjuries.filter((f) => levelAllows(index, f, spec, band));
  const main = withLevel.filter(focused);

  const label = WORKOUT_TYPE_LABELS[type].toLowerCase();
  let emptyReason: string | undefined;
  if (members.length === 0) emptyReason = `The catalogue has no ${label} exercises.`;
  else if (withEquipment.length === 0) emptyReason = `None of the ${members.length} ${label} exercises can be done with ${equipmentText(spec)}. Add equipment or choose another workout type.`;
  else if (withInjuries.length === 0) emptyReason = `Every ${label} exercise possible with ${equipmentText(spec)} is unsuitable for ${injuryText(spec)}. Add equipment or choose another workout type.`;
  else if (withLevel.length === 0) emptyReason = `No ${label} exercise possible with ${equipmentText(spec)} is within the ${spec.level} difficulty band (${band.min}-${band.max}).`;
  else if (main.length === 0) emptyReason = `No ${label} exercise available to you trains ${listText([...spec.focusMuscles])}. Choose other focus muscles or another workout type.`;

  const extras = spec.extras ?? {};
  const wantsPower = extras.power || spec.goals.includes("power");
  const pools: Pools = {
    main,
    core:
      type === "cardio"
        ? []
        : index.features.filter((f) => (f.role === "core" || f.role === "carry") && !f.isMobility && !f.isConditioning && allowed(f) && focused(f)),
    power: wantsPower && type !== "cardio"
      ? index.features.filter(
          (f) => f.isExplosive && allowed(f) && (type === "full_body" || (TYPE_MUSCLES[type]?.has(f.primary[0] as CanonicalMuscle) ?? false)),
        )
      : [],
    conditioning: index.features.filter((f) => f.isConditioning && allowed(f)),
    mobility: extras.mobility ? index.features.filter((f) => f.isMobility && safe(f)) : [],
  };
  return { pools, emptyReason };
}

// ---------------------------------------------------------------------------
// Ranking
// ---------------------------------------------------------------------------

const GOAL_TRAINING_TYPES: Readonly<Record<TrainingGoal, readonly string[]>> = {
  strength: ["strength"],
  hypertrophy: ["hypertrophy"],
  power: ["power"],
  endurance: ["endurance", "cardio"],
};

/** Kit that holds or supports the body rather than loading it. */
const SUPPORT_EQUIPMENT = new Set(["flat_bench", "adjustable_bench", "squat_rack", "plyo_box", "stability_ball"]);

function rankCandidates(candidates: readonly ExerciseFeatures[], spec: WorkoutSpec): Map<string, number> {
  const random = seededRandom(deriveSeed(spec.seed, "variety"));
  const jitter = new Map(candidates.map((f) => [f.exercise.id, 0.3 + 0.7 * random()]));
  const focus = spec.focusMuscles;
  const priority = spec.priorityMuscles;
  // Weights may be negative (muscles that already have too much weekly volume).
  const weighOf = (muscles: readonly string[]) => {
    let pos = 0;
    let neg = 0;
    for (const m of muscles) {
      const w = priority?.get(m) ?? 0;
      pos = Math.max(pos, w);
      neg = Math.min(neg, w);
    }
    return pos + neg;
  };
  const priorityOf = (f: ExerciseFeatures) => {
    if (!priority || priority.size === 0) return 0;
    return weighOf(f.exercise.primaryMuscles) + 0.4 * weighOf(f.exercise.secondaryMuscles);
  };
  const fatigueWeight = spec.fatigue === "low" ? 0.15 : spec.fatigue === "high" ? 0.03 : 0.08;
  const criteria: KeyedCriterion<ExerciseFeatures>[] = [
    {
      key: "targetMatch",
      weight: 0.28,
      direction: "benefit",
      value: (f) => {
        let v = Math.max(0.02, 0.1 + 0.5 * typeShare(f, spec.workoutType) + 0.6 * priorityOf(f));
        if (focus.length > 0) {
          v += f.exercise.primaryMuscles.some((m) => focus.includes(m)) ? 0.5 : f.exercise.secondaryMuscles.some((m) => focus.includes(m)) ? 0.2 : 0;
        }
        return v;
      },
    },
    { key: "compound", weight: 0.17, direction: "benefit", value: (f) => 0.2 + (f.exercise.isCompound ? 1 : 0) + (f.isMainLift ? 0.5 : 0) },
    { key: "difficultyFit", weight: 0.15, direction: "benefit", value: (f) => 10 - Math.abs(f.exercise.difficulty - spec.difficultyTarget) },
    {
      key: "goalFit",
      weight: 0.12,
      direction: "benefit",
      value: (f) => 0.1 + spec.goals.filter((g) => GOAL_TRAINING_TYPES[g].some((t) => f.exercise.trainingTypes.includes(t))).length / spec.goals.length,
    },
    { key: "fatigue", weight: fatigueWeight + (spec.rank <= 1 ? 0.05 : 0), direction: "cost", value: (f) => f.exercise.fatigueImpact },
    { key: "complexity", weight: spec.rank <= 1 ? 0.1 : 0.03, direction: "cost", value: (f) => f.exercise.technicalComplexity },
    {
      // Someone who lists dumbbells expects to use them: loaded work also progresses further than bodyweight.
      key: "usesEquipment",
      weight: spec.equipment.size > 0 ? 0.1 : 0,
      direction: "benefit",
      value: (f) => (f.exercise.equipment.some((e) => spec.equipment.has(e) && !SUPPORT_EQUIPMENT.has(e)) ? 1 : 0.3),
    },
    { key: "variety", weight: 0.14, direction: "benefit", value: (f) => jitter.get(f.exercise.id) ?? 0.5 },
  ];
  const ranked = rankByTopsis(candidates, criteria);
  return new Map(ranked.map((r) => [r.item.exercise.id, r.score]));
}

// ---------------------------------------------------------------------------
// Slots
// ---------------------------------------------------------------------------

interface Slot {
  label: string;
  pool: PoolName;
  roles?: readonly Role[];
  compound?: boolean;
  /** First primary muscle must be one of these. */
  muscles?: readonly CanonicalMuscle[];
  /** Push/pull pairs: the end slot completes the start slot. */
  pair?: "start" | "end";
  /** Extras outside the exercise count (warm-up drill, finisher). */
  fixed?: boolean;
}

const HP: Role = "horizontal_push";
const VP: Role = "vertical_push";
const HPL: Role = "horizontal_pull";
const VPL: Role = "vertical_pull";

const PUSH_MUSCLES: readonly CanonicalMuscle[] = ["chest", "shoulders", "triceps"];
const PULL_MUSCLES: readonly CanonicalMuscle[] = ["back", "traps", "rear_delts", "biceps", "forearms"];
const LOWER_MUSCLES: readonly CanonicalMuscle[] = ["quads", "hamstrings", "glutes", "calves", "adductors", "abductors", "hip_flexors"];

/**
 * A main-lift slot. Push and pull slots also want the right prime mover: a
 * close-grip bench is a triceps lift, not the chest press of the day.
 */
const c = (label: string, roles: readonly Role[], pair?: "start" | "end"): Slot => {
  const muscles: readonly CanonicalMuscle[] | undefined = roles.every((r) => r === "horizontal_push" || r === "vertical_push")
    ? ["chest", "shoulders"]
    : roles.every((r) => r === "horizontal_pull" || r === "vertical_pull")
      ? ["back", "traps", "rear_delts"]
      : undefined;
  return { label, pool: "main", roles, compound: true, pair, muscles };
};
const iso = (label: string, muscles: readonly CanonicalMuscle[], pair?: "start" | "end"): Slot => ({ label, pool: "main", compound: false, muscles, pair });
const any = (label: string, muscles: readonly CanonicalMuscle[], pair?: "start" | "end"): Slot => ({ label, pool: "main", muscles, pair });
const CORE_SLOT: Slot = { label: "core", pool: "core" };

function sessionSlots(type: WorkoutType, variant: number): Slot[] {
  const v = ((variant % 3) + 3) % 3;
  const flip = v % 2 === 1;
  switch (type) {
    case "full_body": {
      const lower = v === 0 ? [c("squat", ["squat", "lunge"]), c("hinge", ["hinge"])] : v === 1 ? [c("hinge", ["hinge"]), c("squat", ["squat", "lunge"])] : [c("lunge", ["lunge", "squat"]), c("hinge", ["hinge"])];
      const planeA: [Role, Role] = flip ? [VP, VPL] : [HP, HPL];
      const planeB: [Role, Role] = flip ? [HP, HPL] : [VP, VPL];
      // Second push/pull pair before the trunk slot: at six exercises a
      // balanced upper/lower split matters more than a plank.
      return [
        lower[0],
        c("push", [planeA[0], planeB[0]], "start"),
        c("pull", [planeA[1], planeB[1]], "end"),
        lower[1],
        c("push", [planeB[0], planeA[0]], "start"),
        c("pull", [planeB[1], planeA[1]], "end"),
        { ...CORE_SLOT, pool: "main", roles: ["core", "carry"] },
        c("single-leg", v === 2 ? ["squat", "lunge"] : ["lunge", "squat"]),
        iso("push accessory", PUSH_MUSCLES, "start"),
        iso("pull accessory", PULL_MUSCLES, "end"),
        iso("leg accessory", ["hamstrings", "calves", "glutes", "quads"]),
        { ...CORE_SLOT, pool: "main", roles: ["core", "carry"] },
      ];
    }
    case "upper_body": {
      const [first, second]: [Role, Role][] = flip ? [[VP, VPL], [HP, HPL]] : [[HP, HPL], [VP, VPL]];
      return [
        c("push", [first[0], second[0]], "start"),
        c("pull", [first[1], second[1]], "end"),
        c("push", [second[0], first[0]], "start"),
        c("pull", [second[1], first[1]], "end"),
        iso("push accessory", ["chest", "shoulders"], "start"),
        iso("pull accessory", ["back", "rear_delts"], "end"),
        iso("triceps", ["triceps"], "start"),
        iso("biceps", ["biceps"], "end"),
        iso("shoulders", ["shoulders"], "start"),
        iso("rear delts", ["rear_delts", "traps"], "end"),
      ];
    }
    case "lower_body":
    case "legs": {
      // The B day leads with the hinge and reaches calves early, so a week
      // of two leg days trains both ends of the leg.
      if (flip) {
        return [
          c("hinge", ["hinge"]),
          c("squat", ["squat", "lunge"]),
          iso("hamstrings", ["hamstrings"]),
          iso("calves", ["calves"]),
          c("single-leg", ["lunge"]),
          iso("quads", ["quads"]),
          iso("glutes", ["glutes", "abductors", "adductors"]),
          c("lower compound", ["hinge", "squat", "lunge"]),
        ];
      }
      return [
        c("squat", ["squat"]),
        c("hinge", ["hinge"]),
        c("single-leg", ["lunge"]),
        iso("quads", ["quads"]),
        iso("hamstrings", ["hamstrings"]),
        iso("calves", ["calves"]),
        iso("glutes", ["glutes", "abductors", "adductors"]),
        c("lower compound", ["hinge", "squat", "lunge"]),
      ];
    }
    case "push":
      return [
        c("press", flip ? [VP] : [HP]),
        c("press", flip ? [HP] : [VP]),
        c("press", [HP, VP]),
        iso("chest", ["chest"]),
        iso("shoulders", ["shoulders"]),
        iso("triceps", ["triceps"]),
        iso("triceps", ["triceps"]),
        iso("chest", ["chest", "shoulders"]),
      ];
    case "pull":
      return [
        c("pull", flip ? [HPL] : [VPL]),
        c("pull", flip ? [VPL] : [HPL]),
        c("pull", [HPL, VPL]),
        iso("rear delts", ["rear_delts"]),
        iso("biceps", ["biceps"]),
        iso("biceps", ["biceps", "forearms"]),
        iso("traps", ["traps", "forearms"]),
      ];
    case "cardio":
      return [];
  }
}

function fillerSlots(type: WorkoutType): Slot[] {
  switch (type) {
    case "full_body":
      return [any("push", PUSH_MUSCLES, "start"), any("pull", PULL_MUSCLES, "end"), any("legs", LOWER_MUSCLES)];
    case "upper_body":
      return [any("push", PUSH_MUSCLES, "start"), any("pull", PULL_MUSCLES, "end")];
    case "lower_body":
    case "legs":
      return [any("legs", LOWER_MUSCLES)];
    case "push":
      return [any("push", PUSH_MUSCLES)];
    case "pull":
      return [any("pull", PULL_MUSCLES)];
    case "cardio":
      return [{ label: "conditioning", pool: "conditioning" }];
  }
}

const MAX_SLOTS = 15;

function allSlots(spec: WorkoutSpec): Slot[] {
  const extras = spec.extras ?? {};
  const slots = sessionSlots(spec.workoutType, spec.variant ?? 0);
  if (extras.core && spec.workoutType !== "full_body" && spec.workoutType !== "cardio") slots.splice(Math.min(4, slots.length), 0, CORE_SLOT);
  if ((extras.power || spec.goals.includes("power")) && spec.workoutType !== "cardio") slots.unshift({ label: "power", pool: "power" });
  const fillers = fillerSlots(spec.workoutType);
  for (let i = 0; slots.length < MAX_SLOTS; i++) slots.push(fillers[i % fillers.length]);
  const fixed: Slot[] = [];
  if (extras.mobility) fixed.push({ label: "warm-up", pool: "mobility", fixed: true });
  if (extras.finisher && spec.workoutType !== "cardio") fixed.push({ label: "finisher", pool: "conditioning", fixed: true });
  return [...fixed, ...slots];
}

const PUSH_ROLES = new Set<Role>(["horizontal_push", "vertical_push"]);
const PULL_ROLES = new Set<Role>(["horizontal_pull", "vertical_pull"]);

function accepts(slot: Slot, f: ExerciseFeatures): boolean {
  if (slot.roles && !slot.roles.includes(f.role)) return false;
  // A push or pull slot wants a lift whose prime mover pushes or pulls: an
  // upright row is named like a row but is a shoulder raise.
  if (slot.roles && slot.roles.every((r) => PUSH_ROLES.has(r)) && f.pushPull !== "push") return false;
  if (slot.roles && slot.roles.every((r) => PULL_ROLES.has(r)) && f.pushPull !== "pull") return false;
  // Holds and hangs are accessories, never the main lift of a slot.
  if (slot.compound === true && (!f.exercise.isCompound || f.isTimed)) return false;
  if (slot.compound === false && f.exercise.isCompound) return false;
  if (slot.muscles && !slot.muscles.includes(f.primary[0] as CanonicalMuscle)) return false;
  return true;
}

interface Pick {
  features: ExerciseFeatures;
  slot: Slot;
  order: number;
  /** Index in picks of the pair partner that must come with this pick. */
  pairedWith?: number;
}

const nameKey = (f: ExerciseFeatures) => f.exercise.name.toLowerCase();

/** "Chest Dip" and "Weighted Chest Dip": one session rarely wants both. */
function isVariantOf(a: ExerciseFeatures, b: ExerciseFeatures): boolean {
  const x = nameKey(a);
  const y = nameKey(b);
  if (x.includes(y) || y.includes(x)) return true;
  return a.role === b.role && a.role !== "isolation" && a.primary[0] === b.primary[0] && (a.exercise.equipment[0] ?? "") === (b.exercise.equipment[0] ?? "");
}

/** Candidates each slot accepts, best TOPSIS score first. */
function slotCandidates(pools: Pools, scores: ReadonlyMap<string, number>, slots: readonly Slot[]): ExerciseFeatures[][] {
  const byScore = (a: ExerciseFeatures, b: ExerciseFeatures) => (scores.get(b.exercise.id) ?? 0) - (scores.get(a.exercise.id) ?? 0);
  const sortedPools = new Map<PoolName, ExerciseFeatures[]>();
  return slots.map((slot) => {
    let pool = sortedPools.get(slot.pool);
    if (!pool) {
      pool = [...pools[slot.pool]].sort(byScore);
      sortedPools.set(slot.pool, pool);
    }
    return pool.filter((f) => accepts(slot, f));
  });
}

/** A slot's first pattern is what it is for (the horizontal press of an upper day is a bench press). */
const ROLE_BONUS = 0.2;
const MAIN_LIFT_BONUS = 0.15;
/** The most a dynamic bonus can add to a candidate's TOPSIS score. */
const MAX_SLOT_BONUS = ROLE_BONUS + MAIN_LIFT_BONUS;
const PREFER_BONUS = 1;

function selectPicks(candidates: readonly ExerciseFeatures[][], scores: ReadonlyMap<string, number>, slots: readonly Slot[], spec: WorkoutSpec): Pick[] {
  const used = new Set<string>();
  const picks: Pick[] = [];
  const muscleUse = new Map<string, number>();
  const roleUse = new Map<string, number>();
  const equipmentUse = new Map<string, number>();
  const prefer = spec.prefer;
  const avoid = spec.avoid;
  const candidateIndex = candidates.map((list) => (prefer && prefer.size > 0 ? new Map(list.map((f) => [f.exercise.id, f])) : new Map<string, ExerciseFeatures>()));
  let openStart: number | undefined;
  slots.forEach((slot, order) => {
    let best: ExerciseFeatures | undefined;
    let bestScore = -Infinity;
    const dynamicScore = (f: ExerciseFeatures, base: number) => {
      const id = f.exercise.id;
      let s = base;
      if (slot.roles && f.role === slot.roles[0]) s += ROLE_BONUS;
      if (slot.compound && f.isMainLift) s += MAIN_LIFT_BONUS;
      if (prefer?.has(id)) s += PREFER_BONUS;
      if (avoid?.has(id)) s -= 0.6;
      if (f.primary.length > 0) {
        let overlap = 0;
        for (const m of f.primary) overlap += muscleUse.get(m) ?? 0;
        s -= (0.12 * overlap) / f.primary.length;
      }
      if (f.exercise.isCompound || slot.pool === "conditioning") s -= 0.1 * (roleUse.get(f.role) ?? 0);
      if (slot.pool === "conditioning") s -= 0.1 * (equipmentUse.get(f.exercise.equipment[0] ?? "none") ?? 0);
      if (picks.some((p) => isVariantOf(p.features, f))) s -= 0.25;
      // Holds belong to the trunk slot; elsewhere they only fill gaps.
      if (f.isTimed && slot.pool !== "core" && !(slot.roles?.includes("core") ?? false)) s -= 0.2;
      return s;
    };
    // Preferred exercises first, wherever they sit; then the rest best
    // first, stopping once no later candidate could beat the best found
    // (penalties only subtract).
    if (prefer && prefer.size > 0) {
      for (const id of prefer) {
        if (used.has(id)) continue;
        const f = candidateIndex[order].get(id);
        if (!f) continue;
        const s = dynamicScore(f, scores.get(id) ?? 0);
        if (s > bestScore) {
          bestScore = s;
          best = f;
        }
      }
    }
    for (const f of candidates[order]) {
      const id = f.exercise.id;
      const base = scores.get(id) ?? 0;
      if (base + MAX_SLOT_BONUS <= bestScore) break;
      if (used.has(id) || prefer?.has(id)) continue;
      const s = dynamicScore(f, base);
      if (s > bestScore) {
        bestScore = s;
        best = f;
      }
    }
    if (slot.pair === "end" && openStart === undefined) slot = { ...slot, pair: undefined };
    if (!best) {
      if (slot.pair === "end" && openStart !== undefined) picks[openStart].pairedWith = undefined;
      openStart = undefined;
      return;
    }
    used.add(best.exercise.id);
    for (const m of best.primary) muscleUse.set(m, (muscleUse.get(m) ?? 0) + 1);
    roleUse.set(best.role, (roleUse.get(best.role) ?? 0) + 1);
    equipmentUse.set(best.exercise.equipment[0] ?? "none", (equipmentUse.get(best.exercise.equipment[0] ?? "none") ?? 0) + 1);
    const index = picks.length;
    picks.push({ features: best, slot, order });
    if (slot.pair === "start") {
      openStart = index;
    } else {
      if (slot.pair === "end" && openStart !== undefined) picks[openStart].pairedWith = index;
      openStart = undefined;
    }
  });
  return picks;
}

/**
 * The first n counted picks, never splitting a push/pull pair. A pair that no
 * longer fits ends the prefix: jumping over it to a later slot would hand a
 * full-body session a second leg lift instead of its upper-body work.
 */
function takePrefix(picks: readonly Pick[], n: number): Pick[] {
  const out: Pick[] = picks.filter((p) => p.slot.fixed);
  let counted = 0;
  for (let i = 0; i < picks.length && counted < n; i++) {
    const p = picks[i];
    if (p.slot.fixed) continue;
    if (p.pairedWith !== undefined) {
      if (n - counted < 2) break;
      out.push(p, picks[p.pairedWith]);
      counted += 2;
      i = p.pairedWith;
      continue;
    }
    out.push(p);
    counted += 1;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------

function bucketOf(p: Pick): number {
  const f = p.features;
  if (p.slot.pool === "mobility") return 0;
  if (p.slot.pool === "power") return 1;
  if (f.isConditioning) return 5;
  if (f.role === "core" || f.role === "carry") return 4;
  return f.exercise.isCompound ? 2 : 3;
}

/** Compounds before isolation, large muscles before small, trunk and conditioning last. */
export function orderPicks<T extends Pick>(picks: readonly T[]): T[] {
  return [...picks].sort((a, b) => bucketOf(a) - bucketOf(b) || a.features.sizeRank - b.features.sizeRank || a.order - b.order);
}

export interface PlannedItem {
  features: ExerciseFeatures;
  slot: string;
  prescription: Prescription;
}

function prescribeAll(ordered: readonly Pick[], spec: WorkoutSpec, memo?: Map<string, Prescription>): PlannedItem[] {
  const hasPower = ordered.some((p) => p.slot.pool === "power");
  const loadGoals = spec.goals.filter((g) => !(hasPower && g === "power"));
  const compoundGoals: TrainingGoal[] = loadGoals.length > 0 ? loadGoals : ["hypertrophy"];
  const isoGoals = spec.goals.filter((g) => g === "hypertrophy" || g === "endurance");
  const isolationGoals: TrainingGoal[] = isoGoals.length > 0 ? isoGoals : ["hypertrophy"];
  const compounds = ordered.filter((p) => bucketOf(p) === 2);
  const isolations = ordered.filter((p) => bucketOf(p) === 3);
  let leadGiven = false;
  return ordered.map((p) => {
    const f = p.features;
    let kind: PrescriptionKind;
    let lead = false;
    const bucket = bucketOf(p);
    if (bucket === 0) kind = "mobility";
    else if (bucket === 5) kind = f.isSteadyCardio ? "steady" : "intervals";
    else if (bucket === 1) kind = "power";
    else if (bucket === 4) kind = f.isTimed ? "hold" : "endurance";
    else if (bucket === 2) {
      const k = compounds.indexOf(p);
      if (spec.mainGoal) kind = k === 0 ? compoundGoals[0] : spec.mainGoal === "power" && hasPower ? "strength" : spec.mainGoal;
      else kind = compoundGoals[Math.min(compoundGoals.length - 1, Math.floor((k * compoundGoals.length) / compounds.length))];
      if (!leadGiven && !f.isTimed) {
        lead = true;
        leadGiven = true;
      }
    } else {
      const k = isolations.indexOf(p);
      if (spec.mainGoal === "hypertrophy" || spec.mainGoal === "endurance") kind = spec.mainGoal;
      else kind = isolationGoals[Math.min(isolationGoals.length - 1, Math.floor((k * isolationGoals.length) / isolations.length))];
    }
    const key = `${f.exercise.id}|${kind}|${lead}`;
    let prescription = memo?.get(key);
    if (!prescription) {
      prescription = prescribe(f, { kind, lead, experienceRank: spec.rank, fatigue: spec.fatigue ?? "moderate", zone: spec.zone });
      memo?.set(key, prescription);
    }
    return { features: f, slot: p.slot.label, prescription };
  });
}

interface Candidate {
  n: number;
  items: PlannedItem[];
  min: number;
  max: number;
  nominal: number;
}

function candidatesByCount(picks: readonly Pick[], spec: WorkoutSpec, maxCount: number): Candidate[] {
  const out: Candidate[] = [];
  let lastLength = -1;
  const target = spec.targetMinutes * 60;
  // Prescriptions are shared read-only between counts; the fitter copies before changing them.
  const memo = new Map<string, Prescription>();
  for (let n = 1; n <= maxCount; n++) {
    // More exercises only lengthen a session: stop once even the shortest version is too long.
    const last = out[out.length - 1];
    if (last && last.min > target * 1.1 && n > (spec.exerciseCount ?? 0)) break;
    const prefix = takePrefix(picks, n);
    if (prefix.length === lastLength) continue;
    lastLength = prefix.length;
    const items = prescribeAll(orderPicks(prefix), spec, memo);
    const bounds = sessionBounds(items.map((i) => i.prescription));
    out.push({ n: prefix.filter((p) => !p.slot.fixed).length, items, min: bounds.min, max: bounds.max, nominal: sessionClockSeconds(items.map((i) => i.prescription)) });
  }
  return out;
}

export interface WorkoutExerciseDetail {
  sets: number;
  reps: string;
  restSeconds: number;
  rpe: number | null;
  tempo: string;
  notes: string;
}

export interface GeneratedWorkout {
  name: string;
  description: string;
  workoutType: WorkoutType;
  targetDurationMinutes: number;
  estimatedDurationMinutes: number;
  estimatedCalories: number;
  difficultyLevel: number;
  targetRPEMin: number;
  targetRPEMax: number;
  defaultTempo: string;
  exercises: string[];
  exerciseDetails: Record<string, WorkoutExerciseDetail>;
  items: PlannedItem[];
  /** Null when the caller scores sessions itself (the program planner scores whole weeks). */
  qualityScore: QualityScore | null;
  notes: string[];
  seed: number;
}

export interface GenerateOptions {
  cache?: GenerationCache;
  /** Skip the per-session quality score. */
  skipQuality?: boolean;
}

export type GenerateResult = { ok: true; workout: GeneratedWorkout } | GenerationError;

/** Minimum share of the target a workout must reach to be offered at all. */
export const MIN_ACHIEVABLE_SHARE = 0.5;

export function scoreInput(items: readonly PlannedItem[], minutes: number, workoutType: string): ScoreWorkout {
  return {
    exercises: items.map((i) => ({
      id: i.features.exercise.id,
      name: i.features.exercise.name,
      sets: i.prescription.sets,
      reps: repsText(i.prescription),
      rest: i.prescription.restSeconds,
      difficulty: i.features.exercise.difficulty,
      primaryMuscles: [...i.features.exercise.primaryMuscles],
      secondaryMuscles: [...i.features.exercise.secondaryMuscles],
      isCompound: i.features.exercise.isCompound,
    })),
    duration: minutes,
    workoutType,
  };
}

function goalTitle(goals: readonly TrainingGoal[]): string {
  const names = goals.map((g) => g.charAt(0).toUpperCase() + g.slice(1));
  return names.length <= 2 ? names.join(" & ") : `${names.slice(0, -1).join(", ")} & ${names[names.length - 1]}`;
}

export function detailOf(p: Prescription): WorkoutExerciseDetail {
  return { sets: p.sets, reps: repsText(p), restSeconds: p.restSeconds, rpe: p.rpe, tempo: p.tempo, notes: p.notes };
}

/** Builds the workout object from fitted items. */
export function workoutFromItems(items: PlannedItem[], spec: WorkoutSpec, notes: string[], skipQuality = false): GeneratedWorkout {
  const prescriptions = items.map((i) => i.prescription);
  const minutes = Math.round(sessionClockSeconds(prescriptions) / 60);
  const rpes = prescriptions.map((p) => p.rpe).filter((r): r is number => r !== null);
  const difficulties = items.map((i) => i.features.exercise.difficulty);
  const sets = prescriptions.reduce((s, p) => s + (p.unit === "minutes" ? 0 : p.sets), 0);
  const exerciseDetails: Record<string, WorkoutExerciseDetail> = {};
  for (const i of items) exerciseDetails[i.features.exercise.id] = detailOf(i.prescription);
  const typeLabel = WORKOUT_TYPE_LABELS[spec.workoutType];
  const name = spec.name ?? (spec.workoutType === "cardio" ? "Cardio Conditioning Workout" : `${typeLabel} ${goalTitle(spec.goals)} Workout`);
  const safety = spec.injuries.size > 0 ? ` Leaves out exercises unsuitable for ${injuryText(spec)}.` : "";
  const description =
    `${spec.targetMinutes}-minute ${typeLabel.toLowerCase()} session for a${/^[aeiou]/.test(spec.level) ? "n" : ""} ${spec.level} lifter: ` +
    `${items.length} exercises, ${sets} working sets, using ${equipmentText(spec)}.${safety}`;
  const firstLoaded = prescriptions.find((p) => p.unit === "reps" && p.kind !== "mobility");
  return {
    name,
    description,
    workoutType: spec.workoutType,
    targetDurationMinutes: spec.targetMinutes,
    estimatedDurationMinutes: minutes,
    estimatedCalories: estimateCalories(minutes, spec.targetMinutes),
    difficultyLevel: difficulties.length > 0 ? Math.round(difficulties.reduce((a, b) => a + b, 0) / difficulties.length) : spec.difficultyTarget,
    targetRPEMin: rpes.length > 0 ? Math.min(...rpes) : 0,
    targetRPEMax: rpes.length > 0 ? Math.max(...rpes) : 0,
    defaultTempo: firstLoaded?.tempo ?? "2-0-2-0",
    exercises: items.map((i) => i.features.exercise.id),
    exerciseDetails,
    items,
    qualityScore: skipQuality ? null : analyseQuality(scoreInput(items, spec.targetMinutes, spec.workoutType)),
    notes,
    seed: spec.seed,
  };
}

/** Filtered pools and their TOPSIS scores: all a session needs before slots are filled. */
export interface PreparedSession {
  pools: Pools;
  emptyReason?: string;
  slots: Slot[];
  scores: Map<string, number>;
  candidates: ExerciseFeatures[][];
}

/**
 * Reuses pools and rankings across sessions that share constraints and
 * seed (a program's weeks of one day template): only prefer/avoid change
 * between them, and those act after ranking.
 */
export interface GenerationCache {
  key: string;
  sessions: Map<string, PreparedSession>;
}

function prepare(index: CatalogueIndex, spec: WorkoutSpec, band: DifficultyRange, cache?: GenerationCache): PreparedSession {
  const key = cache ? `${cache.key}|${band.min}-${band.max}` : "";
  const hit = cache?.sessions.get(key);
  if (hit) return hit;
  const { pools, emptyReason } = buildPools(index, spec, band);
  const slots = allSlots(spec);
  const all = new Map<string, ExerciseFeatures>();
  for (const name of new Set(slots.map((s) => s.pool))) for (const f of pools[name]) all.set(f.exercise.id, f);
  const scores = rankCandidates([...all.values()], spec);
  const prepared = { pools, emptyReason, slots, scores, candidates: slotCandidates(pools, scores, slots) };
  cache?.sessions.set(key, prepared);
  return prepared;
}

function attempt(index: CatalogueIndex, spec: WorkoutSpec, band: DifficultyRange, options: GenerateOptions): GenerateResult & { shortfall?: number } {
  const { pools, emptyReason, slots, scores, candidates } = prepare(index, spec, band, options.cache);
  const mainPool = spec.workoutType === "cardio" ? pools.conditioning : pools.main;
  if (mainPool.length === 0) {
    return generationError(emptyReason ?? `No exercise fits this ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} request.`);
  }
  const picks = selectPicks(candidates, scores, slots, spec);
  if (picks.filter((p) => !p.slot.fixed).length === 0) {
    return generationError(emptyReason ?? `No exercise fits this ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} request.`);
  }
  const target = spec.targetMinutes * 60;
  const maxCount = Math.min(MAX_SLOTS, Math.max(GENERATOR_LIMITS.exerciseCount.max, spec.exerciseCount ?? 0));
  const counts = candidatesByCount(picks, spec, maxCount);
  const feasible = counts.filter((o) => o.max >= target * 0.9 && o.min <= target * 1.1);
  const notes: string[] = [];
  let chosen: Candidate;
  if (spec.exerciseCount !== undefined) {
    const wanted = spec.exerciseCount;
    const pool = feasible.length > 0 ? feasible : counts;
    chosen = pool.reduce((best, o) => (Math.abs(o.n - wanted) < Math.abs(best.n - wanted) ? o : best));
    if (chosen.n !== wanted) {
      notes.push(
        feasible.length > 0
          ? `${chosen.n} exercises instead of ${wanted}: that is what fits ${spec.targetMinutes} minutes at these sets and rest periods.`
          : `Only ${chosen.n} exercises are available for this request.`,
      );
    }
  } else if (feasible.length > 0) {
    chosen = feasible.reduce((best, o) => (Math.abs(o.nominal - target) < Math.abs(best.nominal - target) ? o : best));
  } else {
    chosen = counts.reduce((best, o) => (Math.abs(o.nominal - target) < Math.abs(best.nominal - target) ? o : best));
  }
  const fitted = fitToDuration(chosen.items.map((i) => i.prescription), target);
  const items = chosen.items.map((i, k) => ({ ...i, prescription: fitted[k] }));
  const achieved = sessionClockSeconds(fitted);
  const shortfall = achieved / target;
  if (shortfall < 0.9) {
    notes.push(
      `Only about ${Math.round(achieved / 60)} of the ${spec.targetMinutes} minutes can be filled: few exercises match ${equipmentText(spec)} for this session type.`,
    );
  }
  return { ok: true, workout: workoutFromItems(items, spec, notes, options.skipQuality), shortfall };
}

/**
 * Generates a workout from a resolved spec. When the experience band alone
 * cannot fill the session (an advanced lifter with little equipment), easier
 * exercises are allowed, never harder ones, and a note says so.
 */
export function generateFromSpec(catalogue: Catalogue | CatalogueIndex, spec: WorkoutSpec, options: GenerateOptions = {}): GenerateResult {
  const index = "features" in catalogue ? catalogue : indexCatalogue(catalogue);
  const strict = attempt(index, spec, spec.band, options);
  const strictShort = !strict.ok || (strict.shortfall ?? 1) < 0.9;
  let result: GenerateResult & { shortfall?: number } = strict;
  if (strictShort && spec.band.min > 1) {
    const relaxedBand = { min: 1, max: spec.band.max };
    const relaxed = attempt(index, spec, relaxedBand, options);
    if (relaxed.ok && (!strict.ok || (relaxed.shortfall ?? 0) > (strict.shortfall ?? 0) + 0.02)) {
      relaxed.workout.notes.unshift(
        `Few exercises in the ${spec.level} difficulty band (${spec.band.min}-${spec.band.max}) match ${equipmentText(spec)}; easier variations were allowed to fill the session.`,
      );
      result = relaxed;
    }
  }
  if (!result.ok) return result;
  if ((result.shortfall ?? 1) < MIN_ACHIEVABLE_SHARE) {
    const minutes = result.workout.estimatedDurationMinutes;
    return generationError(
      `This request cannot fill a ${spec.targetMinutes}-minute ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} session: ` +
        `only about ${minutes} minutes of suitable exercises exist for ${equipmentText(spec)}${spec.injuries.size > 0 ? ` with ${injuryText(spec)}` : ""}. ` +
        "Add equipment, shorten the session or choose another workout type.",
    );
  }
  return { ok: true, workout: result.workout };
}

/** Resolves and generates: the whole of POST /api/workouts/generate apart from HTTP. */
export function generateWorkout(catalogue: Catalogue, input: WorkoutRequestInput): GenerateResult {
  const spec = resolveWorkoutRequest(catalogue, input);
  if (!spec.ok) return spec;
  return generateFromSpec(catalogue, spec.value);
}
