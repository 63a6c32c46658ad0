"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { DASHBOARD } from "@/lib/training/constants";
import type { ActivityBucket, ActivityPeriod } from "@/lib/training/dashboard";

interface Point {
  label: string;
  value: number;
  minutes: number;
  sessions: number;
}

function TooltipBox({ active, payload, period }: { active?: boolean; payload?: Array<{ payload: Point }>; period: ActivityPeriod }) {
  if (!active || !payload?.length) return null;
  const p = payload[0].payload;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow dark:border-slate-700 dark:bg-slate-800">
      <p className="font-semibold text-slate-900 dark:text-white">{p.label}</p>
      <p className="text-slate-700 dark:text-slate-200">
        {p.minutes} min · {p.sessions} {p.sessions === 1 ? "session" : "sessions"}
      </p>
      {period === "year" && <p className="text-xs text-slate-600 dark:text-slate-300">Bar: average per training day</p>}
    </div>
  );
}

/** Recharts lives only here, loaded lazily by the dashboard, so the landing page never ships it. */
export default function ActivityChart({ buckets, period }: { buckets: ActivityBucket[]; period: ActivityPeriod }) {
  // Heights are already scaled so 75 minutes fills the bar; plot them on a 0-75 minute axis.
  const data: Point[] = buckets.map((b) => ({
    label: b.label,
    value: (b.heightPercent / 100) * DASHBOARD.fullBarMinutes,
    minutes: Math.round(b.minutes),
    sessions: b.sessions,
  }));
  return (
    <div className="h-64 text-slate-600 dark:text-slate-300" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="label" tick={{ fill: "currentColor", fontSize: 12 }} tickLine={false} axisLine={false} interval={period === "month" ? 4 : 0} />
          <YAxis
            domain={[0, DASHBOARD.fullBarMinutes]}
            ticks={[0, 25, 50, DASHBOARD.fullBarMinutes]}
            tick={{ fill: "currentColor", fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            allowDataOverflow
          />
          <Tooltip cursor={{ fill: "currentColor", fillOpacity: 0.08 }} content={<TooltipBox period={period} />} />
          <Bar dataKey="value" fill="var(--color-brand-500)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
