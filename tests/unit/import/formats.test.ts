import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { durationMinutes, ImportFormatError, parseTrainingLog, parseWallClock } from "@/lib/import/formats";
import { wallClockToUtc } from "@/lib/import/wall-clock";

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, "../../fixtures/import", name), "utf8");
const kg = (lb: number) => lb * 0.45359237;

describe("reading other apps' exports", () => {
  it("reads Strong's current export: kg as the lifter says, warm-ups left out, quoted notes with commas and line breaks", () => {
    const log = parseTrainingLog(fixture("strong.csv"), { unit: "kg", timeZone: "UTC" });
    expect(log.format).toBe("strong");
    expect(log.rejected).toEqual([]);
    // 40 sessions x 15 work sets; the 80 warm-ups (Set Order "W", two a session on average) read but not kept.
    expect(log.sets).toHaveLength(600);
    expect(log.rows).toBe(600 + 80);
    const first = log.sets[0];
    expect(first).toMatchObject({ workoutName: "Upper A", exerciseName: "Bench Press (Barbell)", setNumber: 1, weight: 60, reps: 5, rpe: 0, durationMinutes: 65 });
    expect(first.workoutStart.toISOString()).toBe("2025-06-02T18:00:00.000Z");
    expect(log.sets.filter((s) => s.rpe > 0).length).toBeGreaterThan(300);
  });

  it("reads the same file in pounds when the lifter says so, and in the lifter's time zone", () => {
    const log = parseTrainingLog(fixture("strong.csv"), { unit: "lbs", timeZone: "Europe/Berlin" });
    expect(log.sets[0].weight).toBeCloseTo(kg(60), 6);
    // 18:00 in Berlin in June (summer time, UTC+2) is 16:00 UTC.
    expect(log.sets[0].workoutStart.toISOString()).toBe("2025-06-02T16:00:00.000Z");
  });

  it("reads Strong's older semicolon export with its Weight Unit column", () => {
    const log = parseTrainingLog(fixture("strong-legacy.csv"), { unit: "kg", timeZone: "UTC" });
    expect(log.format).toBe("strong-legacy");
    expect(log.sets).toHaveLength(300);
    expect(log.sets[0]).toMatchObject({ exerciseName: "Bench Press (Barbell)", reps: 5, durationMinutes: 58 });
    expect(log.sets[0].weight).toBeCloseTo(kg(160), 6);
  });

  it("reads Hevy: weight_lbs, warm-ups by set_type, its day-month dates and the duration from start to end", () => {
    const log = parseTrainingLog(fixture("hevy.csv"), { unit: "kg", timeZone: "UTC" });
    expect(log.format).toBe("hevy");
    expect(log.sets).toHaveLength(300);
    expect(log.rows).toBe(340);
    expect(log.sets[0]).toMatchObject({ workoutName: "Upper A", exerciseName: "Bench Press (Barbell)", setNumber: 1, reps: 5, rpe: 7.5, durationMinutes: 60 });
    expect(log.sets[0].weight).toBeCloseTo(kg(170), 6);
    expect(log.sets[0].workoutStart.toISOString()).toBe("2025-09-15T18:45:00.000Z");
  });

  it("refuses files it cannot read with a reason, and rows it cannot read with their line", () => {
    expect(() => parseTrainingLog("a,b,c\n1,2,3\n", { unit: "kg", timeZone: "UTC" })).toThrow(ImportFormatError);
    expect(() => parseTrainingLog("Date,Exercise Name\n", { unit: "kg", timeZone: "UTC" })).toThrow(/lacks Workout Name, Set Order, Weight, Reps/);
    const text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n" + "yesterday,W,1h,Squat,1,100,5,0,0,,,8\n" + "2025-01-01 10:00:00,W,1h,,1,100,5,0,0,,,8\n" + "2025-01-01 10:00:00,W,1h,Squat,1,100,5,0,0,,,14\n" + "2025-01-01 10:00:00,W,1h,Squat,1,100,5,0,0,,,8\n";
    const log = parseTrainingLog(text, { unit: "kg", timeZone: "UTC" });
    expect(log.rejected).toEqual([
      { line: 2, reason: 'unreadable date "yesterday"' },
      { line: 3, reason: "no exercise name" },
      { line: 4, reason: "RPE out of range" },
    ]);
    expect(log.sets).toHaveLength(1);
  });

  it("reads durations and dates as the apps write them", () => {
    expect([durationMinutes("1h 5m"), durationMinutes("45m"), durationMinutes("2h"), durationMinutes("3600")]).toEqual([65, 45, 120, 60]);
    expect(parseWallClock("May 14, 2023 5:45 PM")).toEqual({ y: 2023, mo: 5, d: 14, h: 17, mi: 45, s: 0 });
    expect(parseWallClock("14 May 2023, 07:05")).toEqual({ y: 2023, mo: 5, d: 14, h: 7, mi: 5, s: 0 });
    // Winter in New York is UTC-5; an unknown zone reads as UTC.
    expect(wallClockToUtc({ y: 2025, mo: 1, d: 10, h: 18, mi: 0, s: 0 }, "America/New_York").toISOString()).toBe("2025-01-10T23:00:00.000Z");
    expect(wallClockToUtc({ y: 2025, mo: 1, d: 10, h: 18, mi: 0, s: 0 }, "Mars/Olympus").toISOString()).toBe("2025-01-10T18:00:00.000Z");
  });
});
