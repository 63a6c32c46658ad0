import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";

/**
 * Fixed-window counters in the database, shared by every app instance: the
 * sign-in throttle (`auth_throttle`) and the request rate limit
 * (`request_rate_limit`). One INSERT … ON CONFLICT … RETURNING counts and
 * answers, so parallel requests each get their own number and none slips
 * past on a stale read.
 */
export interface CounterTable {
  table: "auth_throttle" | "request_rate_limit";
  /** The column holding the count. */
  count: "failures" | "hits";
  /** Counters idle this long are swept now and then. */
  sweepAfter: "1 hour" | "1 day";
}

export const AUTH_COUNTERS: CounterTable = { table: "auth_throttle", count: "failures", sweepAfter: "1 day" };
export const REQUEST_COUNTERS: CounterTable = { table: "request_rate_limit", count: "hits", sweepAfter: "1 hour" };

export interface WindowCount {
  /** This event's number within the key's window, itself included. */
  count: number;
  /** Whole seconds until the key's window ends (at least 1). */
  retryAfter: number;
}

export async function countInWindow(counters: CounterTable, key: string, windowSeconds: number): Promise<WindowCount> {
  const handle = await getDatabase();
  const table = sql.identifier(counters.table);
  const count = sql.identifier(counters.count);
  const window = sql.raw(`interval '${Math.floor(windowSeconds)} seconds'`);
  const [row] = await handle.rows<{ count: number | string; retry_after: number | string }>(
    sql`INSERT INTO ${table} (key, ${count}, window_start) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          ${count} = CASE WHEN ${table}.window_start <= now() - ${window} THEN 1 ELSE ${table}.${count} + 1 END,
          window_start = CASE WHEN ${table}.window_start <= now() - ${window} THEN now() ELSE ${table}.window_start END
        RETURNING ${count} AS count, ceil(extract(epoch FROM window_start + ${window} - now()))::int AS retry_after`,
  );
  // Old counters are dead weight; sweep now and then rather than on every call.
  if (Math.random() < 0.02) {
    await handle.rows(sql`DELETE FROM ${table} WHERE window_start < now() - ${sql.raw(`interval '${counters.sweepAfter}'`)}`);
  }
  return { count: Number(row.count), retryAfter: Math.max(1, Number(row.retry_after)) };
}
