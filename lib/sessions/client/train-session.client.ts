"use client";

/**
 * A live session in a component: the state from localStorage (rebuilt from the
 * server when this device has none), and `dispatch`, which applies a change
 * locally at once and queues its writes.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { RecordModel } from "pocketbase";
import { reduce, type LiveAction, type LiveState } from "@/lib/sessions/live";
import { loadSessionState, preferredUnit } from "./train-data.client";
import { queueWrites } from "./train-queue.client";
import { readSession, subscribe, wasDiscarded, writeSession } from "./train-store.client";

export type LoadError = { status: number; message: string };

export function applyAction(sessionId: string, action: LiveAction): void {
  const state = readSession(sessionId);
  if (!state) return;
  const step = reduce(state, action);
  if (step.state !== state) writeSession(step.state);
  queueWrites(state.userId, step.ops);
}

export function useLiveSession(sessionId: string, user: RecordModel | null) {
  const state = useSyncExternalStore(
    subscribe,
    () => readSession(sessionId),
    () => null,
  );
  const [error, setError] = useState<LoadError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const userId = user?.id ?? null;
  const mine = state && userId && state.userId === userId ? state : null;

  useEffect(() => {
    if (!userId || mine || wasDiscarded(sessionId)) return;
    let cancelled = false;
    loadSessionState(sessionId, userId, preferredUnit(user))
      .then((loaded) => {
        // Local state written meanwhile (another tab) wins: it holds the newest changes.
        if (!cancelled && !readSession(sessionId) && !wasDiscarded(sessionId)) writeSession(loaded);
      })
      .catch((e: { status?: number; message?: string }) => {
        if (!cancelled) setError({ status: typeof e?.status === "number" ? e.status : 0, message: e?.message ?? "Something went wrong." });
      });
    return () => {
      cancelled = true;
    };
    // `user` changes identity on every auth store read; its id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, userId, mine === null, attempt]);

  const dispatch = useCallback((action: LiveAction) => applyAction(sessionId, action), [sessionId]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { state: mine as LiveState | null, error: mine ? null : error, dispatch, retry };
}
