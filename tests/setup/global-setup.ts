import { openDatabase } from "@/db/open";
import { migrate } from "@/db/migrate";

/**
 * With DATABASE_URL set (CI's PostgreSQL run), migrate once before the test
 * files start, so parallel files never race to create the schema. Without it
 * each test process opens its own in-memory PGlite and migrates it itself.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const handle = await openDatabase({ kind: "postgres", url, max: 1 });
  try {
    await migrate(handle);
  } finally {
    await handle.close();
  }
}
