import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RecordModel } from "pocketbase";
import { GET } from "@/app/api/workouts/popularity/route";
import { GET as popularGET } from "@/app/api/workouts/popular/route";
import { getDatabase } from "@/db";
import { client } from "./harness";
import { signUp, type TestUser } from "./fixtures";
import { INITIAL_CHOICES, wizardRequest } from "@/lib/workouts/generator";
import { EMPTY_FILTERS, libraryFilter } from "@/lib/workouts/library";
import { CARD_EXPAND, CARD_FIELDS } from "@/lib/workouts/library-load";
import { workoutQuality, workoutRows } from "@/lib/workouts/view";

function popularity(query = "", token?: string): Promise<Response> {
  return GET(
    new Request(`http://127.0.0.1:3000/api/workouts/popularity${query}`, {
      headers: token ? { authorization: token } : {},
    }),
  );
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await getDatabase()).rows<T>(query);
}

let owner: TestUser;
let other: TestUser;
let templates: string[];
let privateWorkout: string;

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
  // Templates no one has trained yet (the demo account's history follows Upper/Lower Strength A and B).
  templates = (
    await rows<{ id: string }>(
      sql`select id from workouts w where is_template and not exists (select 1 from workout_sessions s where s.workout = w.id) order by id limit 2`,
    )
  ).map((r) => r.id);
  const mine = await owner.pb.collection("workouts").create({ name: "Private one", exercises: [], isTemplate: false, userProfile: owner.id });
  privateWorkout = mine.id;
  const log = (u: TestUser, workout: string) =>
    u.pb.collection("workout_sessions").create({ user: u.id, workout, startedAt: new Date().toISOString(), durationMinutes: 30 });
  // templates[0]: 3 sessions by two people; templates[1]: 1; the private workout: 2 by its owner.
  await Promise.all([log(owner, templates[0]), log(other, templates[0]), log(other, templates[0]), log(owner, templates[1]), log(owner, privateWorkout), log(owner, privateWorkout)]);
});

describe("GET /api/workouts/popularity", () => {
  it("counts sessions per workout in one query, most used first; a visitor sees no private workout", async () => {
    const response = await popularity(`?ids=${templates.join(",")},${privateWorkout}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { id: string; sessions: number }[] };
    expect(body.items).toEqual([
      { id: templates[0], sessions: 3 },
      { id: templates[1], sessions: 1 },
    ]);
  });

  it("includes the signed-in owner's own workouts, not someone else's", async () => {
    const mine = (await (await popularity(`?ids=${templates.join(",")},${privateWorkout}`, owner.token)).json()) as { items: { id: string; sessions: number }[] };
    expect(mine.items).toEqual([
      { id: templates[0], sessions: 3 },
      { id: privateWorkout, sessions: 2 },
      { id: templates[1], sessions: 1 },
    ]);
    const theirs = (await (await popularity(`?ids=${privateWorkout}`, other.token)).json()) as { items: unknown[] };
    expect(theirs.items).toEqual([]);
  });

  it("without ids lists every visible workout that was trained, matching a SQL count", async () => {
    const body = (await (await popularity()).json()) as { items: { id: string; sessions: number }[] };
    const expected = await rows<{ id: string; n: number }>(
      sql`select w.id, count(*)::int as n from workouts w join workout_sessions s on s.workout = w.id where w.is_template or w.is_public group by w.id`,
    );
    expect(new Map(body.items.map((i) => [i.id, i.sessions]))).toEqual(new Map(expected.map((r) => [r.id, r.n])));
    for (let i = 1; i < body.items.length; i++) expect(body.items[i - 1].sessions).toBeGreaterThanOrEqual(body.items[i].sessions);
  });

  it("answers a PocketBase-shaped 400 for ids that are not record ids", async () => {
    for (const bad of ["?ids=abc", "?ids=' OR 1=1 --", `?ids=${"a".repeat(15)},x`]) {
      const response = await popularity(bad);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ status: 400, data: { ids: { code: "validation_invalid_id" } } });
      expect(body.message).toMatch(/^Invalid ids/);
    }
    const many = Array.from({ length: 201 }, (_, i) => `a${String(i).padStart(14, "0")}`).join(",");
    expect((await popularity(`?ids=${many}`)).status).toBe(400);
  });
});

function popular(query: string, token?: string): Promise<Response> {
  return popularGET(new Request(`http://127.0.0.1:3000/api/workouts/popular?${query}`, { headers: token ? { authorization: token } : {} }));
}

describe("GET /api/workouts/popular (the library's Most popular, ranked by the server)", () => {
  const only = (ids: string[]) => encodeURIComponent(ids.map((id) => `id = "${id}"`).join(" || "));

  it("orders the filtered page by sessions logged, most first, with the card's expand and list totals", async () => {
    const response = await popular(`filter=${only([...templates, privateWorkout])}&perPage=10`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { page: number; perPage: number; totalItems: number; items: Array<{ id: string; expand?: { exercises?: unknown[] } }> };
    // A visitor: the private workout is not listed, whatever its sessions.
    expect(body.items.map((w) => w.id)).toEqual([templates[0], templates[1]]);
    expect(body).toMatchObject({ page: 1, perPage: 10, totalItems: 2 });
    expect(body.items[0].expand?.exercises?.length).toBeGreaterThan(0);
  });

  it("lists the signed-in owner's own private workout in its place, and nobody else's", async () => {
    const mine = (await (await popular(`filter=${only([...templates, privateWorkout])}`, owner.token)).json()) as { items: Array<{ id: string }> };
    expect(mine.items.map((w) => w.id)).toEqual([templates[0], privateWorkout, templates[1]]);
    const theirs = (await (await popular(`filter=${only([privateWorkout])}`, other.token)).json()) as { totalItems: number };
    expect(theirs.totalItems).toBe(0);
  });

  it("matches a SQL ranking over the whole library, page by page", async () => {
    const expected = await rows<{ id: string }>(sql`
      select w.id from workouts w where w.is_template or w.is_public
      order by (select count(*) from workout_sessions s where s.workout = w.id) desc, w.created desc, w.id asc limit 20`);
    const first = (await (await popular("perPage=10&page=1")).json()) as { items: Array<{ id: string }> };
    const second = (await (await popular("perPage=10&page=2")).json()) as { items: Array<{ id: string }> };
    expect([...first.items, ...second.items].map((w) => w.id)).toEqual(expected.map((r) => r.id));
  });

  it("answers a bad filter with a PocketBase-shaped 400 and caps perPage at 100", async () => {
    const bad = await popular(`filter=${encodeURIComponent("nope ~~ 1")}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 400 });
    const capped = (await (await popular("perPage=500")).json()) as { perPage: number };
    expect(capped.perPage).toBe(100);
  });

  it("?total=1 on the counts answers only the sessions logged with visible workouts", async () => {
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from workouts w join workout_sessions s on s.workout = w.id where w.is_template or w.is_public`);
    expect(await (await popularity("?total=1")).json()).toEqual({ items: [], total: n });
    const [{ n: withOwn }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from workouts w join workout_sessions s on s.workout = w.id where w.is_template or w.is_public or w.user_profile = ${owner.id}`,
    );
    expect(((await (await popularity("?total=1", owner.token)).json()) as { total: number }).total).toBe(withOwn);
  });
});

describe("the library's card fields", () => {
  it("give every card the same quality score and rows as whole records, in a fraction of the bytes", async () => {
    const pb = client();
    const full = await pb.collection("workouts").getList(1, 50, { expand: CARD_EXPAND, sort: "name" });
    const trimmed = await pb.collection("workouts").getList(1, 50, { expand: CARD_EXPAND, sort: "name", fields: CARD_FIELDS });
    expect(trimmed.items.map((w) => w.id)).toEqual(full.items.map((w) => w.id));
    expect(full.items.length).toBeGreaterThan(10);
    for (const [k, w] of full.items.entries()) {
      const t = trimmed.items[k];
      expect(workoutRows(t)).toEqual(workoutRows(w));
      expect(workoutQuality(t, workoutRows(t))).toEqual(workoutQuality(w, workoutRows(w)));
      expect(Object.keys(t).filter((key) => key !== "expand")).toEqual(Object.keys(w).filter((key) => key !== "expand"));
    }
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(full).length / 3);
  });
});

describe("library filters on the seeded templates", () => {
  const pb = client();

  it("muscle group and equipment reach the database and match a SQL oracle", async () => {
    const barbell = (await rows<{ id: string }>(sql`select id from equipment where name = 'barbell'`))[0].id;
    const list = await pb.collection("workouts").getFullList({ filter: libraryFilter("", { ...EMPTY_FILTERS, muscleGroups: ["hamstrings"], equipment: [barbell] }) });
    const oracle = await rows<{ id: string }>(sql`
      select w.id from workouts w where (w.is_template or w.is_public)
        and exists (select 1 from exercises e join muscles m on m.id = any(e.primary_muscles)
                    where e.id = any(w.exercises) and m.muscle_group = 'hamstrings')
        and exists (select 1 from exercises e where e.id = any(w.exercises) and ${barbell} = any(e.equipment_required))`);
    expect(oracle.length).toBeGreaterThan(0);
    expect(list.map((w) => w.id).sort()).toEqual(oracle.map((r) => r.id).sort());
  });

  it("duration, difficulty and type buckets match the stored values", async () => {
    const list = await pb.collection("workouts").getFullList<RecordModel>({
      filter: libraryFilter("", { ...EMPTY_FILTERS, durations: [45, 60], difficulties: ["intermediate"] }),
    });
    expect(list.length).toBeGreaterThan(0);
    for (const w of list) {
      expect(w.targetDurationMinutes).toBeGreaterThan(30);
      expect(w.targetDurationMinutes).toBeLessThanOrEqual(60);
      expect(w.difficultyLevel).toBeGreaterThanOrEqual(4);
      expect(w.difficultyLevel).toBeLessThanOrEqual(6);
    }
  });
});

describe("the generator wizard on the real engine (issue 20 item 1)", () => {
  const pb = client();

  it("chest + lats, dumbbells and a bench, mobility, 45 min: pulls beside the presses, only that kit, about 45 minutes", async () => {
    const equipment = await pb.collection("equipment").getFullList();
    const muscles = await pb.collection("muscles").getFullList();
    const chosenEq = equipment.filter((e) => ["dumbbells", "flat_bench"].includes(e.name)).map((e) => e.id);
    const chosenMuscles = muscles.filter((m) => ["chest", "lats"].includes(m.name)).map((m) => m.id);
    const body = wizardRequest(
      { ...INITIAL_CHOICES, goal: "mobility", level: "intermediate", duration: 45, muscles: chosenMuscles, equipment: chosenEq },
      muscles.map((m) => ({ id: m.id, name: m.name, muscleGroup: m.muscleGroup })),
    );
    const answer = await pb.send("/api/workouts/generate", { method: "POST", body });
    const workout = answer.workout ?? answer;
    const picked = await pb.collection("exercises").getFullList({ filter: workout.exercises.map((id: string) => `id = "${id}"`).join(" || ") });
    const lats = chosenMuscles[1];
    expect(picked.some((e) => e.primaryMuscles.includes(lats))).toBe(true);
    for (const e of picked) for (const id of e.equipmentRequired) expect(chosenEq).toContain(id);
    expect(workout.targetDurationMinutes).toBeGreaterThanOrEqual(38);
    expect(workout.targetDurationMinutes).toBeLessThanOrEqual(52);
  });
});
