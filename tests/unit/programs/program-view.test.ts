import { describe, expect, it } from "vitest";
import { analyseProgram, groupsTrainedTwice, scoringWeek } from "@/lib/programs/program-analysis";
import { hasSchedule, progressionOverview, shapeProgram, weekAt, weekHeader, workoutExercises } from "@/lib/programs/program-view";

const muscle = (name: string) => ({ id: `m-${name}`, name });
const exercise = (id: string, name: string, primary: string[], secondary: string[] = [], isCompound = true) => ({
  id,
  collectionName: "exercises",
  name,
  difficultyLevel: 5,
  isCompound,
  primaryMuscles: primary.map((m) => `m-${m}`),
  secondaryMuscles: secondary.map((m) => `m-${m}`),
  expand: { primaryMuscles: primary.map(muscle), secondaryMuscles: secondary.map(muscle) },
});

const EX = {
  bench: exercise("bench", "Bench Press", ["chest"], ["triceps", "front_delts"]),
  row: exercise("row", "Barbell Row", ["lats"], ["biceps", "rear_delts"]),
  squat: exercise("squat", "Back Squat", ["quads", "glutes"], ["hamstrings"]),
  rdl: exercise("rdl", "Romanian Deadlift", ["hamstrings", "glutes"], ["lower_back"]),
  press: exercise("press", "Overhead Press", ["front_delts"], ["triceps"]),
  pullup: exercise("pullup", "Pull-Up", ["lats"], ["biceps"]),
  calf: exercise("calf", "Calf Raise", ["calves"], [], false),
  plank: exercise("plank", "Plank", ["abs"], ["obliques"], false),
};

function workout(id: string, name: string, list: (keyof typeof EX)[], type: string) {
  return {
    id,
    name,
    workoutType: type,
    targetDurationMinutes: 60,
    exercises: list,
    defaultTempo: "3-1-1",
    intensityTechniques: id.endsWith("4") ? ["Heavy top set on the main lift"] : [],
    exerciseDetails: Object.fromEntries(list.map((e, i) => [e, { sets: 3 + (i % 2), reps: i === 0 ? "5" : "8-12", restSeconds: i === 0 ? 180 : 90, rpe: 8, tempo: "2-0-1", notes: i === 0 ? "Main lift" : "" }])),
    expand: { exercises: list.map((e) => EX[e]) },
  };
}

const upper = (w: number) => workout(`up${w}`, "Upper A", ["bench", "row", "press", "pullup", "plank"], "upper_body");
const lower = (w: number) => workout(`lo${w}`, "Lower A", ["squat", "rdl", "calf", "plank"], "lower_body");

function week(n: number, opts: { deload?: boolean; phase?: string; intensity?: number; volume?: number; empty?: boolean } = {}) {
  const days = [1, 2, 3, 4, 5, 6, 7].map((d) => {
    const training = !opts.empty && [1, 2, 4, 5].includes(d);
    const w = training ? (d === 1 || d === 4 ? upper(n) : lower(n)) : null;
    return {
      id: `w${n}d${d}`,
      dayNumber: d,
      name: training ? w!.name : "Rest",
      isRestDay: !training,
      notes: training ? "" : "Rest or light walking",
      workout: w ? w.id : "",
      ...(w ? { expand: { workout: w } } : {}),
    };
  });
  return {
    id: `w${n}`,
    weekNumber: n,
    isDeload: opts.deload ?? false,
    phase: opts.phase ?? "Foundation",
    description: `Week ${n} description`,
    intensityMultiplier: opts.intensity ?? 0.7,
    volumeMultiplier: opts.volume ?? 1,
    // The API returns back-relations in no promised order.
    expand: { program_days_via_programWeek: days.reverse() },
  };
}

function program(weeks: unknown[], extra: Record<string, unknown> = {}) {
  return {
    id: "prog123456789ab",
    name: "Upper/Lower",
    description: "Four days",
    author: "ForgeFit generator",
    durationWeeks: weeks.length,
    trainingDaysPerWeek: 4,
    sessionDurationMinutes: 60,
    programType: ["upper_lower", "hypertrophy"],
    periodizationType: "linear",
    progressionScheme: "Add load weekly",
    deloadProtocol: "Every 4th week",
    expand: {
      experienceLevel: [{ id: "l", name: "intermediate" }],
      primaryGoal: [{ id: "g", name: "hypertrophy" }],
      program_weeks_via_trainingProgram: weeks,
    },
    ...extra,
  };
}

const FOUR = [week(3, { phase: "Build", intensity: 0.8 }), week(1), week(2, { intensity: 0.75 }), week(4, { deload: true, phase: "Deload", intensity: 0.68, volume: 0.5 })];

describe("shapeProgram", () => {
  it("sorts weeks and days and keeps each week's own data", () => {
    const view = shapeProgram(program(FOUR))!;
    expect(view.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3, 4]);
    expect(view.weeks[0].days.map((d) => d.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(view.experienceLevel).toBe("intermediate");
    expect(view.primaryGoals).toEqual(["hypertrophy"]);
    expect(view.weekCount).toBe(4);
    const day3 = view.weeks[0].days[2];
    expect(day3).toMatchObject({ isRestDay: true, workout: null, name: "Rest" });
    expect(weekAt(view, 3)?.phase).toBe("Build");
  });

  it("reads exercises in the workout's order with their details", () => {
    const list = workoutExercises(upper(1));
    expect(list.map((e) => e.name)).toEqual(["Bench Press", "Barbell Row", "Overhead Press", "Pull-Up", "Plank"]);
    expect(list[0]).toMatchObject({ sets: 3, reps: "5", restSeconds: 180, rpe: 8, tempo: "2-0-1", notes: "Main lift", primaryMuscles: ["chest"], secondaryMuscles: ["triceps", "front_delts"] });
  });

  it("falls back to the spec defaults and never reads muscle ids as names", () => {
    const raw = { id: "w", name: "", exercises: ["a", "b"], expand: { exercises: [{ id: "a", collectionName: "exercises", name: "A", primaryMuscles: ["m1abcdefghijklm"] }] } };
    const list = workoutExercises(raw);
    expect(list[0]).toMatchObject({ name: "A", sets: 3, reps: "8-12", restSeconds: 90, tempo: "2-0-2-0", rpe: null, primaryMuscles: [] });
    expect(list[1]).toMatchObject({ id: "b", name: "Exercise" });
    // Inline JSON objects carry names.
    const inline = workoutExercises({ exercises: JSON.stringify([{ id: "x", name: "Curl", sets: "4", reps: 10, primaryMuscles: ["biceps"] }]) });
    expect(inline[0]).toMatchObject({ name: "Curl", sets: 3, reps: "10", primaryMuscles: ["biceps"] });
  });

  it("replaces invalid week entries with empty weeks and reports them", () => {
    const view = shapeProgram(program([week(1), "garbage"], { durationWeeks: "x" }))!;
    expect(view.warnings).toEqual(["Invalid week data at position 2; replaced by an empty week"]);
    expect(view.weeks).toHaveLength(2);
    expect(view.weekCount).toBe(2);
  });

  it("cannot shape a record without id or name", () => {
    expect(shapeProgram(null)).toBeNull();
    expect(shapeProgram({ id: "x" })).toBeNull();
  });

  it("defaults the week selector to 12 when nothing is known", () => {
    const view = shapeProgram({ id: "p", name: "Empty", durationWeeks: 0 })!;
    expect(view.weekCount).toBe(12);
    expect(hasSchedule(view)).toBe(false);
  });
});

describe("week header and progression overview", () => {
  it("reads the header from the week", () => {
    const view = shapeProgram(program(FOUR))!;
    expect(weekHeader(weekAt(view, 1), 1)).toEqual({ title: "Week 1: Foundation Phase", subtitle: "Week 1 description", intensityPercent: 70, volumePercent: 100, isDeload: false });
    expect(weekHeader(weekAt(view, 3), 3).title).toBe("Week 3: Build Phase");
    expect(weekHeader(weekAt(view, 4), 4)).toMatchObject({ title: "Week 4: Deload Week", intensityPercent: 68, volumePercent: 50, isDeload: true });
    expect(weekHeader(null, 9).title).toBe("Week 9");
  });

  it("gives first and last week figures and the deload count", () => {
    const view = shapeProgram(program(FOUR))!;
    expect(progressionOverview(view.weeks)).toEqual({ firstIntensity: 70, firstVolume: 100, lastIntensity: 68, lastVolume: 50, deloadWeeks: 1, totalWeeks: 4 });
    expect(progressionOverview([])).toEqual({ firstIntensity: null, firstVolume: null, lastIntensity: null, lastVolume: null, deloadWeeks: 0, totalWeeks: 0 });
  });
});

describe("analyseProgram", () => {
  it("scores the first non-deload week and computes strengths from the program", () => {
    const weeks = [week(1, { deload: true }), week(2, { intensity: 0.75 }), week(3, { intensity: 0.8 })];
    const view = shapeProgram(program(weeks))!;
    expect(scoringWeek(view.weeks)?.weekNumber).toBe(2);
    const a = analyseProgram(view);
    expect(a.hasData).toBe(true);
    expect(a.radar.map((r) => r.label)).toEqual(["Balance", "Volume", "Patterns", "Variety", "Recovery", "Progress"]);
    expect(a.score.progressiveOverload).toBe(80); // 75 + 5 under 12 weeks
    expect(a.strengths).toContain("1 planned deload week for recovery");
    expect(a.strengths).toContain("Intensity progresses from 75% to 80%");
    expect(groupsTrainedTwice(scoringWeek(view.weeks)!)).toEqual(["chest", "back", "shoulders", "quads", "hamstrings", "glutes"]);
    expect(a.strengths).toContain("Trains 6 major muscle groups twice a week");
    expect(a.coveragePercent).toBeGreaterThan(50);
    expect(a.exerciseCount).toBe(8);
  });

  it("says nothing it cannot back up when the program has no workouts", () => {
    const view = shapeProgram(program([week(1, { empty: true })]))!;
    const a = analyseProgram(view);
    expect(a.hasData).toBe(false);
    expect(a.strengths).toEqual([]);
    expect(a.hints).toEqual([]);
    expect(hasSchedule(view)).toBe(false);
  });

  it("flags an upper-heavy program with a hint and an off-balance marker", () => {
    const upperOnly = (n: number) => ({
      ...week(n),
      expand: {
        program_days_via_programWeek: [1, 2].map((d) => ({ id: `d${d}`, dayNumber: d, isRestDay: false, workout: `u${d}`, expand: { workout: upper(d) } })),
      },
    });
    const a = analyseProgram(shapeProgram(program([upperOnly(1)]))!);
    expect(a.markers.upperLower.status).not.toBe("green");
    expect(a.hints.some((h) => h.startsWith("Upper/lower split"))).toBe(true);
  });
});
