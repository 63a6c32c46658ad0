import { describe, expect, it } from "vitest";
import {
  builderDurationMinutes,
  builderDurationMinutesExact,
  estimateCalories,
  generatorDurationMinutes,
  generatorExerciseSeconds,
  prescriptionMinutes,
} from "@/lib/training/duration";

// Every estimate is the one session clock (COACHING.md §10): a 5-minute
// warm-up (+2.5 min ramp-up for each of the first two loaded multi-joint
// lifts; never more than a quarter of the work, at least 2 min),
// sets × reps × tempo seconds (both sides when unilateral), the rests
// between sets and a minute per exercise to move on.

describe("quick generator estimate", () => {
  it("4 exercises x 3 sets of 10 reps with 60 s rest", () => {
    // Each: 3 × (10 × 3 s) + 2 × 60 + 60 = 270 s; 4 × 270 + 270 warm-up (a quarter) = 1350 s = 22.5 -> 23 min.
    const ex = { setsMin: 3, repsMin: 10, restSecondsMin: 60 };
    expect(generatorExerciseSeconds(ex)).toBe(270);
    expect(generatorDurationMinutes([ex, ex, ex, ex])).toBe(23);
  });

  it("uses 3 sets, 10 reps and 60 s when data is missing", () => {
    expect(generatorExerciseSeconds({})).toBe(270);
    expect(generatorExerciseSeconds({ setsMin: null, repsMin: null, restSecondsMin: null })).toBe(270);
    // 270 + a 2-minute warm-up = 390 s = 6.5 min -> 7.
    expect(generatorDurationMinutes([{}])).toBe(7);
    expect(generatorDurationMinutes([])).toBe(0);
  });

  it("counts tempo, both sides of unilateral work and ramp-up sets", () => {
    // 3 × (10 × 5 s × 2 sides) + 2 × 60 + 60 = 480 s.
    expect(generatorExerciseSeconds({ setsMin: 3, repsMin: 10, restSecondsMin: 60, tempo: "3-1-1-0", isUnilateral: true })).toBe(480);
    const loaded = { setsMin: 3, repsMin: 10, restSecondsMin: 60, isCompound: true, equipment: ["barbell"] };
    // Ramp-ups count within the warm-up's quarter of the work: 270 + 120 = 390 s here,
    // 300 + 2 × 150 once the work is long enough (12 such exercises: 3240 + 600).
    expect(generatorDurationMinutes([loaded])).toBe(7);
    expect(generatorDurationMinutes(Array(12).fill(loaded)) * 60).toBe(3240 + 600);
  });

  it("keeps a rest of 0 (supersets) instead of defaulting it", () => {
    expect(generatorExerciseSeconds({ setsMin: 3, repsMin: 10, restSecondsMin: 0 })).toBe(150);
  });

  it("estimates concrete prescriptions at the rep midpoint", () => {
    // 3 × (10 × 4 s) + 2 × 90 + 60 = 360 s + 120 warm-up = 8 min for 8-12 reps at 2-0-2-0.
    expect(prescriptionMinutes([{ sets: 3, reps: "8-12", restSeconds: 90, tempo: "2-0-2-0" }])).toBe(8);
    // Timed and steady work: 3 × 45 s + 2 × 30 + 60, and 20 min + 60 (a full 5-minute warm-up).
    expect(prescriptionMinutes([{ sets: 3, reps: "30-60s", restSeconds: 30 }]) * 60).toBe(120 + 255);
    expect(prescriptionMinutes([{ sets: 1, reps: "20 min", restSeconds: 0 }]) * 60).toBe(300 + 1260);
  });
});

describe("builder duration and calories", () => {
  const exercises = [
    { sets: 3, rest: 90 },
    { sets: 4, rest: 120 },
    { sets: 3, rest: 60 },
  ];

  it("is the same clock as the generator's", () => {
    // Defaults 10 reps at 3 s: 3×30+2×90+60 = 330, 4×30+3×120+60 = 540, 3×30+2×60+60 = 270; + 285 warm-up = 1425 s.
    expect(builderDurationMinutesExact(exercises)).toBeCloseTo(1425 / 60, 10);
    expect(builderDurationMinutes(exercises)).toBe(24);
    const row = { sets: 3, rest: 90, reps: "8-12", tempo: "3-1-1-0", isUnilateral: true };
    expect(builderDurationMinutesExact([row]) * 60).toBe(135 + 3 * 100 + 2 * 90 + 60);
  });

  it("falls back to 3 sets and 90 s rest", () => {
    expect(builderDurationMinutesExact([{}]) * 60).toBeCloseTo(120 + 90 + 180 + 60, 10);
    expect(builderDurationMinutesExact([{ sets: 3, rest: 0 }]) * 60).toBeCloseTo(120 + 90 + 60, 10);
    expect(builderDurationMinutesExact([])).toBe(0);
  });

  it("calories are duration x 7.5, else target x 7.5", () => {
    expect(estimateCalories(16)).toBe(120);
    expect(estimateCalories(0, 45)).toBe(338); // 337.5 rounds up
    expect(estimateCalories(0, 60)).toBe(450);
    expect(estimateCalories(0)).toBe(0);
  });
});
