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
import type { AuthRow } from "@/lib/auth/token.server";
import { harderVariations, lastTwoSessions, lastWeekSets } from "@/lib/sessions/recent-training.server";
import { chooseTodaysWorkout, type TodaysChoice } from "@/lib/sessions/recovery";
import { harderVariationNote, suggestLoad, type Suggestion } from "@/lib/sessions/suggested-loads";
import { isWeightUnit } from "@/lib/sessions/units";

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

/** "auto" (issue 21 item 3): today's type from the lifter's last 7 days; a visitor has no log, so full body, said plainly. */
async function todaysChoice(user: AuthRow | null, level: string): Promise<TodaysChoice> {
  if (!user) {
    return { workoutType: "full_body", avoidMuscles: [], notes: ["Chosen for today: Full Body. Sign in and log your sessions, and \"auto\" picks today's workout from your last 7 days of training."] };
  }
  const now = new Date();
  return chooseTodaysWorkout(await lastWeekSets(await getDatabase(), user.id, now), now.getTime(), level);
}

/** Suggested weight and reps per exercise with history (issue 21 item 2), in the lifter's unit. */
async function withSuggestedLoads(answer: ReturnType<typeof workoutAnswer>, workout: GeneratedWorkout, user: AuthRow) {
  const database = await getDatabase();
  const history = await lastTwoSessions(database, user.id, answer.exercises);
  const unit = isWeightUnit(user.weightUnit) ? user.weightUnit : "kg";
  const details: Record<string, (typeof answer.exerciseDetails)[string] & Partial<Suggestion> & { harderVariation?: { id: string; name: string } }> = { ...answer.exerciseDetails };
  for (const item of workout.items) {
    const id = item.features.exercise.id;
    const seen = history.get(id);
    const detail = details[id];
    if (!seen || !detail) continue;
    const e = item.features.exercise;
    const suggestion = suggestLoad({ id, name: e.name, isCompound: e.isCompound, bodyRegion: e.bodyRegion ?? undefined, equipment: e.equipment }, detail, seen.last, seen.earlier, unit);
    if (suggestion) details[id] = { ...detail, ...suggestion };
  }
  // Bodyweight work at the top of its range moves on: the catalogue's next harder variation, or tempo and load.
  const ready = Object.entries(details).filter(([, d]) => d.readyForHarder).map(([id]) => id);
  const harder = await harderVariations(database, ready);
  for (const id of ready) {
    const next = harder.get(id) ?? null;
    details[id] = { ...details[id], suggestionNote: harderVariationNote(details[id].suggestedReps ?? 0, next), ...(next ? { harderVariation: next } : {}) };
  }
  return { ...answer, exerciseDetails: details, weightUnit: unit };
}

export async function generateWorkoutAnswer(body: WorkoutBody, user: AuthRow | null = null) {
  const catalogue = await loadCatalogue(await getDatabase());
  const { readiness, ...request } = body;
  const choice = request.workoutType === "auto" ? await todaysChoice(user, request.experienceLevel) : null;
  // One seed for the first try and the retry without the recovering muscles, so the answer's seed reproduces it.
  const seed = body.seed ?? drawSeed();
  const generate = (avoidMuscles: readonly string[]) =>
    generateWorkout(catalogue, {
      ...request,
      workoutType: choice?.workoutType ?? request.workoutType,
      avoidMuscles: [...avoidMuscles],
      targetDuration: body.targetDuration ?? body.targetDurationMinutes ?? DEFAULT_TARGET_DURATION,
      seed,
      // The readiness screen's "yes" is an input of the generator: RPE 7 at most and no maximal efforts are
      // prescribed from the start, and the generator writes the pain rule and red flags for stated injuries.
      conservative: readiness?.conservative === true,
    });
  let result = generate([...new Set([...request.avoidMuscles, ...(choice?.avoidMuscles ?? [])])]);
  const notes = [...(choice?.notes ?? [])];
  if (!result.ok && choice && choice.avoidMuscles.length > 0) {
    // Resting every recovering muscle left nothing to build this session from: build it, and say so.
    result = generate(request.avoidMuscles);
    notes.push("Leaving out every muscle still recovering left too little to train with this equipment: keep today's sets for them light (RPE 6-7).");
  }
  if (!result.ok) throw badRequest(result.message, result.data);
  const answer = workoutAnswer(result.workout);
  const withNotes = notes.length ? { ...answer, notes: [...notes, ...answer.notes] } : answer;
  return user ? withSuggestedLoads(withNotes, result.workout, user) : withNotes;
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
