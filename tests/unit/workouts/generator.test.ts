import { describe, expect, it } from "vitest";
import {
  canAdvance,
  clampDuration,
  clampExerciseCount,
  generatedExercise,
  generatorFilter,
  generatorQuery,
  generatorResult,
  INITIAL_CHOICES,
  rangeText,
  resultTitle,
} from "@/lib/workouts/generator";

const ALL = ["eq1eq1eq1eq1eq1", "eq2eq2eq2eq2eq2", "eq3eq3eq3eq3eq3"];

describe("wizard rules (spec 2 §4.1, §5)", () => {
  it("starts at the defaults: 45 minutes, 6 exercises, nothing chosen", () => {
    expect(INITIAL_CHOICES).toEqual({ name: "", goal: null, level: null, duration: 45, muscles: [], equipment: [], exerciseCount: 6 });
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

describe("selection filter (spec 2 §9.1)", () => {
  it("bands difficulty by level: beginner <=4, intermediate 3-7, advanced >=5", () => {
    expect(generatorFilter({ level: "beginner", muscles: [], equipment: [] }, ALL)).toContain("difficultyLevel >= 1 && difficultyLevel <= 4");
    expect(generatorFilter({ level: "sedentary", muscles: [], equipment: [] }, ALL)).toContain("difficultyLevel <= 4");
    expect(generatorFilter({ level: "intermediate", muscles: [], equipment: [] }, ALL)).toContain("difficultyLevel >= 3 && difficultyLevel <= 7");
    expect(generatorFilter({ level: "advanced", muscles: [], equipment: [] }, ALL)).toContain("difficultyLevel >= 5 && difficultyLevel <= 10");
  });

  it("with nothing chosen: full body, bodyweight only", () => {
    expect(generatorFilter({ level: "beginner", muscles: [], equipment: [] }, ALL)).toBe(
      "isActive = true && difficultyLevel >= 1 && difficultyLevel <= 4 && equipmentRequired:length = 0",
    );
  });

  it("ORs muscles as primary or secondary", () => {
    expect(generatorFilter({ level: "advanced", muscles: ["m1", "m2"], equipment: [] }, ALL)).toContain(
      "(primaryMuscles ?= 'm1' || secondaryMuscles ?= 'm1' || primaryMuscles ?= 'm2' || secondaryMuscles ?= 'm2')",
    );
  });

  it("needs one chosen piece of equipment and nothing unchosen", () => {
    expect(generatorFilter({ level: "advanced", muscles: [], equipment: [ALL[0], ALL[2]] }, ALL)).toBe(
      "isActive = true && difficultyLevel >= 5 && difficultyLevel <= 10 && (equipmentRequired ?= 'eq1eq1eq1eq1eq1' || equipmentRequired ?= 'eq3eq3eq3eq3eq3') && equipmentRequired != 'eq2eq2eq2eq2eq2'",
    );
  });

  it("asks for twice the count in random order with the relations expanded", () => {
    const q = generatorQuery({ ...INITIAL_CHOICES, level: "beginner", exerciseCount: 8 }, ALL);
    expect(q).toMatchObject({ page: 1, perPage: 16, sort: "@random", expand: "primaryMuscles,secondaryMuscles,equipmentRequired" });
  });
});

describe("results", () => {
  const record = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: `Exercise ${id}`,
    shortDescription: "Short text.",
    difficultyLevel: 4,
    setsMin: 3,
    setsMax: 5,
    repsMin: 5,
    repsMax: 15,
    restSecondsMin: 60,
    restSecondsMax: 180,
    expand: { primaryMuscles: [{ name: "chest" }], secondaryMuscles: [{ name: "triceps" }], equipmentRequired: [{ name: "barbell" }] },
    ...extra,
  });

  it("uses the spec's defaults when data is missing (3-4 sets, 8-12 reps, 60 s)", () => {
    const e = generatedExercise({ id: "x", name: "Bare", description: "Long text" })!;
    expect(e).toMatchObject({ setsMin: 3, setsMax: 4, repsMin: 8, repsMax: 12, restSeconds: 60, difficulty: 5, description: "Long text" });
    expect(generatedExercise({ name: "no id" })).toBeNull();
    expect(generatedExercise("text")).toBeNull();
  });

  it("narrows ranges to the goal where the exercise allows", () => {
    expect(generatedExercise(record("a"), "strength")).toMatchObject({ setsMin: 3, setsMax: 5, repsMin: 5, repsMax: 6, restSeconds: 180 });
    expect(generatedExercise(record("a"), "hypertrophy")).toMatchObject({ setsMin: 3, setsMax: 4, repsMin: 6, repsMax: 12, restSeconds: 60 });
    // A goal outside the exercise's range keeps the exercise's own range.
    expect(generatedExercise(record("a", { repsMin: 20, repsMax: 30 }), "strength")).toMatchObject({ repsMin: 20, repsMax: 30 });
    expect(generatedExercise(record("a"), "fat_loss")).toMatchObject({ setsMin: 3, setsMax: 5, repsMin: 5, repsMax: 15 });
  });

  it("keeps the first N, estimates minutes on the session clock, and reports a shortfall", () => {
    const records = ["a", "b", "c", "d", "e"].map((id) => record(id));
    const r = generatorResult(records, { exerciseCount: 4, goal: null });
    expect(r.exercises.map((e) => e.id)).toEqual(["a", "b", "c", "d"]);
    // Each: 3 sets × (5 reps × 3 s) + 2 × 60 s rest + 60 s to move on = 225 s; 4 × 225 + 225 s warm-up
    // (a quarter of the work in a session this short) = 1125 s = 18.75 -> 19 min.
    expect(r.totalDuration).toBe(19);
    expect(r.targetMuscles).toEqual(["chest"]);
    expect(r.difficulty).toBe(4);
    expect(r.shortBy).toBe(0);
    expect(generatorResult(records.slice(0, 2), { exerciseCount: 6, goal: null }).shortBy).toBe(4);
  });

  it("titles and ranges", () => {
    expect(resultTitle("  ")).toBe("Your Generated Workout");
    expect(resultTitle("Morning Burn")).toBe("Morning Burn");
    expect(rangeText(3, 4)).toBe("3-4");
    expect(rangeText(3, 3)).toBe("3");
  });
});
