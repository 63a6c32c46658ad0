/**
 * Workout generation, step 2: the candidates. The hard constraints
 * (workout type, equipment, injuries, difficulty band, focus muscles) cut the
 * catalogue into pools, and an empty main pool is explained by the first
 * constraint that left nothing.
 */
import { isPowerWork } from "./power-work";
import { loadKind } from "./intensity";
import { CUFF_WORK, SIDE_DELT_WORK, sideDeltDay } from "./workout-slots";
import type { WorkoutType } from "./constants";
import type { DifficultyRange } from "./experience";
import { musclesInGroup, type CanonicalMuscle } from "./muscle-groups";
import { isContraindicated, isEquipmentAvailable, listText, type CatalogueIndex, type ExerciseFeatures } from "./catalogue";
import { DEFAULT_LEVEL_RANKS, type WorkoutSpec } from "./workout-request";
import { avoidedByName } from "./data/injury-substitutions";
import { isLadderStaple, SPECIALTY_LIFT } from "./data/main-lift-ladders";
import { aerobicOptions } from "./aerobic-work";
import { prescribe } from "./prescription";

export type PoolName = "main" | "core" | "power" | "conditioning" | "mobility" | "aerobic";
export type Pools = Record<PoolName, ExerciseFeatures[]>;

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

export function typeShare(f: ExerciseFeatures, type: WorkoutType): number {
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

/**
 * Unsuitable for one of the injuries: by the catalogue's tags, or by name
 * where the tags miss a member of a risky family (a step-down for a knee, a
 * reverse-grip pulldown for an impingement).
 */
export function unsafeFor(f: ExerciseFeatures, injuries: ReadonlySet<string>): boolean {
  if (isContraindicated(f.exercise, injuries)) return true;
  for (const injury of injuries) if (avoidedByName(f.exercise.name, injury)) return true;
  return false;
}

/**
 * The band keeps a session near the level's difficulty, but never removes a
 * ladder staple (a beginner in a full gym squats with the bar, coached
 * light; an advanced lifter keeps the dumbbell RDL). Specialty lifts wait
 * for advanced lifters.
 */
function levelAllows(index: CatalogueIndex, f: ExerciseFeatures, spec: WorkoutSpec, band: DifficultyRange): boolean {
  if (SPECIALTY_LIFT.test(f.exercise.name) && spec.rank < 3) return false;
  const d = f.exercise.difficulty;
  // Cuff drills for a sore shoulder (COACHING.md §9), lateral raises on a size day (§6: the side delts need
  // their own sets) and single-joint work with a load to choose (a curl, a leg curl, a pushdown: its catalogue
  // difficulty is the technique, and an advanced lifter makes it hard with the load) are never "too easy" for
  // the band: every level does them. Without this an advanced pull day had no curl and stopped 15 minutes short.
  // Single workouts only, as the family slots (workout-slots.ts familySlots): program weeks keep their own balance.
  const name = f.exercise.name;
  const belowBandOk =
    d < band.min &&
    spec.mainGoal === undefined &&
    ((spec.injuries.has("shoulder_impingement") && CUFF_WORK.test(name)) ||
      (sideDeltDay(spec) && SIDE_DELT_WORK.test(name)) ||
      (!f.exercise.isCompound && !f.isTimed && loadKind(f.exercise.equipment) !== "bodyweight"));
  if ((d > band.max || d < band.min) && !isLadderStaple(f.exercise.name) && !belowBandOk) return false;
  const min = f.exercise.minExperienceLevel;
  if (!min) return true;
  const rank = index.levelRank.get(min) ?? DEFAULT_LEVEL_RANKS[min];
  return rank === undefined || rank <= spec.rank;
}

function trainsFocus(f: ExerciseFeatures, focus: readonly string[]): boolean {
  return f.exercise.primaryMuscles.some((m) => focus.includes(m)) || f.exercise.secondaryMuscles.some((m) => focus.includes(m));
}

export interface PoolResult {
  pools: Pools;
  /** Explains an empty main pool: the first constraint that left nothing. */
  emptyReason?: string;
}

export function injuryText(spec: WorkoutSpec): string {
  return listText([...spec.injuries].map((n) => n.replace(/_/g, " ")));
}

export function equipmentText(spec: WorkoutSpec): string {
  return spec.equipment.size === 0 ? "bodyweight only" : `the chosen equipment (${listText([...spec.equipment].sort())})`;
}

/** Works a muscle the user asked to leave alone, as a prime mover (secondary work is allowed). */
export function worksAvoided(f: ExerciseFeatures, avoid: readonly string[] | undefined): boolean {
  return avoid !== undefined && avoid.length > 0 && f.exercise.primaryMuscles.some((m) => avoid.includes(m));
}

const LIFT_PATTERNS = new Set(["squat", "lunge", "hinge", "horizontal_push", "vertical_push", "horizontal_pull", "vertical_pull"]);
const ENDURANCE_WORK = new WeakMap<ExerciseFeatures, boolean>();

/**
 * Whether small work can be muscular-endurance work (COACHING.md §4: endurance
 * accessories 15-25 reps or 30-60 s): its endurance prescription is timed or
 * at least 12 reps. A Nordic curl (3-6), an eccentric leg curl or a bottoms-up
 * press cannot be, so an endurance session does not pick it (workout-selection.ts).
 * Multi-joint lifts and hinges keep their own zones (hinges stay at 12 or fewer).
 */
export function suitsEnduranceDay(f: ExerciseFeatures): boolean {
  if (f.isTimed || f.isExplosive || f.isConditioning || f.isMobility || f.role === "hinge") return true;
  if (f.exercise.isCompound && LIFT_PATTERNS.has(f.role)) return true;
  let ok = ENDURANCE_WORK.get(f);
  if (ok === undefined) {
    const p = prescribe(f, { kind: "endurance", lead: false, role: "accessory", experienceRank: 2, fatigue: "moderate", sessionGoal: "endurance" });
    ok = p.unit !== "reps" || p.low >= 12;
    ENDURANCE_WORK.set(f, ok);
  }
  return ok;
}

export function buildPools(index: CatalogueIndex, spec: WorkoutSpec, band: DifficultyRange): PoolResult {
  const safe = (f: ExerciseFeatures) => isEquipmentAvailable(f.exercise, spec.equipment) && !unsafeFor(f, spec.injuries) && !worksAvoided(f, spec.avoidMuscles);
  const allowed = (f: ExerciseFeatures) => safe(f) && levelAllows(index, f, spec, band);
  const focused = (f: ExerciseFeatures) => spec.focusMuscles.length === 0 || trainsFocus(f, spec.focusMuscles);
  const type = spec.workoutType;

  const members = index.features.filter((f) => isTypeMember(f, type));
  const withEquipment = members.filter((f) => isEquipmentAvailable(f.exercise, spec.equipment));
  const withInjuries = withEquipment.filter((f) => !unsafeFor(f, spec.injuries));
  const withoutAvoided = withInjuries.filter((f) => !worksAvoided(f, spec.avoidMuscles));
  const withLevel = withoutAvoided.filter((f) => levelAllows(index, f, spec, band));
  const main = withLevel.filter(focused);

  const label = WORKOUT_TYPE_LABELS[type].toLowerCase();
  let emptyReason: string | undefined;
  if (members.length === 0) emptyReason = `The catalogue has no ${label} exercises.`;
  else if (withEquipment.length === 0) emptyReason = `None of the ${members.length} ${label} exercises can be done with ${equipmentText(spec)}. Add equipment or choose another workout type.`;
  else if (withInjuries.length === 0) emptyReason = `Every ${label} exercise possible with ${equipmentText(spec)} is unsuitable for ${injuryText(spec)}. Add equipment or choose another workout type.`;
  else if (withoutAvoided.length === 0) emptyReason = `Every ${label} exercise left works ${listText([...(spec.avoidMuscles ?? [])].map((m) => m.replace(/_/g, " ")))}, which you asked to avoid. Avoid fewer muscles or choose another workout type.`;
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
          (f) => isPowerWork(f) && allowed(f) && (type === "full_body" || (TYPE_MUSCLES[type]?.has(f.primary[0] as CanonicalMuscle) ?? false)),
        )
      : [],
    conditioning: index.features.filter((f) => f.isConditioning && allowed(f)),
    mobility: extras.mobility ? index.features.filter((f) => f.isMobility && safe(f)) : [],
    // Walking or riding at a talking pace suits every level: kit and injuries only, no difficulty band.
    aerobic: extras.aerobic && type !== "cardio" ? aerobicOptions(index.features, safe) : [],
  };
  return { pools, emptyReason };
}
