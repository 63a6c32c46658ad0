import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/exercises/popularity/route";
import { getDatabase } from "@/db";
import { signUp, type TestUser } from "./fixtures";

interface Item {
  id: string;
  workouts: number;
  sessions: number;
}

function popularity(query = "", token?: string): Promise<Response> {
  return GET(new Request(`http://127.0.0.1:3000/api/exercises/popularity${query}`, { headers: token ? { authorization: token } : {} }));
}

async function items(query = "", token?: string): Promise<Item[]> {
  const response = await popularity(query, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Item[] }).items;
}

let owner: TestUser;
let other: TestUser;
/** Three exercises nobody has used yet: A, B and C. */
let a: string;
let b: string;
let c: string;

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
  const used = new Set((await items()).map((i) => i.id));
  const all = await (await getDatabase()).rows<{ id: string }>(sql`select id from exercises where owner is null order by md5(id || ${owner.id}) limit 200`);
  [a, b, c] = all.map((r) => r.id).filter((id) => !used.has(id));
  // A and B in a public workout; A and C in the owner's private one.
  await owner.pb.collection("workouts").create({ name: "Public pair", exercises: [a, b], isPublic: true, userProfile: owner.id });
  await owner.pb.collection("workouts").create({ name: "Private pair", exercises: [a, c, a], isPublic: false, userProfile: owner.id });
  // Sessions by someone else: A listed as performed (and a set for it in the same session, counted once); B only as a logged set.
  const s1 = await other.pb.collection("workout_sessions").create({ user: other.id, startedAt: new Date().toISOString(), exercisesPerformed: [a] });
  await other.pb.collection("workout_sets").create({ user: other.id, session: s1.id, exercise: a, setNumber: 1, reps: 8, weight: 40, completed: true });
  const s2 = await other.pb.collection("workout_sessions").create({ user: other.id, startedAt: new Date().toISOString(), exercisesPerformed: [a] });
  await other.pb.collection("workout_sets").create({ user: other.id, session: s2.id, exercise: b, setNumber: 1, reps: 8, weight: 40, completed: true });
});

describe("GET /api/exercises/popularity", () => {
  it("counts visible saved workouts and logged sessions per exercise, most used first", async () => {
    const body = await items(`?ids=${a},${b},${c}`);
    expect(body).toEqual([
      { id: a, workouts: 1, sessions: 2 },
      { id: b, workouts: 1, sessions: 1 },
    ]);
  });

  it("counts the signed-in owner's private workout for them only", async () => {
    expect(await items(`?ids=${a},${b},${c}`, owner.token)).toEqual([
      { id: a, workouts: 2, sessions: 2 },
      { id: b, workouts: 1, sessions: 1 },
      { id: c, workouts: 1, sessions: 0 },
    ]);
    expect(await items(`?ids=${c}`, other.token)).toEqual([]);
  });

  it("without ids lists every used exercise, ordered by total use", async () => {
    const body = await items();
    const byId = new Map(body.map((i) => [i.id, i]));
    expect(byId.get(a)).toEqual({ id: a, workouts: 1, sessions: 2 });
    expect(byId.has(c)).toBe(false);
    for (let i = 1; i < body.length; i++) {
      expect(body[i - 1].workouts + body[i - 1].sessions).toBeGreaterThanOrEqual(body[i].workouts + body[i].sessions);
    }
  });

  it("matches a plain SQL count of template and public workouts", async () => {
    const expected = await (await getDatabase()).rows<{ id: string; n: number }>(
      sql`select x.id, count(distinct w.id)::int as n from workouts w cross join lateral unnest(w.exercises) as x(id) where w.is_template or w.is_public group by x.id`,
    );
    const body = new Map((await items()).map((i) => [i.id, i.workouts]));
    for (const row of expected) expect(body.get(row.id)).toBe(row.n);
  });

  it("answers a PocketBase-shaped 400 for ids that are not record ids", async () => {
    for (const bad of ["?ids=abc", "?ids=' OR 1=1 --", `?ids=${a},x`]) {
      const response = await popularity(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 400, data: { ids: { code: "validation_invalid_ids" } } });
    }
    const many = Array.from({ length: 201 }, (_, i) => `a${String(i).padStart(14, "0")}`).join(",");
    expect((await popularity(`?ids=${many}`)).status).toBe(400);
  });
});
