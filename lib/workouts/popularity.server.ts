import "server-only";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db";
import { badRequest, fieldError } from "@/lib/records/errors";
import { listRuleSql } from "@/lib/records/rule-sql";
import type { RequestInfo } from "@/lib/records/types";
import { RECORD_ID_PATTERN } from "@/lib/shared/record-id";

export interface WorkoutPopularity {
  /** Workout id. */
  id: string;
  /** Logged workout sessions that used this workout, by anyone. */
  sessions: number;
}

export const MAX_IDS = 200;

/**
 * `ids` query parameter: optional comma list of record ids. Anything that is
 * not a record id is the caller's mistake (400), never a database error.
 */
export function parseIds(raw: string | null): string[] | null {
  if (raw === null || raw.trim() === "") return null;
  const ids = [...new Set(raw.split(",").map((s) => s.trim()).filter(Boolean))];
  const bad = ids.find((id) => !RECORD_ID_PATTERN.test(id));
  if (bad !== undefined) {
    throw badRequest("Invalid ids: expected comma-separated 15-character record ids.", {
      ids: fieldError("validation_invalid_id", `"${bad.slice(0, 40)}" is not a record id.`),
    });
  }
  if (ids.length > MAX_IDS) {
    throw badRequest(`Invalid ids: at most ${MAX_IDS} ids per request.`, {
      ids: fieldError("validation_too_many", `At most ${MAX_IDS} ids.`),
    });
  }
  return ids;
}

/**
 * Session counts per workout in one grouped query. Only workouts the caller
 * may list are counted (the workouts collection's list rule), so the answer
 * never reveals that someone else's private workout exists. Counts include
 * every user's sessions: popularity is about the workout, and a count says
 * nothing about who trained.
 */
export async function workoutPopularity(
  database: DatabaseHandle,
  request: RequestInfo,
  ids: string[] | null,
): Promise<WorkoutPopularity[]> {
  const visible = listRuleSql("workouts", "w", request);
  const only = ids ? sql`AND w.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const rows = await database.rows<{ id: string; sessions: number | string }>(sql`
    SELECT w.id, count(s.id) AS sessions
    FROM workouts w
    JOIN workout_sessions s ON s.workout = w.id
    WHERE ${visible} ${only}
    GROUP BY w.id
    ORDER BY count(s.id) DESC, w.id ASC`);
  return rows.map((r) => ({ id: r.id, sessions: Number(r.sessions) }));
}

/** Sessions logged with any workout the caller may list: the library's hero figure. */
export async function workoutSessionTotal(database: DatabaseHandle, request: RequestInfo): Promise<number> {
  const visible = listRuleSql("workouts", "w", request);
  const [row] = await database.rows<{ n: number | string }>(sql`
    SELECT count(s.id) AS n FROM workouts w JOIN workout_sessions s ON s.workout = w.id WHERE ${visible}`);
  return Number(row?.n ?? 0);
}
