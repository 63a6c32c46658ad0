import { describe, expect, it } from "vitest";
import {
  assessmentLevelLabel,
  balanceTileLabel,
  capitalise,
  difficultyBadge,
  difficultyDetailLabel,
  difficultyLabel,
  durationBucket,
  generatorDifficultyTone,
  lookupDisplayName,
  matchesDifficultyBucket,
  pluralise,
  previewDifficultyColour,
  rpeDisplay,
  scoreColour,
  workoutTypeDisplay,
} from "@/lib/training/labels";

describe("difficulty bands", () => {
  it("badge bands: 1-3 Beginner green, 4-6 Intermediate amber, 7+ Advanced red", () => {
    expect(difficultyBadge(1)).toEqual({ band: "beginner", label: "Beginner", tone: "success", colour: "green" });
    expect(difficultyBadge(3).label).toBe("Beginner");
    expect(difficultyBadge(4)).toEqual({ band: "intermediate", label: "Intermediate", tone: "warning", colour: "amber" });
    expect(difficultyBadge(6).label).toBe("Intermediate");
    expect(difficultyBadge(7)).toEqual({ band: "advanced", label: "Advanced", tone: "error", colour: "red" });
    expect(difficultyLabel(10)).toBe("Advanced");
  });

  it("detail labels carry the risk text", () => {
    expect(difficultyDetailLabel(2)).toEqual({ label: "Beginner Friendly", risk: "Low Risk" });
    expect(difficultyDetailLabel(5)).toEqual({ label: "Intermediate", risk: "Moderate Risk" });
    expect(difficultyDetailLabel(8)).toEqual({ label: "Advanced", risk: "High Risk" });
  });

  it("generator badge tone and preview colour follow 3/6 cut-offs", () => {
    expect([3, 4, 6, 7].map(generatorDifficultyTone)).toEqual(["success", "warning", "warning", "error"]);
    expect([1, 3, 4, 6, 7, 10].map(previewDifficultyColour)).toEqual(["green", "green", "amber", "amber", "red", "red"]);
  });

  it("library buckets: beginner <=3, intermediate 4-6, advanced >=7", () => {
    expect(matchesDifficultyBucket(3, "beginner")).toBe(true);
    expect(matchesDifficultyBucket(4, "beginner")).toBe(false);
    expect(matchesDifficultyBucket(4, "intermediate")).toBe(true);
    expect(matchesDifficultyBucket(6, "intermediate")).toBe(true);
    expect(matchesDifficultyBucket(7, "intermediate")).toBe(false);
    expect(matchesDifficultyBucket(7, "advanced")).toBe(true);
  });

  it("library duration buckets: 30, 45, 60, 90", () => {
    expect([20, 30, 31, 45, 46, 60, 61, 120].map(durationBucket)).toEqual([30, 30, 45, 45, 60, 60, 90, 90]);
  });
});

describe("level, score and RPE labels", () => {
  it("assessment levels (spec 1 §3)", () => {
    expect([10, 9, 8, 7, 6, 5, 4, 3, 2, 0].map(assessmentLevelLabel)).toEqual([
      "Excellent",
      "Excellent",
      "Good",
      "Good",
      "Fair",
      "Fair",
      "Developing",
      "Developing",
      "Needs Focus",
      "Needs Focus",
    ]);
  });

  it("score colour: 80+ green, 60+ amber, else red", () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreColour)).toEqual(["green", "green", "amber", "amber", "red", "red"]);
  });

  it("RPE: 8+ red, 6+ amber, below green, '-' when absent", () => {
    expect(rpeDisplay(9)).toEqual({ text: "9", colour: "red" });
    expect(rpeDisplay(8).colour).toBe("red");
    expect(rpeDisplay(7).colour).toBe("amber");
    expect(rpeDisplay(6).colour).toBe("amber");
    expect(rpeDisplay(5).colour).toBe("green");
    expect(rpeDisplay(undefined)).toEqual({ text: "-", colour: null });
    expect(rpeDisplay(null).text).toBe("-");
  });

  it("balance tile: 'Balanced' under 10 points, else 'N% diff'", () => {
    expect(balanceTileLabel(54, 46)).toBe("Balanced"); // 8 apart
    expect(balanceTileLabel(55, 45)).toBe("10% diff");
    expect(balanceTileLabel(30, 70)).toBe("40% diff");
    // One side only (an upper-body day): named, not "100% diff".
    expect(balanceTileLabel(100, 0, ["Upper", "Lower"])).toBe("Upper only");
    expect(balanceTileLabel(0, 100, ["Push", "Pull"])).toBe("Pull only");
    expect(balanceTileLabel(100, 0)).toBe("100% diff");
  });
});

describe("name display", () => {
  it("lookup names: snake_case and camelCase to Title Case", () => {
    expect(lookupDisplayName("front_delts")).toBe("Front Delts");
    expect(lookupDisplayName("lower_back")).toBe("Lower Back");
    expect(lookupDisplayName("rearDelts")).toBe("Rear Delts");
    expect(lookupDisplayName("EZ_BAR")).toBe("Ez Bar");
  });

  it("workout types and goals: underscores to spaces", () => {
    expect(workoutTypeDisplay("full_body")).toBe("full body");
    expect(workoutTypeDisplay("athletic_performance")).toBe("athletic performance");
    expect(capitalise("intermediate")).toBe("Intermediate");
    expect(pluralise(1, "Workout")).toBe("Workout");
    expect(pluralise(3, "Workout")).toBe("Workouts");
  });
});
