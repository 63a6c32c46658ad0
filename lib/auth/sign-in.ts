import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { ApiError, MESSAGES } from "@/lib/records/errors";
import { presentRecord, type ReadOptions } from "@/lib/records/crud";
import { getCollection } from "@/lib/records/registry";
import { selectList, tableRef } from "@/lib/records/select";
import type { RequestInfo } from "@/lib/records/types";
import { E } from "@/lib/records/validate";
import { spendEqualTime, verifyPassword } from "./password";
import { clearFailures, clientAddress, isThrottled, recordFailure, throttleKeys } from "./throttle";
import { signAuthToken, type AuthRow } from "./token";

export interface AuthResponse {
  token: string;
  record: unknown;
}

export const THROTTLED_MESSAGE = "Too many failed sign-in attempts. Please wait a minute and try again.";

function users() {
  const collection = getCollection("users");
  if (!collection?.auth) throw new Error("users collection missing");
  return collection;
}

/** The API answer for a signed-in user: a fresh token and the user's own record. */
export async function authResponse(user: AuthRow, options: ReadOptions, request: RequestInfo): Promise<AuthResponse> {
  const token = await signAuthToken(user);
  const record = await presentRecord(users(), user, options, { ...request, auth: user });
  return { token, record };
}

/**
 * Password sign-in. Unknown e-mail and wrong password get the same answer and
 * take the same time (a dummy bcrypt comparison); failures are counted per
 * identity and per address.
 */
export async function signInWithPassword(
  body: Record<string, unknown>,
  request: Request,
  info: RequestInfo,
  options: ReadOptions,
): Promise<{ response: AuthResponse; user: AuthRow }> {
  const identity = body.identity;
  const password = body.password;
  const data: Record<string, ReturnType<typeof E.required>> = {};
  if (typeof identity !== "string" || identity.trim() === "") data.identity = E.required();
  if (typeof password !== "string" || password === "") data.password = E.required();
  if (Object.keys(data).length > 0) throw new ApiError(400, MESSAGES.authFailed, data);

  const keys = throttleKeys(identity as string, clientAddress(request));
  if (await isThrottled(keys)) throw new ApiError(429, THROTTLED_MESSAGE);

  const collection = users();
  const handle = await getDatabase();
  const rows = await handle.rows<AuthRow>(
    sql`SELECT ${selectList(collection, "t", true)} FROM ${tableRef(collection, "t")}
        WHERE lower("t"."email") = lower(${(identity as string).trim()}::text) LIMIT 1`,
  );
  const user = rows[0];
  let ok = false;
  if (user) ok = await verifyPassword(password as string, user.passwordHash);
  else await spendEqualTime(password as string);
  if (!ok) {
    await recordFailure(keys);
    throw new ApiError(400, MESSAGES.authFailed);
  }
  await clearFailures(keys[0]);
  return { response: await authResponse(user, options, info), user };
}
