import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as generateProgram } from "@/app/api/programs/generate/route";
import { POST as generateWorkout } from "@/app/api/workouts/generate/route";
import { getDatabase } from "@/db";
import * as schema from "@/db/schema";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import { generateWorkout as generatePure } from "@/lib/training/workout-generator";
import { CONSERVATIVE_DAY_NOTE, CONSERVATIVE_LIFT_NOTE, CONSERVATIVE_WORKOUT_NOTE, RED_FLAGS } from "@/lib/training/readiness";
import { signUp } from "./fixtures";

let token: string;

beforeAll(async () => {
  // Signed in: a visitor's 20 generations a minute would be enough, but other files share the address space.
  token = (await signUp()).token;
});

function post(handler: (r: Request) => Promise<Response>, path: string, body: unknown): Promise<Response> {
  return handler(
    new Request(`http://127.0.0.1:3000${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token },
      body: JSON.stringify(body),
    }),
  );
}

const FULL_GYM = ["barbell", "dumbbells", "cables", "machine", "other", "kettlebell", "bands", "flat_bench", "squat_rack", "pull_up_bar"];
const STRENGTH = { workoutType: "full_body", targetDuration: 60, experienceLevel: "advanced", availableEquipment: FULL_GYM, primaryGoals: ["strength"], seed: 11 };

type Detail = { rpe: number | null; notes: string };
type WorkoutAnswer = { exerciseDetails: Record<string, Detail>; notes: string[]; targetRPEMax: number };

const rpes = (w: { exerciseDetails: Record<string, Detail> }) => Object.values(w.exerciseDetails).map((d) => d.rpe).filter((r): r is number => r !== null);
const times = (list: readonly string[], text: string) => list.filter((n) => n.includes(text)).length;

describe("POST /api/workouts/generate with the readiness screen", () => {
  it("a conservative request caps every RPE at 7 and says why; the same request without it does not", async () => {
    const plain = (await (await post(generateWorkout, "/api/workouts/generate", STRENGTH)).json()) as WorkoutAnswer;
    const response = await post(generateWorkout, "/api/workouts/generate", { ...STRENGTH, readiness: { conservative: true } });
    expect(response.status).toBe(200);
    const safe = (await response.json()) as WorkoutAnswer;
    expect(Math.max(...rpes(plain))).toBeGreaterThan(7); // otherwise the cap would prove nothing
    expect(rpes(safe).length).toBeGreaterThan(0);
    expect(Math.max(...rpes(safe))).toBeLessThanOrEqual(7);
    expect(safe.targetRPEMax).toBeLessThanOrEqual(7);
    expect(safe.notes[0]).toBe(CONSERVATIVE_WORKOUT_NOTE);
    expect(Object.values(safe.exerciseDetails).some((d) => d.notes.startsWith(CONSERVATIVE_LIFT_NOTE))).toBe(true);
    for (const d of Object.values(safe.exerciseDetails)) expect(d.notes).not.toMatch(/top set|training max/i);
    expect(plain.notes).not.toContain(CONSERVATIVE_WORKOUT_NOTE);
  });

  it("stated injuries put the pain rule and the red flags in the notes once, not on the exercises", async () => {
    const response = await post(generateWorkout, "/api/workouts/generate", { ...STRENGTH, workoutType: "lower_body", injuries: ["Knee Issues", "Lower Back Pain"] });
    expect(response.status).toBe(200);
    const w = (await response.json()) as WorkoutAnswer;
    expect(times(w.notes, "Pain rule (knee issues, lower back pain): pain during a set at most 3/10")).toBe(1);
    expect(times(w.notes, RED_FLAGS)).toBe(1);
    for (const d of Object.values(w.exerciseDetails)) expect(d.notes).not.toMatch(/Pain rule|Red flags/);
    const none = (await (await post(generateWorkout, "/api/workouts/generate", { ...STRENGTH, injuries: ["None"] })).json()) as WorkoutAnswer;
    expect(times(none.notes, "Pain rule")).toBe(0);
  });

  it("a conservative workout is prescribed so by the generator: no RPE above 7 anywhere, notes included", async () => {
    // RPE figures wherever a user reads them: "RPE 8", "RPE 5-6", "(5 reps at RPE 8)".
    const rpeFigures = (text: string) => [...text.matchAll(/RPE (\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?/g)].flatMap((m) => [m[1], m[2]]).filter(Boolean).map(Number);
    const catalogue = await loadCatalogue(await getDatabase());
    for (const request of [STRENGTH, { ...STRENGTH, workoutType: "upper_body", experienceLevel: "intermediate", primaryGoals: ["fat_loss"], seed: 4 }]) {
      const plain = (await (await post(generateWorkout, "/api/workouts/generate", request)).json()) as WorkoutAnswer;
      const response = await post(generateWorkout, "/api/workouts/generate", { ...request, readiness: { conservative: true } });
      expect(response.status).toBe(200);
      const safe = (await response.json()) as WorkoutAnswer;
      const texts = [...safe.notes, ...Object.values(safe.exerciseDetails).map((d) => d.notes)];
      expect(Math.max(...rpes(safe), ...texts.flatMap(rpeFigures))).toBeLessThanOrEqual(7);
      // The same request without the flag names higher efforts, so the check above can fail.
      expect(Math.max(...rpes(plain), ...[...plain.notes, ...Object.values(plain.exerciseDetails).map((d) => d.notes)].flatMap(rpeFigures))).toBeGreaterThan(7);
      // The answer is the pure generator's, not a rewrite of it: the flag is an input.
      const pure = generatePure(catalogue, { focusMuscles: [], injuries: [], ...request, conservative: true });
      if (!pure.ok) throw new Error(pure.message);
      expect(safe.exerciseDetails).toEqual(pure.workout.exerciseDetails);
      expect(safe.notes).toEqual(pure.workout.notes);
    }
  });

  it("the generator itself writes the pain rule and red flags for a stated injury", async () => {
    const catalogue = await loadCatalogue(await getDatabase());
    const pure = generatePure(catalogue, { ...STRENGTH, focusMuscles: [], injuries: ["Shoulder Impingement"] });
    if (!pure.ok) throw new Error(pure.message);
    expect(times(pure.workout.notes, "Pain rule (shoulder impingement): pain during a set at most 3/10 and back to your usual level by the next morning")).toBe(1);
    expect(times(pure.workout.notes, RED_FLAGS)).toBe(1);
    const none = generatePure(catalogue, { ...STRENGTH, focusMuscles: [], injuries: [] });
    if (!none.ok) throw new Error(none.message);
    expect(times(none.workout.notes, "Pain rule") + times(none.workout.notes, "Red flags")).toBe(0);
  });

  it("refuses a readiness field of the wrong shape", async () => {
    const response = await post(generateWorkout, "/api/workouts/generate", { ...STRENGTH, readiness: { conservative: "yes please" } });
    expect(response.status).toBe(400);
    expect((await response.json()).data["readiness.conservative"]).toBeDefined();
  });
});

describe("POST /api/programs/generate with the readiness screen", () => {
  it("stores every day of a conservative program at RPE 7 or less, with the pain rule once per training day", async () => {
    const response = await post(generateProgram, "/api/programs/generate", {
      durationWeeks: 4,
      trainingDaysPerWeek: 3,
      experienceLevel: "advanced",
      primaryGoal: "strength",
      periodizationType: "block",
      availableEquipment: ["barbell", "dumbbells", "cables", "machine", "other"],
      injuries: ["Knee Issues"],
      readiness: { conservative: true },
      seed: 9,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.notes[0]).toBe(CONSERVATIVE_WORKOUT_NOTE);
    expect(times(body.notes, "Pain rule")).toBe(1);

    const { db } = await getDatabase();
    const [program] = await db.select().from(schema.trainingPrograms).where(eq(schema.trainingPrograms.id, body.program.id));
    expect((program.configuration as { request: { readiness?: unknown } }).request.readiness).toEqual({ conservative: true });
    expect(program.progressionScheme).toMatch(/^Conservative plan \(health check\): every set stops by RPE 7/);
    const weeks = await db.select().from(schema.programWeeks).where(eq(schema.programWeeks.trainingProgram, body.program.id));
    const days = await db.select().from(schema.programDays).where(inArray(schema.programDays.programWeek, weeks.map((w) => w.id)));
    const training = days.filter((d) => !d.isRestDay);
    expect(training).toHaveLength(4 * 3);
    for (const d of training) {
      expect((d.notes?.match(/Pain rule/g) ?? []).length).toBe(1);
      expect((d.notes?.match(/Red flags/g) ?? []).length).toBe(1);
      expect(d.notes).toContain(CONSERVATIVE_DAY_NOTE);
    }
    for (const d of days.filter((x) => x.isRestDay)) expect(d.notes ?? "").not.toMatch(/Pain rule/);
    const workouts = await db.select().from(schema.workouts).where(inArray(schema.workouts.id, training.map((d) => d.workout as string)));
    expect(workouts).toHaveLength(12);
    for (const w of workouts) {
      const details = w.exerciseDetails as Record<string, Detail>;
      expect(Math.max(...rpes({ exerciseDetails: details }))).toBeLessThanOrEqual(7);
      expect(w.targetRPEMax).toBeLessThanOrEqual(7);
      expect(JSON.stringify(w.intensityTechniques ?? [])).not.toMatch(/top set/i);
    }
  });
});
