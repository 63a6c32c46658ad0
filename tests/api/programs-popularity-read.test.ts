/**
 * The read the result and detail pages make (lib/programs/record-query.ts)
 * against a stored generated program: everything the pages show arrives in
 * one request, trimmed by `fields`, and shapes into the program view.
 */
import { describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/programs/generate/route";
import { analyseProgram } from "@/lib/programs/program-analysis";
import { progressionOverview, shapeProgram } from "@/lib/programs/program-view";
import { PROGRAM_EXPAND, PROGRAM_FIELDS } from "@/lib/programs/record-query";
import { client } from "./harness";

async function generated(body: Record<string, unknown>): Promise<string> {
  const res = await generate(
    new Request("http://127.0.0.1:3000/api/programs/generate", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { program: { id: string } }).program.id;
}

describe("reading a generated program for the result and detail pages", () => {
  it("brings weeks, days, workouts, exercises and muscles in one trimmed answer", async () => {
    const id = await generated({ durationWeeks: 12, trainingDaysPerWeek: 4, availableEquipment: ["barbell", "dumbbells", "cables", "machine", "other"], seed: 3 });
    const pb = client();
    let bytes = 0;
    pb.afterSend = (response, data) => {
      bytes = JSON.stringify(data).length;
      return data;
    };
    const record = await pb.collection("training_programs").getOne(id, { expand: PROGRAM_EXPAND, fields: PROGRAM_FIELDS });
    const view = shapeProgram(record)!;
    expect(view.warnings).toEqual([]);
    expect(view.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(view.experienceLevel).toBe("intermediate");
    expect(view.primaryGoals).toEqual(["hypertrophy"]);
    for (const week of view.weeks) {
      expect(week.days).toHaveLength(7);
      expect(week.days.filter((d) => d.workout).length).toBe(4);
      expect(week.intensityMultiplier).not.toBeNull();
    }
    const exercise = view.weeks[0].days.find((d) => d.workout)!.workout!.exercises[0];
    expect(exercise.name).not.toBe("Exercise");
    expect(exercise.primaryMuscles.length).toBeGreaterThan(0);
    expect(exercise.primaryMuscles[0]).toMatch(/^[a-z_]+$/);
    expect(exercise.tempo).toMatch(/\d/);
    expect(progressionOverview(view.weeks)).toMatchObject({ deloadWeeks: 3, totalWeeks: 12 });
    const analysis = analyseProgram(view);
    expect(analysis.hasData).toBe(true);
    expect(analysis.strengths.length).toBeGreaterThan(0);
    // No instructions, descriptions or media of the 48 workouts' exercises.
    expect(bytes).toBeLessThan(400_000);
    expect(JSON.stringify(record)).not.toContain("instructions");
  });
});
