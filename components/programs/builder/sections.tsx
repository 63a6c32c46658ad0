"use client";

import type { ReactNode } from "react";
import type { RecordModel } from "pocketbase";
import { groupEquipment, hasInjury, PROGRAM_CHOICES, toggleInjury, toggleValue, varietyDescription, type ProgramConfig } from "@/lib/programs/builder-config";
import { PROGRAM_BUILDER_LIMITS as L } from "@/lib/training/constants";
import { lookupDisplayName } from "@/lib/training/labels";
import { Button } from "@/components/ui/button";
import { CheckChips, Fieldset, RadioChips, RangeField, Toggle } from "../controls";

type Ref = RecordModel & { name: string; category?: string };
export type SetConfig = (patch: Partial<ProgramConfig>) => void;
export interface ListState {
  items: Ref[];
  loading: boolean;
  error: boolean;
  retry: () => void;
}

function ListStatus({ state, loadingText, emptyText }: { state: ListState; loadingText: string; emptyText: string }) {
  if (state.loading) return <p role="status" className="text-sm text-slate-600 dark:text-slate-300">{loadingText}</p>;
  if (state.error)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300">
        Couldn&apos;t load this list.
        <Button size="sm" variant="secondary" onClick={state.retry}>
          Try again
        </Button>
      </div>
    );
  if (state.items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>;
  return null;
}

export function HealthSection({ config, set, muscles }: { config: ProgramConfig; set: SetConfig; muscles: ListState }) {
  const names = muscles.items.map((m) => m.name);
  return (
    <div className="space-y-6">
      <CheckChips
        legend="Injuries or limitations"
        options={PROGRAM_CHOICES.injuries}
        selected={config.injuries}
        onToggle={(i) => set({ injuries: toggleInjury(config.injuries, i) })}
      />
      {hasInjury(config) && (
        <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <p className="font-semibold">Safety note</p>
          <p>Exercises unsuitable for {config.injuries.filter((i) => i !== "None").join(", ")} are excluded automatically. Stop any exercise that causes pain and check with a health professional.</p>
        </div>
      )}
      <Fieldset legend="Muscle imbalances" hint="Weak parts get more volume, strong parts less. Optional.">
        <ListStatus state={muscles} loadingText="Loading muscles..." emptyText="No muscles found" />
        {names.length > 0 && (
          <div className="grid gap-4 md:grid-cols-2">
            <CheckChips legend="Weak body parts" options={names} selected={config.weakBodyParts} label={lookupDisplayName} onToggle={(m) => set({ weakBodyParts: toggleValue(config.weakBodyParts, m), strongBodyParts: config.strongBodyParts.filter((s) => s !== m) })} />
            <CheckChips legend="Strong body parts" options={names} selected={config.strongBodyParts} label={lookupDisplayName} onToggle={(m) => set({ strongBodyParts: toggleValue(config.strongBodyParts, m), weakBodyParts: config.weakBodyParts.filter((s) => s !== m) })} />
          </div>
        )}
      </Fieldset>
    </div>
  );
}

export function BasicSection({ config, set }: { config: ProgramConfig; set: SetConfig }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <RangeField label="Program duration" min={L.durationWeeks.min} max={L.durationWeeks.max} step={L.durationWeeks.step} value={config.durationWeeks} onChange={(v) => set({ durationWeeks: v })} format={(v) => `${v} weeks`} />
      <RangeField label="Training days per week" min={L.trainingDaysPerWeek.min} max={L.trainingDaysPerWeek.max} value={config.trainingDaysPerWeek} onChange={(v) => set({ trainingDaysPerWeek: v })} format={(v) => `${v} ${v === 1 ? "day" : "days"}`} />
      <RangeField label="Session length" min={L.sessionDurationMinutes.min} max={L.sessionDurationMinutes.max} step={L.sessionDurationMinutes.step} value={config.sessionDurationMinutes} onChange={(v) => set({ sessionDurationMinutes: v })} format={(v) => `${v} min`} />
      <RadioChips legend="Experience level" name="experienceLevel" options={PROGRAM_CHOICES.experienceLevel} value={config.experienceLevel as (typeof PROGRAM_CHOICES.experienceLevel)[number]} onChange={(v) => set({ experienceLevel: v })} label={lookupDisplayName} />
    </div>
  );
}

export function GoalsSection({ config, set, equipment, gymPicker }: { config: ProgramConfig; set: SetConfig; equipment: ListState; gymPicker?: ReactNode }) {
  const groups = groupEquipment(equipment.items);
  return (
    <div className="space-y-6">
      <RadioChips legend="Primary goal" name="primaryGoal" options={PROGRAM_CHOICES.primaryGoal} value={config.primaryGoal as (typeof PROGRAM_CHOICES.primaryGoal)[number]} onChange={(v) => set({ primaryGoal: v })} label={lookupDisplayName} />
      <CheckChips legend="Training focus" options={PROGRAM_CHOICES.trainingFocus} selected={config.trainingFocus} onToggle={(f) => set({ trainingFocus: toggleValue(config.trainingFocus, f) })} label={lookupDisplayName} />
      <CheckChips legend="Preferred body regions (optional)" options={PROGRAM_CHOICES.preferredBodyRegions} selected={config.preferredBodyRegions} onToggle={(r) => set({ preferredBodyRegions: toggleValue(config.preferredBodyRegions, r) })} />
      {gymPicker}
      <Fieldset
        legend="Available equipment"
        hint={config.availableEquipment.length === 0 ? "Nothing selected: the program uses bodyweight exercises only." : `${config.availableEquipment.length} selected.`}
      >
        <ListStatus state={equipment} loadingText="Loading equipment..." emptyText="No equipment found" />
        {groups.length > 0 && (
          <>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => set({ availableEquipment: equipment.items.map((e) => e.name) })}>
                Select all equipment
              </Button>
              <Button size="sm" variant="ghost" onClick={() => set({ availableEquipment: [] })}>
                Clear equipment
              </Button>
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {groups.map((g) => (
                <CheckChips
                  key={g.category}
                  legend={lookupDisplayName(g.category || "other")}
                  options={g.items.map((i) => i.name)}
                  selected={config.availableEquipment}
                  onToggle={(e) => set({ availableEquipment: toggleValue(config.availableEquipment, e) })}
                  label={lookupDisplayName}
                />
              ))}
            </div>
          </>
        )}
      </Fieldset>
    </div>
  );
}

export function AdvancedSection({ config, set }: { config: ProgramConfig; set: SetConfig }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <RadioChips legend="Periodization" name="periodizationType" options={PROGRAM_CHOICES.periodizationType} value={config.periodizationType as (typeof PROGRAM_CHOICES.periodizationType)[number]} onChange={(v) => set({ periodizationType: v })} label={lookupDisplayName} />
      <RangeField label="Variety level" min={L.varietyLevel.min} max={L.varietyLevel.max} value={config.varietyLevel} onChange={(v) => set({ varietyLevel: v })} format={(v) => `Level ${v}`} describe={varietyDescription} />
      <RadioChips legend="Deload every" name="deloadFrequency" options={PROGRAM_CHOICES.deloadFrequency} value={config.deloadFrequency as (typeof PROGRAM_CHOICES.deloadFrequency)[number]} onChange={(v) => set({ deloadFrequency: v })} label={(v) => `${v} weeks`} />
      <RadioChips legend="Fatigue preference" name="fatiguePreference" options={PROGRAM_CHOICES.fatiguePreference} value={config.fatiguePreference as (typeof PROGRAM_CHOICES.fatiguePreference)[number]} onChange={(v) => set({ fatiguePreference: v })} label={lookupDisplayName} />
      <Fieldset legend="Training types" className="md:col-span-2">
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <Toggle label="Strength" checked={config.includeStrength} onChange={(v) => set({ includeStrength: v })} />
          <Toggle label="Hypertrophy" checked={config.includeHypertrophy} onChange={(v) => set({ includeHypertrophy: v })} />
          <Toggle label="Power" checked={config.includePower} onChange={(v) => set({ includePower: v })} />
          <Toggle label="Cardio" checked={config.includeCardio} onChange={(v) => set({ includeCardio: v })} />
        </div>
      </Fieldset>
    </div>
  );
}
