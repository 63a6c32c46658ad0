import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { databaseAdmission } from "@/db";
import { withDatabaseAdmission } from "@/db/request-scope";
import { ApiError } from "@/lib/records/errors";
import { clientAddress } from "./client-address.server";
import {
  ADDRESS_MAX_ATTEMPTS,
  ADDRESS_WINDOW_SECONDS,
  addressKey,
  clearAttempts,
  countAttempt,
  IDENTITY_WINDOW_SECONDS,
  identityDelayMs,
  identityKey,
  refundAttempt,
} from "./throttle.server";

export const THROTTLED_MESSAGE = "Too many failed sign-in attempts. Please wait a minute and try again.";

/**
 * One database turn of its own. A sign-in waits (its account's delay) between
 * turns, and must not hold a place at the database while it sleeps.
 */
export function inDatabaseTurn<T>(work: () => Promise<T>): Promise<T> {
  return withDatabaseAdmission(databaseAdmission(), work);
}

/** An attempt from one address at signing in (or probing an e-mail by signing up). */
export interface Attempt {
  /** The attempt succeeded: give its count back (and clear the account's delay). */
  succeeded(): Promise<void>;
}

/** Counts an attempt from the request's address; past the limit it is refused with 429. */
export async function admitAddress(request: Request): Promise<Attempt> {
  const key = addressKey(clientAddress(request));
  const { count, retryAfter } = await countAttempt(key, ADDRESS_WINDOW_SECONDS);
  if (count > ADDRESS_MAX_ATTEMPTS) {
    throw new ApiError(429, THROTTLED_MESSAGE, {}, { "retry-after": String(retryAfter) });
  }
  return { succeeded: () => refundAttempt(key) };
}

/**
 * Counts an attempt at one account and waits its delay (outside any database
 * turn). Never refuses: the right password always gets through, only later.
 */
export async function slowAccount(identity: string): Promise<Attempt> {
  const key = identityKey(identity);
  const { count } = await inDatabaseTurn(() => countAttempt(key, IDENTITY_WINDOW_SECONDS));
  const delay = identityDelayMs(count - 1);
  if (delay > 0) await sleep(delay);
  return { succeeded: () => clearAttempts(key) };
}
