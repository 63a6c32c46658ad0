"use client";

import { Trophy } from "lucide-react";
import type { SyncStatus } from "@/lib/sessions/client/train-queue.client";
import { setsOf, type LiveState } from "@/lib/sessions/live";
import { recordNoteText, type RecordNote } from "@/lib/sessions/records";
import { sessionTotals } from "@/lib/sessions/totals";
import { formatWeight } from "@/lib/sessions/units";
import { ButtonLink } from "@/components/ui/button";
import { SyncStatusLine } from "./sync-status";

/** After Finish: what was done, records broken, and whether it has reached the server yet. */
export function SessionSummary({ state, notes, sync }: { state: LiveState; notes: Map<string, RecordNote>; sync: SyncStatus }) {
  const finished = state.finishedAt ? new Date(state.finishedAt) : new Date(state.startedAt);
  const totals = sessionTotals(state.sets, new Date(state.startedAt), finished);
  const volume = state.unit === "kg" ? `${totals.volumeKg.toLocaleString("en-US")} kg` : `${totals.totalVolume.toLocaleString("en-US")} lbs`;
  const records = state.sets.filter((s) => notes.has(s.id));
  const figures = [
    { label: "Duration", value: `${totals.durationMinutes} min` },
    { label: "Sets done", value: String(totals.completedSets) },
    { label: "Volume", value: volume },
    { label: "Calories", value: `${totals.estimatedCaloriesBurned} kcal` },
  ];
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-5 p-4 sm:p-6">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-green-800 dark:text-green-300">Workout complete</p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{state.name}</h1>
        <SyncStatusLine status={sync} className="mt-2" />
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="session-summary">
        {figures.map((f) => (
          <div key={f.label} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{f.label}</dt>
            <dd className="text-xl font-bold text-slate-900 dark:text-white">{f.value}</dd>
          </div>
        ))}
      </dl>
      {records.length > 0 && (
        <section aria-labelledby="records-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
          <h2 id="records-title" className="font-semibold text-amber-900 dark:text-amber-100">
            <Trophy aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px]" />
            New personal records
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-amber-900 dark:text-amber-100">
            {records.map((s) => (
              <li key={s.id}>
                {state.plan.find((p) => p.exercise === s.exercise)?.name}: {formatWeight(s.weight, state.unit)} × {s.reps}, {recordNoteText(notes.get(s.id))?.replace("New record: ", "")}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="done-title" className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="done-title" className="font-semibold text-slate-900 dark:text-white">
          What you did
        </h2>
        <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {state.plan.map((item, i) => {
            const done = setsOf(state, i).filter((s) => s.completed);
            return (
              <li key={item.exercise} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-slate-900 dark:text-white">{item.name}</span>
                <span className="text-slate-700 dark:text-slate-200">
                  {item.skipped && done.length === 0
                    ? "Skipped"
                    : done.length === 0
                      ? "No sets"
                      : done.map((s) => `${formatWeight(s.weight, state.unit)} × ${s.reps}`).join(", ")}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/dashboard">Back to Dashboard</ButtonLink>
        <ButtonLink href="/history" variant="secondary">
          View History
        </ButtonLink>
      </div>
    </main>
  );
}
