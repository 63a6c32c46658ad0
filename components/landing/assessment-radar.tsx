"use client";

import { useState } from "react";
import { ASSESSMENT } from "@/lib/training/constants";
import { assessmentLevelLabel } from "@/lib/training/labels";
import { cn } from "@/components/ui/cn";
import { assessmentLevels, type AssessmentCategory } from "./data";

const SIZE = 340;
const CENTER = SIZE / 2;
const RADIUS = 115;
const RINGS = [2, 4, 6, 8, 10];
const parts = ASSESSMENT.categories;

function point(index: number, value: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / parts.length;
  const r = (value / ASSESSMENT.scaleMax) * RADIUS;
  return [CENTER + r * Math.cos(angle), CENTER + r * Math.sin(angle)];
}

const polygon = (values: number[]) => values.map((v, i) => point(i, v).join(",")).join(" ");

/**
 * Hand-drawn SVG rather than Recharts: the landing page must stay light, and a
 * static 8-axis polygon needs none of a chart library's machinery.
 */
export function AssessmentRadar() {
  const [selected, setSelected] = useState<AssessmentCategory | null>(null);
  const toggle = (part: AssessmentCategory) => setSelected((current) => (current === part ? null : part));
  const levels = parts.map((p) => assessmentLevels[p]);

  return (
    <div className="grid items-center gap-8 lg:grid-cols-2">
      <svg
        viewBox={`-24 0 ${SIZE + 48} ${SIZE}`}
        role="img"
        aria-label={`Sample fitness radar on a scale of ${ASSESSMENT.scaleMin} to ${ASSESSMENT.scaleMax}: ${parts.map((p) => `${p} ${assessmentLevels[p]}`).join(", ")}`}
        className="mx-auto w-full max-w-md text-slate-300 dark:text-slate-700"
      >
        {RINGS.map((ring) => (
          <polygon key={ring} points={polygon(parts.map(() => ring))} fill="none" stroke="currentColor" strokeWidth="1" />
        ))}
        {parts.map((part, i) => {
          const [x, y] = point(i, ASSESSMENT.scaleMax);
          return <line key={part} x1={CENTER} y1={CENTER} x2={x} y2={y} stroke="currentColor" strokeWidth="1" />;
        })}
        <polygon points={polygon(levels)} className="fill-brand-500/30 stroke-brand-600 dark:stroke-brand-500" strokeWidth="2" />
        {parts.map((part, i) => {
          const [x, y] = point(i, levels[i]);
          const active = selected === part;
          return (
            <circle
              key={part}
              cx={x}
              cy={y}
              r={active ? 7 : 4}
              className={active ? "fill-amber-500" : "fill-brand-600 dark:fill-brand-500"}
              onClick={() => toggle(part)}
              style={{ cursor: "pointer" }}
            />
          );
        })}
        {parts.map((part, i) => {
          const [x, y] = point(i, ASSESSMENT.scaleMax + 2.2);
          return (
            <text
              key={part}
              x={x}
              y={y}
              textAnchor="middle"
              dominantBaseline="middle"
              onClick={() => toggle(part)}
              style={{ cursor: "pointer" }}
              className={cn("text-[12px] font-semibold", selected === part ? "fill-amber-600 dark:fill-amber-400" : "fill-slate-700 dark:fill-slate-200")}
            >
              {part}
            </text>
          );
        })}
      </svg>

      <div>
        <p id="radar-help" className="text-slate-600 dark:text-slate-300">
          Select a body part to see its level. Select it again to clear.
        </p>
        <ul className="mt-4 grid grid-cols-2 gap-2" aria-describedby="radar-help">
          {parts.map((part) => {
            const level = assessmentLevels[part];
            const active = selected === part;
            return (
              <li key={part}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => toggle(part)}
                  className={cn(
                    "flex w-full items-center justify-between rounded-lg border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                    active
                      ? "border-amber-500 bg-amber-50 dark:bg-amber-900/30"
                      : "border-slate-200 bg-white hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900",
                  )}
                >
                  <span className="font-semibold text-slate-900 dark:text-white">{part}</span>
                  <span className="text-slate-600 dark:text-slate-300">{level}/10</span>
                </button>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 min-h-24 rounded-xl bg-slate-50 p-4 dark:bg-slate-800" aria-live="polite" data-testid="radar-detail">
          {selected ? (
            <>
              <p className="text-lg font-semibold text-slate-900 dark:text-white">
                {selected}: level {assessmentLevels[selected]} of 10 · {assessmentLevelLabel(assessmentLevels[selected])}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Scored from 2 to 3 guided exercises for this body region. Your plan gives more attention to areas below Good.
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">No body part selected.</p>
          )}
        </div>
      </div>
    </div>
  );
}
