/** Shared sample workouts for the scoring and coverage tests. */

/** A sound full-body session: squat, bench, row, RDL, leg raise, overhead press. */
export const FULL_BODY = [
  { name: "Barbell Back Squat", sets: 4, reps: "5", rest: 180, difficulty: 7, primaryMuscles: ["quadriceps", "glutes"], secondaryMuscles: ["hamstrings", "lower_back"] },
  { name: "Bench Press", sets: 4, reps: "8-12", rest: 90, difficulty: 6, primaryMuscles: ["chest"], secondaryMuscles: ["triceps", "front_delts"] },
  { name: "Bent-Over Row", sets: 3, reps: "8-12", rest: 90, difficulty: 6, primaryMuscles: ["lats", "rhomboids"], secondaryMuscles: ["biceps", "rear_delts"] },
  { name: "Romanian Deadlift", sets: 3, reps: "8-12", rest: 90, difficulty: 6, primaryMuscles: ["hamstrings", "glutes"], secondaryMuscles: ["lower_back"] },
  { name: "Hanging Leg Raise", sets: 3, reps: "15", rest: 60, difficulty: 4, primaryMuscles: ["abdominals"], secondaryMuscles: ["hip_flexors"] },
  { name: "Overhead Press", sets: 3, reps: "8-12", rest: 90, difficulty: 5, primaryMuscles: ["shoulders"], secondaryMuscles: ["triceps"] },
];

/** A chest-only session with too much volume and short rest. */
export const CHEST_ONLY = [
  { name: "Bench Press", sets: 5, reps: "8-12", rest: 30, difficulty: 6, primaryMuscles: ["chest"], secondaryMuscles: ["triceps"] },
  { name: "Incline Dumbbell Press", sets: 5, reps: "8-12", rest: 30, difficulty: 6, primaryMuscles: ["chest"], secondaryMuscles: ["front_delts"] },
  { name: "Cable Fly", sets: 4, reps: "8-12", rest: 30, difficulty: 4, primaryMuscles: ["pectorals"], secondaryMuscles: [] },
];
