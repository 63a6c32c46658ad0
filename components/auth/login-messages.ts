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
 * and is refused here, whatever spelling produced it.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The result is navigated to as a relative URL: it must stay a plain path ("/x"), never "//host" or "/\\host".
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || /[\u0000-\u001f\u007f\\]/.test(path)) {
    return fallback;
  }
  // Re-parsing the result must land on the very same path (no second reading that leaves the site).
  try {
    const again = new URL(path, BASE);
    if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== path) return fallback;
  } catch {
    return fallback;
  }
  return path;
}
