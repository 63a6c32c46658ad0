import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client";

/**
 * Moves the demo account's history forward so that it ends yesterday (SQL function
 * refresh_demo_history, migration 0021). Called at every start, after the migrations:
 * an instance running for weeks still greets the demo user with a streak and a filled week.
 * Returns the days moved (0 when the history was already fresh or there is no demo account).
 */
export async function refreshDemoHistory(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.rows<{ days: number }>(sql`SELECT refresh_demo_history() AS days`);
  return Number(row?.days ?? 0);
}
