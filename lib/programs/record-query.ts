/**
 * How the result and detail pages read a program through the record API
 * (spec 3 §7): one training_programs record with its levels, goals, weeks,
 * their days, each day's workout, its exercises and their muscles expanded.
 * `fields` keeps the answer to what the pages show: a 24-week, 6-day program
 * expands 144 workouts, and full exercise records would make it megabytes.
 */
const W = "expand.program_weeks_via_trainingProgram";
const D = `${W}.expand.program_days_via_programWeek`;
const K = `${D}.expand.workout`;
const E = `${K}.expand.exercises`;

export const PROGRAM_EXPAND = [
  "experienceLevel",
  "primaryGoal",
  "program_weeks_via_trainingProgram.program_days_via_programWeek.workout.exercises.primaryMuscles",
  "program_weeks_via_trainingProgram.program_days_via_programWeek.workout.exercises.secondaryMuscles",
].join(",");

export const PROGRAM_FIELDS = [
  "id,name,description,author,durationWeeks,trainingDaysPerWeek,sessionDurationMinutes,programType,periodizationType,progressionScheme,deloadProtocol,isPublic,isTemplate,user,created",
  "expand.experienceLevel.name",
  "expand.primaryGoal.name",
  `${W}.id,${W}.weekNumber,${W}.isDeload,${W}.phase,${W}.description,${W}.intensityMultiplier,${W}.volumeMultiplier`,
  `${D}.id,${D}.dayNumber,${D}.name,${D}.isRestDay,${D}.notes,${D}.workout`,
  `${K}.id,${K}.name,${K}.description,${K}.workoutType,${K}.targetDurationMinutes,${K}.estimatedCalories,${K}.difficultyLevel,${K}.targetRPEMin,${K}.targetRPEMax,${K}.defaultTempo,${K}.intensityTechniques,${K}.exercises,${K}.exerciseDetails`,
  `${E}.id,${E}.collectionName,${E}.name,${E}.difficultyLevel,${E}.isCompound`,
  `${E}.expand.primaryMuscles.name,${E}.expand.secondaryMuscles.name`,
].join(",");

/** The library's list: only what a card shows. */
export const LIST_EXPAND = "experienceLevel,primaryGoal";
export const LIST_FIELDS =
  "id,name,description,author,durationWeeks,trainingDaysPerWeek,programType,user,isTemplate,isPublic,created,expand.experienceLevel.name,expand.primaryGoal.name";
