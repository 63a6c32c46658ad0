/**
 * The programs library's filter strings and sorts (lib/programs/library.ts)
 * run against the record API on the seeded programs, checked against SQL.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { emptyFilters, programListFilter, programListSort, type LibraryFilters } from "@/lib/programs/library";
import { client } from "./harness";

async function listNames(search: string, f: Partial<LibraryFilters>, sort = "name"): Promise<string[]> {
  const filter = programListFilter(search, { ...emptyFilters(), ...f });
  const list = await client().collection("training_programs").getList(1, 50, { filter, sort, fields: "name" });
  return list.items.map((i) => i.name as string);
}

async function sqlNames(where: ReturnType<typeof sql>): Promise<string[]> {
  const handle = await getDatabase();
  const rows = await handle.rows<{ name: string }>(sql`select p.name from training_programs p where (p.is_template or p.is_public) and ${where} order by p.name`);
  return rows.map((r) => r.name);
}

const sorted = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe("programs library filters on the record API", () => {
  it("matches levels and goals by name, any of the selected values", async () => {
    const got = await listNames("", { levels: ["beginner", "advanced"] });
    const want = await sqlNames(sql`exists (select 1 from experience_levels l where l.id = any(p.experience_level) and l.name in ('beginner','advanced'))`);
    expect(want.length).toBeGreaterThan(1);
    expect(sorted(got)).toEqual(sorted(want));
    const goals = await listNames("", { goals: ["power"] });
    expect(sorted(goals)).toEqual(sorted(await sqlNames(sql`exists (select 1 from fitness_goals g where g.id = any(p.primary_goal) and g.name = 'power')`)));
  });

  it("sends duration, program type and days per week, joined by AND across groups", async () => {
    const got = await listNames("", { programTypes: ["full_body"], days: [3], durations: ["medium", "long"] });
    const want = await sqlNames(sql`'full_body' = any(p.program_type) and p.training_days_per_week = 3 and p.duration_weeks >= 7`);
    expect(want.length).toBeGreaterThan(0);
    expect(sorted(got)).toEqual(sorted(want));
    const short = await listNames("", { durations: ["short"] });
    expect(sorted(short)).toEqual(sorted(await sqlNames(sql`p.duration_weeks <= 6`)));
  });

  it("searches name or description and survives quotes in the search text", async () => {
    expect(await listNames("dumbbell", {})).toContain("Home Dumbbell Builder");
    expect(await listNames("it's \"odd\" \\ text", {})).toEqual([]);
  });

  it("sorts by name and duration", async () => {
    const byName = await listNames("", {}, programListSort("name"));
    expect(byName).toEqual(await sqlNames(sql`true`));
    const list = await client().collection("training_programs").getList(1, 50, { sort: programListSort("duration"), fields: "durationWeeks" });
    const weeks = list.items.map((i) => i.durationWeeks as number);
    expect(weeks).toEqual([...weeks].sort((a, b) => a - b));
  });
});
