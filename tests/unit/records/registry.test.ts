import { describe, expect, it } from "vitest";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "@/db/schema";
import { allCollections, buildCollection, collectionIdFor, getCollection } from "@/lib/records/registry";
import { f } from "@/lib/records/define";

describe("collection registry", () => {
  it("registers every table of the schema except the server's own settings, throttle and rate-limit counters and stored files", () => {
    const tables = Object.values(schema)
      .filter((v) => is(v, PgTable))
      .map((t) => getTableName(t as PgTable));
    const served = allCollections().map((c) => c.tableName);
    const missing = tables.filter((t) => !served.includes(t) && !["settings", "auth_throttle", "request_rate_limit", "stored_files"].includes(t));
    expect(missing).toEqual([]);
    expect(served).not.toContain("settings");
    expect(served).not.toContain("auth_throttle");
    expect(served).not.toContain("request_rate_limit");
    expect(served).not.toContain("stored_files");
  });

  it("derives ids the way PocketBase does and finds collections by name or id", () => {
    expect(collectionIdFor("exercises")).toMatch(/^pbc_\d+$/);
    const exercises = getCollection("exercises")!;
    expect(getCollection(exercises.id)).toBe(exercises);
    expect(getCollection("users")!.id).toBe("_pb_users_auth_");
    expect(getCollection("nope")).toBeUndefined();
  });

  it("never prints hidden fields", () => {
    const users = getCollection("users")!;
    expect(users.outputOrder).not.toContain("passwordHash");
    expect(users.outputOrder).not.toContain("tokenKey");
    expect(users.outputOrder[0]).toBe("id");
    expect(users.outputOrder.slice(-2)).toEqual(["created", "updated"]);
  });

  it("refuses a definition that forgets a column or mislabels a list", () => {
    expect(() =>
      buildCollection({
        name: "broken",
        table: schema.tags,
        fields: { name: f.text() },
        rules: { list: "", view: "", create: null, update: null, delete: null },
      }),
    ).toThrow(/description/);
    expect(() =>
      buildCollection({
        name: "broken",
        table: schema.muscles,
        fields: {
          name: f.text(),
          description: f.text(),
          muscleGroup: f.text(),
          bodyMapRegion: f.text(),
          synonyms: f.text(),
          isActive: f.bool(),
        },
        rules: { list: "", view: "", create: null, update: null, delete: null },
      }),
    ).toThrow(/text\[\]/);
  });
});
