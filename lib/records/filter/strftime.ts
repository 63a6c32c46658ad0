/**
 * PocketBase's `strftime(format, time-value, modifiers…)` is SQLite's strftime.
 * PostgreSQL has none, so the format is translated here into pieces the
 * compiler joins: `to_char` patterns from a whitelist of SQLite specifiers,
 * literal text (bound as a parameter, never read as a pattern), and the two
 * specifiers to_char cannot print (`%s` seconds since 1970, `%w` weekday from
 * Sunday = 0). Any other specifier is a 400, as are modifiers outside the
 * supported subset. Pure: no SQL here, only what to build.
 */
import { QueryError } from "../errors";

export type FormatPiece =
  | { kind: "text"; text: string }
  | { kind: "pattern"; pattern: string }
  | { kind: "epoch" }
  | { kind: "weekday" };

export type TimeModifier =
  | { kind: "shift"; interval: string }
  | { kind: "start"; unit: "day" | "month" | "year" }
  | { kind: "unixepoch" }
  | { kind: "none" };

/** Longer formats are refused: each specifier becomes a function call in the query. */
export const MAX_STRFTIME_FORMAT = 100;

/** SQLite specifier → to_char pattern (all printed in UTC, as PocketBase stores dates). */
const PATTERNS: Record<string, string> = {
  d: "DD",
  f: "SS.MS",
  F: "YYYY-MM-DD",
  G: "IYYY",
  H: "HH24",
  I: "HH12",
  j: "DDD",
  m: "MM",
  M: "MI",
  p: "AM",
  P: "am",
  R: "HH24:MI",
  S: "SS",
  T: "HH24:MI:SS",
  u: "ID",
  V: "IW",
  Y: "YYYY",
};

const bad = (message: string) => new QueryError(`Invalid filter: strftime ${message}.`);

export function translateFormat(format: string): FormatPiece[] {
  if (format.length > MAX_STRFTIME_FORMAT) throw bad(`format longer than ${MAX_STRFTIME_FORMAT} characters`);
  const pieces: FormatPiece[] = [];
  let text = "";
  const flush = () => {
    if (text) pieces.push({ kind: "text", text });
    text = "";
  };
  for (let i = 0; i < format.length; i++) {
    const ch = format[i];
    if (ch !== "%") {
      text += ch;
      continue;
    }
    const spec = format[++i];
    if (spec === undefined) throw bad("format ends with a lone %");
    if (spec === "%") {
      text += "%";
      continue;
    }
    flush();
    if (spec === "s") pieces.push({ kind: "epoch" });
    else if (spec === "w") pieces.push({ kind: "weekday" });
    else if (Object.prototype.hasOwnProperty.call(PATTERNS, spec)) pieces.push({ kind: "pattern", pattern: PATTERNS[spec] });
    else throw bad(`does not support %${spec} (supported: %${[...Object.keys(PATTERNS), "s", "w", "%"].sort().join(" %")})`);
  }
  flush();
  return pieces;
}

const UNITS: Record<string, string> = {
  second: "seconds",
  seconds: "seconds",
  minute: "minutes",
  minutes: "minutes",
  hour: "hours",
  hours: "hours",
  day: "days",
  days: "days",
  month: "months",
  months: "months",
  year: "years",
  years: "years",
};

/**
 * One of SQLite's modifiers: `±N days|hours|minutes|seconds|months|years`,
 * `start of day|month|year`, `unixepoch`, and `utc`/`localtime` (no change:
 * dates are stored and printed in UTC).
 */
export function parseModifier(raw: string): TimeModifier {
  const text = raw.trim().toLowerCase().replace(/\s+/g, " ");
  if (text === "unixepoch") return { kind: "unixepoch" };
  if (text === "utc" || text === "localtime") return { kind: "none" };
  const start = /^start of (day|month|year)$/.exec(text);
  if (start) return { kind: "start", unit: start[1] as "day" | "month" | "year" };
  const shift = /^([+-]?)(\d{1,7}(?:\.\d{1,6})?) ([a-z]+)$/.exec(text);
  if (shift && UNITS[shift[3]]) {
    const unit = UNITS[shift[3]];
    if ((unit === "months" || unit === "years") && shift[2].includes(".")) throw bad(`modifier "${raw}" needs a whole number`);
    return { kind: "shift", interval: `${shift[1] === "-" ? "-" : ""}${shift[2]} ${unit}` };
  }
  throw bad(`does not support the modifier "${raw.slice(0, 40)}"`);
}

/** The Julian day number SQLite reads a bare number as, in milliseconds since 1970 (null outside years 0-9999). */
export function julianDayToMillis(day: number): number | null {
  const ms = (day - 2440587.5) * 86_400_000;
  return millisInRange(ms);
}

/** Milliseconds since 1970, or null outside the years SQLite's date functions handle (0000-9999). */
export function millisInRange(ms: number): number | null {
  return Number.isFinite(ms) && ms >= YEAR_0 && ms <= YEAR_9999_END ? ms : null;
}

const YEAR_0 = Date.parse("0000-01-01T00:00:00.000Z");
const YEAR_9999_END = Date.parse("9999-12-31T23:59:59.999Z");
