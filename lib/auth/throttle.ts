import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { textArray } from "@/lib/records/sqlutil";

/** More than this many failures in the window gets a 429 until the window has passed. */
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 60;
const WINDOW = sql.raw(`interval '${WINDOW_SECONDS} seconds'`);

export function throttleKeys(identity: string, address: string | null): string[] {
  const keys = [`id:${identity.trim().toLowerCase().slice(0, 320)}`];
  if (address) keys.push(`ip:${address.slice(0, 100)}`);
  return keys;
}

/** The client address as the proxy in front (or Next's own server) reports it. */
export function clientAddress(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  if (first) return first;
  const real = request.headers.get("x-real-ip")?.trim();
  return real || null;
}

export async function isThrottled(keys: string[]): Promise<boolean> {
  const handle = await getDatabase();
  const rows = await handle.rows(
    sql`SELECT 1 AS x FROM auth_throttle WHERE key = ANY(${textArray(keys)}) AND failures >= ${MAX_FAILURES}
        AND window_start > now() - ${WINDOW} LIMIT 1`,
  );
  return rows.length > 0;
}

/** Counts a failure per key in the database, so every app instance sees the same counters. */
export async function recordFailure(keys: string[]): Promise<void> {
  const handle = await getDatabase();
  for (const key of keys) {
    await handle.rows(
      sql`INSERT INTO auth_throttle (key, failures, window_start) VALUES (${key}, 1, now())
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN auth_throttle.window_start <= now() - ${WINDOW}
                            THEN 1 ELSE auth_throttle.failures + 1 END,
            window_start = CASE WHEN auth_throttle.window_start <= now() - ${WINDOW}
                            THEN now() ELSE auth_throttle.window_start END`,
    );
  }
  // Old counters are dead weight; sweep now and then rather than on every call.
  if (Math.random() < 0.05) {
    await handle.rows(sql`DELETE FROM auth_throttle WHERE window_start < now() - interval '1 hour'`);
  }
}

export async function clearFailures(key: string): Promise<void> {
  const handle = await getDatabase();
  await handle.rows(sql`DELETE FROM auth_throttle WHERE key = ${key}`);
}
