import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { ToggleButton } from "@/components/ui/toggle-button";

/** A selectable demo option: a toggle button whose pressed state is announced. */
export function ChoiceCard({ selected, onSelect, children }: { selected: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <ToggleButton
      pressed={selected}
      onClick={onSelect}
      className={cn(
        "w-full rounded-lg border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
        selected
          ? "border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-700/30"
          : "border-slate-200 bg-white hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900",
      )}
    >
      {children}
    </ToggleButton>
  );
}
