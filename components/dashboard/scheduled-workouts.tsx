"use client";

import { useActiveProgram } from "@/lib/sessions/client/train-data.client";
import { relativeDayText } from "@/lib/sessions/program";
import { Button, ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/states";
import { Panel } from "./panel";

/**
 * Scheduled Workouts: the next day of the user's active program (chosen with
 * Start Program), with a Start Workout link; otherwise an honest empty state.
 */
export function ScheduledWorkouts({ userId }: { userId: string }) {
  const query = useActiveProgram(userId);
  const data = query.data;
  return (
    <Panel id="scheduled" title="Scheduled Workouts">
      {query.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-700 dark:text-red-300">
          <p>Couldn&apos;t load your program: {query.error.message}</p>
          <Button size="sm" variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <Skeleton className="h-20" />
      ) : data.state === "none" ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">No workouts scheduled. Start a program to plan your training weeks.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink href="/programs" variant="secondary" size="sm">
              Browse Programs
            </ButtonLink>
            <ButtonLink href="/program-builder" variant="ghost" size="sm">
              Open Program Builder
            </ButtonLink>
          </div>
        </>
      ) : data.state === "finished" ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            You finished every training day of <strong>{data.programName}</strong>. Well done!
          </p>
          <ButtonLink href="/programs" variant="secondary" size="sm" className="mt-3">
            Choose your next program
          </ButtonLink>
        </>
      ) : (
        <div data-testid="next-program-day">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">{data.programName}</span> · Week {data.weekNumber} · Day {data.position} of {data.total}
          </p>
          <p className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">{data.workoutName || data.dayName}</p>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="next-workout-date">
            Planned: {relativeDayText(data.date, new Date())}
          </p>
          {data.dayName && data.workoutName && data.dayName !== data.workoutName && <p className="text-sm text-slate-600 dark:text-slate-300">{data.dayName}</p>}
          <ButtonLink href={`/train/start?programDay=${data.dayId}`} size="sm" className="mt-3">
            Start Workout
          </ButtonLink>
        </div>
      )}
    </Panel>
  );
}
