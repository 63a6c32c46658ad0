/**
 * A program's "% of training max" becomes a weight (issue 21 item 2): from
 * the lifter's log (best e1RM of 8 weeks × 0.9), overridden by a typed max,
 * and an entry test until either exists. Training maxes are the owner's alone.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { ENTRY_TEST_TEXT } from "@/lib/sessions/training-max";
import { call } from "./harness";
import { signUp, type TestUser } from "./fixtures";

const FULL_GYM = ["barbell", "dumbbells", "cables", "machine", "bodyweight", "kettlebell", "bands"];
const KG_PER_LB = 0.45359237;
const DAY = 86_400_000;

type Load = { kind: "weight" | "instruction"; percentTm: number; weight?: number; unit?: string; text: string };
type Loads = {
  unit: string;
  lifts: Array<{ exercise: string; name: string; trainingMax: { weight: number; unit: string; source: string } | null; stored: { id: string } | null; fromHistory: number | null }>;
  items: Array<{ week: number; day: number; exercise: string; load: Load }>;
};

async function generateProgram(user: TestUser): Promise<string> {
  const response = await call("/api/programs/generate", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: user.token },
    body: JSON.stringify({ primaryGoal: "strength", experienceLevel: "intermediate", trainingDaysPerWeek: 3, durationWeeks: 8, deloadFrequency: 4, availableEquipment: FULL_GYM, seed: 11 }),
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.program.id;
}

async function loads(user: TestUser | null, programId: string): Promise<{ status: number; body: Loads }> {
  const response = await call(`/api/programs/${programId}/loads`, { headers: user ? { authorization: user.token } : {} });
  return { status: response.status, body: await response.json() };
}

async function logSquats(user: TestUser, squat: string, weeks: Array<{ daysAgo: number; kg: number; reps: number; rpe: number }>) {
  for (const w of weeks) {
    const at = new Date(Date.now() - w.daysAgo * DAY).toISOString();
    const session = await user.pb.collection("workout_sessions").create({ user: user.id, name: "Squats", status: "completed", startedAt: at });
    for (let n = 1; n <= 3; n++) {
      await user.pb.collection("workout_sets").create({ user: user.id, session: session.id, exercise: squat, setNumber: n, reps: w.reps, weight: w.kg, rpe: w.rpe, completed: true, completedAt: at });
    }
  }
}

/** The bar's step in lbs is 5: the weight the app must show for pct of a TM in lbs. */
const barInLbs = (pct: number, tmLbs: number) => Math.max(5, Math.round((pct * tmLbs) / 100 / 5) * 5);

describe("GET /api/programs/{id}/loads", () => {
  let lifter: TestUser;
  let programId: string;
  let squat: string;
  beforeAll(async () => {
    lifter = await signUp({ weightUnit: "lbs" });
    programId = await generateProgram(lifter);
    const handle = await getDatabase();
    squat = (await handle.rows<{ id: string }>(sql`select id from exercises where name = 'Barbell Back Squat' and owner is null`))[0].id;
  }, 180_000);

  it("gives a lifter without history the entry test on every %TM item, and a visitor a 401", async () => {
    const { status, body } = await loads(lifter, programId);
    expect(status).toBe(200);
    expect(body.unit).toBe("lbs");
    expect(body.lifts.map((l) => l.name)).toContain("Barbell Back Squat");
    expect(body.lifts.every((l) => l.trainingMax === null)).toBe(true);
    expect(body.items.length).toBeGreaterThan(10);
    for (const item of body.items) expect(item.load).toEqual({ kind: "instruction", percentTm: item.load.percentTm, text: ENTRY_TEST_TEXT });
    // Calibration week: no %TM, so no item at all.
    expect(body.items.some((i) => i.week === 1)).toBe(false);
    expect((await loads(null, programId)).status).toBe(401);
  });

  it("turns the squat's %TM into weights from the last weeks of logged squats: round(%TM × e1RM × 0.9) in lbs", async () => {
    await logSquats(lifter, squat, [
      { daysAgo: 21, kg: 100, reps: 5, rpe: 8 },
      { daysAgo: 14, kg: 102.5, reps: 5, rpe: 8 },
      { daysAgo: 7, kg: 105, reps: 5, rpe: 8 },
      { daysAgo: 80, kg: 140, reps: 5, rpe: 8 }, // older than 8 weeks: not today's max
    ]);
    const { body } = await loads(lifter, programId);
    // Best recent set: 105 kg × 5 at RPE 8 = 7 reps to failure; Epley 105 × (1 + 7/30) = 129.5 kg; TM 116.55 kg.
    const tmLbs = Math.round((129.5 * 0.9) / KG_PER_LB * 10) / 10;
    const lift = body.lifts.find((l) => l.exercise === squat)!;
    expect(lift.trainingMax).toMatchObject({ weight: tmLbs, unit: "lbs", source: "history" });
    const squats = body.items.filter((i) => i.exercise === squat);
    expect(squats.length).toBeGreaterThan(3);
    for (const item of squats) {
      expect(item.load).toEqual({ kind: "weight", percentTm: item.load.percentTm, weight: barInLbs(item.load.percentTm, tmLbs), unit: "lbs", text: `${item.load.percentTm}% of TM → ${barInLbs(item.load.percentTm, tmLbs)} lbs` });
    }
    // Deload weeks are lighter than the week before them.
    const week = (n: number) => squats.filter((i) => i.week === n).map((i) => i.load.weight!);
    expect(Math.max(...week(4))).toBeLessThan(Math.min(...week(3)));
    // Lifts without history keep the entry test.
    expect(body.items.filter((i) => i.exercise !== squat).every((i) => i.load.kind === "instruction")).toBe(true);
  });

  it("lets a typed training max override the log", async () => {
    const created = await lifter.pb.collection("training_maxes").create({ user: lifter.id, exercise: squat, weight: 300, unit: "lbs", source: "typed", testedOn: new Date().toISOString() });
    const { body } = await loads(lifter, programId);
    expect(body.lifts.find((l) => l.exercise === squat)).toMatchObject({ trainingMax: { weight: 300, source: "typed" }, stored: { id: created.id } });
    for (const item of body.items.filter((i) => i.exercise === squat)) expect(item.load.weight).toBe(barInLbs(item.load.percentTm, 300));
    // A second one for the same lift is a field error, not a 500.
    await expect(lifter.pb.collection("training_maxes").create({ user: lifter.id, exercise: squat, weight: 310, unit: "lbs", source: "typed" })).rejects.toMatchObject({ status: 400, data: { data: { exercise: { code: "validation_not_unique" } } } });
    await expect(lifter.pb.collection("training_maxes").update(created.id, { weight: 0 })).rejects.toMatchObject({ status: 400 });
  });
});

describe("training_maxes are the owner's alone", () => {
  it("hides them from another user, who can neither read, change, delete nor create them for someone else", async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()]);
    const handle = await getDatabase();
    const bench = (await handle.rows<{ id: string }>(sql`select id from exercises where name = 'Barbell Bench Press' and owner is null`))[0].id;
    const mine = await owner.pb.collection("training_maxes").create({ user: owner.id, exercise: bench, weight: 100, unit: "kg", source: "typed" });
    expect((await other.pb.collection("training_maxes").getList(1, 50)).items).toEqual([]);
    await expect(other.pb.collection("training_maxes").getOne(mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(other.pb.collection("training_maxes").update(mine.id, { weight: 200 })).rejects.toMatchObject({ status: 404 });
    await expect(other.pb.collection("training_maxes").update(mine.id, { user: other.id })).rejects.toMatchObject({ status: 404 });
    await expect(other.pb.collection("training_maxes").delete(mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(other.pb.collection("training_maxes").create({ user: owner.id, exercise: bench, weight: 50, unit: "kg", source: "typed" })).rejects.toMatchObject({ status: 400 });
    // The owner cannot hand it on either.
    await expect(owner.pb.collection("training_maxes").update(mine.id, { user: other.id })).rejects.toMatchObject({ status: 404 });
    expect(await owner.pb.collection("training_maxes").getOne(mine.id)).toMatchObject({ user: owner.id, weight: 100 });
  });
});

describe("GET /api/programs/{id}/loads reads only workouts the caller may list", () => {
  it("leaves out a day pointing at another user's private workout, and reads at most 30 %TM lifts of a workout", async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()]);
    const handle = await getDatabase();
    const ids = (await handle.rows<{ id: string }>(sql`select id from exercises where owner is null order by name limit 40`)).map((r) => r.id);
    const details = Object.fromEntries(ids.map((id) => [id, { sets: 3, reps: "5", percentTm: 80 }]));
    const privateWorkout = await owner.pb.collection("workouts").create({ name: "Mine", exercises: ids, exerciseDetails: details, userProfile: owner.id });
    const ownWorkout = await other.pb.collection("workouts").create({ name: "Theirs", exercises: ids, exerciseDetails: details, userProfile: other.id });
    const program = await other.pb.collection("training_programs").create({ name: "Borrowed", user: other.id });
    const week = await other.pb.collection("program_weeks").create({ trainingProgram: program.id, weekNumber: 1 });
    // The record engine refuses a day naming a workout its author may not view...
    await expect(other.pb.collection("program_days").create({ programWeek: week.id, dayNumber: 1, workout: privateWorkout.id })).rejects.toMatchObject({
      status: 400,
      response: { data: { workout: { code: "validation_missing_rel_records" } } },
    });
    // ...and the loads still leave out such a day stored another way (before that check, or by hand).
    await handle.rows(sql`insert into program_days (id, program_week, day_number, workout) values ('borrowedday0001', ${week.id}, 1, ${privateWorkout.id})`);
    await other.pb.collection("program_days").create({ programWeek: week.id, dayNumber: 2, workout: ownWorkout.id });
    const { status, body } = await loads(other, program.id);
    expect(status).toBe(200);
    expect(body.items.some((i) => i.day === 1)).toBe(false);
    expect(body.items.filter((i) => i.day === 2).length).toBeLessThanOrEqual(30);
  });
});
