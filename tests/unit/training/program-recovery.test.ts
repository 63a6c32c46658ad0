import { describe, expect, it } from "vitest";
import { indexCatalogue } from "@/lib/training/catalogue";
import { prescribe } from "@/lib/training/prescription";
import { HARD_HIT_SETS, spaceHardDays } from "@/lib/training/program-recovery";
import { sessionGroupSets } from "@/lib/training/program-volume";
import type { PlannedItem } from "@/lib/training/workout-prescribing";
import { CATALOGUE } from "./generation-catalogue";

const index = indexCatalogue(CATALOGUE);
function item(name: string, sets: number, lead = false): PlannedItem {
  const f = index.features.find((x) => x.exercise.name === name);
  if (!f) throw new Error(name);
  const p = prescribe(f, { kind: "strength", lead, experienceRank: 2, fatigue: "moderate" });
  return { features: f, slot: lead ? "main" : "accessory", prescription: { ...p, sets } } as PlannedItem;
}
const total = (items: readonly PlannedItem[]) => items.reduce((s, i) => s + i.prescription.sets, 0);

describe("48 hours between hard work for the same muscle (COACHING.md §3)", () => {
  // Rows on Thursday, then a deadlift and a squat on Friday: the back (traps, lower back) is hit hard twice.
  const upper = () => [item("Barbell Bent-Over Row", 4, true), item("Pull-Up", 4), item("Barbell Bench Press", 4)];
  const lower = () => [item("Barbell Back Squat", 5, true), item("Barbell Deadlift", 4), item("Dumbbell Shrug", 3)];

  it("trims the lighter day of a back-to-back pair under the hard-hit line, the heavier day untouched", () => {
    const before = [upper(), lower()];
    expect(sessionGroupSets(before[0]).back).toBeGreaterThanOrEqual(HARD_HIT_SETS);
    expect(sessionGroupSets(before[1]).back).toBeGreaterThanOrEqual(HARD_HIT_SETS);
    const [u, l] = spaceHardDays(before, [3, 4]);
    expect(u.map((i) => i.prescription.sets)).toEqual([4, 4, 4]);
    expect(sessionGroupSets(l).back).toBeLessThan(HARD_HIT_SETS);
    // Accessories give first: the shrug loses sets before the main squat does.
    expect(l[2].prescription.sets).toBeLessThan(3);
    expect(l[0].prescription.sets).toBe(5);
    expect(total(l)).toBeGreaterThanOrEqual(total(before[1]) - 3);
  });

  it("leaves days with a rest day between them alone, and the week wraps (Sunday to Monday)", () => {
    const apart = spaceHardDays([upper(), lower()], [1, 3]);
    expect(apart.map(total)).toEqual([12, 12]);
    const wrapped = spaceHardDays([upper(), lower()], [0, 6]);
    expect(sessionGroupSets(wrapped[1]).back).toBeLessThan(HARD_HIT_SETS);
  });
});
