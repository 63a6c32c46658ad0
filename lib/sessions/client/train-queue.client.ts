"use client";

/**
 * Sends a user's queued training writes, oldest first, one at a time, until
 * the queue is empty or the server stops answering (then it waits: 1 s, 2 s,
 * 4 s, 8 s, then every 10 s, or at once when the browser says it is online again).
 * Idempotency and what each failure means are decided in lib/sessions/queue.
 */
import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ClientResponseError } from "pocketbase";
import { classify, enqueue, retryDelayMs, type WriteOp } from "@/lib/sessions/queue";
import { pb } from "@/lib/client/pocketbase";
import { clientId, readQueue, subscribe, writeQueue } from "./train-store.client";

export interface SyncStatus {
  pending: number;
  /** The last attempt got no answer: we are offline or the server is down. */
  waiting: boolean;
  /** The session expired: writes wait until the user logs in again. */
  blocked: boolean;
  /** Writes the server refused for good, for the user to know about. */
  dropped: string[];
}

let status: Omit<SyncStatus, "pending"> = { waiting: false, blocked: false, dropped: [] };
const statusListeners = new Set<() => void>();
const drainedListeners = new Set<() => void>();
let running = false;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | null = null;


function setStatus(patch: Partial<typeof status>) {
  status = { ...status, ...patch };
  for (const l of statusListeners) l();
}

/** Queues writes for the signed-in user and starts sending. */
export function queueWrites(userId: string, ops: ReadonlyArray<Omit<WriteOp, "key">>): void {
  if (ops.length === 0) return;
  let queue = readQueue(userId);
  for (const op of ops) queue = enqueue(queue, { ...op, key: clientId() });
  writeQueue(userId, queue);
  void flush(userId);
}

async function send(op: WriteOp): Promise<void> {
  const collection = pb().collection(op.collection);
  if (op.kind === "create") await collection.create(op.body ?? {});
  else if (op.kind === "update") await collection.update(op.id, op.body ?? {});
  else await collection.delete(op.id);
}

function failureOf(error: unknown) {
  const e = error as Partial<ClientResponseError>;
  return { status: typeof e?.status === "number" ? e.status : 0, data: (e?.response as { data?: Record<string, unknown> } | undefined)?.data };
}

function schedule(userId: string) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void flush(userId), retryDelayMs(attempt));
  attempt += 1;
}

/** Replaces the head of the queue (re-read, since the page may have queued more meanwhile). */
function replaceHead(userId: string, key: string, next: WriteOp | null) {
  const queue = readQueue(userId);
  const i = queue.findIndex((o) => o.key === key);
  if (i < 0) return;
  writeQueue(userId, next ? [...queue.slice(0, i), next, ...queue.slice(i + 1)] : [...queue.slice(0, i), ...queue.slice(i + 1)]);
}

/** "Retry now": forget the back-off and send at once. */
export function retryNow(userId: string): void {
  attempt = 0;
  if (timer) clearTimeout(timer);
  void flush(userId);
}

/** "Retry now" for the signed-in account's queue; signed out there is nothing to send. */
export function retryNowForSignedInUser(): void {
  const id = pb().authStore.record?.id;
  if (id) retryNow(id);
}

export async function flush(userId: string): Promise<void> {
  if (running) return;
  if (pb().authStore.record?.id !== userId) return; // another account's queue waits for its owner
  running = true;
  let worked = false;

  try {
    for (;;) {
      const head = readQueue(userId)[0];
      if (!head) break;
      worked = true;
      // From here on it may be stored: later changes become their own op (see enqueue).
      if (!head.sent) replaceHead(userId, head.key, { ...head, sent: true });
      try {
        await send(head);
        replaceHead(userId, head.key, null);
        attempt = 0;
        setStatus({ waiting: false, blocked: false });
      } catch (error) {
        const failure = failureOf(error);
        const outcome = classify(head, failure);
        if (outcome === "done") replaceHead(userId, head.key, null);
        else if (outcome === "update-instead") {
          const { id: _id, ...body } = head.body ?? {};
          replaceHead(userId, head.key, { ...head, kind: "update", body, sent: true });
        } else if (outcome === "drop") {
          replaceHead(userId, head.key, null);
          setStatus({ dropped: [...status.dropped, `${head.kind} ${head.collection} ${head.id}: ${(error as Error).message}`] });
        } else {
          setStatus(outcome === "blocked" ? { blocked: true, waiting: false } : { waiting: true });
          schedule(userId);
          return;
        }
      }
    }
    setStatus({ waiting: false, blocked: false });
    // Lists refetch only when this flush sent something: an empty queue (every page load) changed nothing,
    // and refetching then doubled each signed-in page's requests right after it arrived with its data.
    if (worked) for (const l of drainedListeners) l();
  } finally {
    running = false;
  }
}

let lastSnapshot: SyncStatus | null = null;
function snapshot(userId: string | null): SyncStatus {
  const pending = userId ? readQueue(userId).length : 0;
  const next = { ...status, pending };
  if (
    lastSnapshot &&
    lastSnapshot.pending === next.pending &&
    lastSnapshot.waiting === next.waiting &&
    lastSnapshot.blocked === next.blocked &&
    lastSnapshot.dropped === next.dropped
  ) {
    return lastSnapshot;
  }
  lastSnapshot = next;
  return next;
}

const SERVER_STATUS: SyncStatus = { pending: 0, waiting: false, blocked: false, dropped: [] };

/**
 * Keeps the signed-in user's queue moving while any signed-in page is open
 * (mounted by the app shell), and refreshes session lists once it drains.
 */
export function useTrainSync(userId: string | null): SyncStatus {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const kick = () => {
      attempt = 0;
      void flush(userId);
    };
    const drained = () => {
      void queryClient.invalidateQueries({ queryKey: ["workout_sessions"] });
      void queryClient.invalidateQueries({ queryKey: ["workout_sets"] });
      // An exercise page opened later in this visit shows the sets just saved (history, e1RM, next target).
      void queryClient.invalidateQueries({ queryKey: ["exercises", "progress"] });
    };
    drainedListeners.add(drained);
    window.addEventListener("online", kick);
    kick();
    return () => {
      drainedListeners.delete(drained);
      window.removeEventListener("online", kick);
    };
  }, [userId, queryClient]);
  return useSyncExternalStore(
    (l) => {
      statusListeners.add(l);
      const off = subscribe(l);
      return () => {
        statusListeners.delete(l);
        off();
      };
    },
    () => snapshot(userId),
    () => SERVER_STATUS,
  );
}

