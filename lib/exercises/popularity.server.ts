import "server-only";
/**
 * Server side of /api/exercises/popularity: how often each exercise is really
 * used, counted in one SQL query:
 * - workouts: saved workouts that list the exercise, counting only workouts
 *   the caller may list (the workouts collection's list rule), so the answer
 *   never reveals someone else's private workout;
 * - sessions: logged workout sessions that performed it (its exercises list
 *   or a set logged for it), by anyone. Only totals leave the server.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db";
import { listRuleSql } from "@/lib/records/rule-sql";
import { textArray } from "@/lib/records/sqlutil";
import type { RequestInfo } from "@/lib/records/types";

export interface ExercisePopularity {
  id: string;
  workouts: number;
  sessions: number;
}

export const EXERCISE_POPULARITY_MAX_IDS = 200;

/** Exercises used at least once, most used (workouts + sessions) first, then by id. */
export async function exercisePopularity(
  database: DatabaseHandle,
  request: RequestInfo,
  ids: readonly string[] | null,
): Promise<ExercisePopularity[]> {
  const visible = listRuleSql("workouts", "w", request);
  const only = ids ? sql`AND e.id = ANY(${textArray(ids)})` : sql``;
  const rows = await database.rows<{ id: string; workouts: number | string; sessions: number | string }>(sql`
    WITH saved AS (
      SELECT x.exercise, count(DISTINCT w.id) AS n
        FROM workouts w
        CROSS JOIN LATERAL unnest(w.exercises) AS x(exercise)
       WHERE ${visible}
       GROUP BY x.exercise
    ),
    performed AS (
      SELECT p.exercise, count(DISTINCT p.session) AS n
        FROM (
          SELECT s.id AS session, x.exercise
            FROM workout_sessions s
            CROSS JOIN LATERAL unnest(s.exercises_performed) AS x(exercise)
          UNION
          SELECT t.session, t.exercise FROM workout_sets t
        ) p
       GROUP BY p.exercise
    )
    SELECT e.id, coalesce(saved.n, 0) AS workouts, coalesce(performed.n, 0) AS sessions
      FROM exercises e
      LEFT JOIN saved ON saved.exercise = e.id
      LEFT JOIN performed ON performed.exercise = e.id
     -- The catalogue only: a lifter's own imported exercises are nobody else's business.
     WHERE e.owner IS NULL AND (saved.n IS NOT NULL OR performed.n IS NOT NULL) ${only}
     ORDER BY coalesce(saved.n, 0) + coalesce(performed.n, 0) DESC, e.id ASC`);
  return rows.map((r) => ({ id: r.id, workouts: Number(r.workouts), sessions: Number(r.sessions) }));
}
