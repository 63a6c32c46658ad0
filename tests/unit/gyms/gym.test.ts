import { describe, expect, it } from "vitest";
import { builderTypesOf, defaultGym, equipmentIdsOf, equipmentSummary, sortGyms, type GymProfile } from "@/lib/gyms/gym";

const reference = [
  { id: "e1", name: "barbell", category: "free_weights" },
  { id: "e2", name: "dumbbells", category: "free_weights" },
  { id: "e3", name: "flat_bench", category: "benches" },
  { id: "e4", name: "cable_station", category: "cables" },
  { id: "e5", name: "trap_bar", category: "bars" },
  { id: "e6", name: "rowing_machine", category: "cardio_machines" },
  { id: "e7", name: "resistance_band", category: "bands" },
  { id: "e8", name: "kettlebell", category: "free_weights" },
];
const gym = (name: string, equipment: string[], isDefault = false): GymProfile => ({ id: name, name, equipment, isDefault });

describe("gym profiles", () => {
  it("lists the default first, then by name, and finds the default", () => {
    const gyms = [gym("Work", []), gym("Hotel", [], true), gym("Home", [])];
    expect(sortGyms(gyms).map((g) => g.name)).toEqual(["Hotel", "Home", "Work"]);
    expect(defaultGym(gyms)?.name).toBe("Hotel");
    expect(defaultGym([gym("Home", [])])).toBeUndefined();
  });

  it("gives the wizard the record ids of the gym's equipment, dropping names the catalogue lost", () => {
    expect(equipmentIdsOf(gym("Home", ["dumbbells", "flat_bench", "hoverboard"]), reference)).toEqual(["e2", "e3"]);
  });

  it("gives the builder the types of the gym's own pieces, bodyweight always", () => {
    expect(builderTypesOf(gym("Hotel", []), reference)).toEqual(["bodyweight"]);
    expect(builderTypesOf(gym("Home", ["dumbbells", "flat_bench"]), reference)).toEqual(["dumbbells", "bodyweight", "other"]);
    expect(builderTypesOf(gym("Gym", ["trap_bar", "cable_station", "rowing_machine", "resistance_band", "kettlebell"]), reference)).toEqual([
      "barbell",
      "cables",
      "bodyweight",
      "kettlebell",
      "bands",
      "machine",
    ]);
    // A name the reference does not know ticks nothing.
    expect(builderTypesOf(gym("Odd", ["hoverboard"]), reference)).toEqual(["bodyweight"]);
  });

  it("summarises the equipment, or says what none means", () => {
    const label = (n: string) => n.toUpperCase();
    expect(equipmentSummary([], label)).toBe("No equipment: bodyweight exercises only");
    expect(equipmentSummary(["a", "b"], label)).toBe("A, B");
    expect(equipmentSummary(["a", "b", "c", "d", "e", "f"], label)).toBe("A, B, C, D and 2 more");
  });
});
