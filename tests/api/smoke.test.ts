import { describe, expect, it } from "vitest";
import { client } from "./harness";
import { catalogueIds, signUp } from "./fixtures";

describe("smoke", () => {
  it("lists muscles, expands an exercise, signs up and reads oneself", async () => {
    const pb = client();
    const list = await pb.collection("muscles").getList(1, 5, { sort: "name" });
    expect(list.items.length).toBeGreaterThan(0);
    const [exerciseId] = await catalogueIds("exercises", 1, undefined);
    const got = await pb.collection("exercises").getOne(exerciseId, { expand: "primaryMuscles" });
    expect(got.expand?.primaryMuscles.map((m: { id: string }) => m.id)).toEqual(got.primaryMuscles);
    const user = await signUp();
    const me = await user.pb.collection("users").getOne(user.id);
    expect(me.email).toBe(user.email);
  });
});
