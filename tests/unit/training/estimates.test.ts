import { describe, expect, it } from "vitest";
import { doubleProgression, epleyOneRepMax, increaseLoad, roundToStep, totalVolume } from "@/lib/training/estimates";

describe("estimates", () => {
  it("Epley 1RM = weight x (1 + reps / 30)", () => {
    expect(epleyOneRepMax(100, 10)).toBeCloseTo(133.333, 3);
    expect(epleyOneRepMax(100, 5)).toBeCloseTo(116.667, 3);
    expect(epleyOneRepMax(80, 30)).toBe(160);
    expect(epleyOneRepMax(100, 1)).toBe(100);
    expect(epleyOneRepMax(0, 5)).toBe(0);
    expect(epleyOneRepMax(100, 0)).toBe(0);
  });

  it("double progression adds load only when every set hits the top", () => {
    expect(doubleProgression({ repsPerSet: [12, 12, 12], repMin: 8, repMax: 12, load: 50, increment: 2.5 })).toEqual({
      action: "increase_load",
      load: 52.5,
      targetReps: 8,
    });
    expect(doubleProgression({ repsPerSet: [12, 11, 10], repMin: 8, repMax: 12, load: 50, increment: 2.5 })).toEqual({
      action: "add_reps",
      load: 50,
      targetReps: 11,
    });
    expect(doubleProgression({ repsPerSet: [6, 6], repMin: 8, repMax: 12, load: 50, increment: 2.5 }).targetReps).toBe(8);
  });

  it("rounds loads to plate steps", () => {
    expect(roundToStep(51.2)).toBe(50);
    expect(roundToStep(51.3)).toBe(52.5);
    expect(increaseLoad(100, 5)).toBe(105);
    expect(increaseLoad(60, 2.5, 5)).toBe(60);
  });

  it("total volume is sets x reps x weight", () => {
    expect(
      totalVolume([
        { reps: 10, weight: 50, sets: 3 },
        { reps: 8, weight: 60 },
      ]),
    ).toBe(1980);
    expect(totalVolume([])).toBe(0);
  });
});
