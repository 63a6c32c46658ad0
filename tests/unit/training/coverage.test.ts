import { describe, expect, it } from "vitest";
import {
  analyseCoverage,
  balanceMarker,
  COVERAGE_MESSAGES,
  coverageBand,
  coverageBandColour,
  coveragePoints,
  keyMuscleCoveragePercent,
  normaliseCoverage,
  programCoverageHints,
} from "@/lib/training/coverage";
import { FULL_BODY } from "./fixtures";

describe("muscle coverage analysis (spec 2 §9.4, spec 3 §9)", () => {
  it("counts 100 per primary and 50 per secondary, normalised to the maximum", () => {
    const points = coveragePoints(FULL_BODY);
    expect(points.get("glutes")).toBe(200);
    expect(points.get("hamstrings")).toBe(150); // secondary in squat + primary in RDL
    expect(points.get("back")).toBe(100); // lats + rhomboids in one row count once
    expect(points.get("biceps")).toBe(50);
    const percent = normaliseCoverage(points);
    expect(percent.glutes).toBe(100);
    expect(percent.hamstrings).toBe(75);
    expect(percent.quads).toBe(50);
    expect(percent.rear_delts).toBe(25);
  });

  it("shows the top 8 with colour bands", () => {
    const a = analyseCoverage(FULL_BODY);
    expect(a.muscles).toHaveLength(12);
    expect(a.top.map((m) => m.name)).toEqual(["Glutes", "Hamstrings", "Shoulders", "Quads", "Lower Back", "Chest", "Triceps", "Back"]);
    expect(a.top[0].band).toBe("excellent");
    expect(a.top[1].band).toBe("good");
    expect(a.top[3].band).toBe("moderate");
    expect(a.muscles.find((m) => m.key === "biceps")?.band).toBe("low");
  });

  it("warns on calves, forearms and rear delts; core at exactly 50 is fine", () => {
    expect(analyseCoverage(FULL_BODY).warnings).toEqual([
      COVERAGE_MESSAGES.calves,
      COVERAGE_MESSAGES.forearms,
      COVERAGE_MESSAGES.rearDelts,
    ]);
  });

  it("warns when hamstrings are under 60% of quads above 50", () => {
    const a = analyseCoverage([
      { primaryMuscles: ["quads"] },
      { primaryMuscles: ["quads"] },
      { secondaryMuscles: ["hamstrings"] },
    ]);
    expect(a.percentByMuscle).toMatchObject({ quads: 100, hamstrings: 25 });
    expect(a.warnings).toContain(COVERAGE_MESSAGES.hamstrings);
    expect(a.warnings).toContain(COVERAGE_MESSAGES.core);
  });

  it("lists missing key muscles (<20) and computes balance shares", () => {
    const a = analyseCoverage(FULL_BODY);
    expect(a.missing).toEqual(["Forearms", "Obliques", "Calves"]);
    expect(a.missingCount).toBe(3);
    expect(a.notes).toEqual([]);
    // upper 550 vs lower 500 points; push 350 vs pull 200; front 550 vs back 700.
    expect(a.balance).toEqual({ upper: 52, lower: 48, push: 64, pull: 36, front: 44, back: 56 });
    expect(a.imbalances).toEqual([]);
  });

  it("a chest-only list: limited coverage note, first 6 missing, imbalances", () => {
    const a = analyseCoverage([{ primaryMuscles: ["chest"] }]);
    expect(a.missingCount).toBe(13);
    expect(a.missing).toEqual(["Back", "Shoulders", "Rear Delts", "Biceps", "Triceps", "Forearms"]);
    expect(a.notes).toEqual([COVERAGE_MESSAGES.limited(13)]);
    expect(a.imbalances).toEqual([COVERAGE_MESSAGES.upperHeavy(100, 0), COVERAGE_MESSAGES.pushHeavy(100, 0)]);
  });

  it("does not tell a split day to add what its split leaves out (issue 20 item 17)", () => {
    const chest = [{ primaryMuscles: ["chest"] }];
    // An upper-body day is meant to be all upper body; it still hears that it only pushes.
    expect(analyseCoverage(chest, "upper_body").imbalances).toEqual([COVERAGE_MESSAGES.pushHeavy(100, 0)]);
    // A push day is meant to be all upper-body pushing.
    expect(analyseCoverage(chest, "push").imbalances).toEqual([]);
    // A full-body day hears both.
    expect(analyseCoverage(chest, "full_body").imbalances).toEqual([COVERAGE_MESSAGES.upperHeavy(100, 0), COVERAGE_MESSAGES.pushHeavy(100, 0)]);
  });

  it("no data: nothing to warn about", () => {
    const a = analyseCoverage([]);
    expect(a.top).toEqual([]);
    expect(a.warnings).toEqual([]);
    expect(a.missing).toEqual([]);
    expect(a.notes).toEqual([]);
  });

  it("band cut-offs at 80, 60, 40", () => {
    expect([80, 79, 60, 59, 40, 39].map(coverageBand)).toEqual(["excellent", "good", "good", "moderate", "moderate", "low"]);
    expect(coverageBandColour(85)).toBe("green");
    expect(coverageBandColour(10)).toBe("red");
  });
});

describe("program-level hints and markers (spec 3 §9)", () => {
  it("calves < 50, forearms < 40, abs + obliques < 120", () => {
    const hints = programCoverageHints(FULL_BODY);
    expect(hints).toHaveLength(3);
    expect(hints[0]).toMatch(/Calves reach only 0%/);
    expect(hints[1]).toMatch(/Forearms reach only 0%/);
    expect(hints[2]).toMatch(/abs \+ obliques 50 of 200/);
  });

  it("upper/lower or push/pull more than 15 from 50", () => {
    // push 64 is 14 away: no hint. Add a push exercise to tip it over.
    const pushier = [...FULL_BODY, { primaryMuscles: ["chest"], secondaryMuscles: ["triceps"] }];
    expect(programCoverageHints(pushier).some((h) => h.startsWith("Push/pull ratio is"))).toBe(true);
    expect(programCoverageHints(FULL_BODY).some((h) => h.startsWith("Push/pull"))).toBe(false);
  });

  it("a well-covered program has no hints", () => {
    const program = [
      ...FULL_BODY,
      { primaryMuscles: ["calves"] },
      { primaryMuscles: ["calves"] },
      { primaryMuscles: ["forearms"] },
      { primaryMuscles: ["forearms"] },
      { primaryMuscles: ["obliques"] },
      { primaryMuscles: ["obliques"] },
      { primaryMuscles: ["abs"] },
      { primaryMuscles: ["lats"] },
      { primaryMuscles: ["biceps"] },
    ];
    expect(programCoverageHints(program)).toEqual([]);
    expect(programCoverageHints([])).toEqual([]);
  });

  it("balance marker is green within 5 of the optimum", () => {
    expect(balanceMarker(55).status).toBe("green");
    expect(balanceMarker(45).status).toBe("green");
    expect(balanceMarker(56).status).toBe("amber");
    expect(balanceMarker(65).status).toBe("amber");
    expect(balanceMarker(66)).toEqual({ value: 66, deviation: 16, status: "red" });
  });

  it("key-muscle coverage figure", () => {
    expect(keyMuscleCoveragePercent(FULL_BODY)).toBe(79); // 11 of 14
    expect(keyMuscleCoveragePercent([])).toBe(0);
  });
});
