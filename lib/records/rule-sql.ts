import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { compileExpression, makeScope } from "./filter/compile";
import { boolSql } from "./filter/operands";
import { requireCollection } from "./registry";
import type { RequestInfo } from "./types";

/**
 * A collection's list rule, compiled for `request`, as a SQL condition on the
 * table aliased `alias` (`FROM workouts w` → `listRuleSql("workouts", "w", …)`).
 * Hand-written queries (popularity counts) filter with this instead of copying
 * the rule as SQL, so they count exactly the records the caller could list and
 * follow the collection definition when it changes.
 *
 * Same compiler and same answers as a list request: a superuser passes, a
 * locked rule (null) lets nobody through (FALSE; a list request answers 403,
 * a count simply counts nothing), "" lets everyone through (TRUE). Relation
 * paths in the rule join subqueries aliased r1, r2…: the calling query must
 * not use those aliases itself.
 */
export function listRuleSql(collectionName: string, alias: string, request: RequestInfo): SQL {
  if (request.superuser) return sql`TRUE`;
  const collection = requireCollection(collectionName);
  const rule = collection.rules.list;
  if (rule === null) return sql`FALSE`;
  if (rule.trim() === "") return sql`TRUE`;
  // Parenthesised: the caller ANDs it with its own conditions.
  return sql`(${boolSql(compileExpression(rule, makeScope({ collection, alias, mode: "rule", request })))})`;
}
