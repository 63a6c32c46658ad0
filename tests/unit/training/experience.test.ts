import { describe, expect, it } from "vitest";
import {
  balanceModeTarget,
  difficultyRangeFor,
  experienceFromFitnessLevel,
  goalsFromBuilderFlags,
  goalsFromBuilderFocus,
  isDifficultyAllowed,
} from "@/lib/training/experience";
import { applyBuilderTemplate, generateRequestFromForm } from "@/lib/training/builder-form";
import { BUILDER_DEFAULTS, BUILDER_TEMPLATES } from "@/lib/training/constants";

describe("generator difficulty band by experience (spec 2 §9.1)", () => {
  it("sedentary and beginner: 4 or lower", () => {
    expect(difficultyRangeFor("sedentary")).toEqual({ min: 1, max: 4 });
    expect(isDifficultyAllowed(4, "beginner")).toBe(true);
    expect(isDifficultyAllowed(5, "beginner")).toBe(false);
  });

  it("intermediate: 3 to 7", () => {
    expect(isDifficultyAllowed(2, "intermediate")).toBe(false);
    expect(isDifficultyAllowed(3, "intermediate")).toBe(true);
    expect(isDifficultyAllowed(7, "intermediate")).toBe(true);
    expect(isDifficultyAllowed(8, "intermediate")).toBe(false);
  });

  it("advanced: 5 or higher; elite: 6 or higher", () => {
    expect(isDifficultyAllowed(4, "advanced")).toBe(false);
    expect(isDifficultyAllowed(5, "advanced")).toBe(true);
    expect(isDifficultyAllowed(10, "advanced")).toBe(true);
    expect(difficultyRangeFor("elite")).toEqual({ min: 6, max: 10 });
    expect(difficultyRangeFor("Advanced")).toEqual({ min: 5, max: 10 });
  });

  it("unknown levels fall back to intermediate", () => {
    expect(difficultyRangeFor("wizard")).toEqual({ min: 3, max: 7 });
  });
});

describe("builder mappings (spec 2 §9.2)", () => {
  it("fitness level 1-9 -> beginner <=3, intermediate <=6, advanced", () => {
    expect([1, 3, 4, 6, 7, 9].map(experienceFromFitnessLevel)).toEqual([
      "beginner",
      "beginner",
      "intermediate",
      "intermediate",
      "advanced",
      "advanced",
    ]);
  });

  it("goals: cardio is sent as endurance, hypertrophy when none", () => {
    expect(goalsFromBuilderFlags({ includeStrength: true, includeHypertrophy: true })).toEqual(["strength", "hypertrophy"]);
    expect(goalsFromBuilderFlags({ includePower: true, includeCardio: true })).toEqual(["power", "endurance"]);
    expect(goalsFromBuilderFlags({})).toEqual(["hypertrophy"]);
    expect(goalsFromBuilderFocus(["cardio"])).toEqual(["endurance"]);
  });

  it("balance modes map to workout types; auto sends none", () => {
    expect(balanceModeTarget("upper")).toBe("upper_body");
    expect(balanceModeTarget("lower")).toBe("lower_body");
    expect(balanceModeTarget("push")).toBe("push");
    expect(balanceModeTarget("pull")).toBe("pull");
    expect(balanceModeTarget("full")).toBe("full_body");
    expect(balanceModeTarget("auto")).toBeUndefined();
  });

  it("templates apply their settings and keep the type when they name none", () => {
    const strength = BUILDER_TEMPLATES.find((t) => t.name === "Strength Builder");
    const fatBurner = BUILDER_TEMPLATES.find((t) => t.name === "Fat Burner");
    expect(strength).toBeDefined();
    expect(fatBurner).toBeDefined();
    const applied = applyBuilderTemplate({ ...BUILDER_DEFAULTS, workoutType: "push" }, fatBurner!);
    expect(applied).toMatchObject({ workoutType: "push", duration: 45, fitnessLevel: 5, includePower: true, includeCardio: true });
    expect(applyBuilderTemplate(BUILDER_DEFAULTS, strength!)).toMatchObject({
      workoutType: "full_body",
      duration: 60,
      fitnessLevel: 6,
      includeStrength: true,
      includePower: true,
      includeHypertrophy: false,
    });
  });

  it("builds the generate request body", () => {
    const body = generateRequestFromForm({
      ...BUILDER_DEFAULTS,
      balanceMode: "auto",
      equipmentIds: ["eq1"],
      muscleGroups: ["chest"],
      injuries: ["None"],
    });
    expect(body).toEqual({
      workoutType: "full_body",
      targetDuration: 60,
      experienceLevel: "intermediate",
      availableEquipment: ["eq1"],
      difficultyLevel: 5,
      primaryGoals: ["strength", "hypertrophy"],
      focusMuscles: ["chest"],
      injuries: [],
    });
  });
});
