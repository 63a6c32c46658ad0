import { describe, expect, it } from "vitest";
import { beatsRecord, personalRecords, recordNotes, recordNoteText } from "@/lib/sessions/records";
import { sessionDurationMinutes, sessionTotals } from "@/lib/sessions/totals";
import { nextProgramDay, programDayDate, relativeDayText } from "@/lib/sessions/program";

describe("personal records", () => {
  const sets = [
    { id: "a", exercise: "bench", reps: 10, weight: 60, at: "2026-11-01T10:00:00Z" },
    { id: "b", exercise: "bench", reps: 3, weight: 70, at: "2026-11-03T10:00:00Z" },
    { id: "c", exercise: "bench", reps: 8, weight: 70, at: "2026-11-05T10:00:00Z" },
    { id: "d", exercise: "bench", reps: 20, weight: 100, at: "2026-11-06T10:00:00Z", completed: false },
    { id: "e", exercise: "row", reps: 12, weight: 50, at: "2026-11-01T10:00:00Z" },
  ];

  it("keeps the best weight and the best Epley estimate per exercise, from completed sets only", () => {
    const records = personalRecords(sets);
    expect(records.get("bench")).toEqual({
      exercise: "bench",
      bestWeight: 70,
      bestWeightReps: 8,
      // 70 × (1 + 8/30) = 88.67 beats 60 × (1 + 10/30) = 80
      bestOneRepMax: 70 * (1 + 8 / 30),
      oneRepMaxFrom: { weight: 70, reps: 8 },
      repsAtWeight: [
        { weight: 60, reps: 10 },
        { weight: 70, reps: 8 },
      ],
    });
    expect(records.get("row")?.bestOneRepMax).toBeCloseTo(70, 6);
  });

  it("notes which sets beat the record standing before them", () => {
    const notes = recordNotes(sets);
    expect(notes.has("a")).toBe(false); // the first set has nothing to beat
    expect(notes.get("b")).toEqual({ weight: true, oneRepMax: false, reps: false }); // 70×3 → 77 < 80
    expect(notes.get("c")).toEqual({ weight: false, oneRepMax: true, reps: true }); // same 70, more reps → 88.7
    expect(notes.has("d")).toBe(false);
    expect(recordNoteText(notes.get("b"))).toBe("New record: best weight");
    expect(recordNoteText(notes.get("c"))).toBe("New record: most reps at this weight and estimated 1RM");
    expect(recordNoteText({ weight: false, oneRepMax: true })).toBe("New record: estimated 1RM");
    expect(recordNoteText({ weight: true, oneRepMax: true })).toBe("New record: best weight and estimated 1RM");
    expect(recordNoteText(undefined)).toBeNull();
  });

  it("never calls a tie or float noise a record", () => {
    const previous = personalRecords([{ exercise: "x", reps: 5, weight: 61.23496995 }]).get("x");
    expect(beatsRecord(previous, { exercise: "x", reps: 5, weight: 61.23497 })).toMatchObject({ weight: false, oneRepMax: false, reps: false });
    expect(beatsRecord(previous, { exercise: "x", reps: 0, weight: 200 })).toMatchObject({ weight: false, oneRepMax: false, reps: false });
    expect(beatsRecord(undefined, { exercise: "x", reps: 5, weight: 10 })).toMatchObject({ weight: false, oneRepMax: false, reps: false });
    expect(beatsRecord(undefined, { exercise: "x", reps: 5, weight: 10 }, true)).toEqual({ weight: true, oneRepMax: true, reps: false });
  });
});

describe("session totals", () => {
  const start = new Date("2026-11-20T18:00:00Z");
  it("sums completed sets' volume in pounds, estimates calories at 7.5 a minute and lists exercises in order", () => {
    const totals = sessionTotals(
      [
        { exercise: "squat", reps: 5, weight: 100, completed: true },
        { exercise: "squat", reps: 5, weight: 100, completed: true },
        { exercise: "bench", reps: 8, weight: 60, completed: true },
        { exercise: "row", reps: 10, weight: 50, completed: false },
        { exercise: "pushup", reps: 15, weight: 0, completed: true },
      ],
      start,
      new Date("2026-11-20T18:47:20Z"),
    );
    expect(totals).toEqual({
      durationMinutes: 47,
      estimatedCaloriesBurned: 353, // round(47 × 7.5)
      totalVolume: Math.round(1480 / 0.45359237), // 1,480 kg → 3,263 lbs
      volumeKg: 1480,
      exercisesPerformed: ["squat", "bench", "pushup"],
      completedSets: 4,
    });
  });

  it("counts at least a minute and at most 300", () => {
    expect(sessionDurationMinutes(start, new Date(start.getTime() + 5_000))).toBe(1);
    expect(sessionDurationMinutes(start, new Date(start.getTime() - 60_000))).toBe(1);
    expect(sessionDurationMinutes(start, new Date(start.getTime() + 10 * 3600_000))).toBe(300);
  });
});

describe("the active program's next day", () => {
  const weeks = [
    { id: "w2", weekNumber: 2, days: [{ id: "d21", dayNumber: 1, workout: "x" }] },
    {
      id: "w1",
      weekNumber: 1,
      days: [
        { id: "d13", dayNumber: 3, workout: "x" },
        { id: "d12", dayNumber: 2, isRestDay: true },
        { id: "d11", dayNumber: 1, workout: "x" },
        { id: "d14", dayNumber: 4, workout: null },
      ],
    },
  ];
  it("is the first training day in week and day order not yet done", () => {
    expect(nextProgramDay(weeks, new Set())).toMatchObject({ day: { id: "d11" }, weekNumber: 1, position: 1, total: 3 });
    expect(nextProgramDay(weeks, new Set(["d11"]))).toMatchObject({ day: { id: "d13" }, position: 2 });
    expect(nextProgramDay(weeks, new Set(["d11", "d13"]))).toMatchObject({ day: { id: "d21" }, weekNumber: 2, position: 3 });
  });
  it("is null once every training day is done", () => {
    expect(nextProgramDay(weeks, new Set(["d11", "d13", "d21"]))).toBeNull();
    expect(nextProgramDay([], new Set())).toBeNull();
  });
});

describe("the next program day's date", () => {
  // Started on Monday 2026-11-02 (local calendar).
  const since = new Date(2026, 10, 2, 18, 30);
  const day = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

  it("follows the program's calendar from the day it was started", () => {
    const now = new Date(2026, 10, 2, 19, 0);
    expect(day(programDayDate({ since, weekNumber: 1, dayNumber: 3, now }))).toEqual([2026, 11, 4]);
    expect(day(programDayDate({ since, weekNumber: 2, dayNumber: 1, now }))).toEqual([2026, 11, 9]);
  });

  it("is never in the past: today when behind plan, tomorrow when a program workout was done today", () => {
    const now = new Date(2026, 10, 20, 8, 0);
    expect(day(programDayDate({ since, weekNumber: 1, dayNumber: 5, now }))).toEqual([2026, 11, 20]);
    expect(day(programDayDate({ since, weekNumber: 1, dayNumber: 5, now, lastDoneAt: new Date(2026, 10, 20, 7, 0) }))).toEqual([2026, 11, 21]);
    expect(day(programDayDate({ since, weekNumber: 1, dayNumber: 5, now, lastDoneAt: new Date(2026, 10, 19, 7, 0) }))).toEqual([2026, 11, 20]);
  });

  it("reads as Today, Tomorrow or a short date", () => {
    const now = new Date(2026, 10, 27, 23, 0);
    expect(relativeDayText(new Date(2026, 10, 27), now)).toBe("Today");
    expect(relativeDayText(new Date(2026, 10, 28), now)).toBe("Tomorrow");
    expect(relativeDayText(new Date(2026, 11, 2), now)).toBe("Wed, Dec 2");
  });
});
