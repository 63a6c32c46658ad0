/**
 * The log drives the next workout (issue 21 items 2 and 3): "auto" rests what
 * was trained hard yesterday and says why; a signed-in lifter's generated
 * workout carries suggested loads from their own last sessions, by the same
 * double progression the live session prefills.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { call } from "./harness";
import { signUp, type TestUser } from "./fixtures";

const FULL_GYM = ["barbell", "dumbbells", "cables", "machine", "bodyweight", "kettlebell", "bands"];

async function generate(user: TestUser | null, body: Record<string, unknown>) {
  const response = await call("/api/workouts/generate", {
    method: "POST",
    headers: { "content-type": "application/json", ...(user ? { authorization: user.token } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json;
}

/** Exercises whose first primary muscle is `muscle`, loaded with a barbell or dumbbells. */
async function exercisesFor(muscle: string, count: number): Promise<string[]> {
  const handle = await getDatabase();
  const rows = await handle.rows<{ id: string }>(sql`
    select e.id from exercises e join muscles m on m.id = e.primary_muscles[1]
     where m.name = ${muscle} and e.owner is null order by e.name limit ${count}`);
  return rows.map((r) => r.id);
}

async function logSession(user: TestUser, startedAt: Date, sets: Array<{ exercise: string; weight: number; reps: number; rpe: number }>) {
  const session = await user.pb.collection("workout_sessions").create({ user: user.id, name: "Logged", status: "completed", startedAt: startedAt.toISOString() });
  const numbers = new Map<string, number>();
  for (const s of sets) {
    const n = (numbers.get(s.exercise) ?? 0) + 1;
    numbers.set(s.exercise, n);
    await user.pb.collection("workout_sets").create({ user: user.id, session: session.id, setNumber: n, completed: true, completedAt: startedAt.toISOString(), ...s });
  }
}

describe("auto: today's workout from the last 7 days", () => {
  let lifter: TestUser;
  beforeAll(async () => {
    lifter = await signUp();
    // Yesterday: a hard push day, 12 sets for the chest, 8 for the shoulders, 4 for the triceps.
    const [chest, shoulders, triceps] = await Promise.all([exercisesFor("chest", 3), exercisesFor("front_delts", 2), exercisesFor("triceps", 1)]);
    const yesterday = new Date(Date.now() - 20 * 3_600_000);
    const sets = [...chest, ...chest, ...chest, ...chest, ...shoulders, ...shoulders, ...shoulders, ...shoulders, ...triceps, ...triceps, ...triceps, ...triceps].map((exercise) => ({ exercise, weight: 40, reps: 8, rpe: 8 }));
    await logSession(lifter, yesterday, sets);
  }, 120_000);

  it("avoids the muscles trained hard yesterday and says why", async () => {
    const answer = await generate(lifter, { workoutType: "auto", experienceLevel: "intermediate", availableEquipment: FULL_GYM, targetDuration: 45, seed: 7 });
    expect(["lower_body", "pull"]).toContain(answer.workoutType);
    expect(answer.notes[0]).toMatch(/^Chosen for today: (Lower Body|Pull)\. .*chest \(\d+(\.\d)? hard sets\)/i);
    expect(answer.notes[0]).toContain("no direct work for them today");
    const primaries = answer.expand.exercises.map((e: { primaryMuscles: string[] }) => e.primaryMuscles[0]);
    expect(primaries).not.toContain("chest");
    expect(primaries).not.toContain("front_delts");
  });

  it("starts a fresh lifter on full body, and tells a visitor how to get a real choice", async () => {
    const fresh = await signUp();
    const mine = await generate(fresh, { workoutType: "auto", availableEquipment: FULL_GYM, seed: 3 });
    expect(mine.workoutType).toBe("full_body");
    expect(mine.notes[0]).toMatch(/No sets logged in the last 7 days/);
    const visitor = await generate(null, { workoutType: "auto", availableEquipment: FULL_GYM, seed: 3 });
    expect(visitor.workoutType).toBe("full_body");
    expect(visitor.notes[0]).toMatch(/Sign in and log your sessions/);
  });
});

describe("suggested loads in a generated workout", () => {
  it("gives each exercise with history a weight and reps by double progression, in the lifter's unit", async () => {
    const lifter = await signUp({ weightUnit: "lbs" });
    const request = { workoutType: "lower_body", experienceLevel: "intermediate", availableEquipment: FULL_GYM, targetDuration: 45, seed: 11 };
    const first = await generate(lifter, request);
    for (const detail of Object.values(first.exerciseDetails) as Array<Record<string, unknown>>) expect(detail.suggestedWeight).toBeUndefined();

    // Last week: every exercise of that workout, 3 sets at the bottom of its range; loaded ones at 100 lb.
    const loaded = new Set(first.expand.exercises.filter((e: { equipment: string[] }) => e.equipment.length > 0).map((e: { id: string }) => e.id));
    const sets = first.exercises.flatMap((id: string) => {
      const reps = parseInt(String(first.exerciseDetails[id].reps), 10);
      return [0, 1, 2].map(() => ({ exercise: id, weight: loaded.has(id) ? 100 * 0.45359237 : 0, reps, rpe: 7 }));
    });
    await logSession(lifter, new Date(Date.now() - 7 * 86_400_000), sets);

    const again = await generate(lifter, request);
    expect(again.exercises).toEqual(first.exercises);
    expect(again.weightUnit).toBe("lbs");
    for (const id of again.exercises) {
      const detail = again.exerciseDetails[id];
      if (/s$|sec|min/.test(String(detail.reps))) continue; // timed work progresses by time
      const bottom = parseInt(String(detail.reps), 10);
      if (loaded.has(id)) {
        // At the bottom of the range: same weight, one more rep.
        expect(detail, id).toMatchObject({ suggestedWeight: 100, suggestedReps: Math.min(bottom + 1, Number(String(detail.reps).split("-")[1] ?? bottom)) });
      } else {
        expect(detail.suggestedWeight, id).toBeUndefined();
        expect(detail.suggestedReps, id).toBeGreaterThanOrEqual(bottom);
      }
      expect(String(detail.suggestionNote)).not.toBe("");
    }
    expect(loaded.size).toBeGreaterThan(0);
  }, 120_000);
});
