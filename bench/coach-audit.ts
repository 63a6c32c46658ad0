/**
 * Coach audit (issue 19 item 10): generates the fixed grid of 600 workout
 * profiles and 47 programs with the same pure functions the API calls and
 * the real catalogue, checks every rule of COACHING.md that lib/training/audit
 * can read off a plan, and prints rule, checked, passed and pass rate, with
 * a few failing examples per rule.
 *
 *   npx tsx --conditions=react-server bench/coach-audit.ts            # temporary PGlite folder
 *   DATABASE_URL=postgres://… npx tsx --conditions=react-server bench/coach-audit.ts
 */
import { runOnDatabase } from "./temporary-database";

const examples = Number(process.env.AUDIT_EXAMPLES ?? 2);

async function main() {
  const { getDatabase } = await import("@/db");
  const { loadCatalogue } = await import("@/lib/catalogue/load.server");
  const { PROGRAM_RULES, SESSION_RULES, tally, tallyTable } = await import("@/lib/training/audit");
  const { runProgramGrid, runWorkoutGrid, workoutGrid, programGrid } = await import("@/lib/training/audit/grid");

  const catalogue = await loadCatalogue(await getDatabase());
  const t0 = performance.now();
  const workoutProfiles = workoutGrid(catalogue);
  const { sessions, refused } = runWorkoutGrid(catalogue, workoutProfiles);
  const t1 = performance.now();
  const programProfiles = programGrid(catalogue);
  const { programs, programDays, programsRefused } = runProgramGrid(catalogue, programProfiles);
  const t2 = performance.now();

  const print = (title: string, rows: ReturnType<typeof tally>) => {
    console.log(`\n## ${title}\n`);
    console.log(tallyTable(rows));
    const failing = rows.filter((r) => r.examples.length > 0);
    if (failing.length > 0 && examples > 0) {
      console.log("\nexamples of failures:");
      for (const r of failing) for (const e of r.examples) console.log(`  [${r.id}] ${e}`);
    }
  };

  console.log(`# Coach audit (${new Date().toISOString().slice(0, 10)}, ${catalogue.exercises.length} catalogue exercises)`);
  console.log(`workouts: ${workoutProfiles.length} profiles, ${sessions.length} generated, ${refused.length} refused (${((t1 - t0) / 1000).toFixed(1)} s)`);
  console.log(`programs: ${programProfiles.length} profiles, ${programs.length} planned, ${programsRefused.length} refused, ${programDays.length} training days (${((t2 - t1) / 1000).toFixed(1)} s)`);
  print("Generated workouts (POST /api/workouts/generate)", tally(SESSION_RULES, sessions, examples));
  const scores = sessions.map((s) => s.qualityOverall).filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  if (scores.length > 0) {
    const at = (q: number) => scores[Math.min(scores.length - 1, Math.floor(q * scores.length))];
    console.log(`\nquality score of generated workouts: p10 ${at(0.1)}, median ${at(0.5)}, p90 ${at(0.9)}; under 60: ${scores.filter((v) => v < 60).length} of ${scores.length}`);
  }
  print("Program days (every week of every program)", tally(SESSION_RULES, programDays, examples));
  print("Programs", tally(PROGRAM_RULES, programs, examples));
  if (refused.length + programsRefused.length > 0) {
    console.log("\nrefused requests:");
    for (const r of [...refused, ...programsRefused].slice(0, 10)) console.log(`  ${r}`);
  }
}

runOnDatabase("ff-coach-audit-", main);
