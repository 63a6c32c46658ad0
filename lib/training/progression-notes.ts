/**
 * Progression advice that fits the exercise (COACHING.md §4, §7): bodyweight
 * work progresses by reps, tempo, range, a vest or a harder variation; bands
 * by a stronger band; loaded work by double progression with the smallest
 * real load step (2.5 kg on a bar for the upper body, 5 kg for the legs; on
 * dumbbells, reps first where the next pair is a big jump). Never a
 * percentage on a push-up.
 */
import type { PrescriptionGoal, SessionRole } from "./data/prescription-zones";
import { LOAD_STEPS_KG } from "./data/prescription-zones";
import { loadKind } from "./intensity";

export interface ProgressionSubject {
  /** The exercise's name, for the few whose band is a support rather than the load. */
  name?: string;
  equipment: readonly string[];
  /** Squat, hinge or lunge, or a leg muscle first. */
  lowerBody: boolean;
  explosive: boolean;
  goal: PrescriptionGoal;
  role: SessionRole;
  /** 0 untrained, 1 beginner, 2 intermediate, 3+ advanced. */
  experienceRank: number;
  low: number;
  high: number;
  unit: "reps" | "seconds";
  /** Already at the slow tempo (prescription.ts SLOW_TEMPO): progress by range, a vest or a harder variation. */
  slowTempo?: boolean;
}

/**
 * A beginner's barbell main lift progresses linearly (COACHING.md §7): the load rises every session
 * while the reps hold, so no fixed % of a training max belongs beside it.
 */
export function addsLoadEachSession(s: Pick<ProgressionSubject, "equipment" | "role" | "experienceRank" | "explosive" | "goal" | "unit">): boolean {
  if (s.unit !== "reps" || s.explosive || s.goal === "power") return false;
  return loadKind(s.equipment) === "bar" && s.role === "main" && s.experienceRank <= 1;
}

export function progressionNote(s: ProgressionSubject): string {
  // "Return to 8" after reaching 8 says nothing: a fixed count just goes up in load.
  const back = s.low < s.high ? ` and return to ${s.low}` : "";
  if (s.unit === "seconds") return "Add 5-10 s per set once every hold is steady; then a harder variation.";
  if (s.explosive || s.goal === "power") return "Add load only while every rep stays fast; stop the set when speed drops.";
  const kind = loadKind(s.equipment);
  // The Spanish squat's band holds the knees back; the load is the body and whatever is held at the chest.
  if (kind === "band" && s.name !== undefined && /\bspanish squat\b/i.test(s.name)) {
    return `When every set reaches ${s.high} reps, hold a plate or dumbbell at the chest, then sit a little deeper while it stays pain-free.`;
  }
  if (kind === "bodyweight" && s.slowTempo) {
    return `When every set reaches ${s.high} slow reps, add range, a weighted vest or a loaded backpack, or move to the next harder variation.`;
  }
  if (kind === "band" && s.slowTempo) return `When every set reaches ${s.high} slow reps, use a stronger band (or shorten it), then a harder variation.`;
  if (kind === "bodyweight") {
    return `When every set reaches ${s.high} reps, slow the lowering to 3 s or add a pause, then add range, a weighted vest or the next harder variation.`;
  }
  if (kind === "band") return `When every set reaches ${s.high} reps, use a stronger band (or shorten it), then a harder variation.`;
  if (kind === "bar") {
    const step = s.lowerBody ? LOAD_STEPS_KG.barLower : LOAD_STEPS_KG.barUpper;
    if (addsLoadEachSession(s)) {
      return `Add ${step} kg each session while every rep holds; after two stalls in a row, take off about 10% and build again.`;
    }
    return `When every set reaches ${s.high} reps, add ${step} kg${back}.`;
  }
  if (kind === "dumbbell") {
    return `When every set reaches ${s.high} reps, take the next weight up${back}; where that jump is large (4 to 6 kg is +50%), add reps or a slower lowering first.`;
  }
  return `When every set reaches ${s.high} reps, add the smallest weight step${back}.`;
}
