"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/components/ui/cn";
import {
  BALANCE_MODES,
  BUILDER_LIMITS,
  BUILDER_TEMPLATES,
  EQUIPMENT_TYPES,
  WORKOUT_TYPES,
  type BalanceMode,
  type BuilderSettings,
  type BuilderTemplate,
  type EquipmentType,
  type WorkoutType,
} from "@/lib/training/constants";
import { experienceFromFitnessLevel } from "@/lib/training/experience";
import { capitalise, lookupDisplayName, underscoresToSpaces } from "@/lib/training/labels";
import { toggleValue } from "@/lib/workouts/library";
import { Slider } from "../generator/choice-buttons";
import { Chip } from "../chip";
import { useMuscles } from "../queries";

export interface BuilderFormState extends BuilderSettings {
  balanceMode: BalanceMode;
  equipmentTypes: EquipmentType[];
  /** Muscle names to focus on (optional). */
  muscleGroups: string[];
}

const FOCUS = [
  ["includeStrength", "Strength"],
  ["includeHypertrophy", "Hypertrophy"],
  ["includePower", "Power"],
  ["includeCardio", "Cardio"],
] as const;

const BALANCE_LABELS: Readonly<Record<BalanceMode, string>> = {
  auto: "Auto",
  upper: "Upper",
  lower: "Lower",
  push: "Push",
  pull: "Pull",
  full: "Full",
};

const TEMPLATE_NOTES: Readonly<Record<string, string>> = {
  "strength-builder": "Full body · 60 min · heavy compounds",
  "fat-burner": "45 min · power and conditioning",
  "muscle-growth": "75 min · hypertrophy volume",
  "cardio-blast": "Cardio · 30 min",
};

/** The AI Generate tab: quick-start templates and the parameter form (spec 2 §2.2). */
export function ParameterForm({
  form,
  onChange,
  onTemplate,
  onGenerate,
  generating,
  warnings,
}: {
  form: BuilderFormState;
  onChange: (next: BuilderFormState) => void;
  onTemplate: (template: BuilderTemplate) => void;
  onGenerate: () => void;
  generating: boolean;
  warnings: readonly string[];
}) {
  const muscles = useMuscles();
  const set = <K extends keyof BuilderFormState>(key: K, value: BuilderFormState[K]) => onChange({ ...form, [key]: value });
  return (
    <div className="space-y-6">
      <section aria-labelledby="templates-title">
        <h2 id="templates-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
          Quick Start
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
          {BUILDER_TEMPLATES.map((t) => (
            <button
              key={t.id}
              type="button"
              disabled={generating}
              onClick={() => onTemplate(t)}
              className="rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="block font-semibold text-slate-900 dark:text-white">{t.name}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-300">{TEMPLATE_NOTES[t.id]}</span>
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby="params-title" className="space-y-5">
        <h2 id="params-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Parameters
        </h2>
        <div>
          <label htmlFor="workout-type" className="font-semibold text-slate-900 dark:text-white">
            Workout type
          </label>
          <select
            id="workout-type"
            value={form.workoutType}
            onChange={(e) => set("workoutType", e.target.value as WorkoutType)}
            className="mt-2 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
          >
            {WORKOUT_TYPES.map((t) => (
              <option key={t} value={t}>
                {capitalise(underscoresToSpaces(t))}
              </option>
            ))}
          </select>
        </div>

        <Slider
          id="builder-duration"
          label="Duration"
          unit="minutes"
          value={form.duration}
          min={BUILDER_LIMITS.durationMinutes.min}
          max={BUILDER_LIMITS.durationMinutes.max}
          step={5}
          onChange={(v) => set("duration", v)}
        />

        <fieldset>
          <legend className="font-semibold text-slate-900 dark:text-white">
            Fitness level: <span data-testid="fitness-level">{form.fitnessLevel}</span>{" "}
            <span className="font-normal text-slate-600 dark:text-slate-300">({capitalise(experienceFromFitnessLevel(form.fitnessLevel))})</span>
          </legend>
          <div role="radiogroup" aria-label="Fitness level" className="mt-2 grid grid-cols-9 gap-1">
            {Array.from({ length: BUILDER_LIMITS.fitnessLevel.max }, (_, i) => i + 1).map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={form.fitnessLevel === n}
                aria-label={`Level ${n}`}
                onClick={() => set("fitnessLevel", n)}
                className={cn(
                  "h-8 rounded text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                  n <= form.fitnessLevel ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200",
                )}
              >
                {n}
              </button>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="font-semibold text-slate-900 dark:text-white">Training focus</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
            {FOCUS.map(([key, label]) => (
              <label key={key} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 dark:border-slate-700 dark:text-slate-100">
                <input type="checkbox" checked={form[key]} onChange={(e) => set(key, e.target.checked)} className="h-4 w-4 accent-brand-600" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="font-semibold text-slate-900 dark:text-white">Muscle balance</legend>
          <div role="radiogroup" aria-label="Muscle balance" className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-3">
            {BALANCE_MODES.map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={form.balanceMode === m}
                onClick={() => set("balanceMode", m)}
                className={cn(
                  "rounded-lg border px-2 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
                  form.balanceMode === m
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100",
                )}
              >
                {BALANCE_LABELS[m]}
              </button>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="flex w-full items-center justify-between font-semibold text-slate-900 dark:text-white">
            <span>
              Equipment <span className="font-normal text-slate-600 dark:text-slate-300" data-testid="equipment-count">({form.equipmentTypes.length} selected)</span>
            </span>
          </legend>
          <div className="mt-1 flex justify-end">
            <button
              type="button"
              onClick={() => set("equipmentTypes", [])}
              className="text-sm font-semibold text-brand-700 underline disabled:text-slate-500 disabled:no-underline dark:text-brand-100"
              disabled={form.equipmentTypes.length === 0}
            >
              Clear all
            </button>
          </div>
          <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
            {EQUIPMENT_TYPES.map((t) => {
              const on = form.equipmentTypes.includes(t);
              return (
                <button
                  key={t}
                  type="button"
                  aria-pressed={on}
                  onClick={() => set("equipmentTypes", toggleValue(form.equipmentTypes, t))}
                  className={cn(
                    "rounded-lg border-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500",
                    on
                      ? "border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
                      : "border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
                  )}
                >
                  {capitalise(t)}
                </button>
              );
            })}
          </div>
        </fieldset>

        <fieldset>
          <legend className="font-semibold text-slate-900 dark:text-white">
            Focus muscles <span className="font-normal text-slate-600 dark:text-slate-300">(optional)</span>
          </legend>
          {muscles.isPending ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Loading muscles...</p>
          ) : muscles.isError ? (
            <p className="mt-2 text-sm text-red-700 dark:text-red-300">Muscles could not be loaded.</p>
          ) : (
            <div className="mt-2 flex max-h-40 flex-wrap gap-2 overflow-y-auto">
              {muscles.data
                .filter((m) => m.isActive !== false)
                .map((m) => (
                  <Chip key={m.id} pressed={form.muscleGroups.includes(m.name)} onClick={() => set("muscleGroups", toggleValue(form.muscleGroups, m.name))}>
                    {lookupDisplayName(m.name)}
                  </Chip>
                ))}
            </div>
          )}
        </fieldset>

        {warnings.length > 0 && (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-900/30" data-testid="balance-warnings">
            <h3 className="font-semibold text-amber-900 dark:text-amber-100">Balance Warnings</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-amber-900 dark:text-amber-100">
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </div>
        )}

        <Button size="lg" className="w-full" onClick={onGenerate} disabled={generating} aria-busy={generating}>
          {generating ? (
            <>
              <Spinner className="h-4 w-4 border-white/40 border-t-white" label="Generating workout" /> Generating Workout...
            </>
          ) : (
            "Generate Workout"
          )}
        </Button>
      </section>
    </div>
  );
}
