import { describe, expect, it } from "vitest";
import { indexCatalogue } from "@/lib/training/catalogue";
import { prescribe } from "@/lib/training/prescription";
import { consolidateDay, movementFamily } from "@/lib/training/program-consolidate";
import { pushPullBalance } from "@/lib/training/session-invariants";
import type { PlannedItem } from "@/lib/training/workout-prescribing";
import { CATALOGUE } from "./generation-catalogue";

const index = indexCatalogue(CATALOGUE);
function item(name: string, sets: number): PlannedItem {
  const f = index.features.find((x) => x.exercise.name === name);
  if (!f) throw new Error(name);
  const p = prescribe(f, { kind: "hypertrophy", lead: false, experienceRank: 3, fatigue: "moderate" });
  return { features: f, slot: "accessory", prescription: { ...p, sets, restSeconds: p.restLo } } as PlannedItem;
}
const shape = (items: readonly PlannedItem[]) => items.map((i) => `${i.features.exercise.name} ${i.prescription.sets}`);
const room = (over: Partial<Parameters<typeof consolidateDay>[1]> = {}) => ({ rank: 3, minutes: 75, workoutType: "pull", keep: new Set<string>(), ...over });

describe("no 1-set pieces past the beginner stage, no movement twice (COACHING.md §3, §4)", () => {
  it("merges two singles of one pattern into one exercise of two sets", () => {
    const out = consolidateDay([item("Pull-Up", 3), item("Seated Cable Row", 1), item("One-Arm Dumbbell Row", 1)], room());
    expect(shape(out)).toEqual(["Pull-Up 3", "Seated Cable Row 2"]);
  });

  it("gives a lone single to a fuller exercise of its pattern, else a second set, and keeps the main lifts", () => {
    const rows = consolidateDay([item("Barbell Bent-Over Row", 3), item("Seated Cable Row", 1)], room());
    expect(shape(rows)).toEqual(["Barbell Bent-Over Row 4"]);
    const curl = consolidateDay([item("Pull-Up", 3), item("Dumbbell Curl", 1)], room());
    expect(shape(curl)).toEqual(["Pull-Up 3", "Dumbbell Curl 2"]);
    const main = item("Barbell Bent-Over Row", 1);
    // A main lift stays, and past the beginner stage it takes a second set (COACHING.md §4: 3-4 sets for intermediates).
    expect(shape(consolidateDay([main, item("Pull-Up", 3)], room({ keep: new Set([main.features.exercise.id]) })))).toEqual(["Barbell Bent-Over Row 2", "Pull-Up 3"]);
  });

  it("gives a single main lift its second set from the day's fullest accessory when the day has no room", () => {
    const main = item("Barbell Bent-Over Row", 1);
    // A 14-minute day holds 5 hard sets: the row's second set comes off the pull-ups.
    const out = consolidateDay([main, item("Pull-Up", 4)], room({ keep: new Set([main.features.exercise.id]), minutes: 14 }));
    expect(shape(out)).toEqual(["Barbell Bent-Over Row 2", "Pull-Up 3"]);
  });

  it("drops a single that cannot grow, unless pulls would fall short of presses", () => {
    const noRoom = { canGrow: () => false };
    expect(shape(consolidateDay([item("Pull-Up", 3), item("Dumbbell Curl", 1)], room(noRoom)))).toEqual(["Pull-Up 3"]);
    const upper = [item("Barbell Bench Press", 4), item("Barbell Overhead Press", 4), item("Pull-Up", 3), item("Band Row", 1)];
    const out = consolidateDay(upper, room({ ...noRoom, workoutType: "upper_body" }));
    expect(pushPullBalance(out.map((i) => ({ features: i.features, sets: i.prescription.sets }))).ok).toBe(true);
    expect(shape(out)).toContain("Band Row 1");
  });

  it("a dropped single hands its set to another exercise for the same muscle, so the week keeps the volume", () => {
    const out = consolidateDay([item("Barbell Romanian Deadlift", 3), item("Lying Leg Curl", 1)], room({ workoutType: "legs", canGrow: (i) => i.features.exercise.name !== "Lying Leg Curl" }));
    expect(shape(out)).toEqual(["Barbell Romanian Deadlift 4"]);
  });

  it("leaves beginners' singles alone but still merges the same movement twice", () => {
    const calves = [item("Standing Calf Raise", 2), item("Dumbbell Calf Raise", 2), item("Dumbbell Curl", 1)];
    expect(movementFamily(calves[0])).toBe(movementFamily(calves[1]));
    expect(shape(consolidateDay(calves, room({ rank: 1, workoutType: "legs" })))).toEqual(["Standing Calf Raise 3", "Dumbbell Curl 1"]);
  });
});
