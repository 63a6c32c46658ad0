/**
 * Golden file of reference plans (issue 19 item 10): twelve programs a coach
 * reviews line by line, printed week by week for their first block (up to
 * and including the first deload): day, exercise, sets × reps, rest, RPE,
 * notes, with the plan's texts, weekly sets and quality score. Fixed seeds,
 * so the file changes only when the engine does.
 *
 *   npx tsx --conditions=react-server scripts/reference-plans.ts   # writes tests/golden/reference-plans.txt
 */
import { runOnDatabase } from "../bench/temporary-database";
import fs from "node:fs";
import path from "node:path";

const OUT = path.join(process.cwd(), "tests/golden/reference-plans.txt");

interface Reference {
  title: string;
  request: Record<string, unknown>;
}

const FULL_GYM = ["barbell", "dumbbells", "cables", "kettlebell", "bands", "machine", "other"];
const HOME_GYM = ["barbell", "dumbbells", "bands", "kettlebell", "pull_up_bar"];

const REFERENCES: Reference[] = [
  { title: "1. Beginner, full gym, 3-day full body, hypertrophy", request: { experienceLevel: "beginner", primaryGoal: "hypertrophy", trainingDaysPerWeek: 3, availableEquipment: FULL_GYM, durationWeeks: 8 } },
  {
    title: "2. Intermediate, home gym, 4-day upper/lower, knee issues, hypertrophy",
    request: { experienceLevel: "intermediate", primaryGoal: "hypertrophy", trainingDaysPerWeek: 4, availableEquipment: HOME_GYM, injuries: ["Knee Issues"] },
  },
  {
    title: "3. Advanced, full gym, 4-day strength block",
    request: { experienceLevel: "advanced", primaryGoal: "strength", trainingDaysPerWeek: 4, periodizationType: "block", availableEquipment: FULL_GYM, sessionDurationMinutes: 75, deloadFrequency: 5 },
  },
  { title: "4. Beginner, no equipment, 2-day general fitness", request: { experienceLevel: "beginner", primaryGoal: "general_fitness", trainingDaysPerWeek: 2, availableEquipment: [], sessionDurationMinutes: 45, durationWeeks: 8 } },
  {
    title: "5. Intermediate, dumbbells and bench, 3-day fat loss, lower back pain",
    request: { experienceLevel: "intermediate", primaryGoal: "fat_loss", trainingDaysPerWeek: 3, availableEquipment: ["dumbbells"], injuries: ["Lower Back Pain"], sessionDurationMinutes: 45 },
  },
  { title: "6. Intermediate, full gym, 5-day hypertrophy, undulating", request: { experienceLevel: "intermediate", primaryGoal: "hypertrophy", trainingDaysPerWeek: 5, periodizationType: "undulating", availableEquipment: FULL_GYM } },
  { title: "7. Advanced, full gym, 6-day push/pull/legs hypertrophy", request: { experienceLevel: "advanced", primaryGoal: "hypertrophy", trainingDaysPerWeek: 6, availableEquipment: FULL_GYM, sessionDurationMinutes: 75 } },
  {
    title: "8. Intermediate, home gym, 4-day strength, shoulder impingement",
    request: { experienceLevel: "intermediate", primaryGoal: "strength", trainingDaysPerWeek: 4, availableEquipment: HOME_GYM, injuries: ["Shoulder Impingement"], periodizationType: "linear" },
  },
  {
    title: "9. Beginner, dumbbells and bench, 3-day strength, wrist pain",
    request: { experienceLevel: "beginner", primaryGoal: "strength", trainingDaysPerWeek: 3, availableEquipment: ["dumbbells"], injuries: ["Wrist Pain"], durationWeeks: 8 },
  },
  { title: "10. Advanced, kettlebell and bands, 3-day endurance", request: { experienceLevel: "advanced", primaryGoal: "endurance", trainingDaysPerWeek: 3, availableEquipment: ["kettlebell", "bands"], sessionDurationMinutes: 45 } },
  { title: "11. Intermediate, full gym, 4-day athletic performance", request: { experienceLevel: "intermediate", primaryGoal: "athletic_performance", trainingDaysPerWeek: 4, availableEquipment: FULL_GYM, periodizationType: "block" } },
  { title: "12. Intermediate, full gym, 3-day strength (builder defaults otherwise)", request: { primaryGoal: "strength", trainingDaysPerWeek: 3, availableEquipment: FULL_GYM } },
];

async function main() {
  const { getDatabase } = await import("@/db");
  const { loadCatalogue } = await import("@/lib/catalogue/load.server");
  const { planProgram } = await import("@/lib/training/program-planner");
  const { defaultProgramRequest } = await import("@/lib/training/program-request");
  const { applyReadinessToPlan } = await import("@/lib/training/readiness");
  const catalogue = await loadCatalogue(await getDatabase());
  const byId = new Map(catalogue.exercises.map((e) => [e.id, e]));
  const lines: string[] = [
    "Reference plans: the first block of twelve generated programs, for review against ../shared/COACHING.md.",
    "Regenerate: npx tsx --conditions=react-server scripts/reference-plans.ts",
    "",
  ];
  for (const [k, ref] of REFERENCES.entries()) {
    const request = { ...defaultProgramRequest(100 + k), ...ref.request };
    const result = planProgram(catalogue, request as Parameters<typeof planProgram>[1]);
    lines.push("=".repeat(100), ref.title, "=".repeat(100));
    if (!result.ok) {
      lines.push(`REFUSED: ${result.message}`, "");
      continue;
    }
    // As the API stores it: the readiness step adds the pain rule and red flags for stated injuries.
    const plan = applyReadinessToPlan(result.plan, { conservative: false, injuries: [...request.injuries, ...request.contraindications] });
    lines.push(plan.description);
    lines.push(`Split: ${plan.split.label} (${plan.split.days.map((d) => d.name).join(", ")})`);
    lines.push(`Progression: ${plan.progressionScheme}`);
    lines.push(`Deloads: ${plan.deloadProtocol}`);
    lines.push(`Week-1 hard sets: ${Object.entries(plan.weeklySets).map(([g, v]) => `${g} ${v}`).join(", ")}`);
    const q = plan.qualityScore;
    lines.push(`Quality score: ${q.overall} (balance ${q.muscleBalance}, volume ${q.volumeDistribution}, patterns ${q.movementPatterns}, variety ${q.intensityVariety}, recovery ${q.recoveryBalance}, progress ${q.progressiveOverload})`);
    for (const w of q.warnings ?? []) lines.push(`  warning: ${w}`);
    for (const n of plan.notes) lines.push(`  note: ${n}`);
    const firstDeload = plan.weeks.findIndex((w) => w.isDeload);
    const block = plan.weeks.slice(0, firstDeload >= 0 ? firstDeload + 1 : Math.min(plan.weeks.length, 4));
    for (const week of block) {
      lines.push("", `-- ${week.description}`);
      for (const day of week.days) {
        if (day.isRestDay || !day.workout) continue;
        const w = day.workout;
        lines.push(`   ${day.name} (${w.workoutType}, about ${w.estimatedDurationMinutes} min${w.intensityTechniques.length > 0 ? `; ${w.intensityTechniques.join(", ")}` : ""})`);
        for (const id of w.exercises) {
          const d = w.exerciseDetails[id];
          const name = byId.get(id)?.name ?? id;
          const rpe = d.rpe !== null ? `RPE ${d.rpe}` : "-";
          lines.push(`     ${name.padEnd(40)} ${`${d.sets} x ${d.reps}`.padEnd(12)} rest ${String(d.restSeconds).padStart(3)} s  ${rpe.padEnd(7)} tempo ${d.tempo.padEnd(10)} ${d.notes}`);
        }
      }
    }
    lines.push("");
  }
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${lines.join("\n")}\n`);
  console.log(`wrote ${OUT} (${lines.length} lines)`);
}

runOnDatabase("ff-reference-plans-", main);
