import { describe, expect, it } from "vitest";
import {
  axisScore,
  computeQualityScores,
  intensityVarietyScore,
  movementPatternScore,
  muscleBalanceScore,
  muscleVolumeScore,
  NEUTRAL_SCORE,
  progressiveOverloadScore,
  recoveryBalanceScore,
  repBands,
  restFitScore,
  volumeDistributionScore,
} from "@/lib/training/quality-score";
import { IMPROVEMENT_TEXT, scoreWorkout, STRENGTH_TEXT } from "@/lib/training/quality-analysis";
import { sanitiseScoreExercises, sanitiseScoreWorkout, type ScoreExercise } from "@/lib/training/score-input";
import { CHEST_ONLY, FULL_BODY } from "./fixtures";

const clean = (list: unknown[]): ScoreExercise[] => sanitiseScoreExercises(list, { makeId: () => "id" });

describe("score input sanitising (spec 2 §5)", () => {
  it("skips non-objects and fills defaults", () => {
    let n = 0;
    const list = sanitiseScoreExercises(
      [null, "x", 42, { name: "Squat", sets: "4", reps: 10, rest: "120", difficulty: "7", primary_muscles: ["quads"] }, {}],
      { makeId: () => `gen${++n}` },
    );
    expect(list).toEqual([
      { id: "gen1", name: "Squat", sets: 4, reps: "10", rest: 120, difficulty: 7, primaryMuscles: ["quads"], secondaryMuscles: [] },
      { id: "gen2", name: "Unknown Exercise", sets: 3, reps: "8-12", rest: 90, difficulty: 5, primaryMuscles: [], secondaryMuscles: [] },
    ]);
  });

  it("keeps given ids, reads alternative field names and expanded muscles", () => {
    const [e] = sanitiseScoreExercises([
      {
        exerciseId: "ex1",
        name: "Row",
        restSeconds: 0,
        difficultyLevel: 6,
        primaryMuscles: ["id_only"],
        expand: { primaryMuscles: [{ name: "lats" }] },
        isCompound: true,
      },
    ]);
    expect(e).toMatchObject({ id: "ex1", rest: 0, difficulty: 6, primaryMuscles: ["lats"], isCompound: true });
  });

  it("generates a 15-character id when missing", () => {
    const [e] = sanitiseScoreExercises([{ name: "X" }]);
    expect(e.id).toMatch(/^[a-z0-9]{15}$/);
  });

  it("defaults the workout duration to 60 and accepts a JSON exercise list", () => {
    expect(sanitiseScoreWorkout({ exercises: '[{"name":"Plank"}]' }).duration).toBe(60);
    expect(sanitiseScoreWorkout({ exercises: '[{"name":"Plank"}]' }).exercises[0].name).toBe("Plank");
    expect(sanitiseScoreWorkout({ exercises: [], targetDurationMinutes: 45 }).duration).toBe(45);
    expect(sanitiseScoreWorkout("nonsense")).toEqual({ exercises: [], duration: 60 });
  });
});

describe("volume distribution (best 3-8 sets per muscle, -10 per set over 8)", () => {
  it("per-muscle score", () => {
    expect(muscleVolumeScore(3)).toBe(100);
    expect(muscleVolumeScore(8)).toBe(100);
    expect(muscleVolumeScore(10)).toBe(80);
    expect(muscleVolumeScore(12)).toBe(60);
    expect(muscleVolumeScore(20)).toBe(0);
    expect(muscleVolumeScore(2)).toBe(90);
  });

  it("averages over targeted muscles; chest at 14 sets scores 40", () => {
    expect(volumeDistributionScore(clean(FULL_BODY))).toBe(100);
    expect(volumeDistributionScore(clean(CHEST_ONLY))).toBe(40);
    // Secondary work counts half: 4 sets primary + 2 x 3 sets secondary = 7 -> still fine.
    expect(
      volumeDistributionScore(
        clean([
          { sets: 4, primaryMuscles: ["triceps"] },
          { sets: 3, secondaryMuscles: ["triceps"] },
          { sets: 3, secondaryMuscles: ["triceps"] },
        ]),
      ),
    ).toBe(100);
  });
});

describe("intensity variety (33 for <=5 reps, 34 for 6-12, 33 for 15+)", () => {
  it("sums the bands present", () => {
    expect(intensityVarietyScore(clean([{ reps: "5" }, { reps: "8-12" }, { reps: "15" }]))).toBe(100);
    expect(intensityVarietyScore(clean([{ reps: "8-12" }, { reps: "10" }]))).toBe(34);
    expect(intensityVarietyScore(clean([{ reps: "3-5" }]))).toBe(33);
    expect(intensityVarietyScore(clean([{ reps: "3-5" }, { reps: "8-12" }]))).toBe(67);
    expect(intensityVarietyScore(clean([{ reps: "20" }]))).toBe(33);
  });

  it("a range counts for every band it reaches; 13-14 reaches none", () => {
    expect(repBands([{ reps: "12-15" }])).toEqual({ low: false, moderate: true, high: true });
    expect(repBands([{ reps: "13-14" }])).toEqual({ low: false, moderate: false, high: false });
    expect(repBands([{ reps: "AMRAP" }])).toEqual({ low: false, moderate: false, high: false });
  });
});

describe("progression potential (40 main lift + 30 for <=3 sets + 30 for two difficulty bands)", () => {
  it("awards each part", () => {
    expect(progressiveOverloadScore(clean(FULL_BODY))).toBe(100);
    expect(progressiveOverloadScore(clean(CHEST_ONLY))).toBe(40); // bench, but 4-5 sets and one band
    expect(progressiveOverloadScore(clean([{ name: "Bicep Curl", sets: 4, difficulty: 2 }, { name: "Lateral Raise", sets: 4, difficulty: 8 }]))).toBe(30);
    expect(progressiveOverloadScore(clean([{ name: "Bicep Curl", sets: 3, difficulty: 5 }]))).toBe(30);
    expect(progressiveOverloadScore(clean([{ name: "Cable Press", sets: 4, isCompound: true, primaryMuscles: ["chest"] }]))).toBe(40);
    expect(progressiveOverloadScore([])).toBe(0);
  });
});

describe("designed metrics", () => {
  it("balance: 2 points off per point beyond 5 from the target", () => {
    expect(axisScore(55, 50)).toBe(100);
    expect(axisScore(60, 50)).toBe(90);
    expect(axisScore(70, 50)).toBe(70);
    expect(axisScore(100, 50)).toBe(10);
    // Full body: upper 51 -> 100, push 68 -> 74; average 87.
    expect(muscleBalanceScore(clean(FULL_BODY))).toBe(87);
    expect(muscleBalanceScore(clean(CHEST_ONLY))).toBe(10);
    // The same chest session judged as a push day is balanced for its job.
    expect(muscleBalanceScore(clean(CHEST_ONLY), "push")).toBe(100);
    expect(muscleBalanceScore(clean([{ name: "Plank", primaryMuscles: ["abs"] }]))).toBe(NEUTRAL_SCORE);
  });

  it("patterns: share of the session type's expected patterns", () => {
    expect(movementPatternScore(clean(FULL_BODY))).toBe(100);
    expect(movementPatternScore(clean(CHEST_ONLY))).toBe(20);
    expect(movementPatternScore(clean(CHEST_ONLY), "push")).toBe(50);
    expect(movementPatternScore(clean([{ name: "Overhead Press" }, ...CHEST_ONLY]), "push")).toBe(100);
  });

  it("recovery: rest fit to the rep zone, minus 5 per set beyond 0.4 sets/minute", () => {
    expect(restFitScore(90, "8-12")).toBe(100);
    expect(restFitScore(30, "8-12")).toBe(85);
    expect(restFitScore(60, "5")).toBe(70);
    expect(restFitScore(300, "15")).toBe(0);
    expect(recoveryBalanceScore(clean(FULL_BODY), 60)).toBe(100);
    expect(recoveryBalanceScore(clean(CHEST_ONLY), 60)).toBe(85);
    // 30 sets in 60 minutes: 6 over the 24-set capacity -> -30.
    expect(recoveryBalanceScore(clean(Array(10).fill({ sets: 3, reps: "10", rest: 90 })), 60)).toBe(70);
  });
});

describe("overall score and analysis", () => {
  it("full-body session: 87/100/100/100/100/100 -> overall 98", () => {
    const s = computeQualityScores({ exercises: clean(FULL_BODY), duration: 60 });
    expect(s).toEqual({
      muscleBalance: 87,
      volumeDistribution: 100,
      movementPatterns: 100,
      intensityVariety: 100,
      recoveryBalance: 100,
      progressiveOverload: 100,
      overall: 98,
    });
  });

  it("chest-only session: 10/40/20/34/85/40 -> overall 38", () => {
    const s = scoreWorkout({ exercises: CHEST_ONLY });
    expect([s.muscleBalance, s.volumeDistribution, s.movementPatterns, s.intensityVariety, s.recoveryBalance, s.progressiveOverload]).toEqual([
      10, 40, 20, 34, 85, 40,
    ]);
    expect(s.overall).toBe(38);
    expect(s.improvements).toEqual([IMPROVEMENT_TEXT.muscleBalance, IMPROVEMENT_TEXT.movementPatterns, IMPROVEMENT_TEXT.intensityVariety]);
    expect(s.strengths).toEqual([STRENGTH_TEXT.recoveryBalance]);
    expect(s.recommendations).toContain("Cut Chest to 8 sets or fewer (now 14)");
    expect(s.recommendations).toContain("Add pulling work such as rows or pull-ups (push 100% / pull 0%)");
    expect(s.recommendations).toContain("Add a hinge (e.g. Romanian deadlift, hip thrust)");
    expect(s.recommendations).toContain("Finish with a lighter set of 15+ reps");
    expect(s.primaryTargets).toEqual(["Chest"]);
  });

  it("strengths and improvements are capped at 3; targets and benefits are filled", () => {
    const s = scoreWorkout({ exercises: FULL_BODY });
    expect(s.strengths).toEqual([STRENGTH_TEXT.volumeDistribution, STRENGTH_TEXT.movementPatterns, STRENGTH_TEXT.intensityVariety]);
    expect(s.improvements).toEqual([]);
    expect(s.recommendations).toEqual([]);
    expect(s.primaryTargets).toEqual(["Glutes", "Quads", "Chest", "Hamstrings", "Shoulders"]);
    expect(s.benefits).toEqual([
      "Builds maximal strength",
      "Drives muscle growth",
      "Improves muscular endurance",
      "Trains the whole body's main movement patterns",
      "Gives measurable progress on a main lift",
    ]);
  });

  it("an empty workout scores 0 with one recommendation", () => {
    const s = scoreWorkout({ exercises: [] });
    expect(s.overall).toBe(0);
    expect(s.strengths).toEqual([]);
    expect(s.recommendations).toEqual(["Add exercises to get a quality score"]);
  });

  it("the workout type option changes what balanced means", () => {
    const asPush = scoreWorkout({ exercises: CHEST_ONLY }, { workoutType: "push" });
    expect(asPush.muscleBalance).toBe(100);
    expect(asPush.movementPatterns).toBe(50);
    expect(asPush.overall).toBe(Math.round((100 + 40 + 50 + 34 + 85 + 40) / 6));
  });
});
