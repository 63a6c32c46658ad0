"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { BUILDER_LIMITS } from "@/lib/training/constants";
import { lookupDisplayName } from "@/lib/training/labels";
import type { DraftExercise, ExercisePatch } from "@/lib/workouts/draft";
import { SwapPanel } from "./swap-panel";
import { ExerciseHeading } from "./exercise-heading";
import { NumberInput } from "./number-input";

const input =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white";

function Field({ id, label, children }: { id: string; label: string; children: (id: string) => React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** One editor row (spec 2 §2.2 "Editor"). */
export function ExerciseRow({
  exercise,
  index,
  count,
  onMove,
  onRemove,
  onChange,
  onSwap,
  availableEquipment,
  experienceLevel,
}: {
  exercise: DraftExercise;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onChange: (patch: ExercisePatch) => void;
  onSwap: (replacement: DraftExercise) => void;
  availableEquipment: readonly string[];
  experienceLevel: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const [swapping, setSwapping] = useState(false);
  const key = `ex-${index}`;
  const e = exercise;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="builder-row">
      <div className="flex items-start gap-3">
        <div className="flex flex-col gap-1">
          <Button variant="ghost" size="sm" className="px-2 py-1" onClick={() => onMove(-1)} disabled={index === 0} aria-label={`Move ${e.name} up`}>
            ▲
          </Button>
          <Button variant="ghost" size="sm" className="px-2 py-1" onClick={() => onMove(1)} disabled={index === count - 1} aria-label={`Move ${e.name} down`}>
            ▼
          </Button>
        </div>
        <span className="mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden="true">
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          <ExerciseHeading exercise={e} number={<span className="sr-only">{index + 1}. </span>}>
            {e.isMaxEffortSafe && <Badge tone="success">Max Safe</Badge>}
            {e.isHighRepSuitable && <Badge tone="neutral">High Rep</Badge>}
            {e.fatigueImpact >= BUILDER_LIMITS.highFatigueAt && <Badge tone="error">High Fatigue</Badge>}
          </ExerciseHeading>
          <div className="mt-1 flex flex-wrap gap-1">
            {e.primaryMuscles.slice(0, BUILDER_LIMITS.primaryMuscleTagsRow).map((m) => (
              <span key={m} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {lookupDisplayName(m)}
              </span>
            ))}
          </div>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:max-w-sm">
            <Field id={`${key}-sets`} label="Sets">
              {(id) => <NumberInput id={id} min={1} max={10} value={e.sets} onValue={(sets) => onChange({ sets })} className={input} />}
            </Field>
            <Field id={`${key}-reps`} label="Reps">
              {(id) => <input id={id} type="text" placeholder="8-12" value={e.reps} onChange={(ev) => onChange({ reps: ev.target.value })} className={input} />}
            </Field>
            <Field id={`${key}-rest`} label="Rest (s)">
              {(id) => <NumberInput id={id} min={0} step={15} value={e.rest} onValue={(rest) => onChange({ rest })} className={input} />}
            </Field>
          </div>
          {expanded && (
            <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="row-details">
              <Field id={`${key}-tempo`} label="Tempo">
                {(id) => <input id={id} type="text" placeholder="2-0-2-0" value={e.tempo} onChange={(ev) => onChange({ tempo: ev.target.value })} className={input} />}
              </Field>
              <Field id={`${key}-weight`} label="Weight">
                {(id) => <input id={id} type="text" placeholder="e.g. 40 kg" value={e.weight} onChange={(ev) => onChange({ weight: ev.target.value })} className={input} />}
              </Field>
              <Field id={`${key}-rpe`} label="RPE">
                {(id) => (
                  <input
                    id={id}
                    type="number"
                    min={1}
                    max={10}
                    value={e.rpe ?? ""}
                    onChange={(ev) => onChange({ rpe: ev.target.value === "" ? null : Number(ev.target.value) })}
                    className={input}
                  />
                )}
              </Field>
              <Field id={`${key}-notes`} label="Notes">
                {(id) => <input id={id} type="text" value={e.notes} onChange={(ev) => onChange({ notes: ev.target.value })} className={input} />}
              </Field>
            </div>
          )}
          {swapping && (
            <SwapPanel
              exercise={e}
              availableEquipment={availableEquipment}
              experienceLevel={experienceLevel}
              onClose={() => setSwapping(false)}
              onPick={(r) => {
                setSwapping(false);
                onSwap(r);
              }}
            />
          )}
        </div>
        <div className="flex flex-col gap-1 sm:flex-row">
          <Button variant="ghost" size="sm" onClick={() => setSwapping((s) => !s)} aria-expanded={swapping} aria-label={`Swap ${e.name}`}>
            ⇄<span className="hidden sm:inline"> Swap</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setExpanded((x) => !x)} aria-expanded={expanded} aria-label={`${expanded ? "Collapse" : "Expand"} ${e.name}`}>
            {expanded ? "▴" : "▾"}
          </Button>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${e.name}`} className="text-red-700 dark:text-red-300">
            ✕
          </Button>
        </div>
      </div>
    </li>
  );
}
