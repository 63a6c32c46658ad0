/**
 * Training logs exported by other apps, read into one shape (issue 21 item 5).
 *
 * Strong, current export: comma-separated,
 *   Date, Workout Name, Duration, Exercise Name, Set Order, Weight, Reps, Distance, Seconds, Notes, Workout Notes, RPE
 *   weights in the exporting user's unit, which the file does not say (the importer asks).
 * Strong, older export: semicolon-separated, the same columns plus Weight Unit and Distance Unit.
 * Hevy: title, start_time, end_time, description, exercise_title, superset_id, exercise_notes,
 *   set_index, set_type, weight_kg or weight_lbs, reps, distance_km or distance_miles, duration_seconds, rpe
 *   (warm-up sets marked "warmup" in set_type).
 * Dates carry no time zone in either app: they are read as wall-clock times in the lifter's zone.
 *
 * CSV itself (quotes, commas and line breaks inside fields, BOM) is papaparse's job.
 */
import Papa from "papaparse";
import { wallClockToUtc } from "./wall-clock";

export type ImportSource = "strong" | "hevy";
export type LoadUnit = "kg" | "lbs";

export interface ImportedSet {
  /** The workout as the file names it: its start and title, which identify it on a second import. */
  workoutStart: Date;
  workoutName: string;
  durationMinutes: number;
  exerciseName: string;
  /** 1-based order of the set within the exercise in this workout. */
  setNumber: number;
  /** kg */
  weight: number;
  reps: number;
  /** 0 when not rated */
  rpe: number;
}

export interface ParsedLog {
  source: ImportSource;
  format: "strong" | "strong-legacy" | "hevy";
  sets: ImportedSet[];
  /** Data rows read (warm-ups and rows without an exercise included). */
  rows: number;
  /** Rows that could not be read, with the reason: 1-based line numbers of the file. */
  rejected: Array<{ line: number; reason: string }>;
}

export class ImportFormatError extends Error {}

const LB = 0.45359237;
const number = (v: unknown): number => {
  const n = Number(String(v ?? "").trim().replace(",", "."));
  return Number.isFinite(n) ? n : NaN;
};
const orZero = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** "1h 5m", "45m", "1h", "3600" (seconds in some exports) -> minutes. */
export function durationMinutes(text: string): number {
  const t = text.trim();
  if (/^\d+$/.test(t)) return Math.round(Number(t) / 60);
  const h = /(\d+)\s*h/.exec(t);
  const m = /(\d+)\s*m(?!s)/.exec(t);
  return (h ? Number(h[1]) * 60 : 0) + (m ? Number(m[1]) : 0);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "2023-05-14 17:45:12", "2023-05-14T17:45", "14 May 2023, 17:45", "May 14, 2023 5:45 PM" -> wall-clock parts. */
export function parseWallClock(text: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(t);
  if (m) return { y: +m[1], mo: +m[2], d: +m[3], h: +m[4], mi: +m[5], s: +(m[6] ?? 0) };
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?/i.exec(t);
  if (m) {
    const mo = MONTHS.indexOf(m[2].toLowerCase()) + 1;
    const pm = m[7]?.toLowerCase();
    const h = pm ? (+m[4] % 12) + (pm === "pm" ? 12 : 0) : +m[4];
    return mo > 0 ? { y: +m[3], mo, d: +m[1], h, mi: +m[5], s: +(m[6] ?? 0) } : null;
  }
  m = /^([A-Za-z]{3})[a-z]* (\d{1,2}),? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?/i.exec(t);
  if (m) {
    const mo = MONTHS.indexOf(m[1].toLowerCase()) + 1;
    const pm = m[7]?.toLowerCase();
    const h = pm ? (+m[4] % 12) + (pm === "pm" ? 12 : 0) : +m[4];
    return mo > 0 ? { y: +m[3], mo, d: +m[2], h, mi: +m[5], s: +(m[6] ?? 0) } : null;
  }
  return null;
}

type Row = Record<string, string>;

/** Rows read from one file at most (a decade of four sessions a week is about 60,000); one more is read to tell the file is longer. */
export const MAX_IMPORT_ROWS = 100_000;

function readCsv(text: string, delimiter: string): { header: string[]; rows: Row[] } {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ""), { header: true, delimiter, skipEmptyLines: "greedy", transformHeader: (h) => h.trim(), preview: MAX_IMPORT_ROWS + 1 });
  if (parsed.data.length > MAX_IMPORT_ROWS) throw new ImportFormatError(`The file has more than ${MAX_IMPORT_ROWS} rows; at most ${MAX_IMPORT_ROWS} are read in one import. Split it by date.`);
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

/** A workout lasts at most a day; a longer stated duration is a typo, read as unknown. */
const MAX_WORKOUT_MINUTES = 24 * 60;
/** Dates before this or more than a day ahead of now are not training dates. */
const EARLIEST = Date.UTC(1970, 0, 1);

function detect(text: string): { format: ParsedLog["format"]; header: string[]; rows: Row[] } {
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  if (/exercise_title/.test(firstLine)) return { format: "hevy", ...readCsv(text, ",") };
  if (/Exercise Name/.test(firstLine)) {
    const semicolon = firstLine.split(";").length > firstLine.split(",").length;
    return { format: semicolon ? "strong-legacy" : "strong", ...readCsv(text, semicolon ? ";" : ",") };
  }
  throw new ImportFormatError("This is not a Strong or Hevy CSV export: the first line names neither \"Exercise Name\" (Strong) nor \"exercise_title\" (Hevy).");
}

const STRONG_COLUMNS = ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Reps"];
const HEVY_COLUMNS = ["title", "start_time", "exercise_title", "set_index", "set_type", "reps"];

/**
 * Reads a Strong or Hevy export. `unit` is the unit of Strong's current export
 * (which does not say); `timeZone` the zone its wall-clock times are in.
 */
export function parseTrainingLog(text: string, options: { unit: LoadUnit; timeZone: string }): ParsedLog {
  const { format, header, rows } = detect(text);
  const needed = format === "hevy" ? HEVY_COLUMNS : STRONG_COLUMNS;
  const missing = needed.filter((c) => !header.includes(c));
  if (missing.length) throw new ImportFormatError(`The file's header lacks ${missing.join(", ")}.`);
  if (format === "hevy" && !header.includes("weight_kg") && !header.includes("weight_lbs")) throw new ImportFormatError("The file's header lacks weight_kg or weight_lbs.");

  const sets: ImportedSet[] = [];
  const rejected: ParsedLog["rejected"] = [];
  const order = new Map<string, number>();
  rows.forEach((row, i) => {
    const line = i + 2;
    const read = format === "hevy" ? hevyRow(row, header) : strongRow(row, format, options.unit);
    if ("reason" in read) return void rejected.push({ line, reason: read.reason });
    const wall = parseWallClock(read.when);
    if (!wall) return void rejected.push({ line, reason: `unreadable date "${read.when.slice(0, 40)}"` });
    const workoutStart = wallClockToUtc(wall, options.timeZone);
    if (!(workoutStart.getTime() >= EARLIEST && workoutStart.getTime() <= Date.now() + 86_400_000)) return void rejected.push({ line, reason: `date out of range "${read.when.slice(0, 40)}"` });
    // Warm-ups are kept out of the log, as the app's own warm-ups are (they are not hard sets).
    if (read.warmup) return;
    const key = `${workoutStart.toISOString()}|${read.workoutName}|${read.exerciseName.toLowerCase()}`;
    const setNumber = (order.get(key) ?? 0) + 1;
    order.set(key, setNumber);
    sets.push({ workoutStart, workoutName: read.workoutName, durationMinutes: read.duration > 0 && read.duration <= MAX_WORKOUT_MINUTES ? read.duration : 0, exerciseName: read.exerciseName, setNumber, weight: read.weight, reps: read.reps, rpe: read.rpe });
  });
  return { source: format === "hevy" ? "hevy" : "strong", format, sets, rows: rows.length, rejected };
}

interface RowRead {
  when: string;
  workoutName: string;
  duration: number;
  exerciseName: string;
  weight: number;
  reps: number;
  rpe: number;
  warmup: boolean;
}

const text = (v: unknown, max = 200) => String(v ?? "").trim().slice(0, max);

function common(exerciseName: string, reps: number, rpe: number): { reason: string } | null {
  if (!exerciseName) return { reason: "no exercise name" };
  if (!Number.isFinite(reps) || reps < 0 || reps > 1000) return { reason: "reps out of range" };
  if (Number.isFinite(rpe) && (rpe < 0 || rpe > 10)) return { reason: "RPE out of range" };
  return null;
}

function strongRow(row: Row, format: ParsedLog["format"], unit: LoadUnit): RowRead | { reason: string } {
  const exerciseName = text(row["Exercise Name"]);
  const reps = orZero(number(row.Reps));
  const rpe = orZero(number(row.RPE));
  const problem = common(exerciseName, reps, rpe);
  if (problem) return problem;
  const rowUnit = format === "strong-legacy" ? (/lb/i.test(row["Weight Unit"] ?? "") ? "lbs" : "kg") : unit;
  const raw = orZero(number(row.Weight));
  if (raw > 2000) return { reason: "weight out of range" };
  const setOrder = text(row["Set Order"]).toUpperCase();
  return {
    when: text(row.Date),
    workoutName: text(row["Workout Name"]) || "Imported workout",
    duration: durationMinutes(text(row.Duration)),
    exerciseName,
    weight: rowUnit === "lbs" ? raw * LB : raw,
    reps,
    rpe,
    warmup: setOrder === "W",
  };
}

function hevyRow(row: Row, header: string[]): RowRead | { reason: string } {
  const exerciseName = text(row.exercise_title);
  const reps = orZero(number(row.reps));
  const rpe = orZero(number(row.rpe));
  const problem = common(exerciseName, reps, rpe);
  if (problem) return problem;
  const lbs = header.includes("weight_lbs");
  const raw = orZero(number(lbs ? row.weight_lbs : row.weight_kg));
  if (raw > 2000) return { reason: "weight out of range" };
  const start = parseWallClock(text(row.start_time));
  const end = parseWallClock(text(row.end_time));
  const minutes = start && end ? Math.max(0, Math.round((Date.UTC(end.y, end.mo - 1, end.d, end.h, end.mi) - Date.UTC(start.y, start.mo - 1, start.d, start.h, start.mi)) / 60000)) : 0;
  return {
    when: text(row.start_time),
    workoutName: text(row.title) || "Imported workout",
    duration: minutes,
    exerciseName,
    weight: lbs ? raw * LB : raw,
    reps,
    rpe,
    warmup: /warm/i.test(text(row.set_type)),
  };
}
