/**
 * A live session's state and every change the user can make to it, as a pure
 * reducer: (state, action) -> next state plus the writes to queue. The page
 * keeps the state in localStorage (it survives reloads and lost connections)
 * and hands the writes to the queue (see ./queue).
 *
 * Sets exist locally from the start, prefilled from the plan; a set record is
 * created on the server the first time it is ticked done, and updated after.
 */
import type { SessionPlanItem } from "./plan-item";
import { sessionTotals } from "./totals";
import type { WriteOp } from "./queue";
import type { WeightUnit } from "./units";

export interface LiveSet {
  id: string;
  exercise: string;
  setNumber: number;
  reps: number;
  /** kg */
  weight: number;
  rpe: number;
  completed: boolean;
  completedAt: string | null;
  /** A create for this set has been queued (so later changes are updates). */
  stored: boolean;
}

export interface LiveState {
  version: 1;
  sessionId: string;
  userId: string;
  name: string;
  startedAt: string;
  status: "in_progress" | "completed";
  finishedAt: string | null;
  plan: SessionPlanItem[];
  sets: LiveSet[];
  /** Index into plan of the exercise on screen. */
  current: number;
  /** Epoch ms when the rest timer ends, and its full length; null when no rest runs. */
  restEndsAt: number | null;
  restSeconds: number;
  unit: WeightUnit;
}

export type LiveAction =
  | { type: "edit"; setId: string; reps?: number; weight?: number; rpe?: number }
  | { type: "toggle"; setId: string; now: number }
  | { type: "add-set"; index: number; id: string }
  | { type: "remove-set"; setId: string }
  | { type: "skip"; index: number }
  | { type: "swap"; index: number; item: SessionPlanItem; ids: string[] }
  | { type: "add-exercise"; item: SessionPlanItem; ids: string[] }
  | { type: "go"; index: number }
  | { type: "rest-skip" }
  | { type: "rest-add"; seconds: number; now: number }
  | { type: "unit"; unit: WeightUnit }
  | { type: "finish"; now: number };

export interface Step {
  state: LiveState;
  ops: Array<Omit<WriteOp, "key">>;
}

/** Prefilled sets for a plan item, with the ids their records will have. */
export function setsForItem(item: SessionPlanItem, ids: readonly string[]): LiveSet[] {
  return Array.from({ length: item.sets }, (_, i) => ({
    id: ids[i],
    exercise: item.exercise,
    setNumber: i + 1,
    reps: item.reps,
    weight: item.weight,
    rpe: item.rpe,
    completed: false,
    completedAt: null,
    stored: false,
  }));
}

export function initialState(input: {
  sessionId: string;
  userId: string;
  name: string;
  startedAt: string;
  plan: SessionPlanItem[];
  unit: WeightUnit;
  /** One id per planned set, in plan order. */
  ids: readonly string[];
  /** Sets already stored on the server (resuming on another device). */
  storedSets?: readonly LiveSet[];
  status?: LiveState["status"];
  finishedAt?: string | null;
}): LiveState {
  let cursor = 0;
  const stored = input.storedSets ?? [];
  const sets: LiveSet[] = [];
  for (const item of input.plan) {
    const planned = setsForItem(item, input.ids.slice(cursor, cursor + item.sets));
    cursor += item.sets;
    for (const set of planned) {
      const existing = stored.find((s) => s.exercise === set.exercise && s.setNumber === set.setNumber);
      sets.push(existing ? { ...existing, stored: true } : set);
    }
    // Sets stored beyond the planned count (added during the session elsewhere).
    for (const extra of stored.filter((s) => s.exercise === item.exercise && s.setNumber > item.sets)) sets.push({ ...extra, stored: true });
  }
  return {
    version: 1,
    sessionId: input.sessionId,
    userId: input.userId,
    name: input.name,
    startedAt: input.startedAt,
    status: input.status ?? "in_progress",
    finishedAt: input.finishedAt ?? null,
    plan: input.plan,
    sets,
    current: 0,
    restEndsAt: null,
    restSeconds: 0,
    unit: input.unit,
  };
}

export function setsOf(state: LiveState, index: number): LiveSet[] {
  const item = state.plan[index];
  if (!item) return [];
  return state.sets.filter((s) => s.exercise === item.exercise).sort((a, b) => a.setNumber - b.setNumber);
}

export interface Progress {
  doneSets: number;
  plannedSets: number;
  doneExercises: number;
  exercises: number;
  percent: number;
}

/** Progress over the exercises not skipped. */
export function progress(state: LiveState): Progress {
  const active = state.plan.map((item, i) => ({ item, i })).filter((x) => !x.item.skipped);
  let doneSets = 0;
  let plannedSets = 0;
  let doneExercises = 0;
  for (const { i } of active) {
    const sets = setsOf(state, i);
    const done = sets.filter((s) => s.completed).length;
    doneSets += done;
    plannedSets += sets.length;
    if (sets.length > 0 && done === sets.length) doneExercises += 1;
  }
  return {
    doneSets,
    plannedSets,
    doneExercises,
    exercises: active.length,
    percent: plannedSets === 0 ? 0 : Math.round((doneSets / plannedSets) * 100),
  };
}

function setBody(state: LiveState, set: LiveSet): Record<string, unknown> {
  return {
    id: set.id,
    user: state.userId,
    session: state.sessionId,
    exercise: set.exercise,
    setNumber: set.setNumber,
    reps: set.reps,
    weight: set.weight,
    rpe: set.rpe,
    completed: set.completed,
    completedAt: set.completedAt ?? "",
  };
}

const planOp = (state: LiveState): Omit<WriteOp, "key"> => ({
  kind: "update",
  collection: "workout_sessions",
  id: state.sessionId,
  body: { plan: state.plan },
});

const clampNumber = (value: number | undefined, min: number, max: number) =>
  value === undefined || !Number.isFinite(value) ? undefined : Math.min(max, Math.max(min, value));

export function reduce(state: LiveState, action: LiveAction): Step {
  // A finished session is read-only: a late tap cannot change what was stored.
  if (state.status === "completed" && action.type !== "unit" && action.type !== "go") return { state, ops: [] };
  switch (action.type) {
    case "edit": {
      const set = state.sets.find((s) => s.id === action.setId);
      if (!set) return { state, ops: [] };
      const patch: Partial<LiveSet> = {};
      const reps = clampNumber(action.reps, 0, 1000);
      const weight = clampNumber(action.weight, 0, 2000);
      const rpe = clampNumber(action.rpe, 0, 10);
      if (reps !== undefined) patch.reps = Math.round(reps);
      if (weight !== undefined) patch.weight = weight;
      if (rpe !== undefined) patch.rpe = rpe;
      const next = { ...set, ...patch };
      // A load typed on one set carries to the later sets of the exercise that still show the old prefill.
      const carries = (s: LiveSet) =>
        patch.weight !== undefined && s.exercise === set.exercise && s.setNumber > set.setNumber && !s.completed && !s.stored && s.weight === set.weight;
      const sets = state.sets.map((s) => (s.id === set.id ? next : carries(s) ? { ...s, weight: patch.weight! } : s));
      const ops = set.stored ? [{ kind: "update" as const, collection: "workout_sets" as const, id: set.id, body: patch }] : [];
      return { state: { ...state, sets }, ops };
    }
    case "toggle": {
      const set = state.sets.find((s) => s.id === action.setId);
      if (!set) return { state, ops: [] };
      const completed = !set.completed;
      const next: LiveSet = { ...set, completed, completedAt: completed ? new Date(action.now).toISOString() : null, stored: true };
      const sets = state.sets.map((s) => (s.id === set.id ? next : s));
      const item = state.plan.find((p) => p.exercise === set.exercise);
      const rest = completed && item ? item.restSeconds : 0;
      const op: Omit<WriteOp, "key"> = set.stored
        ? { kind: "update", collection: "workout_sets", id: set.id, body: { completed, completedAt: next.completedAt ?? "", reps: next.reps, weight: next.weight, rpe: next.rpe } }
        : { kind: "create", collection: "workout_sets", id: set.id, body: setBody(state, next) };
      return {
        state: { ...state, sets, restEndsAt: rest > 0 ? action.now + rest * 1000 : completed ? null : state.restEndsAt, restSeconds: rest > 0 ? rest : state.restSeconds },
        ops: [op],
      };
    }
    case "add-set": {
      const item = state.plan[action.index];
      if (!item) return { state, ops: [] };
      const sets = setsOf(state, action.index);
      const last = sets[sets.length - 1];
      if (sets.length >= 20) return { state, ops: [] };
      const added: LiveSet = {
        id: action.id,
        exercise: item.exercise,
        setNumber: (last?.setNumber ?? 0) + 1,
        reps: last?.reps ?? item.reps,
        weight: last?.weight ?? item.weight,
        rpe: last?.rpe ?? item.rpe,
        completed: false,
        completedAt: null,
        stored: false,
      };
      return { state: { ...state, sets: [...state.sets, added] }, ops: [] };
    }
    case "remove-set": {
      const set = state.sets.find((s) => s.id === action.setId);
      if (!set) return { state, ops: [] };
      // Only the last set of an exercise: set numbers stay 1..n without gaps.
      const siblings = state.sets.filter((s) => s.exercise === set.exercise);
      if (siblings.some((s) => s.setNumber > set.setNumber) || siblings.length <= 1) return { state, ops: [] };
      const sets = state.sets.filter((s) => s.id !== set.id);
      return { state: { ...state, sets }, ops: set.stored ? [{ kind: "delete", collection: "workout_sets", id: set.id }] : [] };
    }
    case "skip": {
      const item = state.plan[action.index];
      if (!item) return { state, ops: [] };
      const plan = state.plan.map((p, i) => (i === action.index ? { ...p, skipped: !p.skipped } : p));
      const nextIndex = !item.skipped ? nextOpenIndex(plan, action.index) : action.index;
      const next = { ...state, plan, current: nextIndex };
      return { state: next, ops: [planOp(next)] };
    }
    case "swap": {
      const item = state.plan[action.index];
      if (!item || setsOf(state, action.index).some((s) => s.stored)) return { state, ops: [] };
      if (state.plan.some((p) => p.exercise === action.item.exercise)) return { state, ops: [] };
      const replacement: SessionPlanItem = { ...action.item, swappedFrom: item.swappedFrom ?? item.exercise };
      const plan = state.plan.map((p, i) => (i === action.index ? replacement : p));
      const sets = [...state.sets.filter((s) => s.exercise !== item.exercise), ...setsForItem(replacement, action.ids)];
      const next = { ...state, plan, sets };
      return { state: next, ops: [planOp(next)] };
    }
    case "add-exercise": {
      if (state.plan.some((p) => p.exercise === action.item.exercise)) return { state, ops: [] };
      const item: SessionPlanItem = { ...action.item, added: true };
      const plan = [...state.plan, item];
      const next = { ...state, plan, sets: [...state.sets, ...setsForItem(item, action.ids)], current: plan.length - 1 };
      return { state: next, ops: [planOp(next)] };
    }
    case "go":
      return { state: { ...state, current: Math.min(Math.max(0, action.index), Math.max(0, state.plan.length - 1)) }, ops: [] };
    case "rest-skip":
      return { state: { ...state, restEndsAt: null }, ops: [] };
    case "rest-add":
      if (state.restEndsAt === null) return { state, ops: [] };
      return { state: { ...state, restEndsAt: Math.max(action.now, state.restEndsAt) + action.seconds * 1000, restSeconds: state.restSeconds + action.seconds }, ops: [] };
    case "unit":
      return { state: { ...state, unit: action.unit }, ops: [] };
    case "finish": {
      const finishedAt = new Date(action.now);
      const totals = sessionTotals(state.sets, new Date(state.startedAt), finishedAt);
      const next: LiveState = { ...state, status: "completed", finishedAt: finishedAt.toISOString(), restEndsAt: null };
      return {
        state: next,
        ops: [
          {
            kind: "update",
            collection: "workout_sessions",
            id: state.sessionId,
            body: {
              status: "completed",
              completedAt: finishedAt.toISOString(),
              durationMinutes: totals.durationMinutes,
              estimatedCaloriesBurned: totals.estimatedCaloriesBurned,
              totalVolume: totals.totalVolume,
              exercisesPerformed: totals.exercisesPerformed,
              plan: state.plan,
            },
          },
        ],
      };
    }
  }
}

/** The next exercise after `from` that is not skipped, else `from`. */
export function nextOpenIndex(plan: readonly SessionPlanItem[], from: number): number {
  for (let i = from + 1; i < plan.length; i++) if (!plan[i].skipped) return i;
  for (let i = 0; i < from; i++) if (!plan[i].skipped) return i;
  return from;
}
