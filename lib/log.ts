import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "@/lib/env";

/**
 * Server log lines: `<time> <LEVEL> key=value … <message>`, one line each (a
 * stack follows on its own lines), filtered by LOG_LEVEL. Every line written
 * while a request is served carries that request's id, so a 500's cause and
 * the request's access line can be found together.
 *
 * Hand-written rather than pino: a few dozen lines a minute, no transports,
 * and nothing to keep out of Next's server bundles.
 */
export type Level = "debug" | "info" | "warn" | "error";
type Fields = Record<string, string | number | boolean | null | undefined>;

const RANK: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

interface RequestContext {
  requestId: string;
}

// On globalThis: instrumentation and every route bundle evaluate this module separately.
type GlobalWithLog = typeof globalThis & { __forgefitLogContext?: AsyncLocalStorage<RequestContext> };
const store = globalThis as GlobalWithLog;
const context = (store.__forgefitLogContext ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` with `requestId` attached to every line it logs. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return context.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** The configured level; "info" while the configuration itself is invalid, so that error still gets printed. */
function configuredLevel(): Level | "silent" {
  try {
    return env().LOG_LEVEL;
  } catch {
    return "info";
  }
}

export function enabled(level: Level): boolean {
  return RANK[level] >= RANK[configuredLevel()];
}

/** `key=value`, quoted when the value has spaces, quotes or `=`. */
function pair(key: string, value: Fields[string]): string {
  const text = String(value);
  return `${key}=${/[\s"=]/.test(text) || text === "" ? JSON.stringify(text) : text}`;
}

export function formatLine(level: Level, message: string, fields: Fields, now = new Date()): string {
  const requestId = currentRequestId();
  const all: Fields = requestId ? { request: requestId, ...fields } : fields;
  const pairs = Object.entries(all)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => pair(k, v));
  return [now.toISOString(), level.toUpperCase(), ...pairs, message].filter(Boolean).join(" ");
}

export function log(level: Level, message: string, fields: Fields = {}): void {
  if (!enabled(level)) return;
  const line = formatLine(level, message, fields);
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: Fields) => log("debug", message, fields),
  info: (message: string, fields?: Fields) => log("info", message, fields),
  warn: (message: string, fields?: Fields) => log("warn", message, fields),
  error: (message: string, fields?: Fields) => log("error", message, fields),
};
