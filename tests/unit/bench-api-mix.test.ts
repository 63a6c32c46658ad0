import { describe, expect, it } from "vitest";
import { MIX_SHARES, mixStream, replayHitRate, type Answered, type MixCatalogue, type MixKind } from "@/bench/api-mix";

const item = (collection: string, id: string, name: string, extra: Record<string, unknown> = {}) => ({ id, name, collectionName: collection, ...extra });
const catalogue: MixCatalogue = {
  lookups: {
    muscles: [item("muscles", "m1", "chest", { muscleGroup: "chest" }), item("muscles", "m2", "lats", { muscleGroup: "back" })],
    equipment: [item("equipment", "e1", "barbell"), item("equipment", "e2", "dumbbell")],
    training_types: [item("training_types", "t1", "strength")],
    experience_levels: [item("experience_levels", "l1", "beginner")],
  },
  exerciseNames: ["Barbell Bench Press", "Lat Pulldown", "Goblet Squat"],
};

const page1 = "/api/collections/exercises/records?page=1&perPage=24&filter=&sort=name&expand=primaryMuscles%2CsecondaryMuscles%2CequipmentRequired";
const workouts = "/api/collections/workouts/records?page=1&perPage=50&filter=program_days_via_workout.id+%3D+%22%22&sort=-created";
const at = (sentAt: number, path = page1, bytes = 1000, kind: MixKind = "exercises: page 1, default view"): Answered => ({
  kind,
  path,
  sentAt,
  latencyMs: 1,
  bytes,
  status: 200,
});

describe("the API bench's list-cache hit rate", () => {
  it("counts a repeat within the 60 s TTL as a hit and one after it as a miss", () => {
    const r = replayHitRate([at(0), at(59_000), at(61_000), at(62_000)], 0);
    expect([r.requests, r.hits]).toEqual([4, 2]);
  });

  it("never counts a hit for a list the server may not keep (the workouts library's back-relation)", () => {
    const r = replayHitRate([at(0, workouts, 500, "workouts: page 1"), at(1_000, workouts, 500, "workouts: page 1"), at(2_000)], 0);
    expect([r.requests, r.cacheable, r.hits]).toEqual([3, 1, 0]);
  });

  it("lets the warm-up fill the cache without counting it", () => {
    const r = replayHitRate([at(0), at(10_000)], 5_000);
    expect([r.requests, r.hits]).toEqual([1, 1]);
  });

  it("reports a live answer the 32 MB budget pushed out", () => {
    const big = 3.9 * 1024 * 1024;
    const paths = Array.from({ length: 9 }, (_, i) => page1.replace("page=1", `page=${i + 1}`));
    const stream = [...paths.map((p, i) => at(i, p, big)), at(100, paths[0], big)];
    const r = replayHitRate(stream, 0);
    expect(r.evictedAlive).toBe(1);
    expect(r.hits).toBe(0);
    expect(r.peakBytes).toBeGreaterThan(32 * 1024 * 1024);
  });
});

describe("the API bench's request mix", () => {
  it("is the same stream for the same seed and another for another seed", () => {
    const take = (seed: number) => {
      const next = mixStream(catalogue, seed);
      return Array.from({ length: 50 }, () => next().path);
    };
    expect(take(1)).toEqual(take(1));
    expect(take(2)).not.toEqual(take(1));
  });

  it("sends the library's own queries in the planned shares", () => {
    const next = mixStream(catalogue, 3);
    const counts = new Map<MixKind, number>();
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const { kind, path } = next();
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      const query = new URL(path, "http://x").searchParams;
      if (kind.startsWith("exercises")) {
        expect(query.get("perPage")).toBe("24");
        expect(query.get("expand")).toBe("primaryMuscles,secondaryMuscles,equipmentRequired");
      }
      if (kind === "exercises: search") {
        const term = /name ~ '([a-z]+)'/.exec(query.get("filter") ?? "")?.[1] ?? "";
        expect(term.length).toBeGreaterThanOrEqual(3);
        expect(catalogue.exerciseNames.some((name) => name.toLowerCase().split(" ").some((w) => w.startsWith(term)))).toBe(true);
      }
      if (kind === "exercises: two filters") expect(query.get("filter")).toContain(" && ");
      if (kind === "exercises: one filter") expect(query.get("filter")).toMatch(/primaryMuscles ~ 'm\d'|equipmentRequired ~ 'e\d'|difficultyLevel >= |trainingType ~ 't1'|minExperienceLevel = 'l1'/);
    }
    for (const [kind, share] of Object.entries(MIX_SHARES)) expect(Math.abs((counts.get(kind as MixKind) ?? 0) / n - share)).toBeLessThan(0.015);
  });
});
