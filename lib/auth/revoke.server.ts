import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { getCollection } from "@/lib/records/registry";
import { tableRef } from "@/lib/records/select";
import { newTokenKey } from "./password.server";

/**
 * Ends every session of a user: tokens are signed with the user's token key,
 * so a new key voids every token (and session cookie) issued before, on every
 * app instance at once. The same mechanism as a password change.
 */
export async function revokeSessions(userId: string): Promise<void> {
  const users = getCollection("users");
  if (!users?.auth) throw new Error("users collection missing");
  const column = users.fields.get(users.auth.tokenKeyField)!.column;
  const handle = await getDatabase();
  await handle.rows(sql`UPDATE ${tableRef(users, "t")} SET ${sql.identifier(column)} = ${newTokenKey()} WHERE "t"."id" = ${userId}`);
}
