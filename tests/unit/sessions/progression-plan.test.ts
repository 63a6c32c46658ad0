import { describe, expect, it } from "vitest";
import { INCREMENTS, nextTarget } from "@/lib/sessions/progression";
import { buildPlan, lastPerformance, planItem, prescriptionFor, targetWorkText, type CatalogueExercise } from "@/lib/sessions/plan";
import { lbsToKg } from "@/lib/sessions/units";

const bench: CatalogueExercise = { id: "bench", name: "Bench Press", isCompound: true, bodyRegion: "upper_body", repsMin: 6, repsMax: 10, setsMin: 3, setsMax: 4, restSecondsMin: 120 };
const squat: CatalogueExercise = { id: "squat", name: "Back Squat", isCompound: true, bodyRegion: "lower_body", repsMin: 5, repsMax: 8 };

describe("double progression", () => {
  const base = { repsMin: 8, repsMax: 12, plannedSets: 3, unit: "kg" as const, lowerBodyCompound: false };

  it("adds load and returns to the bottom once every set reached the top", () => {
    const t = nextTarget({ ...base, lastSets: [{ reps: 12, weight: 60 }, { reps: 12, weight: 60 }, { reps: 12, weight: 60 }] });
    expect(t).toMatchObject({ action: "increase_load", weight: 62.5, reps: 8 });
    expect(t.reason).toContain("+2.5 kg");
  });

  it("keeps the load and aims one rep above the weakest set otherwise", () => {
    const t = nextTarget({ ...base, lastSets: [{ reps: 12, weight: 60 }, { reps: 11, weight: 60 }, { reps: 9, weight: 60 }] });
    expect(t).toMatchObject({ action: "add_reps", weight: 60, reps: 10 });
  });

  it("uses lower-body compound increments of 5 kg / 10 lbs and 2.5 kg / 5 lbs otherwise", () => {
    expect(INCREMENTS).toEqual({ kg: { big: 5, small: 2.5 }, lbs: { big: 10, small: 5 } });
    const top = [{ reps: 8, weight: 100 }, { reps: 8, weight: 100 }, { reps: 8, weight: 100 }];
    expect(nextTarget({ ...base, repsMin: 5, repsMax: 8, lastSets: top, lowerBodyCompound: true }).weight).toBe(105);
    const lbsTop = [135, 135, 135].map((lbs) => ({ reps: 12, weight: lbsToKg(lbs) }));
    expect(nextTarget({ ...base, unit: "lbs", lastSets: lbsTop }).weight).toBeCloseTo(lbsToKg(140), 6);
    expect(nextTarget({ ...base, unit: "lbs", lastSets: lbsTop, lowerBodyCompound: true }).weight).toBeCloseTo(lbsToKg(145), 6);
  });

  it("judges the heaviest load only and ignores unfinished sets and warm-ups", () => {
    const t = nextTarget({
      ...base,
      lastSets: [{ reps: 12, weight: 40 }, { reps: 12, weight: 60 }, { reps: 12, weight: 60 }, { reps: 12, weight: 60 }, { reps: 3, weight: 60, completed: false }],
    });
    expect(t).toMatchObject({ action: "increase_load", weight: 62.5 });
  });

  it("does not add load when fewer sets than planned were done at the top", () => {
    const t = nextTarget({ ...base, lastSets: [{ reps: 12, weight: 60 }, { reps: 12, weight: 60 }] });
    expect(t).toMatchObject({ action: "add_reps", weight: 60, reps: 12 });
  });

  it("progresses bodyweight work by reps only, and starts a first-timer at the bottom", () => {
    expect(nextTarget({ ...base, lastSets: [{ reps: 12, weight: 0 }, { reps: 12, weight: 0 }, { reps: 12, weight: 0 }] })).toMatchObject({ weight: 0, reps: 12 });
    expect(nextTarget({ ...base, lastSets: [{ reps: 9, weight: 0 }] })).toMatchObject({ weight: 0, reps: 10 });
    expect(nextTarget({ ...base, lastSets: [] })).toMatchObject({ action: "first_time", weight: 0, reps: 8 });
  });
});

describe("session plan", () => {
  it("takes the workout's prescription first, then the catalogue, then the builder defaults", () => {
    expect(prescriptionFor(bench, { sets: 5, reps: "3-5", restSeconds: 180, rpe: 8 })).toEqual({ sets: 5, repsMin: 3, repsMax: 5, restSeconds: 180, rpe: 8 });
    expect(prescriptionFor(bench, undefined)).toEqual({ sets: 4, repsMin: 6, repsMax: 10, restSeconds: 120, rpe: 0 });
    // A timed prescription keeps its time: the reps fields hold the seconds or minutes.
    expect(prescriptionFor({ id: "x", name: "X" }, { reps: "30s" })).toEqual({ sets: 3, repsMin: 30, repsMax: 30, restSeconds: 90, rpe: 0, unit: "seconds" });
    expect(prescriptionFor({ id: "x", name: "X" }, { reps: "30-45 sec" })).toMatchObject({ repsMin: 30, repsMax: 45, unit: "seconds" });
    expect(prescriptionFor({ id: "x", name: "X" }, { sets: 1, reps: "10 min" })).toMatchObject({ sets: 1, repsMin: 10, repsMax: 10, unit: "minutes" });
    expect(prescriptionFor(bench, { sets: 99 }).sets).toBe(10);
  });

  it("prefills load and reps from the last session with the exercise", () => {
    const history = [
      { exercise: "squat", session: "old", at: "2026-11-01 10:00:00.000Z", reps: 8, weight: 90 },
      { exercise: "squat", session: "new", at: "2026-11-08 10:00:00.000Z", reps: 8, weight: 100 },
      { exercise: "squat", session: "new", at: "2026-11-08 10:00:00.000Z", reps: 8, weight: 100 },
      { exercise: "squat", session: "new", at: "2026-11-08 10:00:00.000Z", reps: 8, weight: 100 },
    ];
    const last = lastPerformance(history);
    expect(last.get("squat")).toHaveLength(3);
    const item = planItem(squat, { sets: 3, reps: "5-8", restSeconds: 150 }, last.get("squat")!, "kg");
    expect(item).toMatchObject({ exercise: "squat", name: "Back Squat", sets: 3, repsMin: 5, repsMax: 8, restSeconds: 150, weight: 105, reps: 5 });
    expect(item.note).toContain("+5 kg");
  });

  it("starts a timed set at the bottom of its time range, without load progression", () => {
    const item = planItem({ id: "plank", name: "Forearm Plank" }, { sets: 3, reps: "20-40s" }, [{ reps: 40, weight: 0, completed: true }], "kg");
    expect(item).toMatchObject({ unit: "seconds", repsMin: 20, repsMax: 40, reps: 20, weight: 0, previous: [{ weight: 0, reps: 40 }] });
    expect(item).not.toHaveProperty("note");
    expect(targetWorkText(item)).toBe("20-40 s");
    expect(targetWorkText({ repsMin: 10, repsMax: 10, unit: "minutes" })).toBe("10 min");
    expect(targetWorkText({ repsMin: 4, repsMax: 6 })).toBe("4-6 reps");
  });

  it("keeps last time's sets in set order for the previous-performance line, completed sets only", () => {
    // The API answers newest first, so set 3 arrives before set 1.
    const history = [
      { exercise: "squat", session: "s", at: "2026-11-08 10:00:00.000Z", setNumber: 3, reps: 6, weight: 100, completed: true },
      { exercise: "squat", session: "s", at: "2026-11-08 10:00:00.000Z", setNumber: 2, reps: 7, weight: 100, completed: true },
      { exercise: "squat", session: "s", at: "2026-11-08 10:00:00.000Z", setNumber: 1, reps: 8, weight: 97.5, completed: true },
    ];
    const item = planItem(squat, { sets: 3, reps: "5-8" }, lastPerformance(history).get("squat")!, "kg");
    expect(item.previous).toEqual([
      { weight: 97.5, reps: 8 },
      { weight: 100, reps: 7 },
      { weight: 100, reps: 6 },
    ]);
    expect(planItem(squat, { sets: 3, reps: "5-8" }, [{ reps: 8, weight: 100, completed: false }], "kg").previous).toBeUndefined();
    expect(planItem(squat, { sets: 3, reps: "5-8" }, [], "kg")).not.toHaveProperty("previous");
  });

  it("builds the plan in the workout's order, leaving out unknown and repeated exercises", () => {
    const catalogue = new Map([["bench", bench], ["squat", squat]]);
    const plan = buildPlan({ exercises: ["squat", "missing", "bench", "squat"], exerciseDetails: { bench: { sets: 3, reps: "8-12", rpe: 7 } } }, catalogue, new Map(), "kg");
    expect(plan.map((p) => p.exercise)).toEqual(["squat", "bench"]);
    expect(plan[1]).toMatchObject({ sets: 3, repsMin: 8, repsMax: 12, rpe: 7, weight: 0, reps: 8 });
  });
});
