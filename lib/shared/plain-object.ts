/**
 * Parsed JSON from a client, made safe to spread and index: the keys that must
 * never become object properties (prototype pollution), a plain-object test,
 * and a copy without those keys on a null prototype. The request body reader,
 * the batch form and realtime topic options all use it.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function cleanObject(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, v] of Object.entries(value)) if (!FORBIDDEN_KEYS.has(key)) out[key] = v;
  return out;
}
