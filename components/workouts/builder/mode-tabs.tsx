import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

export type Tab = "ai" | "manual";

/** The AI / manual tabs: the AI tab shows its form, the manual tab a way to add exercises one by one. */
export function BuilderModeTabs({ tab, onTab, aiPanel, onAddManual }: { tab: Tab; onTab: (tab: Tab) => void; aiPanel: ReactNode; onAddManual: () => void }) {
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Build mode" className="grid grid-cols-2 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {(
          [
            ["ai", "AI Generate"],
            ["manual", "Manual Build"],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => onTab(id)}
            className={cn(
              "rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500",
              tab === id ? "bg-white text-brand-700 shadow dark:bg-slate-950 dark:text-brand-100" : "text-slate-700 dark:text-slate-200",
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {tab === "ai" ? (
          aiPanel
        ) : (
          <div className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Build it yourself</h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Search the exercise library and add exercises one at a time. Sets, reps and rest start at 3 × 8-12 with 90 s rest; change them on each row.
            </p>
            <Button onClick={onAddManual}>+ Add Exercise</Button>
          </div>
        )}
      </div>
    </div>
  );
}
