import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { ClientResponseError } from "pocketbase";
import { call } from "./harness";
import { catalogueIds, signUp, uid, type TestUser } from "./fixtures";
import { newRecordId } from "@/lib/shared/record-id";
import { randomBytes } from "node:crypto";

/**
 * Training data is private: sessions and sets are the owner's alone, through
 * every door the record API has (list, view, filters on dotted paths, expand,
 * back-relations), and writes retried with the same client id store once.
 */
let owner: TestUser;
let other: TestUser;
let exercises: string[];
let sessionId: string;
let setIds: string[];
const secretNote = uid("secret-note");
const newId = () => newRecordId((n) => randomBytes(n));
const get = (path: string, user?: TestUser) => call(path, { headers: user ? { authorization: user.token } : {} });
const list = async (path: string, user?: TestUser) => {
  const res = await get(path, user);
  expect(res.status).toBe(200);
  return (await res.json()) as { items: Array<Record<string, unknown>>; totalItems: number };
};
const q = (filter: string) => encodeURIComponent(filter);

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
  exercises = await catalogueIds("exercises", 2);
  sessionId = newId();
  await owner.pb.collection("workout_sessions").create({
    id: sessionId,
    user: owner.id,
    name: "Private push day",
    status: "in_progress",
    startedAt: new Date().toISOString(),
    notes: secretNote,
    plan: [{ exercise: exercises[0], name: "A", sets: 2, repsMin: 8, repsMax: 12, restSeconds: 90, rpe: 8, weight: 60, reps: 10 }],
  });
  setIds = [newId(), newId()];
  for (const [i, id] of setIds.entries()) {
    await owner.pb.collection("workout_sets").create({ id, user: owner.id, session: sessionId, exercise: exercises[0], setNumber: i + 1, reps: 10, weight: 61.5, rpe: 8, completed: true });
  }
});

describe("workout_sets and workout_sessions belong to their owner", () => {
  it("the owner lists, views and expands their sets and session", async () => {
    const sets = await list(`/api/collections/workout_sets/records?filter=${q(`session = "${sessionId}"`)}&sort=setNumber&expand=session,exercise`, owner);
    expect(sets.items.map((s) => s.id)).toEqual(setIds);
    const first = sets.items[0] as { weight: number; expand: { session: { notes: string }; exercise: { id: string } } };
    expect(first.weight).toBe(61.5);
    expect(first.expand.session.notes).toBe(secretNote);
    expect(first.expand.exercise.id).toBe(exercises[0]);
    const session = await (await get(`/api/collections/workout_sessions/records/${sessionId}?expand=workout_sets_via_session`, owner)).json();
    expect(session.expand.workout_sets_via_session.map((s: { id: string }) => s.id).sort()).toEqual([...setIds].sort());
    expect(session.plan[0].weight).toBe(60);
  });

  for (const who of ["visitor", "another user"] as const) {
    it(`${who} sees none of it: list, view, dotted filters, expand, back-relations`, async () => {
      const as = who === "visitor" ? undefined : other;
      expect((await list(`/api/collections/workout_sets/records?perPage=500`, as)).items.filter((s) => s.user === owner.id)).toEqual([]);
      expect((await list(`/api/collections/workout_sessions/records?filter=${q(`user = "${owner.id}"`)}`, as)).items).toEqual([]);
      for (const id of setIds) expect((await get(`/api/collections/workout_sets/records/${id}`, as)).status).toBe(404);
      expect((await get(`/api/collections/workout_sessions/records/${sessionId}`, as)).status).toBe(404);
      // Probing the owner's data through dotted paths matches nothing.
      const probes = [
        `/api/collections/workout_sets/records?filter=${q(`session.notes = "${secretNote}"`)}`,
        `/api/collections/workout_sets/records?filter=${q(`user.email = "${owner.email}"`)}`,
        `/api/collections/workout_sessions/records?filter=${q(`workout_sets_via_session.weight ?= 61.5 && notes = "${secretNote}"`)}`,
        `/api/collections/exercises/records?filter=${q(`id = "${exercises[0]}" && workout_sets_via_exercise.session.notes ?= "${secretNote}"`)}`,
        `/api/collections/exercises/records?filter=${q(`id = "${exercises[0]}" && workout_sets_via_exercise.user ?= "${owner.id}"`)}`,
      ];
      for (const path of probes) expect((await list(path, as)).items, path).toEqual([]);
      // The catalogue side of the relation never expands into someone else's sets.
      const viaExpand = await (await get(`/api/collections/exercises/records/${exercises[0]}?expand=workout_sets_via_exercise.session`, as)).json();
      const leaked = (viaExpand.expand?.workout_sets_via_exercise ?? []) as Array<{ user: string }>;
      expect(leaked.filter((s) => s.user === owner.id)).toEqual([]);
      // The owner's own probe does match, so the probes above are real.
      if (who === "another user") {
        expect((await list(probes[0], owner)).items).toHaveLength(2);
        expect((await list(probes[3], owner)).items).toHaveLength(1);
      }
    });
  }

  it("another user cannot attach sets to the owner's session, write them, or hand their own away", async () => {
    const intoOwners = await other.pb
      .collection("workout_sets")
      .create({ user: other.id, session: sessionId, exercise: exercises[0], setNumber: 9, reps: 5 })
      .catch((e: ClientResponseError) => e);
    expect(intoOwners.status).toBe(400);
    const claimingOwner = await other.pb
      .collection("workout_sets")
      .create({ user: owner.id, session: sessionId, exercise: exercises[0], setNumber: 9, reps: 5 })
      .catch((e: ClientResponseError) => e);
    expect(claimingOwner.status).toBe(400);
    for (const action of [
      () => other.pb.collection("workout_sets").update(setIds[0], { reps: 1 }),
      () => other.pb.collection("workout_sets").delete(setIds[0]),
      () => other.pb.collection("workout_sessions").update(sessionId, { notes: "x" }),
    ]) {
      expect(((await action().catch((e: ClientResponseError) => e)) as ClientResponseError).status).toBe(404);
    }
    const ownSession = await other.pb.collection("workout_sessions").create({ user: other.id });
    const ownSet = await other.pb.collection("workout_sets").create({ user: other.id, session: ownSession.id, exercise: exercises[1], setNumber: 1, reps: 5 });
    const moved = await other.pb
      .collection("workout_sets")
      .update(ownSet.id, { session: sessionId })
      .catch((e: ClientResponseError) => e);
    expect(moved.status).toBe(404);
    const handed = await other.pb
      .collection("workout_sets")
      .update(ownSet.id, { user: owner.id })
      .catch((e: ClientResponseError) => e);
    expect(handed.status).toBe(404);
    // And the owner's sets are untouched.
    const sets = await list(`/api/collections/workout_sets/records?filter=${q(`session = "${sessionId}"`)}`, owner);
    expect(sets.items.map((s) => s.reps)).toEqual([10, 10]);
  });

  it("deleting a session deletes its sets", async () => {
    const s = await owner.pb.collection("workout_sessions").create({ user: owner.id });
    const set = await owner.pb.collection("workout_sets").create({ user: owner.id, session: s.id, exercise: exercises[0], setNumber: 1, reps: 3 });
    await owner.pb.collection("workout_sessions").delete(s.id);
    expect((await get(`/api/collections/workout_sets/records/${set.id}`, owner)).status).toBe(404);
  });
});

describe("writes retried with the same client id are stored once", () => {
  it("a repeated create answers 400 'must be unique' on id and changes nothing", async () => {
    const id = newId();
    const body = { id, user: owner.id, session: sessionId, exercise: exercises[1], setNumber: 1, reps: 8, weight: 40, completed: true };
    const first = await owner.pb.collection("workout_sets").create(body);
    expect(first.id).toBe(id);
    const again = await owner.pb
      .collection("workout_sets")
      .create({ ...body, reps: 99 })
      .catch((e: ClientResponseError) => e);
    expect(again.status).toBe(400);
    expect(again.response.data.id.code).toBe("validation_not_unique");
    const stored = await list(`/api/collections/workout_sets/records?filter=${q(`session = "${sessionId}" && exercise = "${exercises[1]}"`)}`, owner);
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0].reps).toBe(8);
  });

  it("a second set with the same session, exercise and number cannot be stored under another id", async () => {
    const dup = await owner.pb
      .collection("workout_sets")
      .create({ user: owner.id, session: sessionId, exercise: exercises[0], setNumber: 1, reps: 10 })
      .catch((e: ClientResponseError) => e);
    expect(dup.status).toBe(400);
  });

  it("a repeated finish (same absolute values) leaves one identical session", async () => {
    const finish = { status: "completed", completedAt: "2026-11-20T18:40:00.000Z", durationMinutes: 40, totalVolume: 1234, exercisesPerformed: [exercises[0]] };
    const a = await owner.pb.collection("workout_sessions").update(sessionId, finish);
    const b = await owner.pb.collection("workout_sessions").update(sessionId, finish);
    expect(b.completedAt).toBe(a.completedAt);
    expect(b.totalVolume).toBe(1234);
    const mine = await list(`/api/collections/workout_sessions/records?filter=${q(`id = "${sessionId}"`)}`, owner);
    expect(mine.totalItems).toBe(1);
  });

  it("rejects values outside the set fields' limits with field errors, never a 500", async () => {
    const res = await owner.pb
      .collection("workout_sets")
      .create({ user: owner.id, session: sessionId, exercise: exercises[1], setNumber: 0, reps: -1, weight: 5000, rpe: 11 })
      .catch((e: ClientResponseError) => e);
    expect(res.status).toBe(400);
    expect(Object.keys(res.response.data).sort()).toEqual(["reps", "rpe", "setNumber", "weight"]);
    const status = await owner.pb.collection("workout_sessions").update(sessionId, { status: "paused" }).catch((e: ClientResponseError) => e);
    expect(status.status).toBe(400);
  });
});

describe("active program", () => {
  it("can be a template or the user's own program, never someone else's private one", async () => {
    const [template] = await catalogueIds("training_programs", 1, sql`is_template`);
    const updated = await owner.pb.collection("users").update(owner.id, { activeProgram: template, activeProgramSince: "2026-11-20T08:00:00.000Z" });
    expect(updated.activeProgram).toBe(template);
    const mine = await other.pb.collection("training_programs").create({ name: "Other's private plan", user: other.id });
    const foreign = await owner.pb
      .collection("users")
      .update(owner.id, { activeProgram: mine.id })
      .catch((e: ClientResponseError) => e);
    expect(foreign.status).toBe(404);
    expect((await owner.pb.collection("users").getOne(owner.id)).activeProgram).toBe(template);
    const own = await other.pb.collection("users").update(other.id, { activeProgram: mine.id });
    expect(own.activeProgram).toBe(mine.id);
    const cleared = await owner.pb.collection("users").update(owner.id, { activeProgram: "" });
    expect(cleared.activeProgram).toBe("");
  });
});
