import { IntentLink } from "@/components/ui/intent-link";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { BodyMap } from "@/components/body-map/body-map";
import { exerciseBodyMap, type MuscleLike } from "@/lib/exercises/detail";
import type { ExerciseView } from "@/lib/exercises/library";
import { difficultyBadge, lookupDisplayName } from "@/lib/training/labels";
import type { ExerciseRecord, Named } from "@/lib/exercises/queries.client";

function muscles(value: unknown): MuscleLike[] {
  return Array.isArray(value) ? (value as MuscleLike[]) : [];
}

function names(value: unknown): string[] {
  return Array.isArray(value) ? (value as Named[]).map((r) => lookupDisplayName(r.name)) : [];
}

/** One exercise of the library, in grid, list or compact form; the whole card links to its detail page. */
export function ExerciseCard({ exercise, view }: { exercise: ExerciseRecord; view: ExerciseView }) {
  const badge = difficultyBadge(exercise.difficultyLevel);
  const primary = names(exercise.expand?.primaryMuscles);
  const equipment = names(exercise.expand?.equipmentRequired);
  const equipmentText = equipment.length > 0 ? equipment.join(", ") : "Bodyweight";
  const difficulty = (
    <Badge tone={badge.tone}>
      {badge.label} · {exercise.difficultyLevel}/10
    </Badge>
  );

  if (view === "compact") {
    return (
      <li data-testid="exercise-card">
        <IntentLink
          href={`/exercises/${exercise.id}`}
          className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900"
        >
          <span className="truncate font-medium text-slate-900 dark:text-white">{exercise.name}</span>
          <span className="shrink-0 text-xs text-slate-600 dark:text-slate-300">{primary.slice(0, 2).join(", ")}</span>
          <span className="shrink-0">{difficulty}</span>
        </IntentLink>
      </li>
    );
  }

  return (
    <li data-testid="exercise-card">
      <IntentLink
        href={`/exercises/${exercise.id}`}
        className={cn(
          "flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900",
          view === "grid" ? "flex-col" : "flex-col sm:flex-row sm:items-center",
        )}
      >
        <div className="flex min-w-0 flex-1 items-start gap-3">
          {/* The muscles it works, drawn from the record: the thumbnail of a library without photos. */}
          <BodyMap compact intensities={exerciseBodyMap(muscles(exercise.expand?.primaryMuscles), muscles(exercise.expand?.secondaryMuscles))} />
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold text-slate-900 dark:text-white">{exercise.name}</h3>
              {view === "grid" && difficulty}
            </div>
            {exercise.shortDescription && (
              <p className={cn("mt-1 text-sm text-slate-600 dark:text-slate-300", view === "grid" && "line-clamp-2")}>{exercise.shortDescription}</p>
            )}
          </div>
        </div>
        <div className={cn("flex flex-wrap gap-1.5 text-xs", view === "list" && "sm:w-72 sm:justify-end")}>
          {view === "list" && difficulty}
          {primary.map((m) => (
            <Badge key={m} tone="brand">
              {m}
            </Badge>
          ))}
          <Badge>{equipmentText}</Badge>
          {exercise.isCompound && <Badge>Compound</Badge>}
        </div>
      </IntentLink>
    </li>
  );
}

export function ExerciseCardSkeleton({ view }: { view: ExerciseView }) {
  return (
    <li aria-hidden="true" data-testid="exercise-skeleton" className={cn("animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800", view === "compact" ? "h-10" : view === "list" ? "h-20" : "h-36")} />
  );
}
