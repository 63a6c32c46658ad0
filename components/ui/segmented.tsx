"use client";

import { cn } from "./cn";

const looks = {
  /** Library toolbars: bordered, the chosen one filled with the brand colour. */
  outlined: {
    group: "flex rounded-lg border border-slate-300 dark:border-slate-600",
    button: "px-3 py-1.5 first:rounded-l-lg last:rounded-r-lg",
    on: "bg-brand-600 text-white",
    off: "bg-white text-slate-700 dark:bg-slate-900 dark:text-slate-200",
  },
  /** Small switches inside a card (period, unit): a raised chip on a grey track. */
  pill: {
    group: "inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800",
    button: "rounded-md px-3 py-1",
    on: "bg-white text-slate-900 shadow dark:bg-slate-950 dark:text-white",
    off: "text-slate-600 dark:text-slate-300",
  },
} as const;

/** A choice of one among a few, as pressed buttons in a labelled group. */
export function Segmented<V extends string>({
  label,
  options,
  value,
  labels,
  onChange,
  look = "outlined",
}: {
  /** Read by screen readers as the group's name. */
  label: string;
  options: readonly V[];
  value: V;
  labels?: Partial<Record<V, string>>;
  onChange: (value: V) => void;
  look?: keyof typeof looks;
}) {
  const style = looks[look];
  return (
    <div role="group" aria-label={label} className={style.group}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn("text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500", style.button, value === option ? style.on : style.off)}
        >
          {labels?.[option] ?? option}
        </button>
      ))}
    </div>
  );
}

/** The two views of the workout and program libraries. */
export const GRID_LIST = ["grid", "list"] as const;
export const GRID_LIST_LABELS = { grid: "Grid", list: "List" } as const;
