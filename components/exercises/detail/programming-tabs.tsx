import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { DEFAULT_PROGRAMMING_GOAL, TRAINING_GOALS, type TrainingGoal } from "@/lib/training/constants";
import { programmingParameters } from "@/lib/training/exercise-detail";
import type { ExerciseRecord } from "@/lib/exercises/queries.client";

export function ProgrammingTabs({ exercise }: { exercise: ExerciseRecord }) {
  const [goal, setGoal] = useState<TrainingGoal>(DEFAULT_PROGRAMMING_GOAL);
  const preset = programmingParameters(goal);
  const label = (g: TrainingGoal) => g.charAt(0).toUpperCase() + g.slice(1);
  const rows: [string, string][] = [
    ["Reps", preset.reps],
    ["Sets", preset.sets],
    ["Rest", preset.rest],
    ["RPE", preset.rpe],
    ["Tempo", preset.tempo],
    ["Frequency", preset.frequency],
  ];
  return (
    <div>
      <div role="tablist" aria-label="Training goal" className="flex flex-wrap gap-2">
        {TRAINING_GOALS.map((g) => (
          <button
            key={g}
            type="button"
            role="tab"
            id={`goal-tab-${g}`}
            aria-selected={goal === g}
            aria-controls="goal-panel"
            onClick={() => setGoal(g)}
            className={cn("rounded-lg px-3 py-1.5 text-sm font-semibold", goal === g ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100")}
          >
            {label(g)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="goal-panel" aria-labelledby={`goal-tab-${goal}`} className="mt-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {rows.map(([k, v]) => (
            <div key={k} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
              <dt className="text-xs text-slate-600 dark:text-slate-300">{k}</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{v}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
          <strong>Progression:</strong> {preset.progression}
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          This exercise&apos;s own prescription: {exercise.setsMin}-{exercise.setsMax} sets of {exercise.repsMin}-{exercise.repsMax} reps, {exercise.restSecondsMin}-{exercise.restSecondsMax} s rest.
        </p>
      </div>
    </div>
  );
}
