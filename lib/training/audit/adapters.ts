/**
 * Builds the audit's view of a session from what the engine produces: a
 * generated workout's items (features + prescription), a program day's
 * stored exercise details, or the quality score's input (names and muscles
 * only, roles read from the names the way the score always has).
 */
import type { CatalogueIndex, ExerciseFeatures, Role } from "../catalogue";
import { movementPattern } from "../movement-patterns";
import type { ScoreExercise } from "../score-input";
import type { WorkoutExerciseDetail } from "../workout-generator";
import { dayNoteAerobicMinutes, sessionAerobicMinutes } from "./review-rules";
import type { AuditExercise, AuditProgram, AuditSession, AuditWeek } from "./types";

/** The stored shape of one exercise's prescription (workouts.exerciseDetails). */
export type StoredDetail = WorkoutExerciseDetail;

export function auditExercise(f: ExerciseFeatures, d: StoredDetail): AuditExercise {
  const e = f.exercise;
  return {
    id: e.id,
    name: e.name,
    primaryMuscles: e.primaryMuscles,
    secondaryMuscles: e.secondaryMuscles,
    equipment: e.equipment,
    contraindications: e.contraindications,
    role: f.role,
    isCompound: e.isCompound,
    isUnilateral: e.isUnilateral,
    isMobility: f.isMobility || d.tempo === "controlled",
    isConditioning: f.isConditioning,
    isExplosive: f.isExplosive,
    sets: d.sets,
    reps: d.reps,
    restSeconds: d.restSeconds,
    rpe: d.rpe,
    tempo: d.tempo,
    notes: d.notes,
  };
}

export type SessionContext = Omit<AuditSession, "exercises" | "workoutType" | "statedMinutes">;

/** A stored workout (generated or a program day): ids in order and their details. */
export interface StoredWorkout {
  workoutType: string;
  estimatedDurationMinutes: number;
  /** The session length the person asked for. */
  targetDurationMinutes?: number;
  exercises: readonly string[];
  exerciseDetails: Readonly<Record<string, StoredDetail>>;
  intensityTechniques?: readonly string[];
  /** A generated single workout's notes (the pain rule, the readiness note). */
  notes?: readonly string[];
}

export function auditStoredWorkout(index: Pick<CatalogueIndex, "byId">, w: StoredWorkout, context: SessionContext): AuditSession {
  const exercises: AuditExercise[] = [];
  for (const id of w.exercises) {
    const f = index.byId.get(id);
    const d = w.exerciseDetails[id];
    if (f && d) exercises.push(auditExercise(f, d));
  }
  return {
    ...context,
    techniques: w.intensityTechniques ?? context.techniques,
    ...(w.notes !== undefined ? { notes: w.notes } : {}),
    workoutType: w.workoutType,
    statedMinutes: w.estimatedDurationMinutes,
    ...(w.targetDurationMinutes !== undefined ? { requestedMinutes: w.targetDurationMinutes } : {}),
    exercises,
  };
}

/** The score's input knows names, muscles, sets, reps and rest: the rest is read from the name. */
export function auditScoreExercise(e: ScoreExercise): AuditExercise {
  const role: Role = movementPattern(e.name, e.primaryMuscles) ?? "isolation";
  return {
    id: e.id,
    name: e.name,
    primaryMuscles: e.primaryMuscles,
    secondaryMuscles: e.secondaryMuscles,
    role,
    isCompound: e.isCompound ?? false,
    isUnilateral: false,
    isMobility: false,
    isConditioning: role === "conditioning",
    isExplosive: false,
    sets: e.sets,
    reps: e.reps,
    restSeconds: e.rest,
    rpe: e.rpe ?? null,
    tempo: "",
    notes: "",
  };
}

export interface ProgramLike {
  experienceLevel: string;
  primaryGoal: string;
  sessionDurationMinutes?: number;
  periodizationType?: string;
  progressionScheme: string;
  deloadProtocol: string;
  notes: readonly string[];
  weeks: readonly {
    weekNumber: number;
    isDeload: boolean;
    phase: string;
    description: string;
    days: readonly { dayNumber: number; isRestDay: boolean; notes?: string; workout: StoredWorkout | null }[];
  }[];
}

export function auditProgram(
  index: Pick<CatalogueIndex, "byId">,
  plan: ProgramLike,
  context: { label: string; deloadFrequency: number; equipment?: ReadonlySet<string>; injuries: ReadonlySet<string> },
): AuditProgram {
  const weeks: AuditWeek[] = plan.weeks.map((w) => {
    const sessions: AuditSession[] = w.days
      .filter((d) => !d.isRestDay && d.workout)
      .map((d, k) => ({
        // A deload day is meant to be shorter than the session length asked for: its minutes are not judged against it.
        ...auditStoredWorkout(index, w.isDeload ? { ...(d.workout as StoredWorkout), targetDurationMinutes: undefined } : (d.workout as StoredWorkout), {
          label: `${context.label} w${w.weekNumber} d${k + 1}`,
          level: plan.experienceLevel,
          goal: plan.primaryGoal,
          equipment: context.equipment,
          injuries: context.injuries,
        }),
        // What the lifter reads on the day: its own notes (the pain rule and red flags go there) and the workout's.
        ...(d.notes !== undefined ? { notes: [d.notes, ...(d.workout?.notes ?? [])] } : {}),
        day: d.dayNumber,
        phase: w.phase,
      }));
    // The week's moderate aerobic minutes as printed: the days' steady blocks and the walks or rides in the days' notes.
    const restDays = w.days.reduce((n, d) => n + dayNoteAerobicMinutes(d.notes ?? ""), 0);
    const weekAerobicMinutes = restDays + sessions.reduce((n, s) => n + sessionAerobicMinutes(s), 0);
    for (const s of sessions) s.weekAerobicMinutes = weekAerobicMinutes;
    return { weekNumber: w.weekNumber, isDeload: w.isDeload, phase: w.phase, description: w.description, sessions };
  });
  return {
    label: context.label,
    level: plan.experienceLevel,
    goal: plan.primaryGoal,
    deloadFrequency: context.deloadFrequency,
    sessionMinutes: plan.sessionDurationMinutes,
    periodization: plan.periodizationType,
    progressionScheme: plan.progressionScheme,
    deloadProtocol: plan.deloadProtocol,
    notes: plan.notes,
    weeks,
  };
}
