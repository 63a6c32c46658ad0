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
import { listRuleSql } from "@/lib/records/rule-sql";
import { textArray } from "@/lib/records/sqlutil";
import type { RequestInfo } from "@/lib/records/types";
import { chooseTrainingMax, historyTrainingMax, itemLoad, TM_HISTORY_WEEKS, type StoredTrainingMax } from "@/lib/sessions/training-max";
import { isWeightUnit, type WeightUnit } from "@/lib/sessions/units";
import type { LiftLoads, ProgramItemLoad, ProgramLoads } from "./loads";

/** Bounds: a program is at most 52 weeks of 7 days; a lift's log over 8 weeks is far under this. */
const MAX_DAYS = 400;
const MAX_SETS = 5000;
/** A generated session states a %TM on a handful of lifts; a hand-made workout gets no more than this many read. */
const MAX_TM_ITEMS_PER_WORKOUT = 30;

type Caller = RequestInfo & { auth: { id: string; weightUnit?: unknown } };

export async function programLoads(database: DatabaseHandle, programId: string, request: Caller, now = new Date()): Promise<ProgramLoads> {
  // 404 for a program the caller may not see, exactly as the records API answers.
  await viewRecord(requireCollection("training_programs"), programId, { fields: "id" }, request);
  const userId = request.auth.id;
  const unit: WeightUnit = isWeightUnit(request.auth.weightUnit) ? request.auth.weightUnit : "kg";
  // Days first, details once per distinct workout: a program may point all its days at one
  // workout, and its details (up to 200 KB) must not be read and parsed once per day.
  // A day's workout counts only if the caller may list it (its list rule), as the records API would.
  const days = await database.rows<{ week: number; day: number; day_id: string; workout: string }>(sql`
    SELECT w.week_number AS week, d.day_number AS day, d.id AS day_id, wk.id AS workout
      FROM program_weeks w
      JOIN program_days d ON d.program_week = w.id
      JOIN workouts wk ON wk.id = d.workout
     WHERE w.training_program = ${programId} AND NOT d.is_rest_day AND ${listRuleSql("workouts", "wk", request)}
     ORDER BY w.week_number, d.day_number
     LIMIT ${MAX_DAYS}`);
  const workoutIds = [...new Set(days.map((d) => d.workout))];
  // The %TM entries are picked out in SQL, a few per workout: no 200 KB details reach Node.
  const entries = workoutIds.length === 0 ? [] : await database.rows<{ workout: string; exercise: string; pct: number }>(sql`
    SELECT wk.id AS workout, e.key AS exercise, (e.value ->> 'percentTm')::float8 AS pct
      FROM workouts wk,
           LATERAL (SELECT key, value FROM jsonb_each(CASE WHEN jsonb_typeof(wk.exercise_details) = 'object' THEN wk.exercise_details ELSE '{}'::jsonb END)
                     WHERE jsonb_typeof(value -> 'percentTm') = 'number'
                     LIMIT ${MAX_TM_ITEMS_PER_WORKOUT}) e
     WHERE wk.id = ANY(${textArray(workoutIds)})`);
  const details = new Map<string, Array<[string, number]>>();
  for (const e of entries) {
    const pct = Number(e.pct);
    // The range the program sanitiser stores (lib/training/program-sanitise.ts).
    if (!(pct > 0 && pct <= 120)) continue;
    details.set(e.workout, [...(details.get(e.workout) ?? []), [e.exercise, pct]]);
  }
  const planned: Array<{ week: number; day: number; programDay: string; workout: string; exercise: string; percentTm: number }> = [];
  for (const d of days) {
    for (const [exercise, percentTm] of details.get(d.workout) ?? []) {
      planned.push({ week: Number(d.week), day: Number(d.day), programDay: d.day_id, workout: d.workout, exercise, percentTm });
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
