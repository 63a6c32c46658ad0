import type { SyncStatus } from "@/lib/sessions/client/train-queue.client";
import type { LiveState, Progress } from "@/lib/sessions/live";
import type { WeightUnit } from "@/lib/sessions/units";
import { SyncStatusLine } from "./sync-status";
import { UnitToggle } from "./unit-toggle";
import { formatClock } from "./use-clock";

/** The session's name, elapsed time and counts, the unit toggle and the progress bar. */
export function LiveHeader({ state, p, elapsed, sync, onUnit }: { state: LiveState; p: Progress; elapsed: number; sync: SyncStatus; onUnit: (unit: WeightUnit) => void }) {
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">Workout in progress</p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{state.name}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <span className="tabular-nums">Elapsed {formatClock(elapsed)}</span>{" "}
            · {p.doneSets}/{p.plannedSets} sets · {p.doneExercises}/{p.exercises} exercises
          </p>
        </div>
        <UnitToggle unit={state.unit} onChange={onUnit} />
      </div>
      <div
        role="progressbar"
        aria-label="Workout progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p.percent}
        aria-valuetext={`${p.doneSets} of ${p.plannedSets} sets done`}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${p.percent}%` }} />
      </div>
      <SyncStatusLine status={sync} />
    </header>
  );
}
