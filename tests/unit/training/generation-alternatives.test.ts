import { describe, expect, it } from "vitest";
import { findAlternatives } from "@/lib/training/alternatives";
import { exerciseFeatures } from "@/lib/training/catalogue";
import { CATALOGUE, byId, byName } from "./generation-catalogue";

function alternatives(name: string, over: Partial<Parameters<typeof findAlternatives>[1]> = {}) {
  const result = findAlternatives(CATALOGUE, { exerciseId: byName(name).id, unavailableEquipment: [], injuries: [], ...over });
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("alternatives when equipment is busy", () => {
  it("offers up to three exercises for the same muscles without the busy equipment", () => {
    const result = alternatives("Barbell Bench Press", { unavailableEquipment: ["barbell"] });
    expect(result.exercise.name).toBe("Barbell Bench Press");
    expect(result.alternatives.length).toBeGreaterThan(0);
    expect(result.alternatives.length).toBeLessThanOrEqual(3);
    for (const a of result.alternatives) {
      expect(a.equipment).not.toContain("barbell");
      expect(byId(a.id).primaryMuscles).toContain("chest");
      expect(a.reason).toMatch(/chest/);
      expect(a.reason.split(/(?<=\.)\s/).length).toBe(1);
    }
    expect(result.alternatives[0].name).toBe("Dumbbell Bench Press");
    expect(result.alternatives[0].reason).toBe("Same horizontal push for chest, a little easier (4 vs 5); needs dumbbells and flat bench.");
  });

  it("ranks the same movement pattern first", () => {
    const result = alternatives("Barbell Back Squat", { unavailableEquipment: ["squat_rack"] });
    const original = exerciseFeatures(byName("Barbell Back Squat"));
    expect(exerciseFeatures(byId(result.alternatives[0].id)).role).toBe(original.role);
    for (const a of result.alternatives) expect(byId(a.id).equipment).not.toContain("squat_rack");
  });

  it("never offers an exercise the user's injuries rule out", () => {
    const result = alternatives("Barbell Romanian Deadlift", { unavailableEquipment: ["barbell"], injuries: ["Lower Back Pain"] });
    for (const a of result.alternatives) expect(byId(a.id).contraindications).not.toContain("lower_back_pain");
    expect(result.alternatives.map((a) => a.name)).not.toContain("Dumbbell Romanian Deadlift");
  });

  it("respects the equipment on hand and the level when given", () => {
    const result = alternatives("Barbell Bench Press", { unavailableEquipment: ["barbell"], availableEquipment: ["bodyweight"], experienceLevel: "beginner" });
    for (const a of result.alternatives) {
      expect(a.equipment).toEqual([]);
      expect(a.difficultyLevel).toBeLessThanOrEqual(4);
    }
  });

  it("says so when nothing fits, and 404s an unknown exercise", () => {
    const none = alternatives("Standing Calf Raise", { unavailableEquipment: [], availableEquipment: ["bodyweight"], injuries: ["Ankle Instability"] });
    expect(none.alternatives).toEqual([]);
    expect(none.message).toMatch(/No alternative/);
    const missing = findAlternatives(CATALOGUE, { exerciseId: "nope", unavailableEquipment: [], injuries: [] });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.status).toBe(404);
    const bad = findAlternatives(CATALOGUE, { exerciseId: byName("Push-Up").id, unavailableEquipment: ["teleporter"], injuries: [] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.status).toBe(400);
      expect(bad.message).toMatch(/Unknown equipment "teleporter"/);
    }
  });
});
