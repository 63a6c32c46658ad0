import { closeDatabase, getDatabase } from "@/db";
import { describeDatabaseError, isDatabaseUnavailable } from "@/db/errors";
import type { DatabaseHandle } from "@/db/client";
import { ConfigError } from "@/lib/env";
import { importDiskFiles } from "@/lib/records/legacy-files";
import { logger } from "@/lib/log";

/** Files an earlier version kept in DATA_DIR/storage move into the database; a failure only logs, the files stay. */
async function importLegacyFiles(handle: DatabaseHandle): Promise<void> {
  try {
    const count = await importDiskFiles(handle);
    if (count > 0) logger.info(`[files] moved ${count} stored file(s) from disk into the database`);
  } catch (error) {
    logger.error(`[files] could not move files from disk: ${describeDatabaseError(error)}`);
  }
}

/** Opens (and migrates) the database at start; stops the process when that cannot work. */
export async function startServerDatabase(): Promise<void> {
  try {
    const started = Date.now();
    const handle = await getDatabase();
    logger.info(`[db] ${handle.kind} ready in ${Date.now() - started} ms`);
    await importLegacyFiles(handle);
  } catch (error) {
    // A bad configuration, a locked data folder or a failing migration must stop the start.
    logger.error(`[db] cannot start: ${describeDatabaseError(error)}`);
    if (error instanceof ConfigError || isFatalStartError(error)) process.exit(1);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`[db] ${signal}: closing the database`);
    closeDatabase()
      .catch((error: unknown) => logger.error(`[db] close failed: ${describeDatabaseError(error)}`))
      .finally(() => process.exit(0));
  };
  // `on`, not `once`: a second signal during the close (a supervisor and its child
  // both forwarding one) must not fall back to the default handler and kill the
  // process before PGlite has flushed.
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

function isFatalStartError(error: unknown): boolean {
  // A PostgreSQL server that is merely down is not fatal: health answers 503 and
  // the next request tries again. Everything else (lock, migration, config) is.
  return !isDatabaseUnavailable(error);
}
