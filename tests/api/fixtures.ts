import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type PocketBase from "pocketbase";
import { getDatabase } from "@/db";
import * as schema from "@/db/schema";
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

/** Catalogue rows are written by migrations, never through the API: tests insert theirs directly. */
export async function insertExercise(values: Partial<typeof schema.exercises.$inferInsert> = {}) {
  const database = await db();
  const [row] = await database
    .insert(schema.exercises)
    .values({ name: uid("Exercise "), ...values })
    .returning();
  return row;
}

export async function insertTemplateWorkout(values: Partial<typeof schema.workouts.$inferInsert> = {}) {
  const database = await db();
  const [row] = await database
    .insert(schema.workouts)
    .values({ name: uid("Template "), isTemplate: true, ...values })
    .returning();
  return row;
}
