/** Spec 1 §8: the SDK's authentication failure becomes a friendly message; others keep their own. */
export function loginErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  if (message.includes("Failed to authenticate")) return "Invalid email or password";
  return message || "An error occurred during login";
}

const BASE = "http://forgefit.invalid";

/**
 * Only paths on this site are followed after log-in (open-redirect protection).
 * The decision is taken on the value the browser will navigate to: the URL
 * parser removes tabs and newlines, turns "\\" into "/", resolves "/./" and
 * "/../" and decodes nothing, so "/.//evil.example" becomes "//evil.example"
 * and is refused here, whatever spelling produced it. The result is navigated
 * to as a relative URL, so it must be a plain path ("/x", never "//host" or
 * "/\\host") that a second reading leaves unchanged.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  try {
    const url = new URL(target, BASE);
    const path = url.pathname + url.search + url.hash;
    if (url.origin === BASE && /^\/(?![/\\])/.test(path) && !/[\u0000-\u001f\u007f\\]/.test(path)) {
      const again = new URL(path, BASE);
      if (again.origin === BASE && again.pathname + again.search + again.hash === path) return path;
    }
  } catch {
    // Unparseable: the fallback below.
  }
  return fallback;
}
