/**
 * Workout generation, step 6: order and prescription. Picks are ordered
 * (warm-up drill, power work, compounds, isolation, trunk, conditioning;
 * larger muscles first), given sets, reps and rest for the goals, and
 * measured on the session clock for every exercise count.
 */
import type { TrainingGoal } from "./constants";
import { prescribe, sessionBounds, sessionClockSeconds, type Prescription, type PrescriptionKind } from "./prescription";
import type { ExerciseFeatures } from "./catalogue";
import type { WorkoutSpec } from "./workout-request";
import { takePrefix, type Pick } from "./workout-selection";

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
