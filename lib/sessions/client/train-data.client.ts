"use client";

/**
 * Server reads and the few direct writes of training (starting a session,
 * choosing the active program). Everything written during a live session goes
 * through the queue instead (./train-queue).
 */
import { sdkReader } from "@/lib/client/sdk-reader";
import { allSetsKey, HISTORY_PAGE_SIZE, historySessionsKey, loadAllSets, loadHistorySessions } from "@/lib/sessions/session-queries";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { buildPlan, lastPerformance, performanceBack, planItem, type CatalogueExercise, type ExercisePrescription, type HistorySet } from "@/lib/sessions/plan";
import { initialState, type LiveSet, type LiveState } from "@/lib/sessions/live";
import type { SessionPlanItem } from "@/lib/sessions/plan-item";
import type { WeightUnit } from "@/lib/sessions/units";
import { nextProgramDay, programDayDate, type ProgramWeekLike } from "@/lib/sessions/program";
import { applyProgramLoads } from "@/lib/sessions/training-max";
import type { ProgramLoads } from "@/lib/programs/loads";
import { parseRecordDate } from "@/lib/training/dashboard";
import { pb } from "@/lib/client/pocketbase";
import { clientId } from "./train-store.client";

/** How far back "the last time you did this exercise" looks: the newest 300 of the user's sets. */
const HISTORY_WINDOW = 300;
/** An unfinished session of the same workout started this recently is resumed rather than duplicated. */
export const RESUME_WITHIN_HOURS = 12;

/** The catalogue's exercise as stored: bodyRegion is a relation id here, its name comes expanded. */
type ExerciseRecord = RecordModel &
  Omit<CatalogueExercise, "id" | "bodyRegion" | "equipment"> & {
    expand?: { bodyRegion?: RecordModel & { name?: string }; equipmentRequired?: Array<RecordModel & { name?: string }> };
  };

export type WorkoutRecord = RecordModel & {
  name: string;
  exercises: string[];
  exerciseDetails?: Record<string, ExercisePrescription> | null;
  expand?: { exercises?: ExerciseRecord[] };
};

export type SetRecord = RecordModel &
  Pick<LiveSet, "exercise" | "setNumber" | "reps" | "weight" | "rpe" | "completed"> & {
  user: string;
  session: string;
  completedAt: string;
  expand?: { exercise?: RecordModel & { name?: string } };
};

export type TrainSessionRecord = RecordModel & {
  user: string;
  name: string;
  status: "in_progress" | "completed";
  workout: string;
  programDay: string;
  startedAt: string;
  completedAt: string;
  durationMinutes: number;
  estimatedCaloriesBurned: number;
  totalVolume: number;
  exercisesPerformed: string[];
  plan: SessionPlanItem[] | null;
  notes: string;
};

export function toCatalogueExercise(e: ExerciseRecord): CatalogueExercise {
  return {
    id: e.id,
    name: e.name,
    setsMin: e.setsMin,
    setsMax: e.setsMax,
    repsMin: e.repsMin,
    repsMax: e.repsMax,
    restSecondsMin: e.restSecondsMin,
    restSecondsMax: e.restSecondsMax,
    isCompound: e.isCompound,
    bodyRegion: e.expand?.bodyRegion?.name,
    equipment: (e.expand?.equipmentRequired ?? []).map((q) => String(q.name ?? "")),
  };
}

/** What a plan needs expanded on an exercise, under a relation path ("" for the exercise itself). */
const exerciseExpand = (path = "") => ["bodyRegion", "equipmentRequired"].map((f) => path + f).join(",");

export { preferredUnit } from "./train-store.client";

/** The user's newest sets of these exercises, for "last time" prefills. */
export async function recentSets(userId: string, exerciseIds: readonly string[]): Promise<HistorySet[]> {
  if (exerciseIds.length === 0) return [];
  const anyOf = exerciseIds.map((_, i) => `exercise = {:e${i}}`).join(" || ");
  const params = Object.fromEntries(exerciseIds.map((id, i) => [`e${i}`, id]));
  const list = await pb()
    .collection("workout_sets")
    .getList<SetRecord>(1, HISTORY_WINDOW, {
      filter: pb().filter(`user = {:user} && completed = true && (${anyOf})`, { user: userId, ...params }),
      sort: "-created",
      fields: "id,session,exercise,setNumber,reps,weight,rpe,completed,created",
      skipTotal: true,
    });
  return list.items.map((s) => ({ exercise: s.exercise, session: s.session, at: s.created, setNumber: s.setNumber, reps: s.reps, weight: s.weight, rpe: s.rpe, completed: s.completed }));
}

/** Plan item for one exercise picked during a session (add or swap). */
export async function planItemFor(userId: string, exerciseId: string, unit: WeightUnit, template?: Partial<SessionPlanItem>): Promise<SessionPlanItem> {
  const exercise = await pb().collection("exercises").getOne<ExerciseRecord>(exerciseId, { expand: exerciseExpand() });
  const recent = await recentSets(userId, [exerciseId]);
  const history = lastPerformance(recent);
  const detail: ExercisePrescription | undefined = template
    ? { sets: template.sets, reps: template.repsMin && template.repsMax ? `${template.repsMin}-${template.repsMax}` : undefined, restSeconds: template.restSeconds, rpe: template.rpe }
    : undefined;
  return planItem(toCatalogueExercise(exercise), detail, history.get(exerciseId) ?? [], unit, performanceBack(recent, 1).get(exerciseId) ?? []);
}

export type StartSource = { kind: "workout"; id: string } | { kind: "programDay"; id: string };

interface StartInput {
  userId: string;
  unit: WeightUnit;
  source: StartSource;
  /** The id the new session gets (kept across reloads of the start page, so a retry cannot make two). */
  sessionId: string;
  now: Date;
}

async function workoutFor(source: StartSource): Promise<{ workout: WorkoutRecord; programDay: string; name: string; program?: string }> {
  if (source.kind === "workout") {
    const workout = await pb()
      .collection("workouts")
      .getOne<WorkoutRecord>(source.id, { expand: exerciseExpand("exercises.") });
    return { workout, programDay: "", name: workout.name };
  }
  const day = await pb()
    .collection("program_days")
    .getOne<RecordModel & { name: string; workout: string; programWeek: string; expand?: { workout?: WorkoutRecord; programWeek?: RecordModel & { trainingProgram?: string } } }>(source.id, {
      expand: `${exerciseExpand("workout.exercises.")},programWeek`,
    });
  const workout = day.expand?.workout;
  if (!workout) throw Object.assign(new Error("This program day has no workout to start."), { status: 404 });
  // Seeded days are often named after their workout: say it once.
  const name = day.name && day.name !== workout.name ? `${day.name}: ${workout.name}` : workout.name;
  return { workout, programDay: day.id, name, program: day.expand?.programWeek?.trainingProgram };
}

/**
 * The program's weights for this day's %TM lifts (GET /api/programs/{id}/loads,
 * the figures the program page shows), by exercise. Best effort: without them
 * the plan keeps its prefill from the log.
 */
async function programDayLoads(program: string | undefined, programDay: string): Promise<Map<string, { weight: number; unit: WeightUnit; text: string }>> {
  const out = new Map<string, { weight: number; unit: WeightUnit; text: string }>();
  if (!program) return out;
  try {
    const answer = await pb().send<ProgramLoads>(`/api/programs/${encodeURIComponent(program)}/loads`, { method: "GET" });
    for (const i of answer.items) if (i.programDay === programDay && i.load.kind === "weight") out.set(i.exercise, i.load);
  } catch {
    // The session starts with the log's prefill; the program page still shows the weights.
  }
  return out;
}

/** An unfinished session from the same source started in the last 12 hours, to resume instead of duplicating. */
export async function findResumable(userId: string, source: StartSource, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - RESUME_WITHIN_HOURS * 3600_000);
  const field = source.kind === "workout" ? "workout" : "programDay";
  const list = await pb()
    .collection("workout_sessions")
    .getList<TrainSessionRecord>(1, 1, {
      filter: pb().filter(`user = {:user} && status = "in_progress" && ${field} = {:id} && startedAt >= {:since}`, { user: userId, id: source.id, since }),
      sort: "-startedAt",
      fields: "id",
      skipTotal: true,
    });
  return list.items[0]?.id ?? null;
}

function isIdTaken(error: unknown): boolean {
  const e = error as { status?: number; response?: { data?: { id?: { code?: string } } } };
  return e?.status === 400 && e.response?.data?.id?.code === "validation_not_unique";
}

/**
 * Creates the session with the plan prefilled, and its local state. A repeated
 * create with the same id (an answer lost, a reload) is taken as done.
 */
export async function startSession(input: StartInput): Promise<LiveState> {
  const { workout, programDay, name, program } = await workoutFor(input.source);
  const catalogue = new Map((workout.expand?.exercises ?? []).map((e) => [e.id, toCatalogueExercise(e)]));
  const [recent, loads] = await Promise.all([recentSets(input.userId, workout.exercises), programDayLoads(program, programDay)]);
  const plan = applyProgramLoads(buildPlan(workout, catalogue, lastPerformance(recent), input.unit, performanceBack(recent, 1)), loads);
  if (plan.length === 0) throw Object.assign(new Error("This workout has no exercises to train."), { status: 400 });
  const startedAt = input.now.toISOString();
  try {
    await pb().collection("workout_sessions").create({
      id: input.sessionId,
      user: input.userId,
      workout: workout.id,
      programDay,
      name,
      status: "in_progress",
      startedAt,
      plan,
    });
  } catch (error) {
    if (!isIdTaken(error)) throw error;
  }
  const ids = plan.flatMap((item) => Array.from({ length: item.sets }, () => clientId()));
  return initialState({ sessionId: input.sessionId, userId: input.userId, name, startedAt, plan, unit: input.unit, ids });
}

/** Rebuilds local state from the server (a session opened on another device, or local storage cleared). */
export async function loadSessionState(sessionId: string, userId: string, unit: WeightUnit): Promise<LiveState> {
  const session = await pb().collection("workout_sessions").getOne<TrainSessionRecord>(sessionId);
  const sets = await pb()
    .collection("workout_sets")
    .getFullList<SetRecord>({ batch: 500, filter: pb().filter("session = {:id}", { id: sessionId }), sort: "setNumber" });
  const plan = Array.isArray(session.plan) ? session.plan : [];
  // Sets of exercises no longer in the plan (an older plan) still show, under their exercise.
  const known = new Set(plan.map((p) => p.exercise));
  const names = new Map<string, string>();
  const extra = [...new Set(sets.map((s) => s.exercise).filter((e) => !known.has(e)))];
  if (extra.length > 0) {
    const found = await pb()
      .collection("exercises")
      .getFullList<RecordModel & { name: string }>({ filter: extra.map((id) => pb().filter("id = {:id}", { id })).join(" || "), fields: "id,name" });
    for (const e of found) names.set(e.id, e.name);
  }
  const fullPlan: SessionPlanItem[] = [
    ...plan,
    ...extra.map((exercise) => {
      const count = sets.filter((s) => s.exercise === exercise).length;
      return { exercise, name: names.get(exercise) ?? "Exercise", sets: count, repsMin: 1, repsMax: 1, restSeconds: 90, rpe: 0, weight: 0, reps: 0 };
    }),
  ];
  const storedSets: LiveSet[] = sets.map((s) => ({
    id: s.id,
    exercise: s.exercise,
    setNumber: s.setNumber,
    reps: s.reps,
    weight: s.weight,
    rpe: s.rpe,
    completed: s.completed,
    completedAt: s.completedAt || null,
    stored: true,
  }));
  const ids = fullPlan.flatMap((item) => Array.from({ length: item.sets }, () => clientId()));
  return initialState({
    sessionId,
    userId,
    name: session.name || session.notes || "Workout session",
    startedAt: session.startedAt || session.created,
    plan: fullPlan,
    unit,
    ids,
    storedSets,
    status: session.status === "completed" || session.completedAt ? "completed" : "in_progress",
    finishedAt: session.completedAt || null,
  });
}

/** Start Program: the program becomes the user's active one, from now. */
export async function startProgram(userId: string, programId: string, now: Date): Promise<void> {
  const store = pb().authStore;
  const updated = await pb().collection("users").update(userId, { activeProgram: programId, activeProgramSince: now.toISOString() });
  // Keep the SDK's copy of the user current (the dashboard reads the active program from the server anyway).
  if (store.token) store.save(store.token, updated);
}

/** Remembers the unit on the account too (best effort: the device remembers it regardless). */
export async function saveUnitOnAccount(userId: string, unit: WeightUnit): Promise<void> {
  try {
    const store = pb().authStore;
    const updated = await pb().collection("users").update(userId, { weightUnit: unit });
    if (store.token) store.save(store.token, updated);
  } catch {
    // offline: this device remembers the choice
  }
}

// ---------------------------------------------------------------------------
// History and personal records
// ---------------------------------------------------------------------------

export { HISTORY_PAGE_SIZE };

export function useHistorySessions(userId: string | null, page: number) {
  return useQuery({
    queryKey: historySessionsKey(userId, page),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    queryFn: () => loadHistorySessions<TrainSessionRecord>(sdkReader, userId!, page),
  });
}

/** Every set the user logged, with the exercise name: records and notes need the whole history. */
export function useAllSets(userId: string | null) {
  return useQuery({
    queryKey: allSetsKey(userId),
    enabled: Boolean(userId),
    queryFn: () => loadAllSets<SetRecord>(sdkReader, userId!),
  });
}

/** Every session of the user, for the CSV export. */
export async function allSessions(userId: string): Promise<TrainSessionRecord[]> {
  return pb()
    .collection("workout_sessions")
    .getFullList<TrainSessionRecord>({ batch: 500, filter: pb().filter("user = {:user}", { user: userId }), sort: "-startedAt,-created" });
}

// ---------------------------------------------------------------------------
// Active program (dashboard, Scheduled Workouts)
// ---------------------------------------------------------------------------

export interface ScheduledDay {
  programId: string;
  programName: string;
  dayId: string;
  dayName: string;
  workoutName: string;
  weekNumber: number;
  position: number;
  total: number;
  /** When the day falls, in the program's calendar from its start (never in the past). */
  date: Date;
}

export type ActiveProgramAnswer = { state: "none" } | { state: "finished"; programId: string; programName: string } | ({ state: "next" } & ScheduledDay);

type DayRecord = RecordModel & { dayNumber: number; name: string; isRestDay: boolean; workout: string; expand?: { workout?: RecordModel & { name: string } } };
type WeekRecord = RecordModel & { weekNumber: number; expand?: { days?: DayRecord[] } };

export function useActiveProgram(userId: string | null) {
  return useQuery({
    queryKey: ["workout_sessions", "active-program", userId],
    enabled: Boolean(userId),
    queryFn: async (): Promise<ActiveProgramAnswer> => {
      const user = await pb()
        .collection("users")
        .getOne<RecordModel & { activeProgram: string; activeProgramSince: string; expand?: { activeProgram?: RecordModel & { name: string } } }>(userId!, {
          expand: "activeProgram",
          fields: "id,activeProgram,activeProgramSince,expand.activeProgram.id,expand.activeProgram.name",
        });
      const program = user.expand?.activeProgram;
      if (!user.activeProgram || !program) return { state: "none" };
      const weeks = await pb()
        .collection("program_weeks")
        .getFullList<WeekRecord>({
          batch: 500,
          filter: pb().filter("trainingProgram = {:p}", { p: program.id }),
          sort: "weekNumber",
          expand: "days.workout",
          fields: "id,weekNumber,expand.days.id,expand.days.dayNumber,expand.days.name,expand.days.isRestDay,expand.days.workout,expand.days.expand.workout.name",
        });
      const filter = user.activeProgramSince
        ? pb().filter('user = {:user} && programDay != "" && status = "completed" && startedAt >= {:since}', { user: userId!, since: user.activeProgramSince })
        : pb().filter('user = {:user} && programDay != "" && status = "completed"', { user: userId! });
      const done = await pb().collection("workout_sessions").getFullList<TrainSessionRecord>({ batch: 500, filter, fields: "id,programDay,startedAt" });
      const shaped: ProgramWeekLike[] = weeks.map((w) => ({
        id: w.id,
        weekNumber: w.weekNumber,
        days: (w.expand?.days ?? []).map((d) => ({ id: d.id, dayNumber: d.dayNumber, name: d.name, isRestDay: d.isRestDay, workout: d.workout })),
      }));
      const next = nextProgramDay(shaped, new Set(done.map((s) => s.programDay)));
      if (!next) return { state: "finished", programId: program.id, programName: program.name };
      const day = weeks.flatMap((w) => w.expand?.days ?? []).find((d) => d.id === next.day.id);
      return {
        state: "next",
        programId: program.id,
        programName: program.name,
        dayId: next.day.id,
        dayName: next.day.name ?? "",
        workoutName: day?.expand?.workout?.name ?? "",
        weekNumber: next.weekNumber,
        position: next.position,
        total: next.total,
        date: programDayDate({
          since: parseRecordDate(user.activeProgramSince) ?? new Date(),
          weekNumber: next.weekNumber,
          dayNumber: next.day.dayNumber,
          now: new Date(),
          lastDoneAt: done.map((s) => parseRecordDate(s.startedAt)).reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null),
        }),
      };
    },
  });
}

/** The newest unfinished session of the last RESUME_WITHIN_HOURS hours, for the Train page's Resume. */
export function useResumableSession(userId: string | null) {
  return useQuery({
    queryKey: ["workout_sessions", "resumable", userId],
    enabled: Boolean(userId),
    queryFn: async (): Promise<{ id: string; name: string; startedAt: string } | null> => {
      const since = new Date(Date.now() - RESUME_WITHIN_HOURS * 3600_000);
      const list = await pb()
        .collection("workout_sessions")
        .getList<TrainSessionRecord>(1, 1, {
          filter: pb().filter(`user = {:user} && status = "in_progress" && startedAt >= {:since}`, { user: userId!, since }),
          sort: "-startedAt",
          fields: "id,name,startedAt",
          skipTotal: true,
        });
      const found = list.items[0];
      return found ? { id: found.id, name: found.name, startedAt: found.startedAt } : null;
    },
  });
}
