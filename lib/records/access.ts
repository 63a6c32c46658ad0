import "server-only";
/**
 * What the list path and the single-record paths of the engine share: the
 * table alias, the database runner, an action's rule as SQL, and printing rows
 * with their expansions.
 */
import { type SQL } from "drizzle-orm";
import { getDatabase } from "@/db";
import { forbiddenLocked } from "./errors";
import type { Expansions } from "./expand";
import { runnerFor, type Runner } from "./runner";
import { compileExpression, makeScope, type Compiled } from "./filter/compile";
import { serialise, type ApiRecord, type RecordRow } from "./serialise";
import { and } from "./sqlutil";
import type { Collection, RequestInfo, RuleAction } from "./types";

export const MAIN = "t";

export async function runner(): Promise<Runner> {
  return runnerFor((await getDatabase()).db);
}

/** The action's rule as SQL for alias `t`; false when it can never pass. Throws 403 when locked. */
export function ruleCondition(
  collection: Collection,
  action: RuleAction,
  request: RequestInfo,
  counter: { n: number },
  now: Date,
): Compiled {
  if (request.superuser) return true;
  const rule = collection.rules[action];
  if (rule === null) throw forbiddenLocked();
  if (rule.trim() === "") return true;
  return compileExpression(rule, makeScope({ collection, alias: MAIN, mode: "rule", request, counter, now }));
}

/** A locked action answers 403 before any work (and before saying whether a record exists). */
export function lockedFor(collection: Collection, action: RuleAction, request: RequestInfo): void {
  if (!request.superuser && collection.rules[action] === null) throw forbiddenLocked();
}


export function combine(parts: Compiled[]): Compiled {
  const sqlParts: SQL[] = [];
  for (const part of parts) {
    if (part === false) return false;
    if (part !== true) sqlParts.push(part);
  }
  return sqlParts.length === 0 ? true : and(sqlParts);
}

/** Serialises rows with their expansions, then applies `fields`. */
export function present(
  collection: Collection,
  rows: RecordRow[],
  expansions: Expansions,
  request: RequestInfo,
): ApiRecord[] {
  const build = (c: Collection, row: RecordRow): ApiRecord => {
    const expanded = expansions.get(row);
    let expand: Record<string, unknown> | undefined;
    if (expanded) {
      expand = {};
      for (const [key, { collection: target, value }] of expanded) {
        expand[key] = Array.isArray(value) ? value.map((r) => build(target, r)) : build(target, value);
      }
    }
    return serialise(c, row, request, expand);
  };
  return rows.map((row) => build(collection, row));
}

/** The list answer as JSON text: catalogue pages reuse already printed records. */
