/**
 * The week-1 sessions of reference plans 4, 7 and 10 exactly as the coach review refused them
 * (tests/golden/reference-plans.txt before issue 19's coach-review fixes): name, sets, reps, rest,
 * RPE, and the catalogue's muscles and equipment. The quality score must fail these.
 */
import type { ScoreWorkout } from "@/lib/training/score-input";

type Row = [name: string, sets: number, reps: string, rest: number, rpe: number, primary: string[], secondary: string[], equipment: string[], compound: boolean];
interface Day { day: string; workoutType: string; exercises: Row[] }

const PLANS: Record<"plan4" | "plan7" | "plan10", { minutes: number; days: Day[] }> = {
  plan4: {
    minutes: 45,
    days: [
      { day: "Full Body A", workoutType: "full_body", exercises: [
        ["Bodyweight Squat", 2, "5-10", 120, 7, ["quads", "glutes"], ["adductors", "hamstrings"], [], true],
        ["Push-Up", 2, "8-10", 150, 7, ["chest"], ["triceps", "front_delts", "abs"], [], true],
        ["Doorframe Row", 2, "6-12", 120, 7, ["rhomboids", "lats"], ["biceps", "rear_delts", "grip"], [], true],
        ["Pike Push-Up", 2, "6-12", 120, 7, ["front_delts"], ["triceps", "chest"], [], true],
        ["Single-Leg Romanian Deadlift", 2, "10-12", 75, 7, ["hamstrings", "glutes"], ["abductors", "lower_back"], [], false],
        ["Prone Floor Pulldown", 2, "10-15", 75, 7, ["lats", "rhomboids"], ["rear_delts", "lower_back"], [], false],
        ["Sliding Leg Curl", 2, "10-15", 75, 7, ["hamstrings", "glutes"], ["calves"], [], false],
        ["Doorway Biceps Curl", 2, "10-15", 75, 7, ["biceps"], ["forearms", "grip"], [], false],
        ["Kneeling Hand Walkout", 2, "8-10", 90, 7, ["abs"], ["front_delts", "lats", "triceps"], [], true],
      ] },
      { day: "Full Body B", workoutType: "full_body", exercises: [
        ["Fist Push-Up", 2, "8-10", 150, 7, ["chest"], ["triceps", "front_delts", "forearms"], [], true],
        ["Table Row", 2, "8-10", 150, 7, ["rhomboids", "lats"], ["biceps", "rear_delts", "glutes"], [], true],
        ["Pike Push-Up", 2, "6-12", 120, 7, ["front_delts"], ["triceps", "chest"], [], true],
        ["Single-Leg Glute Bridge", 2, "10-15", 75, 7, ["glutes", "hamstrings"], ["abductors", "abs"], [], false],
        ["Prone Floor Pulldown", 2, "10-15", 75, 7, ["lats", "rhomboids"], ["rear_delts", "lower_back"], [], false],
        ["Shallow Wall Sit", 2, "20-45s", 45, 7, ["quads"], ["glutes"], [], false],
        ["Eccentric Heel Drop", 2, "10-15", 75, 7, ["calves"], [], [], false],
        ["Isometric Triceps Press-Down", 2, "20-45s", 30, 7, ["triceps"], [], [], false],
        ["Sit-Up", 2, "15-20", 45, 7, ["abs", "hip_flexors"], ["obliques"], [], true],
      ] },
    ],
  },
  plan7: {
    minutes: 75,
    days: [
      { day: "Push A", workoutType: "push", exercises: [
        ["Barbell Bench Press", 2, "8-10", 180, 7, ["chest"], ["front_delts", "triceps"], ["barbell", "flat_bench", "squat_rack"], true],
        ["Weighted Chest Dip", 2, "8-10", 180, 7, ["chest"], ["triceps", "front_delts"], ["dip_station", "dumbbells"], true],
        ["Barbell Overhead Press", 3, "6-12", 180, 7, ["front_delts"], ["triceps", "side_delts", "abs"], ["barbell", "squat_rack"], true],
        ["Neutral-Grip Dumbbell Shoulder Press", 2, "10-15", 120, 7, ["front_delts"], ["triceps"], ["dumbbells", "adjustable_bench"], true],
        ["Close-Grip Bench Press", 2, "10-15", 120, 7, ["triceps"], ["chest", "front_delts"], ["barbell", "flat_bench", "squat_rack"], true],
        ["Kettlebell Bottoms-Up Floor Press", 2, "5-8", 120, 7, ["chest", "front_delts"], ["triceps", "forearms", "grip"], ["kettlebell"], false],
      ] },
      { day: "Pull A", workoutType: "pull", exercises: [
        ["Pull-Up", 3, "8-10", 180, 7, ["lats"], ["biceps", "rhomboids", "rear_delts", "forearms", "grip"], ["pull_up_bar"], true],
        ["Barbell Bent-Over Row", 2, "8-10", 180, 7, ["lats", "rhomboids"], ["rear_delts", "biceps", "lower_back", "hamstrings", "traps"], ["barbell"], true],
        ["Chin-Up", 3, "8-10", 120, 7, ["lats", "biceps"], ["rhomboids", "forearms", "grip", "abs"], ["pull_up_bar"], true],
        ["Cable Biceps Curl", 2, "10-15", 120, 7, ["biceps"], ["forearms"], ["cable_station"], false],
      ] },
      { day: "Legs A", workoutType: "legs", exercises: [
        ["Barbell Back Squat", 2, "8-10", 180, 7, ["quads", "glutes"], ["hamstrings", "adductors", "lower_back", "abs"], ["barbell", "squat_rack"], true],
        ["Barbell Romanian Deadlift", 3, "8-10", 180, 7, ["hamstrings", "glutes"], ["lower_back", "grip", "adductors"], ["barbell"], true],
        ["Dumbbell Bulgarian Split Squat", 3, "6-12", 180, 7, ["quads", "glutes"], ["adductors", "hamstrings", "grip"], ["dumbbells", "flat_bench"], true],
        ["Sissy Squat", 2, "10-15", 120, 7, ["quads"], ["hip_flexors"], [], false],
        ["Eccentric Lying Leg Curl", 2, "5-8", 120, 7, ["hamstrings"], ["calves"], ["leg_curl_machine"], false],
        ["Standing Calf Raise", 3, "15-20", 120, 7, ["calves"], [], [], false],
        ["Suspension Trainer Pike", 2, "10-12", 120, 7, ["abs", "hip_flexors"], ["front_delts", "triceps"], ["suspension_trainer"], true],
      ] },
      { day: "Push B", workoutType: "push", exercises: [
        ["Dumbbell Bench Press", 3, "8-10", 180, 7, ["chest"], ["front_delts", "triceps"], ["dumbbells", "flat_bench"], true],
        ["Chest Dip", 2, "8-10", 180, 7, ["chest"], ["triceps", "front_delts"], ["dip_station"], true],
        ["Standing Dumbbell Shoulder Press", 2, "6-12", 180, 7, ["front_delts"], ["triceps", "side_delts", "abs"], ["dumbbells"], true],
        ["Push Press", 3, "10-15", 120, 7, ["front_delts", "triceps"], ["quads", "glutes", "side_delts", "abs"], ["barbell", "squat_rack"], true],
        ["Suspension Trainer Chest Fly", 2, "10-12", 120, 7, ["chest"], ["front_delts", "abs"], ["suspension_trainer"], false],
        ["Cable Rope Pushdown", 2, "10-15", 120, 7, ["triceps"], ["forearms"], ["cable_station"], false],
      ] },
      { day: "Pull B", workoutType: "pull", exercises: [
        ["Pendlay Row", 2, "8-10", 180, 7, ["lats", "rhomboids"], ["rear_delts", "lower_back", "hamstrings", "biceps", "traps"], ["barbell"], true],
        ["Neutral-Grip Pull-Up", 2, "8-10", 180, 7, ["lats"], ["biceps", "rhomboids", "forearms", "grip"], ["pull_up_bar"], true],
        ["Suspension Trainer Feet-Elevated Row", 2, "6-12", 180, 7, ["lats", "rhomboids"], ["biceps", "rear_delts", "abs", "glutes"], ["suspension_trainer", "plyo_box"], true],
        ["Half-Kneeling Single-Arm Cable Pulldown", 2, "10-15", 120, 7, ["lats"], ["rhomboids", "biceps", "obliques"], ["cable_station"], true],
      ] },
      { day: "Legs B", workoutType: "legs", exercises: [
        ["Trap Bar Deadlift", 2, "8-10", 180, 7, ["glutes", "quads", "lower_back"], ["hamstrings", "traps", "grip", "forearms"], ["trap_bar"], true],
        ["Barbell Front Squat", 4, "8-10", 180, 7, ["quads"], ["glutes", "abs", "lower_back", "adductors"], ["barbell", "squat_rack"], true],
        ["Band-Assisted Nordic Curl", 2, "4-8", 120, 7, ["hamstrings"], ["glutes", "calves"], ["resistance_band"], false],
        ["Reverse Nordic Curl", 3, "10-12", 120, 7, ["quads"], ["hip_flexors", "abs"], [], false],
        ["Single-Leg Glute Bridge", 2, "10-15", 120, 7, ["glutes", "hamstrings"], ["abductors", "abs"], [], false],
        ["Toes-to-Bar", 2, "8-10", 120, 7, ["abs", "hip_flexors"], ["lats", "grip", "obliques"], ["pull_up_bar"], true],
      ] },
    ],
  },
  plan10: {
    minutes: 45,
    days: [
      { day: "Full Body A", workoutType: "full_body", exercises: [
        ["Kettlebell Front Squat", 2, "10-15", 90, 7, ["quads", "glutes"], ["abs", "rhomboids", "adductors"], ["kettlebell"], true],
        ["Kettlebell Floor Press", 2, "10-15", 90, 7, ["chest", "triceps"], ["front_delts", "forearms"], ["kettlebell"], true],
        ["Band Seated Row", 2, "12-20", 90, 7, ["lats", "rhomboids"], ["biceps", "rear_delts"], ["resistance_band"], true],
        ["Kettlebell Romanian Deadlift", 2, "6-12", 180, 7, ["hamstrings", "glutes"], ["lower_back", "grip"], ["kettlebell"], true],
        ["Band Lat Pulldown", 2, "15-20", 60, 7, ["lats"], ["biceps", "rhomboids"], ["resistance_band"], true],
        ["Single-Arm Kettlebell Overhead Press", 2, "15-20", 60, 7, ["front_delts"], ["triceps", "obliques"], ["kettlebell"], true],
        ["Sliding Leg Curl", 2, "15-20", 60, 7, ["hamstrings", "glutes"], ["calves"], [], false],
      ] },
      { day: "Full Body B", workoutType: "full_body", exercises: [
        ["Bodyweight Squat", 3, "10-15", 90, 7, ["quads", "glutes"], ["adductors", "hamstrings"], [], true],
        ["Push-Up", 2, "10-15", 90, 7, ["chest"], ["triceps", "front_delts", "abs"], [], true],
        ["Band Single-Arm Row", 2, "12-20", 90, 7, ["lats", "rhomboids"], ["biceps", "rear_delts", "obliques"], ["resistance_band"], true],
        ["Pike Push-Up", 2, "12-15", 90, 7, ["front_delts"], ["triceps", "chest"], [], true],
        ["Single-Leg Romanian Deadlift", 2, "10-12", 120, 7, ["hamstrings", "glutes"], ["abductors", "lower_back"], [], false],
        ["Band Straight-Arm Pulldown", 2, "15-20", 60, 7, ["lats"], ["triceps", "rear_delts"], ["resistance_band"], false],
        ["Band Hammer Curl", 2, "15-25", 60, 7, ["biceps", "forearms"], [], ["resistance_band"], false],
      ] },
      { day: "Full Body C", workoutType: "full_body", exercises: [
        ["Walking Lunge", 2, "10-15", 60, 7, ["quads", "glutes"], ["hamstrings", "adductors", "calves"], [], true],
        ["Fist Push-Up", 3, "10-15", 60, 7, ["chest"], ["triceps", "front_delts", "forearms"], [], true],
        ["Band Bent-Over Row", 3, "12-20", 60, 7, ["lats", "rhomboids"], ["biceps", "lower_back", "hamstrings"], ["resistance_band"], true],
        ["Band Overhead Press", 3, "12-20", 60, 7, ["front_delts"], ["triceps", "side_delts"], ["resistance_band"], true],
        ["Single-Leg Glute Bridge", 2, "15-20", 30, 7, ["glutes", "hamstrings"], ["abductors", "abs"], [], false],
        ["Prone Floor Pulldown", 3, "15-25", 30, 7, ["lats", "rhomboids"], ["rear_delts", "lower_back"], [], false],
        ["Standing Calf Raise", 2, "15-25", 30, 7, ["calves"], [], [], false],
      ] },
    ],
  },
};

/** One old session as a program hands it to the score (no goal or kit stated: both are read off the plan). */
export function oldSession(plan: keyof typeof PLANS, day: string): ScoreWorkout {
  const p = PLANS[plan];
  const d = p.days.find((x) => x.day === day);
  if (!d) throw new Error(`${plan} has no ${day}`);
  return {
    workoutType: d.workoutType,
    duration: p.minutes,
    exercises: d.exercises.map(([name, sets, reps, rest, rpe, primaryMuscles, secondaryMuscles, equipment, isCompound], k) => ({
      id: `${plan}-${day}-${k}`,
      name,
      sets,
      reps,
      rest,
      rpe,
      difficulty: 3,
      primaryMuscles,
      secondaryMuscles,
      equipment,
      isCompound,
    })),
  };
}

export function oldDays(plan: keyof typeof PLANS): string[] {
  return PLANS[plan].days.map((d) => d.day);
}
