import { describe, expect, it } from "vitest";
import {
  buildProgramRequest,
  defaultProgramConfig,
  groupEquipment,
  hasInjury,
  PROGRAM_CHOICES,
  regionMatches,
  toggleInjury,
  varietyDescription,
  type ReferenceLists,
} from "@/lib/programs/builder-config";

const refs: ReferenceLists = {
  muscles: [
    { id: "m1", name: "chest", muscleGroup: "chest", synonyms: ["pecs"] },
    { id: "m2", name: "lats", muscleGroup: "back", synonyms: ["back"] },
    { id: "m3", name: "quads", muscleGroup: "quads", synonyms: ["legs"] },
    { id: "m4", name: "glutes", muscleGroup: "glutes" },
  ],
  bodyRegions: [
    { id: "r1", name: "upper_body" },
    { id: "r2", name: "core" },
  ],
  trainingTypes: [
    { id: "t1", name: "strength" },
    { id: "t2", name: "hypertrophy" },
    { id: "t3", name: "power" },
  ],
  equipment: [
    { id: "e1", name: "barbell" },
    { id: "e2", name: "dumbbells" },
  ],
  contraindications: [
    { id: "c1", name: "lower_back_pain", injuryLabel: "Lower Back Pain" },
    { id: "c2", name: "knee_issues", injuryLabel: "Knee Issues" },
  ],
};

describe("program builder choices (spec 3 §5)", () => {
  it("offers every range with its step", () => {
    expect(PROGRAM_CHOICES.durationWeeks).toEqual([4, 8, 12, 16, 20, 24]);
    expect(PROGRAM_CHOICES.trainingDaysPerWeek).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(PROGRAM_CHOICES.sessionDurationMinutes).toEqual([30, 45, 60, 75, 90, 105, 120]);
    expect(PROGRAM_CHOICES.varietyLevel).toEqual([1, 2, 3, 4, 5]);
    expect(PROGRAM_CHOICES.deloadFrequency).toEqual([3, 4, 5, 6]);
    expect(PROGRAM_CHOICES.experienceLevel).toEqual(["beginner", "intermediate", "advanced", "elite"]);
    expect(PROGRAM_CHOICES.primaryGoal).toEqual(["strength", "hypertrophy", "fat_loss", "athletic_performance"]);
    expect(PROGRAM_CHOICES.periodizationType).toEqual(["linear", "undulating", "block"]);
    expect(PROGRAM_CHOICES.injuries).toHaveLength(9);
    expect(PROGRAM_CHOICES.preferredBodyRegions).toHaveLength(9);
    expect(PROGRAM_CHOICES.trainingFocus).toHaveLength(8);
  });

  it("starts from the spec's defaults", () => {
    expect(defaultProgramConfig()).toMatchObject({
      durationWeeks: 12,
      trainingDaysPerWeek: 4,
      sessionDurationMinutes: 60,
      experienceLevel: "intermediate",
      primaryGoal: "hypertrophy",
      trainingFocus: ["strength", "hypertrophy"],
      periodizationType: "linear",
      varietyLevel: 3,
      deloadFrequency: 4,
      fatiguePreference: "moderate",
      includeStrength: true,
      includeHypertrophy: true,
      includePower: false,
      includeCardio: false,
      injuries: [],
      preferredBodyRegions: [],
    });
    // A fresh copy each time: editing one configuration never changes the defaults.
    const a = defaultProgramConfig();
    a.trainingFocus.push("power");
    expect(defaultProgramConfig().trainingFocus).toEqual(["strength", "hypertrophy"]);
  });

  it("describes the variety levels", () => {
    expect(varietyDescription(1)).toBe("Same exercises every week");
    expect(varietyDescription(3)).toBe("Moderate rotation bi-weekly");
    expect(varietyDescription(5)).toBe("Different every session");
    expect(varietyDescription(9)).toBe("");
  });

  it("makes None exclusive among injuries and shows the safety note only for real injuries", () => {
    let list = toggleInjury([], "Knee Issues");
    expect(list).toEqual(["Knee Issues"]);
    expect(hasInjury({ injuries: list })).toBe(true);
    list = toggleInjury(list, "None");
    expect(list).toEqual(["None"]);
    expect(hasInjury({ injuries: list })).toBe(false);
    list = toggleInjury(list, "Wrist Pain");
    expect(list).toEqual(["Wrist Pain"]);
    expect(toggleInjury(list, "Wrist Pain")).toEqual([]);
  });
});

describe("buildProgramRequest", () => {
  it("sends the defaults with an empty selection", () => {
    const { request, dropped } = buildProgramRequest(defaultProgramConfig(), refs);
    expect(request).toEqual({
      injuries: [],
      contraindications: [],
      muscleImbalances: { weakBodyParts: [], strongBodyParts: [] },
      durationWeeks: 12,
      trainingDaysPerWeek: 4,
      sessionDurationMinutes: 60,
      experienceLevel: "intermediate",
      primaryGoal: "hypertrophy",
      trainingFocus: ["strength", "hypertrophy"],
      preferredBodyRegions: [],
      availableEquipment: [],
      periodizationType: "linear",
      varietyLevel: 3,
      deloadFrequency: 4,
      fatiguePreference: "moderate",
      includeCardio: false,
      includeStrength: true,
      includePower: false,
      includeHypertrophy: true,
    });
    expect(Object.values(dropped).flat()).toEqual([]);
  });

  it("drops names without a matching reference record and maps injuries to contraindication ids", () => {
    const config = {
      ...defaultProgramConfig(),
      injuries: ["Lower Back Pain", "Neck Pain"],
      weakBodyParts: ["pecs", "forearms"],
      strongBodyParts: ["quads", "pecs"],
      trainingFocus: ["strength", "balance"],
      preferredBodyRegions: ["Upper Body", "Back", "Legs", "Arms", "Lower Body"],
      availableEquipment: ["barbell", "kettlebell"],
    };
    const { request, dropped } = buildProgramRequest(config, refs);
    expect(request.injuries).toEqual(["Lower Back Pain"]);
    expect(request.contraindications).toEqual(["c1"]);
    // "pecs" matches chest by synonym; weak wins over strong.
    expect(request.muscleImbalances).toEqual({ weakBodyParts: ["pecs"], strongBodyParts: ["quads"] });
    expect(request.trainingFocus).toEqual(["strength"]);
    expect(request.preferredBodyRegions).toEqual(["Upper Body", "Back", "Legs"]);
    expect(request.availableEquipment).toEqual(["barbell"]);
    expect(dropped).toEqual({
      injuries: ["Neck Pain"],
      muscles: ["forearms"],
      trainingFocus: ["balance"],
      preferredBodyRegions: ["Arms", "Lower Body"],
      availableEquipment: ["kettlebell"],
    });
  });

  it("never sends None as an injury", () => {
    const { request } = buildProgramRequest({ ...defaultProgramConfig(), injuries: ["None"] }, refs);
    expect(request.injuries).toEqual([]);
    expect(request.contraindications).toEqual([]);
  });

  it("matches regions against body regions and muscles by name, synonym or group", () => {
    expect(regionMatches(refs, "Core")).toBe(true);
    expect(regionMatches(refs, "Glutes")).toBe(true);
    expect(regionMatches(refs, "Chest")).toBe(true);
    expect(regionMatches(refs, "Shoulders")).toBe(false);
  });
});

describe("groupEquipment", () => {
  it("sorts by category then name and groups by category", () => {
    const groups = groupEquipment([
      { id: "1", name: "kettlebell", category: "free_weights" },
      { id: "2", name: "cable_station", category: "cables" },
      { id: "3", name: "barbell", category: "free_weights" },
    ]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ["cables", ["cable_station"]],
      ["free_weights", ["barbell", "kettlebell"]],
    ]);
  });
});
