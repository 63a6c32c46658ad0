import { describe, expect, it } from "vitest";
import {
  canAdvance,
  clampDuration,
  clampExerciseCount,
  INITIAL_CHOICES,
  resultTitle,
  wizardRequest,
  wizardWorkoutType,
} from "@/lib/workouts/generator";

describe("wizard rules (spec 2 §4.1, §5)", () => {
  it("starts at the defaults: 45 minutes, 6 exercises, nothing chosen", () => {
    expect(INITIAL_CHOICES).toEqual({ name: "", goal: null, level: null, duration: 45, muscles: [], equipment: [], injuries: [], exerciseCount: 6 });
  });

  it("needs a goal and a level to leave step 1; step 2 is free", () => {
    expect(canAdvance(1, INITIAL_CHOICES)).toBe(false);
    expect(canAdvance(1, { ...INITIAL_CHOICES, goal: "strength" })).toBe(false);
    expect(canAdvance(1, { ...INITIAL_CHOICES, level: "beginner" })).toBe(false);
    expect(canAdvance(1, { ...INITIAL_CHOICES, goal: "strength", level: "beginner" })).toBe(true);
    expect(canAdvance(2, INITIAL_CHOICES)).toBe(true);
  });

  it("keeps the sliders on their scales (15-90 by 15, 4-12)", () => {
    expect([clampDuration(0), clampDuration(50), clampDuration(200), clampDuration(NaN)]).toEqual([15, 45, 90, 45]);
    expect([clampExerciseCount(1), clampExerciseCount(7.4), clampExerciseCount(40)]).toEqual([4, 7, 12]);
  });
});

describe("the request the wizard sends to the generator (issue 20 item 1)", () => {
  const MUSCLES = [
    { id: "m1", name: "chest", muscleGroup: "chest" },
    { id: "m2", name: "lats", muscleGroup: "back" },
    { id: "m3", name: "quads", muscleGroup: "quads" },
    { id: "m4", name: "abs", muscleGroup: "core" },
  ];

  it("picks the session type from the chosen muscles: upper, lower or full body; core goes with either", () => {
    expect(wizardWorkoutType([])).toBe("full_body");
    expect(wizardWorkoutType(["chest", "back", "core"])).toBe("upper_body");
    expect(wizardWorkoutType(["quads", "glutes"])).toBe("lower_body");
    expect(wizardWorkoutType(["chest", "quads"])).toBe("full_body");
    expect(wizardWorkoutType(["core"])).toBe("full_body");
  });

  it("sends duration, level, equipment ids, the goal, muscle names, injuries and the count", () => {
    const body = wizardRequest(
      { ...INITIAL_CHOICES, name: " Push Day ", goal: "strength", level: "beginner", duration: 50, muscles: ["m1", "m2"], equipment: ["e1"], injuries: ["Knee Issues"], exerciseCount: 20 },
      MUSCLES,
    );
    expect(body).toEqual({
      workoutType: "upper_body",
      targetDuration: 45,
      experienceLevel: "beginner",
      availableEquipment: ["e1"],
      primaryGoals: ["strength"],
      focusMuscles: ["chest", "lats"],
      injuries: ["Knee Issues"],
      exerciseCount: 12,
      name: "Push Day",
    });
  });

  it("stands in general fitness for mobility, which the engine has no preset for, and sends no empty name", () => {
    const body = wizardRequest({ ...INITIAL_CHOICES, goal: "mobility", level: "intermediate" }, MUSCLES);
    expect(body.primaryGoals).toEqual(["general_fitness"]);
    expect(body).not.toHaveProperty("name");
    expect(resultTitle("  ")).toBe("Your Generated Workout");
  });
});
