"use client";

import { WEIGHT_UNITS, type WeightUnit } from "@/lib/sessions/units";
import { cn } from "@/components/ui/cn";

/** kg / lbs, as a pressed-button pair. */
export function UnitToggle({ unit, onChange }: { unit: WeightUnit; onChange: (u: WeightUnit) => void }) {
  return (
    <div role="group" aria-label="Weight unit" className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {WEIGHT_UNITS.map((u) => (
        <button
          key={u}
          type="button"
          aria-pressed={unit === u}
          onClick={() => onChange(u)}
          className={cn(
            "rounded-md px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500",
            unit === u ? "bg-white text-slate-900 shadow dark:bg-slate-950 dark:text-white" : "text-slate-600 dark:text-slate-300",
          )}
        >
          {u}
        </button>
      ))}
    </div>
  );
}
