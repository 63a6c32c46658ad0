import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as generateProgram } from "@/app/api/programs/generate/route";
import { POST as generateWorkout } from "@/app/api/workouts/generate/route";
import { getDatabase } from "@/db";
import { removeUnclaimedVisitorPrograms } from "@/lib/programs/visitor-cleanup.server";
import { env } from "@/lib/env";
import { signUp } from "./fixtures";

/**
 * Issue 17 item 8: anonymous generation was unthrottled (one program writes a
 * few hundred rows). Visitors get 20 a minute per address and action, signed-in
 * users more, each answered past the limit with PocketBase's 429 and Retry-After.
 */
const SMALL_PROGRAM = { durationWeeks: 1, trainingDaysPerWeek: 1, availableEquipment: ["dumbbells"] };
const WORKOUT = { workoutType: "full_body", targetDuration: 30, availableEquipment: ["dumbbells"] };

/** A fresh address per test, so tests (and files sharing one PostgreSQL) never share a counter. */
const address = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function post(route: typeof generateProgram, path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return route(
    new Request(`http://127.0.0.1:3000${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );
}

async function visitorPrograms(): Promise<number> {
  const handle = await getDatabase();
  const [row] = await handle.rows<{ n: number }>(sql`select count(*)::int as n from training_programs where "user" is null`);
  return Number(row.n);
}

async function expectTooMany(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get("retry-after"));
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(60);
  expect(await res.json()).toEqual({ status: 429, message: "Too Many Requests.", data: {} });
}

describe("generation rate limits", () => {
  it("the limits are the documented ones", () => {
    expect({ visitor: env().GENERATE_LIMIT_VISITOR, user: env().GENERATE_LIMIT_USER }).toEqual({ visitor: 20, user: 120 });
  });

  it("the 21st anonymous program generation within a minute from one address gets 429 with Retry-After, and writes nothing", async () => {
    const from = { "x-forwarded-for": address() };
    for (let i = 0; i < 20; i++) {
      const res = await post(generateProgram, "/api/programs/generate", SMALL_PROGRAM, from);
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const before = await visitorPrograms();
    await expectTooMany(await post(generateProgram, "/api/programs/generate", SMALL_PROGRAM, from));
    expect(await visitorPrograms()).toBe(before);
    // Another address is not held back.
    expect((await post(generateProgram, "/api/programs/generate", SMALL_PROGRAM, { "x-forwarded-for": address() })).status).toBe(200);
  });

  it("counts atomically: 25 parallel anonymous workout generations from one address, exactly 20 pass", async () => {
    const from = { "x-forwarded-for": address() };
    const answers = await Promise.all(Array.from({ length: 25 }, () => post(generateWorkout, "/api/workouts/generate", WORKOUT, from)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    await expectTooMany(answers.find((r) => r.status === 429)!);
  });

  it("a body that does not parse is refused before it is counted", async () => {
    const from = { "x-forwarded-for": address() };
    for (let i = 0; i < 25; i++) {
      expect((await post(generateWorkout, "/api/workouts/generate", { targetDuration: "soon" }, from)).status).toBe(400);
    }
    expect((await post(generateWorkout, "/api/workouts/generate", WORKOUT, from)).status).toBe(200);
  });

  it("a signed-in user is not limited at 21, whatever address they share", async () => {
    const user = await signUp();
    const shared = address();
    for (let i = 0; i < 21; i++) {
      const res = await post(generateProgram, "/api/programs/generate", SMALL_PROGRAM, { authorization: user.token, "x-forwarded-for": shared });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    // Their use does not count against visitors at that address either.
    expect((await post(generateProgram, "/api/programs/generate", SMALL_PROGRAM, { "x-forwarded-for": shared })).status).toBe(200);
  });
});

describe("unclaimed visitor programs are cleaned up", () => {
  async function visitorProgram(): Promise<{ id: string; workouts: string[]; days: string[] }> {
    const res = await post(generateProgram, "/api/programs/generate", { ...SMALL_PROGRAM, trainingDaysPerWeek: 2 }, { "x-forwarded-for": address() });
    expect(res.status).toBe(200);
    const id = (await res.json()).program.id as string;
    const handle = await getDatabase();
    const days = await handle.rows<{ id: string; workout: string | null }>(
      sql`select d.id, d.workout from program_days d join program_weeks w on d.program_week = w.id where w.training_program = ${id}`,
    );
    return { id, days: days.map((d) => d.id), workouts: days.map((d) => d.workout).filter((w): w is string => Boolean(w)) };
  }

  async function age(id: string, hours: number): Promise<void> {
    const handle = await getDatabase();
    await handle.rows(sql`update training_programs set created = now() - make_interval(hours => ${hours}) where id = ${id}`);
  }

  async function exists(table: string, id: string): Promise<boolean> {
    const handle = await getDatabase();
    return (await handle.rows(sql`select 1 from ${sql.identifier(table)} where id = ${id}`)).length > 0;
  }

  it("removes old unclaimed ones with their workouts; keeps fresh, started and trained ones", async () => {
    const old = await visitorProgram();
    const fresh = await visitorProgram();
    const started = await visitorProgram();
    const trained = await visitorProgram();
    await age(old.id, 25);
    await age(started.id, 25);
    await age(trained.id, 25);
    await age(fresh.id, 23);

    // Claimed the normal ways: a user started it (their active program) or trained a day of it.
    const user = await signUp();
    const res = await user.pb.collection("users").update(user.id, { activeProgram: started.id });
    expect(res.activeProgram).toBe(started.id);
    await user.pb.collection("workout_sessions").create({ user: user.id, programDay: trained.days[0], workout: trained.workouts[0], startedAt: new Date().toISOString() });

    const removed = await removeUnclaimedVisitorPrograms(await getDatabase());
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await exists("training_programs", old.id)).toBe(false);
    for (const w of old.workouts) expect(await exists("workouts", w), `workout ${w}`).toBe(false);
    for (const d of old.days) expect(await exists("program_days", d)).toBe(false);

    for (const kept of [fresh, started, trained]) {
      expect(await exists("training_programs", kept.id)).toBe(true);
      for (const w of kept.workouts) expect(await exists("workouts", w)).toBe(true);
      for (const d of kept.days) expect(await exists("program_days", d)).toBe(true);
    }
    // Owned programs are never touched, however old.
    const owner = await signUp();
    const mine = await post(generateProgram, "/api/programs/generate", SMALL_PROGRAM, { authorization: owner.token });
    const mineId = (await mine.json()).program.id as string;
    await age(mineId, 1000);
    await removeUnclaimedVisitorPrograms(await getDatabase());
    expect(await exists("training_programs", mineId)).toBe(true);
  });
});
