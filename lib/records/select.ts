import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Collection } from "./types";

const cache = new Map<string, SQL>();
const SAFE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The columns of a record under their API names, dates already printed the way
 * PocketBase prints them. Hidden fields are left out unless `internal`. Built
 * once per collection and alias as one raw chunk (names come from the registry
 * only), so rendering a query does not walk fifty small pieces every time.
 */
export function selectList(collection: Collection, alias: string, internal = false): SQL {
  const key = `${collection.name}\u0000${alias}\u0000${internal}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (!SAFE.test(alias)) throw new Error("unsafe alias");
  const parts: string[] = [];
  for (const field of collection.fields.values()) {
    if (field.def.hidden && !internal) continue;
    if (!SAFE.test(field.column) || !SAFE.test(field.name)) throw new Error("unsafe column name");
    const col = `"${alias}"."${field.column}"`;
    const value =
      field.def.type === "date" ? `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS"Z"')` : col;
    parts.push(`${value} AS "${field.name}"`);
  }
  const list = sql.raw(parts.join(", "));
  cache.set(key, list);
  return list;
}

export function tableRef(collection: Collection, alias: string): SQL {
  if (!SAFE.test(alias) || !SAFE.test(collection.tableName)) throw new Error("unsafe identifier");
  return sql.raw(`"${collection.tableName}" AS "${alias}"`);
}
