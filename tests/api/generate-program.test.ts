import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/programs/generate/route";
import { getDatabase } from "@/db";
import * as schema from "@/db/schema";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import { client } from "./harness";
import { signUp } from "./fixtures";
import { EMPTY_FILTERS, libraryFilter } from "@/lib/workouts/library";

function post(body: unknown, headers: Record<string, string> = {}, raw?: string): Promise<Response> {
  return POST(
    new Request("http://127.0.0.1:3000/api/programs/generate", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: raw ?? JSON.stringify(body),
    }),
  );
}

const FULL_GYM = ["barbell", "dumbbells", "cables", "machine", "other", "kettlebell", "bands"];

async function rowsFor(programId: string) {
  const { db } = await getDatabase();
  const [program] = await db.select().from(schema.trainingPrograms).where(eq(schema.trainingPrograms.id, programId));
  const weeks = await db.select().from(schema.programWeeks).where(eq(schema.programWeeks.trainingProgram, programId)).orderBy(schema.programWeeks.weekNumber);
  const days = weeks.length > 0 ? await db.select().from(schema.programDays).where(inArray(schema.programDays.programWeek, weeks.map((w) => w.id))) : [];
  const workoutIds = days.map((d) => d.workout).filter((id): id is string => Boolean(id));
  const workouts = workoutIds.length > 0 ? await db.select().from(schema.workouts).where(inArray(schema.workouts.id, workoutIds)) : [];
  return { program, weeks, days, workouts };
}

describe("POST /api/programs/generate", () => {
  it("stores a visitor's program with its weeks, days and workouts, unlisted and readable by id", async () => {
    const response = await post({ durationWeeks: 8, trainingDaysPerWeek: 4, availableEquipment: FULL_GYM, deloadFrequency: 4, seed: 5 });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.program.id).toMatch(/^[a-z0-9]{15}$/);
    const { program, weeks, days, workouts } = await rowsFor(body.program.id);
    expect(program.user).toBeNull();
    expect(program.isPublic).toBe(false);
    expect(program.durationWeeks).toBe(8);
    expect(program.programType).toEqual(["upper_lower", "hypertrophy"]);
    expect(program.progressionScheme).toMatch(/Linear periodization/);
    expect(program.deloadProtocol).toMatch(/weeks 4 and 8/);
    const catalogue = await loadCatalogue(await getDatabase());
    expect(program.experienceLevel).toEqual([catalogue.experienceLevels.find((l) => l.name === "intermediate")?.id]);
    expect(program.primaryGoal).toEqual([catalogue.fitnessGoals.find((g) => g.name === "hypertrophy")?.id]);
    expect((program.configuration as { request: { seed: number } }).request.seed).toBe(5);

    expect(weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(days).toHaveLength(8 * 7);
    expect(workouts).toHaveLength(8 * 4);
    for (const w of weeks) {
      const own = days.filter((d) => d.programWeek === w.id);
      expect(w.days.sort()).toEqual(own.map((d) => d.id).sort());
      expect(own.filter((d) => !d.isRestDay).map((d) => d.name).sort()).toEqual(["Lower A", "Lower B", "Upper A", "Upper B"]);
      for (const d of own) expect(Boolean(d.workout)).toBe(!d.isRestDay);
      expect(w.isDeload).toBe(w.weekNumber % 4 === 0);
      if (w.isDeload) {
        // Counted: about half the sets of the ramp's fullest week, the one just before.
        expect(w.volumeMultiplier).toBeGreaterThanOrEqual(0.45);
        expect(w.volumeMultiplier).toBeLessThanOrEqual(0.6);
        expect(w.phase).toBe("Deload");
      }
    }
    expect(weeks[0].intensityMultiplier).toBeLessThan(weeks[2].intensityMultiplier);
    for (const workout of workouts) {
      expect(workout.userProfile).toBeNull();
      expect(workout.exercises.length).toBeGreaterThan(0);
      expect(Object.keys(workout.exerciseDetails ?? {}).sort()).toEqual([...workout.exercises].sort());
    }

    const visitor = client();
    const viewed = await visitor.collection("training_programs").getOne(body.program.id);
    expect(viewed.name).toBe(program.name);
    const listed = await visitor.collection("training_programs").getFullList({ filter: `id = "${body.program.id}"` });
    expect(listed).toHaveLength(0);
  });

  it("makes the caller the owner, and keeps it from other users", async () => {
    const owner = await signUp();
    const response = await post({ durationWeeks: 4, trainingDaysPerWeek: 3, availableEquipment: ["dumbbells"], experienceLevel: "beginner" }, { authorization: owner.token });
    expect(response.status).toBe(200);
    const { program } = await response.json();
    const rows = await rowsFor(program.id);
    expect(rows.program.user).toBe(owner.id);
    for (const w of rows.workouts) expect(w.userProfile).toBe(owner.id);

    const mine = await owner.pb.collection("training_programs").getFullList({ filter: `id = "${program.id}"` });
    expect(mine).toHaveLength(1);
    const stranger = await signUp();
    await expect(stranger.pb.collection("training_programs").getOne(program.id)).rejects.toMatchObject({ status: 404 });
  });

  it("keeps a generated program's workouts out of the owner's workout library, which still lists what they saved (issue 20 item 4)", async () => {
    const owner = await signUp();
    const response = await post({ durationWeeks: 4, trainingDaysPerWeek: 3, availableEquipment: ["dumbbells"], experienceLevel: "beginner" }, { authorization: owner.token });
    const { program } = await response.json();
    const rows = await rowsFor(program.id);
    const saved = await owner.pb.collection("workouts").create({ name: "My own day", exercises: rows.workouts[0].exercises, userProfile: owner.id });
    const library = await owner.pb.collection("workouts").getFullList({ filter: libraryFilter("", EMPTY_FILTERS), fields: "id" });
    const ids = library.map((w) => w.id);
    expect(ids).toContain(saved.id);
    for (const w of rows.workouts) expect(ids).not.toContain(w.id);
    // Still theirs to open, from the program page.
    expect((await owner.pb.collection("workouts").getOne(rows.workouts[0].id)).id).toBe(rows.workouts[0].id);
  });

  it("splits by training days", async () => {
    for (const [days, expected] of [
      [2, ["Full Body A", "Full Body B"]],
      [5, ["Push", "Pull", "Legs", "Upper", "Lower"]],
      [6, ["Push A", "Pull A", "Legs A", "Push B", "Pull B", "Legs B"]],
    ] as const) {
      const response = await post({ durationWeeks: 4, trainingDaysPerWeek: days, availableEquipment: FULL_GYM });
      expect(response.status).toBe(200);
      const { weeks, days: rows } = await rowsFor((await response.json()).program.id);
      const first = rows.filter((d) => d.programWeek === weeks[0].id).sort((a, b) => a.dayNumber - b.dayNumber);
      expect(first.filter((d) => !d.isRestDay).map((d) => d.name)).toEqual(expected);
      expect(first.filter((d) => d.isRestDay)).toHaveLength(7 - days);
    }
  });

  it("honours injuries and equipment in every stored workout", async () => {
    const response = await post({ durationWeeks: 4, trainingDaysPerWeek: 4, availableEquipment: ["dumbbells", "bands"], injuries: ["Lower Back Pain", "Knee Issues"], contraindications: [] });
    expect(response.status).toBe(200);
    const { workouts } = await rowsFor((await response.json()).program.id);
    const catalogue = await loadCatalogue(await getDatabase());
    const byId = new Map(catalogue.exercises.map((e) => [e.id, e]));
    for (const w of workouts)
      for (const id of w.exercises) {
        const e = byId.get(id);
        expect(e?.contraindications).not.toContain("lower_back_pain");
        expect(e?.contraindications).not.toContain("knee_issues");
        for (const kit of e?.equipment ?? []) expect(["dumbbells", "flat_bench", "adjustable_bench", "resistance_band"]).toContain(kit);
      }
  });

  it("keeps weekly hard sets per muscle in the hypertrophy band on a full gym", async () => {
    const response = await post({ durationWeeks: 4, trainingDaysPerWeek: 4, sessionDurationMinutes: 60, availableEquipment: FULL_GYM, primaryGoal: "hypertrophy", seed: 8 });
    const body = await response.json();
    for (const g of ["chest", "back", "shoulders", "quads", "hamstrings", "glutes"]) {
      expect(body.weeklyHardSets[g], g).toBeGreaterThanOrEqual(9);
      expect(body.weeklyHardSets[g], g).toBeLessThanOrEqual(21);
    }
  });

  it("generates and stores a 24-week 6-day program in one go", async () => {
    const started = performance.now();
    const response = await post({ durationWeeks: 24, trainingDaysPerWeek: 6, sessionDurationMinutes: 75, experienceLevel: "advanced", periodizationType: "block", primaryGoal: "strength", availableEquipment: FULL_GYM, varietyLevel: 3 });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    const { weeks, days, workouts } = await rowsFor((await response.json()).program.id);
    expect(weeks).toHaveLength(24);
    expect(days).toHaveLength(24 * 7);
    expect(workouts).toHaveLength(24 * 6);
    expect(weeks.filter((w) => w.isDeload).map((w) => w.weekNumber)).toEqual([4, 8, 12, 16, 20, 24]);
    // Strength blocks run accumulation → intensification → realisation before every deload (COACHING.md §7).
    expect(weeks.slice(0, 4).map((w) => w.phase)).toEqual(["Accumulation", "Intensification", "Realisation", "Deload"]);
    // The benchmark measures the real figure; this only guards against a regression by an order of magnitude.
    expect(elapsed).toBeLessThan(10_000);
  });

  it("answers bad bodies and unknown references with a 400 and a message", async () => {
    const cases: [unknown, RegExp][] = [
      [{ durationWeeks: 30 }, /durationWeeks/],
      [{ trainingDaysPerWeek: "4" }, /trainingDaysPerWeek/],
      [{ varietyLevel: 9 }, /varietyLevel/],
      [{ periodizationType: "zigzag" }, /periodizationType must be linear, undulating or block/],
      [{ injuries: ["Sore Soul"] }, /Unknown injury "Sore Soul"/],
      [{ primaryGoal: "world_domination" }, /primaryGoal must be/],
      [{ muscleImbalances: { weakBodyParts: ["Tentacles"] } }, /Unknown muscle or body part "Tentacles"/],
      [{ availableEquipment: ["jetpack"] }, /Unknown equipment "jetpack"/],
      [
        { trainingDaysPerWeek: 6, sessionDurationMinutes: 120, availableEquipment: [], injuries: ["Lower Back Pain", "Knee Issues", "Shoulder Impingement", "Wrist Pain", "Hip Mobility", "Ankle Instability", "Neck Pain", "Elbow Issues"] },
        /Cannot build the Push A day: This request cannot fill a 120-minute push session: only about \d+ minutes of suitable exercises exist for bodyweight only with lower back pain/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await response.json();
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(message);
    }
    const broken = await post(undefined, {}, "[1,2");
    expect(broken.status).toBe(400);
  });
});
