"use client";

/**
 * Live sync across devices and tabs (issue 23 point 5): one realtime
 * subscription set per signed-in page (mounted by TrainSync in both shells).
 * Events invalidate the TanStack Query keys that read the changed collection,
 * so the dashboard shows a workout started elsewhere, its sets as they are
 * logged, and program changes; a live session this device holds follows the
 * server's copy when another device changed it.
 */
import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RecordSubscription } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";
import { followServer, sessionEventIsNew, setEventIsNew, type RemoteSession, type RemoteSet } from "@/lib/sessions/follow";
import { loadSessionState } from "./train-data.client";
import { readQueue, readSession, removeSession, writeSession } from "./train-store.client";

type Keys = ReadonlyArray<readonly string[]>;
const PROGRAM_KEYS: Keys = [["training_programs"], ["workout_sessions", "active-program"]];

/** Waits for a quiet moment (20 ms) so a burst of events costs one refetch per key. */
function invalidator(queryClient: QueryClient) {
  const keys = new Map<string, readonly string[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    for (const key of keys.values()) void queryClient.invalidateQueries({ queryKey: key });
    keys.clear();
  };
  return {
    add(list: Keys) {
      for (const key of list) keys.set(key.join("/"), key);
      clearTimeout(timer);
      timer = setTimeout(run, 20);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Brings this device's copy of a session up to the server's. Never while this
 * device still has writes queued (they are newer and on their way; the queue's
 * idempotence is untouched), and never over a change made meanwhile: then it
 * tries again shortly.
 */
async function follow(userId: string, sessionId: string, attempt = 0): Promise<void> {
  const local = readSession(sessionId);
  if (!local || local.userId !== userId || attempt > 20) return;
  const retry = () => setTimeout(() => void follow(userId, sessionId, attempt + 1), 500);
  if (readQueue(userId).length > 0) return void retry();
  let server;
  try {
    server = await loadSessionState(sessionId, userId, local.unit);
  } catch (error) {
    if ((error as { status?: number })?.status === 404) removeSession(sessionId);
    return;
  }
  if (readSession(sessionId) !== local || readQueue(userId).length > 0) return void retry();
  writeSession(followServer(local, server));
}

type Callback = (e: RecordSubscription) => void;

/** Subscribes this user's topics; resolves to the function that unsubscribes them all. */
async function subscribeAll(userId: string, queryClient: QueryClient): Promise<() => Promise<void>> {
  const invalidate = invalidator(queryClient);
  const subscriptions: Array<[string, string, Record<string, string> | undefined, Callback]> = [
    [
      "workout_sessions",
      "*",
      undefined,
      (e) => {
        invalidate.add([["workout_sessions"]]);
        const local = readSession(e.record.id);
        if (!local) return;
        if (e.action === "delete") removeSession(e.record.id);
        else if (sessionEventIsNew(local, e.record as unknown as RemoteSession)) void follow(userId, e.record.id);
      },
    ],
    [
      "workout_sets",
      "*",
      undefined,
      (e) => {
        invalidate.add([["workout_sets"]]);
        const set = e.record as unknown as RemoteSet;
        const local = readSession(set.session);
        if (local && setEventIsNew(local, e.action, set)) void follow(userId, set.session);
      },
    ],
    [
      "users",
      userId,
      undefined,
      (e) => {
        invalidate.add([["workout_sessions", "active-program"]]);
        // Name, unit or time zone changed on another device: this one's signed-in record follows.
        if (e.action === "update" && pb().authStore.token) pb().authStore.save(pb().authStore.token, e.record);
      },
    ],
    ["training_programs", "*", { filter: pb().filter("user = {:id}", { id: userId }) }, () => invalidate.add(PROGRAM_KEYS)],
    ["program_weeks", "*", { filter: pb().filter("trainingProgram.user = {:id}", { id: userId }) }, () => invalidate.add(PROGRAM_KEYS)],
    ["program_days", "*", { filter: pb().filter("programWeek.trainingProgram.user = {:id}", { id: userId }) }, () => invalidate.add(PROGRAM_KEYS)],
    ["gym_profiles", "*", undefined, () => invalidate.add([["gym_profiles"]])],
  ];
  const offs = await Promise.all(
    subscriptions.map(([collection, topic, options, callback]) =>
      pb()
        .collection(collection)
        .subscribe(topic, callback, options)
        // No realtime (an old server, a proxy that refuses streams): the app works as before, on refetches.
        .catch(() => async () => {}),
    ),
  );
  return async () => {
    invalidate.stop();
    await Promise.all(offs.map((off) => off().catch(() => {})));
  };
}

/**
 * One subscription set per page, whatever mounts it: moving between the public
 * and the signed-in shell unmounts one TrainSync and mounts another, and the
 * SDK's own connect and disconnect would race if each subscribed on its own.
 * Released subscriptions stay a moment for the next mount; a new user's wait
 * for the previous user's to be gone.
 */
let current: { userId: string; queryClient: QueryClient; refs: number; stop: Promise<() => Promise<void>>; idle?: ReturnType<typeof setTimeout> } | null = null;
let stopping: Promise<void> = Promise.resolve();

function acquire(userId: string, queryClient: QueryClient): () => void {
  if (current && current.userId === userId && current.queryClient === queryClient) {
    current.refs += 1;
    clearTimeout(current.idle);
  } else {
    if (current) end();
    const after = stopping;
    current = { userId, queryClient, refs: 1, stop: after.then(() => subscribeAll(userId, queryClient)) };
  }
  const mine = current;
  return () => {
    if (current !== mine) return;
    mine.refs -= 1;
    if (mine.refs <= 0) mine.idle = setTimeout(() => current === mine && end(), 1000);
  };
}

function end(): void {
  const ending = current!;
  current = null;
  clearTimeout(ending.idle);
  stopping = ending.stop.then((stop) => stop()).catch(() => {});
}

export function useRealtimeSync(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return acquire(userId, queryClient);
  }, [userId, queryClient]);
}
