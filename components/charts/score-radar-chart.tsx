"use client";

import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from "recharts";
import type { RadarDatum } from "./score-radar";

/** Recharts lives only here, loaded after the page by ScoreRadar, so pages do not wait for it. */
export default function ScoreRadarChart({ data, small, max }: { data: readonly RadarDatum[]; small: boolean; max: number }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <RadarChart data={[...data]} outerRadius={small ? "62%" : "70%"} margin={{ top: 8, right: 24, bottom: 8, left: 24 }} accessibilityLayer={false}>
        <PolarGrid stroke="currentColor" strokeOpacity={0.3} />
        <PolarAngleAxis dataKey="label" tick={{ fontSize: small ? 10 : 12, fill: "currentColor" }} />
        <PolarRadiusAxis domain={[0, max]} tick={false} axisLine={false} />
        <Radar dataKey="value" stroke="var(--color-brand-600)" fill="var(--color-brand-500)" fillOpacity={0.35} isAnimationActive={false} />
      </RadarChart>
    </ResponsiveContainer>
  );
}
