import { cn } from "@/components/ui/cn";
import { setsOf, type LiveState } from "@/lib/sessions/live";

/** The plan as a list of exercises with their done/planned sets; picking one goes to it. */
export function LiveExerciseNav({ state, current, onGo }: { state: LiveState; current: number; onGo: (index: number) => void }) {
  // min-w-0: the chip row scrolls sideways on phones instead of widening the page.
  return (
    <nav aria-label="Exercises" className="min-w-0">
      <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {state.plan.map((x, i) => {
          const xs = setsOf(state, i);
          const done = xs.filter((s) => s.completed).length;
          return (
            <li key={x.exercise} className="shrink-0">
              <button
                type="button"
                onClick={() => onGo(i)}
                aria-current={i === current ? "step" : undefined}
                className={cn(
                  "flex w-full items-center justify-between gap-3 rounded-lg border px-3 py-2 text-left text-sm",
                  i === current
                    ? "border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-500 dark:bg-brand-700/30 dark:text-brand-100"
                    : "border-slate-200 bg-white text-slate-800 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100",
                )}
              >
                <span className={cn("max-w-[12rem] truncate font-medium", x.skipped && "line-through opacity-70")}>
                  {i + 1}. {x.name}
                </span>
                <span className="text-xs tabular-nums">{x.skipped ? "Skipped" : `${done}/${xs.length}`}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
