import { env } from "@/lib/env";
import type { DatabaseHandle } from "./client";
import { openDatabase } from "./open";
import { refreshDemoHistory } from "./demo-history";
import { migrate } from "./migrate";
import { Admission } from "./admission";
import { admitCurrentRequest } from "./request-scope";

export type { Database, DatabaseHandle } from "./client";

type GlobalWithDb = typeof globalThis & { __forgefitDb?: Promise<DatabaseHandle>; __forgefitAdmission?: Admission };
const store = globalThis as GlobalWithDb;

/**
 * The app's database, opened and migrated once per process. Inside an API
 * request (lib/records/http.ts handle()) the first call also waits for the
 * request's turn at the database.
 */
export async function getDatabase(): Promise<DatabaseHandle> {
  await admitCurrentRequest();
  return openShared();
}

/**
 * Requests using the database at once: PGlite runs one statement at a time, so
 * a few requests keep it busy while the rest wait in order; PostgreSQL gets
 * twice its connection pool. DB_CONCURRENCY overrides either.
 */
export function databaseAdmission(): Admission {
  if (!store.__forgefitAdmission) {
    const config = env();
    const limit = config.DB_CONCURRENCY ?? (config.DATABASE_URL ? 2 * POSTGRES_POOL : 3);
    store.__forgefitAdmission = new Admission(limit, 5_000, 20_000);
  }
  return store.__forgefitAdmission;
}

const POSTGRES_POOL = 10;

/**
 * Kept on globalThis as a promise: Next evaluates this module once per route
 * bundle, and concurrent first requests must share one open.
 */
function openShared(): Promise<DatabaseHandle> {
  if (!store.__forgefitDb) {
    const config = env();
    const opening = (async () => {
      if (config.DATABASE_URL) {
        // Migrations run on a connection of their own without the requests' statement timeout:
        // a catalogue migration may rightly take longer than any request should.
        const migrator = await openDatabase({ kind: "postgres", url: config.DATABASE_URL, max: 1 });
        try {
          await migrate(migrator);
          await refreshDemoHistory(migrator);
        } finally {
          await migrator.close().catch(() => {});
        }
        return openDatabase({ kind: "postgres", url: config.DATABASE_URL, max: POSTGRES_POOL, statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS });
      }
      const handle = await openDatabase(
        config.DATA_DIR === "memory://" ? { kind: "memory", snapshot: config.DATA_SNAPSHOT } : { kind: "pglite", dataDir: config.DATA_DIR },
      );
      try {
        await migrate(handle);
        await refreshDemoHistory(handle);
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
