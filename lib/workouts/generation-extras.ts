/**
 * What a generate answer says beside the exercises (COACHING.md §2, §9):
 * the workout notes (pain rule, red flags, conservative plan, fallbacks)
 * and the exercises the injury or equipment rules left out, each with its
 * reason, so the builder can explain them and offer to put one back.
 * Both fields are optional in the answer; anything malformed is skipped.
 */
import { RECORD_ID_PATTERN } from "@/lib/shared/record-id";
import { isRecord } from "@/lib/training/values";

export interface ExcludedExercise {
  exerciseId: string;
  name: string;
  reason: string;
}

export interface GenerationExtras {
  notes: string[];
  excluded: ExcludedExercise[];
}

export const NO_EXTRAS: GenerationExtras = { notes: [], excluded: [] };

/** Bounds on what is shown: a hostile or buggy answer cannot flood the page. */
const MAX_NOTES = 20;
const MAX_EXCLUDED = 30;
const MAX_TEXT = 400;

const clip = (value: unknown): string => (typeof value === "string" ? value.trim().slice(0, MAX_TEXT) : "");

export function readGenerationExtras(answer: unknown): GenerationExtras {
  if (!isRecord(answer)) return NO_EXTRAS;
  const w = isRecord(answer.workout) ? answer.workout : answer;
  const notes = (Array.isArray(w.notes) ? w.notes : typeof w.notes === "string" ? [w.notes] : []).map(clip).filter((n) => n !== "");
  const excluded: ExcludedExercise[] = [];
  for (const item of Array.isArray(w.excluded) ? w.excluded : []) {
    if (!isRecord(item)) continue;
    const exerciseId = clip(item.exerciseId ?? item.id);
    const name = clip(item.name);
    if (!RECORD_ID_PATTERN.test(exerciseId) || !name || excluded.some((e) => e.exerciseId === exerciseId)) continue;
    excluded.push({ exerciseId, name, reason: clip(item.reason) });
  }
  return { notes: [...new Set(notes)].slice(0, MAX_NOTES), excluded: excluded.slice(0, MAX_EXCLUDED) };
}

/** The left-out exercises not yet put back (or added by hand) into the workout. */
export function stillLeftOut(excluded: readonly ExcludedExercise[], workoutIds: readonly string[]): ExcludedExercise[] {
  const present = new Set(workoutIds);
  return excluded.filter((e) => !present.has(e.exerciseId));
}
