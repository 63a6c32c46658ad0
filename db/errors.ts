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

/** query_canceled: the statement ran past statement_timeout (or was cancelled by an operator). */
export function isStatementTimeout(error: unknown): boolean {
  return databaseErrorCode(error) === "57014";
}
