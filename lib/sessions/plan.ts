/**
 * The exercise list a live session follows, built when it starts: the
 * workout's prescription for each exercise (sets, rep range, rest, RPE),
 * falling back to the catalogue's ranges, then the load and reps prefilled
 * from the user's last performance by double progression.
 */
import type { SessionPlanItem } from "./plan-item";
import type { PrescriptionRanges } from "@/lib/training/catalogue";
import { EXERCISE_DEFAULTS } from "@/lib/training/constants";
import { parseRepRange, parseTimedRange } from "@/lib/training/reps";
import { loadKind } from "./load-steps";
import { nextTarget, type PerformedSet } from "./progression";
import type { WeightUnit } from "./units";

export type { SessionPlanItem };

/** What the workout says about one exercise (workouts.exerciseDetails[id]). */
export interface ExercisePrescription {
  sets?: number | null;
  reps?: string | number | null;
  restSeconds?: number | null;
  rpe?: number | null;
}

/** What the catalogue says (exercises record, bodyRegion expanded to its name). */
export interface CatalogueExercise extends Partial<PrescriptionRanges> {
  id: string;
  name: string;
  isCompound?: boolean;
  /** "lower_body", "upper_body", ... */
  bodyRegion?: string;
  /** Equipment names ("barbell", "dumbbells", ...): they decide the load step. */
  equipment?: readonly string[];
}

export const MAX_PLAN_SETS = 10;

const positive = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);

/** A lower-body compound lift takes the bigger load step; one definition for the live session, the progress page and generated workouts. */
export function isLowerBodyCompound(exercise: { isCompound?: boolean; bodyRegion?: string | null }): boolean {
  return Boolean(exercise.isCompound) && exercise.bodyRegion === "lower_body";
}

/** Sets, rep range, rest and RPE for one exercise: the workout first, then the catalogue, then the builder defaults. */
export function prescriptionFor(exercise: CatalogueExercise, detail: ExercisePrescription | undefined) {
  const defaultRange = parseRepRange(EXERCISE_DEFAULTS.reps)!;
  const timed = parseTimedRange(detail?.reps);
  const range =
    timed ??
    parseRepRange(detail?.reps) ??
    (positive(exercise.repsMin) ? { min: exercise.repsMin!, max: Math.max(exercise.repsMin!, exercise.repsMax ?? 0) } : null) ??
    defaultRange;
  const sets = positive(detail?.sets) ?? positive(exercise.setsMax) ?? positive(exercise.setsMin) ?? EXERCISE_DEFAULTS.sets;
  const rest =
    (typeof detail?.restSeconds === "number" && detail.restSeconds >= 0 ? detail.restSeconds : null) ??
    positive(exercise.restSecondsMin) ??
    EXERCISE_DEFAULTS.restSeconds;
  const rpe = positive(detail?.rpe);
  return {
    sets: Math.min(MAX_PLAN_SETS, Math.round(sets)),
    repsMin: Math.max(1, Math.round(range.min)),
    repsMax: Math.max(1, Math.round(range.max)),
    restSeconds: Math.round(rest),
    rpe: rpe !== null && rpe <= 10 ? rpe : 0,
    ...(timed ? { unit: timed.unit } : {}),
  };
}

/** What the lifter did last time, set by set: the completed sets only. */
function previousSets(lastSets: readonly PerformedSet[]): Array<{ weight: number; reps: number }> {
  return lastSets.filter((s) => s.completed !== false).map((s) => ({ weight: s.weight, reps: s.reps }));
}

/**
 * One plan item with its prefilled load and reps. `lastSets` are the user's
 * sets from the last session with this exercise, `earlierSets` those of the
 * session before (two misses in a row take load off).
 */
export function planItem(
  exercise: CatalogueExercise,
  detail: ExercisePrescription | undefined,
  lastSets: readonly PerformedSet[],
  unit: WeightUnit,
  earlierSets: readonly PerformedSet[] = [],
): SessionPlanItem {
  const p = prescriptionFor(exercise, detail);
  const previous = previousSets(lastSets);
  // Timed sets progress by time, not by load and reps: start at the bottom of the range, with last time's load if any.
  const target = p.unit
    ? { weight: previous[0]?.weight ?? 0, reps: p.repsMin, reason: undefined }
    : nextTarget({
        repsMin: p.repsMin,
        repsMax: p.repsMax,
        plannedSets: p.sets,
        lastSets,
        earlierSets,
        unit,
        lowerBodyCompound: isLowerBodyCompound(exercise),
        kind: loadKind(exercise.equipment ?? []),
        targetRpe: p.rpe,
      });
  return {
    exercise: exercise.id,
    name: exercise.name,
    sets: p.sets,
    repsMin: p.repsMin,
    repsMax: p.repsMax,
    restSeconds: p.restSeconds,
    rpe: p.rpe,
    ...(p.unit ? { unit: p.unit } : {}),
    weight: target.weight,
    reps: target.reps,
    ...(target.reason ? { note: target.reason } : {}),
    ...(previous.length > 0 ? { previous } : {}),
  };
}

export interface PlanSource {
  exercises: readonly string[];
  exerciseDetails?: Record<string, ExercisePrescription> | null;
}

/** The whole plan, in the workout's order; exercises missing from the catalogue are left out. */
export function buildPlan(
  workout: PlanSource,
  catalogue: ReadonlyMap<string, CatalogueExercise>,
  lastSetsByExercise: ReadonlyMap<string, readonly PerformedSet[]>,
  unit: WeightUnit,
  earlierSetsByExercise: ReadonlyMap<string, readonly PerformedSet[]> = new Map(),
): SessionPlanItem[] {
  const items: SessionPlanItem[] = [];
  for (const id of workout.exercises) {
    const exercise = catalogue.get(id);
    if (!exercise || items.some((i) => i.exercise === id)) continue;
    items.push(planItem(exercise, workout.exerciseDetails?.[id] ?? undefined, lastSetsByExercise.get(id) ?? [], unit, earlierSetsByExercise.get(id) ?? []));
  }
  return items;
}

export interface HistorySet extends PerformedSet {
  exercise: string;
  session: string;
  /** When the set's session started (or the set's own time): newest session wins. */
  at: string | Date;
  /** Its place in the session; sets come back in this order. */
  setNumber?: number;
}

/**
 * Per exercise, the sets of the session `back` sessions before the most
 * recent one that had it (0: the most recent; 1: the one before), in set order.
 */
export function performanceBack(sets: readonly HistorySet[], back: number): Map<string, PerformedSet[]> {
  const time = (v: string | Date) => (v instanceof Date ? v.getTime() : new Date(v.replace(" ", "T")).getTime() || 0);
  const sessions = new Map<string, Map<string, number>>();
  for (const s of sets) {
    const byExercise = sessions.get(s.exercise) ?? new Map<string, number>();
    byExercise.set(s.session, Math.max(byExercise.get(s.session) ?? 0, time(s.at)));
    sessions.set(s.exercise, byExercise);
  }
  const wanted = new Map<string, string>();
  for (const [exercise, byExercise] of sessions) {
    const ordered = [...byExercise].sort((a, b) => b[1] - a[1]);
    if (ordered[back]) wanted.set(exercise, ordered[back][0]);
  }
  const out = new Map<string, PerformedSet[]>();
  const ordered = [...sets].sort((a, b) => (a.setNumber ?? 0) - (b.setNumber ?? 0));
  for (const s of ordered) {
    if (wanted.get(s.exercise) !== s.session) continue;
    out.set(s.exercise, [...(out.get(s.exercise) ?? []), { reps: s.reps, weight: s.weight, completed: s.completed, ...(s.rpe ? { rpe: s.rpe } : {}) }]);
  }
  return out;
}

/** Per exercise, the sets of the most recent session that had it. */
export function lastPerformance(sets: readonly HistorySet[]): Map<string, PerformedSet[]> {
  return performanceBack(sets, 0);
}

/** A plan item's target per set: "4-6 reps", "30-45 s", "10 min". */
export function targetWorkText(item: Pick<SessionPlanItem, "repsMin" | "repsMax" | "unit">): string {
  const range = item.repsMin === item.repsMax ? `${item.repsMin}` : `${item.repsMin}-${item.repsMax}`;
  return `${range} ${item.unit === "minutes" ? "min" : item.unit === "seconds" ? "s" : "reps"}`;
}

/** What the set row's second number field holds: reps, or the time of a timed set. */
export function workFieldName(unit: SessionPlanItem["unit"]): { column: string; label: string } {
  if (unit === "minutes") return { column: "Min", label: "minutes" };
  if (unit === "seconds") return { column: "Sec", label: "seconds" };
  return { column: "Reps", label: "reps" };
}
