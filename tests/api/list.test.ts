import { beforeAll, describe, expect, it } from "vitest";
import { ClientResponseError } from "pocketbase";
import { sql, type SQL } from "drizzle-orm";
import { getDatabase } from "@/db";
import { call, client } from "./harness";
import { signUp, uid } from "./fixtures";

/**
 * List parameters against the seeded catalogue (tests never add catalogue rows:
 * on PostgreSQL all files share one database). Expectations come from a SQL
 * oracle run on the same data, so catalogue edits never break these tests.
 */
const pb = client();

async function oracle(where: SQL, order: SQL = sql`name asc, id asc`): Promise<string[]> {
  const handle = await getDatabase();
  const rows = await handle.rows<{ id: string }>(sql`select id from exercises e where e.owner is null and ${where} order by ${order}`);
  return rows.map((r) => r.id);
}

async function apiIds(filter: string, sort = "name"): Promise<string[]> {
  const list = await pb.collection("exercises").getFullList({ filter, sort, fields: "id", batch: 1000 });
  return list.map((r) => r.id);
}

let press: string[];
let pressName: string;
let someMuscle: { id: string; name: string };
let otherMuscle: { id: string; name: string };

beforeAll(async () => {
  press = await oracle(sql`e.name ilike '%press%'`);
  const handle = await getDatabase();
  const [named] = await handle.rows<{ name: string }>(sql`select name from exercises where id = ${press[0]}`);
  pressName = named.name;
  // A muscle that is some exercise's primary and appears as a secondary as well.
  const [m] = await handle.rows<{ id: string; name: string }>(sql`
    select m.id, m.name from muscles m
    where exists (select 1 from exercises e where e.primary_muscles @> array[m.id])
      and exists (select 1 from exercises e where e.secondary_muscles @> array[m.id])
    order by m.name limit 1`);
  someMuscle = m;
  const [o] = await handle.rows<{ id: string; name: string }>(sql`
    select m.id, m.name from muscles m where m.id <> ${m.id}
      and exists (select 1 from exercises e where e.primary_muscles = array[m.id])
    order by m.name limit 1`);
  otherMuscle = o;
  expect(press.length).toBeGreaterThan(6);
});

describe("list shape and paging", () => {
  it("answers {page, perPage, totalItems, totalPages, items} with PocketBase's defaults", async () => {
    const res = await call(`/api/collections/exercises/records?filter=${encodeURIComponent('name ~ "press"')}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["page", "perPage", "totalItems", "totalPages", "items"]);
    expect(body.page).toBe(1);
    expect(body.perPage).toBe(30);
    expect(body.totalItems).toBe(press.length);
    expect(body.totalPages).toBe(Math.ceil(press.length / 30));
    expect(body.items).toHaveLength(Math.min(30, press.length));
  });

  it("pages through results and returns [] past the end", async () => {
    const page2 = await pb.collection("exercises").getList(2, 3, { filter: 'name ~ "press"', sort: "name" });
    expect(page2.page).toBe(2);
    expect(page2.perPage).toBe(3);
    expect(page2.totalItems).toBe(press.length);
    expect(page2.totalPages).toBe(Math.ceil(press.length / 3));
    expect(page2.items.map((i) => i.id)).toEqual(press.slice(3, 6));
    const past = await pb.collection("exercises").getList(9999, 3, { filter: 'name ~ "press"' });
    expect(past.items).toEqual([]);
    expect(past.totalItems).toBe(press.length);
  });

  it("clamps perPage above 1000 to 1000 and echoes it; bad values fall back to defaults", async () => {
    const big = await (await call(`/api/collections/muscles/records?perPage=5000`)).json();
    expect(big.perPage).toBe(1000);
    const bad = await (await call(`/api/collections/muscles/records?perPage=-4&page=abc`)).json();
    expect(bad.perPage).toBe(30);
    expect(bad.page).toBe(1);
  });

  it("skipTotal gives -1 totals", async () => {
    const res = await pb.collection("exercises").getList(1, 2, { filter: 'name ~ "press"', skipTotal: true });
    expect(res.totalItems).toBe(-1);
    expect(res.totalPages).toBe(-1);
    expect(res.items).toHaveLength(2);
  });

  it("getFullList batches until the end, getFirstListItem 404s on nothing", async () => {
    const all = await pb.collection("exercises").getFullList({ filter: 'name ~ "press"', batch: 5, sort: "name" });
    expect(all.map((r) => r.id)).toEqual(press);
    await expect(pb.collection("exercises").getFirstListItem(`name = "${uid("none")}"`)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("sort", () => {
  it("sorts ascending, descending and by several fields", async () => {
    expect(await apiIds('name ~ "press"', "difficultyLevel,name")).toEqual(
      await oracle(sql`e.name ilike '%press%'`, sql`difficulty_level asc, name asc, id asc`),
    );
    expect(await apiIds('name ~ "press"', "-difficultyLevel,-name")).toEqual(
      await oracle(sql`e.name ilike '%press%'`, sql`difficulty_level desc, name desc, id asc`),
    );
    expect(await apiIds('name ~ "press"', "-isCompound,+name")).toEqual(
      await oracle(sql`e.name ilike '%press%'`, sql`is_compound desc, name asc, id asc`),
    );
  });

  it("accepts @random and sorts through a single relation", async () => {
    const random = await apiIds('name ~ "press"', "@random");
    expect([...random].sort()).toEqual([...press].sort());
    const res = await call(`/api/collections/exercises/records?sort=category.name,-created`);
    expect(res.status).toBe(200);
  });

  it("refuses an unknown or hidden sort field with 400", async () => {
    for (const sort of ["nope", "-passwordHash", "primaryMuscles.nope", "name;drop table users"]) {
      const res = await call(`/api/collections/exercises/records?sort=${encodeURIComponent(sort)}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.status).toBe(400);
      expect(body.message).toMatch(/sort/i);
    }
    const users = await call(`/api/collections/users/records?sort=tokenKey`);
    expect(users.status).toBe(400);
  });
});

describe("filter", () => {
  const same = async (filter: string, where: SQL) => expect(await apiIds(filter)).toEqual(await oracle(where));

  it("compares numbers, booleans and text", async () => {
    await same("difficultyLevel <= 3", sql`difficulty_level <= 3`);
    await same("difficultyLevel > 5 && difficultyLevel != 7", sql`difficulty_level > 5 and difficulty_level <> 7`);
    await same("isCompound = true && isUnilateral = false", sql`is_compound and not is_unilateral`);
    await same(`name = "${pressName}"`, sql`name = ${pressName}`);
    await same(`name != "${pressName}"`, sql`name <> ${pressName}`);
  });

  it("contains is case-insensitive, adds % when absent and honours explicit %", async () => {
    await same('description ~ "CHEST"', sql`description ilike '%chest%'`);
    await same('description !~ "chest"', sql`description not ilike '%chest%'`);
    await same('name ~ "bench%"', sql`name ilike 'bench%'`);
    await same('name ~ "_"', sql`name like '%\\_%'`);
  });

  it("groups with parentheses, && binds tighter than ||", async () => {
    await same(
      "difficultyLevel = 1 || difficultyLevel = 2 && isCompound = true",
      sql`difficulty_level = 1 or (difficulty_level = 2 and is_compound)`,
    );
    await same(
      "(difficultyLevel = 1 || difficultyLevel = 4) && isCompound = true",
      sql`difficulty_level in (1, 4) and is_compound`,
    );
  });

  it("single- and double-quoted strings with escapes", async () => {
    await same(`name = '${pressName}'`, sql`name = ${pressName}`);
    await same(`description != "it\\"s" && name ~ 'press'`, sql`name ilike '%press%'`);
    await same(`description !~ 'it\\'s' && name ~ "press"`, sql`name ilike '%press%' and description not ilike '%it''s%'`);
  });

  it("an empty value equals null; empty relation lists match \"\"", async () => {
    await same('equipmentRequired = ""', sql`cardinality(equipment_required) = 0`);
    await same("equipmentRequired != null", sql`cardinality(equipment_required) > 0`);
    await same("category = null", sql`category is null`);
    await same('category != ""', sql`category is not null`);
    await same('shortDescription = ""', sql`short_description = ''`);
  });

  it("tests membership of a multiple relation with ~, !~, = and ?=", async () => {
    const m = someMuscle.id;
    const member = sql`primary_muscles @> array[${m}::text]`;
    await same(`primaryMuscles ~ "${m}"`, member);
    await same(`primaryMuscles = "${m}"`, member);
    await same(`primaryMuscles ?= "${m}"`, member);
    await same(`primaryMuscles !~ "${m}"`, sql`not (primary_muscles @> array[${m}::text])`);
    await same("primaryMuscles:length = 2", sql`cardinality(primary_muscles) = 2`);
    await same(`secondaryMuscles:each ?= "${m}"`, sql`secondary_muscles @> array[${m}::text]`);
  });

  it("follows dotted paths through relations, with PocketBase's any/all semantics", async () => {
    const anyOf = sql`exists (select 1 from muscles m where m.id = any(e.secondary_muscles) and m.name = ${someMuscle.name})`;
    await same(`secondaryMuscles.name ?= "${someMuscle.name}"`, anyOf);
    // Without "?" every related record must match (and there must be one).
    await same(
      `primaryMuscles.name = "${otherMuscle.name}"`,
      sql`cardinality(primary_muscles) > 0 and not exists (select 1 from muscles m where m.id = any(e.primary_muscles) and m.name <> ${otherMuscle.name})`,
    );
    await same(
      `primaryMuscles.name ?~ "${someMuscle.name.slice(0, 4).toUpperCase()}"`,
      sql`exists (select 1 from muscles m where m.id = any(e.primary_muscles) and m.name ilike ${"%" + someMuscle.name.slice(0, 4) + "%"})`,
    );
    await same(
      'category.name = "compound"',
      sql`exists (select 1 from exercise_categories c where c.id = e.category and c.name = 'compound')`,
    );
  });

  it("knows @now, @todayStart, @todayEnd and @request.auth.id", async () => {
    await same("created <= @now", sql`created <= now()`);
    await same('@request.auth.id = "" && difficultyLevel = 1', sql`difficulty_level = 1`);
    expect(await apiIds('@request.auth.id != ""')).toEqual([]);
    expect(await apiIds("created > @todayEnd")).toEqual([]);
  });

  it("answers the library's real filter", async () => {
    const res = await pb.collection("exercises").getList(1, 24, {
      filter: '(name ~ "press" || description ~ "press") && difficultyLevel <= 7',
      sort: "name",
      expand: "primaryMuscles,secondaryMuscles,equipmentRequired",
    });
    const expected = await oracle(sql`(name ilike '%press%' or description ilike '%press%') and difficulty_level <= 7`);
    expect(res.totalItems).toBe(expected.length);
    expect(res.items.map((i) => i.id)).toEqual(expected.slice(0, 24));
    const ids = press.slice(0, 3).map((id) => `id = "${id}"`).join(" || ");
    expect((await apiIds(ids)).sort()).toEqual(press.slice(0, 3).sort());
  });
});

describe("expand", () => {
  it("expands single and multiple relations, keeping the list's order", async () => {
    const rec = await pb.collection("exercises").getOne(press[0], {
      expand: "primaryMuscles,secondaryMuscles,equipmentRequired,category",
    });
    expect(rec.expand?.primaryMuscles.map((m: { id: string }) => m.id)).toEqual(rec.primaryMuscles);
    expect(rec.expand?.secondaryMuscles?.map((m: { id: string }) => m.id) ?? []).toEqual(rec.secondaryMuscles);
    expect(rec.expand?.primaryMuscles[0].collectionName).toBe("muscles");
    if (rec.category) expect(rec.expand?.category.id).toBe(rec.category);
    const [bodyweight] = await oracle(sql`cardinality(equipment_required) = 0`);
    const bare = await pb.collection("exercises").getOne(bodyweight, { expand: "equipmentRequired" });
    expect(bare.expand).toBeUndefined();
  });

  it("ignores unknown expand keys as PocketBase does", async () => {
    const rec = await pb.collection("exercises").getOne(press[0], { expand: "nope,primaryMuscles.nope" });
    expect(rec.expand?.nope).toBeUndefined();
    expect(rec.expand?.primaryMuscles.length).toBeGreaterThan(0);
  });

  it("expands back-relations and nests them", async () => {
    const rec = await pb.collection("muscles").getOne(someMuscle.id, {
      expand: "exercises_via_primaryMuscles.equipmentRequired",
    });
    const related = rec.expand?.exercises_via_primaryMuscles as { id: string; primaryMuscles: string[] }[];
    expect(related.map((e) => e.id).sort()).toEqual((await oracle(sql`primary_muscles @> array[${someMuscle.id}::text]`)).sort());
    for (const e of related) expect(e.primaryMuscles).toContain(someMuscle.id);
  });

  it("expands exercise detail's nested relations", async () => {
    const [withTips] = await oracle(sql`cardinality(tips) > 0 and cardinality(variations) > 0`);
    const rec = await pb.collection("exercises").getOne(withTips, {
      expand: "tips.tipCategory,mistakes.mistakeType,variations.variationType,variations.exercise1,variations.exercise2",
    });
    expect(rec.expand?.tips.length).toBe(rec.tips.length);
    expect(rec.expand?.variations[0].expand.exercise1.collectionName).toBe("exercises");
  });
});

describe("fields", () => {
  it("picks top-level fields, fields inside expand, * and :excerpt", async () => {
    const rec = await pb.collection("exercises").getOne(press[0], {
      fields: "id,name,expand.primaryMuscles.name",
      expand: "primaryMuscles",
    });
    expect(Object.keys(rec).sort()).toEqual(["expand", "id", "name"]);
    expect(Object.keys(rec.expand!.primaryMuscles[0])).toEqual(["name"]);
    const star = await pb.collection("exercises").getOne(press[0], {
      fields: "*,expand.primaryMuscles.id,description:excerpt(5,true)",
      expand: "primaryMuscles",
    });
    expect(star.collectionName).toBe("exercises");
    expect(star.description).toMatch(/^.{5}\.\.\.$/);
    expect(Object.keys(star.expand!.primaryMuscles[0])).toEqual(["id"]);
    const list = await pb.collection("exercises").getList(1, 2, { filter: 'name ~ "press"', fields: "id" });
    expect(list.items.every((i) => Object.keys(i).join() === "id")).toBe(true);
    expect(list.totalItems).toBe(press.length);
  });
});

describe("catalogue record cache", () => {
  it("never serves a changed record stale, and keeps fields/expand variants apart", async () => {
    const id = press[press.length - 1];
    const filter = `id = "${id}"`;
    const first = await pb.collection("exercises").getList(1, 1, { filter });
    const original = first.items[0].safetyNotes as string;
    const handle = await getDatabase();
    try {
      await handle.rows(sql`update exercises set safety_notes = ${original + " "} where id = ${id}`);
      const second = await pb.collection("exercises").getList(1, 1, { filter });
      expect(second.items[0].safetyNotes).toBe(original + " ");
    } finally {
      await handle.rows(sql`update exercises set safety_notes = ${original} where id = ${id}`);
    }
    const picked = await pb.collection("exercises").getList(1, 1, { filter, fields: "id" });
    expect(Object.keys(picked.items[0])).toEqual(["id"]);
    const expanded = await pb.collection("exercises").getList(1, 1, { filter, expand: "primaryMuscles" });
    expect(expanded.items[0].expand?.primaryMuscles.length).toBeGreaterThan(0);
  });
});

describe("record shape", () => {
  it("prints id, collectionId, collectionName, dates and empty values as PocketBase does", async () => {
    const [bodyweight] = await oracle(sql`cardinality(equipment_required) = 0 and exercise_image = ''`);
    const rec = await pb.collection("exercises").getOne(bodyweight);
    expect(Object.keys(rec).slice(0, 3)).toEqual(["id", "collectionId", "collectionName"]);
    expect(rec.id).toMatch(/^[a-z0-9]{15}$/);
    expect(rec.collectionId).toMatch(/^pbc_\d+$/);
    expect(rec.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(rec.equipmentRequired).toEqual([]);
    expect(rec.exerciseImage).toBe("");
    expect(Object.values(rec).includes(null)).toBe(false);
    const handle = await getDatabase();
    const [noCategory] = await handle.rows<{ id: string }>(sql`select id from exercise_tips where tip_category is null limit 1`);
    if (noCategory) expect((await pb.collection("exercise_tips").getOne(noCategory.id)).tipCategory).toBe("");
  });

  it("accepts the collection id in place of its name", async () => {
    const rec = await pb.collection("exercises").getOne(press[0]);
    const again = await pb.collection(rec.collectionId).getOne(press[0]);
    expect(again.id).toBe(rec.id);
  });

  it("the SDK surfaces errors as ClientResponseError", async () => {
    const err = await pb
      .collection("exercises")
      .getOne("nope")
      .catch((e) => e);
    expect(err).toBeInstanceOf(ClientResponseError);
    expect(err.status).toBe(404);
    expect(err.message).toBe("The requested resource wasn't found.");
  });
});

describe("back-relation filters", () => {
  // Compiled as `id IN (SELECT … once)` rather than a probe per row; the answers must not change.
  const listable = sql`(w.is_template or w.is_public)`;

  it("any-match (?=) and all-match (!=) through workouts_via_exercises split the catalogue, as the SQL oracle says", async () => {
    const handle = await getDatabase();
    const [workout] = await handle.rows<{ id: string; name: string }>(
      sql`select w.id, w.name from workouts w where ${listable} and cardinality(w.exercises) > 2 order by w.id limit 1`,
    );
    expect(workout).toBeDefined();
    const inWorkout = await oracle(sql`exists (select 1 from workouts w where ${listable} and w.name = ${workout.name} and w.exercises @> array[e.id])`);
    // All-match needs at least one related record, as in PocketBase.
    const notInWorkout = await oracle(
      sql`exists (select 1 from workouts w where ${listable} and w.exercises @> array[e.id])
        and not exists (select 1 from workouts w where ${listable} and w.name = ${workout.name} and w.exercises @> array[e.id])`,
    );
    const quoted = JSON.stringify(workout.name);
    expect(await apiIds(`workouts_via_exercises.name ?= ${quoted}`)).toEqual(inWorkout);
    expect(await apiIds(`workouts_via_exercises.name != ${quoted}`)).toEqual(notInWorkout);
    expect(inWorkout.length).toBeGreaterThan(2);
  });

  it("a forward hop after the back-relation reaches the exercises that share a listable workout", async () => {
    const [anchor] = await oracle(sql`exists (select 1 from workouts w where ${listable} and w.exercises @> array[e.id])`);
    const partners = await oracle(
      sql`exists (select 1 from workouts w where ${listable} and w.exercises @> array[e.id] and w.exercises @> array[${anchor}::text])`,
    );
    expect(await apiIds(`workouts_via_exercises.exercises.id ?= "${anchor}"`)).toEqual(partners);
    expect(partners).toContain(anchor);
  });

  it("a signed-in user's private workout is found through the back-relation by its owner only", async () => {
    const { pb: owner, id: ownerId } = await signUp();
    const name = `private ${uid()}`;
    const [exercise] = await oracle(sql`true`);
    await owner.collection("workouts").create({ name, exercises: [exercise], userProfile: ownerId });
    const filter = `workouts_via_exercises.name ?= ${JSON.stringify(name)}`;
    expect((await owner.collection("exercises").getFullList({ filter, fields: "id" })).map((r) => r.id)).toEqual([exercise]);
    expect(await apiIds(filter)).toEqual([]);
  });
});
