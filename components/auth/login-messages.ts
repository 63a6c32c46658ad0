/** Spec 1 §8: the SDK's authentication failure becomes a friendly message; others keep their own. */
export function loginErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  if (message.includes("Failed to authenticate")) return "Invalid email or password";
  return message || "An error occurred during login";
}

/**
 * Only paths on this site are followed after log-in: "/dashboard" yes,
 * "//evil.example" or "https://evil.example" no (open-redirect protection).
 */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const base = "http://forgefit.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
