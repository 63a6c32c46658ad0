"use client";

import { useState } from "react";
import { weekAt, weekHeader, type ProgramView, type ViewDay } from "@/lib/programs/program-view";
import { PROGRAM_MESSAGES } from "@/lib/training/constants";
import { itemLoadOf } from "@/lib/programs/loads";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ScheduleExercise, type ScheduleLoads } from "./schedule-exercise";

function WorkoutRow({ day, open, onToggle, loads }: { day: ViewDay; open: boolean; onToggle: () => void; loads: ScheduleLoads }) {
  const w = day.workout!;
  const panelId = `day-${day.id || day.dayNumber}`;
  return (
    <li className="rounded-lg border border-slate-200 dark:border-slate-700" data-testid="schedule-day">
      <div className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-3 rounded text-left focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {day.dayNumber}
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900 dark:text-white">
              Day {day.dayNumber}: {w.name}
            </span>
            <span className="block text-sm text-slate-600 dark:text-slate-300">
              {w.exercises.length} {w.exercises.length === 1 ? "exercise" : "exercises"} · {w.targetDurationMinutes} min
            </span>
          </span>
          <span aria-hidden="true" className="ml-auto text-slate-500">
            {open ? "▲" : "▼"}
          </span>
        </button>
        {day.id && (
          <ButtonLink href={`/train/start?programDay=${day.id}`} size="sm" className="ml-12 self-start sm:ml-0 sm:self-auto" aria-label={`Start Workout: Day ${day.dayNumber}, ${w.name}`}>
            Start Workout
          </ButtonLink>
        )}
      </div>
      {open && (
        <div id={panelId} className="border-t border-slate-200 p-3 dark:border-slate-700">
          {day.notes && <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{day.notes}</p>}
          {w.exercises.length === 0 ? (
            <div className="py-4 text-center">
              <p className="font-semibold text-slate-900 dark:text-white">No exercises in this workout</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">This workout doesn&apos;t have any exercises yet. Add exercises to get started.</p>
            </div>
          ) : (
            <ol className="divide-y divide-slate-100 dark:divide-slate-800">
              {w.exercises.map((e, i) => (
                <ScheduleExercise key={`${e.id}-${i}`} exercise={e} load={loads.signedIn ? itemLoadOf(loads.byItem, w.id, e.id) : undefined} signedIn={loads.signedIn} />
              ))}
            </ol>
          )}
        </div>
      )}
    </li>
  );
}

export function WeekSchedule({ program, loads }: { program: ProgramView; loads: ScheduleLoads }) {
  const [selected, setSelected] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const week = weekAt(program, selected);
  const header = weekHeader(week, selected);
  const weeks = Array.from({ length: program.weekCount }, (_, i) => i + 1);
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">Schedule</h2>
      <div role="group" aria-label="Week" className="flex gap-2 overflow-x-auto pb-1">
        {weeks.map((n) => {
          const w = weekAt(program, n);
          return (
            <button
              key={n}
              type="button"
              aria-pressed={n === selected}
              aria-label={`Week ${n}${w?.isDeload ? " (deload)" : ""}`}
              onClick={() => {
                setSelected(n);
                setExpanded(null);
              }}
              className={cn(
                "min-w-11 shrink-0 rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                n === selected
                  ? "border-brand-600 bg-brand-600 text-white"
                  : w?.isDeload
                    ? "border-amber-400 bg-amber-50 text-amber-900 dark:border-amber-600 dark:bg-amber-950/40 dark:text-amber-100"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200",
              )}
            >
              W{n}
            </button>
          );
        })}
      </div>

      <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800" data-testid="week-header" aria-live="polite">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold text-slate-900 dark:text-white">{header.title}</h3>
          {header.isDeload && <Badge tone="warning">Deload</Badge>}
        </div>
        {header.subtitle && <p className="text-sm text-slate-600 dark:text-slate-300">{header.subtitle}</p>}
        {(header.intensityPercent !== null || header.volumePercent !== null) && (
          <p className="mt-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
            {header.intensityPercent !== null && <span className="mr-4">Intensity {header.intensityPercent}%</span>}
            {header.volumePercent !== null && <span>Volume {header.volumePercent}%</span>}
          </p>
        )}
      </div>

      {!week || week.days.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">No days scheduled for this week</p>
      ) : (
        <ul className="space-y-2" aria-label={`Week ${selected} days`}>
          {week.days.map((day) =>
            day.isRestDay ? (
              <li key={day.id || day.dayNumber} className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3 dark:border-slate-700" data-testid="schedule-day">
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-bold text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                  {day.dayNumber}
                </span>
                <span>
                  <span className="block font-semibold text-slate-700 dark:text-slate-200">Day {day.dayNumber}: Rest day</span>
                  {day.notes && <span className="block text-sm text-slate-600 dark:text-slate-300">{day.notes}</span>}
                </span>
              </li>
            ) : !day.workout ? (
              <li key={day.id || day.dayNumber} className="rounded-lg border border-slate-200 p-3 text-slate-700 dark:border-slate-700 dark:text-slate-200" data-testid="schedule-day">
                Day {day.dayNumber}{day.name ? `: ${day.name}` : ""}: no workout assigned
              </li>
            ) : (
              <WorkoutRow
                key={day.id || day.dayNumber}
                day={day}
                loads={loads}
                open={expanded === (day.id || String(day.dayNumber))}
                onToggle={() => setExpanded((cur) => (cur === (day.id || String(day.dayNumber)) ? null : day.id || String(day.dayNumber)))}
              />
            ),
          )}
        </ul>
      )}
    </Card>
  );
}

/** Spec 3 §8: no schedule can be built at all. */
export function PlaceholderSchedule() {
  return (
    <Card className="space-y-3">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">Schedule</h2>
      <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{PROGRAM_MESSAGES.placeholderWeekTitle}</p>
        <p className="text-slate-600 dark:text-slate-300">{PROGRAM_MESSAGES.placeholderWeekText}</p>
      </div>
      <p role="note" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
        This program has no workouts stored yet. Its exercises are picked by the TOPSIS ranking when its workouts are generated; until then, scores below are estimates.
      </p>
    </Card>
  );
}
