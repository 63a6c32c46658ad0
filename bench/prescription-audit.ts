/**
 * Prescription audit (issue 19 items 4 and 8) over the REAL catalogue: how
 * generated sessions prescribe reps, rest, RPE and loads by goal and role,
 * and how their stated minutes compare with the one session clock
 * (lib/training/session-clock.ts). Prints figures; changes nothing.
 *
 *   npx tsx --conditions=react-server bench/prescription-audit.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-prescription-audit-"));
process.env.DATA_DIR = dataDir;

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

const pct = (a: number, b: number) => `${a}/${b} (${b > 0 ? Math.round((100 * a) / b) : 0}%)`;

async function main() {
  const { getDatabase, closeDatabase } = await import("@/db");
  const { loadCatalogue } = await import("@/lib/catalogue/load.server");
  const { generateWorkout } = await import("@/lib/training/workout-generator");
  const { planProgram } = await import("@/lib/training/program-planner");
  const { defaultProgramRequest } = await import("@/lib/training/program-request");
  const { storedSessionMinutes, isLoadingEquipment } = await import("@/lib/training/session-clock");
  const { parseRepRange } = await import("@/lib/training/reps");
  const catalogue = await loadCatalogue(await getDatabase());
  const byId = new Map(catalogue.exercises.map((e) => [e.id, e]));
  const loaded = (id: string) => (byId.get(id)?.equipment ?? []).some(isLoadingEquipment);

  const types = ["full_body", "upper_body", "lower_body", "push", "pull", "legs"];
  const levels = ["beginner", "intermediate", "advanced"];
  const kits: string[][] = [["barbell", "dumbbells", "cables", "machine", "other"], ["dumbbells"], [], ["kettlebell", "bands"]];
  const goals = ["strength", "hypertrophy", "endurance", "fat_loss", "general_fitness"];
  const durations = [45, 60, 75];

  let sessions = 0;
  let refused = 0;
  let strengthFirst = 0;
  let strengthFirstOk = 0;
  let strengthCompounds = 0;
  let strengthCompoundsOk = 0;
  let enduranceItems = 0;
  let enduranceHigh = 0;
  let totalSets = 0;
  let rpe10Sets = 0;
  let rpeOver9Sets = 0;
  let beginnerOver8 = 0;
  let bodyweightItems = 0;
  let bodyweightPercent = 0;
  let bodyweightAddPercent = 0;
  let lateralTooFew = 0;
  // Only once prescriptions carry a role (after issue 19 item 4).
  let roleMains = 0;
  let roleMainsOk = 0;
  const ratios: number[] = [];
  const ratioToTarget: number[] = [];
  // The builder's clock before issue 19 (2 s a set plus rest × sets), for comparison.
  const legacyBuilder: number[] = [];
  let worst = { ratio: 0, stated: 0, retimed: 0, label: "" };

  for (const workoutType of types)
    for (const experienceLevel of levels)
      for (const [k, availableEquipment] of kits.entries())
        for (const goal of goals)
          for (const targetDuration of durations) {
            const result = generateWorkout(catalogue, {
              workoutType,
              targetDuration,
              experienceLevel,
              availableEquipment,
              primaryGoals: [goal],
              focusMuscles: [],
              injuries: [],
              seed: `${workoutType}-${experienceLevel}-${k}-${goal}-${targetDuration}`,
            });
            if (!result.ok) {
              refused += 1;
              continue;
            }
            sessions += 1;
            const w = result.workout;
            const rows = w.exercises.map((id) => ({ id, d: w.exerciseDetails[id], e: byId.get(id)! }));
            let firstSeen = false;
            for (const { id, d, e } of rows) {
              const range = parseRepRange(d.reps);
              const timed = /s$|min$/.test(d.reps);
              totalSets += d.sets;
              if (d.rpe === 10) rpe10Sets += d.sets;
              if ((d.rpe ?? 0) > 9) rpeOver9Sets += d.sets;
              if (experienceLevel === "beginner" && (d.rpe ?? 0) > 8) beginnerOver8 += d.sets;
              if (!loaded(id) && !timed) {
                bodyweightItems += 1;
                if (/%/.test(d.notes)) bodyweightPercent += 1;
                if (/add\s+[\d.]+\s*-\s*[\d.]+\s*%/i.test(d.notes)) bodyweightAddPercent += 1;
              }
              // Biceps curls and lateral raises; Nordic and eccentric leg curls are 3-6 rep work by nature.
              if (/lateral raise|\b(biceps?|hammer|dumbbell|barbell|ez[- ]bar|cable|preacher|concentration|band) curl/i.test(e.name) && range && range.min < 6) lateralTooFew += 1;
              if (goal === "strength" && e.isCompound && range && !timed && d.tempo !== "mobility" && d.tempo !== "controlled") {
                strengthCompounds += 1;
                const ok = range.max <= 6 && d.restSeconds >= 120;
                if (ok) strengthCompoundsOk += 1;
                if (!firstSeen && loaded(id)) {
                  firstSeen = true;
                  strengthFirst += 1;
                  if (ok) strengthFirstOk += 1;
                }
              }
              if (goal === "endurance" && range && !timed) {
                enduranceItems += 1;
                if (range.max >= 15) enduranceHigh += 1;
              }
            }
            for (const i of w.items) {
              const p = i.prescription as { role?: string; loaded?: boolean; high: number; restSeconds: number; kind: string };
              if (goal !== "strength" || p.role !== "main" || !p.loaded || p.kind !== "strength") continue;
              roleMains += 1;
              if (p.high <= 6 && p.restSeconds >= 120) roleMainsOk += 1;
            }
            const retimed = storedSessionMinutes(
              rows.map(({ d, e }) => ({ ...d, isUnilateral: e.isUnilateral, isCompound: e.isCompound, equipment: e.equipment })),
            );
            const ratio = retimed / w.estimatedDurationMinutes;
            ratios.push(ratio);
            legacyBuilder.push(Math.round(rows.reduce((sum, { d }) => sum + d.sets * 2 + d.restSeconds * d.sets, 0) / 60) / w.estimatedDurationMinutes);
            ratioToTarget.push(retimed / targetDuration);
            if (ratio > worst.ratio) worst = { ratio, stated: w.estimatedDurationMinutes, retimed, label: `${workoutType} ${experienceLevel} ${goal} ${targetDuration} min kit ${k}` };
          }

  console.log(`workouts: ${sessions} generated, ${refused} refused`);
  console.log(`strength sessions, first loaded compound with <= 6 reps and >= 120 s rest: ${pct(strengthFirstOk, strengthFirst)}`);
  console.log(`strength sessions, all compounds with <= 6 reps and >= 120 s rest: ${pct(strengthCompoundsOk, strengthCompounds)}`);
  console.log(`strength sessions, loaded main lifts (by role) with <= 6 reps and >= 120 s rest: ${pct(roleMainsOk, roleMains)}`);
  console.log(`endurance sessions, exercises reaching 15+ reps: ${pct(enduranceHigh, enduranceItems)}`);
  console.log(`sets at RPE 10: ${pct(rpe10Sets, totalSets)}; above RPE 9: ${pct(rpeOver9Sets, totalSets)}; beginner sets above RPE 8: ${beginnerOver8}`);
  console.log(`bodyweight/band exercises with a % in the notes: ${pct(bodyweightPercent, bodyweightItems)}; with "add N-M%": ${bodyweightAddPercent}`);
  console.log(`biceps curls or lateral raises under 6 reps: ${lateralTooFew}`);
  console.log(`re-timed (one clock) / stated minutes: median ${median(ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)} (${worst.label}: stated ${worst.stated}, re-timed ${worst.retimed})`);
  console.log(`the old builder clock (2 s a set + rest) / stated minutes: median ${median(legacyBuilder).toFixed(2)}, min ${Math.min(...legacyBuilder).toFixed(2)}`);
  console.log(`re-timed / target minutes: median ${median(ratioToTarget).toFixed(2)}, min ${Math.min(...ratioToTarget).toFixed(2)}, max ${Math.max(...ratioToTarget).toFixed(2)}`);

  // Programs: RPE 10 and % notes on bodyweight work (program week text is helper H4's).
  let programSets = 0;
  let programRpe10 = 0;
  let programBodyweightPercent = 0;
  let programs = 0;
  for (const primaryGoal of ["strength", "hypertrophy", "fat_loss"])
    for (const experienceLevel of levels)
      for (const availableEquipment of [kits[0], kits[2]]) {
        const plan = planProgram(catalogue, { ...defaultProgramRequest(`${primaryGoal}-${experienceLevel}`), durationWeeks: 8, trainingDaysPerWeek: 3, primaryGoal, experienceLevel, availableEquipment } as never);
        if (!plan.ok) continue;
        programs += 1;
        for (const week of plan.plan.weeks)
          for (const day of week.days) {
            if (!day.workout) continue;
            for (const [id, d] of Object.entries(day.workout.exerciseDetails)) {
              programSets += d.sets;
              if (d.rpe === 10) programRpe10 += d.sets;
              if (!loaded(id) && /training max/i.test(d.notes)) programBodyweightPercent += d.sets;
            }
          }
      }
  console.log(`programs: ${programs}; sets at RPE 10: ${pct(programRpe10, programSets)}; bodyweight/band sets with a training-max %: ${programBodyweightPercent}`);
  await closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
