import { env } from "@/lib/env";
import type { DatabaseHandle } from "./client";
import { openDatabase } from "./open";
import { migrate } from "./migrate";

export type { Database, DatabaseHandle } from "./client";

type GlobalWithDb = typeof globalThis & { __forgefitDb?: Promise<DatabaseHandle> };
const store = globalThis as GlobalWithDb;

/**
 * The app's database, opened and migrated once per process. Kept on globalThis
 * as a promise: Next evaluates this module once per route bundle, and concurrent
 * first requests must share one open.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!store.__forgefitDb) {
    const config = env();
    const opening = (async () => {
      const handle = await openDatabase(
        config.DATABASE_URL
          ? { kind: "postgres", url: config.DATABASE_URL }
          : config.DATA_DIR === "memory://"
            ? { kind: "memory", snapshot: config.DATA_SNAPSHOT }
            : { kind: "pglite", dataDir: config.DATA_DIR },
      );
      try {
        await migrate(handle);
      } catch (error) {
        await handle.close().catch(() => {});
        throw error;
      }
      return handle;
    })();
    store.__forgefitDb = opening;
    // A failed open is not cached, so the next request tries again.
    opening.catch(() => {
      if (store.__forgefitDb === opening) store.__forgefitDb = undefined;
    });
  }
  return store.__forgefitDb;
}

export async function closeDatabase(): Promise<void> {
  const pending = store.__forgefitDb;
  store.__forgefitDb = undefined;
  if (pending) await (await pending).close();
}
