/**
 * The write queue of a live session, as pure data. Every change is applied to
 * the local state first and queued here; the browser sends the queue in order
 * whenever the server answers. Writes are idempotent, so sending one twice
 * (an answer lost on the way back, a reload mid-request) stores it once:
 * - creates carry a client-made id: a repeat finds the id taken (400 "must be
 *   unique") and is then sent as an update of that same record;
 * - updates set absolute values, so repeating one changes nothing;
 * - a delete of a record already gone (404) is done.
 */

export type QueueCollection = "workout_sessions" | "workout_sets";

export interface WriteOp {
  /** Unique per op (for keys and logs). */
  key: string;
  kind: "create" | "update" | "delete";
  collection: QueueCollection;
  id: string;
  body?: Record<string, unknown>;
  /**
   * Set when the op has been handed to the network: it may already be stored,
   * so nothing is merged into it any more (a later change gets its own op).
   */
  sent?: boolean;
}

/**
 * Appends an op, folding it into a pending one for the same record when that
 * one has not been sent yet: update after create becomes one create, two
 * updates become one, and a delete of a never-sent create cancels both.
 */
export function enqueue(queue: readonly WriteOp[], op: WriteOp): WriteOp[] {
  const same = (o: WriteOp) => o.collection === op.collection && o.id === op.id && !o.sent;
  if (op.kind === "update") {
    const i = queue.findIndex((o) => same(o) && (o.kind === "create" || o.kind === "update"));
    if (i >= 0 && !queue.slice(i + 1).some((o) => o.collection === op.collection && o.id === op.id)) {
      const merged = { ...queue[i], body: { ...queue[i].body, ...op.body } };
      return [...queue.slice(0, i), merged, ...queue.slice(i + 1)];
    }
    return [...queue, op];
  }
  if (op.kind === "delete") {
    const pendingCreate = queue.some((o) => same(o) && o.kind === "create");
    const anySent = queue.some((o) => o.collection === op.collection && o.id === op.id && o.sent);
    const rest = queue.filter((o) => !same(o));
    // Never reached the server: nothing to delete there either.
    if (pendingCreate && !anySent) return rest;
    return [...rest, op];
  }
  return [...queue, op];
}

export interface ApiFailure {
  /** 0 when the request never got an answer (offline, server down, aborted). */
  status: number;
  data?: Record<string, unknown>;
}

export type Outcome =
  /** Stored (or already stored): remove the op. */
  | "done"
  /** The create's id is taken: send the same body as an update of that id. */
  | "update-instead"
  /** No answer or a temporary server problem: keep the op, try again later. */
  | "retry"
  /** The signed-in session is gone: keep everything, stop until the user logs in again. */
  | "blocked"
  /** The server refuses this write for good (validation, a record gone): drop it and tell the user. */
  | "drop";

function idTaken(failure: ApiFailure): boolean {
  const data = failure.data;
  const id = data && typeof data === "object" ? (data as Record<string, unknown>).id : undefined;
  return Boolean(id && typeof id === "object" && (id as { code?: unknown }).code === "validation_not_unique");
}

/** What to do after a failed send. */
export function classify(op: WriteOp, failure: ApiFailure): Outcome {
  const { status } = failure;
  if (status === 0 || status === 408 || status === 429 || status >= 500) return "retry";
  if (status === 401 || status === 403) return "blocked";
  if (op.kind === "create" && status === 400 && idTaken(failure)) return "update-instead";
  if (op.kind === "delete" && status === 404) return "done";
  return "drop";
}

/**
 * Wait before the next attempt: 1 s, 2 s, 4 s, 8 s, then every 10 s. A server
 * that comes back is noticed within 10 s without a click; an 'online' event,
 * a new change or "Retry now" tries at once.
 */
export const MAX_RETRY_DELAY_MS = 10_000;
export function retryDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.max(0, Math.min(attempt, 10)));
}
