/**
 * Workout generation, step 6: order and prescription. Picks are ordered
 * (warm-up drill, power work, compounds, isolation, trunk, conditioning;
 * larger muscles first), given a role by position (main, secondary,
 * accessory), prescribed by goal and role, and measured on the session
 * clock for every exercise count.
 */
import type { TrainingGoal } from "./constants";
import { isMultiJointLift, sessionRoles } from "./session-roles";
import { prescribe, sessionBounds, sessionClockSeconds, type Prescription, type PrescriptionKind } from "./prescription";
import type { ExerciseFeatures } from "./catalogue";
import type { WorkoutSpec } from "./workout-request";
import { takePrefix, type Pick } from "./workout-selection";
import { aerobicPrescription, finisherMinutes } from "./aerobic-work";
import { pairLifts } from "./workout-pairing";
import { invariantFailures } from "./session-invariants";
import { isPowerWork } from "./power-work";

function bucketOf(p: Pick): number {
  const f = p.features;
  if (p.slot.pool === "mobility") return 0;
  // Jumps, throws and Olympic derivatives go first whichever slot brought them: fast reps need fresh legs (COACHING.md §4).
  if (p.slot.pool === "power" || isPowerWork(p.features)) return 1;
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

/**
 * Goals and roles per pick. Roles come from position (session-roles.ts):
 * the opening multi-joint lifts are main lifts, the next one or two
 * secondaries, the rest accessories. The heaviest goal goes to the main
 * lifts; with several goals, secondaries take the next one and
 * accessories the lightest that suits small-muscle work.
 */
function prescribeAll(ordered: readonly Pick[], spec: WorkoutSpec, memo?: Map<string, Prescription>): PlannedItem[] {
  const hasPower = ordered.some((p) => p.slot.pool === "power");
  const loadGoals = spec.goals.filter((g) => !(hasPower && g === "power"));
  // A power day's loaded lifts are strength work (COACHING.md §4: power secondaries 3-6 reps).
  const compoundGoals: TrainingGoal[] = loadGoals.length > 0 ? loadGoals : hasPower ? ["strength"] : ["hypertrophy"];
  const isoGoals = spec.goals.filter((g) => g === "hypertrophy" || g === "endurance");
  const heaviest = spec.mainGoal === "power" && hasPower ? "strength" : (spec.mainGoal ?? compoundGoals[0]);
  const accessoryGoal: TrainingGoal = spec.mainGoal === "hypertrophy" || spec.mainGoal === "endurance" ? spec.mainGoal : isoGoals[0] ?? heaviest;
  const roles = sessionRoles(ordered.map((p) => ({ features: p.features, eligible: bucketOf(p) === 2 || bucketOf(p) === 3 })));
  return ordered.map((p, index) => {
    const f = p.features;
    if (p.slot.pool === "aerobic") return { features: f, slot: p.slot.label, prescription: aerobicPrescription(finisherMinutes(spec.targetMinutes), spec.injuries) };
    let kind: PrescriptionKind;
    const bucket = bucketOf(p);
    const role = roles[index];
    if (bucket === 0) kind = "mobility";
    else if (bucket === 5) kind = f.isSteadyCardio ? "steady" : "intervals";
    else if (bucket === 1) kind = "power";
    else if (bucket === 4) kind = f.isTimed ? "hold" : "endurance";
    else if (role === "main") kind = spec.mainGoal && spec.mainGoal !== "power" ? spec.mainGoal : compoundGoals[0];
    else if (role === "secondary") kind = spec.mainGoal ? heaviest : compoundGoals[Math.min(1, compoundGoals.length - 1)];
    // A strength day's multi-joint lift in the accessory role stays in the strength rows (COACHING.md §4: 8-12), not pump work.
    else if (heaviest === "strength" && bucket === 2 && isMultiJointLift(f)) kind = "strength";
    else kind = accessoryGoal;
    const key = `${f.exercise.id}|${kind}|${role}`;
    let prescription = memo?.get(key);
    if (!prescription) {
      prescription = prescribe(f, {
        kind,
        lead: role === "main",
        // Jumps and throws are a power day's main work; a non-explosive pick in the power slot is a secondary lift.
        role: bucket === 1 ? (isPowerWork(f) ? "main" : "secondary") : role,
        experienceRank: spec.rank,
        fatigue: spec.fatigue ?? "moderate",
        zone: spec.zone,
        conservative: spec.conservative,
        sessionGoal: accessoryGoal,
      });
      memo?.set(key, prescription);
    }
    return { features: f, slot: p.slot.label, prescription };
  });
}

export interface Candidate {
  n: number;
  items: PlannedItem[];
  min: number;
  max: number;
  nominal: number;
}

export function candidatesByCount(picks: readonly Pick[], spec: WorkoutSpec, maxCount: number): Candidate[] {
  const out: Candidate[] = [];
  let lastLength = -1;
  const target = spec.targetMinutes * 60;
  // Prescriptions are shared read-only between counts; the fitter copies before changing them.
  const memo = new Map<string, Prescription>();
  // A shorter session already holds the aerobic finisher and every pattern its type needs.
  let finisherKept = false;
  for (let n = 1; n <= maxCount; n++) {
    // More exercises only lengthen a session: stop once even the shortest version is too long.
    const last = out[out.length - 1];
    if (last && last.min > target * 1.1 && n > (spec.exerciseCount ?? 0)) break;
    const prefix = takePrefix(picks, n);
    if (prefix.length === lastLength) continue;
    lastLength = prefix.length;
    let items = prescribeAll(orderPicks(prefix), spec, memo);
    let bounds = sessionBounds(items.map((i) => i.prescription));
    // A short session that cannot hold its lifts and the aerobic finisher pairs the lifts as supersets
    // (workout-pairing.ts); when even that is too long and no shorter session holds the finisher with
    // every pattern its type needs, the finisher moves out (the generator says where), not the lifts.
    if (bounds.min > target * 1.1 && items.some((i) => i.prescription.aerobic === true)) {
      const paired = pairLifts(items);
      const pairedBounds = paired ? sessionBounds(paired.map((i) => i.prescription)) : undefined;
      if (paired && pairedBounds && pairedBounds.min <= target * 1.1) [items, bounds] = [paired, pairedBounds];
      else if (!finisherKept) {
        items = items.filter((i) => i.prescription.aerobic !== true);
        bounds = sessionBounds(items.map((i) => i.prescription));
      }
    }
    const complete = invariantFailures(items.map((i) => ({ features: i.features, sets: i.prescription.sets })), spec.workoutType).length === 0;
    if (complete && bounds.min <= target * 1.1 && items.some((i) => i.prescription.aerobic === true)) finisherKept = true;
    out.push({ n: prefix.filter((p) => !p.slot.fixed).length, items, min: bounds.min, max: bounds.max, nominal: sessionClockSeconds(items.map((i) => i.prescription)) });
  }
  return out;
}

/** One exercise selection (any subset of the picks, not only a prefix) ordered, prescribed and measured. */
export function candidateFrom(picks: readonly Pick[], spec: WorkoutSpec): Candidate {
  const items = prescribeAll(orderPicks(picks), spec);
  const bounds = sessionBounds(items.map((i) => i.prescription));
  return { n: picks.filter((p) => !p.slot.fixed).length, items, min: bounds.min, max: bounds.max, nominal: sessionClockSeconds(items.map((i) => i.prescription)) };
}
