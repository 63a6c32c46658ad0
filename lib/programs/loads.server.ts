import "server-only";
/**
 * Server side of GET /api/programs/{id}/loads (issue 21 item 2): the program
 * as the caller may see it (its view rule, through the record engine), the
 * items whose prescription states a % of training max, and for each of those
 * lifts the caller's training max (stored, else from their own log) with the
 * weight of every item. Every query on personal data is bound to the caller.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db";
import { viewRecord } from "@/lib/records/crud";
import { requireCollection } from "@/lib/records/registry";
import { textArray } from "@/lib/records/sqlutil";
import type { RequestInfo } from "@/lib/records/types";
import { parseExerciseDetails } from "@/lib/training/program-sanitise";
import { chooseTrainingMax, historyTrainingMax, itemLoad, TM_HISTORY_WEEKS, type StoredTrainingMax } from "@/lib/sessions/training-max";
import { isWeightUnit, type WeightUnit } from "@/lib/sessions/units";
import type { LiftLoads, ProgramItemLoad, ProgramLoads } from "./loads";

/** Bounds: a program is at most 52 weeks of 7 days; a lift's log over 8 weeks is far under this. */
const MAX_DAYS = 400;
const MAX_SETS = 5000;

type Caller = RequestInfo & { auth: { id: string; weightUnit?: unknown } };

export async function programLoads(database: DatabaseHandle, programId: string, request: Caller, now = new Date()): Promise<ProgramLoads> {
  // 404 for a program the caller may not see, exactly as the records API answers.
  await viewRecord(requireCollection("training_programs"), programId, { fields: "id" }, request);
  const userId = request.auth.id;
  const unit: WeightUnit = isWeightUnit(request.auth.weightUnit) ? request.auth.weightUnit : "kg";
  const days = await database.rows<{ week: number; day: number; day_id: string; workout: string; details: unknown }>(sql`
    SELECT w.week_number AS week, d.day_number AS day, d.id AS day_id, wk.id AS workout, wk.exercise_details AS details
      FROM program_weeks w
      JOIN program_days d ON d.program_week = w.id
      JOIN workouts wk ON wk.id = d.workout
     WHERE w.training_program = ${programId} AND NOT d.is_rest_day
     ORDER BY w.week_number, d.day_number
     LIMIT ${MAX_DAYS}`);
  const planned: Array<{ week: number; day: number; programDay: string; workout: string; exercise: string; percentTm: number }> = [];
  for (const d of days) {
    for (const [exercise, detail] of Object.entries(parseExerciseDetails(d.details))) {
      if (typeof detail.percentTm === "number") planned.push({ week: Number(d.week), day: Number(d.day), programDay: d.day_id, workout: d.workout, exercise, percentTm: detail.percentTm });
    }
  }
  const ids = [...new Set(planned.map((p) => p.exercise))];
  if (ids.length === 0) return { unit, lifts: [], items: [] };
  const [exercises, stored, sets] = await Promise.all([
    database.rows<{ id: string; name: string; equipment: string[] | null }>(sql`
      SELECT e.id, e.name, (SELECT array_agg(q.name) FROM equipment q WHERE q.id = ANY(e.equipment_required)) AS equipment
        FROM exercises e
       WHERE e.id = ANY(${textArray(ids)}) AND (e.owner IS NULL OR e.owner = ${userId})`),
    database.rows<{ id: string; exercise: string; weight: number; unit: string; source: string; tested_on: string | Date | null }>(sql`
      SELECT id, exercise, weight, unit, source, tested_on FROM training_maxes WHERE "user" = ${userId} AND exercise = ANY(${textArray(ids)})`),
    database.rows<{ exercise: string; weight: number; reps: number; rpe: number; at_ms: number | string }>(sql`
      SELECT s.exercise, s.weight, s.reps, s.rpe, (extract(epoch from coalesce(ws.started_at, s.created)) * 1000)::float8 AS at_ms
        FROM workout_sets s
        JOIN workout_sessions ws ON ws.id = s.session
       WHERE s."user" = ${userId} AND s.completed AND s.exercise = ANY(${textArray(ids)})
         AND coalesce(ws.started_at, s.created) >= ${new Date(now.getTime() - TM_HISTORY_WEEKS * 7 * 86_400_000).toISOString()}::timestamptz
       ORDER BY at_ms DESC
       LIMIT ${MAX_SETS}`),
  ]);
  const lifts = new Map<string, LiftLoads & { equipment: string[] }>();
  for (const e of exercises) {
    const own = stored.find((s) => s.exercise === e.id);
    const storedMax = own && isWeightUnit(own.unit) ? { id: own.id, weight: Number(own.weight), unit: own.unit, source: own.source as StoredTrainingMax["source"], testedOn: own.tested_on ? new Date(own.tested_on).toISOString() : null } : null;
    const history = historyTrainingMax(
      sets.filter((s) => s.exercise === e.id).map((s) => ({ weight: Number(s.weight), reps: Number(s.reps), rpe: Number(s.rpe), at: Number(s.at_ms) })),
      now.getTime(),
    );
    const fromHistory = chooseTrainingMax(null, history, unit);
    lifts.set(e.id, {
      exercise: e.id,
      name: e.name,
      trainingMax: chooseTrainingMax(storedMax, history, unit),
      stored: storedMax,
      fromHistory: fromHistory?.weight ?? null,
      equipment: e.equipment ?? [],
    });
  }
  const items: ProgramItemLoad[] = [];
  for (const p of planned) {
    const lift = lifts.get(p.exercise);
    const load = lift ? itemLoad({ percentTm: p.percentTm, trainingMax: lift.trainingMax?.weight ?? null, unit, equipment: lift.equipment }) : null;
    if (load) items.push({ week: p.week, day: p.day, programDay: p.programDay, workout: p.workout, exercise: p.exercise, load });
  }
  // Only lifts that carry a load somewhere (a loaded lift with a %TM), in the program's order.
  const used = new Set(items.map((i) => i.exercise));
  const ordered = ids.filter((id) => used.has(id)).map((id) => {
    const { equipment: _equipment, ...lift } = lifts.get(id)!;
    return lift;
  });
  return { unit, lifts: ordered, items };
}
