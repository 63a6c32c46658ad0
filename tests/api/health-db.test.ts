import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";

describe("database", () => {
  it("is migrated with the reference data", async () => {
    const handle = await getDatabase();
    const rows = await handle.rows<{ n: number }>(sql`select count(*)::int as n from contraindications`);
    expect(rows[0].n).toBe(8);
    const ids = await handle.rows<{ id: string }>(sql`select id from muscles`);
    for (const { id } of ids) expect(id).toMatch(/^[a-z0-9]{15}$/);
  });
});
