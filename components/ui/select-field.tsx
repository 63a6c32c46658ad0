"use client";

import { cn } from "./cn";

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/** A labelled native select (sort, order): native so keyboards and screen readers get the platform's list. */
export function SelectField<V extends string>({
  id,
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  /** The label stays for screen readers when the toolbar's layout makes it obvious. */
  hideLabel?: boolean;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <label htmlFor={id} className={cn(hideLabel ? "sr-only" : "text-sm font-semibold text-slate-700 dark:text-slate-200")}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as V)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
