/**
 * GET /api/exercises/{id}/progress (issue 21 item 1): a lifter logs four weeks
 * of squats through the records API, as the live session does, and reads back
 * the history, the e1RM, the best set and the next target; nobody else sees
 * them, a visitor is refused.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { call } from "./harness";
import { signUp, type TestUser } from "./fixtures";

async function exerciseId(name: string): Promise<string> {
  const handle = await getDatabase();
  const rows = await handle.rows<{ id: string }>(sql`select id from exercises where name = ${name}`);
  if (!rows[0]) throw new Error(`no ${name} in the catalogue`);
  return rows[0].id;
}

/** One logged session of one exercise: every set completed. */
async function logSession(user: TestUser, exercise: string, startedAt: string, sets: Array<[weight: number, reps: number, rpe?: number]>) {
  // The live session keeps its prescription in the plan: 3 x 5-8 at RPE 8 here.
  const plan = [{ exercise, name: "Barbell Back Squat", sets: 3, repsMin: 5, repsMax: 8, restSeconds: 180, rpe: 8, weight: sets[0][0], reps: 5 }];
  const session = await user.pb.collection("workout_sessions").create({ user: user.id, name: "Squat day", status: "completed", startedAt, completedAt: startedAt, plan });
  for (const [i, [weight, reps, rpe]] of sets.entries()) {
    await user.pb.collection("workout_sets").create({ user: user.id, session: session.id, exercise, setNumber: i + 1, weight, reps, rpe: rpe ?? 0, completed: true });
  }
}

async function progress(user: TestUser | null, exercise: string) {
  const response = await call(`/api/exercises/${exercise}/progress`, user ? { headers: { authorization: user.token } } : {});
  return { status: response.status, body: await response.json() };
}

describe("exercise progress", () => {
  let squat: string;
  let lifter: TestUser;
  /** The target the app gave after each logged week. */
  const targets: Array<{ weight: number; reps: number; reason: string }> = [];
  beforeAll(async () => {
    squat = await exerciseId("Barbell Back Squat");
    lifter = await signUp();
    const weeks: Array<[string, Array<[number, number, number]>]> = [
      ["2026-10-05T17:00:00.000Z", [[100, 5, 8], [100, 5, 8], [100, 5, 8]]],
      ["2026-10-12T17:00:00.000Z", [[100, 6, 8], [100, 6, 8], [100, 5, 9]]],
      ["2026-10-19T17:00:00.000Z", [[100, 8, 8], [100, 8, 8], [100, 8, 8]]],
      ["2026-10-26T17:00:00.000Z", [[105, 5, 9], [105, 5, 9], [105, 4, 10]]],
      ["2026-11-02T17:00:00.000Z", [[105, 5, 9], [105, 4, 10], [105, 4, 10]]],
    ];
    for (const [startedAt, sets] of weeks) {
      await logSession(lifter, squat, startedAt, sets);
      targets.push((await progress(lifter, squat)).body.nextTarget);
    }
  }, 120_000);

  it("gives each week's target by double progression: reps, then +5 kg, repeat after a miss, 10% off after two", () => {
    expect(targets.map((t) => [t.weight, t.reps])).toEqual([
      [100, 6], // 3 x 5 at 100 kg: one more rep
      [100, 6], // 6, 6, 5: the weakest set catches up first
      [105, 5], // every set at the top (8) at RPE 8: the lower-body bar step, back to 5
      [105, 5], // one set under 5: repeat
      [95, 5], // a second miss in a row: about 10% off, to a loadable 95 kg
    ]);
    expect(targets[2].reason).toContain("+5 kg");
    expect(targets[3].reason).toMatch(/repeat 105 kg/);
    expect(targets[4].reason).toMatch(/about 10% off/);
  });

  it("answers the history oldest first, the e1RM and the best set in the lifter's unit", async () => {
    const { status, body } = await progress(lifter, squat);
    expect(status).toBe(200);
    expect(body.unit).toBe("kg");
    expect(body.history.map((h: { date: string }) => h.date.slice(0, 10))).toEqual(["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02"]);
    expect(body.history[2].sets).toEqual([{ weight: 100, reps: 8, rpe: 8 }, { weight: 100, reps: 8, rpe: 8 }, { weight: 100, reps: 8, rpe: 8 }]);
    // Epley with reps to failure = reps + (10 - RPE): 100 kg x 8 @ 8 is 10 to failure, 133.3 kg.
    expect(body.e1rm).toBeCloseTo(133.3, 1);
    expect(body.history[2].e1rm).toBeCloseTo(133.3, 1);
    expect(body.best).toMatchObject({ weight: 105, reps: 5 });
    expect(body.best.date.slice(0, 10)).toBe("2026-10-26");
    expect(body.nextTarget.sets).toBe(3);
  });

  it("shows the lifter's own sets only, in their unit, and refuses visitors", async () => {
    const other = await signUp({ weightUnit: "lbs" });
    const { status, body } = await progress(other, squat);
    expect(status).toBe(200);
    expect(body).toMatchObject({ unit: "lbs", e1rm: 0, best: null, history: [] });
    expect(body.nextTarget.reason).toMatch(/First time/);
    const visitor = await progress(null, squat);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ status: 401, data: {} });
    const unknown = await progress(lifter, "a".repeat(15));
    expect(unknown.status).toBe(404);
    const hostile = await progress(lifter, encodeURIComponent("x' OR '1'='1"));
    expect(hostile.status).toBe(404);
  });
});
