import path from "node:path";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import { normaliseRows, type Database, type DatabaseHandle } from "./client";
import * as schema from "./schema";
import { acquireDataDirLock } from "./lock";

export type OpenOptions =
  | { kind: "postgres"; url: string; max?: number; statementTimeoutMs?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory"; snapshot?: string };

/**
 * Where the SQL migrations are. Next's standalone server runs from another
 * folder, so the build copies them beside it; dev and tests use the source.
 */
export function migrationsFolder(): string {
  const candidates = [
    path.join(process.cwd(), "db", "migrations"),
    path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations"),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.max ?? 10, options.statementTimeoutMs ?? 0);
  if (options.kind === "pglite") return openPglite(options.dataDir);
  return openPglite(undefined, options.snapshot);
}

async function openPostgres(url: string, max: number, statementTimeoutMs: number): Promise<DatabaseHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: 5,
    // Idle connections are dropped so a restarted server is reconnected to cleanly.
    idle_timeout: 30,
    // postgres.js waits before reconnecting, up to 20 s by default, and queries queue behind
    // that wait: during an outage each request hung instead of answering 503. Capped at 1 s,
    // a request fails fast while the database is down and the pool is back within a second.
    backoff: reconnectDelaySeconds,
    // The server cancels any statement running longer (SQLSTATE 57014, answered as a 400 by the
    // API): one expensive request cannot hold a connection, and the rows it locks, for minutes.
    // 0 leaves PostgreSQL's own setting.
    // JIT is off: PostgreSQL compiles a plan's expressions once its cost passes jit_above_cost,
    // and the record engine's wide filters (30-odd EXISTS terms, cheap to run) cost 4-5 s to
    // compile against 0.4-0.9 s to execute; every query here is short, so compiling never pays.
    connection: { jit: "off", ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}) },
  });
  const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    rows: async <T>(query: SQL) => normaliseRows<T>(await db.execute(query)),
    close: () => client.end({ timeout: 5 }),
    // postgres.js keeps LISTEN on a connection of its own and listens again after a reconnect.
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
  };
}

/** 50 ms, doubling per failed attempt, never more than 1 s. */
export function reconnectDelaySeconds(retries: number): number {
  return Math.min(0.05 * 2 ** retries, 1);
}

async function openPglite(dataDir: string | undefined, snapshot?: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  let release: (() => void) | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  try {
    // A snapshot (a dumped, already migrated data folder) saves each test process the
    // seconds it takes to create and seed a database from nothing.
    const loadDataDir = snapshot ? new Blob([fs.readFileSync(snapshot)]) : undefined;
    const client = await PGlite.create(dataDir ?? "memory://", { extensions: { pg_trgm }, loadDataDir });
    const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      kind: "pglite",
      db,
      rows: async <T>(query: SQL) => normaliseRows<T>(await db.execute(query)),
      listen: async (channel, onPayload) => {
        const unlisten = await client.listen(channel, onPayload);
        return async () => {
          if (!client.closed) await unlisten();
        };
      },
      close: async () => {
        await client.close();
        release?.();
      },
      dump: async (file: string) => {
        const blob = await client.dumpDataDir("none");
        fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}
