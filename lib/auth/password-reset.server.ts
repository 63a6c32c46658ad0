import "server-only";
import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { getDatabase } from "@/db";
import { env } from "@/lib/env";
import { checkNewPassword } from "@/lib/records/auth-fields";
import { ApiError, fieldError, type FieldError } from "@/lib/records/errors";
import { getCollection } from "@/lib/records/registry";
import { selectList, tableRef } from "@/lib/records/select";
import { E } from "@/lib/records/validate";
import { AUTH_COUNTERS, countInWindow } from "@/lib/security/window-counter.server";
import { clientAddress } from "./client-address.server";
import { sendMail } from "./mailer.server";
import { hashPassword, newTokenKey } from "./password.server";
import { signingKey, verifyUserToken, type AuthRow } from "./token.server";

/** PocketBase's default password-reset token lifetime: 30 minutes. */
export const RESET_TOKEN_SECONDS = 30 * 60;
/** Reset requests per client address per window, then 429. */
export const RESET_ADDRESS_MAX = 5;
export const RESET_ADDRESS_WINDOW_SECONDS = 10 * 60;
/** One e-mail per address per this many seconds: repeated requests are answered but not mailed. */
export const RESET_RESEND_SECONDS = 2 * 60;
export const INVALID_TOKEN_MESSAGE = "Invalid or expired token.";
export const RESET_THROTTLED_MESSAGE = "Too many password reset requests. Please wait a few minutes and try again.";

const TOKEN_TYPE = "passwordReset";

function users() {
  const collection = getCollection("users");
  if (!collection?.auth) throw new Error("users collection missing");
  return collection;
}

/**
 * Signed with the user's token key (token.server.ts), which a new password
 * rotates: the link works once, and every link sent before stops working too.
 * It also names the e-mail, so a link sent before an e-mail change does not
 * work after it.
 */
export async function signResetToken(user: { id: string; email: string; tokenKey: string }, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ id: user.id, type: TOKEN_TYPE, collectionId: users().id, email: user.email })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now)
    .setExpirationTime(now + RESET_TOKEN_SECONDS)
    .sign(await signingKey(user.tokenKey));
}

async function userByEmail(email: string): Promise<AuthRow | undefined> {
  const collection = users();
  const handle = await getDatabase();
  const rows = await handle.rows<AuthRow>(
    sql`SELECT ${selectList(collection, "t", true)} FROM ${tableRef(collection, "t")} WHERE lower("t"."email") = lower(${email}::text) LIMIT 1`,
  );
  return rows[0];
}

function resetLink(token: string): string {
  const base = (env().APP_URL ?? `http://localhost:${env().PORT}`).replace(/\/+$/, "");
  // In the fragment: it never reaches a server, a proxy's access log or a Referer header.
  return `${base}/reset-password#token=${token}`;
}

/**
 * POST /api/collections/users/request-password-reset. Always 204 for a valid
 * body, whether or not the address is registered (no account enumeration);
 * the address is counted first (429 past the limit), and one address gets at
 * most one e-mail per RESET_RESEND_SECONDS.
 */
export async function requestPasswordReset(body: Record<string, unknown>, request: Request): Promise<void> {
  const email = body.email;
  if (typeof email !== "string" || email.trim() === "") throw new ApiError(400, "Failed to validate the submitted data.", { email: E.required() });
  if (email.length > 320 || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) throw new ApiError(400, "Failed to validate the submitted data.", { email: E.format() });
  const address = clientAddress(request) ?? "unknown";
  const byAddress = await countInWindow(AUTH_COUNTERS, `reset-ip:${address.slice(0, 100)}`, RESET_ADDRESS_WINDOW_SECONDS);
  if (byAddress.count > RESET_ADDRESS_MAX) throw new ApiError(429, RESET_THROTTLED_MESSAGE);
  const normalised = email.trim().toLowerCase();
  const byEmail = await countInWindow(AUTH_COUNTERS, `reset-mail:${normalised}`, RESET_RESEND_SECONDS);
  if (byEmail.count > 1) return;
  const user = await userByEmail(normalised);
  if (!user || typeof user.email !== "string") return;
  const token = await signResetToken({ id: user.id, email: user.email, tokenKey: user.tokenKey });
  // Not awaited: a slow mail server must not make a registered address answer later than an unknown one.
  void sendMail({
    to: user.email,
    subject: "Reset your ForgeFit password",
    text: [
      `Someone (hopefully you) asked to reset the password of the ForgeFit account for ${user.email}.`,
      "",
      `Choose a new password here: ${resetLink(token)}`,
      "",
      `The link works once and expires in ${RESET_TOKEN_SECONDS / 60} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
    ].join("\n"),
  });
}

const invalidToken = () => new ApiError(400, "Failed to validate the submitted data.", { token: fieldError("validation_invalid_token", INVALID_TOKEN_MESSAGE) });

/** The user a reset token belongs to, or null for anything invalid, expired, used or outdated. */
async function verifyResetToken(token: unknown): Promise<AuthRow | null> {
  const verified = await verifyUserToken(token, TOKEN_TYPE);
  if (!verified) return null;
  const { user, claims } = verified;
  return typeof user.email === "string" && user.email.toLowerCase() === String(claims.email ?? "").toLowerCase() ? user : null;
}

/**
 * POST /api/collections/users/confirm-password-reset: the new password (the
 * sign-up rules) replaces the old, and a new token key ends every session and
 * every other reset link.
 */
export async function confirmPasswordReset(body: Record<string, unknown>): Promise<void> {
  const errors: Record<string, FieldError> = {};
  if (typeof body.token !== "string" || body.token === "") errors.token = E.required();
  const passwordOk = checkNewPassword(body.password, errors);
  if (passwordOk && body.passwordConfirm !== body.password) errors.passwordConfirm = E.mismatch();
  if (Object.keys(errors).length > 0) throw new ApiError(400, "Failed to validate the submitted data.", errors);
  const user = await verifyResetToken(body.token);
  if (!user) throw invalidToken();
  const collection = users();
  const auth = collection.auth!;
  const hashColumn = collection.fields.get(auth.passwordHashField)!.column;
  const keyColumn = collection.fields.get(auth.tokenKeyField)!.column;
  const handle = await getDatabase();
  // Only if the key is still the one the token was checked against: two confirms of one link race, one wins.
  const updated = await handle.rows<{ id: string }>(
    sql`UPDATE ${tableRef(collection, "t")} SET ${sql.identifier(hashColumn)} = ${await hashPassword(body.password as string)}, ${sql.identifier(keyColumn)} = ${newTokenKey()}
        WHERE "t"."id" = ${user.id} AND ${sql.identifier(keyColumn)} = ${user.tokenKey} RETURNING "t"."id"`,
  );
  if (updated.length === 0) throw invalidToken();
}
