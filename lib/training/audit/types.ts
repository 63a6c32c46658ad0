/**
 * What the coach audit reads. A session is a list of exercises with their
 * prescription as the workouts collection stores it (sets, reps text, rest,
 * RPE, tempo, notes), plus what a coach knows about the person (level, goal,
 * kit, injuries). Adapters build it from a generated workout, a program day
 * or a score input, so every rule is written once for all three.
 */
import type { Role } from "../catalogue";
import type { WorkoutExerciseDetail } from "../workout-generator";

/** An exercise as the rules read it: what it is, and its stored prescription (workouts.exerciseDetails). */
export interface AuditExercise extends WorkoutExerciseDetail {
  id: string;
  name: string;
  /** Catalogue muscle names (any spelling canonicalMuscle knows). */
  primaryMuscles: readonly string[];
  secondaryMuscles: readonly string[];
  /** Catalogue equipment names; empty = bodyweight. Undefined when unknown (score input). */
  equipment?: readonly string[];
  contraindications?: readonly string[];
  role: Role;
  isCompound: boolean;
  isUnilateral: boolean;
  /** Warm-up drill: neither a hard set nor a lift. */
  isMobility: boolean;
  /** Intervals and steady cardio: not hard sets of a muscle. */
  isConditioning: boolean;
  /** Plyometric and Olympic work. */
  isExplosive: boolean;
}

export interface AuditSession {
  /** Where it came from, for examples in a report ("upper_body advanced hypertrophy none 60"). */
  label: string;
  workoutType: string;
  /** sedentary, beginner, intermediate, advanced, elite. */
  level: string;
  /** The person's goal as they chose it: strength, hypertrophy, endurance, fat_loss, general_fitness, power … */
  goal: string;
  /** Minutes the plan says the session takes. */
  statedMinutes: number;
  /** Minutes the person asked for (the request's session length), where known. */
  requestedMinutes?: number;
  /** Catalogue equipment names available; undefined when unknown. */
  equipment?: ReadonlySet<string>;
  /** Contraindication names (knee_issues …). */
  injuries: ReadonlySet<string>;
  /** Session-wide techniques ("Heavy top set on the main lift"). */
  techniques?: readonly string[];
  /** The workout's notes as the user reads them; undefined where the source has none (a program day, a score input). */
  notes?: readonly string[];
  exercises: AuditExercise[];
  /** A program day's week: its moderate aerobic minutes (steady blocks on the days, walks or rides on the rest days). */
  weekAerobicMinutes?: number;
  /** Day of the week (1-7) in a program, for the 48-hour rule. */
  day?: number;
  /** A program day's phase ("Accumulation", "Deload" …); undefined for a single workout. */
  phase?: string;
  /** The quality score the app showed for this session, when it scored it. */
  qualityOverall?: number;
}

export interface AuditWeek {
  weekNumber: number;
  isDeload: boolean;
  phase: string;
  description: string;
  sessions: AuditSession[];
}

export interface AuditProgram {
  label: string;
  level: string;
  goal: string;
  deloadFrequency: number;
  /** The session length the lifter asked for, minutes (a day "full" on its clock is judged against it). */
  sessionMinutes?: number;
  periodization?: string;
  progressionScheme: string;
  deloadProtocol: string;
  notes: readonly string[];
  weeks: AuditWeek[];
}

/** A rule's verdict; null from a rule means "does not apply here". */
export interface Verdict {
  pass: boolean;
  reason: string;
}

export interface Rule<T> {
  id: string;
  /** One line a coach would read in a table. */
  title: string;
  check: (subject: T) => Verdict | null;
}

export const pass = (reason = "ok"): Verdict => ({ pass: true, reason });
export const fail = (reason: string): Verdict => ({ pass: false, reason });
