"use client";

import { Button, ButtonLink } from "@/components/ui/button";
import { balanceTileLabel } from "@/lib/training/labels";
import type { DraftExercise, DraftWorkout, ExercisePatch } from "@/lib/workouts/draft";
import { ExerciseRow } from "./exercise-row";

function Tile({ label, value, sub, testId }: { label: string; value: string; sub?: string; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-center dark:bg-slate-800" data-testid={testId}>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</p>
      <p className="text-lg font-bold text-slate-900 dark:text-white">{value}</p>
      {sub && <p className="text-xs text-slate-600 dark:text-slate-300">{sub}</p>}
    </div>
  );
}

/** The workout being built: name, figures and rows (spec 2 §2.2 "Editor"). */
export function WorkoutEditor({
  workout,
  onRename,
  onAdd,
  ...rows
}: {
  workout: DraftWorkout;
  onRename: (name: string) => void;
  onAdd: () => void;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
  onChange: (index: number, patch: ExercisePatch) => void;
  onSwap: (index: number, replacement: DraftExercise) => void;
  availableEquipment: readonly string[];
  experienceLevel: string;
}) {
  const b = workout.muscleBalance;
  const count = workout.exercises.length;
  return (
    <section aria-labelledby="editor-title" className="space-y-4">
      <h2 id="editor-title" className="sr-only">
        Your workout
      </h2>
      <div>
        <label htmlFor="builder-name" className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
          Workout name
        </label>
        <input
          id="builder-name"
          type="text"
          maxLength={200}
          value={workout.name}
          onChange={(e) => onRename(e.target.value)}
          className="mt-1 w-full rounded-lg border border-transparent bg-transparent px-1 text-2xl font-bold text-slate-900 hover:border-slate-300 focus:border-brand-500 dark:text-white dark:hover:border-slate-600"
        />
        <p className="px-1 text-sm text-slate-600 dark:text-slate-300" data-testid="editor-summary">
          {count} {count === 1 ? "exercise" : "exercises"} · {Math.round(workout.duration)} min · {workout.estimatedCalories} cal
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile testId="tile-duration" label="Duration" value={`${Math.round(workout.duration)} min`} />
        <Tile testId="tile-calories" label="Calories" value={String(workout.estimatedCalories)} />
        {/* With nothing classified there is no balance to report, so no 'Balanced' either. */}
        <Tile testId="tile-upper-lower" label="Upper/Lower" value={b.upper + b.lower > 0 ? balanceTileLabel(b.upper, b.lower, ["Upper", "Lower"]) : "—"} sub={`${b.upper}% / ${b.lower}%`} />
        <Tile testId="tile-push-pull" label="Push/Pull" value={b.push + b.pull > 0 ? balanceTileLabel(b.push, b.pull, ["Push", "Pull"]) : "—"} sub={`${b.push}% / ${b.pull}%`} />
      </div>
      <div className="flex items-center justify-between">
        <h3 className="font-semibold text-slate-900 dark:text-white">Exercises</h3>
        <Button size="sm" onClick={onAdd}>
          + Add Exercise
        </Button>
      </div>
      {count === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-semibold text-slate-900 dark:text-white">No exercises added yet</p>
          <ButtonLink href="/exercises" variant="secondary" size="sm" className="mt-3">
            Browse Exercise Library
          </ButtonLink>
        </div>
      ) : (
        <ol className="space-y-3">
          {workout.exercises.map((e, i) => (
            <ExerciseRow
              key={e.id}
              exercise={e}
              index={i}
              count={count}
              onMove={(d) => rows.onMove(i, d)}
              onRemove={() => rows.onRemove(i)}
              onChange={(p) => rows.onChange(i, p)}
              onSwap={(r) => rows.onSwap(i, r)}
              availableEquipment={rows.availableEquipment}
              experienceLevel={rows.experienceLevel}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
