"use client";

import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from "recharts";
import { cn } from "@/components/ui/cn";

export interface RadarDatum {
  label: string;
  value: number;
}

const HEIGHTS = { small: "h-48", medium: "h-64", large: "h-80" } as const;
export type RadarSize = keyof typeof HEIGHTS;

/**
 * A labelled-values radar (0-`max`), e.g. the six quality sub-scores. The
 * chart is decoration for sighted users; the same figures are in the
 * accessible name so nothing depends on reading the polygon.
 */
export function ScoreRadar({
  data,
  size = "medium",
  max = 100,
  title,
  className,
}: {
  data: readonly RadarDatum[];
  size?: RadarSize;
  max?: number;
  title: string;
  className?: string;
}) {
  const label = `${title}: ${data.map((d) => `${d.label} ${Math.round(d.value)}`).join(", ")}`;
  return (
    <figure role="img" aria-label={label} className={cn("w-full", HEIGHTS[size], className)} data-testid="score-radar">
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={[...data]} outerRadius={size === "small" ? "62%" : "70%"} margin={{ top: 8, right: 24, bottom: 8, left: 24 }}>
          <PolarGrid className="stroke-slate-300 dark:stroke-slate-700" />
          <PolarAngleAxis dataKey="label" tick={{ fontSize: size === "small" ? 10 : 12, fill: "currentColor" }} className="text-slate-700 dark:text-slate-200" />
          <PolarRadiusAxis domain={[0, max]} tick={false} axisLine={false} />
          <Radar dataKey="value" stroke="#1f57d1" fill="#2f6fed" fillOpacity={0.35} isAnimationActive={false} />
        </RadarChart>
      </ResponsiveContainer>
    </figure>
  );
}
