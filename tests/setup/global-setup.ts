import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/db/open";
import { migrate } from "@/db/migrate";

/**
 * Migrates once before the test files start.
 * - With DATABASE_URL (CI's PostgreSQL run): migrate that database, so parallel
 *   files never race to create the schema.
 * - Without it: migrate an in-memory PGlite and dump it; every test process then
 *   starts its own in-memory database from that snapshot instead of seeding anew.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const handle = await openDatabase({ kind: "postgres", url, max: 1 });
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-test-"));
  const snapshot = path.join(dir, "seeded.tar");
  const handle = await openDatabase({ kind: "memory" });
  try {
    await migrate(handle);
    await handle.dump!(snapshot);
  } finally {
    await handle.close();
  }
  process.env.DATA_SNAPSHOT = snapshot;
  project.provide("dataSnapshot", snapshot);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    dataSnapshot: string;
  }
}
