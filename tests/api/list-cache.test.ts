import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import { isStatic } from "@/lib/records/record-cache";
import { allCollections, getCollection } from "@/lib/records/registry";
import type { RelationField } from "@/lib/records/types";
import { client } from "./harness";
import { catalogueIds, signUp, type TestUser } from "./fixtures";

/** Whole list answers are reused only where no caller, moment or write can change them. */
let owner: TestUser;
let exercise: string;

beforeAll(async () => {
  owner = await signUp();
  [exercise] = await catalogueIds("exercises", 1);
});

describe("list answer cache", () => {
  it("never serves an owned collection's list from memory: a new workout shows at once", async () => {
    const list = () => owner.pb.collection("workouts").getList(1, 50, { filter: `userProfile = "${owner.id}"`, sort: "name" });
    await owner.pb.collection("workouts").create({ name: "A", userProfile: owner.id, exercises: [exercise] });
    expect((await list()).totalItems).toBe(1);
    await owner.pb.collection("workouts").create({ name: "B", userProfile: owner.id, exercises: [exercise] });
    const again = await list();
    expect(again.totalItems).toBe(2);
    expect(again.items.map((w) => w.name)).toEqual(["A", "B"]);
  });

  it("answers @random sorts afresh each time", async () => {
    const pb = client();
    const orders = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const page = await pb.collection("exercises").getList(1, 100, { sort: "@random", fields: "id" });
      orders.add(page.items.map((r) => r.id).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("answers a repeated catalogue list identically, expand included", async () => {
    const pb = client();
    const query = { filter: 'name ~ "press"', sort: "name", expand: "primaryMuscles,equipmentRequired" };
    const first = await pb.collection("exercises").getList(1, 24, query);
    const second = await pb.collection("exercises").getList(1, 24, query);
    expect(second).toEqual(first);
    expect(first.items[0].expand?.primaryMuscles?.length).toBeGreaterThan(0);
  });

  it("keeps lists only of collections whose relations lead to others like them", () => {
    for (const c of allCollections().filter(isStatic)) {
      for (const [name, field] of c.fields) {
        if (field.def.type !== "relation") continue;
        const target = getCollection((field.def as RelationField).target);
        // The one way out: a catalogue's owner field, which its list rule requires empty, so no listed row reaches anyone's record.
        const listedEmpty = c.catalogue === true && c.rules.list === `${name} = ""`;
        expect((target && isStatic(target)) || listedEmpty, `${c.name}.${name}`).toBe(true);
      }
    }
  });

  it("shows an edit of an expanded catalogue record at once, and the generators load the catalogue again", async () => {
    const pb = client();
    const handle = await getDatabase();
    const query = { sort: "name", expand: "primaryMuscles", filter: "primaryMuscles:length > 0" };
    const muscleOf = async () => (await pb.collection("exercises").getList(1, 1, query)).items[0].expand!.primaryMuscles[0];
    const before = await muscleOf();
    expect(await muscleOf()).toEqual(before);
    const catalogue = await loadCatalogue(handle);
    expect(await loadCatalogue(handle)).toBe(catalogue);
    await new Promise((r) => setTimeout(r, 5));
    // A no-op edit still moves `updated` and the catalogue version, as any hand edit does.
    await handle.rows(sql`update muscles set name = name where id = ${before.id}`);
    expect((await muscleOf()).updated).not.toBe(before.updated);
    expect(await loadCatalogue(handle)).not.toBe(catalogue);
  });

  it("has a version trigger on every collection whose lists it keeps", async () => {
    const handle = await getDatabase();
    const rows = await handle.rows<{ table: string }>(
      sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%_catalogue_version'`,
    );
    const staticTables = allCollections().filter(isStatic).map((c) => c.tableName).sort();
    expect(rows.map((r) => r.table).sort()).toEqual(staticTables);
  });
});
