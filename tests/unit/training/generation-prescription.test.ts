import { describe, expect, it } from "vitest";
import { exerciseFeatures } from "@/lib/training/catalogue";
import {
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

describe("prescriptions by goal and role", () => {
  it("fits the goal's rep range inside what the exercise supports", () => {
    expect(fitRange(6, 12, 8, 20)).toEqual([8, 12]);
    expect(fitRange(3, 6, 8, 15)).toEqual([8, 11]);
    expect(fitRange(12, 15, 3, 8)).toEqual([5, 8]);
  });

  it("moves an exercise to a goal whose zone it can do", () => {
    expect(adaptGoal(exerciseFeatures(byName("Barbell Back Squat")), "strength")).toBe("strength");
    // A band cannot load a 3-6 rep set; the nearest zone it reaches is muscular endurance's.
    expect(adaptGoal(exerciseFeatures(byName("Band Row")), "strength")).toBe("endurance");
    // Loaded presses go down to 4-6 for strength (COACHING.md §4): no longer moved to hypertrophy.
    expect(adaptGoal(exerciseFeatures(byName("Dumbbell Bench Press")), "strength")).toBe("strength");
  });

  it("gives ramp-up sets to loaded main lifts only, as the clock counts them", () => {
    const pushUp = prescribe(exerciseFeatures(byName("Push-Up")), { ...ctx, kind: "hypertrophy", lead: true });
    expect(pushUp.role).toBe("main");
    expect(pushUp.rampsUp).toBe(false);
    expect(pushUp.notes).not.toMatch(/Ramp up/);
    expect(pushUp.notes).toMatch(/^Warm up with a few easy reps of an easier variation first\./);
    const bench = prescribe(exerciseFeatures(byName("Barbell Bench Press")), { ...ctx, kind: "hypertrophy", lead: true });
    expect(bench.rampsUp).toBe(true);
    expect(bench.notes).toMatch(/^Ramp up with 2-3 lighter sets first\./);
  });

  it("uses sets, reps, rest, RPE and tempo of the goal and role", () => {
    const squat = prescribe(exerciseFeatures(byName("Barbell Back Squat")), { ...ctx, kind: "strength", lead: true });
    expect(squat.role).toBe("main");
    expect(squat.sets).toBe(4);
    expect([squat.low, squat.high]).toEqual([3, 6]);
    expect(squat.restSeconds).toBe(180);
    expect(squat.rpe).toBe(9);
    expect(squat.tempo).toBe("2-1-1-0");
    expect(squat.notes).toMatch(/Ramp up/);
    expect(squat.notes).toMatch(/add 5 kg and return to 3/);
    const curl = prescribe(exerciseFeatures(byName("Dumbbell Curl")), { ...ctx, kind: "hypertrophy" });
    expect(curl.role).toBe("accessory");
    expect(curl.sets).toBe(3);
    expect(curl.restSeconds).toBe(75);
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
  it("is reps × tempo seconds per set, the rests between sets and a minute to move on (COACHING.md §10)", () => {
    const p = prescribe(exerciseFeatures(byName("Dumbbell Curl")), { ...ctx, kind: "hypertrophy" });
    const mid = (p.low + p.high) / 2;
    // 3-1-1-0 is 5 s a rep.
    expect(prescriptionClockSeconds(p)).toBe(p.sets * 5 * mid + (p.sets - 1) * p.restSeconds + 60);
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
