"use client";

import { Trophy } from "lucide-react";
import type { LiveSet } from "@/lib/sessions/live";
import { formatWeight, fromDisplayWeight, toDisplayWeight, type WeightUnit } from "@/lib/sessions/units";
import type { RecordNote } from "@/lib/sessions/records";
import { recordNoteText } from "@/lib/sessions/records";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { NumberField } from "./number-field";

export function SetRow({
  set,
  unit,
  readOnly,
  record,
  previous,
  work = "reps",
  onEdit,
  onToggle,
}: {
  set: LiveSet;
  unit: WeightUnit;
  readOnly: boolean;
  record?: RecordNote;
  /** This set's weight × reps in the last session with the exercise. */
  previous?: { weight: number; reps: number };
  /** What the second number holds: "reps", or "seconds" / "minutes" for a timed set. */
  work?: string;
  onEdit: (patch: { reps?: number; weight?: number; rpe?: number }) => void;
  onToggle: () => void;
}) {
  const n = set.setNumber;
  const note = recordNoteText(record);
  return (
    <li
      className={cn(
        "grid grid-cols-[2rem_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_3rem] items-center gap-1.5 sm:grid-cols-[2.5rem_1fr_1fr_1fr_3rem] sm:gap-2 rounded-lg px-2 py-2",
        set.completed ? "bg-green-50 dark:bg-green-950/40" : "bg-white dark:bg-slate-900",
      )}
      data-testid={`set-${set.exercise}-${n}`}
      data-completed={set.completed}
    >
      <span className="text-center font-semibold text-slate-700 dark:text-slate-200">{n}</span>
      <NumberField label={`Set ${n} weight (${unit})`} value={toDisplayWeight(set.weight, unit)} decimal step={unit === "kg" ? 2.5 : 5} max={unit === "kg" ? 2000 : 4400} disabled={readOnly} onValue={(v) => onEdit({ weight: fromDisplayWeight(v, unit) })} />
      <NumberField label={`Set ${n} ${work}`} value={set.reps} step={1} max={1000} disabled={readOnly} onValue={(v) => onEdit({ reps: v })} />
      <NumberField label={`Set ${n} RPE`} value={set.rpe} decimal step={0.5} max={10} disabled={readOnly} onValue={(v) => onEdit({ rpe: v })} />
      {/* The real checkbox covers the whole 44 px box (transparent), so any tap on it ticks the set. */}
      <label className="relative flex h-11 w-11 cursor-pointer items-center justify-center justify-self-center rounded-lg border border-slate-300 has-[:checked]:border-green-600 has-[:checked]:bg-green-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:border-slate-600">
        <input type="checkbox" className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0" checked={set.completed} disabled={readOnly} onChange={onToggle} aria-label={`Set ${n} done`} />
        <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none h-6 w-6 text-transparent peer-checked:text-white" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M5 12l5 5L20 7" />
        </svg>
      </label>
      {previous && (
        <p className="col-span-5 pl-12 text-xs text-slate-600 dark:text-slate-300" data-testid={`previous-${set.exercise}-${n}`}>
          Last time: {formatWeight(previous.weight, unit)} × {previous.reps}
          {work === "reps" ? "" : ` ${work === "minutes" ? "min" : "s"}`}
        </p>
      )}
      {note && (
        <p className="col-span-5 pl-12">
          <Badge tone="warning">
            <Trophy aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
            {note}
          </Badge>
        </p>
      )}
    </li>
  );
}
