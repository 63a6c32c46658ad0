"use client";

import { Play, Sparkles, ListChecks, ClipboardList } from "lucide-react";
import { useAuth } from "@/lib/auth/auth.client";
import { useResumableSession } from "@/lib/sessions/client/train-data.client";
import { ScheduledWorkouts } from "@/components/dashboard/scheduled-workouts";
import { Panel } from "@/components/dashboard/panel";
import { Button, ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/states";

/**
 * The Train entry of the signed-in shell: resume an unfinished session, start
 * the active program's next day, or pick something to train. Nothing here is
 * a dead end; each card leads to a live session or to where one starts.
 */
export function TrainHub() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const resumable = useResumableSession(userId);
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6 lg:p-8">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Train</h1>
      <Panel id="in-progress" title="In progress">
        {resumable.isError ? (
          <div role="alert" className="space-y-2 text-sm text-red-700 dark:text-red-300">
            <p>Couldn&apos;t check for an unfinished workout: {resumable.error.message}</p>
            <Button size="sm" variant="secondary" onClick={() => resumable.refetch()}>
              Try again
            </Button>
          </div>
        ) : !userId || resumable.isPending ? (
          <Skeleton className="h-12" />
        ) : resumable.data ? (
          <div className="flex flex-wrap items-center justify-between gap-3" data-testid="resumable-session">
            <p className="text-sm text-slate-700 dark:text-slate-200">
              <span className="font-semibold text-slate-900 dark:text-white">{resumable.data.name || "Workout"}</span>, started{" "}
              {new Date(resumable.data.startedAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
            </p>
            <ButtonLink href={`/train/${resumable.data.id}`} size="sm">
              <Play aria-hidden="true" className="mr-1.5 size-4" />
              Resume
            </ButtonLink>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">No unfinished workout from the last 12 hours.</p>
        )}
      </Panel>
      {userId && <ScheduledWorkouts userId={userId} />}
      <Panel id="start-something" title="Start something else">
        <ul className="grid gap-3 sm:grid-cols-3">
          {[
            { href: "/workouts", label: "Pick a saved workout", icon: ListChecks },
            { href: "/workout-generator", label: "Generate a workout", icon: Sparkles },
            { href: "/workout-builder", label: "Build a workout", icon: ClipboardList },
          ].map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <ButtonLink href={href} variant="secondary" className="w-full justify-start">
                <Icon aria-hidden="true" className="mr-2 size-4" />
                {label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Panel>
    </main>
  );
}
