/**
 * The program both generation benches time (bench/generate.ts through the route,
 * bench/plan-profile.ts planning alone): an intermediate's 6-day hypertrophy
 * program in a well-equipped gym, periodization and variety varied by `i`.
 */
export function sixDayProgramRequest(weeks: number, i: number) {
  return {
    durationWeeks: weeks,
    trainingDaysPerWeek: 6,
    sessionDurationMinutes: 60,
    experienceLevel: "intermediate",
    primaryGoal: "hypertrophy",
    periodizationType: ["linear", "undulating", "block"][i % 3],
    varietyLevel: (i % 5) + 1,
    availableEquipment: ["barbell", "dumbbells", "cables", "machine", "other"],
    seed: i,
  };
}
