import { describe, expect, it } from "vitest";
import {
  balanceFromLoad,
  builderMuscleCoverage,
  builderStats,
  muscleLoad,
  sharePair,
  workoutTypeFromBalance,
} from "@/lib/training/builder-stats";

const exercises = [
  { sets: 3, rest: 90, primaryMuscles: ["chest"], secondaryMuscles: ["triceps", "front_delts"] },
  { sets: 4, rest: 120, primaryMuscles: ["quadriceps"], secondaryMuscles: ["glutes"] },
  { sets: 3, rest: 60, primaryMuscles: ["lats"], secondaryMuscles: ["biceps"] },
];

describe("builder stats (spec 2 §9.2)", () => {
  it("muscle load is 60 per primary and 30 per secondary", () => {
    expect(muscleLoad(exercises)).toEqual({
      chest: 60,
      triceps: 30,
      shoulders: 30,
      quads: 60,
      glutes: 30,
      back: 60,
      biceps: 30,
    });
  });

  it("balance percentages are upper vs lower and push vs pull shares", () => {
    // upper 60+30+30+60+30 = 210, lower 60+30 = 90 -> 70/30;
    // push 60+30+30 = 120, pull 60+30 = 90 -> 57/43.
    expect(balanceFromLoad(muscleLoad(exercises))).toEqual({ upper: 70, lower: 30, push: 57, pull: 43 });
  });

  it("puts duration, calories, load and balance together", () => {
    const stats = builderStats(exercises, 60);
    expect(stats.duration).toBe(24); // 1425 s on the session clock (duration.test.ts)
    expect(stats.estimatedCalories).toBe(180);
    expect(stats.muscleBalance.upper).toBe(70);
    expect(builderStats([], 45)).toEqual({
      duration: 0,
      estimatedCalories: 338,
      targetMuscles: {},
      muscleBalance: { upper: 0, lower: 0, push: 0, pull: 0 },
    });
  });

  it("share pairs add up to 100", () => {
    expect(sharePair(1, 2)).toEqual([33, 67]);
    expect(sharePair(0, 0)).toEqual([0, 0]);
    expect(sharePair(5, 0)).toEqual([100, 0]);
  });

  it("saved type: upper > 70 upper_body, lower > 70 lower_body, else full_body, custom without data", () => {
    expect(workoutTypeFromBalance({ upper: 70, lower: 30 })).toBe("full_body");
    expect(workoutTypeFromBalance({ upper: 71, lower: 29 })).toBe("upper_body");
    expect(workoutTypeFromBalance({ upper: 20, lower: 80 })).toBe("lower_body");
    expect(workoutTypeFromBalance({ upper: 0, lower: 0 })).toBe("custom");
    expect(workoutTypeFromBalance(undefined)).toBe("custom");
    expect(workoutTypeFromBalance({})).toBe("custom");
  });

  it("quality panel coverage: primary 2, secondary 1, top 6 scaled to the highest", () => {
    const coverage = builderMuscleCoverage(exercises);
    expect(coverage).toHaveLength(6);
    expect(coverage.slice(0, 3).map((c) => [c.muscle, c.points, c.percent])).toEqual([
      ["chest", 2, 100],
      ["quads", 2, 100],
      ["back", 2, 100],
    ]);
    expect(coverage[3]).toEqual({ muscle: "triceps", points: 1, percent: 50 });
    expect(coverage.map((c) => c.muscle)).not.toContain("biceps");
    expect(builderMuscleCoverage([])).toEqual([]);
  });
});
