/**
 * Issue 21's progression rules, branch by branch: add, hold, repeat, reduce,
 * the RPE gate, the load step per equipment and unit, and the e1RM.
 */
import { describe, expect, it } from "vitest";
import { nextTarget, type ProgressionInput } from "@/lib/sessions/progression";
import { loadKind, loadStep, roundToLoadable } from "@/lib/sessions/load-steps";
import { setOneRepMax } from "@/lib/sessions/e1rm";
import { lbsToKg } from "@/lib/sessions/units";

const base: Omit<ProgressionInput, "lastSets"> = { repsMin: 6, repsMax: 10, plannedSets: 3, unit: "kg", lowerBodyCompound: false, kind: "bar", targetRpe: 8 };
const sets = (weight: number, ...reps: number[]) => reps.map((r) => ({ weight, reps: r, rpe: 8 }));

describe("next target", () => {
  it("adds the step when every set reached the top at or below the target RPE", () => {
    expect(nextTarget({ ...base, lastSets: sets(60, 10, 10, 10) })).toMatchObject({ action: "increase_load", weight: 62.5, reps: 6 });
  });

  it("holds the load when the top was reached above the target RPE", () => {
    const hard = [...sets(60, 10, 10), { weight: 60, reps: 10, rpe: 9.5 }];
    expect(nextTarget({ ...base, lastSets: hard })).toMatchObject({ action: "add_reps", weight: 60, reps: 10 });
  });

  it("holds the load and adds a rep inside the range", () => {
    expect(nextTarget({ ...base, lastSets: sets(60, 8, 7, 7) })).toMatchObject({ action: "add_reps", weight: 60, reps: 8 });
  });

  it("repeats after one miss and takes about 10% off after two in a row at the same load", () => {
    expect(nextTarget({ ...base, lastSets: sets(60, 6, 6, 5) })).toMatchObject({ action: "repeat", weight: 60, reps: 6 });
    expect(nextTarget({ ...base, lastSets: sets(60, 6, 6, 5), earlierSets: sets(60, 6, 5, 5) })).toMatchObject({ action: "reduce", weight: 55, reps: 6 });
    // A miss at a different load before is not "two in a row".
    expect(nextTarget({ ...base, lastSets: sets(60, 6, 6, 5), earlierSets: sets(57.5, 6, 5, 5) }).action).toBe("repeat");
  });

  it("extends the reps before a big dumbbell jump (4 -> 6 kg is +50%)", () => {
    const light = { ...base, kind: "dumbbell" as const };
    expect(nextTarget({ ...light, lastSets: sets(4, 10, 10, 10) })).toMatchObject({ action: "add_reps", weight: 4, reps: 11 });
    expect(nextTarget({ ...light, lastSets: sets(4, 12, 12, 12) })).toMatchObject({ action: "increase_load", weight: 6 });
    expect(nextTarget({ ...light, lastSets: sets(20, 10, 10, 10) })).toMatchObject({ action: "increase_load", weight: 22.5 });
  });

  it("works in pounds with pound steps", () => {
    const lb = (n: number) => lbsToKg(n);
    const t = nextTarget({ ...base, unit: "lbs", kind: "dumbbell", lastSets: sets(lb(50), 10, 10, 10) });
    expect(t.weight).toBeCloseTo(lb(55), 6);
    const reduced = nextTarget({ ...base, unit: "lbs", lowerBodyCompound: true, lastSets: sets(lb(225), 5, 5, 4), earlierSets: sets(lb(225), 5, 4, 4) });
    expect(reduced.action).toBe("reduce");
    expect(reduced.weight).toBeCloseTo(lb(205), 6);
  });
});

describe("load steps", () => {
  it("reads the kind from the equipment, a bar before the bench it lies on", () => {
    expect(loadKind(["flat_bench", "barbell", "squat_rack"])).toBe("bar");
    expect(loadKind(["dumbbells", "adjustable_bench"])).toBe("dumbbell");
    expect(loadKind(["cable_station"])).toBe("stack");
    expect(loadKind(["pull_up_bar"])).toBe("none");
    expect(loadKind([])).toBe("none");
  });

  it("steps by equipment and unit", () => {
    expect([loadStep("bar", "kg", 100, false), loadStep("bar", "kg", 100, true), loadStep("bar", "lbs", 225, false), loadStep("bar", "lbs", 225, true)]).toEqual([2.5, 5, 5, 10]);
    expect([loadStep("dumbbell", "kg", 8, false), loadStep("dumbbell", "kg", 12.5, false), loadStep("dumbbell", "lbs", 40, false)]).toEqual([2, 2.5, 5]);
    expect([loadStep("kettlebell", "kg", 16, false), loadStep("stack", "kg", 40, false), loadStep("none", "kg", 0, false)]).toEqual([4, 5, 0]);
    expect([roundToLoadable("bar", "kg", 94.5), roundToLoadable("dumbbell", "kg", 13.2), roundToLoadable("bar", "lbs", 202.5)]).toEqual([95, 12.5, 205]);
  });
});

describe("e1RM", () => {
  it("is Epley on the reps to failure (reps + 10 - RPE), unrated sets read as to failure", () => {
    expect(setOneRepMax({ weight: 100, reps: 5 })).toBeCloseTo(116.67, 2);
    expect(setOneRepMax({ weight: 100, reps: 5, rpe: 8 })).toBeCloseTo(123.33, 2);
    expect(setOneRepMax({ weight: 100, reps: 1, rpe: 10 })).toBe(100);
  });

  it("ignores sets too far from failure to say anything about a max", () => {
    expect(setOneRepMax({ weight: 60, reps: 12, rpe: 8 })).toBe(0);
    expect(setOneRepMax({ weight: 60, reps: 5, rpe: 6 })).toBe(0);
    expect(setOneRepMax({ weight: 0, reps: 5 })).toBe(0);
  });
});

describe("the live session's prefill uses the same rules", () => {
  it("reads the load step from the equipment and takes load off after two missed sessions", async () => {
    const { planItem, performanceBack } = await import("@/lib/sessions/plan");
    const history = [
      ...[5, 4, 4].map((reps, i) => ({ exercise: "db", session: "s2", at: "2026-11-02T10:00:00Z", setNumber: i + 1, weight: 30, reps })),
      ...[5, 5, 4].map((reps, i) => ({ exercise: "db", session: "s1", at: "2026-10-26T10:00:00Z", setNumber: i + 1, weight: 30, reps })),
    ];
    expect(performanceBack(history, 0).get("db")?.map((s) => s.reps)).toEqual([5, 4, 4]);
    expect(performanceBack(history, 1).get("db")?.map((s) => s.reps)).toEqual([5, 5, 4]);
    expect(performanceBack(history, 2).get("db")).toBeUndefined();
    const press = { id: "db", name: "Dumbbell Bench Press", isCompound: true, bodyRegion: "upper_body", equipment: ["dumbbells", "flat_bench"] };
    const item = planItem(press, { sets: 3, reps: "5-8", rpe: 8 }, performanceBack(history, 0).get("db")!, "kg", performanceBack(history, 1).get("db")!);
    expect(item).toMatchObject({ weight: 27.5, reps: 5 });
    const top = [8, 8, 8].map((reps) => ({ weight: 30, reps }));
    expect(planItem(press, { sets: 3, reps: "5-8", rpe: 8 }, top, "kg").weight).toBe(32.5);
  });
});
