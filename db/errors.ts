/**
 * Reading database errors whichever driver raised them. Drizzle wraps the
 * driver's error (DrizzleQueryError) and keeps the original on `cause`, so the
 * PostgreSQL SQLSTATE or the socket error code may sit one or more levels down.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Codes meaning the server is unreachable or going away, not that the statement was wrong. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** True when the database could not be reached; SQLSTATE class 08 is "connection exception". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && (CONNECTION_CODES.has(code) || code.startsWith("08"));
}

/**
 * A migration that failed, named by its file; the database's error stays on
 * `cause`. Drizzle's own error says only "Failed query: <the whole statement>",
 * which for a catalogue migration is eighty lines of JSON and no file name.
 */
export class MigrationError extends Error {
  readonly migration: string;
  constructor(migration: string, cause: unknown) {
    super("", { cause });
    this.name = "MigrationError";
    this.migration = migration;
    this.message = describeDatabaseError(this);
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== undefined && current !== null && !chain.includes(current); depth++) {
    chain.push(current);
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

function messageOf(error: unknown): string {
  if (error instanceof MigrationError) return "";
  if (error instanceof Error || (error && typeof error === "object" && "message" in error)) {
    const message = String((error as { message?: unknown }).message ?? "");
    // Drizzle's wrapper repeats the statement and its parameters; the cause says what went wrong.
    return message.startsWith("Failed query:") ? "" : message.trim();
  }
  return typeof error === "string" ? error : "";
}

/**
 * One line for a log or a terminal, whichever driver raised the error: the
 * messages along the cause chain down to the database's own words, its
 * SQLSTATE (or socket code) with detail and hint, and for a migration the
 * file and statement, never the statement's text.
 */
export function describeDatabaseError(error: unknown, options: { stack?: boolean } = {}): string {
  const chain = causeChain(error);
  const messages: string[] = [];
  for (const message of chain.map(messageOf)) {
    // Wrappers often repeat their cause's words: keep each piece once.
    if (message && !messages.some((m) => m.includes(message))) messages.push(message);
  }
  const withCode = chain.find((e) => e && typeof e === "object" && typeof (e as { code?: unknown }).code === "string") as
    | { code: string; detail?: unknown; hint?: unknown }
    | undefined;
  const parts = [messages.join(": ") || String(error)];
  if (withCode) {
    parts.push(SQLSTATE.test(withCode.code) ? `(SQLSTATE ${withCode.code})` : `(${withCode.code})`);
    if (typeof withCode.detail === "string" && withCode.detail) parts.push(`Detail: ${withCode.detail}`);
    if (typeof withCode.hint === "string" && withCode.hint) parts.push(`Hint: ${withCode.hint}`);
  }
  const migration = chain.find((e): e is MigrationError => e instanceof MigrationError);
  const text = parts.join(" ");
  const described = migration ? `migration ${migration.migration} failed: ${text}` : text;
  return options.stack ? described + stackFrames(error) : described;
}

/** The "at …" lines of a stack without its first line, which repeats the message (and any SQL in it). */
function stackFrames(error: unknown): string {
  const stack = error instanceof Error ? error.stack : undefined;
  const start = stack?.indexOf("\n    at ") ?? -1;
  return stack && start >= 0 ? stack.slice(start) : "";
}

/** query_canceled: the statement ran past statement_timeout (or was cancelled by an operator). */
export function isStatementTimeout(error: unknown): boolean {
  return databaseErrorCode(error) === "57014";
}
