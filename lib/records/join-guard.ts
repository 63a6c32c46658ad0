import "server-only";
/**
 * `@collection` joins compare the filtered rows with every row of another
 * collection: a join the planner cannot narrow (`@collection.exercises.name ?~
 * name`) is rows × rows comparisons, and on the embedded database, which has no
 * statement timeout and runs one statement at a time, one such list held the
 * whole process for 6 to 23 seconds. A filter with joins is therefore planned
 * first (EXPLAIN, no execution) and refused with a 400 when the planner's own
 * estimate is beyond what a list should cost. On PostgreSQL, whose estimate misses
 * it, the join's queries get a one-second statement timeout instead.
 */
import { sql, type SQL } from "drizzle-orm";
import { QueryError } from "./errors";
import { getDatabase } from "@/db";
import { isStatementTimeout } from "@/db/errors";
import { env } from "@/lib/env";
import { runnerFor, type Runner } from "./runner";

const tooExpensive = () =>
  new QueryError(
    "Invalid filter: the @collection join would compare too many records. Narrow it, for example with an equality on an id or relation field (@collection.x.field ?= id).",
  );

/**
 * Planner cost units (about one sequential page read each). Measured on the embedded
 * database with the seeded catalogue: the joins a filter narrows by an id, a relation or
 * the owner estimate 20 to 1,300 and answer in 10-140 ms; `@collection.exercises.name ?~ name`
 * estimates 120,000 and took 5.4 s, two such joins 5,400,000. 25,000 is about one second there.
 */
export const MAX_JOIN_PLAN_COST = 25_000;

function totalCost(rows: Array<Record<string, unknown>>): number {
  const raw = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan = typeof raw === "string" ? JSON.parse(raw) : raw;
  const cost = Array.isArray(plan) ? plan[0]?.Plan?.["Total Cost"] : undefined;
  return typeof cost === "number" ? cost : Number.POSITIVE_INFINITY;
}

/**
 * Throws a 400 when the list's statement (`FROM … WHERE …`) is estimated beyond the bound.
 * Only on the embedded database, where list.ts plans join filters with sequential scans
 * discouraged and the estimate follows the real cost. PostgreSQL's estimate does not (it
 * expects each EXISTS to stop at an early match: 2,000 for the 4-second `name ?~` join,
 * and forcing index plans there adds a flat 10^10 per unavoidable scan), but PostgreSQL
 * has the per-statement timeout (DB_STATEMENT_TIMEOUT_MS, a 400) and other connections.
 */
export async function checkJoinCost(run: Runner, fromWhere: SQL): Promise<void> {
  if ((await getDatabase()).kind === "postgres") return;
  const cost = totalCost(await run(sql`EXPLAIN (FORMAT JSON) SELECT 1 ${fromWhere}`));
  if (cost > MAX_JOIN_PLAN_COST) throw tooExpensive();
}

/** A shorter statement timeout for a list with @collection joins on PostgreSQL (the estimate is not trusted there). */
export const JOIN_STATEMENT_TIMEOUT_MS = 1_000;

/**
 * Runs a join filter's queries. On PostgreSQL they run in a transaction of their own with
 * `statement_timeout` lowered to JOIN_STATEMENT_TIMEOUT_MS (SET LOCAL: the pooled connection
 * goes back unchanged), so a join the planner misjudged answers a 400 within a second instead
 * of holding a connection and a core for the general timeout. On the embedded database the
 * cost check above has already run.
 */
export async function withJoinBound(run: Runner, work: (run: Runner) => Promise<void>): Promise<void> {
  const handle = await getDatabase();
  if (handle.kind !== "postgres") return work(run);
  const configured = env().DB_STATEMENT_TIMEOUT_MS;
  const limit = configured > 0 ? Math.min(configured, JOIN_STATEMENT_TIMEOUT_MS) : JOIN_STATEMENT_TIMEOUT_MS;
  try {
    await handle.db.transaction(async (tx) => {
      const inTx = runnerFor(tx);
      await inTx(sql`SELECT set_config('statement_timeout', ${String(limit)}, true)`);
      await work(inTx);
    });
  } catch (error) {
    if (isStatementTimeout(error)) throw tooExpensive();
    throw error;
  }
}
