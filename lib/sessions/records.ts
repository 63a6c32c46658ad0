/**
 * Personal records per exercise: the best weight lifted (for at least one
 * rep) and the best estimated one-rep max by Epley, weight × (1 + reps / 30).
 * (lib/training's epleyOneRepMax returns the weight itself for a single, as a
 * single already is a max.) Only completed sets count.
 */
import { epleyOneRepMax } from "@/lib/training/estimates";

export interface RecordSet {
  id?: string;
  exercise: string;
  reps: number;
  /** kg */
  weight: number;
  completed?: boolean;
  /** When the set was done; orders sets for "did it beat the record standing before it". */
  at?: string | Date | null;
}

export interface PersonalRecord {
  exercise: string;
  /** kg */
  bestWeight: number;
  bestWeightReps: number;
  /** kg */
  bestOneRepMax: number;
  oneRepMaxFrom: { weight: number; reps: number };
  /** Most reps done per weight (kg, rounded to 0.1), for "most reps at this weight". */
  repsAtWeight?: ReadonlyArray<{ weight: number; reps: number }>;
}

/** Rounded to 0.1 kg when compared, so float noise from lbs conversions never makes a "record". */
const r = (x: number) => Math.round(x * 10) / 10;

export function counts(set: RecordSet): boolean {
  return set.completed !== false && set.reps > 0 && set.weight > 0;
}

/**
 * A rep record: more reps than ever at this weight or any heavier one. With
 * no earlier set at least this heavy it is a weight record instead.
 */
function moreReps(record: PersonalRecord, set: RecordSet): boolean {
  const heavier = (record.repsAtWeight ?? []).filter((x) => x.weight >= r(set.weight));
  return heavier.length > 0 && set.reps > Math.max(...heavier.map((x) => x.reps));
}

function better(record: PersonalRecord | undefined, set: RecordSet): RecordNote {
  if (!counts(set)) return { weight: false, oneRepMax: false, reps: false };
  if (!record) return { weight: true, oneRepMax: true, reps: false };
  return {
    weight: r(set.weight) > r(record.bestWeight),
    oneRepMax: r(epleyOneRepMax(set.weight, set.reps)) > r(record.bestOneRepMax),
    reps: moreReps(record, set),
  };
}

function apply(record: PersonalRecord | undefined, set: RecordSet): PersonalRecord {
  const next: PersonalRecord = record
    ? { ...record, oneRepMaxFrom: { ...record.oneRepMaxFrom } }
    : { exercise: set.exercise, bestWeight: 0, bestWeightReps: 0, bestOneRepMax: 0, oneRepMaxFrom: { weight: 0, reps: 0 } };
  const e1rm = epleyOneRepMax(set.weight, set.reps);
  if (set.weight > next.bestWeight || (set.weight === next.bestWeight && set.reps > next.bestWeightReps)) {
    next.bestWeight = set.weight;
    next.bestWeightReps = set.reps;
  }
  if (e1rm > next.bestOneRepMax) {
    next.bestOneRepMax = e1rm;
    next.oneRepMaxFrom = { weight: set.weight, reps: set.reps };
  }
  const at = (record?.repsAtWeight ?? []).filter((x) => x.weight !== r(set.weight));
  const before = (record?.repsAtWeight ?? []).find((x) => x.weight === r(set.weight))?.reps ?? 0;
  next.repsAtWeight = [...at, { weight: r(set.weight), reps: Math.max(before, set.reps) }];
  return next;
}

/** Records per exercise id over the given sets. */
export function personalRecords(sets: readonly RecordSet[]): Map<string, PersonalRecord> {
  const out = new Map<string, PersonalRecord>();
  for (const set of sets) {
    if (!counts(set)) continue;
    out.set(set.exercise, apply(out.get(set.exercise), set));
  }
  return out;
}

export interface RecordNote {
  weight: boolean;
  oneRepMax: boolean;
  /** More reps than ever at this weight or a heavier one. */
  reps?: boolean;
}

/** Did the note find any record? */
export function isRecord(note: RecordNote | undefined): boolean {
  return Boolean(note && (note.weight || note.oneRepMax || note.reps));
}

/**
 * Does this set beat the records standing before it? The very first logged
 * set of an exercise sets a record but is not announced as one (there was
 * nothing to beat): `firstCounts` turns that on.
 */
export function beatsRecord(previous: PersonalRecord | undefined, set: RecordSet, firstCounts = false): RecordNote {
  if (!previous && !firstCounts) return { weight: false, oneRepMax: false, reps: false };
  return better(previous, set);
}

function time(value: RecordSet["at"]): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "string") {
    const t = new Date(value.replace(" ", "T")).getTime();
    return Number.isNaN(t) ? 0 : t;
  }
  return 0;
}

/**
 * Walks the history oldest first and notes, per set id, which records it broke
 * at the time it was done (history's "New record" notes).
 */
export function recordNotes(sets: readonly RecordSet[]): Map<string, RecordNote> {
  const ordered = sets.map((s, i) => ({ s, i })).sort((a, b) => time(a.s.at) - time(b.s.at) || a.i - b.i);
  const standing = new Map<string, PersonalRecord>();
  const notes = new Map<string, RecordNote>();
  for (const { s } of ordered) {
    if (!counts(s)) continue;
    const note = beatsRecord(standing.get(s.exercise), s);
    if (s.id && isRecord(note)) notes.set(s.id, note);
    standing.set(s.exercise, apply(standing.get(s.exercise), s));
  }
  return notes;
}

/** "New record: best weight and estimated 1RM" for a note, or null. */
export function recordNoteText(note: RecordNote | undefined): string | null {
  if (!note || !isRecord(note)) return null;
  const parts = [note.weight && "best weight", note.reps && "most reps at this weight", note.oneRepMax && "estimated 1RM"].filter((p): p is string => Boolean(p));
  return `New record: ${parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`}`;
}

export interface RecordEvent {
  setId: string;
  exercise: string;
  /** ms since the epoch */
  at: number;
  /** kg */
  weight: number;
  reps: number;
  note: RecordNote;
}

/** Records broken at or after `since` (ms), newest first, at most `limit`; one per exercise and session-day, the best kept. */
export function recentRecords(sets: readonly RecordSet[], since: number, limit: number): RecordEvent[] {
  const notes = recordNotes(sets);
  const events: RecordEvent[] = [];
  for (const s of sets) {
    const note = s.id ? notes.get(s.id) : undefined;
    const at = time(s.at);
    if (!note || at < since) continue;
    events.push({ setId: s.id!, exercise: s.exercise, at, weight: s.weight, reps: s.reps, note });
  }
  // Several sets of one exercise on one day can each beat the last: the day's best (by e1RM) stands for them.
  const best = new Map<string, RecordEvent>();
  for (const e of events) {
    const key = `${e.exercise}/${new Date(e.at).toISOString().slice(0, 10)}`;
    const kept = best.get(key);
    if (!kept || epleyOneRepMax(e.weight, e.reps) > epleyOneRepMax(kept.weight, kept.reps)) best.set(key, e);
  }
  return [...best.values()].sort((a, b) => b.at - a.at).slice(0, limit);
}

/** One record on the dashboard (GET /api/records/recent), in the lifter's unit. */
export interface RecentRecord {
  exercise: string;
  name: string;
  date: string;
  weight: number;
  reps: number;
  records: Array<"weight" | "reps" | "e1rm">;
}
