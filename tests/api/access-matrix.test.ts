import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { allCollections, getCollection } from "@/lib/records/registry";
import type { RelationField } from "@/lib/records/types";
import { call } from "./harness";
import { PASSWORD, catalogueIds, signUp, uid, type TestUser } from "./fixtures";

/**
 * Relations as a way in: for every relation of every collection (forward, and
 * back relations `{collection}_via_{field}`), generated from the definitions,
 * a visitor, the owner and another user expand it and filter through it. No one
 * sees through a relation what they could not open directly: no other user's
 * e-mail, no other user's sessions. (The plain list/view/create/update/delete
 * matrix is in access.test.ts.) Runs on PGlite and on PostgreSQL.
 */
type Actor = "visitor" | "owner" | "other";
const ACTORS: Actor[] = ["visitor", "owner", "other"];

interface Path {
  collection: string;
  relation: string;
  target: string;
}

const paths: Path[] = allCollections().flatMap((c) => {
  const forward = [...c.fields.values()]
    .filter((f) => f.def.type === "relation")
    .map((f) => ({ collection: c.name, relation: f.name, target: (f.def as RelationField).target }));
  const back = allCollections().flatMap((other) =>
    [...other.fields.values()]
      .filter((f) => f.def.type === "relation" && (f.def as RelationField).target === c.name)
      .map((f) => ({ collection: c.name, relation: `${other.name}_via_${f.name}`, target: other.name })),
  );
  return [...forward, ...back];
});

/** What is private in a target and the owner's value of it, to probe with dotted filters. */
const SECRETS: Record<string, { field: string; value: () => string }> = {
  users: { field: "email", value: () => owner.email },
  workout_sessions: { field: "notes", value: () => sessionSecret },
};

let owner: TestUser;
let other: TestUser;
let sessionSecret: string;
let ownerSession: string;
/** A program generated for a visitor: opened by whoever holds its id, never listed. */
let visitorProgram: string;
let visitorWeek: string;
let visitorLevel: string;
const VISITOR_SECRET = uid("injury");

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
  sessionSecret = uid("secret");
  const [exercise] = await catalogueIds("exercises", 1);
  const workout = await owner.pb.collection("workouts").create({ name: uid("matrix "), userProfile: owner.id, isPublic: true, exercises: [exercise] });
  await owner.pb.collection("workouts").create({ name: uid("private "), userProfile: owner.id, exercises: [exercise] });
  const program = await owner.pb.collection("training_programs").create({ name: uid("program "), user: owner.id, isPublic: true });
  const week = await owner.pb.collection("program_weeks").create({ trainingProgram: program.id, weekNumber: 1 }).catch(() => null);
  if (week) await owner.pb.collection("program_days").create({ programWeek: week.id, dayNumber: 1, workout: workout.id }).catch(() => null);
  const session = await owner.pb
    .collection("workout_sessions")
    .create({ user: owner.id, workout: workout.id, notes: sessionSecret, exercisesPerformed: [exercise], durationMinutes: 30 });
  ownerSession = session.id;
  await owner.pb.collection("workout_sets").create({ user: owner.id, session: session.id, exercise, setNumber: 1, reps: 5 });
  // As POST /api/programs/generate leaves it for a visitor: no owner, the request (injuries) in its configuration.
  [visitorLevel] = await catalogueIds("experience_levels", 1);
  const handle = await getDatabase();
  const [made] = await handle.rows<{ id: string }>(
    sql`insert into training_programs (name, experience_level, configuration) values (${uid("visitor program ")}, ${`{${visitorLevel}}`}::text[], ${JSON.stringify({ request: { injuries: [VISITOR_SECRET] } })}::jsonb) returning id`,
  );
  visitorProgram = made.id;
  const [made2] = await handle.rows<{ id: string }>(
    sql`insert into program_weeks (training_program, week_number) values (${visitorProgram}, 1) returning id`,
  );
  visitorWeek = made2.id;
});

function headers(actor: Actor): Record<string, string> {
  return actor === "visitor" ? {} : { authorization: (actor === "owner" ? owner : other).token };
}
const idOf = (actor: Actor) => (actor === "visitor" ? "" : actor === "owner" ? owner.id : other.id);

async function get(path: string, actor: Actor) {
  const res = await call(path, { headers: headers(actor) });
  return { status: res.status, body: await res.json().catch(() => null) };
}

type Expanded = { id: string; collectionName: string; email?: string };
function expandedOf(item: { expand?: Record<string, Expanded | Expanded[]> }, key: string): Expanded[] {
  const value = item.expand?.[key];
  return value ? (Array.isArray(value) ? value : [value]) : [];
}

const cases = paths.flatMap((p) => ACTORS.map((actor) => ({ ...p, actor })));

describe("access through relations (generated)", () => {
  it("covers every relation of every collection", () => {
    const withRelations = allCollections().filter((c) => [...c.fields.values()].some((f) => f.def.type === "relation"));
    for (const c of withRelations) expect(paths.some((p) => p.collection === c.name)).toBe(true);
    expect(cases.length).toBe(paths.length * 3);
    console.log(`[access-matrix] ${paths.length} relation paths x ${ACTORS.length} actors = ${cases.length} expand cases (+ ${cases.filter((c) => SECRETS[c.target]).length} filter probes)`);
  });

  it.each(cases)("$collection expand=$relation ($target) by $actor", async ({ collection, relation, target, actor }) => {
    const list = await get(`/api/collections/${collection}/records?perPage=30&sort=-created&expand=${relation}`, actor);
    if (getCollection(collection)!.rules.list === null) {
      expect(list.status).toBe(403);
      return;
    }
    expect(list.status).toBe(200);
    const seen = new Map<string, Expanded>();
    for (const item of list.body.items) for (const e of expandedOf(item, relation)) seen.set(e.id, e);
    // Every expanded record is one the actor could open directly.
    for (const e of seen.values()) {
      expect(e.collectionName).toBe(target);
      if (getCollection(target)!.rules.view === "") continue; // everyone may open it anyway
      const direct = await get(`/api/collections/${target}/records/${e.id}`, actor);
      expect(direct.status, `${actor} sees ${target}/${e.id} through ${collection}.${relation}`).toBe(200);
      if (target === "users") {
        expect(e.id).toBe(idOf(actor));
        if (e.email !== undefined) expect(e.email).toBe(actor === "owner" ? owner.email : other.email);
      }
    }
    if (target === "workout_sessions" && actor !== "owner") expect(seen.has(ownerSession)).toBe(false);
    expect(seen.has(visitorProgram), `${actor} finds the visitor's program through ${collection}.${relation}`).toBe(false);
    // A back-relation enumerates: every record it brings is one the actor could list.
    if (relation.includes("_via_")) {
      for (const e of seen.values()) {
        const listed = await get(`/api/collections/${target}/records?filter=${encodeURIComponent(`id = "${e.id}"`)}`, actor);
        expect(listed.body.items.length, `${actor} lists ${target}/${e.id} through ${collection}.${relation} only`).toBe(1);
      }
    }

    // Dotted filter through the relation: the owner's secret is not probeable by anyone else.
    const secret = SECRETS[target];
    if (secret) {
      const filter = `${relation}.${secret.field} ${relation.includes("_via_") ? "?=" : "="} "${secret.value()}"`;
      const probed = await get(`/api/collections/${collection}/records?perPage=30&filter=${encodeURIComponent(filter)}`, actor);
      expect(probed.status).toBe(200);
      if (actor !== "owner") expect(probed.body.items, filter).toEqual([]);
    }
  });

  it.each(ACTORS)("a visitor's program is not found through what it points to (back-relation expand or filter) by %s", async (actor) => {
    const expanded = await get(
      `/api/collections/experience_levels/records/${visitorLevel}?expand=training_programs_via_experienceLevel`,
      actor,
    );
    expect(expanded.status).toBe(200);
    expect(JSON.stringify(expanded.body)).not.toContain(VISITOR_SECRET);
    expect(expandedOf(expanded.body, "training_programs_via_experienceLevel").map((e) => e.id)).not.toContain(visitorProgram);
    const listed = await get(`/api/collections/experience_levels/records?perPage=100&expand=training_programs_via_experienceLevel`, actor);
    expect(JSON.stringify(listed.body)).not.toContain(VISITOR_SECRET);
    const probe = `training_programs_via_experienceLevel.configuration.request.injuries ?~ "${VISITOR_SECRET}"`;
    const probed = await get(`/api/collections/experience_levels/records?filter=${encodeURIComponent(probe)}`, actor);
    expect(probed.status).toBe(200);
    expect(probed.body.items).toEqual([]);
    // Whoever holds its id still opens it, with its weeks (the builder's result page).
    const opened = await get(`/api/collections/training_programs/records/${visitorProgram}?expand=program_weeks_via_trainingProgram`, actor);
    expect(opened.status).toBe(200);
    expect(expandedOf(opened.body, "program_weeks_via_trainingProgram").map((e) => e.id)).toEqual([visitorWeek]);
    // ...but its weeks are not listed to anyone.
    const weeks = await get(`/api/collections/program_weeks/records?filter=${encodeURIComponent(`trainingProgram = "${visitorProgram}"`)}`, actor);
    expect(weeks.body.items).toEqual([]);
  });

  it("the owner does find their own secrets through the same paths (the probes are not vacuous)", async () => {
    const found = await get(
      `/api/collections/workouts/records?filter=${encodeURIComponent(`userProfile.email = "${owner.email}"`)}`,
      "owner",
    );
    expect(found.body.items.length).toBeGreaterThan(0);
    const sessions = await get(
      `/api/collections/workout_sets/records?filter=${encodeURIComponent(`session.notes = "${sessionSecret}"`)}`,
      "owner",
    );
    expect(sessions.body.items.length).toBe(1);
  });

  it("changing the password ends every older token", async () => {
    const user = await signUp();
    const second = await user.pb.collection("users").authWithPassword(user.email, PASSWORD);
    const tokens = [user.token, second.token];
    await user.pb.collection("users").update(user.id, { oldPassword: PASSWORD, password: "another pass 9", passwordConfirm: "another pass 9" });
    for (const token of tokens) {
      expect((await call(`/api/collections/users/records/${user.id}`, { headers: { authorization: token } })).status).toBe(404);
      expect((await call(`/api/collections/users/auth-refresh`, { method: "POST", headers: { authorization: token } })).status).toBe(401);
    }
  });
});
