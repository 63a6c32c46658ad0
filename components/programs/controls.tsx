"use client";

import { useId, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { RangeInput } from "@/components/ui/range-input";

const chip =
  "inline-flex cursor-pointer items-center rounded-lg border px-3 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500";
const chipOff = "border-slate-300 bg-white text-slate-800 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const chipOn = "border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-600";

export function Fieldset({ legend, hint, children, className }: { legend: string; hint?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn("space-y-2", className)}>
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      {hint && <div className="text-sm text-slate-600 dark:text-slate-300">{hint}</div>}
      {children}
    </fieldset>
  );
}

/** One of several values: native radios styled as chips. */
export function RadioChips<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  label = (v) => String(v),
  hint,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label?: (value: T) => string;
  hint?: ReactNode;
}) {
  return (
    <Fieldset legend={legend} hint={hint}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = option === value;
          return (
            <label key={String(option)} className={cn(chip, on ? chipOn : chipOff)}>
              <input type="radio" className="sr-only" name={name} value={String(option)} checked={on} onChange={() => onChange(option)} />
              {label(option)}
            </label>
          );
        })}
      </div>
    </Fieldset>
  );
}

/** Any number of values: native checkboxes styled as chips. */
export function CheckChips({
  legend,
  options,
  selected,
  onToggle,
  label = (v) => v,
  hint,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  label?: (value: string) => string;
  hint?: ReactNode;
}) {
  return (
    <Fieldset legend={legend} hint={hint}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <label key={option} className={cn(chip, on ? chipOn : chipOff)}>
              <input type="checkbox" className="sr-only" checked={on} onChange={() => onToggle(option)} />
              {label(option)}
            </label>
          );
        })}
      </div>
    </Fieldset>
  );
}

/** A stepped slider with its value spelled out. */
export function RangeField({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  format = (v) => String(v),
  describe,
}: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
  describe?: (value: number) => string;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-white">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-brand-700 dark:text-brand-100">
          {format(value)}
        </output>
      </div>
      <RangeInput id={id} min={min} max={max} step={step} value={value} valueText={format(value)} onChange={onChange} className="w-full accent-brand-600" />
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-300" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
      {describe && <p className="text-sm text-slate-600 dark:text-slate-300">{describe(value)}</p>}
    </div>
  );
}

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:border-slate-700 dark:text-slate-100">
      <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
