import { describe, expect, it } from "vitest";
import {
  firstOf,
  parseExerciseDetails,
  parseExerciseIds,
  parseWorkoutExercises,
  programWeekCount,
  sanitiseProgramDay,
  sanitiseProgramWeeks,
  scheduledDays,
} from "@/lib/training/program-sanitise";

describe("workout exercises field", () => {
  it("reads ids from a list, a JSON string, or objects with id / exerciseId", () => {
    expect(parseExerciseIds(["a", "b"])).toEqual(["a", "b"]);
    expect(parseExerciseIds('["a","b"]')).toEqual(["a", "b"]);
    expect(parseExerciseIds('[{"id":"a"},{"exerciseId":"b"},{"name":"no id"}]')).toEqual(["a", "b"]);
    expect(parseExerciseIds("not json")).toEqual(["not json"]);
    expect(parseExerciseIds("[broken")).toEqual([]);
    expect(parseExerciseIds(null)).toEqual([]);
  });

  it("sanitises items with defaults: name 'Exercise', sets 3, reps '8-12', difficulty 5", () => {
    const list = parseWorkoutExercises({
      exercises: JSON.stringify(["e1", { exerciseId: "e2", name: "Squat", sets: 5, reps: "5", difficulty: 8, primaryMuscles: ["quads"] }, { sets: "4" }, 7]),
    });
    expect(list).toEqual([
      { id: "e1", name: "Exercise", sets: 3, reps: "8-12", rest: 90, difficulty: 5, primaryMuscles: [], secondaryMuscles: [] },
      { id: "e2", name: "Squat", sets: 5, reps: "5", rest: 90, difficulty: 8, primaryMuscles: ["quads"], secondaryMuscles: [] },
      // "4" is not a real number: the program rule keeps the default.
      { id: undefined, name: "Exercise", sets: 3, reps: "8-12", rest: 90, difficulty: 5, primaryMuscles: [], secondaryMuscles: [] },
    ]);
  });

  it("prefers expanded exercise records", () => {
    const list = parseWorkoutExercises({
      exercises: ["e1"],
      expand: { exercises: [{ id: "e1", name: "Bench Press", difficultyLevel: 6, expand: { primaryMuscles: [{ name: "chest" }] } }] },
    });
    expect(list[0]).toMatchObject({ id: "e1", name: "Bench Press", difficulty: 6, primaryMuscles: ["chest"] });
  });
});

describe("program data sanitising (spec 3 §5)", () => {
  it("defaults day number 1, duration 60, name 'Workout'", () => {
    const day = sanitiseProgramDay({ dayNumber: "2", isRestDay: false, expand: { workout: { id: "w1", targetDurationMinutes: "45" } } });
    expect(day).toMatchObject({ dayNumber: 1, isRestDay: false, workoutId: "w1" });
    expect(day?.workout).toMatchObject({ id: "w1", name: "Workout", targetDurationMinutes: 60, difficultyLevel: 5, exercises: [] });
  });

  it("keeps a day's workout id when the workout is not expanded", () => {
    expect(sanitiseProgramDay({ dayNumber: 3, workout: "w9" })).toEqual({ dayNumber: 3, isRestDay: false, notes: "", workoutId: "w9", workout: null });
  });

  it("replaces invalid week data with an empty week and reports it", () => {
    const { weeks, warnings } = sanitiseProgramWeeks({
      expand: {
        program_weeks_via_trainingProgram: [
          { weekNumber: 2, isDeload: true, intensityMultiplier: 0.6, volumeMultiplier: 0.5, expand: { program_days_via_programWeek: [{ dayNumber: 2 }, { dayNumber: 1, isRestDay: true }] } },
          "garbage",
          { weekNumber: "1" },
        ],
      },
    });
    expect(warnings).toEqual(["Invalid week data at position 2; replaced by an empty week"]);
    expect(weeks.map((w) => w.weekNumber)).toEqual([0, 0, 2]);
    expect(weeks[2]).toMatchObject({ isDeload: true, intensityMultiplier: 0.6, volumeMultiplier: 0.5 });
    expect(weeks[2].days.map((d) => d.dayNumber)).toEqual([1, 2]);
    expect(scheduledDays(weeks[2])).toEqual([]); // a rest day and a day without workout
  });

  it("week selector: durationWeeks, else number of weeks, else 12", () => {
    expect(programWeekCount({ durationWeeks: 8 })).toBe(8);
    expect(programWeekCount({ weeks: [{}, {}, {}] })).toBe(3);
    expect(programWeekCount({})).toBe(12);
    expect(programWeekCount(null)).toBe(12);
    expect(firstOf(["beginner", "advanced"])).toBe("beginner");
    expect(firstOf("advanced")).toBe("advanced");
  });
});

describe("exerciseDetails", () => {
  it("reads the keyed form and the saved list form", () => {
    expect(parseExerciseDetails('{"e1":{"sets":4,"reps":"6-8","restSeconds":120,"rpe":8,"tempo":"3-1-1-0"}}')).toEqual({
      e1: { sets: 4, reps: "6-8", restSeconds: 120, rpe: 8, tempo: "3-1-1-0" },
    });
    expect(parseExerciseDetails({ exercises: [{ exerciseId: "e2", sets: "3", reps: 10, rest: 60, notes: "slow" }] })).toEqual({
      e2: { sets: 3, reps: "10", restSeconds: 60, notes: "slow" },
    });
    expect(parseExerciseDetails("{oops")).toEqual({});
  });
});
