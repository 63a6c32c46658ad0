import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/exercises/[id]/alternatives/route";
import { getDatabase } from "@/db";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import type { Catalogue } from "@/lib/training/catalogue";

let catalogue: Catalogue;

beforeAll(async () => {
  catalogue = await loadCatalogue(await getDatabase());
});

function post(id: string, body: unknown, raw?: string): Promise<Response> {
  return POST(
    new Request(`http://127.0.0.1:3000/api/exercises/${id}/alternatives`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw ?? JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );
}

const idOf = (name: string) => {
  const e = catalogue.exercises.find((x) => x.name === name);
  if (!e) throw new Error(`exercise ${name} missing`);
  return e.id;
};

describe("POST /api/exercises/{id}/alternatives", () => {
  it("offers up to three substitutes that avoid the busy equipment, each with a reason", async () => {
    const response = await post(idOf("Barbell Bench Press"), { unavailableEquipment: ["barbell"] });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.exercise.name).toBe("Barbell Bench Press");
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(body.alternatives.length).toBeLessThanOrEqual(3);
    for (const a of body.alternatives) {
      expect(a.equipment).not.toContain("barbell");
      expect(a.primaryMuscles).toContain("chest");
      expect(a.reason).toMatch(/chest.*\.$/);
    }
  });

  it("leaves out exercises the user's injuries rule out", async () => {
    const response = await post(idOf("Barbell Back Squat"), { unavailableEquipment: ["squat_rack"], injuries: ["Knee Issues"] });
    expect(response.status).toBe(200);
    const { alternatives } = await response.json();
    const byId = new Map(catalogue.exercises.map((e) => [e.id, e]));
    for (const a of alternatives) {
      expect(byId.get(a.id)?.contraindications).not.toContain("knee_issues");
      expect(a.equipment).not.toContain("squat_rack");
    }
  });

  it("answers an unknown exercise with a 404 and a bad body with a 400", async () => {
    const missing = await post("zzzzzzzzzzzzzzz", {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: "The requested resource wasn't found.", data: {} });
    const bad = await post(idOf("Barbell Bench Press"), { unavailableEquipment: "barbell" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/unavailableEquipment/);
    const unknown = await post(idOf("Barbell Bench Press"), { unavailableEquipment: ["time machine"] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toMatch(/Unknown equipment "time machine"/);
    const empty = await post(idOf("Barbell Bench Press"), undefined, "");
    expect(empty.status).toBe(200);
  });
});
