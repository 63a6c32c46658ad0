import { IntentLink } from "@/components/ui/intent-link";
import { OriginBadge } from "@/components/ui/origin-badge";
import { cn } from "@/components/ui/cn";
import { capitalise, underscoresToSpaces } from "@/lib/training/labels";
import { caloriesText, workoutDifficulty, workoutDuration, workoutQuality, workoutRows } from "@/lib/workouts/view";
import type { ViewMode } from "@/lib/workouts/library";
import { DifficultyBadge, ScoreBadge } from "../badges";
import type { WorkoutRecord } from "@/lib/workouts/queries.client";

/** A library card (spec 2 §2.3): the quality score is the engine's, from the workout's own exercises. */
export function WorkoutCard({ workout, sessions, view, mine }: { workout: WorkoutRecord; sessions: number; view: ViewMode; mine: boolean }) {
  const rows = workoutRows(workout);
  const score = workoutQuality(workout, rows);
  const count = Array.isArray(workout.exercises) ? workout.exercises.length : rows.length;
  return (
    <li data-testid="workout-card">
      <IntentLink
        href={`/workouts/${workout.id}`}
        className={cn(
          "group flex h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900",
          view === "grid" ? "flex-col gap-3" : "flex-col gap-2 sm:flex-row sm:items-center sm:gap-4",
        )}
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-700 dark:text-slate-200">{workoutDuration(workout)} min</span>
          <DifficultyBadge level={workoutDifficulty(workout)} />
          <OriginBadge isTemplate={Boolean(workout.isTemplate)} mine={mine} shared={Boolean(workout.isPublic)} />
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-100">{workout.name}</h3>
          {workout.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{workout.description}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          {workout.workoutType && <span>{capitalise(underscoresToSpaces(workout.workoutType))}</span>}
          <span>
            {count} {count === 1 ? "exercise" : "exercises"}
          </span>
          <span>{caloriesText(workout)} cal</span>
          <span data-testid="card-sessions">{sessions === 1 ? "Trained once" : sessions > 1 ? `Trained ${sessions} times` : "Not trained yet"}</span>
          <ScoreBadge score={score.overall} />
        </div>
      </IntentLink>
    </li>
  );
}
