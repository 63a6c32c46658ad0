/**
 * A small hand-made catalogue for the generation tests: every movement
 * pattern with a loaded and a bodyweight option, a few advanced lifts, holds,
 * conditioning and a mobility drill, with the contraindications a real
 * catalogue carries. Relations are by lookup name, as the loader produces.
 */
import type { Catalogue, CatalogueExercise } from "@/lib/training/catalogue";
import { generateWorkout, type GeneratedWorkout } from "@/lib/training/workout-generator";
import type { WorkoutRequestInput } from "@/lib/training/workout-request";

let next = 0;

function ex(name: string, e: Partial<CatalogueExercise> & Pick<CatalogueExercise, "primaryMuscles">): CatalogueExercise {
  next += 1;
  return {
    id: `ex${String(next).padStart(13, "0")}`,
    name,
    difficulty: 3,
    technicalComplexity: 3,
    isCompound: false,
    isUnilateral: false,
    fatigueImpact: 4,
    isHighRepSuitable: false,
    setsMin: 3,
    setsMax: 4,
    repsMin: 6,
    repsMax: 15,
    restSecondsMin: 60,
    restSecondsMax: 120,
    tempo: { eccentric: 2, isometric: 0, concentric: 1 },
    minExperienceLevel: "beginner",
    category: "strength",
    forceType: "push",
    secondaryMuscles: [],
    equipment: [],
    contraindications: [],
    movementPatterns: [],
    trainingTypes: ["strength", "hypertrophy"],
    tags: [],
    ...e,
  };
}

const compound = { isCompound: true, fatigueImpact: 6, technicalComplexity: 4 };

export const EXERCISES: CatalogueExercise[] = [
  // Horizontal push
  ex("Barbell Bench Press", { ...compound, difficulty: 5, primaryMuscles: ["chest"], secondaryMuscles: ["front_delts", "triceps"], equipment: ["barbell", "flat_bench", "squat_rack"], contraindications: ["shoulder_impingement", "wrist_pain"], movementPatterns: ["push"], tags: ["main_lift"], repsMin: 3 }),
  ex("Dumbbell Bench Press", { ...compound, difficulty: 4, primaryMuscles: ["chest"], secondaryMuscles: ["front_delts", "triceps"], equipment: ["dumbbells", "flat_bench"], contraindications: ["shoulder_impingement"], movementPatterns: ["push"], tags: ["main_lift"] }),
  ex("Push-Up", { ...compound, difficulty: 2, primaryMuscles: ["chest"], secondaryMuscles: ["triceps", "front_delts"], contraindications: ["wrist_pain"], movementPatterns: ["push"], trainingTypes: ["strength", "hypertrophy", "endurance"], repsMin: 8, repsMax: 20 }),
  ex("Incline Push-Up", { ...compound, difficulty: 1, primaryMuscles: ["chest"], secondaryMuscles: ["triceps"], movementPatterns: ["push"], repsMin: 8, repsMax: 20, minExperienceLevel: "sedentary" }),
  ex("Weighted Dip", { ...compound, difficulty: 8, primaryMuscles: ["chest", "triceps"], secondaryMuscles: ["front_delts"], equipment: ["dip_station", "weight_plate"], contraindications: ["shoulder_impingement", "elbow_issues"], movementPatterns: ["push"], minExperienceLevel: "advanced" }),
  // Vertical push
  ex("Barbell Overhead Press", { ...compound, difficulty: 6, primaryMuscles: ["front_delts"], secondaryMuscles: ["triceps", "side_delts"], equipment: ["barbell", "squat_rack"], contraindications: ["shoulder_impingement", "lower_back_pain"], movementPatterns: ["push"], tags: ["main_lift"], repsMin: 3 }),
  ex("Dumbbell Shoulder Press", { ...compound, difficulty: 4, primaryMuscles: ["front_delts"], secondaryMuscles: ["triceps"], equipment: ["dumbbells"], contraindications: ["shoulder_impingement"], movementPatterns: ["push"] }),
  ex("Pike Push-Up", { ...compound, difficulty: 4, primaryMuscles: ["front_delts"], secondaryMuscles: ["triceps"], contraindications: ["wrist_pain", "shoulder_impingement"], movementPatterns: ["push"] }),
  // Vertical pull
  ex("Pull-Up", { ...compound, difficulty: 6, primaryMuscles: ["lats"], secondaryMuscles: ["biceps", "rhomboids"], equipment: ["pull_up_bar"], movementPatterns: ["pull"], forceType: "pull", tags: ["main_lift"], repsMin: 3, repsMax: 12 }),
  ex("Lat Pulldown", { ...compound, difficulty: 3, primaryMuscles: ["lats"], secondaryMuscles: ["biceps"], equipment: ["cable_station"], movementPatterns: ["pull"], forceType: "pull" }),
  ex("Band Lat Pulldown", { ...compound, difficulty: 2, primaryMuscles: ["lats"], secondaryMuscles: ["biceps"], equipment: ["resistance_band"], movementPatterns: ["pull"], forceType: "pull", repsMin: 10, repsMax: 20 }),
  ex("Weighted Pull-Up", { ...compound, difficulty: 8, primaryMuscles: ["lats"], secondaryMuscles: ["biceps"], equipment: ["pull_up_bar", "weight_plate"], movementPatterns: ["pull"], forceType: "pull", minExperienceLevel: "advanced", repsMin: 3, repsMax: 8 }),
  // Horizontal pull
  ex("Barbell Bent-Over Row", { ...compound, difficulty: 5, primaryMuscles: ["lats", "rhomboids"], secondaryMuscles: ["biceps", "rear_delts"], equipment: ["barbell"], contraindications: ["lower_back_pain"], movementPatterns: ["pull"], forceType: "pull", tags: ["main_lift"], repsMin: 5 }),
  ex("One-Arm Dumbbell Row", { ...compound, difficulty: 3, isUnilateral: true, primaryMuscles: ["lats", "rhomboids"], secondaryMuscles: ["biceps"], equipment: ["dumbbells", "flat_bench"], movementPatterns: ["pull"], forceType: "pull" }),
  ex("Seated Cable Row", { ...compound, difficulty: 3, primaryMuscles: ["rhomboids", "lats"], secondaryMuscles: ["biceps"], equipment: ["cable_station"], movementPatterns: ["pull"], forceType: "pull" }),
  ex("Band Row", { ...compound, difficulty: 2, primaryMuscles: ["rhomboids"], secondaryMuscles: ["biceps"], equipment: ["resistance_band"], movementPatterns: ["pull"], forceType: "pull", repsMin: 10, repsMax: 20 }),
  // Squat and lunge
  ex("Barbell Back Squat", { ...compound, difficulty: 6, fatigueImpact: 8, primaryMuscles: ["quads", "glutes"], secondaryMuscles: ["hamstrings", "lower_back"], equipment: ["barbell", "squat_rack"], contraindications: ["knee_issues", "lower_back_pain"], movementPatterns: ["squat"], tags: ["main_lift"], repsMin: 3 }),
  ex("Barbell Front Squat", { ...compound, difficulty: 7, fatigueImpact: 8, primaryMuscles: ["quads"], secondaryMuscles: ["glutes", "abs"], equipment: ["barbell", "squat_rack"], contraindications: ["knee_issues", "wrist_pain"], movementPatterns: ["squat"], minExperienceLevel: "intermediate", repsMin: 3 }),
  ex("Goblet Squat", { ...compound, difficulty: 2, primaryMuscles: ["quads", "glutes"], secondaryMuscles: ["abs"], equipment: ["dumbbells"], contraindications: ["knee_issues"], movementPatterns: ["squat"] }),
  ex("Bodyweight Squat", { ...compound, difficulty: 1, primaryMuscles: ["quads", "glutes"], movementPatterns: ["squat"], repsMin: 10, repsMax: 25, minExperienceLevel: "sedentary" }),
  ex("Reverse Lunge", { ...compound, difficulty: 2, isUnilateral: true, primaryMuscles: ["quads", "glutes"], secondaryMuscles: ["hamstrings"], contraindications: ["knee_issues"], movementPatterns: ["lunge"] }),
  ex("Dumbbell Split Squat", { ...compound, difficulty: 4, isUnilateral: true, primaryMuscles: ["quads", "glutes"], equipment: ["dumbbells"], contraindications: ["knee_issues"], movementPatterns: ["lunge"] }),
  // Hinge
  ex("Barbell Deadlift", { ...compound, difficulty: 7, fatigueImpact: 9, primaryMuscles: ["glutes", "hamstrings"], secondaryMuscles: ["lower_back", "traps"], equipment: ["barbell"], contraindications: ["lower_back_pain"], movementPatterns: ["hinge"], tags: ["main_lift"], repsMin: 1, repsMax: 6 }),
  ex("Barbell Romanian Deadlift", { ...compound, difficulty: 5, primaryMuscles: ["hamstrings", "glutes"], secondaryMuscles: ["lower_back"], equipment: ["barbell"], contraindications: ["lower_back_pain"], movementPatterns: ["hinge"], tags: ["main_lift"] }),
  ex("Dumbbell Romanian Deadlift", { ...compound, difficulty: 3, primaryMuscles: ["hamstrings", "glutes"], secondaryMuscles: ["lower_back"], equipment: ["dumbbells"], contraindications: ["lower_back_pain"], movementPatterns: ["hinge"] }),
  ex("Glute Bridge", { ...compound, difficulty: 1, primaryMuscles: ["glutes"], secondaryMuscles: ["hamstrings"], movementPatterns: ["hinge"], repsMin: 10, repsMax: 20, minExperienceLevel: "sedentary" }),
  ex("Barbell Hip Thrust", { ...compound, difficulty: 4, primaryMuscles: ["glutes"], secondaryMuscles: ["hamstrings"], equipment: ["barbell", "flat_bench"], movementPatterns: ["hinge"] }),
  ex("Kettlebell Swing", { ...compound, difficulty: 4, primaryMuscles: ["glutes", "hamstrings"], equipment: ["kettlebell"], contraindications: ["lower_back_pain"], movementPatterns: ["hinge"], trainingTypes: ["power", "endurance"], repsMin: 10, repsMax: 20 }),
  // Isolation
  ex("Dumbbell Lateral Raise", { difficulty: 2, primaryMuscles: ["side_delts"], equipment: ["dumbbells"], contraindications: ["shoulder_impingement"], isHighRepSuitable: true, repsMin: 10, repsMax: 20 }),
  ex("Band Lateral Raise", { difficulty: 1, primaryMuscles: ["side_delts"], equipment: ["resistance_band"], isHighRepSuitable: true, repsMin: 12, repsMax: 20 }),
  ex("Dumbbell Fly", { difficulty: 3, primaryMuscles: ["chest"], equipment: ["dumbbells", "flat_bench"], contraindications: ["shoulder_impingement"] }),
  ex("Cable Triceps Pushdown", { difficulty: 2, primaryMuscles: ["triceps"], equipment: ["cable_station"], contraindications: ["elbow_issues"] }),
  ex("Overhead Dumbbell Triceps Extension", { difficulty: 3, primaryMuscles: ["triceps"], equipment: ["dumbbells"], contraindications: ["elbow_issues", "shoulder_impingement"] }),
  ex("Bench Dip", { difficulty: 2, primaryMuscles: ["triceps"], secondaryMuscles: ["chest"], equipment: ["flat_bench"], contraindications: ["shoulder_impingement", "wrist_pain"] }),
  ex("Dumbbell Curl", { difficulty: 2, primaryMuscles: ["biceps"], secondaryMuscles: ["forearms"], equipment: ["dumbbells"], contraindications: ["elbow_issues"], forceType: "pull" }),
  ex("Band Curl", { difficulty: 1, primaryMuscles: ["biceps"], equipment: ["resistance_band"], forceType: "pull", isHighRepSuitable: true, repsMin: 12, repsMax: 20 }),
  ex("Face Pull", { difficulty: 2, primaryMuscles: ["rear_delts"], secondaryMuscles: ["rhomboids"], equipment: ["cable_station"], forceType: "pull", isHighRepSuitable: true, repsMin: 12, repsMax: 20 }),
  ex("Band Pull-Apart", { difficulty: 1, primaryMuscles: ["rear_delts"], secondaryMuscles: ["rhomboids"], equipment: ["resistance_band"], forceType: "pull", isHighRepSuitable: true, repsMin: 12, repsMax: 25 }),
  ex("Dumbbell Shrug", { difficulty: 2, primaryMuscles: ["traps"], equipment: ["dumbbells"], contraindications: ["neck_pain"], forceType: "pull" }),
  ex("Band Leg Curl", { difficulty: 2, primaryMuscles: ["hamstrings"], equipment: ["resistance_band"], forceType: "pull", isHighRepSuitable: true, repsMin: 10, repsMax: 20 }),
  ex("Nordic Hamstring Curl", { difficulty: 7, primaryMuscles: ["hamstrings"], contraindications: ["knee_issues"], forceType: "pull", repsMin: 3, repsMax: 8, minExperienceLevel: "intermediate" }),
  ex("Band Leg Extension", { difficulty: 1, primaryMuscles: ["quads"], equipment: ["resistance_band"], isHighRepSuitable: true, repsMin: 12, repsMax: 20, contraindications: ["knee_issues"] }),
  ex("Lying Leg Curl", { difficulty: 3, primaryMuscles: ["hamstrings"], equipment: ["leg_curl_machine"], forceType: "pull", repsMin: 8, repsMax: 15 }),
  ex("Leg Press", { ...compound, difficulty: 3, primaryMuscles: ["quads"], secondaryMuscles: ["glutes"], equipment: ["leg_press_machine"], contraindications: ["knee_issues"], movementPatterns: ["squat"] }),
  ex("Smith Machine Calf Raise", { difficulty: 3, primaryMuscles: ["calves"], equipment: ["smith_machine"], isHighRepSuitable: true, repsMin: 10, repsMax: 20 }),
  ex("Cable Leg Extension", { difficulty: 3, primaryMuscles: ["quads"], equipment: ["cable_station"], isHighRepSuitable: true, repsMin: 10, repsMax: 20, contraindications: ["knee_issues"] }),
  ex("Standing Calf Raise", { difficulty: 1, primaryMuscles: ["calves"], isHighRepSuitable: true, repsMin: 12, repsMax: 25, contraindications: ["ankle_instability"], minExperienceLevel: "sedentary" }),
  ex("Dumbbell Calf Raise", { difficulty: 2, primaryMuscles: ["calves"], equipment: ["dumbbells"], isHighRepSuitable: true, repsMin: 10, repsMax: 20 }),
  // Trunk
  ex("Plank", { difficulty: 1, primaryMuscles: ["abs"], secondaryMuscles: ["obliques"], forceType: "static", tempo: { eccentric: 0, isometric: 30, concentric: 0 }, repsMin: 20, repsMax: 60, movementPatterns: ["core_stability"], trainingTypes: ["core"], minExperienceLevel: "sedentary" }),
  ex("Dead Bug", { difficulty: 1, primaryMuscles: ["abs"], movementPatterns: ["core_stability"], trainingTypes: ["core"], repsMin: 8, repsMax: 16 }),
  ex("Russian Twist", { difficulty: 2, primaryMuscles: ["obliques"], movementPatterns: ["rotation"], trainingTypes: ["core"], repsMin: 10, repsMax: 20, contraindications: ["lower_back_pain"] }),
  ex("Hanging Leg Raise", { difficulty: 5, primaryMuscles: ["abs"], secondaryMuscles: ["hip_flexors"], equipment: ["pull_up_bar"], movementPatterns: ["core_stability"], trainingTypes: ["core", "strength"], repsMin: 6, repsMax: 15 }),
  // Power
  ex("Barbell Power Clean", { ...compound, difficulty: 8, technicalComplexity: 9, primaryMuscles: ["glutes", "quads"], secondaryMuscles: ["traps", "hamstrings"], equipment: ["barbell"], contraindications: ["lower_back_pain", "wrist_pain"], category: "olympic", movementPatterns: ["hinge"], trainingTypes: ["power"], repsMin: 1, repsMax: 5, minExperienceLevel: "advanced" }),
  ex("Squat Jump", { ...compound, difficulty: 3, primaryMuscles: ["quads", "glutes"], category: "plyometrics", contraindications: ["knee_issues", "ankle_instability"], movementPatterns: ["squat"], trainingTypes: ["power"], repsMin: 3, repsMax: 8 }),
  // Conditioning
  ex("Jumping Jack", { difficulty: 1, primaryMuscles: ["calves"], category: "cardio", contraindications: ["ankle_instability"], trainingTypes: ["cardio"], movementPatterns: ["locomotion"], repsMin: 20, repsMax: 40, restSecondsMin: 20, minExperienceLevel: "sedentary" }),
  ex("Burpee", { difficulty: 4, primaryMuscles: ["quads", "chest"], category: "cardio", contraindications: ["wrist_pain", "knee_issues"], trainingTypes: ["cardio"], movementPatterns: ["locomotion"], repsMin: 8, repsMax: 15, restSecondsMin: 45 }),
  ex("Rowing Machine Intervals", { difficulty: 3, primaryMuscles: ["lats", "quads"], category: "cardio", equipment: ["rowing_machine"], trainingTypes: ["cardio"], movementPatterns: ["locomotion"], repsMin: 30, repsMax: 60, setsMin: 4, setsMax: 8 }),
  ex("Brisk Walk", { difficulty: 1, primaryMuscles: ["quads", "calves"], category: "cardio", trainingTypes: ["cardio"], movementPatterns: ["locomotion"], setsMin: 1, setsMax: 1, repsMin: 10, repsMax: 30, restSecondsMin: 0, restSecondsMax: 0, minExperienceLevel: "sedentary" }),
  ex("High Knees", { difficulty: 2, primaryMuscles: ["hip_flexors", "quads"], category: "cardio", contraindications: ["ankle_instability"], trainingTypes: ["cardio"], movementPatterns: ["locomotion"], repsMin: 20, repsMax: 40, restSecondsMin: 20 }),
  // Mobility
  ex("Cat-Cow", { difficulty: 1, primaryMuscles: ["lower_back"], category: "mobility", trainingTypes: ["mobility"], repsMin: 6, repsMax: 10, minExperienceLevel: "sedentary" }),
];

const muscle = (name: string, muscleGroup: string, bodyMapRegion: string, synonyms: string[] = []) => ({ id: `mu_${name}`, name, muscleGroup, bodyMapRegion, synonyms });
const equipment = (name: string, category: string) => ({ id: `eq_${name}`, name, category });
const injury = (name: string, injuryLabel: string, affectedArea: string) => ({ id: `ci_${name}`, name, injuryLabel, affectedArea });

export const CATALOGUE: Catalogue = {
  exercises: EXERCISES,
  muscles: [
    muscle("chest", "chest", "chest", ["pecs"]),
    muscle("lats", "back", "lats", ["latissimus_dorsi"]),
    muscle("rhomboids", "back", "traps-middle", ["middle_back"]),
    muscle("traps", "back", "traps", ["trapezius"]),
    muscle("lower_back", "core", "lowerback", ["erectors"]),
    muscle("front_delts", "shoulders", "front-shoulders", ["shoulders", "delts"]),
    muscle("side_delts", "shoulders", "front-shoulders", ["lateral_deltoid"]),
    muscle("rear_delts", "shoulders", "rear-shoulders", ["posterior_deltoid"]),
    muscle("biceps", "arms", "biceps", ["arms"]),
    muscle("triceps", "arms", "triceps"),
    muscle("forearms", "arms", "forearms"),
    muscle("abs", "core", "abdominals", ["abdominals", "core"]),
    muscle("obliques", "core", "obliques"),
    muscle("hip_flexors", "core", "quads"),
    muscle("quads", "quads", "quads", ["quadriceps", "legs"]),
    muscle("hamstrings", "hamstrings", "hamstrings"),
    muscle("glutes", "glutes", "glutes"),
    muscle("calves", "calves", "calves"),
  ],
  equipment: [
    equipment("barbell", "free_weights"),
    equipment("dumbbells", "free_weights"),
    equipment("kettlebell", "free_weights"),
    equipment("weight_plate", "free_weights"),
    equipment("flat_bench", "benches"),
    equipment("squat_rack", "racks"),
    equipment("cable_station", "cables"),
    equipment("resistance_band", "bands"),
    equipment("pull_up_bar", "bodyweight_stations"),
    equipment("dip_station", "bodyweight_stations"),
    equipment("rowing_machine", "cardio_machines"),
    equipment("leg_curl_machine", "machines"),
    equipment("leg_press_machine", "machines"),
    equipment("smith_machine", "machines"),
  ],
  contraindications: [
    injury("lower_back_pain", "Lower Back Pain", "lower_back"),
    injury("knee_issues", "Knee Issues", "knees"),
    injury("shoulder_impingement", "Shoulder Impingement", "shoulders"),
    injury("wrist_pain", "Wrist Pain", "wrists"),
    injury("hip_mobility", "Hip Mobility", "hips"),
    injury("ankle_instability", "Ankle Instability", "ankles"),
    injury("neck_pain", "Neck Pain", "neck"),
    injury("elbow_issues", "Elbow Issues", "elbows"),
  ],
  experienceLevels: [
    { id: "lv_sedentary", name: "sedentary", rank: 0 },
    { id: "lv_beginner", name: "beginner", rank: 1 },
    { id: "lv_intermediate", name: "intermediate", rank: 2 },
    { id: "lv_advanced", name: "advanced", rank: 3 },
    { id: "lv_elite", name: "elite", rank: 4 },
  ],
  fitnessGoals: ["strength", "hypertrophy", "fat_loss", "athletic_performance", "endurance", "power", "general_fitness"].map((name) => ({ id: `fg_${name}`, name })),
};

export const FULL_GYM = ["barbell", "dumbbells", "cables", "bands", "kettlebell", "machine", "other"];

export function byId(id: string): CatalogueExercise {
  const e = EXERCISES.find((x) => x.id === id);
  if (!e) throw new Error(`no exercise ${id}`);
  return e;
}

export function byName(name: string): CatalogueExercise {
  const e = EXERCISES.find((x) => x.name === name);
  if (!e) throw new Error(`no exercise ${name}`);
  return e;
}

/**
 * Ladder rungs, injury substitutions and look-alikes the invariant tests
 * need, kept apart so CATALOGUE (and every test built on it) is unchanged.
 * Forward Step-Down and Reverse-Grip Lat Pulldown carry no injury tag on
 * purpose: the generator must leave them out by name.
 */
export const LADDER_EXTRAS: CatalogueExercise[] = [
  ex("Doorframe Row", { ...compound, difficulty: 1, primaryMuscles: ["rhomboids", "lats"], secondaryMuscles: ["biceps"], movementPatterns: ["pull"], forceType: "pull", repsMin: 8, repsMax: 15, minExperienceLevel: "sedentary" }),
  ex("Spanish Squat", { ...compound, difficulty: 2, primaryMuscles: ["quads"], equipment: ["resistance_band", "squat_rack"], movementPatterns: ["squat"], minExperienceLevel: "sedentary" }),
  ex("High Box Squat", { ...compound, difficulty: 1, primaryMuscles: ["quads", "glutes"], equipment: ["plyo_box"], movementPatterns: ["squat"], minExperienceLevel: "sedentary" }),
  ex("Forward Step-Down", { ...compound, difficulty: 3, primaryMuscles: ["quads", "glutes"], equipment: ["plyo_box"], movementPatterns: ["squat"], minExperienceLevel: "sedentary" }),
  ex("Shallow Wall Sit", { difficulty: 1, primaryMuscles: ["quads"], forceType: "static", tempo: { eccentric: 0, isometric: 30, concentric: 0 }, repsMin: 20, repsMax: 45, movementPatterns: ["squat"], minExperienceLevel: "sedentary" }),
  ex("Half-Kneeling Landmine Shoulder Press", { ...compound, difficulty: 3, primaryMuscles: ["front_delts"], secondaryMuscles: ["triceps"], equipment: ["landmine", "barbell"], movementPatterns: ["push"] }),
  ex("Half-Kneeling Single-Arm Cable Pulldown", { ...compound, difficulty: 3, isUnilateral: true, primaryMuscles: ["lats"], equipment: ["cable_station"], movementPatterns: ["pull"], forceType: "pull" }),
  ex("Reverse-Grip Lat Pulldown", { ...compound, difficulty: 3, primaryMuscles: ["lats"], secondaryMuscles: ["biceps"], equipment: ["cable_station"], movementPatterns: ["pull"], forceType: "pull" }),
  ex("Trap Bar Deadlift", { ...compound, difficulty: 5, primaryMuscles: ["glutes", "quads"], secondaryMuscles: ["hamstrings"], equipment: ["trap_bar"], contraindications: ["lower_back_pain"], movementPatterns: ["hinge"], tags: ["main_lift"] }),
  ex("Chest-Supported Dumbbell Row", { ...compound, difficulty: 3, primaryMuscles: ["rhomboids", "lats"], equipment: ["dumbbells", "flat_bench"], movementPatterns: ["pull"], forceType: "pull" }),
  ex("Dumbbell Triceps Kickback", { difficulty: 2, primaryMuscles: ["triceps"], equipment: ["dumbbells"] }),
  ex("Cable Triceps Kickback", { difficulty: 2, primaryMuscles: ["triceps"], equipment: ["cable_station"] }),
  ex("Single-Arm Cable Triceps Kickback", { difficulty: 2, isUnilateral: true, primaryMuscles: ["triceps"], equipment: ["cable_station"] }),
  ex("Archer Push-Up", { ...compound, difficulty: 7, primaryMuscles: ["chest"], secondaryMuscles: ["triceps"], contraindications: ["wrist_pain", "shoulder_impingement"], movementPatterns: ["push"], minExperienceLevel: "advanced" }),
  ex("Dive Bomber Push-Up", { ...compound, difficulty: 6, primaryMuscles: ["chest", "front_delts"], contraindications: ["wrist_pain", "shoulder_impingement"], movementPatterns: ["push"], minExperienceLevel: "intermediate" }),
];

export const LADDER_CATALOGUE: Catalogue = {
  ...CATALOGUE,
  exercises: [...EXERCISES, ...LADDER_EXTRAS],
  equipment: [...CATALOGUE.equipment, equipment("plyo_box", "accessories"), equipment("landmine", "accessories"), equipment("trap_bar", "bars")],
};

export function ladderExercise(id: string): CatalogueExercise {
  const e = LADDER_CATALOGUE.exercises.find((x) => x.id === id);
  if (!e) throw new Error(`no exercise ${id}`);
  return e;
}

/** A workout request for the fixture catalogue: an intermediate's 45-minute full-body hypertrophy session in a full gym, changed by `over`. */
export function workoutRequest(over: Partial<WorkoutRequestInput> = {}): WorkoutRequestInput {
  return {
    workoutType: "full_body",
    targetDuration: 45,
    experienceLevel: "intermediate",
    availableEquipment: FULL_GYM,
    primaryGoals: ["hypertrophy"],
    focusMuscles: [],
    injuries: [],
    seed: 1,
    ...over,
  };
}

/** Generates on a fixture catalogue and fails the test with the generator's message when it refuses. */
export function generateOk(over: Partial<WorkoutRequestInput> = {}, catalogue: Catalogue = CATALOGUE): GeneratedWorkout {
  const result = generateWorkout(catalogue, workoutRequest(over));
  if (!result.ok) throw new Error(result.message);
  return result.workout;
}
