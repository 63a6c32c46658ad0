/**
 * Popularity counts only what the caller may list, and "what the caller may
 * list" is the collection definition's list rule, not a copy of it: changing
 * the rule changes the counts.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exercisesGET } from "@/app/api/exercises/popularity/route";
import { GET as programsGET } from "@/app/api/programs/popularity/route";
import { GET as workoutsGET } from "@/app/api/workouts/popularity/route";
import { PgDialect } from "drizzle-orm/pg-core";
import { getDatabase } from "@/db";
import { requireCollection } from "@/lib/records/registry";
import { listRuleSql } from "@/lib/records/rule-sql";
import type { CollectionRules } from "@/lib/records/types";
import { signUp, type TestUser } from "./fixtures";

type Handler = (request: Request) => Promise<Response>;

async function items<T>(handler: Handler, path: string, query: string, token?: string): Promise<T[]> {
  const response = await handler(
    new Request(`http://127.0.0.1:3000/api/${path}/popularity${query}`, { headers: token ? { authorization: token } : {} }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: T[] }).items;
}

/**
 * Runs `body` with one collection's list rule replaced in the in-process
 * registry (no HTTP route can reach it), then puts the definition back.
 */
async function withListRule(collection: string, list: string | null, body: () => Promise<void>): Promise<void> {
  const target = requireCollection(collection);
  const saved: CollectionRules = target.rules;
  target.rules = { ...saved, list };
  try {
    await body();
  } finally {
    target.rules = saved;
  }
}

/** The app's own rule, but catalogue templates (public too) are no longer listable. */
const NO_TEMPLATES = `isTemplate = false && (isPublic = true || (@request.auth.id != "" && userProfile = @request.auth.id))`;

let owner: TestUser;
let other: TestUser;
let template: string;
let exercise: string;
let privateWorkout: string;
let privateProgram: string;

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
  const handle = await getDatabase();
  // The last template by id: workouts-popularity.test.ts counts sessions exactly on the first two, and
  // on PostgreSQL the test files share one database.
  [{ id: template }] = await handle.rows<{ id: string }>(sql`select id from workouts where is_template order by id desc limit 1`);
  // An exercise no listable workout uses yet, so only the private workout below lists it.
  [{ id: exercise }] = await handle.rows<{ id: string }>(sql`
    select e.id from exercises e
     where e.owner is null and not exists (select 1 from workouts w where (w.is_template or w.is_public) and e.id = any(w.exercises))
     order by md5(e.id || ${owner.id}) limit 1`);
  privateWorkout = (
    await owner.pb.collection("workouts").create({ name: "Private", exercises: [exercise], isTemplate: false, userProfile: owner.id })
  ).id;
  privateProgram = (await owner.pb.collection("training_programs").create({ name: "Private program", user: owner.id })).id;
  for (const workout of [template, privateWorkout]) {
    await owner.pb.collection("workout_sessions").create({ user: owner.id, workout, startedAt: new Date().toISOString(), durationMinutes: 30 });
  }
});

describe("popularity follows the collections' list rules", () => {
  it("does not count another user's private workout or program for a visitor or another user, and counts it for its owner", async () => {
    const query = `?ids=${template},${privateWorkout}`;
    const ids = (list: { id: string }[]) => list.map((i) => i.id).sort();
    expect(ids(await items(workoutsGET, "workouts", query))).toEqual([template]);
    expect(ids(await items(workoutsGET, "workouts", query, other.token))).toEqual([template]);
    expect(ids(await items(workoutsGET, "workouts", query, owner.token))).toEqual([template, privateWorkout].sort());

    type Use = { id: string; workouts: number; sessions: number };
    // Saved workouts only: sessions are counted for everyone, and on PostgreSQL other test files log them.
    const saved = async (token?: string) => (await items<Use>(exercisesGET, "exercises", `?ids=${exercise}`, token))[0]?.workouts ?? 0;
    expect(await saved()).toBe(0);
    expect(await saved(other.token)).toBe(0);
    expect(await saved(owner.token)).toBe(1);

    expect(await items(programsGET, "programs", `?ids=${privateProgram}`)).toEqual([]);
    expect(await items(programsGET, "programs", `?ids=${privateProgram}`, other.token)).toEqual([]);
    expect(ids(await items(programsGET, "programs", `?ids=${privateProgram}`, owner.token))).toEqual([privateProgram]);
  });

  it("stops counting templates when the workouts list rule stops listing them", async () => {
    const query = `?ids=${template},${privateWorkout}`;
    expect((await items<{ id: string }>(workoutsGET, "workouts", query)).map((i) => i.id)).toEqual([template]);
    await withListRule("workouts", NO_TEMPLATES, async () => {
      expect(await items(workoutsGET, "workouts", query)).toEqual([]);
      expect(await items(workoutsGET, "workouts", query, owner.token)).toEqual([{ id: privateWorkout, sessions: 1 }]);
    });
    // Back to the definition: the template counts again.
    expect((await items<{ id: string }>(workoutsGET, "workouts", query)).map((i) => i.id)).toEqual([template]);
  });

  it("counts saved workouts per exercise through the same rule", async () => {
    const [listed] = await (await getDatabase()).rows<{ id: string }>(sql`
      select x.exercise as id from workouts w cross join lateral unnest(w.exercises) as x(exercise)
       where w.is_template group by x.exercise order by count(*) desc, x.exercise limit 1`);
    const saved = async () =>
      (await items<{ id: string; workouts: number }>(exercisesGET, "exercises", `?ids=${listed.id}`))[0]?.workouts ?? 0;
    expect(await saved()).toBeGreaterThan(0);
    await withListRule("workouts", NO_TEMPLATES, async () => {
      expect(await saved()).toBe(0);
    });
  });

  it("a locked list rule (null) counts nothing; an open one (\"\") counts every record", async () => {
    const query = `?ids=${template},${privateWorkout}`;
    await withListRule("workouts", null, async () => {
      expect(await items(workoutsGET, "workouts", query, owner.token)).toEqual([]);
    });
    await withListRule("workouts", "", async () => {
      expect((await items<{ id: string }>(workoutsGET, "workouts", query, other.token)).map((i) => i.id).sort()).toEqual([template, privateWorkout].sort());
    });
    await withListRule("training_programs", "", async () => {
      expect((await items<{ id: string }>(programsGET, "programs", `?ids=${privateProgram}`)).map((i) => i.id)).toEqual([privateProgram]);
    });
  });

  it("listRuleSql: the rule on the caller's alias, TRUE for a superuser, an error for an unknown collection", () => {
    const request = { auth: { id: owner.id }, method: "GET", query: {}, headers: {}, body: {} };
    const text = (rule: ReturnType<typeof listRuleSql>) => new PgDialect().sqlToQuery(rule).sql;
    expect(text(listRuleSql("workouts", "w", request))).toContain(`"w"."user_profile"`);
    expect(text(listRuleSql("workouts", "w", { ...request, superuser: true }))).toBe("TRUE");
    expect(() => listRuleSql("nope", "w", request)).toThrow(/unknown collection/);
  });
});
