import "server-only";
import { tokenFromCookie } from "./session.server";
import { verifyAuthToken, type AuthRow } from "./token.server";
import { ApiError, MESSAGES } from "@/lib/records/errors";

/** The token a request carries: `Authorization` (with or without `Bearer `), else none. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, "").trim();
  return token || null;
}

/**
 * The signed-in user behind a request, from the Authorization header or, when
 * there is none, from the session cookie. Anything invalid, expired or revoked
 * is a visitor (null), never an error.
 */
export async function currentUser(request: Request): Promise<AuthRow | null> {
  const header = bearerToken(request);
  if (header) return verifyAuthToken(header);
  const fromCookie = await tokenFromCookie(request.headers.get("cookie"));
  return fromCookie ? verifyAuthToken(fromCookie) : null;
}

/** The signed-in user, or PocketBase's 401 for a visitor (routes that serve one's own data only). */
export async function requireUser(request: Request): Promise<AuthRow> {
  const user = await currentUser(request);
  if (!user) throw new ApiError(401, MESSAGES.authRequired);
  return user;
}
