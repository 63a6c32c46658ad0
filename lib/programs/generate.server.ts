import "server-only";
/**
 * Server side of the three generation endpoints: load the catalogue, call
 * the pure generators in lib/training, shape the answer, store programs.
 * Route handlers only parse, authorise and map errors around these.
 */
import { getDatabase } from "@/db";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import { ApiError, badRequest } from "@/lib/records/errors";
import { findAlternatives } from "@/lib/training/alternatives";
import type { ExerciseFeatures } from "@/lib/training/catalogue";
import { planProgram, type ProgramPlan } from "@/lib/training/program-planner";
import { applyReadinessToPlan } from "@/lib/training/readiness";
import { generateWorkout, type GeneratedWorkout } from "@/lib/training/workout-generator";
import { DEFAULT_TARGET_DURATION, drawSeed, type AlternativesBody, type ProgramBody, type WorkoutBody } from "./requests.server";
import { storeProgram } from "./store.server";

export function exerciseSummary(f: ExerciseFeatures, slot?: string) {
  const e = f.exercise;
  return {
    id: e.id,
    name: e.name,
    shortDescription: e.shortDescription ?? "",
    difficultyLevel: e.difficulty,
    isCompound: e.isCompound,
    isUnilateral: e.isUnilateral,
    fatigueImpact: e.fatigueImpact,
    primaryMuscles: [...e.primaryMuscles],
    secondaryMuscles: [...e.secondaryMuscles],
    equipment: [...e.equipment],
    movementPattern: f.role,
    ...(slot ? { slot } : {}),
  };
}

/** The workout as spec 2 §7 reads it, plus its quality score and the exercises expanded. */
export function workoutAnswer(workout: GeneratedWorkout) {
  return {
    name: workout.name,
    description: workout.description,
    workoutType: workout.workoutType,
    targetDurationMinutes: workout.targetDurationMinutes,
    estimatedDurationMinutes: workout.estimatedDurationMinutes,
    estimatedCalories: workout.estimatedCalories,
    difficultyLevel: workout.difficultyLevel,
    targetRPEMin: workout.targetRPEMin,
    targetRPEMax: workout.targetRPEMax,
    defaultTempo: workout.defaultTempo,
    exercises: workout.exercises,
    exerciseDetails: workout.exerciseDetails,
    qualityScore: workout.qualityScore,
    notes: workout.notes,
    excluded: workout.excluded ?? [],
    seed: workout.seed,
    expand: { exercises: workout.items.map((i) => exerciseSummary(i.features, i.slot)) },
  };
}

export async function generateWorkoutAnswer(body: WorkoutBody) {
  const catalogue = await loadCatalogue(await getDatabase());
  const { readiness, ...request } = body;
  const result = generateWorkout(catalogue, {
    ...request,
    targetDuration: body.targetDuration ?? body.targetDurationMinutes ?? DEFAULT_TARGET_DURATION,
    seed: body.seed ?? drawSeed(),
    // The readiness screen's "yes" is an input of the generator: RPE 7 at most and no maximal efforts are
    // prescribed from the start, and the generator writes the pain rule and red flags for stated injuries.
    conservative: readiness?.conservative === true,
  });
  if (!result.ok) throw badRequest(result.message, result.data);
  return workoutAnswer(result.workout);
}

function programSummary(plan: ProgramPlan) {
  return {
    name: plan.name,
    description: plan.description,
    durationWeeks: plan.durationWeeks,
    trainingDaysPerWeek: plan.trainingDaysPerWeek,
    sessionDurationMinutes: plan.sessionDurationMinutes,
    programType: plan.programType,
    periodizationType: plan.periodizationType,
    progressionScheme: plan.progressionScheme,
    deloadProtocol: plan.deloadProtocol,
  };
}

export async function generateProgramAnswer(body: ProgramBody, ownerId: string | null) {
  const database = await getDatabase();
  const catalogue = await loadCatalogue(database);
  const seed = body.seed ?? drawSeed();
  const { readiness, ...request } = body;
  const result = planProgram(catalogue, { ...request, seed });
  if (!result.ok) throw badRequest(result.message, result.data);
  // Every stored day goes through the readiness screen's caps and the injury notes.
  const plan = applyReadinessToPlan(result.plan, {
    conservative: readiness?.conservative === true,
    injuries: [...body.injuries, ...body.contraindications],
  });
  const stored = await storeProgram(database, catalogue, plan, {
    ownerId,
    configuration: {
      request: { ...body, seed },
      split: plan.split.key,
      days: plan.split.days.map((d) => d.name),
      weeklyHardSets: plan.weeklySets,
      weeklySetBands: plan.setBands,
      qualityScore: plan.qualityScore,
      coverageHints: plan.coverageHints,
      notes: plan.notes,
    },
  });
  return {
    success: true as const,
    program: { id: stored.id, ...programSummary(plan) },
    qualityScore: plan.qualityScore,
    weeklyHardSets: plan.weeklySets,
    notes: plan.notes,
    seed: plan.seed,
  };
}

export async function alternativesAnswer(exerciseId: string, body: AlternativesBody) {
  const catalogue = await loadCatalogue(await getDatabase());
  const result = findAlternatives(catalogue, { exerciseId, ...body });
  if (!result.ok) throw new ApiError(result.status, result.message, result.data);
  return { exercise: result.exercise, alternatives: result.alternatives, ...(result.message ? { message: result.message } : {}) };
}
