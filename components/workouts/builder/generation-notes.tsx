"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { fetchBuilderExercise } from "@/lib/workouts/builder.client";
import { manualExercise, type DraftExercise } from "@/lib/workouts/draft";
import { stillLeftOut, type ExcludedExercise, type GenerationExtras } from "@/lib/workouts/generation-extras";

/**
 * After a generation: the workout's notes (pain rule, red flags, the
 * conservative plan, fallbacks) and the exercises the rules left out, each
 * with its reason and a "Put back" button (COACHING.md §9: exclusions
 * explain themselves and the user can override them).
 */
export function GenerationNotes({
  extras,
  workoutIds,
  onPutBack,
}: {
  extras: GenerationExtras;
  workoutIds: readonly string[];
  onPutBack: (exercise: DraftExercise) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const leftOut = stillLeftOut(extras.excluded, workoutIds);
  if (extras.notes.length === 0 && leftOut.length === 0) return null;

  async function putBack(e: ExcludedExercise) {
    setBusy(e.exerciseId);
    setFailed(null);
    try {
      const exercise = manualExercise(await fetchBuilderExercise(e.exerciseId));
      if (!exercise) throw new Error("unreadable exercise");
      onPutBack(exercise);
    } catch {
      setFailed(e.name);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid="generation-notes">
      {extras.notes.length > 0 && (
        <section aria-labelledby="workout-notes-title">
          <h2 id="workout-notes-title" className="font-semibold text-slate-900 dark:text-white">
            Notes for this workout
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
            {extras.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      )}
      {leftOut.length > 0 && (
        <section aria-labelledby="left-out-title">
          <h2 id="left-out-title" className="font-semibold text-slate-900 dark:text-white">
            Left out for your injuries
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">Put one back if it is pain-free for you (the pain rule still applies).</p>
          <ul className="mt-2 space-y-2" data-testid="left-out">
            {leftOut.map((e) => (
              <li key={e.exerciseId} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-2 dark:bg-slate-800">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900 dark:text-white">{e.name}</span>
                  {e.reason && <span className="block text-xs text-slate-600 dark:text-slate-300">{e.reason}</span>}
                </span>
                <Button size="sm" variant="secondary" onClick={() => void putBack(e)} disabled={busy !== null} aria-busy={busy === e.exerciseId} aria-label={`Put back ${e.name}`}>
                  {busy === e.exerciseId ? "Adding..." : "Put back"}
                </Button>
              </li>
            ))}
          </ul>
          {failed && (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {failed} could not be loaded. Try again.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
