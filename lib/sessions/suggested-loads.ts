/**
 * Loads for a generated workout from the lifter's log (issue 21 item 2): for
 * each exercise with history, the next target by the same double progression
 * the live session prefills, in the lifter's unit and rounded to a weight that
 * can be loaded. Bodyweight work gets reps only.
 */
import { parseTimedRange } from "@/lib/training/reps";
import { planItem, type CatalogueExercise, type ExercisePrescription } from "./plan";
import type { PerformedSet } from "./progression";
import { toDisplayWeight, type WeightUnit } from "./units";

export interface Suggestion {
  /** In the lifter's unit; absent for bodyweight work. */
  suggestedWeight?: number;
  suggestedReps: number;
  suggestionNote: string;
  /** Bodyweight work done for the top of the range on every set: time for a harder variation. */
  readyForHarder?: boolean;
}

/**
 * The live session's own plan item for this exercise and history (./plan.ts), so the
 * suggestion is the figure the session will prefill; null without history or for timed work
 * ("30-45s", "10 min"), which progresses by time, not by load.
 */
export function suggestLoad(
  exercise: CatalogueExercise,
  detail: ExercisePrescription,
  last: readonly PerformedSet[],
  earlier: readonly PerformedSet[],
  unit: WeightUnit,
): Suggestion | null {
  if (parseTimedRange(detail.reps)) return null;
  const done = last.filter((s) => s.completed !== false && s.reps > 0);
  if (done.length === 0) return null;
  const item = planItem(exercise, detail, last, unit, earlier);
  const note = item.note ?? "";
  if (item.weight > 0) return { suggestedWeight: toDisplayWeight(item.weight, unit), suggestedReps: item.reps, suggestionNote: note };
  const atTop = done.length >= item.sets && done.every((s) => s.reps >= item.repsMax);
  return { suggestedReps: item.reps, suggestionNote: note, ...(atTop ? { readyForHarder: true } : {}) };
}

/** The note for bodyweight work that is ready to move on (COACHING.md §4: reps, tempo, a vest or the next harder variation). */
export function harderVariationNote(reps: number, harder: { name: string } | null): string {
  return harder
    ? `Every set reached ${reps} reps last time: move on to ${harder.name}, or slow the lowering to 3-4 seconds or add a vest.`
    : `Every set reached ${reps} reps last time: slow the lowering to 3-4 seconds, pause at the hardest point or add a vest.`;
}
