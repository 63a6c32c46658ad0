import { useEffect, useState } from "react";
import { loadDraft, saveDraft } from "@/lib/workouts/draft-store.client";
import { BUILDER_LIMITS } from "@/lib/training/constants";
import { DEFAULT_WORKOUT_NAME, emptyWorkout, type DraftWorkout } from "@/lib/workouts/draft";

/**
 * The builder's workout, kept in local storage: restored once after mount
 * (storage is browser-only), with a "restored" flag that clears itself, and
 * written back on every change once the stored draft has been read.
 */
export function useStoredDraft() {
  const [workout, setWorkout] = useState<DraftWorkout>(() => emptyWorkout());
  const [hydrated, setHydrated] = useState(false);
  const [restored, setRestored] = useState(false);

  // Restore the draft once, after mount (local storage is browser-only).
  useEffect(() => {
    const draft = loadDraft();
    if (draft && (draft.exercises.length > 0 || draft.name !== DEFAULT_WORKOUT_NAME)) {
      setWorkout(draft);
      setRestored(true);
    }
    setHydrated(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    const timer = window.setTimeout(() => setRestored(false), BUILDER_LIMITS.restoredNoticeMs);
    return () => window.clearTimeout(timer);
  }, [restored]);

  // Written on every change once the stored draft has been read.
  useEffect(() => {
    if (hydrated) saveDraft(workout);
  }, [workout, hydrated]);

  return { workout, setWorkout, hydrated, restored };
}
