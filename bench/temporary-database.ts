/**
 * How the bench and audit scripts get a database: DATABASE_URL's PostgreSQL
 * when it is set, or else an embedded PGlite folder of their own, made before
 * "@/db" is imported (it reads DATA_DIR then) and removed when the script ends,
 * whether it succeeds or fails.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function runOnDatabase(prefix: string, main: (dataDir: string | undefined) => Promise<void>): void {
  const dataDir = process.env.DATABASE_URL ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (dataDir) process.env.DATA_DIR = dataDir;
  const removeFolder = () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  main(dataDir).then(
    async () => {
      const { closeDatabase } = await import("@/db");
      await closeDatabase();
      removeFolder();
    },
    (error: unknown) => {
      console.error(error);
      removeFolder();
      process.exit(1);
    },
  );
}
