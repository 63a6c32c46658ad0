import { cn } from "@/components/ui/cn";

const STEPS = ["Basic Information", "Target Areas & Equipment", "Review Your Preferences"] as const;

/** Three circles; the current one is marked for screen readers with aria-current. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <ol className="mb-8 flex items-center justify-center gap-2 sm:gap-4" aria-label="Progress" data-print-hide>
      {STEPS.map((label, i) => {
        const n = i + 1;
        const done = step > n;
        const current = step === n;
        return (
          <li key={label} className="flex items-center gap-2 sm:gap-4" aria-current={current ? "step" : undefined}>
            <span className="flex flex-col items-center gap-1">
              <span
                className={cn(
                  "flex h-10 w-10 items-center justify-center rounded-full border-2 text-sm font-bold",
                  done && "border-green-600 bg-green-600 text-white",
                  current && "border-brand-600 bg-brand-600 text-white",
                  !done && !current && "border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300",
                )}
              >
                {done ? "✓" : n}
                <span className="sr-only">{done ? " (completed)" : ""}</span>
              </span>
              <span className="hidden text-xs font-medium text-slate-700 sm:block dark:text-slate-300">{label}</span>
            </span>
            {n < STEPS.length && <span aria-hidden="true" className={cn("h-0.5 w-8 sm:w-16", done ? "bg-green-600" : "bg-slate-300 dark:bg-slate-700")} />}
          </li>
        );
      })}
    </ol>
  );
}
