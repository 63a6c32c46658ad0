"use client";

import { Button } from "@/components/ui/button";
import { formatClock } from "./use-clock";

/** Rest countdown after a set is ticked; it keeps its end time in the session, so a reload does not reset it. */
export function RestTimer({ endsAt, total, now, onSkip, onAdd }: { endsAt: number | null; total: number; now: number; onSkip: () => void; onAdd: () => void }) {
  if (endsAt === null) return null;
  // `now` ticks once a second and can be up to a second older than the tick that started the rest: never show more than the rest.
  const left = Math.min(total > 0 ? total : Infinity, Math.ceil((endsAt - now) / 1000));
  const over = left <= 0;
  const percent = total > 0 ? Math.max(0, Math.min(100, (left / total) * 100)) : 0;
  return (
    <section
      aria-label="Rest timer"
      // Sticky under the phone's top bar (h-14), so the countdown stays in view while the sets below are scrolled.
      className="sticky top-16 z-30 flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 shadow-md lg:top-4 dark:border-brand-700/50 dark:bg-slate-900"
      data-testid="rest-timer"
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">{over ? "Rest over: next set!" : "Rest"}</p>
        <p className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white" role="timer" aria-live="off">
          {formatClock(Math.max(0, left))}
        </p>
        <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-brand-100 dark:bg-slate-800" aria-hidden="true">
          <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
        {/* Announced once, when the rest ends. */}
        <p className="sr-only" aria-live="polite">
          {over ? "Rest is over. Time for your next set." : ""}
        </p>
      </div>
      <div className="flex gap-2">
        {!over && (
          <Button variant="secondary" size="sm" onClick={onAdd}>
            +15 s
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onSkip}>
          {over ? "Dismiss" : "Skip rest"}
        </Button>
      </div>
    </section>
  );
}
