import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { QueryError } from "./errors";
import { resolveIdentifier, type Scope } from "./filter/operands";
import { column } from "./sqlutil";

const MAX_SORT_FIELDS = 8;

/**
 * `sort` to ORDER BY terms: comma list, `-` descending, `+` ascending,
 * `@random`, fields and paths through single relations. The record id is
 * always the last tie-breaker so pages never overlap.
 */
export function compileSort(raw: string | null | undefined, scope: Scope): SQL[] {
  const terms: SQL[] = [];
  const items = (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length > MAX_SORT_FIELDS) throw new QueryError(`Invalid sort: more than ${MAX_SORT_FIELDS} fields.`);
  let hasId = false;
  for (const item of items) {
    let name = item;
    let desc = false;
    if (name.startsWith("-") || name.startsWith("+")) {
      desc = name.startsWith("-");
      name = name.slice(1).trim();
    }
    if (name === "@random") {
      terms.push(sql`random()`);
      continue;
    }
    if (name === "@rowid") name = "created";
    if (!/^[A-Za-z_][A-Za-z0-9_.:]*$/.test(name)) throw new QueryError(`Invalid sort field "${name.slice(0, 100)}".`);
    let operand;
    try {
      operand = resolveIdentifier(name, scope);
    } catch (error) {
      if (error instanceof QueryError) throw new QueryError(`Invalid sort field "${name}".`);
      throw error;
    }
    if (operand.kind !== "scalar" && operand.kind !== "array") {
      throw new QueryError(`Invalid sort field "${name}".`);
    }
    if (name === "id") hasId = true;
    // SQLite (PocketBase) puts empty values first when ascending; match it for nullable columns only
    // so NOT NULL columns keep their plain, index-friendly ORDER BY.
    const nulls = operand.nullable ? (desc ? sql` NULLS LAST` : sql` NULLS FIRST`) : sql``;
    terms.push(sql`${operand.sql} ${desc ? sql`DESC` : sql`ASC`}${nulls}`);
  }
  if (!hasId) terms.push(sql`${column(scope.alias, "id")} ASC`);
  return terms;
}

/** The order used when the caller gives none: oldest first, as records were added. */
export function defaultSort(alias: string): SQL[] {
  return [sql`${column(alias, "created")} ASC`, sql`${column(alias, "id")} ASC`];
}
