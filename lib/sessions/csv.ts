/**
 * History export as CSV (RFC 4180): comma separated, CRLF line ends, fields
 * quoted when they hold a comma, quote or line break, quotes doubled. Cells
 * starting with = + - @ are prefixed with ' so a spreadsheet never runs them
 * as formulas (a workout named "=HYPERLINK(...)" stays text).
 */
import { epleyOneRepMax } from "@/lib/training/estimates";
import { toDisplayWeight, type WeightUnit } from "./units";

export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return values.map(csvField).join(",");
}

export interface CsvSession {
  id: string;
  name: string;
  startedAt: Date | null;
  durationMinutes: number;
  status: string;
}

export interface CsvSet {
  session: string;
  exerciseName: string;
  setNumber: number;
  reps: number;
  /** kg */
  weight: number;
  rpe: number;
  completed: boolean;
}

export const CSV_HEADER = ["date", "workout", "session_id", "duration_min", "exercise", "set", "reps", "weight", "unit", "rpe", "completed", "estimated_1rm"] as const;

/** One line per set, sessions in the order given, sets by exercise order then set number as given. */
export function historyCsv(sessions: readonly CsvSession[], sets: readonly CsvSet[], unit: WeightUnit): string {
  const bySession = new Map<string, CsvSet[]>();
  for (const s of sets) bySession.set(s.session, [...(bySession.get(s.session) ?? []), s]);
  const lines = [csvLine(CSV_HEADER)];
  for (const session of sessions) {
    const date = session.startedAt ? session.startedAt.toISOString() : "";
    for (const set of bySession.get(session.id) ?? []) {
      const e1rm = epleyOneRepMax(set.weight, set.reps);
      lines.push(
        csvLine([
          date,
          session.name,
          session.id,
          session.durationMinutes,
          set.exerciseName,
          set.setNumber,
          set.reps,
          toDisplayWeight(set.weight, unit),
          unit,
          set.rpe > 0 ? set.rpe : "",
          set.completed ? "yes" : "no",
          e1rm > 0 ? toDisplayWeight(e1rm, unit) : "",
        ]),
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}
