/**
 * What a failed API call should tell the person. A client mistake the server
 * explains (400: "only about 26 minutes of suitable exercises exist…", 429:
 * "Too Many Requests.") is shown as the server wrote it, so they can act on it;
 * anything else (offline, 5xx) gets the page's own fallback.
 */
export function apiFailureMessage(error: unknown, fallback: string): string {
  const e = error as { status?: unknown; response?: { message?: unknown } } | null;
  const status = typeof e?.status === "number" ? e.status : 0;
  const message = e?.response?.message;
  if (status >= 400 && status < 500 && typeof message === "string" && message.trim()) return message.trim();
  return fallback;
}
