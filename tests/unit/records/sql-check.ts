import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { allCollections } from "@/lib/records/registry";

const dialect = new PgDialect();

export function render(query: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(query);
}

/** The only quoted constants the compiler itself writes; everything else must be a parameter. */
const ALLOWED_CONSTANTS = /'(?:|%|\{\}|null|""|true|false|UTC|YYYY-MM-DD HH24:MI:SS\.MS"Z")'/g;

const KNOWN_NAMES = new Set<string>(["v"]);
for (const c of allCollections()) {
  KNOWN_NAMES.add(c.tableName);
  for (const f of c.fields.values()) KNOWN_NAMES.add(f.column);
}

/** Asserts that a compiled statement carries no caller text: no stray quotes, only known identifiers. */
export function assertNoRawText(text: string): void {
  const stripped = text.replace(ALLOWED_CONSTANTS, "");
  if (stripped.includes("'")) throw new Error(`unexpected quoted text in SQL: ${text}`);
  for (const match of text.replace(ALLOWED_CONSTANTS, "").matchAll(/"([^"]*)"/g)) {
    const name = match[1];
    if (!KNOWN_NAMES.has(name) && !/^(t|x|r\d+|e\d+)$/.test(name)) {
      throw new Error(`unexpected identifier "${name}" in SQL: ${text}`);
    }
  }
  if (/;|--|\/\*/.test(stripped)) throw new Error(`statement separator or comment in SQL: ${text}`);
}
