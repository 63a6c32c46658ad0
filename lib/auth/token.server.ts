import "server-only";
import { decodeJwt, jwtVerify, SignJWT } from "jose";
import { getCollection } from "@/lib/records/registry";
import { readInternal } from "@/lib/records/crud";
import { appSecret } from "./secret.server";

/** PocketBase's default auth token lifetime: 7 days. */
export const TOKEN_DURATION_SECONDS = 7 * 24 * 60 * 60;

export type AuthRow = Record<string, unknown> & { id: string; tokenKey: string; passwordHash: string };

function usersCollection() {
  const users = getCollection("users");
  if (!users?.auth) throw new Error("users collection missing");
  return users;
}

export async function signingKey(tokenKey: string): Promise<Uint8Array> {
  // The user's own key is part of the secret: rotating it (password change) voids older tokens.
  return new TextEncoder().encode(`${await appSecret()}${tokenKey}`);
}

/** A JWT the PocketBase SDK accepts (`authStore.isValid` reads `exp`). */
export async function signAuthToken(user: { id: string; tokenKey: string }): Promise<string> {
  const users = usersCollection();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ id: user.id, type: "auth", collectionId: users.id, refreshable: true })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_DURATION_SECONDS)
    .sign(await signingKey(user.tokenKey));
}

/**
 * The user a token of `type` ("auth", "passwordReset") was signed for with
 * their current key, and its claims; null for anything invalid, expired or
 * revoked (a new key voids every token signed before).
 */
export async function verifyUserToken(token: unknown, type: string): Promise<{ user: AuthRow; claims: Record<string, unknown> } | null> {
  if (typeof token !== "string" || token.length < 20 || token.length > 4096) return null;
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const users = usersCollection();
  if (claims.type !== type || claims.collectionId !== users.id || typeof claims.id !== "string") return null;
  if (!/^[a-z0-9]{1,64}$/.test(claims.id)) return null;
  const user = (await readInternal(users, claims.id)) as AuthRow | undefined;
  if (!user || typeof user.tokenKey !== "string") return null;
  try {
    await jwtVerify(token, await signingKey(user.tokenKey), { algorithms: ["HS256"] });
  } catch {
    return null;
  }
  return { user, claims };
}

/** The user an auth token belongs to, or null for anything invalid, expired or revoked. */
export async function verifyAuthToken(token: string): Promise<AuthRow | null> {
  return (await verifyUserToken(token, "auth"))?.user ?? null;
}

export function tokenClaims(token: string): Record<string, unknown> | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}
