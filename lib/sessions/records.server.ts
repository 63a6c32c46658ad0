import "server-only";
/**
 * Server side of GET /api/records/recent: the signed-in lifter's own completed
 * loaded sets (oldest first, capped), walked once by the pure record rules.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db";
import { recentRecords, type RecentRecord, type RecordNote } from "./records";
import { toDisplayWeight, type WeightUnit } from "./units";

/** Enough for years of training; older sets beyond it only shift which records count as broken. */
const MAX_SETS = 20_000;

export async function recentRecordsFor(database: DatabaseHandle, userId: string, unit: WeightUnit, days: number, limit: number): Promise<RecentRecord[]> {
  const rows = await database.rows<{ id: string; exercise: string; name: string; at_ms: number | string; weight: number; reps: number }>(sql`
    SELECT * FROM (
      SELECT s.id, s.exercise, e.name, (extract(epoch from coalesce(s.completed_at, s.created)) * 1000)::float8 AS at_ms, s.weight, s.reps
        FROM workout_sets s
        JOIN exercises e ON e.id = s.exercise
       WHERE s."user" = ${userId} AND s.completed AND s.weight > 0 AND s.reps > 0
       ORDER BY at_ms DESC
       LIMIT ${MAX_SETS}
    ) newest ORDER BY at_ms, id`);
  const names = new Map(rows.map((r) => [r.exercise, r.name]));
  const since = Date.now() - days * 86_400_000;
  const sets = rows.map((r) => ({ id: r.id, exercise: r.exercise, at: new Date(Number(r.at_ms)), weight: Number(r.weight), reps: Number(r.reps), completed: true }));
  const kinds = (n: RecordNote) => [n.weight && "weight", n.reps && "reps", n.oneRepMax && "e1rm"].filter((k): k is "weight" | "reps" | "e1rm" => Boolean(k));
  return recentRecords(sets, since, limit).map((e) => ({
    exercise: e.exercise,
    name: names.get(e.exercise) ?? "",
    date: new Date(e.at).toISOString(),
    weight: toDisplayWeight(e.weight, unit),
    reps: e.reps,
    records: kinds(e.note),
  }));
}
