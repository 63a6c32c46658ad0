import "server-only";
/**
 * Imports a Strong or Hevy export into one lifter's log (issue 21 item 5):
 * parse, match names against the catalogue (and the lifter's own custom
 * exercises from an earlier import), plan every record with a derived id,
 * then write it all in one transaction where existing ids are left alone,
 * so the same file imported twice adds nothing. A preview writes nothing
 * and lists the fuzzy matches to confirm.
 */
import { sql } from "drizzle-orm";
import { appSecret } from "@/lib/auth/secret.server";
import type { DatabaseHandle } from "@/db";
import { runnerFor } from "@/lib/records/runner";
import { textArray } from "@/lib/records/sqlutil";
import { matchExerciseNames, type NameMatch } from "./exercise-matching";
import { parseTrainingLog, type ImportSource, type LoadUnit, type ParsedLog } from "./formats";
import { keyedIds } from "./ids.server";
import { planImport, type ImportPlan } from "./plan";

export const IMPORT_LIMITS = {
  maxBytes: 16 * 1024 * 1024,
  /** Rejected rows listed in the answer; the count covers them all. */
  listedRejections: 50,
  /** Names a lifter may keep out of the fuzzy matches in one request. */
  maxRejectedNames: 500,
  /** Distinct exercise names in one file: more is not a training log. */
  maxNames: 2_000,
  /** Custom exercises one lifter may hold. */
  maxCustomExercises: 5_000,
} as const;

export interface ImportOptions {
  userId: string;
  source: ImportSource;
  unit: LoadUnit;
  timeZone: string;
  /** Write nothing; answer what would be written and the fuzzy matches to confirm. */
  preview: boolean;
  /** Fuzzy proposals the lifter turned down: these names become custom exercises. */
  rejectFuzzy: ReadonlySet<string>;
}

export interface ImportAnswer {
  source: ImportSource;
  format: ParsedLog["format"];
  preview: boolean;
  rows: number;
  rejected: { count: number; rows: ParsedLog["rejected"] };
  sessions: { inFile: number; added: number };
  sets: { inFile: number; added: number };
  exercises: { exact: number; normalised: number; fuzzy: number; custom: number; customAdded: number };
  /** Fuzzy proposals: applied unless turned down (preview shows them first). */
  toConfirm: Array<{ name: string; exercise: { id: string; name: string }; score: number; sets: number }>;
  custom: Array<{ name: string; sets: number }>;
}

export class ImportError extends Error {}

export const IMPORTS_PER_MINUTE = 5;
/** Previews write nothing but read the whole file: limited too, more loosely. */
export const PREVIEWS_PER_MINUTE = 20;

export async function importTrainingLog(database: DatabaseHandle, text: string, options: ImportOptions): Promise<ImportAnswer> {
  const log = parseTrainingLog(text, { unit: options.unit, timeZone: options.timeZone });
  if (log.source !== options.source) throw new ImportError(`This file is a ${log.source === "hevy" ? "Hevy" : "Strong"} export: import it as ${log.source === "hevy" ? "Hevy" : "Strong"}.`);

  const catalogue = await database.rows<{ id: string; name: string }>(sql`SELECT id, name FROM exercises WHERE owner IS NULL`);
  const mine = await database.rows<{ id: string; name: string }>(sql`SELECT id, name FROM exercises WHERE owner = ${options.userId}`);
  const setCounts = new Map<string, number>();
  for (const s of log.sets) setCounts.set(s.exerciseName, (setCounts.get(s.exerciseName) ?? 0) + 1);
  const names = [...setCounts.keys()];
  if (names.length > IMPORT_LIMITS.maxNames) throw new ImportError(`The file names ${names.length} different exercises; at most ${IMPORT_LIMITS.maxNames} are read in one import.`);
  const matches = matchExerciseNames(names, catalogue);
  const ownByLower = new Map(mine.map((e) => [e.name.toLowerCase(), e]));
  const settled = new Map<string, NameMatch>();
  for (const [name, m] of matches) {
    // A name kept as the lifter's own exercise on an earlier import stays theirs.
    const own = ownByLower.get(name.toLowerCase());
    if (own && m.kind !== "exact" && m.kind !== "normalised") settled.set(name, { name, kind: "custom", exercise: own });
    else if (m.kind === "fuzzy" && options.rejectFuzzy.has(name)) settled.set(name, { name, kind: "custom" });
    else settled.set(name, m);
  }
  const idFor = keyedIds(await appSecret());
  const customIdFor = (name: string) => ownByLower.get(name.toLowerCase())?.id ?? idFor(`custom|${options.userId}|${name.toLowerCase()}`);
  const exerciseFor = (name: string) => settled.get(name)?.exercise?.id ?? customIdFor(name);
  const plan = planImport(options.userId, options.source, log.sets, exerciseFor, settled, customIdFor, idFor);
  const mineIds = new Set(mine.map((e) => e.id));
  const newCustoms = plan.customs.filter((c) => !mineIds.has(c.id)).length;
  if (mine.length + newCustoms > IMPORT_LIMITS.maxCustomExercises) throw new ImportError(`This import would make ${newCustoms} new exercises of your own beside the ${mine.length} you have; at most ${IMPORT_LIMITS.maxCustomExercises} are kept.`);

  const setsOf = (name: string) => setCounts.get(name) ?? 0;
  const count = (kind: NameMatch["kind"]) => [...settled.values()].filter((m) => m.kind === kind).length;
  const answer: ImportAnswer = {
    source: log.source,
    format: log.format,
    preview: options.preview,
    rows: log.rows,
    rejected: { count: log.rejected.length, rows: log.rejected.slice(0, IMPORT_LIMITS.listedRejections) },
    sessions: { inFile: plan.sessions.length, added: 0 },
    sets: { inFile: plan.sets.length, added: 0 },
    exercises: { exact: count("exact"), normalised: count("normalised"), fuzzy: count("fuzzy"), custom: count("custom"), customAdded: 0 },
    toConfirm: [...matches.values()]
      .filter((m) => m.kind === "fuzzy" && m.exercise)
      .map((m) => ({ name: m.name, exercise: { id: m.exercise!.id, name: m.exercise!.name }, score: m.score ?? 0, sets: setsOf(m.name) })),
    custom: [...settled.values()].filter((m) => m.kind === "custom").map((m) => ({ name: m.name, sets: setsOf(m.name) })),
  };
  if (options.preview) return answer;
  const written = await write(database, options.userId, plan);
  return { ...answer, sessions: { ...answer.sessions, added: written.sessions }, sets: { ...answer.sets, added: written.sets }, exercises: { ...answer.exercises, customAdded: written.customs } };
}

const CHUNK = 500;
const chunks = <T>(xs: readonly T[]) => Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** Everything in one transaction; a record whose id (or set place) exists is skipped, which is what makes a second import add nothing. */
async function write(database: DatabaseHandle, userId: string, plan: ImportPlan): Promise<{ sessions: number; sets: number; customs: number }> {
  return database.db.transaction(async (tx) => {
    const rows = runnerFor(tx);
    // Migration 0026's triggers read this: no catalogue version bump for a lifter's own exercises, no realtime event per row.
    await rows(sql`SELECT set_config('forgefit.importing', 'on', true)`);
    let customs = 0;
    for (const part of chunks(plan.customs)) {
      const added = await rows<{ id: string }>(sql`
        INSERT INTO exercises (id, name, owner, is_active)
        SELECT id, name, ${userId}, false FROM unnest(${textArray(part.map((c) => c.id))}, ${textArray(part.map((c) => c.name))}) AS x(id, name)
        ON CONFLICT DO NOTHING RETURNING id`);
      customs += added.length;
    }
    let sessions = 0;
    for (const part of chunks(plan.sessions)) {
      const added = await rows<{ id: string }>(sql`
        INSERT INTO workout_sessions (id, "user", name, status, started_at, completed_at, duration_minutes, estimated_calories_burned, total_volume, exercises_performed, notes)
        SELECT id, ${userId}, name, 'completed', started_at, completed_at, duration, calories, volume, string_to_array(performed, ','), notes
          FROM unnest(
            ${textArray(part.map((s) => s.id))}, ${textArray(part.map((s) => s.name))},
            ${textArray(part.map((s) => s.startedAt.toISOString()))}::timestamptz[], ${textArray(part.map((s) => s.completedAt.toISOString()))}::timestamptz[],
            ${textArray(part.map((s) => String(s.durationMinutes)))}::int[], ${textArray(part.map((s) => String(s.estimatedCaloriesBurned)))}::int[],
            ${textArray(part.map((s) => String(s.totalVolume)))}::float8[], ${textArray(part.map((s) => s.exercisesPerformed.join(",")))}, ${textArray(part.map((s) => s.notes))}
          ) AS x(id, name, started_at, completed_at, duration, calories, volume, performed, notes)
        ON CONFLICT DO NOTHING RETURNING id`);
      sessions += added.length;
    }
    let sets = 0;
    for (const part of chunks(plan.sets)) {
      const added = await rows<{ id: string }>(sql`
        INSERT INTO workout_sets (id, "user", session, exercise, set_number, reps, weight, rpe, completed, completed_at)
        SELECT id, ${userId}, session, exercise, set_number, reps, weight, rpe, true, completed_at
          FROM unnest(
            ${textArray(part.map((s) => s.id))}, ${textArray(part.map((s) => s.session))}, ${textArray(part.map((s) => s.exercise))},
            ${textArray(part.map((s) => String(s.setNumber)))}::int[], ${textArray(part.map((s) => String(s.reps)))}::int[],
            ${textArray(part.map((s) => String(s.weight)))}::float8[], ${textArray(part.map((s) => String(s.rpe)))}::float8[],
            ${textArray(part.map((s) => s.completedAt.toISOString()))}::timestamptz[]
          ) AS x(id, session, exercise, set_number, reps, weight, rpe, completed_at)
         -- Only into this lifter's own sessions, with exercises they may use: an id someone else holds is skipped.
         WHERE EXISTS (SELECT 1 FROM workout_sessions ws WHERE ws.id = x.session AND ws."user" = ${userId})
           AND EXISTS (SELECT 1 FROM exercises e WHERE e.id = x.exercise AND (e.owner IS NULL OR e.owner = ${userId}))
        ON CONFLICT DO NOTHING RETURNING id`);
      sets += added.length;
    }
    return { sessions, sets, customs };
  });
}
