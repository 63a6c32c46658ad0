import "server-only";
/**
 * What the generators read from the signed-in lifter's own log (issue 21):
 * the last seven days of completed sets with their muscles (for "auto"), and
 * the last two sessions of given exercises (for suggested loads). Both are
 * bound to the user's id and capped.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db";
import { textArray } from "@/lib/records/sqlutil";
import type { RecentSet } from "./recovery";
import type { PerformedSet } from "./progression";

const MAX_RECENT_SETS = 2000;
/** Per exercise, sets of its two newest sessions are plenty; this bounds the read. */
const MAX_HISTORY_SETS = 3000;

export async function lastWeekSets(database: DatabaseHandle, userId: string, now: Date): Promise<RecentSet[]> {
  const rows = await database.rows<{ at_ms: number | string; rpe: number; primary_muscles: string[] | null; secondary_muscles: string[] | null }>(sql`
    SELECT (extract(epoch from coalesce(s.completed_at, s.created)) * 1000)::float8 AS at_ms, s.rpe,
           (SELECT array_agg(m.name) FROM muscles m WHERE m.id = ANY(e.primary_muscles)) AS primary_muscles,
           (SELECT array_agg(m.name) FROM muscles m WHERE m.id = ANY(e.secondary_muscles)) AS secondary_muscles
      FROM workout_sets s
      JOIN exercises e ON e.id = s.exercise
     WHERE s."user" = ${userId} AND s.completed
       AND coalesce(s.completed_at, s.created) >= ${new Date(now.getTime() - 7 * 86_400_000).toISOString()}::timestamptz
     ORDER BY 1 DESC
     LIMIT ${MAX_RECENT_SETS}`);
  return rows.map((r) => ({ at: Number(r.at_ms), rpe: Number(r.rpe), primaryMuscles: r.primary_muscles ?? [], secondaryMuscles: r.secondary_muscles ?? [] }));
}

/** Per exercise: the sets of its newest session (`last`) and of the one before (`earlier`), in set order. */
export async function lastTwoSessions(
  database: DatabaseHandle,
  userId: string,
  exerciseIds: readonly string[],
): Promise<Map<string, { last: PerformedSet[]; earlier: PerformedSet[] }>> {
  const out = new Map<string, { last: PerformedSet[]; earlier: PerformedSet[] }>();
  if (exerciseIds.length === 0) return out;
  const rows = await database.rows<{ exercise: string; rank: number | string; reps: number; weight: number; rpe: number }>(sql`
    WITH sessions AS (
      SELECT s.exercise, s.session, dense_rank() OVER (PARTITION BY s.exercise ORDER BY max(coalesce(ws.started_at, s.created)) DESC, s.session) AS rank
        FROM workout_sets s
        JOIN workout_sessions ws ON ws.id = s.session
       WHERE s."user" = ${userId} AND s.completed AND s.exercise = ANY(${textArray(exerciseIds)})
       GROUP BY s.exercise, s.session
    )
    SELECT s.exercise, x.rank, s.reps, s.weight, s.rpe
      FROM sessions x
      JOIN workout_sets s ON s.session = x.session AND s.exercise = x.exercise
     WHERE x.rank <= 2 AND s.completed
     ORDER BY s.exercise, x.rank, s.set_number
     LIMIT ${MAX_HISTORY_SETS}`);
  for (const r of rows) {
    const entry = out.get(r.exercise) ?? { last: [], earlier: [] };
    (Number(r.rank) === 1 ? entry.last : entry.earlier).push({ reps: Number(r.reps), weight: Number(r.weight), rpe: Number(r.rpe), completed: true });
    out.set(r.exercise, entry);
  }
  return out;
}

/**
 * Per exercise, the easiest harder variation the catalogue pairs it with
 * (progression or regression pairs, read by difficulty) that needs no
 * equipment the exercise itself does not use.
 */
export async function harderVariations(database: DatabaseHandle, exerciseIds: readonly string[]): Promise<Map<string, { id: string; name: string }>> {
  const out = new Map<string, { id: string; name: string }>();
  if (exerciseIds.length === 0) return out;
  const rows = await database.rows<{ base: string; id: string; name: string }>(sql`
    SELECT DISTINCT ON (b.id) b.id AS base, o.id, o.name
      FROM exercises b
      JOIN exercise_variations v ON b.id IN (v.exercise1, v.exercise2)
      JOIN variation_types t ON t.id = v.variation_type AND t.name IN ('progression', 'regression')
      JOIN exercises o ON o.id = CASE WHEN v.exercise1 = b.id THEN v.exercise2 ELSE v.exercise1 END
     WHERE b.id = ANY(${textArray(exerciseIds)})
       AND o.difficulty_level > b.difficulty_level
       AND o.equipment_required <@ b.equipment_required
     ORDER BY b.id, o.difficulty_level, o.name`);
  for (const r of rows) out.set(r.base, { id: r.id, name: r.name });
  return out;
}
