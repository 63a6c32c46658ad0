/**
 * Bodyweight work progresses by reps, then by the next harder variation
 * (issue 21 item 2, COACHING.md §4): once every set reached the top of its
 * range, the generated workout names the catalogue's easiest harder
 * variation that needs no new equipment, or tempo and a vest when there is none.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { call } from "./harness";
import { signUp } from "./fixtures";

describe("bodyweight progression in a generated workout", () => {
  it("moves a lifter who owns the top of the range on to a harder variation", async () => {
    const lifter = await signUp();
    const request = { workoutType: "upper_body", experienceLevel: "intermediate", availableEquipment: ["bodyweight"], primaryGoals: ["hypertrophy"], targetDuration: 45, seed: 5 };
    const generate = async () => {
      const response = await call("/api/workouts/generate", { method: "POST", headers: { "content-type": "application/json", authorization: lifter.token }, body: JSON.stringify(request) });
      expect(response.status).toBe(200);
      return response.json();
    };
    const first = await generate();
    const session = await lifter.pb.collection("workout_sessions").create({ user: lifter.id, name: "Upper", status: "completed", startedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    const repCounted = first.exercises.filter((id: string) => !/s$|sec|min/.test(String(first.exerciseDetails[id].reps)));
    for (const id of repCounted) {
      const { sets, reps } = first.exerciseDetails[id];
      const top = Number(String(reps).split("-").at(-1));
      for (let n = 1; n <= sets; n++) await lifter.pb.collection("workout_sets").create({ user: lifter.id, session: session.id, exercise: id, setNumber: n, reps: top, weight: 0, rpe: 7, completed: true });
    }

    const again = await generate();
    const handle = await getDatabase();
    let named = 0;
    for (const id of repCounted) {
      const detail = again.exerciseDetails[id];
      expect(detail.suggestedWeight, id).toBeUndefined();
      expect(detail.suggestionNote, id).toMatch(/^Every set reached \d+ reps last time: /);
      if (!detail.harderVariation) {
        expect(detail.suggestionNote).toContain("slow the lowering");
        continue;
      }
      named += 1;
      expect(detail.suggestionNote).toContain(`move on to ${detail.harderVariation.name}`);
      const [pair] = await handle.rows<{ base: number; harder: number; extra: number }>(sql`
        select b.difficulty_level as base, o.difficulty_level as harder,
               cardinality(array(select unnest(o.equipment_required) except select unnest(b.equipment_required))) as extra
          from exercises b, exercises o where b.id = ${id} and o.id = ${detail.harderVariation.id}`);
      expect(pair.harder).toBeGreaterThan(pair.base);
      expect(Number(pair.extra)).toBe(0);
    }
    expect(repCounted.length).toBeGreaterThan(0);
    expect(named).toBeGreaterThan(0);
  }, 120_000);
});
