import { beforeAll, describe, expect, it } from "vitest";
import { ClientResponseError } from "pocketbase";
import { call, client } from "./harness";
import { equipmentIds, insertExercise, muscleIds, uid } from "./fixtures";

/** Each run tags its exercises with a token, so a shared PostgreSQL database never confuses counts. */
const token = uid("lst");
const pb = client();
let muscles: { id: string; name: string }[];
let equipment: { id: string; name: string }[];
const made: { id: string; name: string; difficultyLevel: number }[] = [];

beforeAll(async () => {
  muscles = await muscleIds();
  equipment = await equipmentIds();
  for (let i = 0; i < 7; i++) {
    const row = await insertExercise({
      name: `${token} ${String.fromCharCode(65 + i)} press`,
      description: i % 2 === 0 ? `A ${token} movement for the chest` : "Pulling work",
      difficultyLevel: i + 1,
      primaryMuscles: [muscles[i % muscles.length].id],
      secondaryMuscles: [muscles[(i + 1) % muscles.length].id, muscles[(i + 2) % muscles.length].id],
      equipmentRequired: i === 0 ? [] : [equipment[i % equipment.length].id],
      isCompound: i % 3 === 0,
    });
    made.push({ id: row.id, name: row.name, difficultyLevel: row.difficultyLevel });
  }
});

const mine = `name ~ "${token}"`;

describe("list shape and paging", () => {
  it("answers {page, perPage, totalItems, totalPages, items} with PocketBase's defaults", async () => {
    const res = await call(`/api/collections/exercises/records?filter=${encodeURIComponent(mine)}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["page", "perPage", "totalItems", "totalPages", "items"]);
    expect(body.page).toBe(1);
    expect(body.perPage).toBe(30);
    expect(body.totalItems).toBe(7);
    expect(body.totalPages).toBe(1);
    expect(body.items).toHaveLength(7);
  });

  it("pages through results and returns [] past the end", async () => {
    const page2 = await pb.collection("exercises").getList(2, 3, { filter: mine, sort: "name" });
    expect(page2.page).toBe(2);
    expect(page2.perPage).toBe(3);
    expect(page2.totalItems).toBe(7);
    expect(page2.totalPages).toBe(3);
    expect(page2.items.map((i) => i.name)).toEqual([made[3].name, made[4].name, made[5].name]);
    const past = await pb.collection("exercises").getList(9, 3, { filter: mine });
    expect(past.items).toEqual([]);
    expect(past.totalItems).toBe(7);
  });

  it("clamps perPage above 1000 to 1000 and echoes it; bad values fall back to defaults", async () => {
    const big = await (await call(`/api/collections/muscles/records?perPage=5000`)).json();
    expect(big.perPage).toBe(1000);
    const bad = await (await call(`/api/collections/muscles/records?perPage=-4&page=abc`)).json();
    expect(bad.perPage).toBe(30);
    expect(bad.page).toBe(1);
  });

  it("skipTotal gives -1 totals", async () => {
    const res = await pb.collection("exercises").getList(1, 2, { filter: mine, skipTotal: true });
    expect(res.totalItems).toBe(-1);
    expect(res.totalPages).toBe(-1);
    expect(res.items).toHaveLength(2);
  });

  it("getFullList batches until the end, getFirstListItem 404s on nothing", async () => {
    const all = await pb.collection("exercises").getFullList({ filter: mine, batch: 2 });
    expect(all).toHaveLength(7);
    await expect(pb.collection("exercises").getFirstListItem(`name = "${uid("none")}"`)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("sort", () => {
  it("sorts ascending, descending and by several fields", async () => {
    const asc = await pb.collection("exercises").getFullList({ filter: mine, sort: "difficultyLevel" });
    expect(asc.map((r) => r.difficultyLevel)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const desc = await pb.collection("exercises").getFullList({ filter: mine, sort: "-difficultyLevel" });
    expect(desc.map((r) => r.difficultyLevel)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    const multi = await pb.collection("exercises").getFullList({ filter: mine, sort: "-isCompound,+name" });
    expect(multi[0].isCompound).toBe(true);
    expect(multi.slice(0, 3).map((r) => r.name)).toEqual([made[0].name, made[3].name, made[6].name]);
  });

  it("accepts @random and sorts through a single relation", async () => {
    const random = await pb.collection("exercises").getFullList({ filter: mine, sort: "@random" });
    expect(random).toHaveLength(7);
    const res = await call(`/api/collections/exercises/records?sort=category.name,-created&filter=${encodeURIComponent(mine)}`);
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
  const list = (filter: string) => pb.collection("exercises").getFullList({ filter: `(${mine}) && (${filter})`, sort: "name" });

  it("compares numbers, booleans and text", async () => {
    expect((await list("difficultyLevel <= 3")).map((r) => r.difficultyLevel)).toEqual([1, 2, 3]);
    expect((await list("difficultyLevel > 5 && difficultyLevel != 7")).map((r) => r.difficultyLevel)).toEqual([6]);
    expect(await list("isCompound = true")).toHaveLength(3);
    expect(await list(`name = "${made[2].name}"`)).toHaveLength(1);
    expect(await list(`name != "${made[2].name}"`)).toHaveLength(6);
  });

  it("contains is case-insensitive, adds % when absent and honours explicit %", async () => {
    expect(await list(`description ~ "CHEST"`)).toHaveLength(4);
    expect(await list(`description !~ "chest"`)).toHaveLength(3);
    expect(await list(`name ~ "${token} A%"`)).toHaveLength(1);
    expect(await list(`name ~ "_"`)).toHaveLength(0);
  });

  it("groups with parentheses, && binds tighter than ||", async () => {
    const res = await list("difficultyLevel = 1 || difficultyLevel = 2 && isCompound = true");
    expect(res.map((r) => r.difficultyLevel)).toEqual([1]);
    const grouped = await list("(difficultyLevel = 1 || difficultyLevel = 4) && isCompound = true");
    expect(grouped.map((r) => r.difficultyLevel)).toEqual([1, 4]);
  });

  it("single- and double-quoted strings with escapes", async () => {
    expect(await list(`name = '${made[1].name}'`)).toHaveLength(1);
    expect(await list(`description != "it\\"s"`)).toHaveLength(7);
    expect(await list(`description != 'it\\'s'`)).toHaveLength(7);
  });

  it("an empty value equals null; empty relation lists match \"\"", async () => {
    expect(await list(`equipmentRequired = ""`)).toHaveLength(1);
    expect(await list(`equipmentRequired != null`)).toHaveLength(6);
    expect(await list(`category = null`)).toHaveLength(7);
    expect(await list(`category = ""`)).toHaveLength(7);
    expect(await list(`shortDescription = ""`)).toHaveLength(7);
  });

  it("tests membership of a multiple relation with ~, !~, = and ?=", async () => {
    const m = muscles[0].id;
    const expected = made.filter((_, i) => i % muscles.length === 0).length;
    expect(await list(`primaryMuscles ~ "${m}"`)).toHaveLength(expected);
    expect(await list(`primaryMuscles = "${m}"`)).toHaveLength(expected);
    expect(await list(`primaryMuscles ?= "${m}"`)).toHaveLength(expected);
    expect(await list(`primaryMuscles !~ "${m}"`)).toHaveLength(7 - expected);
    expect(await list(`primaryMuscles:length = 1`)).toHaveLength(7);
    expect(await list(`secondaryMuscles:each ?= "${muscles[2].id}"`)).toHaveLength(
      made.filter((_, i) => [(i + 1) % muscles.length, (i + 2) % muscles.length].includes(2)).length,
    );
  });

  it("follows dotted paths through relations, with PocketBase's any/all semantics", async () => {
    const name = muscles[1].name;
    const anyMatch = await list(`secondaryMuscles.name ?= "${name}"`);
    expect(anyMatch.length).toBeGreaterThan(0);
    // Without "?" every related record must match.
    expect(await list(`secondaryMuscles.name = "${name}"`)).toHaveLength(0);
    expect(await list(`primaryMuscles.name = "${muscles[0].name}"`)).toHaveLength(
      made.filter((_, i) => i % muscles.length === 0).length,
    );
    expect((await list(`primaryMuscles.name ~ "${muscles[3].name.slice(0, 4).toUpperCase()}"`)).length).toBeGreaterThan(0);
  });

  it("knows @now, @todayStart, @todayEnd and @request.auth.id", async () => {
    expect(await list("created <= @now && created >= @todayStart && created <= @todayEnd")).toHaveLength(7);
    expect(await list(`@request.auth.id = ""`)).toHaveLength(7);
    expect(await list(`@request.auth.id != ""`)).toHaveLength(0);
  });

  it("answers the program builder's and library's real filters", async () => {
    const res = await pb.collection("exercises").getList(1, 24, {
      filter: `(name ~ "press" || description ~ "press") && difficultyLevel <= 7 && (${mine})`,
      sort: "name",
      expand: "primaryMuscles,secondaryMuscles,equipmentRequired",
    });
    expect(res.totalItems).toBe(7);
    const ids = made.slice(0, 3).map((m) => `id = "${m.id}"`).join(" || ");
    expect(await list(ids)).toHaveLength(3);
  });
});

describe("expand", () => {
  it("expands single and multiple relations, keeping the list's order", async () => {
    const rec = await pb.collection("exercises").getOne(made[1].id, {
      expand: "primaryMuscles,secondaryMuscles,equipmentRequired",
    });
    expect(rec.expand?.primaryMuscles).toHaveLength(1);
    expect(rec.expand?.secondaryMuscles.map((m: { id: string }) => m.id)).toEqual(rec.secondaryMuscles);
    expect(rec.expand?.primaryMuscles[0].collectionName).toBe("muscles");
    const bare = await pb.collection("exercises").getOne(made[0].id, { expand: "equipmentRequired" });
    expect(bare.expand).toBeUndefined();
  });

  it("ignores unknown expand keys as PocketBase does", async () => {
    const rec = await pb.collection("exercises").getOne(made[1].id, { expand: "nope,primaryMuscles.nope" });
    expect(rec.expand?.nope).toBeUndefined();
    expect(rec.expand?.primaryMuscles).toHaveLength(1);
  });

  it("expands back-relations and nests them", async () => {
    const muscle = muscles[0];
    const rec = await pb.collection("muscles").getOne(muscle.id, {
      expand: "exercises_via_primaryMuscles",
    });
    const related = rec.expand?.exercises_via_primaryMuscles as { id: string; primaryMuscles: string[] }[];
    expect(related.some((e) => e.id === made[0].id)).toBe(true);
    for (const e of related) expect(e.primaryMuscles).toContain(muscle.id);
  });
});

describe("fields", () => {
  it("picks top-level fields, fields inside expand, * and :excerpt", async () => {
    const rec = await pb.collection("exercises").getOne(made[0].id, {
      fields: "id,name,expand.primaryMuscles.name",
      expand: "primaryMuscles",
    });
    expect(Object.keys(rec).sort()).toEqual(["expand", "id", "name"]);
    expect(Object.keys(rec.expand!.primaryMuscles[0])).toEqual(["name"]);
    const star = await pb.collection("exercises").getOne(made[0].id, {
      fields: "*,expand.primaryMuscles.id,description:excerpt(5,true)",
      expand: "primaryMuscles",
    });
    expect(star.collectionName).toBe("exercises");
    expect(star.description).toMatch(/^.{5}\.\.\.$/);
    expect(Object.keys(star.expand!.primaryMuscles[0])).toEqual(["id"]);
    const list = await pb.collection("exercises").getList(1, 2, { filter: mine, fields: "id" });
    expect(list.items.every((i) => Object.keys(i).join() === "id")).toBe(true);
    expect(list.totalItems).toBe(7);
  });
});

describe("catalogue record cache", () => {
  it("never serves a changed record stale, and keeps fields/expand variants apart", async () => {
    const { getDatabase } = await import("@/db");
    const { sql } = await import("drizzle-orm");
    const filter = `id = "${made[6].id}"`;
    const first = await pb.collection("exercises").getList(1, 1, { filter });
    expect(first.items[0].shortDescription).toBe("");
    const handle = await getDatabase();
    await handle.rows(sql`update exercises set short_description = 'changed' where id = ${made[6].id}`);
    const second = await pb.collection("exercises").getList(1, 1, { filter });
    expect(second.items[0].shortDescription).toBe("changed");
    const picked = await pb.collection("exercises").getList(1, 1, { filter, fields: "id" });
    expect(Object.keys(picked.items[0])).toEqual(["id"]);
    const expanded = await pb.collection("exercises").getList(1, 1, { filter, expand: "primaryMuscles" });
    expect(expanded.items[0].expand?.primaryMuscles).toHaveLength(1);
  });
});

describe("record shape", () => {
  it("prints id, collectionId, collectionName, dates and empty values as PocketBase does", async () => {
    const rec = await pb.collection("exercises").getOne(made[0].id);
    expect(Object.keys(rec).slice(0, 3)).toEqual(["id", "collectionId", "collectionName"]);
    expect(rec.id).toMatch(/^[a-z0-9]{15}$/);
    expect(rec.collectionId).toMatch(/^pbc_\d+$/);
    expect(rec.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(rec.category).toBe("");
    expect(rec.equipmentRequired).toEqual([]);
    expect(rec.exerciseImage).toBe("");
    expect(Object.values(rec).includes(null)).toBe(false);
  });

  it("accepts the collection id in place of its name", async () => {
    const rec = await pb.collection("exercises").getOne(made[0].id);
    const again = await pb.collection(rec.collectionId).getOne(made[0].id);
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
