"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/components/ui/cn";
import {
  BALANCE_MODES,
  BUILDER_LIMITS,
  WORKOUT_TYPES,
  type BalanceMode,
  type BuilderSettings,
  type BuilderTemplate,
  type EquipmentType,
  type WorkoutType,
} from "@/lib/training/constants";
import { experienceFromFitnessLevel } from "@/lib/training/experience";
import { capitalise, underscoresToSpaces } from "@/lib/training/labels";
import { Slider } from "../generator/choice-buttons";
import { EquipmentPicker, MusclePicker, TemplatePicker } from "./parameter-fields";
import { GymPicker, type GymChoice } from "@/components/gyms/gym-picker";
import { builderTypesOf } from "@/lib/gyms/gym";

export interface BuilderFormState extends BuilderSettings {
  balanceMode: BalanceMode;
  equipmentTypes: EquipmentType[];
  /** Muscle names to focus on (optional). */
  muscleGroups: string[];
  /** The gym picked (its id), "" for none, null until the signed-in user's default gym is applied. */
  gymId: GymChoice;
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

/** The AI Generate tab: quick-start templates and the parameter form (spec 2 §2.2). */
export function ParameterForm({
  form,
  onChange,
  onTemplate,
  onGenerate,
  generating,
  warnings,
  health,
}: {
  form: BuilderFormState;
  onChange: (next: BuilderFormState) => void;
  onTemplate: (template: BuilderTemplate) => void;
  onGenerate: () => void;
  generating: boolean;
  warnings: readonly string[];
  /** The health check (readiness screen and injuries), just above the generate button. */
  health: ReactNode;
}) {
  const set = <K extends keyof BuilderFormState>(key: K, value: BuilderFormState[K]) => onChange({ ...form, [key]: value });
  return (
    <div className="space-y-6">
      <TemplatePicker generating={generating} onTemplate={onTemplate} />

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

        <Slider id="builder-duration" label="Duration" unit="minutes" value={form.duration} range={{ ...BUILDER_LIMITS.durationMinutes, step: 5 }} onChange={(v) => set("duration", v)} />

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

        {/* A gym ticks the builder's equipment types its equipment falls under. */}
        <GymPicker id="builder-gym" value={form.gymId} onChange={(gymId, gym, reference) => onChange({ ...form, gymId, ...(gym ? { equipmentTypes: builderTypesOf(gym, reference) } : {}) })} />
        <EquipmentPicker value={form.equipmentTypes} onChange={(v) => set("equipmentTypes", v)} />

        <MusclePicker value={form.muscleGroups} onChange={(v) => set("muscleGroups", v)} />

        {health}

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
