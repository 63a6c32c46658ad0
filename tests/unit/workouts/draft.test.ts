import { describe, expect, it } from "vitest";
import {
  addExercise,
  detailsMap,
  draftExerciseFrom,
  emptyWorkout,
  moveExercise,
  parseDraft,
  patchExercise,
  readGenerateResponse,
  referencedIds,
  removeAt,
  saveBody,
  serialiseDraft,
  swapAt,
  updateAt,
  withStats,
  workoutFromGenerated,
  type DraftExercise,
} from "@/lib/workouts/draft";

const record = (id: string, primary: string[], secondary: string[] = [], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Ex ${id}`,
  difficultyLevel: 6,
  isCompound: true,
  isMaxEffortSafe: true,
  isHighRepSuitable: false,
  fatigueImpact: 8,
  exerciseImage: "",
  primaryMuscles: ["zzzzzzzzzzzzzz1"],
  expand: {
    primaryMuscles: primary.map((name) => ({ name })),
    secondaryMuscles: secondary.map((name) => ({ name })),
    equipmentRequired: [{ name: "barbell" }],
    category: { name: "strength" },
  },
  ...extra,
});

const ex = (id: string, primary: string[], sets = 3, rest = 90): DraftExercise =>
  ({ ...draftExerciseFrom(record(id, primary))!, sets, rest });

describe("draft exercises from records", () => {
  it("reads expanded names, badges and the prescription", () => {
    const e = draftExerciseFrom(record("a", ["chest"], ["triceps"]), { sets: 4, reps: "6-8", restSeconds: 120, rpe: 8, tempo: "3-1-1", notes: "pause" })!;
    expect(e).toMatchObject({
      id: "a",
      sets: 4,
      reps: "6-8",
      rest: 120,
      rpe: 8,
      tempo: "3-1-1",
      notes: "pause",
      primaryMuscles: ["chest"],
      secondaryMuscles: ["triceps"],
      equipment: ["barbell"],
      difficulty: 6,
      isCompound: true,
      isMaxEffortSafe: true,
      fatigueImpact: 8,
      category: "strength",
    });
  });

  it("falls back to 3 sets, 8-12 reps, 90 s, tempo 2-0-2-0, difficulty 5; ignores unexpanded ids", () => {
    const e = draftExerciseFrom({ id: "b", name: "Plain", primaryMuscles: ["abcdefghijklmno"], primary_muscles: ["x"] })!;
    expect(e).toMatchObject({ sets: 3, reps: "8-12", rest: 90, tempo: "2-0-2-0", difficulty: 5, rpe: null, primaryMuscles: [] });
    expect(draftExerciseFrom({ id: "c", name: "Snake", primary_muscles: ["glutes"], difficulty_level: 2 })).toMatchObject({
      primaryMuscles: ["glutes"],
      difficulty: 2,
    });
    expect(draftExerciseFrom(null)).toBeNull();
    expect(draftExerciseFrom({ name: "no id" })).toBeNull();
  });
});

describe("edits recompute the stats (spec 2 §4.3, §9.2)", () => {
  it("duration on the session clock, calories x 7.5, load 60/30", () => {
    const w = withStats({ name: "W", exercises: [ex("a", ["chest"], 3, 90), ex("b", ["quads"], 4, 60)] });
    // 8-12 reps at 2-0-2-0 (40 s a set): 3×40 + 2×90 + 60 = 360 and 4×40 + 3×60 + 60 = 400;
    // warm-up with ramp-ups for two loaded barbell compounds, capped at a quarter of the 760 s of work: 190; 950 s = 15.8 -> 16 min.
    expect(w.duration).toBe(16);
    expect(w.estimatedCalories).toBe(Math.round(16 * 7.5));
    expect(w.targetMuscles).toEqual({ chest: 60, quads: 60 });
    expect(w.muscleBalance).toMatchObject({ upper: 50, lower: 50 });
  });

  it("moves within bounds only, removes, updates with limits", () => {
    const list = [ex("a", ["chest"]), ex("b", ["back"]), ex("c", ["quads"])];
    expect(moveExercise(list, 0, -1).map((e) => e.id)).toEqual(["a", "b", "c"]);
    expect(moveExercise(list, 2, 1).map((e) => e.id)).toEqual(["a", "b", "c"]);
    expect(moveExercise(list, 1, -1).map((e) => e.id)).toEqual(["b", "a", "c"]);
    expect(moveExercise(list, 1, 1).map((e) => e.id)).toEqual(["a", "c", "b"]);
    expect(removeAt(list, 1).map((e) => e.id)).toEqual(["a", "c"]);
    const updated = updateAt(list, 0, { sets: 14, rest: -30, rpe: 11, reps: "5", tempo: "3-0-1-0", weight: "100 kg", notes: "n" })[0];
    expect(updated).toMatchObject({ sets: 10, rest: 0, rpe: 10, reps: "5", tempo: "3-0-1-0", weight: "100 kg", notes: "n" });
    expect(patchExercise(list[0], { rpe: null }).rpe).toBeNull();
    expect(patchExercise(list[0], { sets: NaN }).sets).toBe(3);
  });

  it("adds once per exercise and swaps keeping the row's prescription", () => {
    const list = [ex("a", ["chest"], 5, 150)];
    expect(addExercise(list, ex("a", ["chest"]))).toHaveLength(1);
    expect(addExercise(list, ex("b", ["back"]))).toHaveLength(2);
    const swapped = swapAt(list, 0, ex("z", ["chest"]))[0];
    expect(swapped).toMatchObject({ id: "z", sets: 5, rest: 150 });
    // A swap to an exercise already in the workout is refused.
    const two = [ex("a", ["chest"]), ex("b", ["back"])];
    expect(swapAt(two, 0, ex("b", ["back"])).map((e) => e.id)).toEqual(["a", "b"]);
  });

  it("has an empty workout", () => {
    expect(emptyWorkout().exercises).toEqual([]);
  });
});

describe("generate response and hydration (spec 2 §7)", () => {
  it("reads ids from the list and the details, in either shape, bare or wrapped", () => {
    expect(referencedIds('["a","b"]', { c: { sets: 1 } })).toEqual(["a", "b", "c"]);
    expect(referencedIds([{ id: "a" }, { exerciseId: "b" }, "a"], null)).toEqual(["a", "b"]);
    expect(detailsMap('{"exercises":[{"exerciseId":"a","sets":2,"rest":30}]}')).toEqual({ a: { exerciseId: "a", sets: 2, rest: 30 } });
    expect(detailsMap("not json")).toEqual({});
    const shape = readGenerateResponse({ workout: { name: "Gen", exercises: ["a", "b"], exerciseDetails: JSON.stringify({ a: { sets: 5, reps: "3-5", restSeconds: 180 } }), targetDuration: 45 } })!;
    expect(shape).toMatchObject({ name: "Gen", ids: ["a", "b"], targetDuration: 45 });
    expect(readGenerateResponse({ nothing: true })).toBeNull();
  });

  it("drops ids whose record could not be fetched", () => {
    const shape = readGenerateResponse({ name: "", exercises: ["a", "gone", "b"], exerciseDetails: { a: { sets: 5, reps: "3-5", restSeconds: 180 } } })!;
    const w = workoutFromGenerated(shape, [record("a", ["quads"]), record("b", ["chest"])], "AI Workout");
    expect(w.name).toBe("AI Workout");
    expect(w.exercises.map((e) => e.id)).toEqual(["a", "b"]);
    expect(w.exercises[0]).toMatchObject({ sets: 5, reps: "3-5", rest: 180 });
  });
});

describe("the stored draft (spec 2 §3.4, §4.4)", () => {
  it("round-trips, recomputing stats", () => {
    const w = withStats({ name: "Mine", exercises: [ex("a", ["chest"]), ex("b", ["hamstrings"])] });
    const back = parseDraft(serialiseDraft(w))!;
    expect(back).toEqual(w);
    const stored = JSON.parse(serialiseDraft(w));
    expect(Object.keys(stored).sort()).toEqual(["duration", "estimatedCalories", "exercises", "muscleBalance", "name", "targetMuscles"]);
    expect(stored.muscleBalance).toHaveProperty("upper");
    expect(stored.muscleBalance).toHaveProperty("lower");
  });

  it("is null for anything unparsable; skips non-object exercises", () => {
    for (const bad of [null, "", "{", "[]", "42", '"text"', '{"name":"x"}', '{"exercises":"nope"}']) expect(parseDraft(bad)).toBeNull();
    const w = parseDraft('{"name":"X","exercises":[1,"a",null,{"id":"q","name":"Squat","sets":"4","primaryMuscles":["quads"]}]}')!;
    expect(w.exercises).toHaveLength(1);
    expect(w.exercises[0]).toMatchObject({ id: "q", sets: 4, reps: "8-12", primaryMuscles: ["quads"] });
  });
});

describe("saving (spec 2 §4.4)", () => {
  it("creates a non-template, active, private workout owned by the user, typed by balance", () => {
    const upper = withStats({ name: "Upper", exercises: [ex("a", ["chest"], 4, 90), ex("b", ["lats"], 3, 60)] });
    const body = saveBody(upper, "user12345678901");
    expect(body).toMatchObject({
      name: "Upper",
      workoutType: "upper_body",
      exercises: ["a", "b"],
      isTemplate: false,
      isActive: true,
      isPublic: false,
      userProfile: "user12345678901",
      targetDurationMinutes: upper.duration,
      estimatedCalories: upper.estimatedCalories,
      difficultyLevel: 6,
    });
    expect(body.exerciseDetails.a).toEqual({ sets: 4, reps: "8-12", restSeconds: 90, rpe: null, tempo: "2-0-2-0", weight: "", notes: "" });
    expect(saveBody(withStats({ name: "L", exercises: [ex("q", ["quads"])] }), "u").workoutType).toBe("lower_body");
    expect(saveBody(withStats({ name: "F", exercises: [ex("q", ["quads"]), ex("c", ["chest"])] }), "u").workoutType).toBe("full_body");
    expect(saveBody(withStats({ name: "  ", exercises: [] }), "u")).toMatchObject({ workoutType: "custom", name: "My Custom Workout" });
  });
});
