import { describe, expect, it } from "vitest";
import { activeFilterCount, emptyFilters, programListFilter, programListSort, quote, sortByPopularity } from "@/lib/programs/library";

describe("programs library filter string", () => {
  it("is empty with nothing chosen", () => {
    expect(programListFilter("", emptyFilters())).toBe("");
    expect(programListFilter("   ", emptyFilters())).toBe("");
  });

  it("searches name or description", () => {
    expect(programListFilter(" strength ", emptyFilters())).toBe("(name ~ 'strength' || description ~ 'strength')");
  });

  it("ORs values within a group and ANDs the groups", () => {
    const f = { levels: ["beginner", "advanced"], goals: ["strength"], durations: ["short", "long"], programTypes: ["full_body"], days: [3, 4] };
    expect(programListFilter("", f)).toBe(
      "(experienceLevel.name ?= 'beginner' || experienceLevel.name ?= 'advanced') && primaryGoal.name ?= 'strength' && " +
        "((durationWeeks >= 1 && durationWeeks <= 6) || durationWeeks >= 13) && programType ?= 'full_body' && " +
        "(trainingDaysPerWeek = 3 || trainingDaysPerWeek = 4)",
    );
    expect(activeFilterCount(f)).toBe(8);
  });

  it("ignores unknown duration ids and escapes quotes", () => {
    expect(programListFilter("", { ...emptyFilters(), durations: ["forever"] })).toBe("");
    expect(quote("it's \\")).toBe("'it\\'s \\\\'");
  });

  it("maps sorts to the API", () => {
    expect(programListSort("newest")).toBe("-created");
    expect(programListSort("popular")).toBe("-created");
    expect(programListSort("name")).toBe("name");
    expect(programListSort("duration")).toBe("durationWeeks,name");
  });
});

describe("sortByPopularity", () => {
  it("orders by sessions, then people, keeping the API order for ties", () => {
    const items = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }];
    const counts = [
      { id: "b", sessions: 3, users: 1 },
      { id: "c", sessions: 3, users: 2 },
      { id: "d", sessions: 0, users: 1 },
    ];
    expect(sortByPopularity(items, counts).map((i) => i.id)).toEqual(["c", "b", "d", "a"]);
    expect(sortByPopularity(items, []).map((i) => i.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("programTypeLabel", () => {
  it("writes splits with slashes and title-cases the rest", async () => {
    const { programTypeLabel } = await import("@/lib/programs/library");
    expect(programTypeLabel("upper_lower")).toBe("Upper/Lower");
    expect(programTypeLabel("push_pull_legs")).toBe("Push/Pull/Legs");
    expect(programTypeLabel("full_body")).toBe("Full Body");
    expect(programTypeLabel("conditioning")).toBe("Conditioning");
  });
});
