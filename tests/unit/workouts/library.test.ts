import { describe, expect, it } from "vitest";
import {
  appliedFilterCount,
  appliedFilterText,
  DEFAULT_LIBRARY_STATE,
  EMPTY_FILTERS,
  libraryFilter,
  libraryQueryString,
  OUTSIDE_PROGRAMS,
  librarySortParam,
  parseLibraryParams,
  toggleValue,
  type LibraryState,
} from "@/lib/workouts/library";
import { quote } from "@/lib/shared/filter-text";

describe("library filter string (spec 2 §7)", () => {
  it("with no search and no filters only leaves out the workouts of generated programs (issue 20 item 4)", () => {
    expect(libraryFilter("", EMPTY_FILTERS)).toBe('program_days_via_workout.id = ""');
    expect(libraryFilter("   ", EMPTY_FILTERS)).toBe(OUTSIDE_PROGRAMS);
  });

  it("searches name or description", () => {
    expect(libraryFilter(" push ", EMPTY_FILTERS)).toBe(`${OUTSIDE_PROGRAMS} && (name ~ 'push' || description ~ 'push')`);
  });

  it("ORs duration buckets: <=30, (30,45], (45,60], >60", () => {
    expect(libraryFilter("", { ...EMPTY_FILTERS, durations: [30, 45, 60, 90] })).toBe(
      `${OUTSIDE_PROGRAMS} && (targetDurationMinutes <= 30 || (targetDurationMinutes > 30 && targetDurationMinutes <= 45) || (targetDurationMinutes > 45 && targetDurationMinutes <= 60) || targetDurationMinutes > 60)`,
    );
  });

  it("ORs difficulty buckets: beginner <=3, intermediate 4-6, advanced >=7", () => {
    expect(libraryFilter("", { ...EMPTY_FILTERS, difficulties: ["beginner", "advanced"] })).toBe(
      `${OUTSIDE_PROGRAMS} && (difficultyLevel <= 3 || difficultyLevel >= 7)`,
    );
    expect(libraryFilter("", { ...EMPTY_FILTERS, difficulties: ["intermediate"] })).toBe(
      `${OUTSIDE_PROGRAMS} && (difficultyLevel >= 4 && difficultyLevel <= 6)`,
    );
  });

  it("sends workout type, muscle group and equipment, ANDed between groups", () => {
    const filter = libraryFilter("leg", {
      ...EMPTY_FILTERS,
      types: ["lower_body", "legs"],
      muscleGroups: ["quads"],
      equipment: ["abcdefghijklmno"],
    });
    expect(filter).toBe(
      `${OUTSIDE_PROGRAMS} && (name ~ 'leg' || description ~ 'leg') && (workoutType = 'lower_body' || workoutType = 'legs') && exercises.primaryMuscles.muscleGroup ?= 'quads' && exercises.equipmentRequired ?= 'abcdefghijklmno'`,
    );
  });

  it("quotes user text so it cannot break out of the literal", () => {
    expect(quote("it's")).toBe("'it\\'s'");
    expect(quote("a\\' || true")).toBe("'a\\' || true'");
    expect(libraryFilter("x' || name != '", EMPTY_FILTERS)).toBe(
      `${OUTSIDE_PROGRAMS} && (name ~ 'x\\' || name != \\'' || description ~ 'x\\' || name != \\'')`,
    );
  });
});

describe("sort, counts and toggles", () => {
  it("maps Newest First to -created and Name to name; Most Popular loads newest first", () => {
    expect(librarySortParam("newest")).toBe("-created");
    expect(librarySortParam("name")).toBe("name");
    expect(librarySortParam("popular")).toBe("-created");
  });

  it("counts every chosen value and words the note", () => {
    expect(appliedFilterCount({ ...EMPTY_FILTERS, durations: [30, 45], types: ["push"] })).toBe(3);
    expect(appliedFilterText(1)).toBe("1 filter applied");
    expect(appliedFilterText(3)).toBe("3 filters applied");
  });

  it("toggles a value in and out", () => {
    expect(toggleValue([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleValue([1, 2, 3], 2)).toEqual([1, 3]);
  });

});

describe("URL state", () => {
  it("round-trips a full state and leaves defaults out", () => {
    const state: LibraryState = {
      search: "upper",
      filters: { durations: [45, 90], difficulties: ["advanced"], types: ["push"], muscleGroups: ["chest"], equipment: ["abc123abc123abc"] },
      sort: "name",
      view: "list",
    };
    const qs = libraryQueryString(state);
    expect(qs).toBe("?q=upper&duration=45%2C90&difficulty=advanced&type=push&muscle=chest&equipment=abc123abc123abc&sort=name&view=list");
    expect(parseLibraryParams(new URLSearchParams(qs))).toEqual(state);
    expect(libraryQueryString(DEFAULT_LIBRARY_STATE)).toBe("");
  });

  it("ignores unknown values instead of failing", () => {
    const state = parseLibraryParams(new URLSearchParams("duration=15,30,abc&difficulty=expert&type=yoga,pull&sort=rating&view=table&muscle=<x>"));
    expect(state.filters.durations).toEqual([30]);
    expect(state.filters.difficulties).toEqual([]);
    expect(state.filters.types).toEqual(["pull"]);
    expect(state.filters.muscleGroups).toEqual([]);
    expect(state.sort).toBe("popular");
    expect(state.view).toBe("grid");
  });
});
