import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { createRecord, updateRecord } from "@/lib/records/crud";
import { compileExpression, makeScope } from "@/lib/records/filter/compile";
import { boolSql } from "@/lib/records/filter/operands";
import { getCollection } from "@/lib/records/registry";
import { tableRef } from "@/lib/records/select";
import type { Collection, RequestInfo, ResolvedField, SelectField } from "@/lib/records/types";
import { prepareWrite, ruleBody } from "@/lib/records/validate";
import { call, client } from "./harness";
import { catalogueIds, signUp, uid, type TestUser } from "./fixtures";

/**
 * Issue 17 item 2: a rule must read the value the write stores. Before, rules
 * cast `@request.body.*` with their own, narrower reading: `"TRUE"` read as
 * false (and was stored as true), `["id"]` on a single relation read as "" (and
 * stored the id).
 */
let owner: TestUser;
let other: TestUser;
let exercise: string;

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
  [exercise] = await catalogueIds("exercises");
});

async function stored(table: string, id: string, column: string): Promise<unknown> {
  const handle = await getDatabase();
  const rows = await handle.rows<{ v: unknown }>(sql`select ${sql.identifier(column)} as v from ${sql.identifier(table)} where id = ${id}`);
  return rows[0]?.v;
}

function patch(path: string, token: string, body: unknown): Promise<Response> {
  return call(path, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify(body),
  });
}

const TRUE_SPELLINGS: unknown[] = ["TRUE", "True", "true", "t", "T", "1", 1, true, 7];

describe("rules read the stored value (spellings of true)", () => {
  for (const [collection, table, ownerField] of [
    ["workouts", "workouts", "userProfile"],
    ["training_programs", "training_programs", "user"],
  ] as const) {
    it(`${collection}: no spelling of isTemplate=true passes the update rule, and nothing is stored`, async () => {
      const created = await owner.pb
        .collection(collection)
        .create({ name: uid("mine "), [ownerField]: owner.id, ...(collection === "workouts" ? { exercises: [exercise] } : {}) });
      for (const spelling of TRUE_SPELLINGS) {
        const res = await patch(`/api/collections/${collection}/records/${created.id}`, owner.token, { isTemplate: spelling });
        expect([400, 403, 404], `isTemplate=${JSON.stringify(spelling)}`).toContain(res.status);
        const body = await res.json();
        expect(body).toMatchObject({ status: res.status, message: expect.any(String), data: expect.any(Object) });
        expect(await stored(table, created.id, "is_template"), `isTemplate=${JSON.stringify(spelling)}`).toBe(false);
      }
      // Not listed to a visitor as a coach's template.
      const listed = await client().collection(collection).getList(1, 1, { filter: `id = "${created.id}"` });
      expect(listed.totalItems).toBe(0);
      // The owner may still edit it, and false in any spelling is fine.
      for (const spelling of ["FALSE", "False", "f", "0", 0, false]) {
        const res = await patch(`/api/collections/${collection}/records/${created.id}`, owner.token, { isTemplate: spelling, name: "renamed" });
        expect(res.status, `isTemplate=${JSON.stringify(spelling)}`).toBe(200);
      }
      // A spelling PocketBase does not read as a boolean is refused as a value, not guessed.
      const odd = await patch(`/api/collections/${collection}/records/${created.id}`, owner.token, { isTemplate: "tRuE" });
      expect(odd.status).toBe(400);
      expect(await stored(table, created.id, "is_template")).toBe(false);
    });
  }

  it("a create with isTemplate spelled as true is refused and stores nothing", async () => {
    const name = uid("template ");
    for (const spelling of ["TRUE", "True", "1"]) {
      const res = await call("/api/collections/workouts/records", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: owner.token },
        body: JSON.stringify({ name, userProfile: owner.id, exercises: [exercise], isTemplate: spelling }),
      });
      expect(res.status).toBe(400);
    }
    const handle = await getDatabase();
    const rows = await handle.rows(sql`select 1 from workouts where name = ${name}`);
    expect(rows).toHaveLength(0);
  });
});

describe("rules read the stored value (a list on a single relation)", () => {
  it("activeProgram given as a list naming someone's private program is refused and not stored", async () => {
    const secret = await other.pb.collection("training_programs").create({ name: uid("private "), user: other.id });
    const mine = await owner.pb.collection("training_programs").create({ name: uid("mine "), user: owner.id });
    for (const value of [[secret.id], [mine.id, secret.id], ["", secret.id], secret.id]) {
      const res = await patch(`/api/collections/users/records/${owner.id}`, owner.token, { activeProgram: value });
      expect([400, 403, 404], JSON.stringify(value)).toContain(res.status);
      expect(await stored("users", owner.id, "active_program"), JSON.stringify(value)).toBeNull();
    }
    // As PocketBase, the last id of a list is the one stored, and the rule reads that one.
    const allowed = await patch(`/api/collections/users/records/${owner.id}`, owner.token, { activeProgram: [secret.id, mine.id] });
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).activeProgram).toBe(mine.id);
    expect(await stored("users", owner.id, "active_program")).toBe(mine.id);
  });
});

/**
 * Property: for every writable field of every collection, a random spelling of
 * a value casts to what the rule reads, and `@request.body.F = F` holds against
 * the stored row (the rule's value equals the column).
 */
describe("the value a rule reads equals the stored value (property, every field type)", () => {
  const relationIds = new Map<string, string[]>();

  /**
   * Records a relation may point at. Users' data is made by this test: on PostgreSQL every test
   * file shares one database, and pointing a scratch set at the demo user's session (or a session
   * at a seeded template) changes figures other files assert.
   */
  async function idsOf(target: string): Promise<string[]> {
    if (!relationIds.has(target)) {
      if (target === "users") relationIds.set(target, [owner.id, other.id]);
      else if (USER_DATA.has(target)) {
        const made: string[] = [];
        for (let i = 0; i < 2; i++) {
          const id = await scratchRecord(getCollection(target)!);
          if (id) made.push(id);
        }
        relationIds.set(target, made);
      } else {
        const handle = await getDatabase();
        const c = getCollection(target)!;
        const rows = await handle.rows<{ id: string }>(sql`select id from ${sql.identifier(c.tableName)} order by id limit 3`);
        relationIds.set(target, rows.map((r) => r.id));
      }
    }
    return relationIds.get(target)!;
  }

  function spellings(field: ResolvedField, ids: string[]): fc.Arbitrary<unknown> {
    const def = field.def;
    const idArb = ids.length > 0 ? fc.constantFrom(...ids) : fc.constant("");
    switch (def.type) {
      case "bool":
        return fc.oneof(
          fc.boolean(),
          fc.constantFrom("1", "t", "T", "TRUE", "true", "True", "0", "f", "F", "FALSE", "false", "False", "", null, 0, 1, 2, -1),
        );
      case "number":
        return fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }).map(String), fc.constantFrom("", null, " 3 ", "2"));
      case "text":
      case "email":
        return def.type === "email"
          ? fc.constantFrom(`${uid("p")}@example.test`)
          : fc.oneof(fc.string({ maxLength: 8 }).map((s) => s.replace(/\u0000/g, "")), fc.integer().map((n) => n), fc.boolean());
      case "date":
        return fc.oneof(
          fc.constantFrom("", null, "2026-03-04", "2026-03-04 05:06:07", "2026-03-04T05:06:07.123Z", "2026-03-04 05:06:07+02:00"),
        );
      case "json":
        return fc.oneof(fc.constantFrom(null, "text", '{"a":1}', "[1,2]", "1"), fc.jsonValue({ maxDepth: 2 }));
      case "select": {
        const values = (def as SelectField).values ?? ["a", "b", "c"];
        const one = fc.constantFrom(...values);
        return field.isArray ? fc.oneof(fc.array(one, { maxLength: 3 }), one, fc.constant("")) : fc.oneof(one, fc.array(one, { minLength: 1, maxLength: 3 }), fc.constant(""));
      }
      case "relation":
        return field.isArray
          ? fc.oneof(fc.array(idArb, { maxLength: 3 }), idArb, fc.constant(null))
          : fc.oneof(idArb, fc.array(fc.oneof(idArb, fc.constant("")), { minLength: 1, maxLength: 3 }), fc.constant(null), fc.constant(""));
      default:
        return fc.constant(undefined);
    }
  }

  /** A record of `collection` to write to, made by the engine itself (no rule) with only its required fields. */
  async function scratchRecord(collection: Collection): Promise<string | null> {
    if (collection.name === "users") return (await signUp()).id;
    const body: Record<string, unknown> = {};
    for (const f of collection.fields.values()) {
      if (!f.def.required || ["id", "created", "updated"].includes(f.name)) continue;
      if (f.def.type === "relation") body[f.name] = (await idsOf((f.def as { target: string }).target))[0];
      else if (f.def.type === "text") body[f.name] = uid("r");
      else if (f.def.type === "number") body[f.name] = 1;
      else if (f.def.type === "date") body[f.name] = "2026-01-01";
      else if (f.def.type === "select") body[f.name] = (f.def as SelectField).values?.[0] ?? "a";
      else return null;
    }
    const request: RequestInfo = { auth: null, superuser: true, method: "POST", query: {}, headers: {}, body };
    const created = (await createRecord(collection, body, {}, request)) as { id: string };
    return created.id;
  }

  const USER_DATA = new Set(["workouts", "training_programs", "program_weeks", "program_days", "workout_sessions", "workout_sets"]);
  const writableCollections = ["workouts", "training_programs", "program_weeks", "program_days", "workout_sessions", "workout_sets", "users"];

  for (const name of writableCollections) {
    it(`${name}: @request.body.F reads what F stores`, async () => {
      const collection = getCollection(name)!;
      const recordId = await scratchRecord(collection);
      expect(recordId, "a scratch record").not.toBeNull();
      const fields = [...collection.fields.values()].filter(
        (f) => !f.def.hidden && !f.def.readOnly && !f.def.unique && f.def.type !== "file" && !["id", "created", "updated"].includes(f.name),
      );
      const handle = await getDatabase();
      let checked = 0;
      for (const field of fields) {
        const ids = field.def.type === "relation" ? await idsOf((field.def as { target: string }).target) : [];
        await fc.assert(
          fc.asyncProperty(spellings(field, ids), async (raw) => {
            const body = { [field.name]: raw };
            const [existing] = await handle.rows<Record<string, unknown>>(sql`select * from ${sql.identifier(collection.tableName)} where id = ${recordId}`);
            const prepared = prepareWrite(collection, body, existing);
            if (prepared.errors[field.name]) return; // refused: nothing is stored, nothing to compare
            // Store exactly what the engine would (superuser: no rule), then ask the rule engine.
            const request: RequestInfo = { auth: null, superuser: true, method: "PATCH", query: {}, headers: {}, body };
            await updateRecord(collection, recordId!, body, {}, request);
            const seen = ruleBody(collection, body, prepared)[field.name];
            expect(seen).toEqual(prepared.values.get(field.name));
            const ruleRequest: RequestInfo = {
              ...request,
              superuser: false,
              castBody: { collection: collection.name, values: ruleBody(collection, body, prepared) },
            };
            const rule = field.isArray
              ? `@request.body.${field.name}:length = ${field.name}:length && (@request.body.${field.name}:length = 0 || @request.body.${field.name}:each ?= ${field.name})`
              : `@request.body.${field.name} = ${field.name}`;
            const compiled = compileExpression(rule, makeScope({ collection, alias: "t", mode: "rule", request: ruleRequest }));
            const rows = compiled === false ? [] : await handle.rows(
              sql`select 1 from ${tableRef(collection, "t")} where "t"."id" = ${recordId} and ${compiled === true ? sql`true` : boolSql(compiled)}`,
            );
            expect(rows.length, `${field.name} = ${JSON.stringify(raw)} (rule reads ${JSON.stringify(seen)})`).toBe(1);
            checked++;
          }),
          { numRuns: 12, seed: 17 },
        );
      }
      expect(checked).toBeGreaterThan(fields.length);
    });
  }
});
