/**
 * Generation benchmark (issue 6): p50/p95 of workout generation and of
 * 12-week and 24-week 6-day program generation including the writes, then
 * three sample plans with their quality scores.
 *
 *   npx tsx --conditions=react-server bench/generate.ts            # temporary PGlite folder
 *   DATABASE_URL=postgres://… npx tsx --conditions=react-server bench/generate.ts
 *
 * --conditions=react-server: it imports *.server.ts modules, whose
 * `import "server-only"` throws anywhere else (as the server does under Next).
 *
 * Workouts are timed through the route handler (body parsing, catalogue
 * from the one-minute cache, generation, JSON answer); programs through
 * theirs (planning plus one transaction of batch inserts).
 */
import { runOnDatabase } from "./temporary-database";
import { sixDayProgramRequest } from "./six-day-program";
import os from "node:os";

// The benchmark sends hundreds of generations from one address: the visitor rate limit (20 a minute) would answer 429.
process.env.GENERATE_LIMIT_VISITOR ??= "100000";

const WORKOUT_RUNS = 200;
const PROGRAM_RUNS = 12;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Wall time and this process's CPU time of one call, in ms. CPU time is the figure to read on a shared, loaded machine. */
async function timed<T>(work: () => Promise<T> | T): Promise<{ wall: number; cpu: number; value: T }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await work();
  const c = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (c.user + c.system) / 1000, value };
}

interface Samples {
  wall: number[];
  cpu: number[];
}

const samples = (): Samples => ({ wall: [], cpu: [] });

function figures(label: string, s: Samples): string {
  const f = (v: number) => v.toFixed(1).padStart(7);
  return `${label.padEnd(42)} wall p50 ${f(percentile(s.wall, 50))} ms  p95 ${f(percentile(s.wall, 95))} ms | cpu p50 ${f(percentile(s.cpu, 50))} ms  p95 ${f(percentile(s.cpu, 95))} ms  (n=${s.wall.length})`;
}

async function main(dataDir: string | undefined) {
  const { getDatabase } = await import("@/db");
  const { loadCatalogue } = await import("@/lib/catalogue/load.server");
  const { POST: generateWorkoutRoute } = await import("@/app/api/workouts/generate/route");
  const { POST: generateProgramRoute } = await import("@/app/api/programs/generate/route");
  const { generateWorkout } = await import("@/lib/training/workout-generator");
  const { planProgram } = await import("@/lib/training/program-planner");
  const { defaultProgramRequest } = await import("@/lib/training/program-request");

  const started = performance.now();
  const handle = await getDatabase();
  console.log(`database: ${handle.kind}${dataDir ? ` (${dataDir})` : ""}, opened and migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}\n`);
  const catalogue = await loadCatalogue(handle);
  const byId = new Map(catalogue.exercises.map((e) => [e.id, e]));

  const post = (route: (r: Request) => Promise<Response>, url: string, body: unknown) =>
    route(new Request(`http://127.0.0.1:3000${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));

  // --- Workouts -------------------------------------------------------------
  const types = ["full_body", "upper_body", "lower_body", "push", "pull", "legs", "cardio"];
  const levels = ["beginner", "intermediate", "advanced"];
  const kits = [["dumbbells"], ["barbell", "dumbbells", "cables", "machine", "other"], [], ["kettlebell", "bands"]];
  const injuries = [[], ["Lower Back Pain"], ["Knee Issues", "Wrist Pain"]];
  const workoutBody = (i: number) => ({
    workoutType: types[i % types.length],
    targetDuration: [30, 45, 60, 75, 90][i % 5],
    experienceLevel: levels[i % levels.length],
    availableEquipment: kits[i % kits.length],
    primaryGoals: [["hypertrophy"], ["strength", "hypertrophy"], ["endurance"], ["power", "strength"]][i % 4],
    injuries: injuries[i % injuries.length],
    focusMuscles: [] as string[],
    seed: i,
  });
  for (let i = 0; i < 20; i++) await post(generateWorkoutRoute, "/api/workouts/generate", workoutBody(i));
  const viaRoute = samples();
  const pure = samples();
  let refused = 0;
  for (let i = 0; i < WORKOUT_RUNS; i++) {
    const body = workoutBody(i);
    const route = await timed(async () => {
      const response = await post(generateWorkoutRoute, "/api/workouts/generate", body);
      await response.json();
      return response.status;
    });
    viaRoute.wall.push(route.wall);
    viaRoute.cpu.push(route.cpu);
    if (route.value !== 200) refused += 1;
    const direct = await timed(() => generateWorkout(catalogue, body));
    pure.wall.push(direct.wall);
    pure.cpu.push(direct.cpu);
  }

  // --- Programs -------------------------------------------------------------
  const programBody = sixDayProgramRequest;
  await post(generateProgramRoute, "/api/programs/generate", programBody(12, 99));
  const twelve = samples();
  const twentyFour = samples();
  const store = async (weeks: number, i: number) => {
    const response = await post(generateProgramRoute, "/api/programs/generate", programBody(weeks, i));
    if (!(await response.json()).success) throw new Error(`${weeks}-week program failed`);
  };
  for (let i = 0; i < PROGRAM_RUNS; i++) {
    const a = await timed(() => store(12, i));
    twelve.wall.push(a.wall);
    twelve.cpu.push(a.cpu);
    const b = await timed(() => store(24, i));
    twentyFour.wall.push(b.wall);
    twentyFour.cpu.push(b.cpu);
  }
  const planOnly = samples();
  for (let i = 0; i < PROGRAM_RUNS; i++) {
    const p = await timed(() => planProgram(catalogue, { ...defaultProgramRequest(i), ...programBody(24, i) }));
    planOnly.wall.push(p.wall);
    planOnly.cpu.push(p.cpu);
  }

  console.log(figures("workout generation (route handler)", viaRoute));
  console.log(figures("workout generation (pure generator)", pure));
  console.log(figures("12-week 6-day program, generate + store", twelve));
  console.log(figures("24-week 6-day program, generate + store", twentyFour));
  console.log(figures("24-week 6-day program, planning only", planOnly));
  console.log(`(${refused} of ${WORKOUT_RUNS} benchmark workout requests were refused with a 400; CPU time is this process only, so on PostgreSQL it leaves out the server's share of the writes)\n`);

  // --- Samples --------------------------------------------------------------
  const line = (id: string, d: { sets: number; reps: string; restSeconds: number; rpe: number | null }) =>
    `${byId.get(id)?.name ?? id} ${d.sets}x${d.reps} (rest ${d.restSeconds}s${d.rpe ? `, RPE ${d.rpe}` : ""})`;
  const showWorkout = async (title: string, body: Record<string, unknown>) => {
    const response = await post(generateWorkoutRoute, "/api/workouts/generate", body);
    const w = await response.json();
    console.log(`${title}\n  request: ${JSON.stringify(body)}`);
    if (response.status !== 200) {
      console.log(`  -> ${response.status}: ${w.message}\n`);
      return;
    }
    const q = w.qualityScore;
    console.log(`  -> ${w.name}: ${w.exercises.length} exercises, ~${w.estimatedDurationMinutes} min, ${w.estimatedCalories} kcal, quality ${q.overall}/100`);
    console.log(`     (balance ${q.muscleBalance}, volume ${q.volumeDistribution}, patterns ${q.movementPatterns}, variety ${q.intensityVariety}, recovery ${q.recoveryBalance}, progression ${q.progressiveOverload})`);
    for (const id of w.exercises) console.log(`     - ${line(id, w.exerciseDetails[id])}`);
    for (const n of w.notes) console.log(`     note: ${n}`);
    console.log("");
  };
  const showProgram = async (title: string, body: Record<string, unknown>) => {
    const response = await post(generateProgramRoute, "/api/programs/generate", body);
    const answer = await response.json();
    console.log(`${title}\n  request: ${JSON.stringify(body)}`);
    if (!answer.success) {
      console.log(`  -> ${response.status}: ${answer.message}\n`);
      return;
    }
    const { schema } = { schema: await import("@/db/schema") };
    const { eq, inArray } = await import("drizzle-orm");
    const weeks = await handle.db.select().from(schema.programWeeks).where(eq(schema.programWeeks.trainingProgram, answer.program.id)).orderBy(schema.programWeeks.weekNumber);
    const days = await handle.db.select().from(schema.programDays).where(inArray(schema.programDays.programWeek, weeks.map((w) => w.id)));
    const workoutIds = days.map((d) => d.workout).filter((x): x is string => Boolean(x));
    const workouts = new Map((await handle.db.select().from(schema.workouts).where(inArray(schema.workouts.id, workoutIds))).map((w) => [w.id, w]));
    const q = answer.qualityScore;
    console.log(`  -> ${answer.program.name} (id ${answer.program.id}), quality ${q.overall}/100`);
    console.log(`     (balance ${q.muscleBalance}, volume ${q.volumeDistribution}, patterns ${q.movementPatterns}, variety ${q.intensityVariety}, recovery ${q.recoveryBalance}, progression ${q.progressiveOverload})`);
    console.log(`     weekly hard sets: ${Object.entries(answer.weeklyHardSets as Record<string, number>).map(([g, n]) => `${g} ${n}`).join(", ")}`);
    console.log(`     weeks: ${weeks.map((w) => `${w.weekNumber} ${w.phase} ${Math.round(w.intensityMultiplier * 100)}%/${Math.round(w.volumeMultiplier * 100)}%`).join(" | ")}`);
    for (const weekNumber of [1, weeks.length > 8 ? weeks.length - 1 : 0].filter(Boolean)) {
      const week = weeks[weekNumber - 1];
      console.log(`     week ${week.weekNumber} (${week.phase}):`);
      for (const d of days.filter((x) => x.programWeek === week.id).sort((a, b) => a.dayNumber - b.dayNumber)) {
        if (d.isRestDay || !d.workout) continue;
        const w = workouts.get(d.workout);
        const details = (w?.exerciseDetails ?? {}) as Record<string, { sets: number; reps: string; restSeconds: number; rpe: number | null }>;
        console.log(`       ${d.name}: ${(w?.exercises ?? []).map((id) => `${byId.get(id)?.name} ${details[id]?.sets}x${details[id]?.reps}`).join("; ")}`);
      }
    }
    console.log(`     progression: ${answer.program.progressionScheme}`);
    console.log(`     deload: ${answer.program.deloadProtocol}`);
    for (const n of answer.notes) console.log(`     note: ${n}`);
    console.log("");
  };

  await showWorkout("1. Beginner at home with dumbbells (full-body workout, 45 min)", {
    workoutType: "full_body",
    targetDuration: 45,
    experienceLevel: "beginner",
    availableEquipment: ["dumbbells"],
    primaryGoals: ["hypertrophy"],
    seed: 1,
  });
  await showWorkout("2. Intermediate with lower back pain in a full gym (full-body workout, 60 min)", {
    workoutType: "full_body",
    targetDuration: 60,
    experienceLevel: "intermediate",
    availableEquipment: ["barbell", "dumbbells", "cables", "kettlebell", "bands", "machine", "other"],
    primaryGoals: ["strength", "hypertrophy"],
    injuries: ["Lower Back Pain"],
    seed: 2,
  });
  await showProgram("3. Advanced lifter on a 6-day block program (strength, 12 weeks, 75 min)", {
    durationWeeks: 12,
    trainingDaysPerWeek: 6,
    sessionDurationMinutes: 75,
    experienceLevel: "advanced",
    primaryGoal: "strength",
    periodizationType: "block",
    varietyLevel: 3,
    deloadFrequency: 4,
    availableEquipment: ["barbell", "dumbbells", "cables", "machine", "other"],
    seed: 3,
  });

}

runOnDatabase("ff-bench-generate-", main);
