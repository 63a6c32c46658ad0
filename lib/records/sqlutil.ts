import "server-only";
import { sql, type SQL } from "drizzle-orm";

const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A quoted identifier. Names only ever come from the registry or from aliases
 * the engine makes up; the check keeps it that way.
 */
export function ident(name: string): SQL {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe identifier ${JSON.stringify(name)}`);
  return sql.raw(`"${name}"`);
}

export function column(alias: string, name: string): SQL {
  if (!SAFE_NAME.test(alias) || !SAFE_NAME.test(name)) throw new Error("unsafe identifier");
  return sql.raw(`"${alias}"."${name}"`);
}

/** PocketBase's datetime text: `2026-01-31 12:00:00.000Z`. */
export function formatDate(expr: SQL): SQL {
  return sql`to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS"Z"')`;
}

/**
 * A text[] bound as ONE parameter (a PostgreSQL array literal), so the number of
 * ids never changes the statement's shape and never approaches the parameter limit.
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${arrayLiteral(values)}::text[]`;
}

export function arrayLiteral(values: readonly string[]): string {
  const items = values.map((v) => `"${String(v).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`);
  return `{${items.join(",")}}`;
}

export const TRUE = sql`TRUE`;
export const FALSE = sql`FALSE`;

export function and(parts: SQL[]): SQL {
  if (parts.length === 0) return TRUE;
  if (parts.length === 1) return parts[0];
  return sql`(${sql.join(parts, sql` AND `)})`;
}

export function or(parts: SQL[]): SQL {
  if (parts.length === 0) return FALSE;
  if (parts.length === 1) return parts[0];
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** Turns PocketBase's date text, ISO text or a date-only value into a Date, or null. */
export function parseDateValue(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", frac = "0", tz = "Z"] = m;
  const ms = Number(frac.padEnd(3, "0").slice(0, 3));
  const zone = tz.toUpperCase() === "Z" ? "Z" : tz.length === 5 ? `${tz.slice(0, 3)}:${tz.slice(3)}` : tz;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}.${String(ms).padStart(3, "0")}${zone}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Reject rolled-over dates such as 2026-02-31.
  if (zone === "Z" && date.getUTCDate() !== Number(d)) return null;
  return date;
}

export function printDate(date: Date): string {
  return date.toISOString().replace("T", " ");
}
