/**
 * Rep prescriptions arrive as free text ("8-12", "10", "12-15+", "5 each side",
 * "AMRAP", "30s"). Every formula needs numbers, so this is the one parser.
 */

export interface RepRange {
  min: number;
  max: number;
  /** "12-15+" style: the top is a floor, not a ceiling. */
  openEnded: boolean;
}

const RANGE = /(\d+(?:\.\d+)?)\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?)(\+)?/i;
const SINGLE = /(\d+(?:\.\d+)?)(\+)?/;

/** Parses a rep text or number; null when there is no rep count in it. */
export function parseRepRange(value: unknown): RepRange | null {
  if (typeof value === "number") {
    return Number.isFinite(value) && value > 0 ? { min: value, max: value, openEnded: false } : null;
  }
  if (typeof value !== "string") return null;
  const text = value.trim();
  // Timed sets ("30s", "45 sec", "1 min") are not reps.
  if (/^\d+(?:\.\d+)?\s*(s|sec|secs|seconds|min|mins|minutes)\b/i.test(text)) return null;
  const range = RANGE.exec(text);
  if (range) {
    const a = Number(range[1]);
    const b = Number(range[2]);
    if (a <= 0 && b <= 0) return null;
    return { min: Math.min(a, b), max: Math.max(a, b), openEnded: range[3] === "+" };
  }
  const single = SINGLE.exec(text);
  if (single) {
    const n = Number(single[1]);
    if (!(n > 0)) return null;
    return { min: n, max: n, openEnded: single[2] === "+" };
  }
  return null;
}

export interface TimedRange {
  min: number;
  max: number;
  unit: "seconds" | "minutes";
}

const TIMED = /^(\d+(?:\.\d+)?)\s*(?:(?:-|–|—|to)\s*(\d+(?:\.\d+)?))?\s*(s|secs?|seconds?|mins?|minutes?)\b/i;

/** A timed prescription ("30-45s", "45 sec", "10 min"); null for a rep count or anything else. */
export function parseTimedRange(value: unknown): TimedRange | null {
  if (typeof value !== "string") return null;
  const m = TIMED.exec(value.trim());
  if (!m) return null;
  const a = Number(m[1]);
  const b = m[2] !== undefined ? Number(m[2]) : a;
  if (!(a > 0) || !(b > 0)) return null;
  return { min: Math.min(a, b), max: Math.max(a, b), unit: m[3].toLowerCase().startsWith("m") ? "minutes" : "seconds" };
}

/** Midpoint of a rep range, used where one typical figure is needed. */
export function repMidpoint(range: RepRange): number {
  return (range.min + range.max) / 2;
}

/** Formats a range back to text ("8-12", "10", "12-15+"). */
export function formatRepRange(range: RepRange): string {
  const core = range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;
  return range.openEnded ? `${core}+` : core;
}
