import { describe, expect, it } from "vitest";
import {
  bestFor,
  caloriesText,
  filterByMuscle,
  muscleFilterOptions,
  qualityRadarPoints,
  totalSets,
  workoutDuration,
  workoutEquipment,
  workoutQuality,
  workoutRows,
} from "@/lib/workouts/view";

const exercise = (id: string, primary: string[], equipment: string[] = []) => ({
  id,
  name: `Ex ${id}`,
  difficultyLevel: 5,
  expand: { primaryMuscles: primary.map((name) => ({ name })), equipmentRequired: equipment.map((name) => ({ name })) },
});

const workout = {
  id: "w",
  workoutType: "full_body",
  targetDurationMinutes: 50,
  estimatedCalories: 0,
  exercises: ["a", "b", "missing"],
  exerciseDetails: { a: { sets: 4, reps: "3-5", restSeconds: 180 }, b: { sets: 3, reps: "12-15", restSeconds: 60 } },
  expand: { exercises: [exercise("b", ["lats"], ["cable_station"]), exercise("a", ["quads"], ["barbell", "squat_rack"])] },
};

describe("saved workout view", () => {
  it("lists exercises in the workout's order with their prescription, dropping unknown ids", () => {
    const rows = workoutRows(workout);
    expect(rows.map((r) => [r.id, r.sets, r.reps, r.rest])).toEqual([
      ["a", 4, "3-5", 180],
      ["b", 3, "12-15", 60],
    ]);
    expect(totalSets(rows)).toBe(7);
    expect(workoutEquipment(rows)).toEqual(["barbell", "squat_rack", "cable_station"]);
    expect(workoutEquipment(workoutRows({ exercises: ["a"], expand: { exercises: [exercise("a", ["abs"])] } }))).toEqual(["bodyweight"]);
  });

  it("takes records fetched separately and inline objects of older data", () => {
    const rows = workoutRows({ exercises: [{ id: "x", name: "Old", sets: 2, reps: "10", rest: 45 }, "a"] }, [exercise("a", ["chest"])]);
    expect(rows.map((r) => [r.name, r.sets, r.reps, r.rest])).toEqual([
      ["Old", 2, "10", 45],
      ["Ex a", 3, "8-12", 90],
    ]);
  });

  it("defaults: 60 minutes, '~300' calories", () => {
    expect(workoutDuration({})).toBe(60);
    expect(caloriesText({})).toBe("~300");
    expect(caloriesText({ estimatedCalories: 412.4 })).toBe("412");
  });

  it("scores with the engine and labels the six metrics", () => {
    const q = workoutQuality(workout, workoutRows(workout));
    expect(q.overall).toBeGreaterThan(0);
    expect(q.overall).toBeLessThanOrEqual(100);
    expect(qualityRadarPoints(q).map((p) => p.label)).toEqual(["Balance", "Volume", "Patterns", "Variety", "Recovery", "Progress"]);
    expect(workoutQuality({}, []).overall).toBe(0);
  });

  it("filters by muscle and derives Best For from the prescription", () => {
    const rows = workoutRows(workout);
    expect(muscleFilterOptions(rows)).toEqual(["quads", "lats"]);
    expect(filterByMuscle(rows, "lats").map((r) => r.id)).toEqual(["b"]);
    expect(filterByMuscle(rows, null)).toHaveLength(2);
    expect(bestFor(rows)).toEqual(["Strength", "Muscle Building", "Muscular Endurance"]);
    expect(bestFor([], "cardio")).toEqual(["Conditioning"]);
  });
});
