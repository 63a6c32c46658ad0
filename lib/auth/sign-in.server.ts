import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { ApiError, MESSAGES } from "@/lib/records/errors";
import { presentRecord, type ReadOptions } from "@/lib/records/crud";
import { getCollection } from "@/lib/records/registry";
import { selectList, tableRef } from "@/lib/records/select";
import type { RequestInfo } from "@/lib/records/types";
import { E } from "@/lib/records/validate";
import { admitAddress, inDatabaseTurn, slowAccount } from "./attempts.server";
import { spendEqualTime, verifyPassword } from "./password.server";
import { signAuthToken, type AuthRow } from "./token.server";

export { THROTTLED_MESSAGE } from "./attempts.server";

export interface AuthResponse {
  token: string;
  record: unknown;
}

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
 * take the same time (a dummy bcrypt comparison). The address is counted (and
 * refused past its limit) first, then the account's delay is waited, then the
 * password is checked; each in its own database turn.
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
  else if (identity.length > 320 || identity.includes("\u0000")) data.identity = E.format();
  if (typeof password !== "string" || password === "") data.password = E.required();
  else if (password.length > 1000) data.password = E.format();
  if (Object.keys(data).length > 0) throw new ApiError(400, MESSAGES.authFailed, data);

  const address = await inDatabaseTurn(() => admitAddress(request));
  const account = await slowAccount(identity as string);

  return inDatabaseTurn(async () => {
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
    if (!ok) throw new ApiError(400, MESSAGES.authFailed);
    await account.succeeded();
    await address.succeeded();
    return { response: await authResponse(user, options, info), user };
  });
}
