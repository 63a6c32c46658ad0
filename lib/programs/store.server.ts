import "server-only";
/**
 * Writes a planned program: the program, one workout per training day and
 * week, the weeks and their days, in one transaction of four inserts.
 * Ids are drawn here rather than by the database so weeks can list their
 * day ids and days their workout ids without a second pass of updates.
 *
 * The three bulk inserts send their rows as one JSON parameter expanded by
 * json_to_recordset: a 24-week, 6-day program is 144 workouts and 168 days,
 * and a multi-row VALUES list of ~2,000 bound parameters costs more to build
 * and to parse than the JSON does, on PGlite especially.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db";
import * as schema from "@/db/schema";
import type { Catalogue } from "@/lib/training/catalogue";
import type { ProgramPlan } from "@/lib/training/program-planner";

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A record id in the database's own format: 15 characters of [a-z0-9]. */
export function newRecordId(): string {
  const bytes = randomBytes(15);
  let id = "";
  // 252 = 7 * 36: bytes at or above it are redrawn so every character is equally likely.
  for (let i = 0; i < 15; i++) {
    let b = bytes[i];
    while (b >= 252) b = randomBytes(1)[0];
    id += ID_ALPHABET[b % 36];
  }
  return id;
}

export interface StoreOptions {
  /** The caller; null for a visitor, whose program is readable by id only. */
  ownerId: string | null;
  /** Kept on the program so it can be explained and regenerated. */
  configuration: Record<string, unknown>;
}

export interface StoredProgram {
  id: string;
  weekIds: string[];
  dayCount: number;
  workoutCount: number;
}

export async function storeProgram(handle: DatabaseHandle, catalogue: Catalogue, plan: ProgramPlan, options: StoreOptions): Promise<StoredProgram> {
  const programId = newRecordId();
  const level = catalogue.experienceLevels.find((l) => l.name === plan.experienceLevel);
  const goal = catalogue.fitnessGoals.find((g) => g.name === plan.primaryGoal);

  const workoutRows: Record<string, unknown>[] = [];
  const weekRows: Record<string, unknown>[] = [];
  const dayRows: Record<string, unknown>[] = [];
  for (const week of plan.weeks) {
    const weekId = newRecordId();
    const dayIds: string[] = [];
    for (const day of week.days) {
      const dayId = newRecordId();
      dayIds.push(dayId);
      let workoutId: string | null = null;
      if (day.workout) {
        const w = day.workout;
        workoutId = newRecordId();
        workoutRows.push({
          id: workoutId,
          name: w.name,
          description: w.description,
          workout_type: w.workoutType,
          target_duration_minutes: w.targetDurationMinutes,
          exercises: w.exercises,
          exercise_details: w.exerciseDetails,
          estimated_calories: w.estimatedCalories,
          difficulty_level: Math.min(10, Math.max(1, w.difficultyLevel)),
          target_rpe_min: w.targetRPEMin,
          target_rpe_max: w.targetRPEMax,
          default_tempo: w.defaultTempo,
          intensity_techniques: w.intensityTechniques,
          user_profile: options.ownerId,
        });
      }
      dayRows.push({
        id: dayId,
        program_week: weekId,
        day_number: day.dayNumber,
        name: day.name,
        is_rest_day: day.isRestDay,
        notes: day.notes,
        workout: workoutId,
      });
    }
    weekRows.push({
      id: weekId,
      training_program: programId,
      week_number: week.weekNumber,
      is_deload: week.isDeload,
      phase: week.phase,
      description: week.description,
      intensity_multiplier: week.intensityMultiplier,
      volume_multiplier: week.volumeMultiplier,
      days: dayIds,
    });
  }

  await handle.db.transaction(async (tx) => {
    await tx.insert(schema.trainingPrograms).values({
      id: programId,
      name: plan.name,
      description: plan.description,
      author: "ForgeFit generator",
      durationWeeks: plan.durationWeeks,
      trainingDaysPerWeek: plan.trainingDaysPerWeek,
      sessionDurationMinutes: plan.sessionDurationMinutes,
      experienceLevel: level ? [level.id] : [],
      primaryGoal: goal ? [goal.id] : [],
      programType: plan.programType,
      periodizationType: plan.periodizationType,
      progressionScheme: plan.progressionScheme,
      deloadProtocol: plan.deloadProtocol,
      configuration: options.configuration,
      isPublic: false,
      isTemplate: false,
      user: options.ownerId,
    });
    if (workoutRows.length > 0) {
      await tx.execute(sql`
        insert into workouts (id, name, description, workout_type, target_duration_minutes, exercises, exercise_details,
          estimated_calories, is_template, is_public, is_active, difficulty_level, target_rpe_min, target_rpe_max,
          default_tempo, intensity_techniques, user_profile)
        select id, name, description, workout_type, target_duration_minutes, exercises, exercise_details,
          estimated_calories, false, false, true, difficulty_level, target_rpe_min, target_rpe_max,
          default_tempo, intensity_techniques, user_profile
        from json_to_recordset(${JSON.stringify(workoutRows)}::json) as r(
          id text, name text, description text, workout_type text, target_duration_minutes integer, exercises text[],
          exercise_details jsonb, estimated_calories integer, difficulty_level integer, target_rpe_min integer,
          target_rpe_max integer, default_tempo text, intensity_techniques jsonb, user_profile text)`);
    }
    await tx.execute(sql`
      insert into program_weeks (id, training_program, week_number, is_deload, phase, description, intensity_multiplier, volume_multiplier, days)
      select id, training_program, week_number, is_deload, phase, description, intensity_multiplier, volume_multiplier, days
      from json_to_recordset(${JSON.stringify(weekRows)}::json) as r(
        id text, training_program text, week_number integer, is_deload boolean, phase text, description text,
        intensity_multiplier double precision, volume_multiplier double precision, days text[])`);
    await tx.execute(sql`
      insert into program_days (id, program_week, day_number, name, is_rest_day, notes, workout)
      select id, program_week, day_number, name, is_rest_day, notes, workout
      from json_to_recordset(${JSON.stringify(dayRows)}::json) as r(
        id text, program_week text, day_number integer, name text, is_rest_day boolean, notes text, workout text)`);
  });
  return { id: programId, weekIds: weekRows.map((w) => w.id as string), dayCount: dayRows.length, workoutCount: workoutRows.length };
}
