import { beforeAll, describe, expect, it } from "vitest";
import { catalogueIds, signUp, uid, type TestUser } from "./fixtures";
import { call } from "./harness";

let alice: TestUser;
let bob: TestUser;
let tag: string;
let exercise: string;
let secret: string;
const session = { heavy: "", light: "", bobs: "" };

beforeAll(async () => {
  [alice, bob] = await Promise.all([signUp(), signUp()]);
  tag = uid("j");
  secret = uid("secret");
  [exercise] = await catalogueIds("exercises", 1);
  const sessions = (u: TestUser) => u.pb.collection("workout_sessions");
  const heavy = await sessions(alice).create({ user: alice.id, name: `${tag} heavy` });
  const light = await sessions(alice).create({ user: alice.id, name: `${tag} light` });
  const bobs = await sessions(bob).create({ user: bob.id, name: `${tag} bob`, notes: secret });
  session.heavy = heavy.id;
  session.light = light.id;
  session.bobs = bobs.id;
  const sets = (u: TestUser) => u.pb.collection("workout_sets");
  await sets(alice).create({ user: alice.id, session: heavy.id, exercise, setNumber: 1, reps: 3, weight: 140 });
  await sets(alice).create({ user: alice.id, session: heavy.id, exercise, setNumber: 2, reps: 12, weight: 60 });
  await sets(alice).create({ user: alice.id, session: light.id, exercise, setNumber: 1, reps: 12, weight: 40 });
  await sets(bob).create({ user: bob.id, session: bobs.id, exercise, setNumber: 1, reps: 1, weight: 250 });
  await alice.pb.collection("gym_profiles").create({ user: alice.id, name: `${tag} home`, isDefault: true });
  await bob.pb.collection("gym_profiles").create({ user: bob.id, name: `${tag} ${secret}` });
});

async function sessionNames(user: TestUser, filter: string): Promise<string[]> {
  const list = await user.pb
    .collection("workout_sessions")
    .getFullList({ filter: `name ~ "${tag}" && (${filter})`, sort: "name" });
  return list.map((s) => (s.name as string).replace(`${tag} `, ""));
}

describe("@collection joins", () => {
  it("joins a collection no relation leads to, one shared row per name", async () => {
    // One set of this session weighing over 100 kg: the two conditions read the same joined row.
    expect(await sessionNames(alice, `@collection.workout_sets.session ?= id && @collection.workout_sets.weight ?> 100`)).toEqual(["heavy"]);
    // Under two aliases the rows are independent: any set of the session, and any heavy set at all.
    expect(
      await sessionNames(alice, `@collection.workout_sets:own.session ?= id && @collection.workout_sets:any.weight ?> 100`),
    ).toEqual(["heavy", "light"]);
  });

  it("without ?, a comparison must hold for every joined row the caller may list", async () => {
    expect(await sessionNames(alice, `@collection.workout_sets.user = @request.auth.id`)).toEqual(["heavy", "light"]);
    expect(await sessionNames(alice, `@collection.workout_sets.weight > 50`)).toEqual([]);
    expect(await sessionNames(alice, `@collection.workout_sets.weight > 10`)).toEqual(["heavy", "light"]);
  });

  it("applies the joined collection's list rule: another user's private records are never reached", async () => {
    // Bob's set of 250 kg exists, and Bob's notes hold the secret, but Alice's joins only see her own rows.
    expect(await sessionNames(alice, `@collection.workout_sets.weight ?> 200`)).toEqual([]);
    expect(await sessionNames(alice, `@collection.workout_sessions.notes ?= "${secret}"`)).toEqual([]);
    expect(await sessionNames(alice, `@collection.gym_profiles.name ?~ "${secret}"`)).toEqual([]);
    expect(await sessionNames(alice, `@collection.users.email ?= "${bob.email}"`)).toEqual([]);
    expect(await sessionNames(alice, `@collection.workout_sessions.id ?= "${session.bobs}"`)).toEqual([]);
    // The same probes from Bob find his own rows, so the filters are not simply broken.
    expect(await sessionNames(bob, `@collection.workout_sets.weight ?> 200`)).toEqual(["bob"]);
    expect(await sessionNames(bob, `@collection.workout_sessions.notes ?= "${secret}"`)).toEqual(["bob"]);
    expect(await sessionNames(bob, `@collection.gym_profiles.name ?~ "${secret}"`)).toEqual(["bob"]);
    // A visitor lists no sessions at all, and a join gives nothing either.
    const visitor = await call(
      `/api/collections/exercises/records?perPage=1&filter=${encodeURIComponent(`@collection.workout_sets.weight ?> 200`)}`,
    );
    expect((await visitor.json()).totalItems).toBe(0);
  });

  it("reaches relations and public collections from the joined row", async () => {
    const [muscle] = await catalogueIds("muscles", 1);
    const res = await alice.pb.collection("exercises").getList(1, 1, {
      filter: `@collection.muscles.id ?= "${muscle}" && primaryMuscles ?= @collection.muscles.id`,
    });
    const direct = await alice.pb.collection("exercises").getList(1, 1, { filter: `primaryMuscles ?= "${muscle}"` });
    expect(res.totalItems).toBe(direct.totalItems);
    expect(await sessionNames(alice, `@collection.workout_sets.session ?= id && @collection.workout_sets.exercise.name ?!= ""`)).toEqual([
      "heavy",
      "light",
    ]);
  });

  // The embedded database refuses it from its plan; PostgreSQL stops it at the joins' one-second statement timeout.
  it("refuses a join the database cannot narrow (rows × rows comparisons) within a second or two", async () => {
    // (`@collection.exercises.name ?~ name` was one until the catalogue's partial name indexes: it is now planned
    // as one materialised pass, about 10,000 cost units and 0.2 s, and runs; see the next test.)
    for (const filter of [
      `@collection.muscles.name ?~ name && @collection.exercise_tips:b.title ?~ description`,
      `@collection.exercise_tips:a.description ?~ name && @collection.exercise_mistakes:b.description ?~ description`,
    ]) {
      const started = Date.now();
      const res = await call(`/api/collections/exercises/records?perPage=5&filter=${encodeURIComponent(filter)}`, {
        headers: { authorization: alice.token },
      });
      expect(res.status, filter).toBe(400);
      expect((await res.json()).message).toMatch(/@collection join would compare too many records/);
      // It ran for 5-23 s on the embedded database before the check, 2.7 s on PostgreSQL.
      expect(Date.now() - started).toBeLessThan(2_500);
    }
    // A self-join the planner can materialise runs, within the same bound.
    const started = Date.now();
    const self = await call(`/api/collections/exercises/records?perPage=5&filter=${encodeURIComponent("@collection.exercises.name ?~ name")}`, { headers: { authorization: alice.token } });
    expect([200, 400]).toContain(self.status);
    expect(Date.now() - started).toBeLessThan(2_500);
    // Joins narrowed by an id or a relation still run.
    const narrowed = await alice.pb.collection("exercises").getList(1, 5, { filter: `@collection.exercise_variations.exercise1 ?= id` });
    expect(narrowed.totalItems).toBeGreaterThan(0);
  });

  it("is bounded and refuses what it cannot do with a 400", async () => {
    const four = ["a", "b", "c", "d"].map((a) => `@collection.muscles:${a}.name ?= "x"`).join(" || ");
    for (const filter of [
      four,
      `@collection.nope.id ?= "x"`,
      `@collection.users.passwordHash ?= "x"`,
      `@collection.users.tokenKey ?= "x"`,
      `@collection.workout_sets ?= "x"`,
      `@collection.workout_sets.nope ?= 1`,
      `@collection.workout_sets.weight:isset = true`,
      `@collection..id = 1`,
    ]) {
      const res = await call(`/api/collections/workout_sessions/records?filter=${encodeURIComponent(filter)}`, {
        headers: { authorization: alice.token },
      });
      expect(res.status, filter).toBe(400);
      expect(JSON.stringify(await res.json())).not.toMatch(/SELECT|JOIN/);
    }
    const sorted = await call(`/api/collections/workout_sessions/records?sort=${encodeURIComponent("@collection.muscles.name")}`, {
      headers: { authorization: alice.token },
    });
    expect(sorted.status).toBe(400);
  });
});
