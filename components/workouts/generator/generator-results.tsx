"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { ClipboardList, Play, Printer, RotateCcw, Save, SlidersHorizontal } from "lucide-react";
import { useAuth } from "@/lib/auth/auth.client";
import { saveDraft } from "@/lib/workouts/draft-store.client";
import type { DraftWorkout } from "@/lib/workouts/draft";
import type { GenerationExtras } from "@/lib/workouts/generation-extras";
import { lookupDisplayName } from "@/lib/training/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LevelBadge } from "../badges";
import { PrintStyles } from "../chip";

type Resume = "save" | "start";

/**
 * Step 4: the generated workout, and where it leads. Start and Save go
 * through the builder's own save (signing in first and coming back, as the
 * builder does), so there is one way a workout is stored.
 */
export function GeneratorResults({
  workout,
  extras,
  standIn,
  onReset,
  onAdjust,
}: {
  workout: DraftWorkout;
  extras: GenerationExtras;
  standIn?: string;
  onReset: () => void;
  onAdjust: () => void;
}) {
  const router = useRouter();
  const { user } = useAuth();
  const count = workout.exercises.length;

  function handOff(resume?: Resume) {
    saveDraft(workout);
    const target = resume ? `/workout-builder?resume=${resume}` : "/workout-builder";
    router.push(resume && !user ? `/login?redirect=${encodeURIComponent(target)}` : target);
  }

  return (
    <section aria-labelledby="result-title" data-testid="generator-results">
      <PrintStyles />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="result-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {workout.name}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            About <span data-testid="result-duration">{workout.duration}</span> minutes, warm-up and rests included
          </p>
        </div>
        <Badge tone="brand" className="text-sm">
          {count} {count === 1 ? "exercise" : "exercises"}
        </Badge>
      </div>

      <div className="mb-6 flex flex-wrap gap-3" data-print-hide>
        <Button onClick={() => handOff("start")}>
          <Play aria-hidden="true" className="mr-2 size-4" />
          Start workout
        </Button>
        <Button variant="secondary" onClick={() => handOff("save")}>
          <Save aria-hidden="true" className="mr-2 size-4" />
          Save
        </Button>
        <Button variant="secondary" onClick={() => handOff()}>
          <ClipboardList aria-hidden="true" className="mr-2 size-4" />
          Open in builder
        </Button>
      </div>

      {(standIn || extras.notes.length > 0) && (
        <ul className="mb-4 space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100" data-testid="generator-notes">
          {standIn && <li>{standIn}</li>}
          {extras.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}

      <ol className="space-y-4">
        {workout.exercises.map((e, i) => (
          <li
            key={e.id}
            data-print-card
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            data-testid="generated-exercise"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                {i + 1}. {e.name}
              </h3>
              <LevelBadge level={e.difficulty} />
            </div>
            {e.primaryMuscles.length > 0 && (
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Targets: {e.primaryMuscles.map(lookupDisplayName).join(", ")}</p>
            )}
            <dl className={`mt-3 grid grid-cols-2 gap-2 text-center ${e.weight ? "sm:grid-cols-5" : "sm:grid-cols-4"}`}>
              {[
                ["Sets", String(e.sets)],
                ["Reps", e.reps],
                ["Rest", `${e.rest}s`],
                ["Effort", e.rpe ? `RPE ${e.rpe}` : "—"],
                ...(e.weight ? [["Load", e.weight]] : []),
              ].map(([term, value]) => (
                <div key={term} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{term}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
                </div>
              ))}
            </dl>
            {e.notes && <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">{e.notes}</p>}
            <Link
              href={`/exercises/${e.id}`}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-100"
              data-print-hide
            >
              View Exercise Details<span className="sr-only"> for {e.name} (opens in a new tab)</span>
            </Link>
          </li>
        ))}
      </ol>

      {extras.excluded.length > 0 && (
        <details className="mt-4 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800" data-print-hide>
          <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">Left out for your injuries or equipment ({extras.excluded.length})</summary>
          <ul className="mt-2 space-y-1 text-slate-700 dark:text-slate-200">
            {extras.excluded.map((x) => (
              <li key={x.exerciseId}>
                <strong>{x.name}</strong>: {x.reason}
              </li>
            ))}
          </ul>
        </details>
      )}

      <div className="mt-6 flex flex-wrap gap-3" data-print-hide>
        <Button variant="secondary" onClick={onAdjust}>
          <SlidersHorizontal aria-hidden="true" className="mr-2 size-4" />
          Adjust choices
        </Button>
        <Button variant="secondary" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="mr-2 size-4" />
          Generate New Workout
        </Button>
        <Button variant="ghost" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="mr-2 size-4" />
          Print Workout
        </Button>
      </div>
    </section>
  );
}
