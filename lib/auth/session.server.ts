import "server-only";
import { sealData, unsealData } from "iron-session";
import { derivedKey } from "./secret.server";
import { SESSION_COOKIE } from "./cookie-name";
import { TOKEN_DURATION_SECONDS } from "./token.server";

export { SESSION_COOKIE };

interface SessionData {
  token?: string;
}

function password(): Promise<string> {
  return derivedKey("iron-session");
}

/** Cookie header -> value of one cookie, or undefined. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The auth token sealed in the session cookie, or null. */
export async function tokenFromCookie(cookieHeader: string | null | undefined): Promise<string | null> {
  const sealed = readCookie(cookieHeader, SESSION_COOKIE);
  if (!sealed || sealed.length > 8192) return null;
  try {
    const data = await unsealData<SessionData>(sealed, { password: await password(), ttl: TOKEN_DURATION_SECONDS });
    return typeof data?.token === "string" && data.token ? data.token : null;
  } catch {
    return null;
  }
}

/** Behind a TLS-terminating proxy the request URL is http; the proxy says https. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto");
  if (forwarded) return forwarded.split(",")[0].trim().toLowerCase() === "https";
  try {
    return new URL(request.url).protocol === "https:";
  } catch {
    return false;
  }
}

function attributes(request: Request, maxAge: number): string {
  const parts = ["Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${maxAge}`];
  if (maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

/** Set-Cookie value holding the token, expiring with it. */
export async function sessionCookie(request: Request, token: string, maxAge = TOKEN_DURATION_SECONDS): Promise<string> {
  const sealed = await sealData({ token } satisfies SessionData, { password: await password(), ttl: maxAge });
  // iron-session makes the cookie outlive nothing: expire it a minute before the seal.
  return `${SESSION_COOKIE}=${encodeURIComponent(sealed)}; ${attributes(request, Math.max(0, maxAge - 60))}`;
}

export function clearedSessionCookie(request: Request): string {
  return `${SESSION_COOKIE}=; ${attributes(request, 0)}`;
}
