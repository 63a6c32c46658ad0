"use client";

import { useState } from "react";
import { progressionOverview, weekHeader, type ProgramView, type ViewDay } from "@/lib/programs/program-view";
import { lookupDisplayName } from "@/lib/training/labels";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ExerciseCard } from "../exercise-card";

function DayCard({ day }: { day: ViewDay }) {
  const title = day.name || `Day ${day.dayNumber}`;
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="result-day">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">Day {day.dayNumber}</p>
      {day.isRestDay ? (
        <>
          <p className="font-semibold text-slate-900 dark:text-white">Rest day</p>
          {day.notes && <p className="text-sm text-slate-600 dark:text-slate-300">{day.notes}</p>}
        </>
      ) : !day.workout ? (
        <p className="font-semibold text-slate-700 dark:text-slate-200">{title}: no workout assigned</p>
      ) : (
        <div className="space-y-3">
          <div>
            <h4 className="font-semibold text-slate-900 dark:text-white">{day.workout.name}</h4>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {day.workout.targetDurationMinutes} min{day.workout.targetRPEMin && day.workout.targetRPEMax ? ` · RPE ${day.workout.targetRPEMin}-${day.workout.targetRPEMax}` : ""}
              {day.notes ? ` · ${day.notes}` : ""}
            </p>
          </div>
          {day.workout.exercises.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Exercises for this workout are still being generated.</p>
          ) : (
            <ol className="space-y-2">
              {day.workout.exercises.map((e, i) => (
                <ExerciseCard key={`${e.id}-${i}`} exercise={e} index={i} />
              ))}
            </ol>
          )}
          {day.workout.intensityTechniques.length > 0 && (
            <div className="text-sm">
              <p className="font-semibold text-slate-900 dark:text-white">Intensity techniques</p>
              <ul className="list-disc pl-5 text-slate-700 dark:text-slate-200">
                {day.workout.intensityTechniques.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

const pct = (v: number | null) => (v === null ? "-" : `${v}%`);

export function Result({ program }: { program: ProgramView }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([program.weeks[0]?.weekNumber ?? 1]));
  const toggle = (n: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(n)) next.delete(n);
      else next.add(n);
      return next;
    });
  const overview = progressionOverview(program.weeks);
  return (
    <div className="space-y-6">
      <div role="status" className="flex flex-col gap-4 rounded-xl border border-green-200 bg-green-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-green-900 dark:bg-green-950/40">
        <div>
          <p className="text-lg font-bold text-green-900 dark:text-green-100">Program generated successfully!</p>
          <p className="text-green-800 dark:text-green-200">{program.name} is saved and ready.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/programs" variant="secondary">
            View All Programs
          </ButtonLink>
          <ButtonLink href={`/programs/${program.id}`}>View Full Program</ButtonLink>
        </div>
      </div>

      <Card className="space-y-4">
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{program.name}</h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact label="Duration" value={`${program.durationWeeks ?? program.weeks.length} weeks`} />
          <Fact label="Training days" value={`${program.trainingDaysPerWeek ?? "-"} per week`} />
          <Fact label="Periodization model" value={program.periodizationType ? lookupDisplayName(program.periodizationType) : "-"} />
        </dl>
        {program.description && <p className="text-slate-700 dark:text-slate-200">{program.description}</p>}
        <dl className="grid gap-4 md:grid-cols-2">
          <Fact label="Progression scheme" value={program.progressionScheme || "-"} />
          <Fact label="Deload protocol" value={program.deloadProtocol || "-"} />
        </dl>
      </Card>

      <Card className="space-y-3">
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">Progression Overview</h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5" data-testid="progression-overview">
          <Fact label="Week 1 intensity" value={pct(overview.firstIntensity)} />
          <Fact label="Week 1 volume" value={pct(overview.firstVolume)} />
          <Fact label={`Week ${overview.totalWeeks} intensity`} value={pct(overview.lastIntensity)} />
          <Fact label={`Week ${overview.totalWeeks} volume`} value={pct(overview.lastVolume)} />
          <Fact label="Deload weeks" value={`${overview.deloadWeeks} of ${overview.totalWeeks}`} />
        </dl>
      </Card>

      <section aria-labelledby="breakdown-heading" className="space-y-3">
        <h2 id="breakdown-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Week-by-Week Breakdown
        </h2>
        {program.weeks.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">No weekly breakdown available...</p>
        ) : (
          program.weeks.map((week, index) => {
            const n = week.weekNumber || index + 1;
            const isOpen = open.has(n);
            const header = weekHeader(week, n);
            return (
              <div key={week.id || n} className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
                <h3>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={`week-panel-${n}`}
                    onClick={() => toggle(n)}
                    className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <span className="font-semibold text-slate-900 dark:text-white">{header.title}</span>
                    <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                      {header.isDeload && <Badge tone="warning">Deload</Badge>}
                      {header.intensityPercent !== null && <span>Intensity {header.intensityPercent}%</span>}
                      {header.volumePercent !== null && <span>Volume {header.volumePercent}%</span>}
                      <span aria-hidden="true">{isOpen ? "▲" : "▼"}</span>
                    </span>
                  </button>
                </h3>
                {isOpen && (
                  <div id={`week-panel-${n}`} className="space-y-3 border-t border-slate-200 p-4 dark:border-slate-800">
                    {header.subtitle && <p className="text-sm text-slate-600 dark:text-slate-300">{header.subtitle}</p>}
                    {week.days.length === 0 ? (
                      <p className="text-slate-600 dark:text-slate-300">No days scheduled for this week</p>
                    ) : (
                      <ul className="grid gap-3 lg:grid-cols-2">
                        {week.days.map((d) => (
                          <DayCard key={d.id || d.dayNumber} day={d} />
                        ))}
                      </ul>
                    )}
                  </div>
                )}
              </div>
            );
          })
        )}
      </section>
    </div>
  );
}
