import { beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { openDatabase, migrationsFolder } from "@/db/open";
import { migrate } from "@/db/migrate";
import { checkHealth } from "@/lib/health";

// Opening and seeding a fresh database takes longer than health's timeout; the server does it at start.
beforeAll(async () => {
  await getDatabase();
});

describe("health", () => {
  it("answers PocketBase's healthy body when the database answers", async () => {
    const result = await checkHealth();
    expect(result).toEqual({ status: 200, body: { message: "API is healthy.", code: 200, data: {} } });
  });

  it("answers 503 with a message when the database does not", async () => {
    const result = await checkHealth(() =>
      openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none", max: 1 }),
    );
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ status: 503, message: expect.stringMatching(/database/i) });
  });
});

describe("seeded database", () => {
  it("holds the reference data the builders need", async () => {
    const { rows } = await getDatabase();
    const [counts] = await rows<Record<string, number>>(sql`
      select (select count(*)::int from equipment) as equipment,
             (select count(*)::int from contraindications) as injuries,
             (select count(*)::int from experience_levels) as levels,
             (select count(distinct body_map_region)::int from muscles) as regions,
             (select count(*)::int from movement_patterns
                where name in ('push','pull','hinge','squat','lunge','carry','rotation')) as patterns`);
    expect(counts.equipment).toBeGreaterThanOrEqual(20);
    expect(counts.injuries).toBe(8);
    expect(counts.levels).toBe(5);
    expect(counts.regions).toBe(17);
    expect(counts.patterns).toBe(7);
  });

  it("has a demo user with at least 12 completed sessions over the last four weeks", async () => {
    const { rows } = await getDatabase();
    const [demo] = await rows<{ n: number; oldest_days: number; with_exercises: number }>(sql`
      select count(*)::int as n,
             max(extract(epoch from now() - s.started_at) / 86400)::float as oldest_days,
             count(*) filter (where cardinality(s.exercises_performed) > 0)::int as with_exercises
      from workout_sessions s join users u on u.id = s."user"
      where u.email = 'demo@forgefit.app' and s.completed_at is not null`);
    expect(demo.n).toBeGreaterThanOrEqual(12);
    expect(demo.oldest_days).toBeLessThanOrEqual(29);
    expect(demo.with_exercises).toBe(demo.n);
  });

  it("keeps created and updated in the database", async () => {
    const { rows } = await getDatabase();
    const [before] = await rows<{ id: string; updated: string }>(
      sql`select id, updated::text from muscles order by name limit 1`,
    );
    await new Promise((r) => setTimeout(r, 20));
    await rows(sql`update muscles set description = description where id = ${before.id}`);
    const [after] = await rows<{ updated: string }>(sql`select updated::text from muscles where id = ${before.id}`);
    expect(after.updated > before.updated).toBe(true);
  });
});

describe("migrations", () => {
  it("leave the database as it was when one fails", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ff-mig-"));
    const source = migrationsFolder();
    const journal = JSON.parse(fs.readFileSync(path.join(source, "meta", "_journal.json"), "utf8"));
    const kept = journal.entries.slice(0, 2);
    fs.mkdirSync(path.join(folder, "meta"));
    for (const entry of kept) fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));

    const handle = await openDatabase({ kind: "memory" });
    try {
      await migrate(handle, folder);
      const broken = { ...kept[1], idx: 2, tag: "0002_broken", when: kept[1].when + 1 };
      fs.writeFileSync(
        path.join(folder, "0002_broken.sql"),
        "CREATE TABLE half_done (id int);\n--> statement-breakpoint\nINSERT INTO no_such_table VALUES (1);",
      );
      fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: [...kept, broken] }));
      await expect(migrate(handle, folder)).rejects.toThrow();
      const [state] = await handle.rows<{ half: string | null; applied: number }>(sql`
        select to_regclass('public.half_done')::text as half,
               (select count(*)::int from drizzle.__drizzle_migrations) as applied`);
      expect(state.half).toBeNull();
      expect(state.applied).toBe(2);
    } finally {
      await handle.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
