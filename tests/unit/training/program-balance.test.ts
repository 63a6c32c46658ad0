import { describe, expect, it } from "vitest";
import { indexCatalogue } from "@/lib/training/catalogue";
import { prescribe } from "@/lib/training/prescription";
import { balancePushPull, maxSetsPerExercise } from "@/lib/training/program-balance";
import { sessionGroupSets } from "@/lib/training/program-volume";
import { pushPullBalance, sideOf } from "@/lib/training/session-invariants";
import type { PlannedItem } from "@/lib/training/workout-prescribing";
import { CATALOGUE } from "./generation-catalogue";

const index = indexCatalogue(CATALOGUE);
function item(name: string, sets: number, lead = false): PlannedItem {
  const f = index.features.find((x) => x.exercise.name === name);
  if (!f) throw new Error(name);
  const p = prescribe(f, { kind: "hypertrophy", lead, experienceRank: 2, fatigue: "moderate" });
  return { features: f, slot: lead ? "main" : "accessory", prescription: { ...p, sets, restSeconds: p.restLo } } as PlannedItem;
}
const sides = (items: readonly PlannedItem[]) => pushPullBalance(items.map((i) => ({ features: i.features, sets: i.prescription.sets })));
const setsOf = (items: readonly PlannedItem[], side: "push" | "pull") => items.filter((i) => sideOf(i.features) === side).map((i) => i.prescription.sets);

describe("pulling brought up to pushing by adding pull sets (COACHING.md §3)", () => {
  // Bench 4, overhead press 3, dip 3 against two rows of 2: 10 push sets to 4 pull.
  const upper = () => [item("Barbell Bench Press", 4, true), item("Barbell Bent-Over Row", 2), item("Barbell Overhead Press", 3), item("Weighted Dip", 3), item("Seated Cable Row", 2)];

  it("adds sets to the pulls first and leaves the presses alone when the day has room", () => {
    const out = balancePushPull(upper(), "upper_body", { minutes: 75, rank: 2 });
    expect(setsOf(out, "push")).toEqual([4, 3, 3]);
    const b = sides(out);
    expect(b.pull).toBeGreaterThan(4);
    expect(b.ok).toBe(true);
    expect(b.push / b.pull).toBeLessThan(1.5);
    // No exercise past the level's most sets, no muscle past 10 sets in the session.
    for (const i of out) expect(i.prescription.sets).toBeLessThanOrEqual(Math.max(4, maxSetsPerExercise(2)));
    expect(Math.max(...setsOf(out, "pull"))).toBeLessThanOrEqual(maxSetsPerExercise(2));
    for (const v of Object.values(sessionGroupSets(out))) expect(v).toBeLessThanOrEqual(10.25);
  });

  it("trims presses, shoulder presses first, only when the pulls may not grow", () => {
    const out = balancePushPull(upper(), "upper_body", { minutes: 75, rank: 2, canGrow: () => false });
    expect(setsOf(out, "pull")).toEqual([2, 2]);
    expect(sides(out).ok).toBe(true);
    // The overhead press gives before the bench does.
    expect(out[2].prescription.sets).toBeLessThan(3);
    expect(out[0].prescription.sets).toBeGreaterThanOrEqual(out[2].prescription.sets);
  });

  // 9 push sets to 6 pull: the rule holds (6 + one exercise's 4 sets), but pushing leans 3:2.
  const leaning = () => [item("Barbell Bench Press", 4, true), item("Barbell Bent-Over Row", 3), item("Barbell Overhead Press", 3), item("Weighted Dip", 2), item("Seated Cable Row", 3)];

  it("holds a 3:2 lean when the presses are needed for the week's band and the pulls may not grow", () => {
    const out = balancePushPull(leaning(), "upper_body", { minutes: 75, rank: 2, canGrow: () => false, canShrink: () => false });
    expect(out.map((i) => i.prescription.sets)).toEqual([4, 3, 3, 2, 3]);
  });

  it("stretches a pull a little past the band before it gives up on a 3:2 lean", () => {
    const out = balancePushPull(leaning(), "upper_body", { minutes: 75, rank: 2, canGrow: () => false, canShrink: () => false, canStretch: () => true });
    const b = sides(out);
    expect(b.push).toBe(9);
    expect(b.push / b.pull).toBeLessThan(1.5);
  });

  it("leaves push, pull and leg days as they are", () => {
    const push = [item("Barbell Bench Press", 4, true), item("Barbell Overhead Press", 4)];
    expect(balancePushPull(push, "push", { minutes: 60, rank: 2 }).map((i) => i.prescription.sets)).toEqual([4, 4]);
  });

  it("stays within the hard sets an hour a short session holds", () => {
    // 14 sets already past the 12 of 30 minutes: no pull set is added, presses give instead.
    const out = balancePushPull(upper(), "upper_body", { minutes: 30, rank: 2 });
    expect(setsOf(out, "pull")).toEqual([2, 2]);
    expect(out.reduce((n, i) => n + i.prescription.sets, 0)).toBeLessThan(14);
    expect(sides(out).ok).toBe(true);
  });
});
