"use client";

import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/states";
import { BUILDER_LIMITS } from "@/lib/training/constants";
import { lookupDisplayName } from "@/lib/training/labels";
import { manualExercise, type DraftExercise } from "@/lib/workouts/draft";
import { Dialog } from "../dialog";
import { useBuilderExerciseSearch as useExerciseSearch } from "@/lib/workouts/builder.client";

export function AddExerciseModal({
  open,
  onClose,
  onAdd,
  existing,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (exercise: DraftExercise) => void;
  existing: readonly string[];
}) {
  const [text, setText] = useState("");
  const deferred = useDeferredValue(text);
  const search = useExerciseSearch(deferred, open);
  return (
    <Dialog open={open} onClose={onClose} labelledBy="add-exercise-title" className="sm:max-w-3xl" testId="add-exercise-modal">
      <div className="flex items-center justify-between border-b border-slate-200 p-4 dark:border-slate-800">
        <h2 id="add-exercise-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Add Exercise
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close">
          ✕
        </Button>
      </div>
      <div className="p-4">
        <label htmlFor="exercise-search" className="sr-only">
          Search exercises
        </label>
        <input
          id="exercise-search"
          data-autofocus
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search exercises..."
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
        />
      </div>
      <div className="min-h-40 overflow-y-auto px-4 pb-4" aria-live="polite">
        {search.isPending ? (
          <LoadingState text="Searching exercises..." />
        ) : search.isError ? (
          <p role="alert" className="py-8 text-center text-red-700 dark:text-red-300">
            Exercises could not be loaded. Try again.
          </p>
        ) : search.data.length === 0 ? (
          <p className="py-8 text-center text-slate-600 dark:text-slate-300">No exercises found</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {search.data.map((r) => {
              const added = existing.includes(r.id);
              return (
                <li key={r.id}>
                  <button
                    type="button"
                    disabled={added}
                    onClick={() => {
                      const e = manualExercise(r);
                      if (e) onAdd(e);
                    }}
                    className="w-full rounded-lg border border-slate-200 p-3 text-left hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700"
                  >
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {r.name}
                      {added && <span className="ml-2 text-xs font-normal">(added)</span>}
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-300">
                      {(r.expand?.primaryMuscles ?? []).map((m) => lookupDisplayName(m.name)).join(", ") || "—"}
                    </span>
                    <span className="mt-1 flex flex-wrap gap-1">
                      {(r.expand?.equipmentRequired ?? []).slice(0, BUILDER_LIMITS.equipmentTagsInSearch).map((e) => (
                        <span key={e.name} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                          {lookupDisplayName(e.name)}
                        </span>
                      ))}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
