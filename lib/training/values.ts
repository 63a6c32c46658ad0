/**
 * Small guards for data that arrives untyped (JSON text, expanded records,
 * form state). No I/O; safe in the browser and on the server.
 */

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A number that may arrive as a numeric string (form inputs, JSON text).
 * Undefined for anything that is not a finite number.
 */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Only real numbers (spec 3 §5: "accepted only when they are real numbers"). */
export function realNumberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** First of several keys that holds a value other than undefined/null. */
export function pick(record: UnknownRecord, keys: readonly string[]): unknown {
  for (const key of keys) {
    const v = record[key];
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}

/**
 * A list that may be stored as JSON text ("[\"id1\",\"id2\"]"). Unparsable
 * text and non-lists give an empty list; a bare non-JSON string is taken as
 * a single id, which is how a one-item relation is sometimes stored.
 */
export function parseJsonList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== "string") return [];
  const text = value.trim();
  if (text === "") return [];
  if (text.startsWith("[") || text.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed;
      // The saved form is { exercises: [...] } (spec 2 §3.2).
      if (isRecord(parsed) && Array.isArray(parsed.exercises)) return parsed.exercises;
      return [];
    } catch {
      return [];
    }
  }
  return [text];
}

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * 15-character [a-z0-9] id in the record-id format. Math.random is enough:
 * these ids only label unsaved draft items so lists have stable keys.
 */
export function pseudoRandomId(random: () => number = Math.random, length = 15): string {
  let id = "";
  for (let i = 0; i < length; i++) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length) % ID_ALPHABET.length];
  return id;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
