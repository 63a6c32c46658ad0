/**
 * Workout generation, step 4: the slots. Each session type has an ordered
 * list of movement slots (squat, push, pull, hinge, core … then
 * accessories); push and pull slots come in pairs so a session never ends
 * half-balanced.
 */
import type { WorkoutType } from "./constants";
import type { CanonicalMuscle } from "./muscle-groups";
import type { ExerciseFeatures, Role } from "./catalogue";
import type { PoolName } from "./workout-candidates";
import type { WorkoutSpec } from "./workout-request";

export interface Slot {
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
  /** The exercise's name must match: a slot for one family of work (cuff drills, lateral raises). */
  names?: RegExp;
}

/** External rotation, face pulls and pull-aparts: what COACHING.md §9 asks for around an impinged shoulder. */
export const CUFF_WORK = /\b(external rotations?|face pulls?|pull[- ]?aparts?)\b/i;
/** The lateral raise family: the side delts' own work (presses load the front delts). */
export const SIDE_DELT_WORK = /\b(lateral raises?|lu raises?|side raises?)\b/i;

/**
 * A sore shoulder gets cuff work early in an upper, pull or full-body day
 * (after the first push/pull pair; on a full-body day after both pairs, so its four patterns come first), so
 * even a short session keeps it; an upper or push day for size gets a
 * lateral raise before the other small work. Each slot stays empty where
 * the kit or the injury tags leave nothing of its family.
 */
function familySlots(spec: WorkoutSpec, slots: Slot[]): Slot[] {
  // Program days (the planner sets mainGoal on every day) are balanced over the week by the program planner, whose
  // weekly bands these extra slots would upset; for now they apply to single workouts only.
  if (spec.mainGoal !== undefined) return slots;
  const out = [...slots];
  const type = spec.workoutType;
  if (cuffDay(spec)) out.splice(Math.min(type === "full_body" ? 6 : 2, out.length), 0, { label: "cuff", pool: "main", names: CUFF_WORK });
  // Right after the first press (and row): in a short size session the raise outranks a second press, whose
  // front delts the first press has already trained (COACHING.md §6).
  if (sideDeltDay(spec)) out.splice(Math.min(2, out.length), 0, { label: "side delts", pool: "main", compound: false, names: SIDE_DELT_WORK });
  return out;
}

/** A single workout around an impinged shoulder that trains the back of the shoulder: it gets a cuff slot. */
export function cuffDay(spec: Pick<WorkoutSpec, "injuries" | "workoutType" | "mainGoal">): boolean {
  const type = spec.workoutType;
  return spec.mainGoal === undefined && spec.injuries.has("shoulder_impingement") && (type === "upper_body" || type === "pull" || type === "full_body");
}

/** A single upper-body or push workout for size: it gets a lateral raise slot. */
export function sideDeltDay(spec: Pick<WorkoutSpec, "goals" | "workoutType" | "mainGoal">): boolean {
  return spec.mainGoal === undefined && spec.goals.includes("hypertrophy") && (spec.workoutType === "upper_body" || spec.workoutType === "push");
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

export const MAX_SLOTS = 15;

/** The label of the steady aerobic finisher's slot (aerobic-work.ts). */
export const AEROBIC_SLOT = "aerobic finisher";

export function allSlots(spec: WorkoutSpec): Slot[] {
  const extras = spec.extras ?? {};
  const slots = familySlots(spec, sessionSlots(spec.workoutType, spec.variant ?? 0));
  if (extras.core && spec.workoutType !== "full_body" && spec.workoutType !== "cardio") slots.splice(Math.min(4, slots.length), 0, CORE_SLOT);
  if ((extras.power || spec.goals.includes("power")) && spec.workoutType !== "cardio") slots.unshift({ label: "power", pool: "power" });
  const fillers = fillerSlots(spec.workoutType);
  for (let i = 0; slots.length < MAX_SLOTS; i++) slots.push(fillers[i % fillers.length]);
  const fixed: Slot[] = [];
  if (extras.mobility) fixed.push({ label: "warm-up", pool: "mobility", fixed: true });
  if (extras.aerobic && spec.workoutType !== "cardio") fixed.push({ label: AEROBIC_SLOT, pool: "aerobic", fixed: true });
  else if (extras.finisher && spec.workoutType !== "cardio") fixed.push({ label: "finisher", pool: "conditioning", fixed: true });
  return [...fixed, ...slots];
}

const PUSH_ROLES = new Set<Role>(["horizontal_push", "vertical_push"]);
const PULL_ROLES = new Set<Role>(["horizontal_pull", "vertical_pull"]);

export function accepts(slot: Slot, f: ExerciseFeatures): boolean {
  if (slot.names && !slot.names.test(f.exercise.name)) return false;
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
