import { SESSION_COOKIE } from "@/lib/auth/cookie-name";
import { ApiError } from "@/lib/records/errors";

export const CROSS_SITE_MESSAGE = "The request came from another site and was refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Routes that sign a browser in: refused from another site even without a cookie (login CSRF). */
export const SIGN_IN_PATHS = new Set([
  "/api/collections/users/auth-with-password",
  "/api/collections/users/auth-refresh",
  "/api/auth/session",
]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a browser sent this request from a page of another origin. Browsers
 * send Sec-Fetch-Site and (on every POST) Origin, and a page cannot forge
 * either; a client with neither (the SDK from Node, curl) is not a browser
 * page and is let through. The page's host is compared with the Host the
 * browser addressed (or the one a proxy in front reports).
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const from = hostOf(origin);
  if (!from) return true; // "null": a sandboxed frame, a data: URL, a file
  const own = [request.headers.get("host"), request.headers.get("x-forwarded-host")?.split(",")[0]];
  try {
    own.push(new URL(request.url).host);
  } catch {
    // no usable URL: the headers decide
  }
  return !own.some((host) => host?.trim().toLowerCase() === from);
}

function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get("cookie");
  return !!cookie && cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Cross-site request forgery guard: a state-changing request that the session
 * cookie would authenticate, or one that signs a browser in, must come from
 * this site. Token-authenticated clients without the cookie are unaffected.
 */
export function isForgedRequest(request: Request, pathname: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (!hasSessionCookie(request) && !SIGN_IN_PATHS.has(pathname)) return false;
  return isCrossSite(request);
}

/** For the sign-in routes themselves: the same refusal as the proxy's, as a PocketBase-shaped 403. */
export function refuseCrossSite(request: Request): void {
  if (isCrossSite(request)) throw new ApiError(403, CROSS_SITE_MESSAGE);
}

/**
 * A JSON body, which a cross-site HTML form cannot send (forms send urlencoded,
 * multipart or text/plain). Only such a request may set the session cookie.
 */
export function isJsonBody(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return type === "" || type.startsWith("application/json");
}
