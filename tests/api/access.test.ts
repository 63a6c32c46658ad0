import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { allCollections, getCollection } from "@/lib/records/registry";
import type { Collection, RelationField, RuleAction, SelectField } from "@/lib/records/types";
import { call } from "./harness";
import { sql } from "drizzle-orm";
import { catalogueIds, signUp, uid, type TestUser } from "./fixtures";

/**
 * The access matrix: for every collection and every action, what a visitor,
 * the owner and another user get. Locked (null) and open ("") rules are read
 * straight from the definitions; owner-based rules need to know who owns a
 * record, which `OWNERSHIP` says. A new collection with an owner-based rule
 * and no entry here fails the suite.
 */
type Ownership = { self: true } | { field: string; unlisted?: true } | { parent: string };

const OWNERSHIP: Record<string, Ownership> = {
  users: { self: true },
  workouts: { field: "userProfile" },
  training_programs: { field: "user" },
  program_weeks: { parent: "trainingProgram" },
  program_days: { parent: "programWeek" },
  workout_sessions: { field: "user" },
  workout_sets: { field: "user" },
  gym_profiles: { field: "user" },
  training_maxes: { field: "user" },
  // A lifter's imported custom exercise: theirs to view, never in anyone's list (the list is the catalogue).
  exercises: { field: "owner", unlisted: true },
};

type Actor = "visitor" | "owner" | "other";
const ACTORS: Actor[] = ["visitor", "owner", "other"];
const ACTIONS: RuleAction[] = ["list", "view", "create", "update", "delete"];

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
});

function tokenOf(actor: Actor): Record<string, string> {
  if (actor === "visitor") return {};
  return { authorization: (actor === "owner" ? owner : other).token };
}

/** How many records a `uniqueWithin` relation to the catalogue has been given a row for. */
const uniqueTurns = new Map<string, number>();

/** A value for a field that must be set, generated from its definition. */
async function generated(collection: Collection, name: string, ownerId: string | null): Promise<unknown> {
  const field = collection.fields.get(name)!;
  const def = field.def;
  switch (def.type) {
    case "text":
    case "email":
      return def.type === "email" ? `${uid("gen")}@example.test` : uid("gen ");
    case "number":
      return 1;
    case "bool":
      return false;
    case "select":
      return field.isArray ? [] : ((def as SelectField).values?.[0] ?? "x");
    case "relation": {
      const target = getCollection((def as RelationField).target)!;
      if (def.uniqueWithin && isCatalogue(target)) {
        // One record per (owner, row), as a training max per exercise: a new catalogue row each time.
        const key = `${collection.name}.${name}`;
        const n = (uniqueTurns.get(key) ?? 0) + 1;
        uniqueTurns.set(key, n);
        return (await catalogueIds(target.tableName, n))[n - 1];
      }
      const id = await makeRecord(target, ownerId);
      return field.isArray ? [id] : id;
    }
    default:
      return null;
  }
}

const isCatalogue = (c: Collection) => c.rules.create === null && c.rules.update === null && c.rules.delete === null;

/**
 * A record to test against: for catalogue and reference collections one the
 * migrations seeded (the suite never adds to them: on PostgreSQL all files share
 * the database and the catalogue checks count its rows); owned records are
 * inserted straight into the database.
 */
async function makeRecord(collection: Collection, ownerId: string | null, extra: Record<string, unknown> = {}): Promise<string> {
  if (isCatalogue(collection) && Object.keys(extra).length === 0) {
    return (await catalogueIds(collection.tableName))[0];
  }
  if (collection.name === "users") {
    const user = await signUp();
    return user.id;
  }
  const ownership = OWNERSHIP[collection.name];
  const values: Record<string, unknown> = {};
  for (const field of collection.fields.values()) {
    if (["id", "created", "updated"].includes(field.name) || field.name in extra) continue;
    if (ownership && "field" in ownership && ownership.field === field.name) {
      values[field.name] = ownerId;
      continue;
    }
    if (ownership && "parent" in ownership && ownership.parent === field.name) {
      const target = getCollection((field.def as RelationField).target)!;
      values[field.name] = await makeRecord(target, ownerId);
      continue;
    }
    if (field.def.required || (field.notNull && !field.hasDefault)) {
      values[field.name] = await generated(collection, field.name, ownerId);
    }
  }
  const handle = await getDatabase();
  const [row] = (await handle.db
    .insert(collection.table)
    .values({ ...values, ...extra } as never)
    .returning()) as Array<{ id: string }>;
  return row.id;
}

/** A create body that claims the owner (or the owner's parent record), as a caller would send it. */
async function createBody(collection: Collection): Promise<Record<string, unknown>> {
  if (collection.name === "users") {
    return { email: `${uid("mx")}@example.test`, password: "matrix pass 1", passwordConfirm: "matrix pass 1" };
  }
  const ownership = OWNERSHIP[collection.name];
  const body: Record<string, unknown> = {};
  for (const field of collection.fields.values()) {
    if (["id", "created", "updated"].includes(field.name) || field.def.hidden || field.def.readOnly) continue;
    if (ownership && "field" in ownership && ownership.field === field.name) body[field.name] = owner.id;
    else if (ownership && "parent" in ownership && ownership.parent === field.name) {
      const target = getCollection((field.def as RelationField).target)!;
      body[field.name] = await makeRecord(target, owner.id);
    } else if (field.def.required) body[field.name] = await generated(collection, field.name, owner.id);
  }
  return body;
}

function updateBody(collection: Collection): Record<string, unknown> {
  const field = [...collection.fields.values()].find(
    (f) => f.def.type === "text" && !f.def.unique && !f.def.hidden && !f.def.readOnly && !f.def.required,
  );
  return field ? { [field.name]: "changed by the matrix" } : {};
}

type Outcome = "allowed" | "denied" | "locked";

function expected(collection: Collection, action: RuleAction, actor: Actor): Outcome {
  const rule = collection.rules[action];
  if (rule === null) return "locked";
  if (rule === "") return "allowed";
  const ownership = OWNERSHIP[collection.name];
  if (!ownership) throw new Error(`no OWNERSHIP entry for ${collection.name}: add one to the matrix`);
  if (action === "list" && "unlisted" in ownership && ownership.unlisted) return "denied";
  // A private record belongs to its owner alone; creating for the owner is the owner's right alone.
  return actor === "owner" ? "allowed" : "denied";
}

const STATUS: Record<RuleAction, Record<Outcome, number>> = {
  list: { allowed: 200, denied: 200, locked: 403 },
  view: { allowed: 200, denied: 404, locked: 403 },
  create: { allowed: 200, denied: 400, locked: 403 },
  update: { allowed: 200, denied: 404, locked: 403 },
  delete: { allowed: 204, denied: 404, locked: 403 },
};

const cases = allCollections().flatMap((collection) =>
  ACTIONS.flatMap((action) => ACTORS.map((actor) => ({ name: collection.name, action, actor }))),
);

describe("access matrix (generated from the collection definitions)", () => {
  it("covers every collection", () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(allCollections().length);
    expect(cases.length).toBe(allCollections().length * 15);
  });

  it.each(cases)("$name $action by $actor", async ({ name, action, actor }) => {
    const collection = getCollection(name)!;
    const outcome = expected(collection, action, actor);
    const headers = { "content-type": "application/json", ...tokenOf(actor) };
    const base = `/api/collections/${name}/records`;
    // The record under test: the owner's own user for `users`, otherwise a private record of the owner.
    const ownedFreshUser = name === "users" && action === "delete" ? await signUp() : null;
    // A catalogue collection with private rows (exercises) is tested on a private row of the owner's, not a seeded one.
    const ownership = OWNERSHIP[name];
    const privateRow = ownership && "unlisted" in ownership && ownership.unlisted ? { [ownership.field]: owner.id } : {};
    const recordId =
      name === "users"
        ? (ownedFreshUser ?? owner).id
        : await makeRecord(collection, owner.id, privateRow);
    const auth =
      ownedFreshUser && actor === "owner" ? { ...headers, authorization: ownedFreshUser.token } : headers;

    let res: Response;
    switch (action) {
      case "list":
        res = await call(`${base}?perPage=1000&filter=${encodeURIComponent(`id = "${recordId}"`)}`, { headers: auth });
        break;
      case "view":
        res = await call(`${base}/${recordId}`, { headers: auth });
        break;
      case "create":
        res = await call(base, { method: "POST", headers: auth, body: JSON.stringify(await createBody(collection)) });
        break;
      case "update":
        res = await call(`${base}/${recordId}`, {
          method: "PATCH",
          headers: auth,
          body: JSON.stringify(updateBody(collection)),
        });
        break;
      case "delete":
        res = await call(`${base}/${recordId}`, { method: "DELETE", headers: auth });
        break;
    }
    const text = await res.text();
    expect(res.status, text).toBe(STATUS[action][outcome]);
    if (action === "list" && outcome !== "locked") {
      const items = JSON.parse(text).items as { id: string }[];
      expect(items.map((i) => i.id)).toEqual(outcome === "allowed" ? [recordId] : []);
    }
    if (action === "delete") expect(text).toBe(outcome === "allowed" ? "" : text);
    if (outcome === "locked") expect(JSON.parse(text).message).toBe("Only superusers can perform this action.");
  });
});

describe("sharing and ownership details", () => {
  const get = (path: string, user?: TestUser) =>
    call(path, { headers: user ? { authorization: user.token } : {} });

  it("public and template workouts are readable by all, writable by the owner only", async () => {
    const workouts = getCollection("workouts")!;
    const shared = await makeRecord(workouts, owner.id, { isPublic: true });
    const [template] = await catalogueIds("workouts", 1, sql`is_template`);
    for (const id of [shared, template]) {
      for (const who of [undefined, other, owner]) {
        expect((await get(`/api/collections/workouts/records/${id}`, who)).status).toBe(200);
        const listed = await (await get(`/api/collections/workouts/records?filter=${encodeURIComponent(`id="${id}"`)}`, who)).json();
        expect(listed.items).toHaveLength(1);
      }
    }
    const patch = await call(`/api/collections/workouts/records/${shared}`, {
      method: "PATCH",
      headers: { authorization: other.token, "content-type": "application/json" },
      body: JSON.stringify({ name: "stolen" }),
    });
    expect(patch.status).toBe(404);
  });

  it("a visitor-made program (no owner) opens by id but is never listed; its weeks and days follow", async () => {
    const programs = getCollection("training_programs")!;
    const weeks = getCollection("program_weeks")!;
    const days = getCollection("program_days")!;
    const program = await makeRecord(programs, null);
    const week = await makeRecord(weeks, null, { trainingProgram: program });
    const day = await makeRecord(days, null, { programWeek: week });
    for (const who of [undefined, other]) {
      expect((await get(`/api/collections/training_programs/records/${program}`, who)).status).toBe(200);
      const listed = await (
        await get(`/api/collections/training_programs/records?filter=${encodeURIComponent(`id="${program}"`)}`, who)
      ).json();
      expect(listed.items).toEqual([]);
    }
    const detail = await (
      await get(
        `/api/collections/training_programs/records/${program}?expand=${encodeURIComponent(
          "program_weeks_via_trainingProgram.program_days_via_programWeek",
        )}`,
      )
    ).json();
    const expandedWeeks = detail.expand.program_weeks_via_trainingProgram;
    expect(expandedWeeks.map((w: { id: string }) => w.id)).toEqual([week]);
    expect(expandedWeeks[0].expand.program_days_via_programWeek.map((d: { id: string }) => d.id)).toEqual([day]);
    expect((await get(`/api/collections/program_days/records/${day}`)).status).toBe(200);
  });

  it("program detail expands the whole tree and drops what the caller may not see", async () => {
    const programs = getCollection("training_programs")!;
    const weeks = getCollection("program_weeks")!;
    const days = getCollection("program_days")!;
    const workouts = getCollection("workouts")!;
    const program = await makeRecord(programs, owner.id, { isPublic: true });
    const week = await makeRecord(weeks, owner.id, { trainingProgram: program });
    const privateWorkout = await makeRecord(workouts, owner.id);
    await makeRecord(days, owner.id, { programWeek: week, workout: privateWorkout });
    const path = `/api/collections/training_programs/records/${program}?expand=${encodeURIComponent(
      "experienceLevel,primaryGoal,program_weeks_via_trainingProgram.program_days_via_programWeek.workout.exercises.primaryMuscles",
    )}`;
    const asOwner = await (await get(path, owner)).json();
    const ownerDay = asOwner.expand.program_weeks_via_trainingProgram[0].expand.program_days_via_programWeek[0];
    expect(ownerDay.expand.workout.id).toBe(privateWorkout);
    const asOther = await (await get(path, other)).json();
    const otherDay = asOther.expand.program_weeks_via_trainingProgram[0].expand.program_days_via_programWeek[0];
    expect(otherDay.workout).toBe(privateWorkout);
    expect(otherDay.expand).toBeUndefined();
  });

  it("sessions are created only for oneself and cannot be handed to someone else", async () => {
    const own = await other.pb.collection("workout_sessions").create({ user: other.id, durationMinutes: 30 });
    expect(own.user).toBe(other.id);
    const forSomeoneElse = await other.pb
      .collection("workout_sessions")
      .create({ user: owner.id })
      .catch((e) => e);
    expect(forSomeoneElse.status).toBe(400);
    const handOver = await other.pb
      .collection("workout_sessions")
      .update(own.id, { user: owner.id })
      .catch((e) => e);
    expect(handOver.status).toBe(404);
    const mine = await owner.pb.collection("workout_sessions").getList(1, 10, {
      filter: `user = "${owner.id}"`,
      sort: "-created",
      expand: "exercisesPerformed",
    });
    expect(mine.items.every((s) => s.user === owner.id)).toBe(true);
  });

  it("users cannot mint catalogue templates", async () => {
    const res = await owner.pb
      .collection("workouts")
      .create({ name: "fake template", userProfile: owner.id, isTemplate: true })
      .catch((e) => e);
    expect(res.status).toBe(400);
  });

  it("nothing private leaks through expand or dotted filter paths", async () => {
    const workouts = getCollection("workouts")!;
    const sessions = getCollection("workout_sessions")!;
    const shared = await makeRecord(workouts, owner.id, { isPublic: true });
    const secret = uid("secret");
    // An exercise nobody else's session names, so only this session can match.
    const [exerciseId] = await catalogueIds(
      "exercises",
      1,
      sql`not exists (select 1 from workout_sessions s where s.exercises_performed @> array[exercises.id])`,
    );
    await makeRecord(sessions, owner.id, { notes: secret, exercisesPerformed: [exerciseId] });

    // The owner's profile is not expandable by someone else, nor is the e-mail filterable.
    const expanded = await (await get(`/api/collections/workouts/records/${shared}?expand=userProfile`, other)).json();
    expect(expanded.expand).toBeUndefined();
    const byEmail = await (
      await get(
        `/api/collections/workouts/records?filter=${encodeURIComponent(`id="${shared}" && userProfile.email ~ "${owner.email.slice(0, 8)}"`)}`,
        other,
      )
    ).json();
    expect(byEmail.items).toEqual([]);
    const ownerByEmail = await (
      await get(
        `/api/collections/workouts/records?filter=${encodeURIComponent(`id="${shared}" && userProfile.email = "${owner.email}"`)}`,
        owner,
      )
    ).json();
    expect(ownerByEmail.items).toHaveLength(1);

    // Another user's session notes cannot be probed from the catalogue side.
    const probe = `id = "${exerciseId}" && workout_sessions_via_exercisesPerformed.notes ?~ "${secret}"`;
    const asOther = await (await get(`/api/collections/exercises/records?filter=${encodeURIComponent(probe)}`, other)).json();
    expect(asOther.items).toEqual([]);
    const asOwner = await (await get(`/api/collections/exercises/records?filter=${encodeURIComponent(probe)}`, owner)).json();
    expect(asOwner.items).toHaveLength(1);
    const viaExpand = await (
      await get(`/api/collections/exercises/records/${exerciseId}?expand=workout_sessions_via_exercisesPerformed`, other)
    ).json();
    expect(viaExpand.expand).toBeUndefined();
  });
});
