import { getDatabase } from "@/db";
import { ping, type DatabaseHandle } from "@/db/client";
import { describeDatabaseError } from "@/db/errors";
import { logger } from "@/lib/log";

const HEALTH_TIMEOUT_MS = 3000;

/** PocketBase's health answer when the database answers; a 503 with a reason when it does not. */
export async function checkHealth(
  open: () => Promise<DatabaseHandle> = getDatabase,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await withTimeout(
      open().then((handle) => ping(handle)),
      HEALTH_TIMEOUT_MS,
    );
    return { status: 200, body: { message: "API is healthy.", code: 200, data: {} } };
  } catch (error) {
    logger.error(`[health] database check failed: ${describeDatabaseError(error)}`);
    return {
      status: 503,
      body: { status: 503, message: "The database is not available. Try again shortly.", data: {} },
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
