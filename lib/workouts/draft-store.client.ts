"use client";

import { parseDraft, serialiseDraft, type DraftWorkout } from "@/lib/workouts/draft";

/**
 * The builder draft in local storage (spec 2 §3.8, §4.4). The key is part of
 * the contract between pages: the exercise detail page only checks that a
 * parsable draft exists, to offer "Back to Workout Builder".
 */
export const WORKOUT_DRAFT_KEY = "forgefit:workout-draft";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the builder then simply keeps no draft.
    return null;
  }
}

/** The stored draft, or null. An unparsable draft is removed silently. */
export function loadDraft(): DraftWorkout | null {
  const store = storage();
  if (!store) return null;
  const raw = store.getItem(WORKOUT_DRAFT_KEY);
  if (raw === null) return null;
  const draft = parseDraft(raw);
  if (!draft) store.removeItem(WORKOUT_DRAFT_KEY);
  return draft;
}

export function saveDraft(workout: DraftWorkout): void {
  try {
    storage()?.setItem(WORKOUT_DRAFT_KEY, serialiseDraft(workout));
  } catch {
    // Quota exceeded: the on-screen workout is still intact; nothing else to do.
  }
}

export function clearDraft(): void {
  storage()?.removeItem(WORKOUT_DRAFT_KEY);
}

/** Whether a usable draft exists (what the exercise detail page asks). */
export function hasDraft(): boolean {
  const raw = storage()?.getItem(WORKOUT_DRAFT_KEY) ?? null;
  return parseDraft(raw) !== null;
}
