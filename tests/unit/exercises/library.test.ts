import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_EXERCISE_STATE,
  EMPTY_EXERCISE_FILTERS,
  exerciseFilter,
  exerciseQueryString,
  exerciseSortParam,
  nearPageBottom,
  nextPageNumber,
  parseExerciseParams,
  parseRange,
  quickMuscleSelection,
  rankByPopularity,
  toggleFlag,
  type ExerciseFilters,
  type ExerciseLibraryState,
} from "@/lib/exercises/library";

const IDS: Record<string, Record<string, string>> = {
  muscles: { chest: "mchest000000001", triceps: "mtriceps0000001", lats: "mlats0000000001" },
  equipment: { barbell: "ebarbell0000001", dumbbells: "edumbbells00001" },
  training_types: { strength: "tstrength000001" },
  movement_patterns: { push: "ppush000000001x" },
  body_regions: { upper_body: "rupper00000001x" },
  contraindications: { wrist_pain: "cwrist00000001x", neck_pain: "cneck000000001x" },
  experience_levels: { beginner: "lbeginner00001x" },
};
const resolve = (collection: string, name: string) => IDS[collection]?.[name];
const filters = (extra: Partial<ExerciseFilters>): ExerciseFilters => ({ ...EMPTY_EXERCISE_FILTERS, ...extra });

describe("exerciseFilter (spec 3 §7)", () => {
  it("is empty for the defaults", () => {
    expect(exerciseFilter("", EMPTY_EXERCISE_FILTERS, resolve)).toBe("");
    expect(exerciseFilter("   ", EMPTY_EXERCISE_FILTERS, resolve)).toBe("");
  });

  it("searches name or description, quoting the text", () => {
    expect(exerciseFilter("it's", EMPTY_EXERCISE_FILTERS, resolve)).toBe("(name ~ 'it\\'s' || description ~ 'it\\'s')");
  });

  it("ORs values within a group with contains and ANDs the groups", () => {
    const f = exerciseFilter("press", filters({ muscles: ["chest", "triceps"], equipment: ["barbell"] }), resolve);
    expect(f).toBe(
      "(name ~ 'press' || description ~ 'press') && (primaryMuscles ~ 'mchest000000001' || primaryMuscles ~ 'mtriceps0000001') && equipmentRequired ~ 'ebarbell0000001'",
    );
  });

  it("sends every group: secondary muscles, types, patterns, regions, experience", () => {
    const f = exerciseFilter(
      "",
      filters({ secondaryMuscles: ["lats"], trainingTypes: ["strength"], movementPatterns: ["push"], bodyRegions: ["upper_body"], experienceLevels: ["beginner"] }),
      resolve,
    );
    expect(f).toBe(
      "secondaryMuscles ~ 'mlats0000000001' && trainingType ~ 'tstrength000001' && movementPattern ~ 'ppush000000001x' && bodyRegion = 'rupper00000001x' && minExperienceLevel = 'lbeginner00001x'",
    );
  });

  it("excludes contraindications with does-not-contain joined by AND", () => {
    expect(exerciseFilter("", filters({ contraindications: ["wrist_pain", "neck_pain"] }), resolve)).toBe(
      "contraindications !~ 'cwrist00000001x' && contraindications !~ 'cneck000000001x'",
    );
  });

  it("bounds difficulty and complexity only when not 1-10, and reads the reps overlap", () => {
    expect(exerciseFilter("", filters({ difficulty: { min: 4, max: 7 }, complexity: { min: 1, max: 10 } }), resolve)).toBe(
      "difficultyLevel >= 4 && difficultyLevel <= 7",
    );
    expect(exerciseFilter("", filters({ complexity: { min: 2, max: 5 } }), resolve)).toBe("technicalComplexity >= 2 && technicalComplexity <= 5");
    expect(exerciseFilter("", filters({ reps: { min: 8, max: 12 } }), resolve)).toBe("repsMin <= 12 && repsMax >= 8");
  });

  it("sends the three flags", () => {
    expect(exerciseFilter("", filters({ compound: true, unilateral: false, noSpotter: true }), resolve)).toBe(
      "isCompound = true && isUnilateral = false && requiresSpotter = false",
    );
  });

  it("drops names that resolve to no record", () => {
    expect(exerciseFilter("", filters({ muscles: ["nope"], equipment: ["barbell", "ghost"] }), resolve)).toBe("equipmentRequired ~ 'ebarbell0000001'");
  });
});

describe("activeFilterCount", () => {
  it("adds one per item and one per non-default range or flag", () => {
    expect(activeFilterCount(EMPTY_EXERCISE_FILTERS)).toBe(0);
    expect(
      activeFilterCount(
        filters({
          muscles: ["chest", "triceps"],
          contraindications: ["neck_pain"],
          difficulty: { min: 1, max: 3 },
          complexity: { min: 1, max: 10 },
          compound: false,
          unilateral: null,
          noSpotter: true,
          reps: { min: 1, max: 50 },
        }),
      ),
    ).toBe(7);
  });
});

describe("address state", () => {
  it("writes nothing for the defaults and reads the defaults back", () => {
    expect(exerciseQueryString(DEFAULT_EXERCISE_STATE)).toBe("");
    expect(parseExerciseParams(new URLSearchParams(""))).toEqual(DEFAULT_EXERCISE_STATE);
  });

  it("round-trips every field, with the spec's parameter names", () => {
    const state: ExerciseLibraryState = {
      search: "bench press",
      filters: filters({
        muscles: ["chest", "triceps"],
        secondaryMuscles: ["front_delts"],
        equipment: ["barbell"],
        trainingTypes: ["strength"],
        movementPatterns: ["push"],
        bodyRegions: ["upper_body"],
        contraindications: ["wrist_pain"],
        experienceLevels: ["beginner"],
        difficulty: { min: 4, max: 7 },
        complexity: { min: 2, max: 9 },
        compound: true,
        unilateral: false,
        noSpotter: true,
        reps: { min: 6, max: 12 },
      }),
      sort: "difficulty",
      order: "desc",
      view: "compact",
    };
    const qs = exerciseQueryString(state);
    expect(qs).toContain("search=bench+press");
    expect(qs).toContain("muscles=chest,triceps");
    expect(qs).toContain("equipment=barbell");
    expect(qs).toContain("difficulty=4-7");
    expect(qs).toContain("view=compact");
    expect(qs).toContain("sort=difficulty");
    expect(parseExerciseParams(new URLSearchParams(qs))).toEqual(state);
  });

  it("writes view only when not grid and sort only when not name", () => {
    expect(exerciseQueryString({ ...DEFAULT_EXERCISE_STATE, view: "grid", sort: "name" })).toBe("");
    expect(exerciseQueryString({ ...DEFAULT_EXERCISE_STATE, view: "list", sort: "popularity" })).toBe("?sort=popularity&view=list");
  });

  it("ignores malformed values", () => {
    const s = parseExerciseParams(new URLSearchParams("muscles=chest,DROP TABLE,,'x'&difficulty=0-11&view=table&sort=rating&compound=yes&reps=abc&spotter=true"));
    expect(s.filters.muscles).toEqual(["chest"]);
    expect(s.filters.difficulty).toEqual({ min: 1, max: 10 });
    expect(s.view).toBe("grid");
    expect(s.sort).toBe("name");
    expect(s.filters.compound).toBeNull();
    expect(s.filters.reps).toBeNull();
    expect(s.filters.noSpotter).toBe(false);
  });

  it("parses min-max ranges, swapping reversed bounds", () => {
    expect(parseRange("7-4", { min: 1, max: 10 })).toEqual({ min: 4, max: 7 });
    expect(parseRange("8-10", { min: 1, max: 10 })).toEqual({ min: 8, max: 10 });
    expect(parseRange("0-5", { min: 1, max: 10 })).toBeNull();
    expect(parseRange("5", { min: 1, max: 10 })).toBeNull();
  });
});

describe("sort", () => {
  it("maps to the record API sort", () => {
    expect(exerciseSortParam("name", "asc")).toBe("name");
    expect(exerciseSortParam("name", "desc")).toBe("-name");
    expect(exerciseSortParam("difficulty", "asc")).toBe("difficultyLevel,name");
    expect(exerciseSortParam("difficulty", "desc")).toBe("-difficultyLevel,name");
    expect(exerciseSortParam("recent", "asc")).toBe("-created,name");
  });

  it("ranks popularity by workouts plus sessions, ties in name order", () => {
    const items = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }];
    const usage = new Map([
      ["c", { workouts: 1, sessions: 4 }],
      ["b", { workouts: 2, sessions: 0 }],
      ["d", { workouts: 0, sessions: 2 }],
    ]);
    expect(rankByPopularity(items, usage).map((i) => i.id)).toEqual(["c", "b", "d", "a"]);
    expect(rankByPopularity(items, usage, "desc").map((i) => i.id)).toEqual(["a", "d", "b", "c"]);
  });
});

describe("quick buttons and toggles", () => {
  const names = ["chest", "lats", "traps", "rhomboids", "lower_back", "front_delts", "side_delts", "rear_delts", "biceps", "triceps", "forearms", "grip", "abs", "obliques", "quads", "hamstrings", "glutes", "calves", "hip_flexors", "adductors", "abductors"];

  it("Push, Pull and Legs select their muscles", () => {
    expect(quickMuscleSelection("push", names)).toEqual(["chest", "front_delts", "side_delts", "triceps"]);
    expect(quickMuscleSelection("pull", names)).toEqual(["lats", "traps", "rhomboids", "rear_delts", "biceps", "forearms", "grip"]);
    expect(quickMuscleSelection("legs", names)).toEqual(["quads", "hamstrings", "glutes", "calves", "hip_flexors", "adductors", "abductors"]);
  });

  it("toggles a flag off on a second click", () => {
    expect(toggleFlag(null, true)).toBe(true);
    expect(toggleFlag(true, true)).toBeNull();
    expect(toggleFlag(true, false)).toBe(false);
  });
});

describe("infinite scroll", () => {
  it("triggers within 500 px of the bottom", () => {
    expect(nearPageBottom(0, 800, 1300)).toBe(true);
    expect(nearPageBottom(0, 800, 1301)).toBe(false);
    expect(nearPageBottom(2000, 800, 3000)).toBe(true);
  });

  it("stops after the last page", () => {
    expect(nextPageNumber(1, 3)).toBe(2);
    expect(nextPageNumber(3, 3)).toBeUndefined();
    expect(nextPageNumber(1, 0)).toBeUndefined();
  });
});
