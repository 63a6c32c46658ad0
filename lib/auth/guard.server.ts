import "server-only";
import { getCollection } from "@/lib/records/registry";
import { serialise, type ApiRecord } from "@/lib/records/serialise";
import { tokenFromCookie } from "./session.server";
import { verifyAuthToken } from "./token.server";

/**
 * For server components behind sign-in (the dashboard layout): the signed-in
 * user from the session cookie, or null for a visitor. Redirecting is the
 * page's job (`/login?redirect=/dashboard`).
 */
export async function requireUser(cookieHeader: string | null | undefined): Promise<ApiRecord | null> {
  const token = await tokenFromCookie(cookieHeader);
  if (!token) return null;
  const user = await verifyAuthToken(token);
  if (!user) return null;
  return serialise(getCollection("users")!, user, { auth: user });
}
