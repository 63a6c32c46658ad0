/**
 * What an import writes, decided before any write (issue 21 item 5): one
 * session per workout of the file, one set record per work set, and one
 * custom exercise per name left unmatched. Every id is derived from what it
 * stands for (the lifter, the source, the workout's start and title, the
 * exercise, the set's place), so importing the same file again names the
 * same records and adds nothing.
 */
import { sessionTotals } from "@/lib/sessions/totals";
import type { ImportedSet, ImportSource } from "./formats";
import type { NameMatch } from "./exercise-matching";

export interface PlannedSession {
  id: string;
  name: string;
  startedAt: Date;
  completedAt: Date;
  durationMinutes: number;
  estimatedCaloriesBurned: number;
  /** lbs, as workout_sessions.total_volume */
  totalVolume: number;
  exercisesPerformed: string[];
  notes: string;
}

export interface PlannedSet {
  id: string;
  session: string;
  exercise: string;
  setNumber: number;
  reps: number;
  weight: number;
  rpe: number;
  completedAt: Date;
}

export interface PlannedCustom {
  id: string;
  name: string;
}

export interface ImportPlan {
  sessions: PlannedSession[];
  sets: PlannedSet[];
  customs: PlannedCustom[];
}

/** Minutes a workout without a stated duration is taken to last, for its end time. */
const DEFAULT_MINUTES = 60;

/** The API's own bounds on what one import may store (lib/records/collections/training.ts). */
export const IMPORT_PLAN_LIMITS = { setsPerExercise: 100, exercisesPerWorkout: 500, totalVolume: 100_000_000 } as const;

/** `idFor` turns a record's description into its id (./ids.server.ts keys it with the app's secret). */
export function planImport(
  userId: string,
  source: ImportSource,
  sets: readonly ImportedSet[],
  exerciseFor: (name: string) => string,
  matches: ReadonlyMap<string, NameMatch>,
  customIdFor: (name: string) => string,
  idFor: (text: string) => string,
): ImportPlan {
  const byWorkout = new Map<string, ImportedSet[]>();
  for (const s of sets) {
    const key = `${s.workoutStart.toISOString()}|${s.workoutName}`;
    const list = byWorkout.get(key);
    if (list) list.push(s);
    else byWorkout.set(key, [s]);
  }
  const sessions: PlannedSession[] = [];
  const planned: PlannedSet[] = [];
  for (const [key, workoutSets] of byWorkout) {
    const first = workoutSets[0];
    const sessionId = idFor(`session|${userId}|${source}|${key}`);
    const minutes = first.durationMinutes > 0 ? first.durationMinutes : DEFAULT_MINUTES;
    const completedAt = new Date(first.workoutStart.getTime() + minutes * 60_000);
    const rows = workoutSets.map((s) => ({ ...s, exercise: exerciseFor(s.exerciseName) }));
    const totals = sessionTotals(rows.map((r) => ({ exercise: r.exercise, reps: r.reps, weight: r.weight, completed: true })), first.workoutStart, completedAt);
    sessions.push({
      id: sessionId,
      name: first.workoutName.slice(0, 200),
      startedAt: first.workoutStart,
      completedAt,
      durationMinutes: totals.durationMinutes,
      estimatedCaloriesBurned: totals.estimatedCaloriesBurned,
      totalVolume: Math.min(IMPORT_PLAN_LIMITS.totalVolume, totals.totalVolume),
      exercisesPerformed: totals.exercisesPerformed.slice(0, IMPORT_PLAN_LIMITS.exercisesPerWorkout),
      notes: `Imported from ${source === "hevy" ? "Hevy" : "Strong"}`,
    });
    // Set numbers run per exercise within the session, as the live session numbers them; two names
    // the file keeps apart but the catalogue joins ("Bench Press (Barbell)", "Barbell Bench Press") count on.
    const numbers = new Map<string, number>();
    for (const r of rows) {
      const setNumber = (numbers.get(r.exercise) ?? 0) + 1;
      numbers.set(r.exercise, setNumber);
      // More than 100 sets of one exercise in one workout is a broken file, not training: the rest are left out.
      if (setNumber > IMPORT_PLAN_LIMITS.setsPerExercise) continue;
      planned.push({
        id: idFor(`set|${sessionId}|${r.exercise}|${setNumber}`),
        session: sessionId,
        exercise: r.exercise,
        setNumber,
        reps: Math.round(r.reps),
        weight: r.weight,
        rpe: r.rpe,
        completedAt,
      });
    }
  }
  const customs = [...matches.values()].filter((m) => m.kind === "custom").map((m) => ({ id: customIdFor(m.name), name: m.name.slice(0, 200) }));
  return { sessions, sets: planned, customs };
}
