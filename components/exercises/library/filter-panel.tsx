"use client";

import { useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { ToggleButton } from "@/components/ui/toggle-button";
import {
  quickMuscleSelection,
  REPS_RANGE,
  toggleFlag,
  toggleValue,
  type ExerciseFilters,
  type Flag,
  type ListGroup,
  type QuickGroup,
  type Range,
} from "@/lib/exercises/library";
import { EXERCISE_LIBRARY } from "@/lib/training/constants";
import { lookupDisplayName } from "@/lib/training/labels";
import type { Lookups, Named } from "@/lib/exercises/queries.client";

type SectionId = "muscles" | "equipment" | "difficulty" | "training" | "movement" | "advanced";

/** Muscle Groups, Equipment and Difficulty start expanded; Training, Movement and Advanced collapsed (spec 3 §2.4). */
const INITIALLY_OPEN: Readonly<Record<SectionId, boolean>> = {
  muscles: true,
  equipment: true,
  difficulty: true,
  training: false,
  movement: false,
  advanced: false,
};

function Section({ id, title, open, onToggle, children, prefix }: { id: SectionId; title: string; open: boolean; onToggle: () => void; children: ReactNode; prefix: string }) {
  const bodyId = `${prefix}-section-${id}`;
  return (
    <section className="border-b border-slate-200 py-3 dark:border-slate-700">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full items-center justify-between text-left text-sm font-semibold text-slate-900 dark:text-white"
        >
          {title}
          <span aria-hidden="true">{open ? "−" : "+"}</span>
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="mt-3 space-y-3">
        {children}
      </div>
    </section>
  );
}

function CheckList({ items, selected, onToggle, prefix, label }: { items: Named[]; selected: string[]; onToggle: (name: string) => void; prefix: string; label: string }) {
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</legend>
      <div className="grid grid-cols-2 gap-x-2 gap-y-1">
        {items.map((item) => {
          const id = `${prefix}-${label}-${item.name}`.replace(/\s+/g, "-");
          return (
            <label key={item.id} htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
              <input id={id} type="checkbox" checked={selected.includes(item.name)} onChange={() => onToggle(item.name)} className="h-4 w-4 accent-brand-600" />
              {lookupDisplayName(item.name)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function RangeControl({ label, value, bounds, onChange, prefix }: { label: string; value: Range; bounds: Range; onChange: (r: Range) => void; prefix: string }) {
  const id = `${prefix}-${label.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <div>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {label}: <span className="font-semibold" data-testid={`${id}-value`}>{value.min}-{value.max}</span>
      </p>
      <div className="mt-1 grid grid-cols-2 gap-2">
        <label htmlFor={`${id}-min`} className="text-xs text-slate-600 dark:text-slate-300">
          Minimum {label.toLowerCase()}
          <input
            id={`${id}-min`}
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={1}
            value={value.min}
            onChange={(e) => {
              const min = Number(e.target.value);
              onChange({ min, max: Math.max(min, value.max) });
            }}
            className="w-full accent-brand-600"
          />
        </label>
        <label htmlFor={`${id}-max`} className="text-xs text-slate-600 dark:text-slate-300">
          Maximum {label.toLowerCase()}
          <input
            id={`${id}-max`}
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={1}
            value={value.max}
            onChange={(e) => {
              const max = Number(e.target.value);
              onChange({ min: Math.min(value.min, max), max });
            }}
            className="w-full accent-brand-600"
          />
        </label>
      </div>
    </div>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <ToggleButton
      pressed={pressed}
      onClick={onClick}
      className={cn(
        "rounded-full border px-3 py-1 text-xs font-semibold",
        pressed ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700 hover:border-brand-500 dark:border-slate-600 dark:text-slate-200",
      )}
    >
      {children}
    </ToggleButton>
  );
}

function FlagPair({ label, value, onChange, yes, no }: { label: string; value: Flag; onChange: (v: Flag) => void; yes: string; no: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      <Chip pressed={value === true} onClick={() => onChange(toggleFlag(value, true))}>
        {yes}
      </Chip>
      <Chip pressed={value === false} onClick={() => onChange(toggleFlag(value, false))}>
        {no}
      </Chip>
    </div>
  );
}

/** Every filter group of spec 3 §4, editing the state directly (the address follows). */
export function ExerciseFilterPanel({ filters, onChange, lookups, idPrefix }: { filters: ExerciseFilters; onChange: (f: ExerciseFilters) => void; lookups: Lookups | undefined; idPrefix: string }) {
  const [open, setOpen] = useState(INITIALLY_OPEN);
  const toggle = (id: SectionId) => setOpen((o) => ({ ...o, [id]: !o[id] }));
  const list = (collection: string) => lookups?.[collection] ?? [];
  const set = (patch: Partial<ExerciseFilters>) => onChange({ ...filters, ...patch });
  const toggleIn = (group: ListGroup) => (name: string) => set({ [group]: toggleValue(filters[group], name) } as Partial<ExerciseFilters>);
  const muscleNames = list("muscles").map((m) => m.name);
  const quick = (group: QuickGroup) => set({ muscles: quickMuscleSelection(group, muscleNames) });
  const presets = EXERCISE_LIBRARY.difficultyPresets;
  const sectionProps = (id: SectionId) => ({ id, open: open[id], onToggle: () => toggle(id), prefix: idPrefix });

  if (!lookups) return <p className="py-4 text-sm text-slate-600 dark:text-slate-300">Loading filters...</p>;

  return (
    <div data-testid={`${idPrefix}-filters`}>
      <Section title="Muscle Groups" {...sectionProps("muscles")}>
        <div role="group" aria-label="Quick muscle selection" className="flex flex-wrap gap-2">
          {(["push", "pull", "legs"] as QuickGroup[]).map((g) => (
            <Chip key={g} pressed={false} onClick={() => quick(g)}>
              {g.charAt(0).toUpperCase() + g.slice(1)}
            </Chip>
          ))}
        </div>
        <CheckList label="Primary" items={list("muscles")} selected={filters.muscles} onToggle={toggleIn("muscles")} prefix={idPrefix} />
        <CheckList label="Secondary" items={list("muscles")} selected={filters.secondaryMuscles} onToggle={toggleIn("secondaryMuscles")} prefix={idPrefix} />
      </Section>
      <Section title="Equipment" {...sectionProps("equipment")}>
        <CheckList label="Equipment" items={list("equipment")} selected={filters.equipment} onToggle={toggleIn("equipment")} prefix={idPrefix} />
      </Section>
      <Section title="Difficulty" {...sectionProps("difficulty")}>
        <div role="group" aria-label="Difficulty presets" className="flex flex-wrap gap-2">
          {(Object.keys(presets) as (keyof typeof presets)[]).map((p) => {
            const r = presets[p];
            const active = filters.difficulty.min === r.min && filters.difficulty.max === r.max;
            return (
              <Chip key={p} pressed={active} onClick={() => set({ difficulty: active ? { ...EXERCISE_LIBRARY.difficultyRange } : { ...r } })}>
                {p.charAt(0).toUpperCase() + p.slice(1)} {r.min}-{r.max}
              </Chip>
            );
          })}
        </div>
        <RangeControl label="Difficulty" value={filters.difficulty} bounds={EXERCISE_LIBRARY.difficultyRange} onChange={(difficulty) => set({ difficulty })} prefix={idPrefix} />
      </Section>
      <Section title="Training" {...sectionProps("training")}>
        <CheckList label="Training types" items={list("training_types")} selected={filters.trainingTypes} onToggle={toggleIn("trainingTypes")} prefix={idPrefix} />
        <CheckList label="Experience levels" items={list("experience_levels")} selected={filters.experienceLevels} onToggle={toggleIn("experienceLevels")} prefix={idPrefix} />
      </Section>
      <Section title="Movement" {...sectionProps("movement")}>
        <CheckList label="Movement patterns" items={list("movement_patterns")} selected={filters.movementPatterns} onToggle={toggleIn("movementPatterns")} prefix={idPrefix} />
        <CheckList label="Body regions" items={list("body_regions")} selected={filters.bodyRegions} onToggle={toggleIn("bodyRegions")} prefix={idPrefix} />
      </Section>
      <Section title="Advanced" {...sectionProps("advanced")}>
        <FlagPair label="Compound or isolation" value={filters.compound} onChange={(compound) => set({ compound })} yes="Compound" no="Isolation" />
        <FlagPair label="Unilateral or bilateral" value={filters.unilateral} onChange={(unilateral) => set({ unilateral })} yes="Unilateral" no="Bilateral" />
        <label htmlFor={`${idPrefix}-no-spotter`} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <input id={`${idPrefix}-no-spotter`} type="checkbox" checked={filters.noSpotter} onChange={(e) => set({ noSpotter: e.target.checked })} className="h-4 w-4 accent-brand-600" />
          No spotter needed
        </label>
        <RangeControl label="Technical complexity" value={filters.complexity} bounds={EXERCISE_LIBRARY.complexityRange} onChange={(complexity) => set({ complexity })} prefix={idPrefix} />
        <div>
          <label htmlFor={`${idPrefix}-reps-toggle`} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <input
              id={`${idPrefix}-reps-toggle`}
              type="checkbox"
              checked={filters.reps !== null}
              onChange={(e) => set({ reps: e.target.checked ? { min: 8, max: 12 } : null })}
              className="h-4 w-4 accent-brand-600"
            />
            Filter by reps range
          </label>
          {filters.reps && <RangeControl label="Reps" value={filters.reps} bounds={REPS_RANGE} onChange={(reps) => set({ reps })} prefix={idPrefix} />}
        </div>
        <CheckList label="Avoid (contraindications)" items={list("contraindications")} selected={filters.contraindications} onToggle={toggleIn("contraindications")} prefix={idPrefix} />
      </Section>
    </div>
  );
}
