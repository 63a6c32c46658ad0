/**
 * Importing other apps' logs (issue 21 item 5): Strong (current and older)
 * and Hevy exports through POST /api/import/{strong,hevy}, names mapped to
 * the catalogue, the rest kept as the lifter's own custom exercises (private),
 * and a second import of the same file adding nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { GET as popularityGET } from "@/app/api/exercises/popularity/route";
import { call, client } from "./harness";
import { signUp, type TestUser } from "./fixtures";

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/import", name), "utf8");

async function upload(user: TestUser | null, source: string, body: string, query = "") {
  const response = await call(`/api/import/${source}${query}`, {
    method: "POST",
    headers: { "content-type": "text/csv", ...(user ? { authorization: user.token } : {}) },
    body,
  });
  return { status: response.status, body: await response.json() };
}

describe("importing a Strong or Hevy export", () => {
  it("previews, imports, maps names and adds nothing the second time (Strong, current export in kg)", async () => {
    const lifter = await signUp();
    const text = fixture("strong.csv");
    const preview = await upload(lifter, "strong", text, "?preview=1&unit=kg");
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ preview: true, rows: 680, sessions: { inFile: 40, added: 0 }, sets: { inFile: 600, added: 0 } });
    const names = preview.body.toConfirm.map((c: { name: string }) => c.name);
    expect(names).toContain("Squat (Barbell)");
    expect(preview.body.custom.map((c: { name: string }) => c.name)).toContain("Zercher Yoke Walk 3000");

    const first = await upload(lifter, "strong", text, `?unit=kg&reject=${encodeURIComponent(JSON.stringify(["Lat Pulldown (Cable)"]))}`);
    expect(first.status).toBe(200);
    expect(first.body.sessions).toEqual({ inFile: 40, added: 40 });
    expect(first.body.sets).toEqual({ inFile: 600, added: 600 });
    const e = first.body.exercises;
    expect(e.exact + e.normalised + e.fuzzy + e.custom).toBe(20);
    expect(first.body.custom.map((c: { name: string }) => c.name)).toContain("Lat Pulldown (Cable)");
    expect(e.customAdded).toBe(e.custom);

    const again = await upload(lifter, "strong", text, `?unit=kg&reject=${encodeURIComponent(JSON.stringify(["Lat Pulldown (Cable)"]))}`);
    expect(again.body.sessions.added).toBe(0);
    expect(again.body.sets.added).toBe(0);
    expect(again.body.exercises.customAdded).toBe(0);

    // The log reads like any other: sessions with their volume, sets with their exercise.
    const sessions = await lifter.pb.collection("workout_sessions").getFullList({ filter: `user = "${lifter.id}"` });
    expect(sessions).toHaveLength(40);
    expect(sessions.every((s) => s.status === "completed" && s.notes === "Imported from Strong")).toBe(true);
    const squat = await lifter.pb.collection("workout_sets").getList(1, 1, { filter: `user = "${lifter.id}" && exercise.name = "Barbell Back Squat"`, sort: "completedAt", expand: "exercise" });
    expect(squat.totalItems).toBe(30);
    expect(squat.items[0]).toMatchObject({ weight: 80, reps: 5 });
  }, 120_000);

  it("keeps custom exercises private and out of the library", async () => {
    const lifter = await signUp();
    await upload(lifter, "hevy", fixture("hevy.csv"));
    const sets = await lifter.pb.collection("workout_sets").getFullList({ filter: `user = "${lifter.id}"`, expand: "exercise" });
    const custom = sets.find((s) => s.expand?.exercise?.name === "Zercher Yoke Walk 3000");
    expect(custom).toBeDefined();
    const id = custom!.exercise as string;
    expect((await lifter.pb.collection("exercises").getOne(id)).owner).toBe(lifter.id);
    const other = await signUp();
    await expect(other.pb.collection("exercises").getOne(id)).rejects.toMatchObject({ status: 404 });
    await expect(client().collection("exercises").getOne(id)).rejects.toMatchObject({ status: 404 });
    const listed = await lifter.pb.collection("exercises").getList(1, 1, { filter: `name = "Zercher Yoke Walk 3000"` });
    expect(listed.totalItems).toBe(0);
    // Nor through the public popularity counts.
    const popular = await (await popularityGET(new Request(`http://127.0.0.1:3000/api/exercises/popularity?ids=${id}`))).json();
    expect(popular.items).toEqual([]);
    // Nor by pointing one's own records at it: a training max, a set or a workout naming it is refused as
    // a missing relation (and could otherwise read the exercise back through an expand).
    const refused = { status: 400, response: { data: { exercise: { code: "validation_missing_rel_records" } } } };
    await expect(other.pb.collection("training_maxes").create({ user: other.id, exercise: id, weight: 100, unit: "kg", source: "typed" })).rejects.toMatchObject(refused);
    const session = await other.pb.collection("workout_sessions").create({ user: other.id, status: "in_progress", startedAt: new Date().toISOString() });
    await expect(other.pb.collection("workout_sets").create({ user: other.id, session: session.id, exercise: id, setNumber: 1, reps: 5, weight: 50 })).rejects.toMatchObject(refused);
    await expect(
      other.pb.collection("workouts").create({ name: "Borrowed", user: other.id, exercises: [id], isPublic: false }),
    ).rejects.toMatchObject({ status: 400, response: { data: { exercises: { code: "validation_missing_rel_records" } } } });
    // The owner still may.
    await expect(lifter.pb.collection("training_maxes").create({ user: lifter.id, exercise: id, weight: 100, unit: "kg", source: "typed" })).resolves.toMatchObject({ exercise: id });
  }, 120_000);

  it("reads Strong's older export and Hevy's in pounds", async () => {
    const lifter = await signUp();
    const legacy = await upload(lifter, "strong", fixture("strong-legacy.csv"));
    expect(legacy.body).toMatchObject({ format: "strong-legacy", sessions: { added: 20 }, sets: { added: 300 } });
    const hevy = await upload(lifter, "hevy", fixture("hevy.csv"));
    expect(hevy.body).toMatchObject({ format: "hevy", sessions: { added: 20 }, sets: { added: 300 } });
    const bench = await lifter.pb.collection("workout_sets").getList(1, 1, { filter: `user = "${lifter.id}" && exercise.name = "Barbell Bench Press"`, sort: "-completedAt" });
    // The last Hevy bench sets were 180 lb (82.5 kg rounded to 5 lb by the exporting lifter).
    expect(bench.items[0].weight).toBeCloseTo(180 * 0.45359237, 4);
  }, 120_000);

  it("leaves the catalogue version alone: a lifter's own exercises are no catalogue change", async () => {
    const version = async () => (await (await getDatabase()).rows<{ value: string }>(sql`select value from settings where key = 'catalogue_version'`))[0].value;
    const lifter = await signUp();
    const before = await version();
    const answer = await upload(lifter, "strong", fixture("strong-legacy.csv"));
    expect(answer.body.exercises.customAdded).toBeGreaterThan(0);
    expect(await version()).toBe(before);
  }, 120_000);

  it("refuses a file with thousands of exercise names before writing anything", async () => {
    const lifter = await signUp();
    const header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";
    const rows = Array.from({ length: 2001 }, (_, i) => `2025-01-01 10:00:00,W,1h,Made Up ${i},1,10,5,0,0,,,`);
    const answer = await upload(lifter, "strong", [header, ...rows].join("\n"), "?preview=1");
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/2001 different exercises/);
  }, 120_000);

  it("refuses what it cannot read, with a reason, and visitors", async () => {
    const lifter = await signUp();
    expect((await upload(null, "strong", fixture("strong.csv"))).status).toBe(401);
    const wrongSource = await upload(lifter, "strong", fixture("hevy.csv"));
    expect(wrongSource.status).toBe(400);
    expect(wrongSource.body.message).toMatch(/Hevy export/);
    const notCsv = await upload(lifter, "hevy", "hello,world\n1,2\n");
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.data.file.code).toBe("validation_invalid_file");
    expect((await upload(lifter, "fitbod", "x")).status).toBe(400);
    expect((await upload(lifter, "strong", fixture("strong.csv"), "?unit=stone")).body.data.unit.code).toBe("validation_invalid_unit");
    expect((await upload(lifter, "strong", fixture("strong.csv"), "?reject=notjson")).body.data.reject.code).toBe("validation_invalid_json");
  }, 120_000);
});
