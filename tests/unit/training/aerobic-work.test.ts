import { describe, expect, it } from "vitest";
import { aerobicMinutes, aerobicOptions, AEROBIC_RPE, finisherMinutes, MIN_FINISHER_MINUTES, wantsAerobicWork } from "@/lib/training/aerobic-work";
import { exerciseFeatures, type CatalogueExercise } from "@/lib/training/catalogue";
import { unsafeFor } from "@/lib/training/workout-candidates";
import { PAIRED_REST_SECONDS } from "@/lib/training/workout-pairing";
import type { WorkoutRequestInput } from "@/lib/training/workout-request";
import { generateOk } from "./generation-catalogue";

const generate = (over: Partial<WorkoutRequestInput> = {}) => generateOk({ primaryGoals: ["fat_loss"], ...over });

const aerobicItems = (w: ReturnType<typeof generate>) => w.items.filter((i) => i.prescription.aerobic === true);

function cardio(name: string, over: Partial<CatalogueExercise>): CatalogueExercise {
  return {
    id: name.toLowerCase().replace(/\W+/g, "_"),
    name,
    difficulty: 1,
    technicalComplexity: 1,
    isCompound: false,
    isUnilateral: false,
    fatigueImpact: 2,
    setsMin: 1,
    setsMax: 1,
    repsMin: 10,
    repsMax: 40,
    restSecondsMin: 0,
    restSecondsMax: 0,
    tempo: { eccentric: 0, isometric: 0, concentric: 0 },
    minExperienceLevel: "sedentary",
    category: "cardio",
    forceType: null,
    primaryMuscles: ["quads"],
    secondaryMuscles: [],
    equipment: [],
    contraindications: [],
    movementPatterns: ["locomotion"],
    trainingTypes: ["cardio"],
    tags: [],
    ...over,
  };
}

describe("aerobic work options", () => {
  const run = exerciseFeatures(cardio("Easy Aerobic Run", { difficulty: 3, contraindications: ["knee_issues", "ankle_instability"] }));
  const walk = exerciseFeatures(cardio("Brisk Walk", { tags: ["low_impact"] }));
  const bike = exerciseFeatures(cardio("Stationary Bike Steady Ride", { equipment: ["stationary_bike"], tags: ["low_impact"] }));
  const drill = exerciseFeatures(cardio("Rowing Machine Pick Drill", { equipment: ["rowing_machine"], repsMin: 3, repsMax: 5 }));
  const intervals = exerciseFeatures(cardio("Burpee", { setsMin: 3, setsMax: 6 }));
  const all = [run, intervals, drill, walk, bike];
  const names = (kit: string[], injuries: string[]) =>
    aerobicOptions(all, (f) => f.exercise.equipment.every((e) => kit.includes(e)) && !unsafeFor(f, new Set(injuries))).map((f) => f.exercise.name);

  it("puts a cardio machine first, then a brisk walk; drills and intervals are not aerobic blocks", () => {
    expect(names(["stationary_bike", "rowing_machine"], [])).toEqual(["Stationary Bike Steady Ride", "Brisk Walk", "Easy Aerobic Run"]);
    expect(names([], [])).toEqual(["Brisk Walk", "Easy Aerobic Run"]);
  });

  it("offers nothing that runs or jumps to a sore knee or ankle", () => {
    expect(names([], ["knee_issues"])).toEqual(["Brisk Walk"]);
    expect(names(["stationary_bike"], ["ankle_instability"])).toEqual(["Stationary Bike Steady Ride", "Brisk Walk"]);
  });

  it("takes about a quarter of the session, 10 to 20 minutes", () => {
    expect([30, 45, 60, 75, 120].map(finisherMinutes)).toEqual([10, 10, 15, 20, 20]);
  });

  it("is for fat loss and general fitness", () => {
    expect(wantsAerobicWork(["fat_loss"])).toBe(true);
    expect(wantsAerobicWork(["general_fitness"])).toBe(true);
    expect(wantsAerobicWork(["strength", "hypertrophy"])).toBe(false);
  });
});

describe("aerobic finisher in generated workouts", () => {
  it("ends a fat-loss or general-fitness session with a moderate steady block that counts on the clock", () => {
    for (const goal of ["fat_loss", "general_fitness"]) {
      for (const targetDuration of [45, 60, 75]) {
        const w = generate({ primaryGoals: [goal], targetDuration });
        const [finisher] = aerobicItems(w);
        expect(finisher, `${goal} ${targetDuration}`).toBeDefined();
        expect(w.items[w.items.length - 1]).toBe(finisher);
        const detail = w.exerciseDetails[finisher.features.exercise.id];
        expect(detail.reps).toMatch(/^\d+ min$/);
        expect(detail.rpe).toBeLessThanOrEqual(AEROBIC_RPE);
        expect(detail.notes).toMatch(/talk in short sentences/);
        expect(aerobicMinutes(w)).toBeGreaterThanOrEqual(MIN_FINISHER_MINUTES);
        expect(aerobicMinutes(w)).toBeLessThanOrEqual(finisherMinutes(targetDuration));
        expect(w.notes.some((n) => n.includes("150-300 minutes"))).toBe(true);
        // The session still fits its minutes with the block in it.
        expect(Math.abs(w.estimatedDurationMinutes - targetDuration) / targetDuration).toBeLessThanOrEqual(0.15);
      }
    }
  });

  it("keeps the finisher in a 30-minute full-body session by pairing lifts that share no prime mover", () => {
    const w = generate({ targetDuration: 30, experienceLevel: "intermediate" });
    const [finisher] = aerobicItems(w);
    expect(finisher).toBeDefined();
    expect(aerobicMinutes(w)).toBeGreaterThanOrEqual(MIN_FINISHER_MINUTES);
    expect(w.estimatedDurationMinutes).toBeLessThanOrEqual(33);
    expect(w.notes.some((n) => /^No room for aerobic work/.test(n))).toBe(false);
    // Every pattern a full-body day needs is still there.
    const roles = new Set(w.items.map((i) => i.features.role));
    for (const r of ["squat", "hinge"]) expect(roles.has(r as never), r).toBe(true);
    const paired = w.items.filter((i) => /^Superset with /.test(i.prescription.notes));
    expect(paired.length).toBeGreaterThanOrEqual(2);
    for (const i of paired) {
      const partnerName = /^Superset with (.+?):/.exec(i.prescription.notes)![1];
      const partner = w.items.find((x) => x.features.exercise.name === partnerName)!;
      expect(partner, partnerName).toBeDefined();
      expect(i.features.primary.some((m) => partner.features.primary.includes(m)), `${i.features.exercise.name} + ${partnerName}`).toBe(false);
      expect(i.prescription.restSeconds).toBe(PAIRED_REST_SECONDS);
    }
  });

  it("moves out of a session the main lifts already fill even as supersets, and says where it went", () => {
    const w = generate({ targetDuration: 25, experienceLevel: "intermediate" });
    expect(aerobicItems(w)).toEqual([]);
    expect(w.notes.some((n) => /^No room for aerobic work in 25 minutes.*later in the day or on a rest day/.test(n))).toBe(true);
    // The lifts the session type needs stay: the finisher goes, not the squat, hinge, push and pull.
    const roles = new Set(w.items.map((i) => i.features.role));
    for (const r of ["squat", "hinge"]) expect(roles.has(r as never), r).toBe(true);
    expect(w.estimatedDurationMinutes).toBeLessThanOrEqual(28);
    // A session with room keeps it: upper body has no squat and hinge to fit first.
    expect(aerobicItems(generate({ targetDuration: 30, workoutType: "upper_body" }))).toHaveLength(1);
  });

  it("keeps the lifts in the hypertrophy rows and takes the time from the accessories, not the main lifts", () => {
    for (const seed of [1, 2, 3]) {
      const fatLoss = generate({ seed, targetDuration: 60 });
      const size = generate({ seed, targetDuration: 60, primaryGoals: ["hypertrophy"] });
      const lifts = fatLoss.items.filter((i) => !i.features.isConditioning && i.prescription.unit === "reps" && i.features.role !== "core");
      expect(lifts.length).toBeGreaterThan(0);
      for (const i of lifts) expect(i.prescription.kind, i.features.exercise.name).toBe("hypertrophy");
      const mains = (w: typeof size) => w.items.filter((i) => i.prescription.role === "main").map((i) => [i.features.exercise.name, i.prescription.sets]);
      expect(mains(fatLoss)).toEqual(mains(size));
      const liftingSets = (w: typeof size) => w.items.filter((i) => !i.features.isConditioning).reduce((s, i) => s + i.prescription.sets, 0);
      expect(liftingSets(fatLoss)).toBeLessThan(liftingSets(size));
    }
  });

  it("names the session by the goal asked for, not the preset behind it", () => {
    expect(generate().name).toBe("Full Body Fat Loss Workout");
    expect(generate({ primaryGoals: ["general_fitness"], workoutType: "upper_body" }).name).toBe("Upper Body General Fitness Workout");
    expect(generate({ primaryGoals: ["hypertrophy"] }).name).toBe("Full Body Hypertrophy Workout");
  });

  it("is absent for strength and size goals and from a cardio session", () => {
    expect(aerobicItems(generate({ primaryGoals: ["hypertrophy"] }))).toEqual([]);
    expect(aerobicItems(generate({ primaryGoals: ["strength"] }))).toEqual([]);
    expect(aerobicItems(generate({ workoutType: "cardio", targetDuration: 30 }))).toEqual([]);
  });

  it("counts moderate minutes only, not intervals", () => {
    const details = {
      a: { reps: "15 min", sets: 1, rpe: 6 },
      b: { reps: "30-45s", sets: 6, rpe: 8 },
      c: { reps: "8-12", sets: 3, rpe: 8 },
      d: { reps: "20 min", sets: 1, rpe: 8 },
    };
    expect(aerobicMinutes({ exerciseDetails: details })).toBe(15);
  });
});
