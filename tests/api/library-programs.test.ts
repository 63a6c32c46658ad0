/**
 * The nine seeded library programs (0010, progressed by 0016) read as a
 * coach would: real weeks that progress, lighter deloads, calibration first,
 * main lifts kept, and week texts that state the sets they hold.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase } from "@/db";

const LIBRARY: Record<string, { weeks: number; days: number; model: "ramp" | "wave"; cap: number }> = {
  "Beginner Full Body 3x/Week": { weeks: 8, days: 3, model: "ramp", cap: 8 },
  "Upper/Lower 4x/Week": { weeks: 12, days: 4, model: "ramp", cap: 9 },
  "Push/Pull/Legs 6x/Week": { weeks: 12, days: 6, model: "ramp", cap: 9 },
  "12-Week Strength Block": { weeks: 12, days: 3, model: "wave", cap: 9 },
  "Home Dumbbell Builder": { weeks: 8, days: 3, model: "ramp", cap: 8 },
  "Bodyweight Anywhere": { weeks: 8, days: 3, model: "ramp", cap: 8 },
  "Athletic Power": { weeks: 8, days: 4, model: "wave", cap: 9 },
  "Fat Loss Conditioning": { weeks: 8, days: 5, model: "ramp", cap: 8 },
  "Back-Friendly Strength": { weeks: 8, days: 4, model: "ramp", cap: 8 },
};

interface Detail {
  sets: number;
  reps: string;
  rpe: number | null;
  notes: string;
}
interface DayRow {
  week_number: number;
  is_deload: boolean;
  description: string;
  volume_multiplier: number;
  day_number: number;
  is_rest_day: boolean;
  workout: string | null;
  workout_type: string | null;
  is_template: boolean | null;
  exercises: string[] | null;
  exercise_details: Record<string, Detail> | null;
}

async function load(name: string) {
  const handle = await getDatabase();
  const [program] = await handle.rows<{ id: string; duration_weeks: number; training_days_per_week: number; progression_scheme: string; deload_protocol: string }>(
    sql`select id, duration_weeks, training_days_per_week, progression_scheme, deload_protocol from training_programs where is_template and name = ${name}`,
  );
  const rows = await handle.rows<DayRow>(sql`
    select w.week_number, w.is_deload, w.description, w.volume_multiplier, d.day_number, d.is_rest_day, d.workout,
           k.workout_type, k.is_template, k.exercises, k.exercise_details
      from program_weeks w join program_days d on d.program_week = w.id left join workouts k on k.id = d.workout
     where w.training_program = ${program.id} order by w.week_number, d.day_number`);
  const weeks = new Map<number, DayRow[]>();
  for (const r of rows) weeks.set(r.week_number, [...(weeks.get(r.week_number) ?? []), r]);
  return { program, weeks: [...weeks.values()] };
}

const strength = (days: DayRow[]) => days.filter((d) => d.workout && d.workout_type !== "cardio" && d.workout_type !== "mobility");
const setsOf = (days: DayRow[]) => strength(days).reduce((s, d) => s + Object.values(d.exercise_details ?? {}).filter((x) => x.rpe !== null).reduce((a, x) => a + x.sets, 0), 0);
const rpesOf = (days: DayRow[]) => strength(days).flatMap((d) => Object.values(d.exercise_details ?? {}).map((x) => x.rpe ?? 0));

describe("library programs progress week by week (migration 0016)", () => {
  for (const [name, expected] of Object.entries(LIBRARY)) {
    it(`${name}: its own weeks, ramping or waving, with lighter deloads`, async () => {
      const { program, weeks } = await load(name);
      expect(program.duration_weeks).toBe(expected.weeks);
      expect(program.training_days_per_week).toBe(expected.days);
      expect(weeks).toHaveLength(expected.weeks);
      const signatures = new Set<string>();
      for (const [k, days] of weeks.entries()) {
        expect(days.filter((d) => !d.is_rest_day)).toHaveLength(expected.days);
        // Every training day has its week's own workout, not the shared template.
        for (const d of days.filter((x) => !x.is_rest_day)) expect(d.is_template).toBe(false);
        signatures.add(JSON.stringify(strength(days).map((d) => d.exercise_details)));
        // Same exercises every week (main lifts kept for the block and beyond).
        expect(days.map((d) => (d.exercises ?? []).join())).toEqual(weeks[0].map((d) => (d.exercises ?? []).join()));
        for (const r of rpesOf(days)) expect(r).toBeLessThanOrEqual(expected.cap);
        const counted = setsOf(days);
        expect(days[0].description).toContain(`${counted} working sets`);
        if (days[0].is_deload) {
          // Half of the block's fullest week; RPE two under the week before's top.
          const before = Math.max(...weeks.slice(Math.max(0, k - 3), k).map(setsOf));
          expect(counted / before, `${name} week ${k + 1}`).toBeGreaterThanOrEqual(0.4);
          expect(counted / before, `${name} week ${k + 1}`).toBeLessThanOrEqual(0.62);
          expect(Math.max(...rpesOf(days))).toBeLessThanOrEqual(Math.max(...rpesOf(weeks[k - 1])) - 2);
          expect(days[0].volume_multiplier).toBeCloseTo(0.5, 1);
        }
      }
      // Not one week repeated: at least one week differs from week 1 in every block.
      expect(signatures.size).toBeGreaterThanOrEqual(Math.min(expected.weeks, 3));
      expect(Math.max(...rpesOf(weeks[0]))).toBeLessThanOrEqual(7);
      // First block: ramp climbs in sets and RPE; wave falls in sets while RPE rises.
      const [w1, , w3] = weeks;
      if (expected.model === "ramp") {
        expect(setsOf(w3)).toBeGreaterThan(setsOf(w1));
      } else {
        expect(setsOf(w3)).toBeLessThan(setsOf(w1));
      }
      expect(Math.max(...rpesOf(w3))).toBeGreaterThan(Math.max(...rpesOf(w1)));
      expect(program.progression_scheme).toContain(`week 1 ${setsOf(w1)} working sets (100% of week 1)`);
      const peak = Math.max(...weeks.slice(0, 3).map(setsOf));
      expect(program.deload_protocol).toContain(`week 4: ${setsOf(weeks[3])} working sets, about half of the ${peak} in week`);
    });
  }

  it("puts % of training max only on loaded lifts, never in the calibration week", async () => {
    const handle = await getDatabase();
    const rows = await handle.rows<{ name: string; week: number; notes: string; loaded: boolean }>(sql`
      select e.name, w.week_number as week, v->>'notes' as notes,
             exists (select 1 from equipment q where q.id = any (e.equipment_required) and q.name in
               ('barbell','ez_bar','trap_bar','dumbbells','kettlebell','weight_plate','cable_station','smith_machine','leg_press_machine','leg_curl_machine','landmine')) as loaded
        from training_programs p join program_weeks w on w.training_program = p.id join program_days d on d.program_week = w.id
        join workouts k on k.id = d.workout, jsonb_each(k.exercise_details) x(id, v) join exercises e on e.id = x.id
       where p.is_template and v->>'notes' like '%of your training max%'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.loaded, `${r.name} week ${r.week}`).toBe(true);
      expect(r.week).toBeGreaterThan(1);
    }
  });
});
