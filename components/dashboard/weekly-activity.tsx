"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useActivitySessions } from "@/lib/sessions/client/sessions.client";
import { activityBuckets, isCompleted, type ActivityPeriod } from "@/lib/training/dashboard";
import { DASHBOARD } from "@/lib/training/constants";
import { Button } from "@/components/ui/button";
import { Segmented } from "@/components/ui/segmented";
import { ErrorState, Skeleton } from "@/components/ui/states";
import { Panel } from "./panel";

const ActivityChart = dynamic(() => import("./activity-chart"), { ssr: false, loading: () => <Skeleton className="h-64" /> });

const PERIOD_LABEL: Record<ActivityPeriod, string> = { week: "Week", month: "Month", year: "Year" };

export function WeeklyActivity({ userId, now, timeZone }: { userId: string; now: Date; timeZone?: string }) {
  const [period, setPeriod] = useState<ActivityPeriod>("week");
  const query = useActivitySessions(userId, period, now);
  const buckets = query.data ? activityBuckets(query.data.filter(isCompleted), period, now, timeZone) : null;
  const total = buckets?.reduce((sum, b) => sum + b.minutes, 0) ?? 0;

  const toggle = (
    <Segmented label="Activity period" look="pill" options={DASHBOARD.periods} value={period} labels={PERIOD_LABEL} onChange={setPeriod} />
  );

  return (
    <Panel id="activity" title="Weekly Activity" action={toggle}>
      {query.isError ? (
        <ErrorState title="Couldn't load your activity" description={query.error.message} action={<Button onClick={() => query.refetch()}>Try again</Button>} />
      ) : !buckets ? (
        <Skeleton className="h-64" />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {Math.round(total).toLocaleString("en-US")} {Math.round(total) === 1 ? "minute" : "minutes"} this {period === "week" ? "week (last 7 days)" : period === "month" ? "month (last 30 days)" : "year (last 12 months)"}.
            A full bar is {DASHBOARD.fullBarMinutes} minutes{period === "year" ? " per training day" : ""}.
          </p>
          <ActivityChart buckets={buckets} period={period} />
          <table className="sr-only">
            <caption>Minutes trained per {period === "year" ? "month" : "day"}</caption>
            <thead>
              <tr>
                <th scope="col">{period === "year" ? "Month" : "Day"}</th>
                <th scope="col">Minutes</th>
                <th scope="col">Sessions</th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((b) => (
                <tr key={b.start.toISOString()}>
                  <th scope="row">{b.label}</th>
                  <td>{Math.round(b.minutes)}</td>
                  <td>{b.sessions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}
