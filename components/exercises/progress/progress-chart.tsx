"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ProgressPoint {
  label: string;
  e1rm: number | null;
  best: number | null;
}

/** Recharts lives only here, loaded lazily by the progress panel, so pages without it never ship it. */
export default function ProgressChart({ points, unit }: { points: ProgressPoint[]; unit: string }) {
  return (
    <div className="h-64 text-slate-600 dark:text-slate-300" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="label" tick={{ fill: "currentColor", fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis tick={{ fill: "currentColor", fontSize: 12 }} tickLine={false} axisLine={false} domain={["auto", "auto"]} unit={` ${unit}`} width={72} />
          <Tooltip
            contentStyle={{ background: "var(--tooltip-bg, white)", borderRadius: 8 }}
            formatter={(value, name) => [`${value} ${unit}`, name === "e1rm" ? "Estimated 1RM" : "Heaviest set"]}
          />
          <Legend formatter={(name) => (name === "e1rm" ? "Estimated 1RM" : "Heaviest set")} />
          <Line type="monotone" dataKey="e1rm" stroke="var(--color-brand-500)" strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
          <Line type="monotone" dataKey="best" stroke="currentColor" strokeDasharray="4 3" strokeWidth={1.5} dot={{ r: 2 }} connectNulls isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
