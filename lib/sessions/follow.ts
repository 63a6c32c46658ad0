/**
 * A live session open on two devices: the one that did not make a change
 * follows the server's copy instead of diverging. Pure: whether a realtime
 * event says something this device's state does not know yet, and how the
 * server's state replaces the local one while keeping what is this device's
 * own (the exercise on screen, the rest timer, the unit, values typed into sets
 * not logged yet).
 */
import type { LiveSet, LiveState } from "./live";

export interface RemoteSet {
  id: string;
  session: string;
  exercise: string;
  setNumber: number;
  reps: number;
  weight: number;
  rpe: number;
  completed: boolean;
}

export interface RemoteSession {
  id: string;
  name?: string;
  status?: string;
  completedAt?: string;
  plan?: unknown;
}

/** A set event this state has not seen: a set it lacks, other values, or a deleted set it still holds. */
export function setEventIsNew(state: LiveState, action: string, set: RemoteSet): boolean {
  const local = state.sets.find((s) => s.id === set.id);
  if (action === "delete") return Boolean(local);
  if (!local || !local.stored) return true;
  return local.reps !== set.reps || local.weight !== set.weight || local.rpe !== set.rpe || local.completed !== Boolean(set.completed);
}

/** A session update this state has not seen: finished elsewhere, or another plan (skip, swap, added exercise). */
export function sessionEventIsNew(state: LiveState, session: RemoteSession): boolean {
  const finished = session.status === "completed" || Boolean(session.completedAt);
  if (finished !== (state.status === "completed")) return true;
  if (!Array.isArray(session.plan)) return false;
  // The local plan may end with exercises only known from their sets; the server's is its prefix.
  return JSON.stringify(state.plan.slice(0, session.plan.length)) !== JSON.stringify(session.plan);
}

const slot = (s: LiveSet) => `${s.exercise}\u0000${s.setNumber}`;

/** The server's state, keeping this device's screen position, rest timer, unit and unlogged typing. */
export function followServer(local: LiveState, server: LiveState): LiveState {
  const typed = new Map(local.sets.filter((s) => !s.stored).map((s) => [slot(s), s]));
  const sets = server.sets.map((s) => (s.stored ? s : (typed.get(slot(s)) ?? s)));
  return {
    ...server,
    sets,
    current: Math.min(local.current, Math.max(0, server.plan.length - 1)),
    restEndsAt: local.restEndsAt,
    restSeconds: local.restSeconds,
    unit: local.unit,
  };
}
