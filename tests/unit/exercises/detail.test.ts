import { describe, expect, it } from "vitest";
import {
  bySeverity,
  demonstrationMedia,
  exerciseBodyMap,
  formatRecordDate,
  mediaKind,
  mistakeSeverity,
  muscleRegions,
  rankRelated,
  relatedQuery,
  variationView,
  BACK_REGIONS,
  FRONT_REGIONS,
} from "@/lib/exercises/detail";
import { BODY_MAP_REGIONS } from "@/lib/training/muscle-groups";

describe("variationView", () => {
  const v = { id: "v1", name: "Incline", exercise1: "aaa", exercise2: "bbb", text_exercise_1_to_2: "harder: incline", text_exercise_2_to_1: "easier: flat" };
  const e1 = { id: "aaa", name: "Flat" };
  const e2 = { id: "bbb", name: "Incline" };

  it("shows the other exercise with the text in the current direction", () => {
    expect(variationView(v, "aaa", { exercise1: e1, exercise2: e2 })).toEqual({ id: "v1", name: "Incline", other: e2, text: "harder: incline" });
    expect(variationView(v, "bbb", { exercise1: e1, exercise2: e2 })).toEqual({ id: "v1", name: "Incline", other: e1, text: "easier: flat" });
  });

  it("is skipped when the other exercise is missing or the pair does not include this one", () => {
    expect(variationView(v, "aaa", { exercise1: e1 })).toBeNull();
    expect(variationView(v, "zzz", { exercise1: e1, exercise2: e2 })).toBeNull();
  });
});

describe("demonstrationMedia", () => {
  const fileUrl = (name: string) => `/api/files/exercises/x/${name}`;

  it("is empty when nothing is set (Media coming soon)", () => {
    expect(demonstrationMedia({ id: "x" }, fileUrl)).toEqual([]);
  });

  it("lists files, then URLs, deduplicated, recognised kinds only, at most 10", () => {
    const media = demonstrationMedia(
      {
        id: "x",
        demonstrationVideo: Array.from({ length: 9 }, (_, i) => `demo${i}.mp4`),
        animatedDemo: ["a.gif"],
        demonstrationVideoUrl: "https://cdn.example/v.webm",
        videoUrl: "javascript:alert(1)",
      },
      fileUrl,
    );
    expect(media).toHaveLength(10);
    expect(media[0]).toEqual({ kind: "video", url: "/api/files/exercises/x/demo0.mp4" });
    expect(media[9]).toEqual({ kind: "image", url: "/api/files/exercises/x/a.gif" });
    expect(demonstrationMedia({ id: "x", videoUrl: "https://youtu.be/abc", animatedDemoUrl: "https://youtu.be/abc" }, fileUrl)).toEqual([
      { kind: "embed", url: "https://youtu.be/abc" },
    ]);
    expect(mediaKind("https://example.com/page")).toBeNull();
  });
});

describe("mistakes", () => {
  it("reads unknown severities as low and sorts most severe first", () => {
    expect(mistakeSeverity("critical")).toBe("critical");
    expect(mistakeSeverity("minor")).toBe("low");
    expect(bySeverity([{ severity: "low" }, { severity: "critical" }, { severity: "medium" }, { severity: "high" }]).map((m) => m.severity)).toEqual([
      "critical",
      "high",
      "medium",
      "low",
    ]);
  });
});

describe("relatedQuery", () => {
  it("asks for candidates with the first primary muscle and the same category, not this exercise", () => {
    expect(relatedQuery({ id: "ex1", primaryMuscles: ["m1", "m2"], category: "c1" })).toEqual({
      perPage: 40,
      filter: "primaryMuscles ~ 'm1' && id != 'ex1' && category = 'c1'",
      sort: "difficultyLevel,name",
      expand: "primaryMuscles,equipmentRequired,category",
    });
    expect(relatedQuery({ id: "ex1", primaryMuscles: ["m1"] })!.filter).toBe("primaryMuscles ~ 'm1' && id != 'ex1'");
    expect(relatedQuery({ id: "ex1", primaryMuscles: [] })).toBeNull();
  });
});

describe("rankRelated", () => {
  const bench = { id: "bench", name: "Bench Press", difficultyLevel: 5, primaryMuscles: ["chest", "triceps"], movementPattern: ["h_push"], equipmentRequired: ["barbell", "bench"] };
  const candidates = [
    { id: "fly", name: "Cable Fly", difficultyLevel: 3, primaryMuscles: ["chest"], movementPattern: ["fly"], equipmentRequired: ["cable"] },
    { id: "db", name: "Dumbbell Bench Press", difficultyLevel: 4, primaryMuscles: ["chest", "triceps"], movementPattern: ["h_push"], equipmentRequired: ["dumbbells", "bench"] },
    { id: "pushup", name: "Push-Up", difficultyLevel: 2, primaryMuscles: ["chest"], movementPattern: ["h_push"], equipmentRequired: [] },
    { id: "cg", name: "Close-Grip Bench Press", difficultyLevel: 6, primaryMuscles: ["triceps", "chest"], movementPattern: ["h_push"], equipmentRequired: ["barbell", "bench"] },
    { id: "bench", name: "Bench Press", difficultyLevel: 5, primaryMuscles: ["chest"], movementPattern: ["h_push"], equipmentRequired: [] },
  ];
  it("puts the same pattern first, then shared muscles and equipment, then a similar difficulty", () => {
    expect(rankRelated(bench, candidates, 3).map((c) => c.id)).toEqual(["cg", "db", "pushup"]);
    expect(rankRelated(bench, candidates).map((c) => c.id)).toEqual(["cg", "db", "pushup", "fly"]);
  });
});

describe("body map", () => {
  it("uses the record's region, else the name and synonyms", () => {
    expect(muscleRegions({ name: "side_delts", bodyMapRegion: "front-shoulders" })).toEqual(["front-shoulders"]);
    expect(muscleRegions("pecs")).toEqual(["chest"]);
    expect(muscleRegions({ name: "mystery", synonyms: ["quadriceps"] })).toEqual(["quads"]);
    expect(muscleRegions("spleen")).toEqual([]);
  });

  it("maps the group names of the spec", () => {
    expect([...muscleRegions("back")].sort()).toEqual(["lats", "lowerback", "traps", "traps-middle"]);
    expect([...muscleRegions("shoulders")].sort()).toEqual(["front-shoulders", "rear-shoulders"]);
    expect([...muscleRegions("arms")].sort()).toEqual(["biceps", "forearms", "triceps"]);
    expect([...muscleRegions("core")].sort()).toEqual(["abdominals", "obliques"]);
  });

  it("puts primary muscles at 5 and secondary at 3, primary winning", () => {
    expect(exerciseBodyMap([{ name: "chest", bodyMapRegion: "chest" }], ["front delts", "triceps", "pectorals"])).toEqual({
      chest: 5,
      "front-shoulders": 3,
      triceps: 3,
    });
  });

  it("draws every region on at least one figure", () => {
    for (const region of BODY_MAP_REGIONS) expect(FRONT_REGIONS.includes(region) || BACK_REGIONS.includes(region)).toBe(true);
  });
});

it("formats the record date", () => {
  expect(formatRecordDate("2026-01-31 12:00:00.000Z")).toBe("31 Jan 2026");
  expect(formatRecordDate("garbage")).toBeNull();
  expect(formatRecordDate(undefined)).toBeNull();
});
