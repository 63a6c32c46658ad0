import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";

/** Migration 0012 on a fresh database: the demo history gains its sets, and totals follow from them. */
describe("migration 0012 (workout sets, session status, active program)", () => {
  it("marks the seeded finished sessions completed; their sets (rewritten by 0021) follow each session's workout", async () => {
    const handle = await getDatabase();
    const rows = await handle.rows<{ status: string; planned: number; sets: number; volume: number; kg: number }>(sql`
      select s.status,
             (select coalesce(sum(least((w.exercise_details->x.id->>'sets')::int, 4)), 0)::int
                from workouts w, unnest(w.exercises) x(id) where w.id = s.workout) as planned,
             (select count(*)::int from workout_sets w where w.session = s.id) as sets,
             s.total_volume as volume,
             (select coalesce(sum(w.reps * w.weight), 0) from workout_sets w where w.session = s.id) as kg
      from workout_sessions s join users u on u.id = s."user"
      where u.email = 'demo@forgefit.app' and s.notes in ('Upper body day', 'Lower body day')`);
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      expect(row.status).toBe("completed");
      expect(row.sets).toBe(row.planned);
      // Volume is printed in pounds: kg x reps x 2.2046, rounded.
      expect(Number(row.volume)).toBe(Math.round(Number(row.kg) * 2.2046226218));
    }
  });

  it("keeps every set with its session's owner and unique per session, exercise and set number", async () => {
    const handle = await getDatabase();
    const [mismatch] = await handle.rows<{ n: number }>(
      // The migration's own sets (the demo history): on PostgreSQL other test files write sets of their own.
      sql`select count(*)::int as n from workout_sets w join workout_sessions s on s.id = w.session
          join users u on u.id = s."user" or u.id = w."user"
          where u.email = 'demo@forgefit.app' and s."user" <> w."user"`,
    );
    expect(mismatch.n).toBe(0);
    const [session] = await handle.rows<{ session: string; exercise: string; user: string }>(
      sql`select session, exercise, "user" from workout_sets where set_number = 1 limit 1`,
    );
    await expect(
      handle.db.execute(
        sql`insert into workout_sets ("user", session, exercise, set_number) values (${session.user}, ${session.session}, ${session.exercise}, 1)`,
      ),
    ).rejects.toThrow();
  });

  it("keeps `updated` with the database on sets", async () => {
    const handle = await getDatabase();
    const [before] = await handle.rows<{ id: string; updated: string }>(sql`select id, updated::text from workout_sets limit 1`);
    await new Promise((r) => setTimeout(r, 5));
    const [after] = await handle.rows<{ updated: string }>(
      sql`update workout_sets set reps = reps where id = ${before.id} returning updated::text`,
    );
    expect(after.updated).not.toBe(before.updated);
  });
});
