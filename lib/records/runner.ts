import "server-only";
import type { SQL } from "drizzle-orm";
import { normaliseRows } from "@/db/client";

export type Runner = <T = Record<string, unknown>>(query: SQL) => Promise<T[]>;

interface Built {
  sql: string;
  params: unknown[];
}
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): Built };
  session: {
    prepareQuery(
      query: Built,
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Statement texts allowed to become server-side prepared statements. The
 * driver keeps prepared statements per connection without eviction, so only a
 * bounded number of distinct texts (the engine's shapes, not every filter a
 * caller can invent) is ever prepared; the rest run unprepared as before.
 */
const PREPARED_LIMIT = 500;
const prepared = new Set<string>();

function mayPrepare(text: string): boolean {
  if (prepared.has(text)) return true;
  if (prepared.size >= PREPARED_LIMIT) return false;
  prepared.add(text);
  return true;
}

/**
 * Runs engine statements through Drizzle's session with a statement name, which
 * makes postgres-js prepare them (parse and plan once per connection) instead of
 * re-parsing the same multi-kilobyte SELECT on every request. PGlite ignores it.
 */
export function runnerFor(db: unknown): Runner {
  const { dialect, session } = db as DrizzleInternals;
  return async <T>(query: SQL) => {
    const built = dialect.sqlToQuery(query);
    const name = mayPrepare(built.sql) ? "engine" : undefined;
    const result = await session.prepareQuery(built, undefined, name, false).execute();
    return normaliseRows<T>(result);
  };
}
