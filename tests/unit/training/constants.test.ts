import { describe, expect, it } from "vitest";
import {
  BALANCE_MODES,
  BUILDER_DEFAULTS,
  BUILDER_TEMPLATES,
  CAROUSEL,
  DASHBOARD,
  DELOAD_FREQUENCIES,
  EQUIPMENT_TYPES,
  EXERCISE_DEFAULTS,
  EXERCISE_LIBRARY,
  GENERATOR_DEFAULTS,
  GOAL_PRESETS,
  INJURIES,
  PAGE_SIZES,
  PRICING,
  PROGRAM_BUILDER_DEFAULTS,
  PROGRAM_BUILDER_LIMITS,
  PROGRESSION_ADVICE,
  VARIETY_LEVELS,
  WORKOUT_TYPES,
} from "@/lib/training/constants";

describe("goal presets (spec 3 §9)", () => {
  it("keeps the table's texts", () => {
    expect(GOAL_PRESETS.strength).toMatchObject({ reps: "3-6", sets: "3-5", rest: "3-5 min", rpe: "9-10/10", tempo: "2-1-1", frequency: "1-2x/week" });
    expect(GOAL_PRESETS.hypertrophy).toMatchObject({ reps: "6-12", sets: "3-4", rest: "60-90s", rpe: "7-8/10", tempo: "3-1-1", frequency: "2x/week" });
    expect(GOAL_PRESETS.power).toMatchObject({ reps: "3-5", sets: "4-6", rest: "2-3 min", rpe: "8/10", tempo: "1-0-X" });
    expect(GOAL_PRESETS.endurance).toMatchObject({ reps: "12-15+", sets: "2-3", rest: "30-45s", rpe: "6-7/10", tempo: "2-0-2", frequency: "2-3x/week" });
  });

  it("has numeric forms that agree with the texts", () => {
    expect(GOAL_PRESETS.strength).toMatchObject({ repsMin: 3, repsMax: 6, setsMin: 3, setsMax: 5, restSecondsMin: 180, restSecondsMax: 300, rpeMin: 9, rpeMax: 10 });
    expect(GOAL_PRESETS.hypertrophy).toMatchObject({ restSecondsMin: 60, restSecondsMax: 90, rpeMin: 7, rpeMax: 8 });
    expect(GOAL_PRESETS.power.restSecondsMin).toBe(120);
    expect(GOAL_PRESETS.power.restSecondsMax).toBe(180);
    expect(GOAL_PRESETS.power.tempoTriplet).toEqual({ eccentric: 1, pause: 0, concentric: "X" });
    expect(GOAL_PRESETS.endurance).toMatchObject({ restSecondsMin: 30, restSecondsMax: 45, repsMin: 12 });
  });

  it("progression advice is the spec's wording", () => {
    expect(PROGRESSION_ADVICE.strength).toBe("Add 2.5-5% load when all sets are good.");
    expect(PROGRESSION_ADVICE.hypertrophy).toBe("Reach 12 reps, then add 5-10% and return to 6.");
    expect(PROGRESSION_ADVICE.power).toBe("Add load only if speed holds.");
    expect(PROGRESSION_ADVICE.endurance).toBe("Add 2-3 reps weekly. At 20 reps, add load and drop to 12.");
    expect(GOAL_PRESETS.endurance.progression).toBe(PROGRESSION_ADVICE.endurance);
  });
});

describe("defaults and choices", () => {
  it("exercise and generator defaults", () => {
    expect(EXERCISE_DEFAULTS).toMatchObject({ sets: 3, reps: "8-12", restSeconds: 90, tempo: "2-0-2-0", difficulty: 5 });
    expect(GENERATOR_DEFAULTS).toMatchObject({ setsMin: 3, setsMax: 4, repsMin: 8, repsMax: 12, durationFormulaReps: 10, restSeconds: 60 });
  });

  it("builder defaults, types, equipment, modes and templates", () => {
    expect(BUILDER_DEFAULTS).toMatchObject({ workoutType: "full_body", duration: 60, fitnessLevel: 5, includeStrength: true, includeHypertrophy: true });
    expect(WORKOUT_TYPES).toEqual(["full_body", "upper_body", "lower_body", "push", "pull", "legs", "cardio"]);
    expect(EQUIPMENT_TYPES).toHaveLength(8);
    expect(BALANCE_MODES).toEqual(["auto", "upper", "lower", "push", "pull", "full"]);
    expect(BUILDER_TEMPLATES.map((t) => [t.name, t.duration, t.fitnessLevel])).toEqual([
      ["Strength Builder", 60, 6],
      ["Fat Burner", 45, 5],
      ["Muscle Growth", 75, 6],
      ["Cardio Blast", 30, 5],
    ]);
    expect(BUILDER_TEMPLATES[3].workoutType).toBe("cardio");
  });

  it("program builder choices (spec 3 §5)", () => {
    expect(PROGRAM_BUILDER_LIMITS.durationWeeks).toEqual({ min: 4, max: 24, step: 4, default: 12 });
    expect(PROGRAM_BUILDER_LIMITS.trainingDaysPerWeek).toEqual({ min: 1, max: 7, default: 4 });
    expect(PROGRAM_BUILDER_LIMITS.sessionDurationMinutes).toEqual({ min: 30, max: 120, step: 15, default: 60 });
    expect(INJURIES.join(", ")).toBe(
      "Lower Back Pain, Knee Issues, Shoulder Impingement, Wrist Pain, Hip Mobility, Ankle Instability, Neck Pain, Elbow Issues, None",
    );
    expect(DELOAD_FREQUENCIES).toEqual([3, 4, 5, 6]);
    expect(PROGRAM_BUILDER_DEFAULTS).toMatchObject({ deloadFrequency: 4, fatiguePreference: "moderate", varietyLevel: 3, periodizationType: "linear", experienceLevel: "intermediate", primaryGoal: "hypertrophy" });
    expect(VARIETY_LEVELS[1]).toBe("Same exercises every week");
    expect(VARIETY_LEVELS[5]).toBe("Different every session");
  });

  it("pricing, dashboard, carousel and page sizes", () => {
    expect(PRICING.monthly).toEqual({ free: 0, pro: 9.99, elite: 19.99 });
    expect(PRICING.yearlyDiscountPercent).toBe(20);
    expect(PRICING.moneyBackDays).toBe(30);
    expect(DASHBOARD).toMatchObject({ sessionsFetched: 10, recentShown: 5, fullBarMinutes: 75, morningBeforeHour: 12, afternoonBeforeHour: 18 });
    expect(CAROUSEL.intervalMs).toBe(5000);
    expect(PAGE_SIZES).toMatchObject({ exercises: 24, workouts: 50, programs: 50, related: 6 });
    expect(EXERCISE_LIBRARY).toMatchObject({ skeletonsInitial: 12, skeletonsMore: 4, scrollTriggerPx: 500 });
  });
});
