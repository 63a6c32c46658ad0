import type { DatabaseHandle } from "./client";
import { migrationsFolder } from "./open";

/**
 * Applies pending migrations. Drizzle runs them all in one transaction, so a
 * failing migration leaves the database exactly as it was.
 */
export async function migrate(handle: DatabaseHandle, folder = migrationsFolder()): Promise<void> {
  const config = { migrationsFolder: folder };
  if (handle.kind === "postgres") {
    const { migrate: run } = await import("drizzle-orm/postgres-js/migrator");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(handle.db as any, config);
  } else {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(handle.db as any, config);
  }
}
