"use client";

import { useState } from "react";
import { cn } from "@/components/ui/cn";

/**
 * A number input that lets the user type freely ("62." on the way to "62.5")
 * and reports every value that parses. While focused it shows what was typed;
 * otherwise the stored value.
 */
export function NumberField({
  label,
  value,
  onValue,
  step,
  min = 0,
  max,
  disabled,
  decimal,
  className,
}: {
  label: string;
  value: number;
  onValue: (value: number) => void;
  step?: number;
  min?: number;
  max?: number;
  disabled?: boolean;
  decimal?: boolean;
  className?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === 0 ? "" : String(value));
  return (
    <input
      type="number"
      inputMode={decimal ? "decimal" : "numeric"}
      aria-label={label}
      value={shown}
      placeholder="0"
      step={step}
      min={min}
      max={max}
      disabled={disabled}
      onFocus={() => setDraft(value === 0 ? "" : String(value))}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        setDraft(e.target.value);
        const n = e.target.value === "" ? 0 : Number(e.target.value);
        if (Number.isFinite(n)) onValue(n);
      }}
      className={cn(
        "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-1 py-2 text-center sm:px-2 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none text-base tabular-nums text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-950 dark:text-white",
        className,
      )}
    />
  );
}
