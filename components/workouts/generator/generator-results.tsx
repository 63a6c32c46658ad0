import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { lookupDisplayName } from "@/lib/training/labels";
import { rangeText, resultTitle, type GeneratorResult } from "@/lib/workouts/generator";
import { LevelBadge } from "../badges";
import { PrintStyles } from "../chip";

/** Step 4 (spec 2 §2.1): the generated workout, printable. */
export function GeneratorResults({ name, result, onReset }: { name: string; result: GeneratorResult; onReset: () => void }) {
  return (
    <section aria-labelledby="result-title" data-testid="generator-results">
      <PrintStyles />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="result-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {resultTitle(name)}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Estimated duration: <span data-testid="result-duration">{result.totalDuration}</span> minutes
          </p>
        </div>
        <Badge tone="brand" className="text-sm">
          {result.exercises.length} {result.exercises.length === 1 ? "exercise" : "exercises"}
        </Badge>
      </div>

      {result.shortBy > 0 && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100" data-print-hide>
          Only {result.exercises.length} exercises match your choices. Choose more equipment or muscles for a longer workout.
        </p>
      )}

      <ol className="space-y-4">
        {result.exercises.map((e, i) => (
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
            {e.description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{e.description}</p>}
            {e.primaryMuscles.length > 0 && (
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Targets: {e.primaryMuscles.map(lookupDisplayName).join(", ")}</p>
            )}
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
              <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                <dt className="text-xs text-slate-600 dark:text-slate-400">Sets</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">{rangeText(e.setsMin, e.setsMax)}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                <dt className="text-xs text-slate-600 dark:text-slate-400">Reps</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">{rangeText(e.repsMin, e.repsMax)}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                <dt className="text-xs text-slate-600 dark:text-slate-400">Rest</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">{e.restSeconds}s</dd>
              </div>
            </dl>
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

      <p className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800 dark:border-brand-700 dark:bg-brand-700/20 dark:text-slate-100">
        <strong>Pro tip:</strong> Start with lighter weights to perfect your form, then add load gradually as every rep feels controlled.
      </p>

      <div className="mt-6 flex flex-wrap gap-3" data-print-hide>
        <Button onClick={onReset}>Generate New Workout</Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print Workout
        </Button>
      </div>
    </section>
  );
}
