"use client";

import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from "recharts";
import type { RadarPoint } from "@/lib/programs/program-analysis";

/** Recharts lives only here, loaded lazily by the detail page. The figures are also listed beside it as text. */
export default function QualityRadar({ points }: { points: RadarPoint[] }) {
  return (
    <div className="h-64 text-slate-600 dark:text-slate-300" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={points} outerRadius="70%" margin={{ top: 8, right: 24, bottom: 8, left: 24 }} accessibilityLayer={false}>
          <PolarGrid stroke="currentColor" strokeOpacity={0.3} />
          <PolarAngleAxis dataKey="label" tick={{ fill: "currentColor", fontSize: 12 }} />
          <PolarRadiusAxis domain={[0, 100]} tickCount={5} tick={false} axisLine={false} />
          <Radar dataKey="value" stroke="var(--color-brand-600)" fill="var(--color-brand-500)" fillOpacity={0.35} isAnimationActive={false} />
        </RadarChart>
      </ResponsiveContainer>
    </div>
  );
}
