import "server-only";
/**
 * Server side of GET /api/exercises/{id}/progress: the exercise as the caller
 * may see it (the exercises collection's view rule, through the record
 * engine), the caller's own completed sets of it (never anyone else's: the
 * query is bound to the signed-in user's id) and the pure model.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db";
import { viewRecord } from "@/lib/records/crud";
import { requireCollection } from "@/lib/records/registry";
import type { RequestInfo } from "@/lib/records/types";
import { exerciseProgress, PROGRESS_HISTORY_SESSIONS, type LoggedSet, type ProgressAnswer } from "./exercise-progress";
import { loadKind } from "./load-steps";
import { isLowerBodyCompound } from "./plan";
import { isWeightUnit } from "./units";

/** At most this many sets are read: 100 sessions of up to 20 sets. */
const MAX_SETS = PROGRESS_HISTORY_SESSIONS * 20;

type ExerciseView = {
  repsMin?: number;
  repsMax?: number;
  setsMin?: number;
  setsMax?: number;
  isCompound?: boolean;
  expand?: { bodyRegion?: { name?: string }; equipmentRequired?: Array<{ name?: string }> };
};

export async function progressFor(database: DatabaseHandle, exerciseId: string, request: RequestInfo & { auth: { id: string; weightUnit?: unknown } }): Promise<ProgressAnswer> {
  const exercise = (await viewRecord(requireCollection("exercises"), exerciseId, { expand: "bodyRegion,equipmentRequired", fields: "" }, request)) as ExerciseView;
  const userId = request.auth.id;
  // The newest sessions first, so the cap keeps the recent ones.
  const rows = await database.rows<{ session: string; at_ms: number | string; set_number: number; reps: number; weight: number; rpe: number }>(sql`
    SELECT s.session, (extract(epoch from coalesce(ws.started_at, s.created)) * 1000)::float8 AS at_ms, s.set_number, s.reps, s.weight, s.rpe
      FROM workout_sets s
      JOIN workout_sessions ws ON ws.id = s.session
     WHERE s."user" = ${userId} AND s.exercise = ${exerciseId} AND s.completed
     ORDER BY at_ms DESC, s.set_number
     LIMIT ${MAX_SETS}`);
  const sets: LoggedSet[] = rows.map((r) => ({
    session: r.session,
    at: new Date(Number(r.at_ms)).toISOString(),
    setNumber: Number(r.set_number),
    reps: Number(r.reps),
    weight: Number(r.weight),
    rpe: Number(r.rpe),
    completed: true,
  }));
  // The prescription the lifter last trained it under (the live session's plan item), else the catalogue's range.
  const planned = await database.rows<{ reps_min: number | null; reps_max: number | null; sets: number | null; rpe: number | null }>(sql`
    SELECT (item->>'repsMin')::float8 AS reps_min, (item->>'repsMax')::float8 AS reps_max, (item->>'sets')::float8 AS sets, (item->>'rpe')::float8 AS rpe
      FROM workout_sessions ws
     CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(ws.plan) = 'array' THEN ws.plan ELSE '[]'::jsonb END) AS item
     WHERE ws."user" = ${userId} AND item->>'exercise' = ${exerciseId} AND coalesce(item->>'unit', '') = ''
     ORDER BY ws.started_at DESC NULLS LAST
     LIMIT 1`);
  const plan = planned[0];
  const fromPlan = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) && v > 0 && v <= 100 ? Math.round(v) : null);
  const unit = isWeightUnit(request.auth.weightUnit) ? request.auth.weightUnit : "kg";
  const equipment = (exercise.expand?.equipmentRequired ?? []).map((e) => String(e.name ?? ""));
  return exerciseProgress(
    sets,
    {
      repsMin: fromPlan(plan?.reps_min) ?? exercise.repsMin ?? 8,
      repsMax: Math.max(fromPlan(plan?.reps_min) ?? 0, fromPlan(plan?.reps_max) ?? exercise.repsMax ?? 12),
      sets: fromPlan(plan?.sets) ?? exercise.setsMax ?? exercise.setsMin ?? 3,
      targetRpe: plan?.rpe && plan.rpe > 0 && plan.rpe <= 10 ? plan.rpe : undefined,
      kind: loadKind(equipment),
      lowerBodyCompound: isLowerBodyCompound({ isCompound: exercise.isCompound, bodyRegion: exercise.expand?.bodyRegion?.name }),
    },
    unit,
  );
}
