import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import { exerciseFeatures, type Catalogue } from "@/lib/training/catalogue";
import {
  BARBELL_BASICS,
  CATALOGUE_STAPLES,
  EXERCISE_FAMILIES,
  FAMILY_SUBSTITUTES,
  KNEE_FLEXION,
  NOT_KNEE_FLEXION,
  ROTATOR_CUFF,
  isFamilyMember,
} from "@/lib/training/data/exercise-families";
import { difficultyRangeFor } from "@/lib/training/experience";

/**
 * The coaching audit of the real catalogue (issue 19, COACHING.md §4, §5, §9),
 * on the migrated database: the risky families carry their tags, knee flexion
 * and rotator-cuff drills are not mistaken for hinges and presses, every ladder
 * rung exists, and the barbell basics are open to beginners.
 */
let catalogue: Catalogue;

beforeAll(async () => {
  catalogue = await loadCatalogue(await getDatabase());
});

const byName = (name: string) => catalogue.exercises.find((e) => e.name.toLowerCase() === name.toLowerCase());

describe("catalogue coaching audit", () => {
  it("tags every member of every risky family with the family's contraindication", () => {
    const untagged: string[] = [];
    const sizes: Record<string, number> = {};
    for (const family of EXERCISE_FAMILIES) {
      const members = catalogue.exercises.filter((e) => isFamilyMember({ name: e.name, movementPatterns: e.movementPatterns, equipment: e.equipment }, family));
      sizes[family.key] = members.length;
      for (const e of members) if (!e.contraindications.includes(family.contraindication)) untagged.push(`${e.name} (${family.key} → ${family.contraindication})`);
    }
    expect(untagged).toEqual([]);
    // A family that matches nothing would pass vacuously: a renamed exercise must not empty it.
    for (const family of EXERCISE_FAMILIES) expect(sizes[family.key], family.key).toBeGreaterThan(0);
  });

  it("recognises the families a coach names (and not their substitutes)", () => {
    const member = (name: string, key: string) => {
      const e = byName(name);
      const family = EXERCISE_FAMILIES.find((f) => f.key === key);
      if (!e || !family) throw new Error(`${name} / ${key} missing`);
      return isFamilyMember({ name: e.name, movementPatterns: e.movementPatterns, equipment: e.equipment }, family);
    };
    expect(member("Reverse-Grip Lat Pulldown", "overhead-pull")).toBe(true);
    expect(member("Half-Kneeling Single-Arm Cable Pulldown", "overhead-pull")).toBe(false);
    expect(member("Half-Kneeling Single-Arm Cable Pulldown", "kneeling")).toBe(true);
    expect(member("Standing Landmine Shoulder Press", "overhead-press")).toBe(false);
    expect(member("Forward Step-Down", "step-down")).toBe(true);
    expect(member("Tate Press", "straight-bar-curl")).toBe(true);
    expect(member("Fist Push-Up", "flat-palm-push-up")).toBe(false);
  });

  it("leaves the substitutes COACHING.md names open to the condition they replace for", () => {
    const wrong: string[] = [];
    for (const [tag, names] of Object.entries(FAMILY_SUBSTITUTES)) {
      for (const name of names ?? []) {
        const e = byName(name);
        if (!e) wrong.push(`${name} missing`);
        else if (e.contraindications.includes(tag)) wrong.push(`${name} carries ${tag}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("gives knee-flexion exercises the knee_flexion pattern, never hinge", () => {
    const curls = catalogue.exercises.filter((e) => KNEE_FLEXION.test(e.name) && !NOT_KNEE_FLEXION.test(e.name));
    expect(curls.length).toBeGreaterThanOrEqual(10);
    const wrong = curls.filter((e) => e.movementPatterns.includes("hinge") || !e.movementPatterns.includes("knee_flexion")).map((e) => `${e.name}: ${e.movementPatterns.join(",")}`);
    expect(wrong).toEqual([]);
    // The engine does not count them as hinges either.
    const asHinge = curls.filter((e) => exerciseFeatures(e).role === "hinge").map((e) => e.name);
    expect(asHinge).toEqual([]);
  });

  it("never lets a rotator-cuff drill fill a press or row slot", () => {
    const drills = catalogue.exercises.filter((e) => ROTATOR_CUFF.test(e.name));
    expect(drills.length).toBeGreaterThanOrEqual(5);
    const wrong = drills
      // The Cuban press ends in a press, so its catalogue pattern may say push; its role may not.
      .filter((e) => (/rotation/i.test(e.name) && e.movementPatterns.includes("push")) || !["isolation", "mobility"].includes(exerciseFeatures(e).role))
      .map((e) => `${e.name}: ${e.movementPatterns.join(",")} / role ${exerciseFeatures(e).role}`);
    expect(wrong).toEqual([]);
  });

  it("has every rung of the main-lift ladders and the injury substitutes", () => {
    expect(CATALOGUE_STAPLES.filter((name) => !byName(name))).toEqual([]);
  });

  it("opens the barbell basics to beginners", () => {
    const band = difficultyRangeFor("beginner");
    const closed = BARBELL_BASICS.filter((name) => {
      const e = byName(name);
      return !e || e.difficulty > band.max || !(e.minExperienceLevel === "beginner" || e.minExperienceLevel === "sedentary");
    });
    expect(closed).toEqual([]);
  });

  it("asks for safeties or a spotter on barbell back squats and bench presses", async () => {
    const rows = await (await getDatabase()).rows<{ name: string }>(sql`
      select name from exercises
      where not requires_spotter
        and (name ~* '^(barbell|low-bar) (back |box |pause )?squat$' or name ~* '^((incline|decline|wide-grip|paused|reverse-grip) )?barbell bench press$')`);
    expect(rows.map((r) => r.name)).toEqual([]);
  });

  it("lets the big dumbbell presses, rows and leg presses go down to 4-6 reps and keeps loaded hinges at 12 or fewer", () => {
    for (const name of ["Dumbbell Bench Press", "Seated Dumbbell Shoulder Press", "Chest-Supported Dumbbell Row", "Leg Press", "Barbell Bench Press"]) {
      expect(byName(name)?.repsMin, name).toBeLessThanOrEqual(4);
    }
    expect(byName("Barbell Bench Press")?.repsMin).toBeLessThanOrEqual(3);
    expect(byName("Leg Press")?.repsMax).toBeGreaterThanOrEqual(20);
    const longHinges = catalogue.exercises
      .filter((e) => /deadlift|romanian|good morning/i.test(e.name) && e.equipment.some((q) => ["barbell", "trap_bar", "dumbbells", "kettlebell"].includes(q)) && e.repsMax > 12)
      .map((e) => `${e.name} ${e.repsMin}-${e.repsMax}`);
    expect(longHinges).toEqual([]);
  });
});
