import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import type { Catalogue, CatalogueExercise } from "@/lib/training/catalogue";
import { isLoaded, percentOfTrainingMax } from "@/lib/training/intensity";
import { parseRepRange } from "@/lib/training/reps";
import { storedSessionMinutes } from "@/lib/training/session-clock";
import { generateWorkout, type GeneratedWorkout } from "@/lib/training/workout-generator";

// COACHING.md §4 and §10 over the REAL catalogue: a grid of generated
// sessions, every prescription read as a coach would.
let catalogue: Catalogue;
let byId: Map<string, CatalogueExercise>;
const sessions: { goal: string; level: string; w: GeneratedWorkout }[] = [];

beforeAll(async () => {
  catalogue = await loadCatalogue(await getDatabase());
  byId = new Map(catalogue.exercises.map((e) => [e.id, e]));
  const kits = [["barbell", "dumbbells", "cables", "machine", "other"], ["dumbbells"], [], ["kettlebell", "bands"]];
  for (const workoutType of ["full_body", "upper_body", "lower_body", "push", "pull", "legs"])
    for (const level of ["beginner", "intermediate", "advanced"])
      for (const [k, kit] of kits.entries())
        for (const goal of ["strength", "hypertrophy", "endurance", "general_fitness"]) {
          const r = generateWorkout(catalogue, {
            workoutType,
            targetDuration: [45, 60, 75][k % 3],
            experienceLevel: level,
            availableEquipment: kit,
            primaryGoals: [goal],
            focusMuscles: [],
            injuries: [],
            seed: `${workoutType}-${level}-${k}-${goal}`,
          });
          if (r.ok) sessions.push({ goal, level, w: r.workout });
        }
});

describe("prescriptions over the real catalogue", () => {
  it("gives loaded strength main lifts 3-6 reps and 2-5 minutes of rest", () => {
    let mains = 0;
    for (const { goal, w } of sessions) {
      if (goal !== "strength") continue;
      for (const i of w.items) {
        const p = i.prescription;
        if (p.role !== "main" || p.kind !== "strength" || !p.loaded) continue;
        mains += 1;
        expect(p.high, i.features.exercise.name).toBeLessThanOrEqual(6);
        expect(p.low).toBeGreaterThanOrEqual(3);
        expect(p.restSeconds).toBeGreaterThanOrEqual(120);
        expect(p.restSeconds).toBeLessThanOrEqual(300);
      }
    }
    expect(mains).toBeGreaterThan(50);
  });

  it("caps RPE at 9, 8 for beginners, and never states RPE 10 for a whole exercise", () => {
    for (const { level, w } of sessions)
      for (const id of w.exercises) {
        const rpe = w.exerciseDetails[id].rpe ?? 0;
        expect(rpe).toBeLessThanOrEqual(level === "beginner" ? 8 : 9);
      }
  });

  it("states % of a training max only on loaded lifts, equal to the RTS chart", () => {
    for (const { w } of sessions)
      for (const id of w.exercises) {
        const d = w.exerciseDetails[id];
        const e = byId.get(id)!;
        const match = /About (\d+)% of your training max \((\d+) reps at RPE (\d+)\)/.exec(d.notes);
        if (!isLoaded(e.equipment)) {
          expect(d.notes, e.name).not.toMatch(/%/);
          continue;
        }
        if (match) expect(Number(match[1])).toBe(percentOfTrainingMax(Number(match[2]), Number(match[3])));
      }
  });

  it("keeps endurance hinges at 12 reps or fewer and lets endurance work reach 15+", () => {
    let reaching = 0;
    let total = 0;
    for (const { goal, w } of sessions) {
      if (goal !== "endurance") continue;
      for (const i of w.items) {
        const range = parseRepRange(w.exerciseDetails[i.features.exercise.id].reps);
        if (!range || i.prescription.unit !== "reps" || i.prescription.kind === "mobility") continue;
        total += 1;
        if (range.max >= 15) reaching += 1;
        if (i.features.role === "hinge" && /deadlift|rdl|romanian|good morning/i.test(i.features.exercise.name)) expect(range.max).toBeLessThanOrEqual(12);
      }
    }
    expect(reaching / total).toBeGreaterThan(0.6);
  });

  it("states the minutes the one clock gives for its own prescription", () => {
    for (const { w } of sessions) {
      const minutes = storedSessionMinutes(
        w.exercises.map((id) => {
          const e = byId.get(id)!;
          return { ...w.exerciseDetails[id], isUnilateral: e.isUnilateral, isCompound: e.isCompound, equipment: e.equipment };
        }),
      );
      expect(minutes, w.name).toBe(w.estimatedDurationMinutes);
    }
  });
});
