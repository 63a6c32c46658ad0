import { describe, expect, it } from "vitest";
import { client } from "./harness";
import { insertExercise, muscleIds, signUp } from "./fixtures";

describe("smoke", () => {
  it("lists muscles and signs up", async () => {
    const pb = client();
    const list = await pb.collection("muscles").getList(1, 5, { sort: "name" });
    expect(list.items.length).toBeGreaterThan(0);
    const muscles = await muscleIds();
    const ex = await insertExercise({ primaryMuscles: [muscles[0].id], description: "bench press thing" });
    const got = await pb.collection("exercises").getOne(ex.id, { expand: "primaryMuscles" });
    expect(got.expand?.primaryMuscles[0].id).toBe(muscles[0].id);
    const user = await signUp();
    const me = await user.pb.collection("users").getOne(user.id);
    expect(me.email).toBe(user.email);
  });
});
