import "server-only";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/records/errors";
import { countInWindow, REQUEST_COUNTERS } from "./window-counter.server";

/**
 * Fixed-window request limits kept in the database (table `request_rate_limit`),
 * so every app instance on one PostgreSQL counts against the same limit. One
 * statement counts and answers, so parallel requests cannot slip past it.
 */
export const WINDOW_SECONDS = 60;

/** PocketBase's rate limiter answers this. */
export const TOO_MANY_MESSAGE = "Too Many Requests.";

export interface Caller {
  /** The signed-in user's id, or null for a visitor. */
  userId: string | null;
  /** The client address as the trusted-proxy logic reports it; null when unknown (all such callers share one counter). */
  address: string | null;
}

export interface LimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  hits: number;
  limit: number;
  /** Whole seconds until the window resets (at least 1). */
  retryAfter: number;
}

/** Users are counted by id, visitors by address: a signed-in user is not held back by a shared address. */
export function limitKey(action: string, caller: Caller): { key: string; limit: number } {
  if (caller.userId) return { key: `${action}:user:${caller.userId.slice(0, 64)}`, limit: env().GENERATE_LIMIT_USER };
  const address = caller.address ? caller.address.slice(0, 100) : "unknown";
  return { key: `${action}:ip:${address}`, limit: env().GENERATE_LIMIT_VISITOR };
}

/** Counts one request against `key` and says whether it is within `limit` for the current window. */
export async function hit(key: string, limit: number): Promise<LimitResult> {
  const { count, retryAfter } = await countInWindow(REQUEST_COUNTERS, key, WINDOW_SECONDS);
  return { allowed: count <= limit, hits: count, limit, retryAfter };
}

/** Throws PocketBase's 429 (with Retry-After) once `caller` has used up `action`'s limit for this minute (`perMinute` for actions heavier than a generation). */
export async function enforceLimit(action: string, caller: Caller, perMinute?: number): Promise<void> {
  const { key, limit } = limitKey(action, caller);
  const result = await hit(key, perMinute ?? limit);
  if (!result.allowed) {
    throw new ApiError(429, TOO_MANY_MESSAGE, {}, { "retry-after": String(result.retryAfter) });
  }
}
