import { analyseCoverage, coverageBandColour } from "@/lib/training/coverage";
import type { DraftExercise } from "@/lib/workouts/draft";

const BAR: Readonly<Record<string, string>> = { green: "bg-green-600", blue: "bg-brand-600", amber: "bg-amber-500", red: "bg-red-600" };

/** Muscle coverage analysis (spec 2 §9.4): top 8, balance, warnings and missing muscles. */
export function CoverageAnalysis({ rows, workoutType }: { rows: readonly DraftExercise[]; workoutType?: string }) {
  const a = analyseCoverage(rows, workoutType);
  return (
    <section aria-labelledby="coverage-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="coverage-analysis">
      <h2 id="coverage-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        Muscle Coverage Analysis
      </h2>
      {a.top.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">No muscle data available</p>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <ul className="space-y-2">
            {a.top.map((m) => (
              <li key={m.key} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-sm">
                <span className="text-slate-700 dark:text-slate-200">{m.name}</span>
                <span className="h-2.5 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                  <span className={`block h-2.5 rounded-full ${BAR[coverageBandColour(m.percent)]}`} style={{ width: `${m.percent}%` }} />
                </span>
                <span className="text-right font-semibold text-slate-800 dark:text-slate-100">{m.percent}%</span>
              </li>
            ))}
          </ul>
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-2 gap-3">
              {(
                [
                  ["Upper / Lower", a.balance.upper, a.balance.lower],
                  ["Push / Pull", a.balance.push, a.balance.pull],
                ] as const
              ).map(([term, first, second]) => (
                <div key={term} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{term}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">
                    {first}% / {second}%
                  </dd>
                </div>
              ))}
            </dl>
            {[...a.imbalances, ...a.warnings, ...a.notes].length > 0 ? (
              <div>
                <h3 className="font-semibold text-amber-800 dark:text-amber-300">Insights</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200" data-testid="coverage-insights">
                  {[...a.imbalances, ...a.warnings, ...a.notes].map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-green-800 dark:text-green-300">Well-rounded coverage: no gaps or imbalances found.</p>
            )}
            {a.missing.length > 0 && (
              <p className="text-slate-700 dark:text-slate-200">
                <span className="font-semibold">Little or no work:</span> {a.missing.join(", ")}
                {a.missingCount > a.missing.length && ` and ${a.missingCount - a.missing.length} more`}
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
