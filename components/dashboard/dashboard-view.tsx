"use client";

import { useState } from "react";
import { useSignedInView } from "@/lib/sessions/client/page-user.client";
import { useLoggedSets, useRecentSessions, useSessionSummary } from "@/lib/sessions/client/sessions.client";
import type { PageUser } from "@/lib/sessions/page-user";
import { achievements, dashboardStats, greeting, isCompleted, streakMessage } from "@/lib/training/dashboard";
import { Button, ButtonLink } from "@/components/ui/button";
import { ErrorState, LoadingState, Skeleton } from "@/components/ui/states";
import { AchievementList } from "./achievements";
import { BodyMetrics } from "./honest-empty";
import { ScheduledWorkouts } from "./scheduled-workouts";
import { Panel } from "./panel";
import { QuickActions } from "./quick-actions";
import { RecentWorkoutList } from "./recent-workouts";
import { RecentRecords } from "./recent-records";
import { StatCards } from "./stat-cards";
import { WeeklyActivity } from "./weekly-activity";

export function DashboardView({ fallbackName, pageUser }: { fallbackName: string; pageUser: PageUser | null }) {
  // Calendar days (streak, the week) in the zone chosen on the account page, else the browser's.
  const { ready, user, timeZone, unit } = useSignedInView(pageUser);
  // One clock per visit (the server's when it drew the page), so every figure agrees on what "today" is.
  const [now] = useState(() => new Date(pageUser?.renderedAt ?? Date.now()));
  const userId = user?.id ?? null;
  const recent = useRecentSessions(userId);
  const summary = useSessionSummary(userId);
  // Workouts still running, possibly on another device: their sets show as they are logged.
  const running = (recent.data?.items ?? []).filter((s) => !isCompleted(s)).map((s) => s.id);
  const logged = useLoggedSets(userId, running);

  if (!ready) return <LoadingState text="Loading your dashboard..." />;

  // The server cookie let us in, but the browser's SDK session is gone (storage cleared): the API would refuse us.
  if (!user) {
    return (
      <div className="p-6">
        <ErrorState
          title="Your session has expired"
          description="Please log in again to see your dashboard."
          action={<ButtonLink href="/login?redirect=/dashboard">Log In</ButtonLink>}
        />
      </div>
    );
  }

  // Figures count finished workouts only: a session still in progress (or abandoned) is not a workout done.
  const sessions = summary.data ? summary.data.filter(isCompleted) : null;
  const stats = sessions ? dashboardStats(sessions, now, { totalWorkouts: sessions.length, timeZone }) : null;
  const name = user.name.trim() || fallbackName;

  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{greeting(now, name, timeZone)}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="streak-message">
          {stats ? streakMessage(stats.currentStreak) : <span className="inline-block h-5 w-64 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />}
        </p>
      </header>

      <QuickActions />

      {summary.isError ? (
        <ErrorState title="Couldn't load your statistics" description={summary.error.message} action={<Button onClick={() => summary.refetch()}>Try again</Button>} />
      ) : (
        <StatCards stats={stats} />
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel id="recent" title="Recent Workouts">
            {recent.isError ? (
              <ErrorState title="Couldn't load your workouts" description={recent.error.message} action={<Button onClick={() => recent.refetch()}>Try again</Button>} />
            ) : recent.data ? (
              <RecentWorkoutList sessions={recent.data.items} unit={unit} logged={logged.data} timeZone={timeZone} />
            ) : (
              <div className="space-y-3" aria-busy="true" aria-label="Loading workouts">
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
              </div>
            )}
          </Panel>
          <WeeklyActivity userId={user.id} now={now} timeZone={timeZone} />
        </div>
        <div className="space-y-6">
          <Panel id="achievements" title="Achievements">
            {summary.isError ? (
              <p className="text-sm text-red-700 dark:text-red-300">Achievements need your workout history, which failed to load.</p>
            ) : sessions ? (
              <AchievementList items={achievements(sessions, { timeZone })} />
            ) : (
              <Skeleton className="h-40" />
            )}
          </Panel>
          <RecentRecords userId={user.id} timeZone={timeZone} />
          <ScheduledWorkouts userId={user.id} />
          <BodyMetrics />
        </div>
      </div>
    </main>
  );
}
