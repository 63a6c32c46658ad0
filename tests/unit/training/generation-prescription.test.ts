import { describe, expect, it } from "vitest";
import { exerciseFeatures } from "@/lib/training/catalogue";
import { GOAL_PRESETS } from "@/lib/training/constants";
import {
  SESSION_CLOCK,
  adaptGoal,
  fitRange,
  fitToDuration,
  prescribe,
  prescriptionClockSeconds,
  repsText,
  sessionBounds,
  sessionClockSeconds,
} from "@/lib/training/prescription";
import { deriveSeed, normaliseSeed, seededRandom, shuffled } from "@/lib/training/random";
import { byName } from "./generation-catalogue";

const ctx = { lead: false, experienceRank: 2, fatigue: "moderate" as const };

describe("prescriptions from the goal presets", () => {
  it("fits the goal's rep range inside what the exercise supports", () => {
    expect(fitRange(6, 12, 8, 20)).toEqual([8, 12]);
    expect(fitRange(3, 6, 8, 15)).toEqual([8, 11]);
    expect(fitRange(12, 15, 3, 8)).toEqual([5, 8]);
  });

  it("moves an exercise to a goal it can be trained for", () => {
    expect(adaptGoal(exerciseFeatures(byName("Barbell Back Squat")), "strength")).toBe("strength");
    expect(adaptGoal(exerciseFeatures(byName("Band Row")), "strength")).toBe("hypertrophy");
    expect(adaptGoal(exerciseFeatures(byName("Dumbbell Bench Press")), "strength")).toBe("hypertrophy");
  });

  it("uses sets, reps, rest, RPE and tempo of the preset", () => {
    const squat = prescribe(exerciseFeatures(byName("Barbell Back Squat")), { ...ctx, kind: "strength", lead: true });
    expect(squat.sets).toBe(GOAL_PRESETS.strength.setsMax);
    expect(squat.low).toBeGreaterThanOrEqual(3);
    expect(squat.high).toBeLessThanOrEqual(6);
    expect(squat.restSeconds).toBe(240);
    expect(squat.rpe).toBe(9);
    expect(squat.tempo).toBe("2-1-1-0");
    expect(squat.notes).toMatch(/Ramp up/);
    expect(squat.notes).toMatch(/Add 2.5-5% load/);
    const curl = prescribe(exerciseFeatures(byName("Dumbbell Curl")), { ...ctx, kind: "hypertrophy" });
    expect(curl.sets).toBe(3);
    expect(curl.restSeconds).toBe(60);
    expect(curl.tempo).toBe("3-1-1-0");
    expect(curl.rpe).toBe(7);
  });

  it("caps effort for beginners and lowers it for a low fatigue preference", () => {
    const beginner = prescribe(exerciseFeatures(byName("Goblet Squat")), { ...ctx, kind: "strength", lead: true, experienceRank: 1 });
    expect(beginner.rpe).toBeLessThanOrEqual(8);
    const low = prescribe(exerciseFeatures(byName("Dumbbell Curl")), { ...ctx, kind: "hypertrophy", fatigue: "low" });
    expect(low.rpe).toBe(6);
  });

  it("prescribes holds in seconds and conditioning as intervals or a steady block", () => {
    const plank = prescribe(exerciseFeatures(byName("Plank")), { ...ctx, kind: "hold" });
    expect(repsText(plank)).toBe("20-60s");
    const walk = prescribe(exerciseFeatures(byName("Brisk Walk")), { ...ctx, kind: "steady" });
    expect(walk.unit).toBe("minutes");
    expect(walk.sets).toBe(1);
    const rows = prescribe(exerciseFeatures(byName("Rowing Machine Intervals")), { ...ctx, kind: "intervals" });
    expect(repsText(rows)).toBe("30-60s");
  });
});

describe("session clock", () => {
  it("is 3 s per rep plus rest per set (spec 2 §9.1), plus set-up and changeover", () => {
    const p = prescribe(exerciseFeatures(byName("Dumbbell Curl")), { ...ctx, kind: "hypertrophy" });
    const mid = (p.low + p.high) / 2;
    expect(prescriptionClockSeconds(p)).toBe(p.sets * (3 * mid + p.restSeconds + SESSION_CLOCK.setSetupSeconds) + SESSION_CLOCK.changeoverSeconds);
  });

  it("fits a session to its target by moving sets and rest within bounds", () => {
    const items = ["Barbell Back Squat", "Barbell Bench Press", "Barbell Bent-Over Row", "Dumbbell Curl"].map((n, i) =>
      prescribe(exerciseFeatures(byName(n)), { ...ctx, kind: i < 3 ? "hypertrophy" : "hypertrophy", lead: i === 0 }),
    );
    const { min, max } = sessionBounds(items);
    for (const target of [min + 60, (min + max) / 2, max - 60]) {
      const fitted = fitToDuration(items, target);
      expect(Math.abs(sessionClockSeconds(fitted) - target) / target).toBeLessThanOrEqual(0.05);
      for (const p of fitted) {
        expect(p.sets).toBeGreaterThanOrEqual(p.setsLo);
        expect(p.sets).toBeLessThanOrEqual(p.setsHi);
        expect(p.restSeconds).toBeGreaterThanOrEqual(p.restLo);
        expect(p.restSeconds).toBeLessThanOrEqual(p.restHi);
      }
    }
    const locked = fitToDuration(items, max, 0.05, { lockSets: true });
    expect(locked.map((p) => p.sets)).toEqual(items.map((p) => p.sets));
  });
});

describe("seeded randomness", () => {
  it("repeats for a seed and differs between seeds", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(seededRandom(8)()).not.toBe(seededRandom(7)());
    expect(normaliseSeed("week-1")).toBe(normaliseSeed("week-1"));
    expect(deriveSeed(1, "a")).not.toBe(deriveSeed(1, "b"));
    expect(shuffled([1, 2, 3, 4, 5], seededRandom(3)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
