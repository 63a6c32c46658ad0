/**
 * Issue 19, prescription by goal and role (COACHING.md §4): an unloaded
 * main lift reaches its goal's zone by a slow tempo rather than 10-15 easy
 * reps, and an endurance session's small work is endurance work (12+ reps
 * or timed).
 */
import { describe, expect, it } from "vitest";
import { exerciseFeatures } from "@/lib/training/catalogue";
import { prescribe, slowTempoReps, SLOW_TEMPO } from "@/lib/training/prescription";
import { isNearUnloadedWork } from "@/lib/training/improvised-work";
import { tempoSecondsPerRep } from "@/lib/training/session-clock";
import { suitsEnduranceDay } from "@/lib/training/workout-candidates";
import { byName, generateOk } from "./generation-catalogue";

const ctx = { lead: true, experienceRank: 1, fatigue: "moderate" as const };
const features = (name: string) => exerciseFeatures(byName(name));

describe("unloaded main lifts at a slow tempo", () => {
  it("keeps the time under tension of the catalogue's range: fewer, slower reps", () => {
    // Bodyweight squat: 10-25 reps at 2-0-1 (3 s) is 30-75 s; at 4-2-1 (7 s) that is 5-10 reps.
    expect(slowTempoReps(features("Bodyweight Squat"))).toEqual([5, 10]);
    expect(tempoSecondsPerRep(SLOW_TEMPO.text)).toBe(SLOW_TEMPO.seconds);
  });

  it("prescribes a bodyweight squat for strength as a few slow reps with a strength rest", () => {
    const p = prescribe(features("Bodyweight Squat"), { ...ctx, kind: "strength" });
    expect(p.kind).toBe("strength");
    expect(p.high).toBeLessThanOrEqual(6);
    expect(p.restSeconds).toBeGreaterThanOrEqual(120);
    expect(p.tempo).toBe(SLOW_TEMPO.text);
    expect(p.notes).toMatch(/4 s down, 2 s still at the bottom/);
    // Progression that fits the exercise: no percentages, no "slow the lowering" when it is already slow.
    expect(p.notes).not.toMatch(/%|slow the lowering/);
    expect(p.notes).toMatch(/weighted vest|harder variation/);
  });

  it("puts a size goal's unloaded main lift in the 5-10 zone", () => {
    const p = prescribe(features("Bodyweight Squat"), { ...ctx, kind: "hypertrophy" });
    expect(p.kind).toBe("hypertrophy");
    expect(p.low).toBeGreaterThanOrEqual(5);
    expect(p.high).toBeLessThanOrEqual(10);
    expect(p.tempo).toBe(SLOW_TEMPO.text);
  });

  it("leaves loaded lifts, lifts that reach the zone and accessories at the goal's own tempo", () => {
    expect(prescribe(features("Barbell Back Squat"), { ...ctx, kind: "strength" }).tempo).not.toBe(SLOW_TEMPO.text);
    expect(prescribe(features("Push-Up"), { ...ctx, kind: "hypertrophy" }).tempo).not.toBe(SLOW_TEMPO.text);
    expect(prescribe(features("Bodyweight Squat"), { ...ctx, kind: "strength", lead: false, role: "accessory" }).tempo).not.toBe(SLOW_TEMPO.text);
  });

  it("keeps an undulating day's main lift inside its goal's main-lift zone", () => {
    const squat = features("Barbell Back Squat");
    const at = (kind: "hypertrophy" | "strength", zone: "heavy" | "moderate" | "light") => {
      const p = prescribe(squat, { ...ctx, experienceRank: 2, kind, zone });
      return [p.low, p.high];
    };
    // A size goal's heavy day is 5-6, not the strength zone's 3-6; its light day 8-10, not 10-15.
    expect(at("hypertrophy", "heavy")).toEqual([5, 6]);
    expect(at("hypertrophy", "light")).toEqual([8, 10]);
    expect(at("strength", "light")).toEqual([5, 6]);
  });

  it("never rests a bodyweight or band set longer than three minutes", () => {
    for (const name of ["Bodyweight Squat", "Push-Up", "Incline Push-Up", "Band Lat Pulldown"]) {
      for (const role of ["main", "secondary"] as const) {
        const p = prescribe(features(name), { ...ctx, kind: "strength", lead: role === "main", role });
        expect(p.restHi, `${name} ${role}`).toBeLessThanOrEqual(180);
        expect(p.restSeconds).toBeLessThanOrEqual(p.restHi);
      }
    }
    expect(prescribe(features("Barbell Back Squat"), { ...ctx, kind: "strength" }).restHi).toBe(300);
  });

  it("gives a no-kit strength session a main lift of 6 reps or fewer", () => {
    for (const workoutType of ["full_body", "lower_body", "legs"] as const) {
      const w = generateOk({ workoutType, primaryGoals: ["strength"], experienceLevel: "beginner", availableEquipment: [], targetDuration: 45 });
      const main = w.items.find((i) => i.prescription.role === "main");
      expect(main, workoutType).toBeDefined();
      expect(main!.prescription.high, `${workoutType}: ${main!.features.exercise.name}`).toBeLessThanOrEqual(6);
      expect(main!.prescription.restSeconds).toBeGreaterThanOrEqual(120);
    }
  });
});

describe("endurance days take endurance work", () => {
  it("tells small work that can be done for 12+ reps or held from work that cannot", () => {
    expect(suitsEnduranceDay(features("Nordic Hamstring Curl"))).toBe(false);
    expect(suitsEnduranceDay(features("Plank"))).toBe(true);
    // Multi-joint lifts keep their own zones.
    expect(suitsEnduranceDay(features("Barbell Back Squat"))).toBe(true);
  });

  it("prescribes every accessory of an endurance session at 12+ reps or in seconds", () => {
    for (const workoutType of ["lower_body", "legs", "upper_body", "full_body"] as const) {
      for (const seed of [1, 2, 3]) {
        const w = generateOk({ workoutType, primaryGoals: ["endurance"], experienceLevel: "advanced", seed, targetDuration: 60 });
        const small = w.items.filter((i) => i.prescription.role === "accessory" && i.prescription.unit === "reps" && !i.features.exercise.isCompound && i.features.role !== "hinge");
        for (const i of small) expect(i.prescription.low, `${workoutType} ${seed}: ${i.features.exercise.name}`).toBeGreaterThanOrEqual(12);
        expect(w.items.some((i) => i.features.exercise.name === "Nordic Hamstring Curl")).toBe(false);
      }
    }
  });
});

describe("near-unloaded filler (issue 19 coach review, fix 4)", () => {
  const subject = (name: string, equipment: string[], role: string, timed = false) => ({ name, equipment, role, timed });
  it("names the floor pulldown, wall sits, doorframe rows and timed holds, not loaded or trunk work", () => {
    expect(isNearUnloadedWork(subject("Prone Floor Pulldown", [], "vertical_pull"))).toBe(true);
    expect(isNearUnloadedWork(subject("Shallow Wall Sit", [], "squat", true))).toBe(true);
    expect(isNearUnloadedWork(subject("Doorframe Row", [], "horizontal_pull"))).toBe(true);
    expect(isNearUnloadedWork(subject("Isometric Triceps Press-Down", ["resistance_band"], "isolation"))).toBe(true);
    expect(isNearUnloadedWork(subject("Dumbbell Pullover", ["dumbbells", "adjustable_bench"], "isolation"))).toBe(false);
    expect(isNearUnloadedWork(subject("Band Lat Pulldown", ["resistance_band"], "vertical_pull"))).toBe(false);
    expect(isNearUnloadedWork(subject("Plank", [], "core", true))).toBe(false);
  });
});

describe("endurance hinges (COACHING.md §4 endurance row: hinges stay <= 12)", () => {
  it("prescribes a deadlift or RDL on an endurance day at 10-12 reps with endurance rests", () => {
    for (const name of ["Dumbbell Romanian Deadlift", "Barbell Romanian Deadlift"]) {
      for (const lead of [true, false]) {
        const p = prescribe(features(name), { ...ctx, lead, experienceRank: 3, kind: "endurance" });
        expect([p.low, p.high], name).toEqual([10, 12]);
        expect(p.kind).toBe("endurance");
        expect(p.restSeconds).toBeLessThanOrEqual(90);
      }
    }
  });
});
