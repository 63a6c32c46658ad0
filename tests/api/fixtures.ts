import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type PocketBase from "pocketbase";
import { getDatabase } from "@/db";
import { client } from "./harness";

/** Unique per call, so parallel test files on one PostgreSQL never collide. */
export function uid(prefix = "t"): string {
  return `${prefix}${randomBytes(6).toString("hex")}`;
}

export const PASSWORD = "correct horse 42";

export interface TestUser {
  pb: PocketBase;
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Signs up through the API and signs in, as the register page does. */
export async function signUp(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<TestUser> {
  const pb = client({ "x-forwarded-for": `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`, ...headers });
  const email = `${uid("user")}@example.test`;
  await pb.collection("users").create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: "Test User",
    ...extra,
  });
  const auth = await pb.collection("users").authWithPassword(email, PASSWORD);
  return { pb, id: auth.record.id, email, password: PASSWORD, token: auth.token };
}

export async function db() {
  return (await getDatabase()).db;
}

export async function muscleIds(): Promise<{ id: string; name: string }[]> {
  const handle = await getDatabase();
  return handle.rows<{ id: string; name: string }>(sql`select id, name from muscles order by name`);
}

export async function equipmentIds(): Promise<{ id: string; name: string }[]> {
  const handle = await getDatabase();
  return handle.rows<{ id: string; name: string }>(sql`select id, name from equipment order by name`);
}

/**
 * Catalogue and reference rows come from the migrations. Tests read them rather
 * than add their own: on PostgreSQL every test file shares one database, and
 * the catalogue checks count and inspect exactly what the migrations put there.
 */
export async function catalogueIds(table: string, count = 1, where = sql`true`): Promise<string[]> {
  const handle = await getDatabase();
  // The catalogue only: another test file's import adds lifters' own exercises (random ids) to the same
  // table, and a record may name only exercises its author may see.
  const catalogue = table === "exercises" ? sql`owner is null` : sql`true`;
  const rows = await handle.rows<{ id: string }>(
    sql`select id from ${sql.identifier(table)} where ${where} and ${catalogue} order by id limit ${count}`,
  );
  if (rows.length < count) throw new Error(`the migrations seed fewer than ${count} rows in ${table}`);
  return rows.map((r) => r.id);
}
