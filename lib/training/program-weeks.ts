/**
 * Program planning, step 5: progression. Base sessions are rotated by the
 * variety level, and each week's version of a session follows its week's
 * scheme (sets, main-lift reps, RPE, rest, deload notes).
 */
import { GOAL_PRESETS, type TrainingGoal } from "./constants";
import { estimateCalories } from "./duration";
import { sessionClockSeconds, type Prescription, type RepZone } from "./prescription";
import type { WeekScheme } from "./program-periodization";
import type { ProgramSpec } from "./program-request";
import type { DayTemplate } from "./program-split";
import { clamp } from "./values";
import { detailOf, type GeneratedWorkout, type WorkoutExerciseDetail, type WorkoutFields } from "./workout-generator";
import type { PlannedItem } from "./workout-prescribing";

export interface PlannedWorkout extends WorkoutFields {
  intensityTechniques: string[];
}

export interface BaseSession {
  template: DayTemplate;
  zone?: RepZone;
  workout: GeneratedWorkout;
  items: PlannedItem[];
}

/** Lead lifts: the first two loaded compounds of a session; what the lifter progresses on. */
export function mainLiftIds(items: readonly PlannedItem[]): string[] {
  return items
    .filter((i) => i.features.exercise.isCompound && i.prescription.unit === "reps" && i.prescription.kind !== "power" && i.slot !== "core")
    .slice(0, 2)
    .map((i) => i.features.exercise.id);
}

/** Rotation keys per training week: sessions are regenerated whenever a key changes. */
export function rotationKey(variety: ProgramSpec["variety"], trainingIndex: number): { main: number; accessory: number } {
  switch (variety) {
    case 1:
      return { main: 0, accessory: 0 };
    case 2:
      return { main: 0, accessory: Math.floor(trainingIndex / 4) };
    case 3:
      return { main: 0, accessory: Math.floor(trainingIndex / 2) };
    case 4:
      return { main: Math.floor(trainingIndex / 4), accessory: trainingIndex };
    default:
      return { main: trainingIndex, accessory: trainingIndex };
  }
}

export const ZONES: readonly RepZone[] = ["heavy", "moderate", "light"];

function shiftReps(goal: TrainingGoal, progress: number): [number, number] {
  const p = GOAL_PRESETS[goal];
  const span = Math.max(0, p.repsMax - p.repsMin - 2);
  const low = Math.round(p.repsMax - 2 - span * progress);
  return [Math.max(p.repsMin, low), Math.min(p.repsMax, low + 2)];
}

/** One week's version of a base session. */
export function applyWeek(base: BaseSession, scheme: WeekScheme, spec: ProgramSpec): PlannedWorkout {
  const mains = new Set(mainLiftIds(base.items));
  const items = base.items.map((item) => {
    const p: Prescription = { ...item.prescription };
    const id = item.features.exercise.id;
    const isMain = mains.has(id) && (p.kind === "strength" || p.kind === "hypertrophy" || p.kind === "power");
    if (p.unit !== "minutes" && p.kind !== "mobility") {
      // A single working set is a deload dose; training weeks keep at least two.
      p.sets = scheme.isDeload ? Math.max(1, Math.ceil(p.sets * 0.5)) : Math.max(Math.min(2, p.sets), Math.round(p.sets * scheme.volumeMultiplier));
    }
    if (isMain && !base.zone && (p.kind === "strength" || p.kind === "hypertrophy")) {
      const [lo, hi] = shiftReps(p.kind, scheme.repProgress);
      if (lo >= item.features.exercise.repsMin && hi <= Math.max(item.features.exercise.repsMax, lo)) [p.low, p.high] = [lo, hi];
    }
    if (p.rpe !== null) {
      const cap = spec.level.rank <= 0 ? 7 : spec.level.rank === 1 ? 8 : 10;
      p.rpe = clamp(p.rpe + scheme.rpeShift, 4, cap);
    }
    if (isMain && !scheme.isDeload && scheme.intensityMultiplier >= 0.88) p.restSeconds = Math.min(p.restHi, p.restSeconds + 30);
    const notes = isMain ? `Work at about ${Math.round(scheme.intensityMultiplier * 100)}% of your training max. ${p.notes}` : p.notes;
    return { ...item, prescription: { ...p, notes: scheme.isDeload ? `Deload: leave 3-4 reps in reserve. ${notes}` : notes } };
  });
  const exerciseDetails: Record<string, WorkoutExerciseDetail> = {};
  for (const i of items) exerciseDetails[i.features.exercise.id] = detailOf(i.prescription);
  const prescriptions = items.map((i) => i.prescription);
  const minutes = Math.round(sessionClockSeconds(prescriptions) / 60);
  const rpes = prescriptions.map((p) => p.rpe).filter((r): r is number => r !== null);
  const zoneLabel = base.zone ? ` (${base.zone.charAt(0).toUpperCase()}${base.zone.slice(1)})` : "";
  return {
    name: `Week ${scheme.weekNumber} · ${base.template.name}${zoneLabel}`,
    // Short on purpose: every stored workout's description feeds a trigram index, and the program says the rest.
    description: `${base.template.name}${zoneLabel}, week ${scheme.weekNumber} of ${spec.weeks} (${scheme.phase}).`,
    workoutType: base.template.workoutType,
    targetDurationMinutes: spec.sessionMinutes,
    estimatedDurationMinutes: minutes,
    estimatedCalories: estimateCalories(minutes, spec.sessionMinutes),
    difficultyLevel: base.workout.difficultyLevel,
    targetRPEMin: rpes.length > 0 ? Math.min(...rpes) : 0,
    targetRPEMax: rpes.length > 0 ? Math.max(...rpes) : 0,
    defaultTempo: base.workout.defaultTempo,
    intensityTechniques: scheme.isDeload ? ["Deload: no sets to failure"] : scheme.phase === "Realization" || scheme.phase === "Peak" ? ["Heavy top set on the main lift"] : [],
    exercises: items.map((i) => i.features.exercise.id),
    exerciseDetails,
  };
}
