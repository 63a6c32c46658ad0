import { describe, expect, it } from "vitest";
import type { CatalogueExercise } from "@/lib/training/catalogue";
import { generateWorkout } from "@/lib/training/workout-generator";
import { draftScoreSource, readGenerateResponse, saveBody, workoutFromGenerated } from "@/lib/workouts/draft";
import { workoutQuality, workoutRows } from "@/lib/workouts/view";
import { CATALOGUE, FULL_GYM } from "../training/generation-catalogue";

/** An exercise as the exercises collection answers it (relations by name, as expanded). */
function apiRecord(e: CatalogueExercise) {
  return {
    id: e.id,
    name: e.name,
    difficultyLevel: e.difficulty,
    isCompound: e.isCompound,
    isUnilateral: e.isUnilateral,
    fatigueImpact: e.fatigueImpact,
    primaryMuscles: e.primaryMuscles,
    secondaryMuscles: e.secondaryMuscles,
    equipmentRequired: e.equipment,
    category: e.category,
  };
}

const records = CATALOGUE.exercises.map(apiRecord);

describe("one clock and one score from the generator to the builder to the saved workout", () => {
  const cases = [
    { workoutType: "full_body", goal: "hypertrophy", kit: FULL_GYM, minutes: 60 },
    { workoutType: "lower_body", goal: "strength", kit: FULL_GYM, minutes: 75 },
    { workoutType: "upper_body", goal: "endurance", kit: ["dumbbells", "bands"], minutes: 45 },
    { workoutType: "legs", goal: "hypertrophy", kit: [], minutes: 30 },
    { workoutType: "cardio", goal: "endurance", kit: FULL_GYM, minutes: 30 },
    { workoutType: "push", goal: "power", kit: FULL_GYM, minutes: 90 },
  ];

  it("shows the generator's minutes in the builder, and the preview scores what the saved workout scores", () => {
    for (const c of cases)
      for (const level of ["beginner", "intermediate", "advanced"]) {
        const result = generateWorkout(CATALOGUE, {
          workoutType: c.workoutType,
          targetDuration: c.minutes,
          experienceLevel: level,
          availableEquipment: c.kit,
          primaryGoals: [c.goal],
          focusMuscles: [],
          injuries: [],
          seed: `${c.workoutType}-${level}`,
        });
        if (!result.ok) throw new Error(result.message);
        const w = result.workout;
        const label = `${c.workoutType} ${c.goal} ${level}`;
        // The answer travels as JSON, as it does over HTTP.
        const body = JSON.parse(JSON.stringify({ exercises: w.exercises, exerciseDetails: w.exerciseDetails, name: w.name, targetDurationMinutes: w.targetDurationMinutes }));
        const draft = workoutFromGenerated(readGenerateResponse(body)!, records, "Generated");
        expect(draft.exercises.map((e) => e.id), label).toEqual(w.exercises);
        expect(draft.duration, label).toBe(w.estimatedDurationMinutes);

        const saved = saveBody(draft, "user000000000001");
        expect(saved.targetDurationMinutes, label).toBe(w.estimatedDurationMinutes);
        const savedRows = workoutRows(saved, records);
        const preview = workoutQuality(draftScoreSource(draft), draft.exercises);
        expect(savedRows.map((r) => r.sets), label).toEqual(draft.exercises.map((e) => e.sets));
        expect(workoutQuality(saved, savedRows), label).toEqual(preview);
      }
  });
});
