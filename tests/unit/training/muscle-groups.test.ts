import { describe, expect, it } from "vitest";
import {
  bodyMapRegions,
  canonicalMuscle,
  exerciseMuscleMap,
  heatIntensity,
  isInGroup,
  muscleDisplayName,
  muscleGroups,
  muscleKey,
  muscleNamesOf,
  muscleSide,
  normaliseMuscleName,
  regionHeatFromCoverage,
} from "@/lib/training/muscle-groups";

describe("muscle names", () => {
  it("normalises snake_case, camelCase and free text", () => {
    expect(normaliseMuscleName("frontDelts")).toBe("front_delts");
    expect(normaliseMuscleName("Front Delts")).toBe("front_delts");
    expect(normaliseMuscleName(" lower-back ")).toBe("lower_back");
  });

  it("maps synonyms to canonical muscles", () => {
    expect(canonicalMuscle("pectorals")).toBe("chest");
    expect(canonicalMuscle("Pectoralis Major")).toBe("chest");
    expect(canonicalMuscle("lats")).toBe("back");
    expect(canonicalMuscle("latissimusDorsi")).toBe("back");
    expect(canonicalMuscle("front_delts")).toBe("shoulders");
    expect(canonicalMuscle("frontDelts")).toBe("shoulders");
    expect(canonicalMuscle("rearDelts")).toBe("rear_delts");
    expect(canonicalMuscle("quadriceps")).toBe("quads");
    expect(canonicalMuscle("abdominals")).toBe("abs");
    expect(canonicalMuscle("lowerBack")).toBe("lower_back");
    expect(canonicalMuscle("gastrocnemius")).toBe("calves");
    expect(canonicalMuscle("Gluteus Maximus")).toBe("glutes");
  });

  it("finds a muscle inside longer names, longest match first", () => {
    expect(canonicalMuscle("Upper Chest (Clavicular)")).toBe("chest");
    expect(canonicalMuscle("long_head_triceps")).toBe("triceps");
    expect(canonicalMuscle("biceps_femoris")).toBe("hamstrings");
    expect(canonicalMuscle("rear_delt_and_traps")).toBe("rear_delts");
    expect(canonicalMuscle("spleen")).toBeUndefined();
    expect(muscleKey("Spleen Thing")).toBe("spleen_thing");
  });

  it("classifies into upper/lower/push/pull/core (spec 2 §9.4)", () => {
    expect(muscleGroups("chest")).toEqual(["upper", "push"]);
    expect(muscleGroups("lats")).toEqual(["upper", "pull"]);
    expect(muscleGroups("triceps")).toEqual(["upper", "push"]);
    expect(muscleGroups("forearms")).toEqual(["upper", "pull"]);
    expect(muscleGroups("quadriceps")).toEqual(["lower"]);
    expect(muscleGroups("legs")).toEqual(["lower"]);
    expect(muscleGroups("obliques")).toEqual(["core"]);
    expect(isInGroup("front_delts", "push")).toBe(true);
    expect(isInGroup("biceps", "pull")).toBe(true);
    expect(isInGroup("hamstrings", "upper")).toBe(false);
    expect(muscleGroups("unknown")).toEqual([]);
    expect(muscleSide("hamstrings")).toBe("back");
    expect(muscleSide("quads")).toBe("front");
  });

  it("displays keys readably", () => {
    expect(muscleDisplayName("rear_delts")).toBe("Rear Delts");
    expect(muscleDisplayName("lower_back")).toBe("Lower Back");
    expect(muscleDisplayName("chest")).toBe("Chest");
  });

  it("reads names from strings, expanded records and comma text", () => {
    expect(muscleNamesOf(["chest", { name: "triceps" }, { id: "x" }, ""])).toEqual(["chest", "triceps"]);
    expect(muscleNamesOf("chest, triceps")).toEqual(["chest", "triceps"]);
    expect(muscleNamesOf(undefined)).toEqual([]);
  });
});

describe("body map (spec 3 §3, §9)", () => {
  it("maps group words to several regions", () => {
    expect(bodyMapRegions("back")).toEqual(["lats", "traps", "traps-middle", "lowerback"]);
    expect(bodyMapRegions("shoulders")).toEqual(["front-shoulders", "rear-shoulders"]);
    expect(bodyMapRegions("arms")).toEqual(["biceps", "triceps", "forearms"]);
    expect(bodyMapRegions("core")).toEqual(["abdominals", "obliques"]);
  });

  it("maps precise names to precise regions", () => {
    expect(bodyMapRegions("lats")).toEqual(["lats"]);
    expect(bodyMapRegions("rhomboids")).toEqual(["traps-middle"]);
    expect(bodyMapRegions("front_delts")).toEqual(["front-shoulders"]);
    expect(bodyMapRegions("rearDelts")).toEqual(["rear-shoulders"]);
    expect(bodyMapRegions("abdominals")).toEqual(["abdominals"]);
    expect(bodyMapRegions("erector_spinae")).toEqual(["lowerback"]);
    expect(bodyMapRegions("hands")).toEqual(["hands"]);
    expect(bodyMapRegions("traps-middle")).toEqual(["traps-middle"]);
    expect(bodyMapRegions("nothing")).toEqual([]);
  });

  it("exercise map: primary 5, secondary 3, primary wins", () => {
    expect(exerciseMuscleMap(["chest"], ["triceps", "chest", "front_delts"])).toEqual({
      chest: 5,
      triceps: 3,
      "front-shoulders": 3,
    });
  });

  it("heat bands at 20, 40, 60 and 80", () => {
    expect([0, 1, 19, 20, 39, 40, 59, 60, 79, 80, 100].map(heatIntensity)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(regionHeatFromCoverage({ chest: 100, back: 45, lats: 10 })).toEqual({
      chest: 5,
      lats: 3, // the higher of back (45) and lats (10)
      traps: 3,
      "traps-middle": 3,
      lowerback: 3,
    });
  });
});
