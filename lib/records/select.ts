import { sql, type SQL } from "drizzle-orm";
import { column, formatDate } from "./sqlutil";
import type { Collection } from "./types";

const cache = new Map<string, SQL>();

/**
 * The columns of a record under their API names, dates already printed the way
 * PocketBase prints them. Hidden fields are left out unless `internal`.
 */
export function selectList(collection: Collection, alias: string, internal = false): SQL {
  const key = `${collection.name}\u0000${alias}\u0000${internal}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const parts: SQL[] = [];
  for (const field of collection.fields.values()) {
    if (field.def.hidden && !internal) continue;
    const col = column(alias, field.column);
    const value = field.def.type === "date" ? formatDate(col) : col;
    parts.push(sql`${value} AS ${sql.raw(`"${field.name}"`)}`);
  }
  const list = sql.join(parts, sql`, `);
  cache.set(key, list);
  return list;
}

export function tableRef(collection: Collection, alias: string): SQL {
  return sql.raw(`"${collection.tableName}" AS "${alias}"`);
}
