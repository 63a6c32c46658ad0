"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useActivitySessions } from "@/lib/client/sessions";
import { activityBuckets, isCompleted, type ActivityPeriod } from "@/lib/training/dashboard";
import { DASHBOARD } from "@/lib/training/constants";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ErrorState, Skeleton } from "@/components/ui/states";
import { Panel } from "./panel";

const ActivityChart = dynamic(() => import("./activity-chart"), { ssr: false, loading: () => <Skeleton className="h-64" /> });

const PERIOD_LABEL: Record<ActivityPeriod, string> = { week: "Week", month: "Month", year: "Year" };

export function WeeklyActivity({ userId, now }: { userId: string; now: Date }) {
  const [period, setPeriod] = useState<ActivityPeriod>("week");
  const query = useActivitySessions(userId, period, now);
  const buckets = query.data ? activityBuckets(query.data.filter(isCompleted), period, now) : null;
  const total = buckets?.reduce((sum, b) => sum + b.minutes, 0) ?? 0;

  const toggle = (
    <div role="group" aria-label="Activity period" className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {DASHBOARD.periods.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={period === p}
          onClick={() => setPeriod(p)}
          className={cn(
            "rounded-md px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500",
            period === p ? "bg-white text-slate-900 shadow dark:bg-slate-950 dark:text-white" : "text-slate-600 dark:text-slate-300",
          )}
        >
          {PERIOD_LABEL[p]}
        </button>
      ))}
    </div>
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
