/**
 * Writes a planned program: the program, one workout per training day and
 * week, the weeks and their days, in one transaction of four batch inserts.
 * Ids are drawn here rather than by the database so weeks can list their
 * day ids and days their workout ids without a second pass of updates.
 */
import { randomBytes } from "node:crypto";
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

  const workoutRows: (typeof schema.workouts.$inferInsert)[] = [];
  const weekRows: (typeof schema.programWeeks.$inferInsert)[] = [];
  const dayRows: (typeof schema.programDays.$inferInsert)[] = [];
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
          workoutType: w.workoutType,
          targetDurationMinutes: w.targetDurationMinutes,
          exercises: w.exercises,
          exerciseDetails: w.exerciseDetails,
          estimatedCalories: w.estimatedCalories,
          isTemplate: false,
          isPublic: false,
          isActive: true,
          difficultyLevel: Math.min(10, Math.max(1, w.difficultyLevel)),
          targetRPEMin: w.targetRPEMin,
          targetRPEMax: w.targetRPEMax,
          defaultTempo: w.defaultTempo,
          intensityTechniques: w.intensityTechniques,
          userProfile: options.ownerId,
        });
      }
      dayRows.push({
        id: dayId,
        programWeek: weekId,
        dayNumber: day.dayNumber,
        name: day.name,
        isRestDay: day.isRestDay,
        notes: day.notes,
        workout: workoutId,
      });
    }
    weekRows.push({
      id: weekId,
      trainingProgram: programId,
      weekNumber: week.weekNumber,
      isDeload: week.isDeload,
      phase: week.phase,
      description: week.description,
      intensityMultiplier: week.intensityMultiplier,
      volumeMultiplier: week.volumeMultiplier,
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
    if (workoutRows.length > 0) await tx.insert(schema.workouts).values(workoutRows);
    await tx.insert(schema.programWeeks).values(weekRows);
    await tx.insert(schema.programDays).values(dayRows);
  });
  return { id: programId, weekIds: weekRows.map((w) => w.id as string), dayCount: dayRows.length, workoutCount: workoutRows.length };
}
