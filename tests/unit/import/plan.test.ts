import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { matchExerciseNames } from "@/lib/import/exercise-matching";
import { parseTrainingLog } from "@/lib/import/formats";
import { keyedIds } from "@/lib/import/ids.server";
import { planImport } from "@/lib/import/plan";
import { RECORD_ID_PATTERN } from "@/lib/shared/record-id";

const text = fs.readFileSync(path.resolve(import.meta.dirname, "../../fixtures/import/hevy.csv"), "utf8");

function plan(userId: string, secret = "the app secret") {
  const log = parseTrainingLog(text, { unit: "kg", timeZone: "UTC" });
  const catalogue = [{ id: "benchxxxxxxxxxx", name: "Barbell Bench Press" }];
  const matches = matchExerciseNames(log.sets.map((s) => s.exerciseName), catalogue);
  const idFor = keyedIds(secret);
  const customId = (name: string) => idFor(`custom|${userId}|${name.toLowerCase()}`);
  const exerciseFor = (name: string) => matches.get(name)?.exercise?.id ?? customId(name);
  return { log, plan: planImport(userId, "hevy", log.sets, exerciseFor, matches, customId, idFor) };
}

describe("planning an import", () => {
  it("gives one session per workout and one set per work set, with ids that are the same every time", () => {
    const a = plan("user1").plan;
    const b = plan("user1").plan;
    expect(a.sessions).toHaveLength(20);
    expect(a.sets).toHaveLength(300);
    expect(b.sessions.map((s) => s.id)).toEqual(a.sessions.map((s) => s.id));
    expect(b.sets.map((s) => s.id)).toEqual(a.sets.map((s) => s.id));
    for (const id of [...a.sessions.map((s) => s.id), ...a.sets.map((s) => s.id), ...a.customs.map((c) => c.id)]) expect(id).toMatch(RECORD_ID_PATTERN);
    expect(new Set(a.sets.map((s) => s.id)).size).toBe(300);
    // Another lifter's import of the same file names other records, and so does another server's secret.
    expect(plan("user2").plan.sessions[0].id).not.toBe(a.sessions[0].id);
    expect(plan("user1", "another secret").plan.sessions[0].id).not.toBe(a.sessions[0].id);
  });

  it("stores what the live session stores: duration, calories, volume in pounds, the exercises done", () => {
    const { sessions, sets } = plan("user1").plan;
    const first = sessions[0];
    expect(first).toMatchObject({ name: "Upper A", durationMinutes: 60, estimatedCaloriesBurned: 450, notes: "Imported from Hevy" });
    const volumeKg = sets.filter((s) => s.session === first.id).reduce((sum, s) => sum + s.weight * s.reps, 0);
    expect(first.totalVolume).toBe(Math.round(volumeKg / 0.45359237));
    expect(first.exercisesPerformed).toHaveLength(5);
    expect(first.exercisesPerformed[0]).toBe("benchxxxxxxxxxx");
  });

  it("keeps every unmatched name as one custom exercise", () => {
    const { plan: p } = plan("user1");
    expect(p.customs.map((c) => c.name)).toContain("Zercher Yoke Walk 3000");
    expect(p.customs.map((c) => c.name)).not.toContain("Bench Press (Barbell)");
  });
});
