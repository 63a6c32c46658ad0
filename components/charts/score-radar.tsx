"use client";

import dynamic from "next/dynamic";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/states";

export interface RadarDatum {
  label: string;
  value: number;
}

const HEIGHTS = { small: "h-48", medium: "h-64", large: "h-80" } as const;
export type RadarSize = keyof typeof HEIGHTS;

const ScoreRadarChart = dynamic(() => import("./score-radar-chart"), { ssr: false, loading: () => <Skeleton className="h-full" /> });

/**
 * A labelled-values radar (0-`max`), e.g. the six quality sub-scores. The
 * chart is decoration for sighted users: the figures are in the accessible
 * name, or, when `decorative`, listed as text beside it by the caller.
 */
export function ScoreRadar({
  data,
  size = "medium",
  max = 100,
  title,
  decorative = false,
  className,
}: {
  data: readonly RadarDatum[];
  size?: RadarSize;
  max?: number;
  title: string;
  decorative?: boolean;
  className?: string;
}) {
  const label = `${title}: ${data.map((d) => `${d.label} ${Math.round(d.value)}`).join(", ")}`;
  return (
    <figure
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
      className={cn("w-full text-slate-600 dark:text-slate-300", HEIGHTS[size], className)}
      data-testid="score-radar"
    >
      <ScoreRadarChart data={data} small={size === "small"} max={max} />
    </figure>
  );
}
