/**
 * The demo account's history (issue 20 item 14): realistic, and fresh on a
 * long-running instance. Migration 0021 rewrote the seeded sessions to follow
 * the upper/lower templates with loads per exercise; refresh_demo_history(),
 * called at every start, moves the history so that it ends yesterday.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { refreshDemoHistory } from "@/db/demo-history";

interface SetRow {
  session: string;
  workout: string;
  exercise: string;
  modality: string | null;
  equipment: string[] | null;
  reps: number;
  weight: number;
  set_number: number;
  planned_reps: string;
  started_at: string;
}

async function demoSets(): Promise<SetRow[]> {
  const handle = await getDatabase();
  return handle.rows<SetRow>(sql`
    select s.id as session, s.name as workout, e.name as exercise, m.name as modality,
           (select array_agg(q.name) from equipment q where q.id = any(e.equipment_required)) as equipment,
           ws.reps, ws.weight, ws.set_number, w.exercise_details->e.id->>'reps' as planned_reps, s.started_at::text
    from workout_sets ws
    join workout_sessions s on s.id = ws.session
    join users u on u.id = s."user"
    join workouts w on w.id = s.workout
    join exercises e on e.id = ws.exercise
    left join modalities m on m.id = e.modality
    where u.email = 'demo@forgefit.app' and s.notes in ('Upper body day', 'Lower body day')
    order by s.started_at, ws.set_number`);
}

describe("the demo account's history", () => {
  it("follows the upper/lower templates, with reps inside each prescription and some misses", async () => {
    const sets = await demoSets();
    expect(new Set(sets.map((s) => s.session)).size).toBe(14);
    expect(new Set(sets.map((s) => s.workout))).toEqual(new Set(["Upper Strength A", "Upper Strength B", "Lower Strength A", "Lower Strength B"]));
    for (const s of sets) {
      const [lo, hi] = s.planned_reps.split("-").map(Number);
      expect(s.reps, `${s.exercise} ${s.planned_reps}`).toBeGreaterThanOrEqual(lo - 1);
      expect(s.reps, `${s.exercise} ${s.planned_reps}`).toBeLessThanOrEqual(hi ?? lo);
    }
    // Not every set is a copy of the others: some last sets fall a rep short.
    const bySessionExercise = new Map<string, number[]>();
    for (const s of sets) bySessionExercise.set(`${s.session}/${s.exercise}`, [...(bySessionExercise.get(`${s.session}/${s.exercise}`) ?? []), s.reps]);
    expect([...bySessionExercise.values()].some((reps) => reps[reps.length - 1] < reps[0])).toBe(true);
  });

  it("puts no load on bodyweight work and a plausible, rising load on the barbell lifts", async () => {
    const sets = await demoSets();
    for (const s of sets.filter((x) => x.modality === "bodyweight" || x.modality === "band")) expect(s.weight, s.exercise).toBe(0);
    const bench = sets.filter((s) => s.exercise === "Barbell Bench Press" && s.set_number === 1).map((s) => Number(s.weight));
    expect(bench.length).toBeGreaterThanOrEqual(3);
    expect(bench[0]).toBeGreaterThanOrEqual(50);
    expect(bench[bench.length - 1]).toBeGreaterThan(bench[0]);
    expect(bench[bench.length - 1]).toBeLessThanOrEqual(100);
    // Curls are lighter than rows, rows lighter than deadlifts.
    const top = (name: string) => Math.max(...sets.filter((s) => s.exercise === name).map((s) => Number(s.weight)));
    expect(top("EZ-Bar Curl")).toBeLessThan(top("Barbell Bent-Over Row"));
    expect(top("Barbell Bent-Over Row")).toBeLessThan(top("Barbell Deadlift"));
  });

  it("is moved forward to end yesterday when it has grown old, spacing kept, and left alone when fresh", async () => {
    const handle = await getDatabase();
    const days = async () =>
      handle.rows<{ d: number }>(sql`
        select (date_trunc('day', now())::date - date_trunc('day', s.started_at)::date) as d
        from workout_sessions s join users u on u.id = s."user"
        where u.email = 'demo@forgefit.app' order by s.started_at`);
    const before = (await days()).map((r) => Number(r.d));
    // A fresh database: the newest session is yesterday (or today, if a test trained as the demo user).
    expect(Math.min(...before)).toBeLessThanOrEqual(1);
    expect(await refreshDemoHistory(handle)).toBe(0);

    // Ten days later, as an instance left running would see it.
    await handle.db.execute(sql`
      update workout_sessions set started_at = started_at - interval '10 days', completed_at = completed_at - interval '10 days', created = created - interval '10 days'
      where "user" = (select id from users where email = 'demo@forgefit.app')`);
    await handle.db.execute(sql`
      update workout_sets set completed_at = completed_at - interval '10 days', created = created - interval '10 days'
      where "user" = (select id from users where email = 'demo@forgefit.app')`);
    const old = (await days()).map((r) => Number(r.d));
    expect(Math.min(...old)).toBe(Math.min(...before) + 10);
    expect(await refreshDemoHistory(handle)).toBe(Math.min(...old) - 1);
    const after = (await days()).map((r) => Number(r.d));
    expect(Math.min(...after)).toBe(1);
    // The spacing between sessions is kept.
    expect(after.map((d) => d - after[0])).toEqual(before.map((d) => d - before[0]));
  });
});
