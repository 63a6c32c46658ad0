import { beforeAll, describe, expect, it } from "vitest";
import type { ClientResponseError } from "pocketbase";
import { call } from "./harness";
import { equipmentIds, signUp, type TestUser } from "./fixtures";
import { CATALOGUE_EQUIPMENT_NAMES } from "@/lib/training/data/equipment";

/**
 * Gym profiles (issue 20 item 15) are their owner's alone: list, view, create,
 * update and delete; equipment is named from the catalogue's equipment table;
 * one default per user; one name per user.
 */
let owner: TestUser;
let other: TestUser;
const fails = (p: Promise<unknown>) => p.then(() => null).catch((e: ClientResponseError) => e);
const get = (path: string, user?: TestUser) => call(path, { headers: user ? { authorization: user.token } : {} });

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
});

describe("gym_profiles", () => {
  it("names exactly the equipment the catalogue's table holds", async () => {
    const table = (await equipmentIds()).map((e) => e.name).sort();
    expect([...CATALOGUE_EQUIPMENT_NAMES].sort()).toEqual(table);
  });

  it("the owner creates, lists, views, renames, re-equips and deletes a gym", async () => {
    const home = await owner.pb.collection("gym_profiles").create({ user: owner.id, name: "Home", equipment: ["dumbbells", "flat_bench"] });
    expect(home).toMatchObject({ user: owner.id, name: "Home", equipment: ["dumbbells", "flat_bench"], isDefault: false });
    const listed = await owner.pb.collection("gym_profiles").getFullList({ filter: `user = "${owner.id}"` });
    expect(listed.map((g) => g.id)).toEqual([home.id]);
    expect((await owner.pb.collection("gym_profiles").getOne(home.id)).name).toBe("Home");
    const edited = await owner.pb.collection("gym_profiles").update(home.id, { name: "Garage", equipment: ["kettlebell"] });
    expect(edited).toMatchObject({ name: "Garage", equipment: ["kettlebell"] });
    await owner.pb.collection("gym_profiles").delete(home.id);
    expect((await fails(owner.pb.collection("gym_profiles").getOne(home.id)))?.status).toBe(404);
  });

  it("another user and a visitor can neither see nor change it, nor create one for its owner", async () => {
    const gym = await owner.pb.collection("gym_profiles").create({ user: owner.id, name: "Work gym", equipment: ["barbell", "squat_rack"] });
    for (const as of [other, undefined]) {
      const res = await get(`/api/collections/gym_profiles/records?perPage=500`, as);
      expect(res.status).toBe(200);
      const items = ((await res.json()) as { items: Array<{ user: string }> }).items;
      expect(items.filter((g) => g.user === owner.id)).toEqual([]);
      expect((await get(`/api/collections/gym_profiles/records/${gym.id}`, as)).status).toBe(404);
    }
    expect((await fails(other.pb.collection("gym_profiles").update(gym.id, { name: "Mine now" })))?.status).toBe(404);
    expect((await fails(other.pb.collection("gym_profiles").delete(gym.id)))?.status).toBe(404);
    // Creating for someone else, or handing one's own gym to someone else, is refused.
    expect((await fails(other.pb.collection("gym_profiles").create({ user: owner.id, name: "Planted" })))?.status).toBe(400);
    const own = await other.pb.collection("gym_profiles").create({ user: other.id, name: "Hotel" });
    expect((await fails(other.pb.collection("gym_profiles").update(own.id, { user: owner.id })))?.status).toBe(404);
    const visitor = await call(`/api/collections/gym_profiles/records`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: owner.id, name: "Visitor" }),
    });
    expect(visitor.status).toBe(400);
    // Nothing of the above touched the owner's gym.
    expect(await owner.pb.collection("gym_profiles").getOne(gym.id)).toMatchObject({ name: "Work gym", user: owner.id });
  });

  it("refuses equipment the catalogue does not have, a blank or long name, and a second gym of the same name, PocketBase-shaped", async () => {
    const bad = await fails(owner.pb.collection("gym_profiles").create({ user: owner.id, name: "Odd", equipment: ["dumbbells", "hovercraft"] }));
    expect(bad?.status).toBe(400);
    expect(bad?.response).toMatchObject({ status: 400, data: { equipment: { code: "validation_invalid_value" } } });
    // An equipment id is not a name either.
    const [anId] = await equipmentIds();
    expect((await fails(owner.pb.collection("gym_profiles").create({ user: owner.id, name: "Ids", equipment: [anId.id] })))?.response).toMatchObject({
      data: { equipment: { code: "validation_invalid_value" } },
    });
    expect((await fails(owner.pb.collection("gym_profiles").create({ user: owner.id, name: "" })))?.response).toMatchObject({ data: { name: { code: "validation_required" } } });
    expect((await fails(owner.pb.collection("gym_profiles").create({ user: owner.id, name: "x".repeat(41) })))?.response).toMatchObject({
      data: { name: { code: "validation_max_text_constraint" } },
    });
    expect(await owner.pb.collection("gym_profiles").create({ user: owner.id, name: "y".repeat(40) })).toMatchObject({ name: "y".repeat(40) });
    await owner.pb.collection("gym_profiles").create({ user: owner.id, name: "Box" });
    const twice = await fails(owner.pb.collection("gym_profiles").create({ user: owner.id, name: "box" }));
    expect(twice?.status).toBe(400);
    expect(twice?.response).toMatchObject({ data: { name: { code: "validation_not_unique" } } });
    // Another user may have their own "Box".
    expect(await other.pb.collection("gym_profiles").create({ user: other.id, name: "BOX" })).toMatchObject({ name: "BOX" });
  });

  it("keeps one default per user: marking one clears the owner's others, not another user's", async () => {
    const user = await signUp();
    const stranger = await signUp();
    const theirs = await stranger.pb.collection("gym_profiles").create({ user: stranger.id, name: "Theirs", isDefault: true });
    const a = await user.pb.collection("gym_profiles").create({ user: user.id, name: "A", isDefault: true });
    const b = await user.pb.collection("gym_profiles").create({ user: user.id, name: "B", isDefault: true });
    const defaults = async () => (await user.pb.collection("gym_profiles").getFullList({ sort: "name" })).map((g) => [g.name, g.isDefault]);
    expect(await defaults()).toEqual([["A", false], ["B", true]]);
    await user.pb.collection("gym_profiles").update(a.id, { isDefault: true });
    expect(await defaults()).toEqual([["A", true], ["B", false]]);
    // The cleared record reads fresh (its `updated` moved, so no cache serves the old one).
    expect((await user.pb.collection("gym_profiles").getOne(b.id)).isDefault).toBe(false);
    expect((await stranger.pb.collection("gym_profiles").getOne(theirs.id)).isDefault).toBe(true);
  });

  it("goes when its user is deleted", async () => {
    const user = await signUp();
    const gym = await user.pb.collection("gym_profiles").create({ user: user.id, name: "Gone" });
    await user.pb.collection("users").delete(user.id);
    expect((await fails(owner.pb.collection("gym_profiles").getOne(gym.id)))?.status).toBe(404);
  });
});
