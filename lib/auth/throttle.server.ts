import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { AUTH_COUNTERS, countInWindow, type WindowCount } from "@/lib/security/window-counter.server";

/**
 * Sign-in (and sign-up probe) throttling, kept in the database so every app
 * instance counts together. Each attempt is counted before it is evaluated, by
 * one INSERT ... ON CONFLICT ... RETURNING: parallel attempts each get their
 * own number, so none slips through on a stale read (lib/security/window-counter.server.ts).
 *
 * - Per client address: more than ADDRESS_MAX_ATTEMPTS failed attempts in the
 *   window are refused (429 with Retry-After). A success gives its count back.
 * - Per account: never refused (anyone could lock a known account out), only
 *   slowed: after IDENTITY_FREE_FAILURES failures each attempt waits a delay
 *   that doubles up to IDENTITY_MAX_DELAY_MS. A success clears it.
 */
export const ADDRESS_MAX_ATTEMPTS = 10;
export const ADDRESS_WINDOW_SECONDS = 60;
export const IDENTITY_WINDOW_SECONDS = 15 * 60;
export const IDENTITY_FREE_FAILURES = 3;
export const IDENTITY_FIRST_DELAY_MS = 250;
export const IDENTITY_MAX_DELAY_MS = 2000;

export const addressKey = (address: string | null) => `ip:${(address ?? "unknown").slice(0, 100)}`;
export const identityKey = (identity: string) => `id:${identity.trim().toLowerCase().slice(0, 320)}`;

export type Count = WindowCount;

/** Counts one attempt against a key and returns its number, atomically. */
export function countAttempt(key: string, windowSeconds: number): Promise<Count> {
  return countInWindow(AUTH_COUNTERS, key, windowSeconds);
}

/** Gives an attempt back (it succeeded, so it was no guess). */
export async function refundAttempt(key: string): Promise<void> {
  const handle = await getDatabase();
  await handle.rows(sql`UPDATE auth_throttle SET failures = greatest(failures - 1, 0) WHERE key = ${key}`);
}

export async function clearAttempts(key: string): Promise<void> {
  const handle = await getDatabase();
  await handle.rows(sql`DELETE FROM auth_throttle WHERE key = ${key}`);
}

/** The wait before evaluating an account's attempt, given the failures counted before it. */
export function identityDelayMs(previousFailures: number): number {
  const over = previousFailures - IDENTITY_FREE_FAILURES;
  if (over < 0) return 0;
  return Math.min(IDENTITY_FIRST_DELAY_MS * 2 ** Math.min(over, 20), IDENTITY_MAX_DELAY_MS);
}

/** The current count of a key within its window (tests and diagnostics). */
export async function attemptsCounted(key: string): Promise<number> {
  const handle = await getDatabase();
  const rows = await handle.rows<{ failures: number }>(sql`SELECT failures FROM auth_throttle WHERE key = ${key}`);
  return rows[0] ? Number(rows[0].failures) : 0;
}
