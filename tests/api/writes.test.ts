import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./harness";
import { catalogueIds, signUp, type TestUser } from "./fixtures";

let owner: TestUser;
let other: TestUser;
let exercises: string[];

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
  exercises = await catalogueIds("exercises", 4);
});

describe("writes", () => {
  it("saves a builder workout (exerciseDetails as JSON text) and reads it back", async () => {
    const created = await owner.pb.collection("workouts").create({
      name: "Push day",
      workoutType: "upper_body",
      targetDurationMinutes: 45,
      exercises: exercises.slice(0, 2),
      exerciseDetails: JSON.stringify({ [exercises[0]]: { sets: 3, reps: "8-12" } }),
      estimatedCalories: 250,
      isTemplate: false,
      isActive: true,
      userProfile: owner.id,
    });
    expect(created.exerciseDetails).toEqual({ [exercises[0]]: { sets: 3, reps: "8-12" } });
    expect(created.exercises).toEqual(exercises.slice(0, 2));
    expect(created.userProfile).toBe(owner.id);
    const read = await owner.pb.collection("workouts").getOne(created.id, { expand: "exercises,userProfile" });
    expect(read.expand?.exercises.map((e: { id: string }) => e.id)).toEqual(exercises.slice(0, 2));
    expect(read.expand?.userProfile.email).toBe(owner.email);
  });

  it("supports PocketBase's field+, +field and field- modifiers", async () => {
    const w = await owner.pb
      .collection("workouts")
      .create({ name: "Mods", userProfile: owner.id, exercises: [exercises[1]], estimatedCalories: 100 });
    const appended = await owner.pb
      .collection("workouts")
      .update(w.id, { "exercises+": exercises[2], "+exercises": exercises[0], "estimatedCalories+": 50 });
    expect(appended.exercises).toEqual([exercises[0], exercises[1], exercises[2]]);
    expect(appended.estimatedCalories).toBe(150);
    const removed = await owner.pb.collection("workouts").update(w.id, { "exercises-": [exercises[1]], "estimatedCalories-": 25 });
    expect(removed.exercises).toEqual([exercises[0], exercises[2]]);
    expect(removed.estimatedCalories).toBe(125);
  });

  it("keeps weeks inside their owner's programs, and deletes clean up ordered lists", async () => {
    const mine = await owner.pb.collection("training_programs").create({ name: "Mine", user: owner.id });
    const mine2 = await owner.pb.collection("training_programs").create({ name: "Mine too", user: owner.id });
    const theirs = await other.pb.collection("training_programs").create({ name: "Theirs", user: other.id });
    const week = await owner.pb.collection("program_weeks").create({ trainingProgram: mine.id, weekNumber: 1 });
    const intoTheirs = await owner.pb
      .collection("program_weeks")
      .update(week.id, { trainingProgram: theirs.id })
      .catch((e) => e);
    expect(intoTheirs.status).toBe(404);
    const moved = await owner.pb.collection("program_weeks").update(week.id, { trainingProgram: mine2.id });
    expect(moved.trainingProgram).toBe(mine2.id);
    const underTheirs = await owner.pb
      .collection("program_weeks")
      .create({ trainingProgram: theirs.id, weekNumber: 2 })
      .catch((e) => e);
    expect(underTheirs.status).toBe(400);

    const day = await owner.pb.collection("program_days").create({ programWeek: week.id, dayNumber: 1, name: "A" });
    await owner.pb.collection("program_weeks").update(week.id, { days: [day.id] });
    const res = await call(`/api/collections/program_days/records/${day.id}`, {
      method: "DELETE",
      headers: { authorization: owner.token },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const after = await owner.pb.collection("program_weeks").getOne(week.id);
    expect(after.days).toEqual([]);
    // Deleting a program takes its weeks with it.
    await owner.pb.collection("training_programs").delete(mine2.id);
    const gone = await owner.pb.collection("program_weeks").getOne(week.id).catch((e) => e);
    expect(gone.status).toBe(404);
  });

  it("records a session with its exercises and lists the dashboard's view of it", async () => {
    const started = "2026-01-31 12:00:00.000Z";
    const session = await owner.pb.collection("workout_sessions").create({
      user: owner.id,
      startedAt: started,
      completedAt: "2026-01-31T12:45:00Z",
      durationMinutes: 45,
      estimatedCaloriesBurned: 300,
      totalVolume: 1234.5,
      exercisesPerformed: exercises.slice(0, 3),
    });
    expect(session.startedAt).toBe(started);
    expect(session.completedAt).toBe("2026-01-31 12:45:00.000Z");
    const list = await owner.pb.collection("workout_sessions").getList(1, 10, {
      filter: `user = "${owner.id}"`,
      sort: "-created",
      expand: "exercisesPerformed",
    });
    expect(list.items[0].id).toBe(session.id);
    expect(list.items[0].expand?.exercisesPerformed).toHaveLength(3);
    const cleared = await owner.pb.collection("workout_sessions").update(session.id, { completedAt: "" });
    expect(cleared.completedAt).toBe("");
    const noneForOther = await other.pb.collection("workout_sessions").getList(1, 10, { filter: `user = "${owner.id}"` });
    expect(noneForOther.items).toEqual([]);
  });

  it("lets users delete their own account", async () => {
    const gone = await signUp();
    await gone.pb.collection("users").delete(gone.id);
    const res = await call(`/api/collections/users/records/${gone.id}`, { headers: { authorization: gone.token } });
    expect(res.status).toBe(404);
  });
});
