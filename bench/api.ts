/**
 * API throughput and latency: the record engine against the bare framework and
 * against the same SQL sent straight through the database driver.
 *
 * How to run (the script starts no server itself):
 *   1. Build and start the app on the database to measure, e.g.
 *        PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/forgefit npm start
 *        PGlite:     npm start            (embedded database in ./data)
 *   2. In another shell, with the SAME DATABASE_URL (or none for PGlite):
 *        npx tsx --conditions=react-server bench/api.ts
 *      BENCH_URL (default http://127.0.0.1:3000), BENCH_DURATION (seconds, default 20)
 *      and BENCH_CONNECTIONS (default 50) change the target and the load.
 *
 * It loads, one after the other, with autocannon:
 *   - the exercise library list of issue 4 (filter, sort, expand of three relations),
 *   - GET /api/health,
 *   - the same list with skipTotal=1,
 * then runs the equivalent SQL (the page with its total, then the related muscles
 * and equipment) through the same driver, prepared as the engine prepares its
 * statements, with the same concurrency. With
 * DATABASE_URL that is the app's PostgreSQL; without it an in-memory PGlite
 * migrated from the same migrations (a running server holds the data folder).
 * It prints req/s, p50 and p99 for each, and the two ratios the issue targets:
 * list/health >= 60% and list/raw SQL >= 50% (on PostgreSQL, 2 cores).
 */
import { createRequire } from "node:module";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/open";
import { migrate } from "@/db/migrate";
import { env } from "@/lib/env";
import { runnerFor } from "@/lib/records/runner";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

const config = env();
const base = (config.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const duration = config.BENCH_DURATION;
const connections = config.BENCH_CONNECTIONS;

const LIST_QUERY = new URLSearchParams({
  page: "1",
  perPage: "24",
  sort: "name",
  filter: '(name ~ "press" || description ~ "press") && difficultyLevel <= 7',
  expand: "primaryMuscles,secondaryMuscles,equipmentRequired",
});
const listUrl = `${base}/api/collections/exercises/records?${LIST_QUERY}`;
const listSkipTotalUrl = `${listUrl}&skipTotal=1`;
const healthUrl = `${base}/api/health`;

async function load(name: string, url: string): Promise<Figures> {
  process.stdout.write(`loading ${name} for ${duration}s with ${connections} connections...\n`);
  const result = await autocannon({ url, connections, duration });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The list request's work as plain SQL: one page with its total, then the related records. */
async function rawSql(): Promise<Figures> {
  const handle = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ kind: "memory" });
  try {
    if (handle.kind === "pglite") await migrate(handle);
    // Prepared statements, as the engine uses them: the driver at its best.
    const rows = runnerFor(handle.db);
    const pattern = "%press%";
    const once = async () => {
      const page = await rows<{ primary_muscles: string[]; secondary_muscles: string[]; equipment_required: string[] }>(
        sql`SELECT e.*, count(*) OVER () AS total FROM exercises e
            WHERE (e.name ILIKE ${pattern} OR e.description ILIKE ${pattern}) AND e.difficulty_level <= ${7}
            ORDER BY e.name ASC, e.id ASC LIMIT ${24} OFFSET ${0}`,
      );
      const muscles = new Set<string>();
      const equipment = new Set<string>();
      for (const row of page) {
        for (const id of [...row.primary_muscles, ...row.secondary_muscles]) muscles.add(id);
        for (const id of row.equipment_required) equipment.add(id);
      }
      const literal = (ids: Set<string>) => `{${[...ids].join(",")}}`;
      await Promise.all([
        rows(sql`SELECT * FROM muscles WHERE id = ANY(${literal(muscles)}::text[])`),
        rows(sql`SELECT * FROM equipment WHERE id = ANY(${literal(equipment)}::text[])`),
      ]);
    };
    process.stdout.write(`running the equivalent SQL for ${duration}s with ${connections} concurrent clients...\n`);
    await once();
    const latencies: number[] = [];
    let failures = 0;
    const deadline = Date.now() + duration * 1000;
    const worker = async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        try {
          await once();
          latencies.push(performance.now() - started);
        } catch {
          failures++;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    latencies.sort((a, b) => a - b);
    return {
      name: `raw SQL (${handle.kind})`,
      rps: latencies.length / duration,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failures,
    };
  } finally {
    await handle.close();
  }
}

function row(f: Figures): string {
  return `${f.name.padEnd(28)} ${f.rps.toFixed(1).padStart(10)} ${f.p50.toFixed(1).padStart(9)} ${f.p99.toFixed(1).padStart(9)} ${String(f.failures).padStart(9)}`;
}

async function main() {
  try {
    const probe = await fetch(healthUrl);
    if (!probe.ok) throw new Error(`health answered ${probe.status}`);
    const list = await fetch(listUrl);
    if (!list.ok) throw new Error(`the list answered ${list.status}: ${await list.text()}`);
  } catch (error) {
    console.error(`No usable server at ${base}: ${(error as Error).message}\nStart it first (see the top of bench/api.ts).`);
    process.exit(1);
  }
  // Warm-up, not counted: JIT, the driver's prepared statements on every pooled connection, the record cache.
  process.stdout.write("warming up...\n");
  await autocannon({ url: listUrl, connections, duration: Math.min(5, duration) });
  await autocannon({ url: healthUrl, connections, duration: Math.min(3, duration) });
  const listed = await load("list", listUrl);
  const health = await load("health", healthUrl);
  const skipTotal = await load("list skipTotal=1", listSkipTotalUrl);
  const raw = await rawSql();

  console.log(`\n${base}  (${connections} connections, ${duration}s each; latency in ms)`);
  console.log(`${"".padEnd(28)} ${"req/s".padStart(10)} ${"p50".padStart(9)} ${"p99".padStart(9)} ${"failures".padStart(9)}`);
  for (const f of [listed, health, skipTotal, raw]) console.log(row(f));
  const ratio = (a: number, b: number) => (b > 0 ? (100 * a) / b : 0);
  const vsHealth = ratio(listed.rps, health.rps);
  const vsRaw = ratio(listed.rps, raw.rps);
  console.log(`\nlist / health:  ${vsHealth.toFixed(0)}%  (target >= 60%)`);
  console.log(`list / raw SQL: ${vsRaw.toFixed(0)}%  (target >= 50%)`);
  console.log(`skipTotal list / health: ${ratio(skipTotal.rps, health.rps).toFixed(0)}%`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
