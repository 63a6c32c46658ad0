/** GET /api/records/recent (issue 21 item 4): the dashboard's records, from the lifter's own log only. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { call } from "./harness";
import { signUp, type TestUser } from "./fixtures";

async function benchId(): Promise<string> {
  const rows = await (await getDatabase()).rows<{ id: string }>(sql`select id from exercises where name = 'Barbell Bench Press'`);
  return rows[0].id;
}

async function logSet(user: TestUser, daysAgo: number, exercise: string, weight: number, reps: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const session = await user.pb.collection("workout_sessions").create({ user: user.id, name: "Bench", status: "completed", startedAt: at });
  await user.pb.collection("workout_sets").create({ user: user.id, session: session.id, exercise, setNumber: 1, weight, reps, completed: true, completedAt: at });
}

const recent = async (user: TestUser | null, query = "") => {
  const response = await call(`/api/records/recent${query}`, user ? { headers: { authorization: user.token } } : {});
  return { status: response.status, body: await response.json() };
};

describe("recent personal records", () => {
  it("lists the lifter's records of the last 30 days in their unit, and nobody else's", async () => {
    const bench = await benchId();
    const lifter = await signUp({ weightUnit: "kg" });
    await logSet(lifter, 60, bench, 80, 5);
    await logSet(lifter, 40, bench, 85, 5); // a record, but older than 30 days
    await logSet(lifter, 10, bench, 85, 6); // most reps at 85 kg
    await logSet(lifter, 3, bench, 90, 3); // best weight
    const { status, body } = await recent(lifter);
    expect(status).toBe(200);
    expect(body.unit).toBe("kg");
    expect(body.items.map((i: { weight: number; reps: number; records: string[] }) => [i.weight, i.reps, i.records])).toEqual([
      [90, 3, ["weight"]],
      [85, 6, ["reps", "e1rm"]],
    ]);
    expect(body.items[0].name).toBe("Barbell Bench Press");

    const other = await signUp();
    expect((await recent(other)).body.items).toEqual([]);
    expect((await recent(null)).status).toBe(401);
    for (const bad of ["?days=0", "?days=400", "?days=abc", "?days=1e3"]) {
      const answer = await recent(lifter, bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.data.days.code).toBe("validation_invalid_days");
    }
  }, 60_000);
});
