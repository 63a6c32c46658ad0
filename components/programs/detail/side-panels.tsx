"use client";

import { coreShare, type ProgramAnalysis } from "@/lib/programs/program-analysis";
import { PROGRAM_MESSAGES } from "@/lib/training/constants";
import { scoreColour } from "@/lib/training/labels";
import { ScoreRadar } from "@/components/charts/score-radar";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

const SCORE_TEXT = { green: "text-green-700 dark:text-green-300", amber: "text-amber-700 dark:text-amber-300", red: "text-red-700 dark:text-red-300" } as const;

export function QualityPanel({ analysis }: { analysis: ProgramAnalysis }) {
  const { score } = analysis;
  return (
    <Card className="space-y-3" aria-labelledby="quality-title">
      <div className="flex items-baseline justify-between">
        <h2 id="quality-title" className="text-lg font-bold text-slate-900 dark:text-white">
          Quality Score
        </h2>
        <p className={cn("text-2xl font-bold", SCORE_TEXT[scoreColour(score.overall)])} data-testid="quality-overall">
          {score.overall}/100
        </p>
      </div>
      {!analysis.hasData && <p className="text-sm text-slate-600 dark:text-slate-300">This program has no exercises yet; the score is an estimate from its length, level and goal.</p>}
      <ScoreRadar data={analysis.radar} title="Quality Score" decorative />
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Score by metric">
        {analysis.radar.map((p) => (
          <li key={p.metric} className="flex justify-between">
            <span className="text-slate-600 dark:text-slate-300">{p.label}</span>
            <span className="font-semibold text-slate-900 dark:text-white">{p.value}</span>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-200 pt-3 dark:border-slate-800" data-testid="improvement-hints">
        {analysis.hasData && analysis.hints.length === 0 ? (
          <p className="font-semibold text-green-700 dark:text-green-300">{PROGRAM_MESSAGES.wellBalanced}</p>
        ) : analysis.hints.length > 0 ? (
          <>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">How to improve it</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
              {analysis.hints.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Card>
  );
}

export function StrengthsPanel({ analysis }: { analysis: ProgramAnalysis }) {
  return (
    <Card className="space-y-2">
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">Program Strengths</h2>
      {analysis.strengths.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {analysis.hasData ? "No standout strengths yet: see the improvement hints above." : "Strengths appear once the program's workouts have exercises."}
        </p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-200" data-testid="program-strengths">
          {analysis.strengths.map((s) => (
            <li key={s} className="flex gap-2">
              <span aria-hidden="true" className="text-green-600 dark:text-green-400">
                ✓
              </span>
              {s}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PairBar({ left, right, a, b }: { left: string; right: string; a: number; b: number }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-700 dark:text-slate-200">
          {left} {a}%
        </span>
        <span className="text-slate-700 dark:text-slate-200">
          {right} {b}%
        </span>
      </div>
      <div className="mt-1 flex h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" role="img" aria-label={`${left} ${a}%, ${right} ${b}%`}>
        <div className="bg-brand-600" style={{ width: `${a}%` }} />
        <div className="bg-amber-500" style={{ width: `${b}%` }} />
      </div>
    </div>
  );
}

export function BalancePanel({ analysis }: { analysis: ProgramAnalysis }) {
  const b = analysis.coverage.balance;
  const top = analysis.coverage.top;
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">Training Balance</h2>
      {!analysis.hasData ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No exercise data to measure balance yet.</p>
      ) : (
        <>
          <PairBar left="Upper" right="Lower" a={b.upper} b={b.lower} />
          <PairBar left="Push" right="Pull" a={b.push} b={b.pull} />
          <PairBar left="Front" right="Back" a={b.front} b={b.back} />
          <p className="text-sm text-slate-600 dark:text-slate-300">Core work: {coreShare(analysis.coverage)}% of the week&apos;s muscle work.</p>
          <div>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Most trained muscles</h3>
            <ul className="mt-2 space-y-1.5">
              {top.map((m) => (
                <li key={m.key} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-2 text-sm">
                  <span className="truncate text-slate-700 dark:text-slate-200">{m.name}</span>
                  <span className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
                    <span className="block h-full bg-brand-500" style={{ width: `${m.percent}%` }} />
                  </span>
                  <span className="text-right text-slate-700 dark:text-slate-200">{m.percent}%</span>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </Card>
  );
}
