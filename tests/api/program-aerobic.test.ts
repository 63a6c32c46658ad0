/**
 * Fat-loss and general-fitness programs plan aerobic work (COACHING.md §4, issue 19):
 * the WHO's 150-300 minutes a week of moderate activity, as walks or rides on the rest
 * days, where they cost the lifting nothing, with the week's total stated from the plan.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import type { Catalogue } from "@/lib/training/catalogue";
import { planProgram } from "@/lib/training/program-planner";
import { defaultProgramRequest } from "@/lib/training/program-request";

let catalogue: Catalogue;
beforeAll(async () => {
  catalogue = await loadCatalogue(await getDatabase());
});

function plan(primaryGoal: string, trainingDaysPerWeek: number) {
  const result = planProgram(catalogue, { ...defaultProgramRequest(11), primaryGoal, trainingDaysPerWeek, availableEquipment: ["barbell", "dumbbells", "cables", "machine"] });
  if (!result.ok) throw new Error(result.message);
  return result.plan;
}

const minutesOn = (note: string) => Number(/(\d+) minutes of brisk walking/.exec(note)?.[1] ?? 0);

describe("aerobic work in programs", () => {
  it("puts 150 minutes or more a week on the rest days of a 3-day fat-loss program, and says so", () => {
    const p = plan("fat_loss", 3);
    for (const week of p.weeks) {
      const rest = week.days.filter((d) => d.isRestDay);
      expect(rest).toHaveLength(4);
      const total = rest.reduce((sum, d) => sum + minutesOn(d.notes), 0);
      expect(total).toBeGreaterThanOrEqual(150);
      expect(total).toBeLessThanOrEqual(300);
      for (const d of rest) expect(d.notes).toMatch(/RPE 5-6/);
    }
    expect(p.notes.find((n) => n.startsWith("Aerobic work:"))).toMatch(/4 rest days of 40 minutes .* 160 minutes a week, inside the 150-300/);
  });

  it("puts what too few rest days cannot hold after the lifting days, so the week still reaches 150 minutes", () => {
    const p = plan("fat_loss", 6);
    for (const week of p.weeks) {
      const rest = week.days.filter((d) => d.isRestDay).reduce((sum, d) => sum + minutesOn(d.notes), 0);
      expect(rest).toBeLessThan(150);
      const lifting = week.days.filter((d) => !d.isRestDay);
      for (const d of lifting) expect(d.notes).toMatch(/After lifting \(outside the session's time\): \d+ minutes of brisk walking or easy cycling at a pace you can talk in short sentences \(RPE 5-6\)/);
      const total = rest + lifting.reduce((sum, d) => sum + minutesOn(d.notes), 0);
      expect(total).toBeGreaterThanOrEqual(150);
      expect(total).toBeLessThanOrEqual(300);
      expect(p.notes.find((n) => n.startsWith("Aerobic work:"))).toContain(`${total} minutes a week, inside the 150-300`);
    }
  });

  it("leaves strength and hypertrophy programs' rest days as rest", () => {
    for (const goal of ["strength", "hypertrophy"]) {
      const p = plan(goal, 3);
      expect(p.notes.some((n) => n.startsWith("Aerobic work:"))).toBe(false);
      expect(p.weeks[0].days.filter((d) => d.isRestDay).every((d) => minutesOn(d.notes) === 0)).toBe(true);
    }
  });
});
