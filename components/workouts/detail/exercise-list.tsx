"use client";

import Link from "next/link";
import { useState } from "react";
import type { RecordModel } from "pocketbase";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { EmptyState, LoadingState } from "@/components/ui/states";
import { lookupDisplayName } from "@/lib/training/labels";
import type { DraftExercise } from "@/lib/workouts/draft";
import { filterByMuscle, muscleFilterOptions } from "@/lib/workouts/view";
import { LevelBadge } from "../badges";

function ExerciseItem({ row, index, record }: { row: DraftExercise; index: number; record: RecordModel | undefined }) {
  const [open, setOpen] = useState(false);
  const description = (record?.shortDescription as string | undefined) || (record?.description as string | undefined) || "";
  const video = (record?.videoUrl as string | undefined) || "";
  const detailsId = `details-${row.id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="detail-exercise">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">
          {index + 1}. {row.name}
        </h3>
        <LevelBadge level={row.difficulty} />
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
        {row.sets} {row.sets === 1 ? "set" : "sets"} × {row.reps}
        {/[a-z]/i.test(row.reps) ? "" : " reps"} · {row.rest}s rest · Tempo {row.tempo}
        {row.rpe !== null && ` · RPE ${row.rpe}`}
      </p>
      <div className="mt-2 flex flex-wrap gap-1">
        {row.primaryMuscles.map((m) => (
          <Badge key={m} tone="brand">
            {lookupDisplayName(m)}
          </Badge>
        ))}
        {row.isCompound && <Badge tone="neutral">Compound</Badge>}
      </div>
      {open && (
        <div id={detailsId} className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-200">
          {description && <p>{description}</p>}
          {row.secondaryMuscles.length > 0 && <p>Also works: {row.secondaryMuscles.map(lookupDisplayName).join(", ")}</p>}
          <p>Equipment: {row.equipment.length > 0 ? row.equipment.map(lookupDisplayName).join(", ") : "Bodyweight"}</p>
          {row.notes && <p>Notes: {row.notes}</p>}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-3 text-sm font-semibold">
        <button type="button" aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => setOpen((o) => !o)} className="text-brand-700 underline dark:text-brand-100">
          {open ? "Hide Details" : "Show Details"}
          <span className="sr-only"> for {row.name}</span>
        </button>
        {video && (
          <a href={video} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline dark:text-brand-100">
            Watch Video<span className="sr-only"> of {row.name} (opens in a new tab)</span>
          </a>
        )}
        <Link href={`/exercises/${row.id}`} className="text-brand-700 underline dark:text-brand-100">
          View Full Details<span className="sr-only"> of {row.name}</span>
        </Link>
      </div>
    </li>
  );
}

/** Exercise list with the muscle filter and list/grid toggle (spec 2 §2.4). */
export function DetailExerciseList({ rows, records, loading }: { rows: readonly DraftExercise[]; records: readonly RecordModel[]; loading: boolean }) {
  const [muscle, setMuscle] = useState<string | null>(null);
  const [view, setView] = useState<"list" | "grid">("list");
  const byId = new Map(records.map((r) => [r.id, r]));
  const shown = filterByMuscle(rows, muscle);
  return (
    <section aria-labelledby="exercises-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="exercises-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          Exercises
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="muscle-filter" className="text-sm text-slate-700 dark:text-slate-200">
            Muscle
          </label>
          <select
            id="muscle-filter"
            value={muscle ?? ""}
            onChange={(e) => setMuscle(e.target.value || null)}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
          >
            <option value="">All muscles</option>
            {muscleFilterOptions(rows).map((m) => (
              <option key={m} value={m}>
                {lookupDisplayName(m)}
              </option>
            ))}
          </select>
          <div role="group" aria-label="Exercise view" className="flex rounded-lg border border-slate-300 dark:border-slate-600">
            {(["list", "grid"] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn("px-3 py-1.5 text-sm font-medium first:rounded-l-lg last:rounded-r-lg", view === v ? "bg-brand-600 text-white" : "text-slate-700 dark:text-slate-200")}
              >
                {v === "list" ? "List" : "Grid"}
              </button>
            ))}
          </div>
        </div>
      </div>
      {loading ? (
        <div className="text-center">
          <LoadingState text="Loading exercises..." />
          <p className="-mt-12 pb-8 text-sm text-slate-600 dark:text-slate-300">Please wait while we fetch the exercise details</p>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState title="No exercises in this workout" description="This workout doesn't have any exercises yet. Add exercises to get started." />
      ) : (
        <ol className={view === "grid" ? "grid gap-4 sm:grid-cols-2" : "space-y-3"} data-testid="detail-exercise-list">
          {shown.map((row) => (
            <ExerciseItem key={row.id} row={row} index={rows.indexOf(row)} record={byId.get(row.id)} />
          ))}
        </ol>
      )}
    </section>
  );
}
