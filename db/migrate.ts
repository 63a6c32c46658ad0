import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client";
import { MigrationError } from "./errors";
import { migrationsFolder } from "./open";

/**
 * Applies pending migrations. Drizzle runs them all in one transaction, so a
 * failing migration leaves the database exactly as it was; the error then
 * names the migration file (MigrationError).
 */
export async function migrate(handle: DatabaseHandle, folder = migrationsFolder()): Promise<void> {
  const config = { migrationsFolder: folder };
  try {
    if (handle.kind === "postgres") {
      const { migrate: run } = await import("drizzle-orm/postgres-js/migrator");
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await run(handle.db as any, config);
    } else {
      const { migrate: run } = await import("drizzle-orm/pglite/migrator");
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await run(handle.db as any, config);
      // The embedded database has no autovacuum: without statistics the planner guesses a few rows for the
      // exercises list rule ("owner is null" holds for the whole catalogue), which hides a costly @collection
      // join from the plan check (lib/records/join-guard.ts). PostgreSQL gathers its own.
      await handle.rows(sql`ANALYZE exercises`);
    }
  } catch (error) {
    const failed = failedStatement(folder, (error as { query?: unknown })?.query);
    throw failed ? new MigrationError(failed, error) : error;
  }
}

/**
 * Which file (and statement) of the folder ran the failed query: Drizzle runs
 * each `--> statement-breakpoint` piece as it stands, so the text matches.
 */
function failedStatement(folder: string, query: unknown): string | undefined {
  if (typeof query !== "string") return undefined;
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
    for (const { tag } of journal.entries) {
      const statements = fs.readFileSync(path.join(folder, `${tag}.sql`), "utf8").split("--> statement-breakpoint");
      const index = statements.findIndex((s) => s === query || s.trim() === query.trim());
      if (index >= 0) return statements.length > 1 ? `${tag}.sql (statement ${index + 1} of ${statements.length})` : `${tag}.sql`;
    }
  } catch {
    // The folder cannot be read again: the error still says what failed.
  }
  return undefined;
}
