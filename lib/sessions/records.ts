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
}

/** Rounded to 0.1 kg when compared, so float noise from lbs conversions never makes a "record". */
const r = (x: number) => Math.round(x * 10) / 10;

export function counts(set: RecordSet): boolean {
  return set.completed !== false && set.reps > 0 && set.weight > 0;
}

function better(record: PersonalRecord | undefined, set: RecordSet): { weight: boolean; oneRepMax: boolean } {
  if (!counts(set)) return { weight: false, oneRepMax: false };
  if (!record) return { weight: true, oneRepMax: true };
  return {
    weight: r(set.weight) > r(record.bestWeight),
    oneRepMax: r(epleyOneRepMax(set.weight, set.reps)) > r(record.bestOneRepMax),
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
}

/**
 * Does this set beat the records standing before it? The very first logged
 * set of an exercise sets a record but is not announced as one (there was
 * nothing to beat): `firstCounts` turns that on.
 */
export function beatsRecord(previous: PersonalRecord | undefined, set: RecordSet, firstCounts = false): RecordNote {
  if (!previous && !firstCounts) return { weight: false, oneRepMax: false };
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
    if (s.id && (note.weight || note.oneRepMax)) notes.set(s.id, note);
    standing.set(s.exercise, apply(standing.get(s.exercise), s));
  }
  return notes;
}

/** "New record: best weight and estimated 1RM" for a note, or null. */
export function recordNoteText(note: RecordNote | undefined): string | null {
  if (!note || (!note.weight && !note.oneRepMax)) return null;
  if (note.weight && note.oneRepMax) return "New record: best weight and estimated 1RM";
  return note.weight ? "New record: best weight" : "New record: estimated 1RM";
}
