"use client";

import { ScoreRadar } from "@/components/charts/score-radar";
import { BUILDER_LIMITS, BUILDER_MESSAGES } from "@/lib/training/constants";
import { builderMuscleCoverage } from "@/lib/training/builder-stats";
import { muscleDisplayName } from "@/lib/training/muscle-groups";
import type { QualityScore } from "@/lib/training/quality-analysis";
import type { DraftExercise } from "@/lib/workouts/draft";
import { qualityRadarPoints } from "@/lib/workouts/view";
import { scoreBarClass, scoreTextClass } from "./badges";

/** The builder's quality analysis (spec 2 §2.2 "Quality panel"). */
export function QualityPanel({ score, exercises }: { score: QualityScore; exercises: readonly DraftExercise[] }) {
  const points = qualityRadarPoints(score);
  const coverage = builderMuscleCoverage(exercises);
  return (
    <section aria-labelledby="quality-title" className="space-y-5" data-testid="quality-panel">
      <div className="flex items-end justify-between gap-3">
        <h3 id="quality-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Quality Analysis
        </h3>
        <p className="text-right">
          <span className={`text-4xl font-bold ${scoreTextClass(score.overall)}`} data-testid="quality-overall">
            {score.overall}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-300">/100 overall</span>
        </p>
      </div>

      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {points.map((p) => (
          <li key={p.label} className="rounded-lg bg-slate-50 p-2 text-center dark:bg-slate-800">
            <span className="block text-xs font-medium text-slate-600 dark:text-slate-300">{p.label}</span>
            <span className={`text-lg font-bold ${scoreTextClass(p.value)}`}>{p.value}</span>
          </li>
        ))}
      </ul>

      <ScoreRadar data={points} size="small" title="Quality sub-scores" />

      <div>
        <h4 className="font-semibold text-slate-900 dark:text-white">Muscle Coverage</h4>
        {coverage.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{BUILDER_MESSAGES.coverageEmpty}</p>
        ) : (
          <ul className="mt-2 space-y-1.5" data-testid="muscle-coverage">
            {coverage.map((c) => (
              <li key={c.muscle} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-2 text-sm">
                <span className="truncate text-slate-700 dark:text-slate-200">{muscleDisplayName(c.muscle)}</span>
                <span className="h-2 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                  <span className="block h-2 rounded-full bg-brand-600" style={{ width: `${c.percent}%` }} />
                </span>
                <span className="text-right text-slate-600 dark:text-slate-300">{c.points} pts</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{BUILDER_MESSAGES.coverageNote}</p>
      </div>

      {score.strengths.length > 0 && (
        <div>
          <h4 className="font-semibold text-green-800 dark:text-green-300">Strengths</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
            {score.strengths.slice(0, BUILDER_LIMITS.strengthsShown).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
      {score.improvements.length > 0 && (
        <div>
          <h4 className="font-semibold text-amber-800 dark:text-amber-300">Improvements</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
            {score.improvements.slice(0, BUILDER_LIMITS.improvementsShown).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A labelled score bar (detail page stats). */
export function ScoreBar({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid grid-cols-[6rem_1fr_2.5rem] items-center gap-2 text-sm">
      <span className="text-slate-700 dark:text-slate-200">{label}</span>
      <span className="h-2 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <span className={`block h-2 rounded-full ${scoreBarClass(value)}`} style={{ width: `${value}%` }} />
      </span>
      <span className="text-right font-semibold text-slate-800 dark:text-slate-100">{value}</span>
    </div>
  );
}
