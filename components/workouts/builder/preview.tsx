"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { BUILDER_LIMITS } from "@/lib/training/constants";
import { lookupDisplayName, rpeDisplay } from "@/lib/training/labels";
import type { QualityScore } from "@/lib/training/quality-analysis";
import type { DraftExercise, DraftWorkout } from "@/lib/workouts/draft";
import { Dialog } from "../dialog";
import { QualityPanel } from "../quality-panel";
import { ExerciseHeading } from "./exercise-heading";

const RPE_CLASS = {
  red: "text-red-700 dark:text-red-300",
  amber: "text-amber-700 dark:text-amber-300",
  green: "text-green-700 dark:text-green-300",
} as const;

function imageUrl(e: DraftExercise): string | null {
  const file = Array.isArray(e.exerciseImage) ? e.exerciseImage[0] : e.exerciseImage;
  return file ? `/api/files/exercises/${e.id}/${encodeURIComponent(file)}?thumb=200x150` : null;
}

/** Image, or a muscle emoji when there is none or it fails to load. */
function ExerciseImage({ exercise }: { exercise: DraftExercise }) {
  const [failed, setFailed] = useState(false);
  const url = imageUrl(exercise);
  if (!url || failed) {
    return (
      <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400" aria-hidden="true">
        {/* A dumbbell: the spec's muscle-emoji placeholder, drawn so it shows without an emoji font. */}
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M6 7v10M18 7v10M3 9.5v5M21 9.5v5M6 12h12" />
        </svg>
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- served by our own file route with thumbs; next/image adds nothing here
  return <img src={url} alt="" onError={() => setFailed(true)} className="h-16 w-16 shrink-0 rounded-lg object-cover" />;
}

/** Full-screen preview with the quality panel (spec 2 §2.2 "Full-screen preview"). */
export function BuilderPreview({
  open,
  workout,
  score,
  onClose,
  onClear,
  onSave,
  onStart,
  saving,
  error,
  notes = [],
}: {
  open: boolean;
  workout: DraftWorkout;
  score: QualityScore;
  onClose: () => void;
  onClear: () => void;
  onSave: () => void;
  onStart: () => void;
  saving: boolean;
  /** A failed save, shown where the user is looking. */
  error: string | null;
  /** The generator's notes (pain rule, red flags, a conservative plan): shown before anything is saved. */
  notes?: readonly string[];
}) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy="preview-title" className="h-full sm:h-[92vh] sm:max-w-6xl" testId="builder-preview">
      <div className="border-b border-slate-200 p-4 dark:border-slate-800">
        <h2 id="preview-title" className="text-2xl font-bold text-slate-900 dark:text-white" tabIndex={-1} data-autofocus>
          {workout.name}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="preview-summary">
          {Math.round(workout.duration)} min · {workout.exercises.length} exercises · ~{workout.estimatedCalories} cal
        </p>
        {notes.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200" aria-label="Notes for this workout" data-testid="preview-notes">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid flex-1 gap-6 overflow-y-auto p-4 lg:grid-cols-[1fr_22rem]">
        <ol className="space-y-3">
          {workout.exercises.map((e, i) => {
            const rpe = rpeDisplay(e.rpe);
            return (
              <li key={e.id} className="flex gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="preview-exercise">
                <ExerciseImage exercise={e} />
                <div className="min-w-0 flex-1">
                  <ExerciseHeading exercise={e} number={`${i + 1}. `} />
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
                    {e.sets} sets · {e.reps} reps · {e.rest}s rest · RPE <span className={cn("font-semibold", rpe.colour && RPE_CLASS[rpe.colour])}>{rpe.text}</span>
                    {e.tempo && <> · Tempo {e.tempo}</>}
                  </p>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {e.primaryMuscles.slice(0, BUILDER_LIMITS.primaryMuscleTagsPreview).map(lookupDisplayName).join(", ")}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
        <aside className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <QualityPanel score={score} exercises={workout.exercises} />
        </aside>
      </div>
      {error && (
        <p role="alert" className="border-t border-red-200 bg-red-50 px-4 py-2 font-medium text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100" data-testid="preview-error">
          {error}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2 border-t border-slate-200 p-3 sm:flex sm:justify-end sm:p-4 dark:border-slate-800">
        <Button variant="danger" size="sm" className="sm:px-4 sm:py-2" onClick={onClear} disabled={saving}>
          Clear &amp; Generate New
        </Button>
        <Button variant="secondary" size="sm" className="sm:px-4 sm:py-2" onClick={onClose} disabled={saving}>
          Continue Editing
        </Button>
        <Button variant="secondary" size="sm" className="sm:px-4 sm:py-2" onClick={onStart} disabled={saving || workout.exercises.length === 0}>
          Start Workout
        </Button>
        <Button size="sm" className="sm:px-4 sm:py-2" onClick={onSave} disabled={saving || workout.exercises.length === 0}>
          {saving ? "Saving..." : "Save Workout"}
        </Button>
      </div>
    </Dialog>
  );
}
