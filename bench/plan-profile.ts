/**
 * Planning-only timing of the 24-week 6-day program (issue 19 point 1), in CPU ms per plan,
 * repeated enough to read a median on a shared machine. Run with --cpu-prof to see where it goes.
 *
 *   npx tsx --conditions=react-server bench/plan-profile.ts [runs]
 */
import { runOnDatabase } from "./temporary-database";
import { sixDayProgramRequest } from "./six-day-program";

runOnDatabase("forgefit-plan-profile-", async () => {
  const { getDatabase } = await import("@/db");
  const { loadCatalogue } = await import("@/lib/catalogue/load.server");
  const { planProgram } = await import("@/lib/training/program-planner");
  const { defaultProgramRequest } = await import("@/lib/training/program-request");
  const catalogue = await loadCatalogue(await getDatabase());
  const runs = Number(process.argv[2] ?? 24);
  const body = (i: number) => ({ ...defaultProgramRequest(i), ...sixDayProgramRequest(24, i) });
  planProgram(catalogue, body(99) as never);
  // A digest of the twelve plans: a speed change must leave it as it was.
  const { createHash } = await import("node:crypto");
  const digest = createHash("sha256");
  const texts: string[] = [];
  // Record ids differ per database: the digest reads exercise names.
  const names = new Map(catalogue.exercises.map((e) => [e.id, e.name]));
  for (let i = 0; i < 12; i++) texts.push(JSON.stringify(planProgram(catalogue, body(i) as never)).replace(/\b[a-z0-9]{15}\b/g, (id) => names.get(id) ?? id));
  for (const t of texts) digest.update(t);
  if (process.env.PLAN_DUMP) (await import("node:fs")).writeFileSync(process.env.PLAN_DUMP, texts.join("\n"));
  console.log(`plans digest ${digest.digest("hex").slice(0, 16)}`);
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const r = planProgram(catalogue, body(i % 12) as never);
    if (!r.ok) throw new Error(r.message);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  const at = (p: number) => cpu[Math.min(cpu.length - 1, Math.ceil((p / 100) * cpu.length) - 1)].toFixed(1);
  console.log(`24-week 6-day planning, cpu ms: p50 ${at(50)}  p95 ${at(95)}  (n=${runs})`);
});
