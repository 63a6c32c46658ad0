import { describe, expect, it } from "vitest";
import { rankByTopsis, topsis } from "@/lib/training/topsis";

describe("topsis", () => {
  // Hand-computed: price (cost) and storage (benefit), equal weights.
  // Column norms sqrt(192500) and sqrt(1536); weighted ideal (0.2279, 0.4082),
  // anti-ideal (0.3419, 0.2041) -> closeness 0.2119, 0.3583, 0.6417.
  const matrix = [
    [250, 16],
    [200, 16],
    [300, 32],
  ];
  const criteria = [
    { weight: 0.5, direction: "cost" as const },
    { weight: 0.5, direction: "benefit" as const },
  ];

  it("computes the closeness of the hand-worked example", () => {
    const { scores, ranking } = topsis(matrix, criteria);
    expect(scores[0]).toBeCloseTo(0.2119, 3);
    expect(scores[1]).toBeCloseTo(0.3583, 3);
    expect(scores[2]).toBeCloseTo(0.6417, 3);
    expect(ranking).toEqual([2, 1, 0]);
  });

  it("normalises weights so only their ratio matters", () => {
    const scaled = topsis(matrix, criteria.map((c) => ({ ...c, weight: c.weight * 10 })));
    expect(scaled.scores[2]).toBeCloseTo(0.6417, 3);
  });

  it("flips the order when a criterion changes direction", () => {
    const onlyPrice = topsis(matrix, [{ weight: 1, direction: "cost" }, { weight: 0, direction: "benefit" }]);
    expect(onlyPrice.ranking[0]).toBe(1); // cheapest
    expect(onlyPrice.scores[1]).toBeCloseTo(1, 6);
    expect(onlyPrice.scores[2]).toBeCloseTo(0, 6);
  });

  it("gives 0.5 to identical alternatives and keeps input order on ties", () => {
    const { scores, ranking } = topsis([[1, 2], [1, 2]], criteria);
    expect(scores).toEqual([0.5, 0.5]);
    expect(ranking).toEqual([0, 1]);
  });

  it("handles empty input and rejects ragged rows", () => {
    expect(topsis([], criteria)).toEqual({ scores: [], ranking: [] });
    expect(() => topsis([[1]], criteria)).toThrow(/2 values/);
  });

  it("ranks objects through accessors with 1-based ranks", () => {
    const items = [
      { name: "A", price: 250, storage: 16 },
      { name: "B", price: 200, storage: 16 },
      { name: "C", price: 300, storage: 32 },
    ];
    const ranked = rankByTopsis(items, [
      { key: "price", weight: 1, direction: "cost", value: (i) => i.price },
      { key: "storage", weight: 1, direction: "benefit", value: (i) => i.storage },
    ]);
    expect(ranked.map((r) => r.item.name)).toEqual(["C", "B", "A"]);
    expect(ranked[0].rank).toBe(1);
    expect(ranked[0].values).toEqual({ price: 300, storage: 32 });
    expect(ranked[2].score).toBeCloseTo(0.2119, 3);
  });
});
