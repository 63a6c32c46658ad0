import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = "postgres" | "pglite";

/** An open database: the Drizzle handle plus what the app needs to manage it. */
export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** Runs a statement and returns its rows, whichever driver is underneath. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY payload after its transaction commits.
   * PostgreSQL uses one dedicated connection per process for it (outside the pool); PGlite its one session.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: writes the whole data folder to a file (see `snapshot` in db/open.ts). */
  dump?(file: string): Promise<void>;
}

/** postgres-js answers with an array, PGlite with `{ rows }`: one shape for callers. */
export function normaliseRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === "object" && "rows" in result) {
    return (result as { rows: T[] }).rows;
  }
  return [];
}

export async function ping(handle: DatabaseHandle): Promise<void> {
  await handle.rows(sql`select 1 as ok`);
}
