import { describe, expect, it } from "vitest";
import { applyProgramLoads, chooseTrainingMax, convertWeight, ENTRY_TEST_TEXT, historyTrainingMax, itemLoad } from "@/lib/sessions/training-max";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-27T12:00:00Z");
const BARBELL = ["barbell", "squat_rack"];

describe("itemLoad: a program item's % of TM as a weight", () => {
  it("rounds to the bar's 2.5 kg step in kg and 5 lbs in lbs", () => {
    // 85% of 121 kg = 102.85 → 102.5; 85% of 265 lbs = 225.25 → 225.
    expect(itemLoad({ percentTm: 85, trainingMax: 121, unit: "kg", equipment: BARBELL })).toEqual({ kind: "weight", percentTm: 85, weight: 102.5, unit: "kg", text: "85% of TM → 102.5 kg" });
    expect(itemLoad({ percentTm: 85, trainingMax: 265, unit: "lbs", equipment: BARBELL })).toMatchObject({ weight: 225, text: "85% of TM → 225 lbs" });
    // 87% of 100 = 87 → 87.5 (nearest 2.5), never 87.
    expect(itemLoad({ percentTm: 87, trainingMax: 100, unit: "kg", equipment: BARBELL })).toMatchObject({ weight: 87.5 });
  });

  it("rounds dumbbells to a pair that exists and machines to a plate of the stack", () => {
    expect(itemLoad({ percentTm: 90, trainingMax: 31, unit: "kg", equipment: ["dumbbells", "bench"] })).toMatchObject({ weight: 27.5 });
    expect(itemLoad({ percentTm: 90, trainingMax: 8, unit: "kg", equipment: ["dumbbells"] })).toMatchObject({ weight: 7 });
    expect(itemLoad({ percentTm: 85, trainingMax: 70, unit: "kg", equipment: ["cable_station"] })).toMatchObject({ weight: 60 });
  });

  it("keeps the entry test while the lift has no training max", () => {
    expect(itemLoad({ percentTm: 85, trainingMax: null, unit: "kg", equipment: BARBELL })).toEqual({ kind: "instruction", percentTm: 85, text: ENTRY_TEST_TEXT });
    expect(ENTRY_TEST_TEXT).toBe("Work up to a hard set of 5 and note it: that sets your training max.");
  });

  it("gives bodyweight work and items without a %TM nothing, whatever the TM", () => {
    expect(itemLoad({ percentTm: 85, trainingMax: 100, unit: "kg", equipment: [] })).toBeNull();
    expect(itemLoad({ percentTm: 85, trainingMax: 100, unit: "kg", equipment: ["pull_up_bar"] })).toBeNull();
    expect(itemLoad({ percentTm: 85, trainingMax: 100, unit: "kg", equipment: ["resistance_band"] })).toBeNull();
    expect(itemLoad({ percentTm: null, trainingMax: 100, unit: "kg", equipment: BARBELL })).toBeNull();
    expect(itemLoad({ percentTm: undefined, trainingMax: 100, unit: "kg", equipment: BARBELL })).toBeNull();
  });
});

describe("where a training max comes from", () => {
  it("reads the log's best e1RM of the last 8 weeks × 0.9, RPE-adjusted, ignoring older sets", () => {
    const sets = [
      { weight: 100, reps: 5, rpe: 8, at: NOW - 3 * DAY }, // 5 + 2 to failure: 100 × (1 + 7/30) = 123.33
      { weight: 100, reps: 5, rpe: 0, at: NOW - 10 * DAY }, // unrated: to failure, 116.67
      { weight: 140, reps: 5, rpe: 0, at: NOW - 60 * DAY }, // older than 8 weeks
      { weight: 60, reps: 20, rpe: 0, at: NOW - DAY }, // too far from failure to say anything
    ];
    const tm = historyTrainingMax(sets, NOW);
    expect(tm?.kg).toBeCloseTo(123.333 * 0.9, 2);
    expect(tm?.at).toBe(new Date(NOW - 3 * DAY).toISOString());
    expect(historyTrainingMax([{ weight: 140, reps: 5, rpe: 0, at: NOW - 60 * DAY }], NOW)).toBeNull();
  });

  it("prefers the stored max, converted to the lifter's unit; else the log; else none", () => {
    const history = { kg: 111, at: new Date(NOW).toISOString() };
    expect(chooseTrainingMax({ weight: 225, unit: "lbs", source: "typed" }, history, "kg")).toMatchObject({ weight: 102.1, unit: "kg", source: "typed" });
    expect(chooseTrainingMax(null, history, "kg")).toMatchObject({ weight: 111, source: "history" });
    expect(chooseTrainingMax(null, history, "lbs")).toMatchObject({ weight: 244.7, unit: "lbs", source: "history" });
    expect(chooseTrainingMax(null, null, "kg")).toBeNull();
    expect(convertWeight(100, "kg", "kg")).toBe(100);
  });
});

describe("a live session started from a program day", () => {
  it("prefills each %TM lift at the program's weight, in kg, and leaves timed work and other lifts alone", () => {
    const plan = [
      { exercise: "squat", weight: 90, reps: 5 },
      { exercise: "plank", weight: 0, reps: 30, unit: "seconds" },
      { exercise: "curl", weight: 12, reps: 10 },
    ];
    const loads = new Map([
      ["squat", { weight: 225, unit: "lbs" as const, text: "85% of TM → 225 lbs" }],
      ["plank", { weight: 20, unit: "kg" as const, text: "x" }],
    ]);
    const [squat, plank, curl] = applyProgramLoads(plan, loads);
    expect(squat.weight).toBeCloseTo(102.058, 3);
    expect(squat).toMatchObject({ reps: 5, note: "Program: 85% of TM → 225 lbs." });
    expect(plank).toBe(plan[1]);
    expect(curl).toBe(plan[2]);
  });
});
