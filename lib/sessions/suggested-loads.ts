/**
 * Loads for a generated workout from the lifter's log (issue 21 item 2): for
 * each exercise with history, the next target by the same double progression
 * the live session prefills (./progression.ts), in the lifter's unit and
 * rounded to a weight that can be loaded. Bodyweight work gets reps only.
 */
import { parseRepRange, parseTimedRange } from "@/lib/training/reps";
import type { LoadKind } from "./load-steps";
import { nextTarget, type PerformedSet } from "./progression";
import { toDisplayWeight, type WeightUnit } from "./units";

export interface Prescribed {
  sets: number;
  reps: string;
  rpe: number | null;
}

export interface LoadFacts {
  kind: LoadKind;
  lowerBodyCompound: boolean;
}

export interface Suggestion {
  /** In the lifter's unit; absent for bodyweight work. */
  suggestedWeight?: number;
  suggestedReps: number;
  suggestionNote: string;
  /** Bodyweight work done for the top of the range on every set: time for a harder variation. */
  readyForHarder?: boolean;
}

export function suggestLoad(
  prescribed: Prescribed,
  facts: LoadFacts,
  last: readonly PerformedSet[],
  earlier: readonly PerformedSet[],
  unit: WeightUnit,
): Suggestion | null {
  // Timed work ("30-45s", "10 min") progresses by time, not by load: no suggestion.
  if (parseTimedRange(prescribed.reps)) return null;
  const range = parseRepRange(prescribed.reps);
  if (!range) return null;
  if (!last.some((s) => s.completed !== false && s.reps > 0)) return null;
  const target = nextTarget({
    repsMin: range.min,
    repsMax: range.max,
    plannedSets: prescribed.sets,
    lastSets: last,
    earlierSets: earlier,
    unit,
    lowerBodyCompound: facts.lowerBodyCompound,
    kind: facts.kind,
    targetRpe: prescribed.rpe ?? undefined,
  });
  if (target.weight > 0) return { suggestedWeight: toDisplayWeight(target.weight, unit), suggestedReps: target.reps, suggestionNote: target.reason };
  const done = last.filter((s) => s.completed !== false && s.reps > 0);
  const atTop = done.length >= prescribed.sets && done.every((s) => s.reps >= range.max);
  return { suggestedReps: target.reps, suggestionNote: target.reason, ...(atTop ? { readyForHarder: true } : {}) };
}

/** The note for bodyweight work that is ready to move on (COACHING.md §4: reps, tempo, a vest or the next harder variation). */
export function harderVariationNote(reps: number, harder: { name: string } | null): string {
  return harder
    ? `Every set reached ${reps} reps last time: move on to ${harder.name}, or slow the lowering to 3-4 seconds or add a vest.`
    : `Every set reached ${reps} reps last time: slow the lowering to 3-4 seconds, pause at the hardest point or add a vest.`;
}
