import "server-only";
/**
 * LISTEN on `forgefit_records`, once per process, from the first stream on.
 * Every committed write of every instance arrives here (migration 0025's
 * trigger NOTIFYs inside the write's transaction) and is delivered to this
 * process's subscribers, one event at a time so a burst of writes cannot flood
 * the database with rule checks.
 */
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { logger } from "@/lib/log";
import { deliver, type RecordEvent } from "./deliver.server";
import { broker } from "./broker.server";
import type { RealtimeAction } from "./topics";

export const CHANNEL = "forgefit_records";
/** Events waiting for delivery; past it the oldest are dropped (and logged) rather than memory growing. */
const MAX_QUEUED = 10_000;

interface Listener {
  started?: Promise<void>;
  queue: string[];
  draining: boolean;
}

const store = globalThis as typeof globalThis & { __forgefitRealtimeListener?: Listener };

function listener(): Listener {
  store.__forgefitRealtimeListener ??= { queue: [], draining: false };
  return store.__forgefitRealtimeListener;
}

const ACTIONS = new Set<RealtimeAction>(["create", "update", "delete"]);

/** A payload as the trigger writes it, or the kept one it points to. */
async function parse(text: string): Promise<RecordEvent | null> {
  let payload = JSON.parse(text) as { c?: unknown; i?: unknown; a?: unknown; r?: unknown; ref?: unknown };
  if (typeof payload.ref === "number") {
    const handle = await getDatabase();
    const [kept] = await handle.rows<{ payload: unknown }>(sql`SELECT "payload" FROM "realtime_payloads" WHERE "id" = ${payload.ref}::int8`);
    if (!kept) return null;
    payload = (typeof kept.payload === "string" ? JSON.parse(kept.payload) : kept.payload) as typeof payload;
  }
  if (typeof payload.c !== "string" || typeof payload.i !== "string" || !ACTIONS.has(payload.a as RealtimeAction)) return null;
  const row = payload.r && typeof payload.r === "object" ? (payload.r as Record<string, unknown>) : undefined;
  return { collection: payload.c, id: payload.i, action: payload.a as RealtimeAction, row };
}

async function drain(): Promise<void> {
  const state = listener();
  if (state.draining) return;
  state.draining = true;
  try {
    for (let text = state.queue.shift(); text !== undefined; text = state.queue.shift()) {
      // Nobody listening in this process: nothing to check.
      if (broker().clients.size === 0) continue;
      try {
        const event = await parse(text);
        if (event) await deliver(event);
      } catch (error) {
        logger.warn(`[realtime] event skipped: ${(error as Error).message}`);
      }
    }
  } finally {
    state.draining = false;
  }
}

function received(text: string): void {
  const state = listener();
  if (state.queue.length >= MAX_QUEUED) {
    state.queue.shift();
    logger.warn("[realtime] event queue full: the oldest event was dropped");
  }
  state.queue.push(text);
  void drain();
}

/** Starts listening (once); resolves when LISTEN is in place, so a stream opened after it misses nothing. */
export function ensureListening(): Promise<void> {
  const state = listener();
  if (!state.started) {
    const starting = (async () => {
      const handle = await getDatabase();
      await handle.listen(CHANNEL, received);
    })();
    state.started = starting;
    // A failed start (database down) is tried again by the next stream.
    starting.catch(() => {
      if (state.started === starting) state.started = undefined;
    });
  }
  return state.started;
}

/** Resolves once every event received so far has been delivered (tests, bench). */
export async function settled(): Promise<void> {
  while (listener().queue.length > 0 || listener().draining) await new Promise((r) => setTimeout(r, 5));
}
