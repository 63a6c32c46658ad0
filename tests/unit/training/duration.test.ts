import { describe, expect, it } from "vitest";
import {
  builderDurationMinutes,
  builderDurationMinutesExact,
  estimateCalories,
  generatorDurationMinutes,
  generatorExerciseSeconds,
  prescriptionMinutes,
} from "@/lib/training/duration";

describe("generator duration estimate (spec 2 §9.1)", () => {
  it("4 exercises x 3 sets of 10 reps with 60 s rest -> 18 minutes", () => {
    // Each: 3 x (3 s x 10 + 60) = 270 s; 4 x 270 = 1080 s = 18 min.
    const ex = { setsMin: 3, repsMin: 10, restSecondsMin: 60 };
    expect(generatorExerciseSeconds(ex)).toBe(270);
    expect(generatorDurationMinutes([ex, ex, ex, ex])).toBe(18);
  });

  it("uses 3 sets, 10 reps and 60 s when data is missing", () => {
    expect(generatorExerciseSeconds({})).toBe(270);
    // 4.5 min rounds to 5; two of them are exactly 9.
    expect(generatorDurationMinutes([{}])).toBe(5);
    expect(generatorDurationMinutes([{}, {}])).toBe(9);
    expect(generatorExerciseSeconds({ setsMin: null, repsMin: null, restSecondsMin: null })).toBe(270);
  });

  it("takes the low end of each range and sums before rounding", () => {
    // 3 x (24 + 60) = 252 s each; 6 x 252 = 1512 s = 25.2 min -> 25.
    const ex = { setsMin: 3, repsMin: 8, restSecondsMin: 60 };
    expect(generatorDurationMinutes(Array(6).fill(ex))).toBe(25);
    // Strength: 5 x (9 + 180) = 945 s = 15.75 min -> 16.
    expect(generatorDurationMinutes([{ setsMin: 5, repsMin: 3, restSecondsMin: 180 }])).toBe(16);
  });

  it("keeps a rest of 0 (supersets) instead of defaulting it", () => {
    expect(generatorExerciseSeconds({ setsMin: 3, repsMin: 10, restSecondsMin: 0 })).toBe(90);
  });

  it("estimates concrete prescriptions at the rep midpoint", () => {
    // 3 x (3 x 10 + 90) = 360 s = 6 min for 8-12 reps.
    expect(prescriptionMinutes([{ sets: 3, reps: "8-12", restSeconds: 90 }])).toBe(6);
    expect(prescriptionMinutes([{ sets: 4, reps: 5, restSeconds: 180 }])).toBe(13);
  });
});

describe("builder duration and calories (spec 2 §9.2)", () => {
  const exercises = [
    { sets: 3, rest: 90 },
    { sets: 4, rest: 120 },
    { sets: 3, rest: 60 },
  ];

  it("sums (sets x 2 + rest x sets) / 60", () => {
    // (6 + 270) + (8 + 480) + (6 + 180) = 950 s -> 15.83 min -> 16.
    expect(builderDurationMinutesExact(exercises)).toBeCloseTo(950 / 60, 10);
    expect(builderDurationMinutes(exercises)).toBe(16);
  });

  it("falls back to 3 sets and 90 s rest", () => {
    expect(builderDurationMinutesExact([{}])).toBeCloseTo(276 / 60, 10);
    expect(builderDurationMinutesExact([{ sets: 3, rest: 0 }])).toBeCloseTo(0.1, 10);
  });

  it("calories are duration x 7.5, else target x 7.5", () => {
    expect(estimateCalories(16)).toBe(120);
    expect(estimateCalories(0, 45)).toBe(338); // 337.5 rounds up
    expect(estimateCalories(0, 60)).toBe(450);
    expect(estimateCalories(0)).toBe(0);
  });
});
