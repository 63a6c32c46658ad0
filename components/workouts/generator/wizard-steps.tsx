import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { GENERATOR_LIMITS } from "@/lib/training/constants";
import { capitalise, lookupDisplayName, underscoresToSpaces } from "@/lib/training/labels";
import { canAdvance, type GeneratorChoices, type WizardStep } from "@/lib/workouts/generator";
import { toggleValue } from "@/lib/workouts/library";
import type { useEquipment, useExperienceLevels, useFitnessGoals, useMuscles } from "@/lib/workouts/queries.client";
import { ChoiceButtons, Slider } from "./choice-buttons";
import { GroupedChips } from "./grouped-chips";

type SetChoice = <K extends keyof GeneratorChoices>(key: K, value: GeneratorChoices[K]) => void;
type Goals = ReturnType<typeof useFitnessGoals>;
type Levels = ReturnType<typeof useExperienceLevels>;
type Muscles = ReturnType<typeof useMuscles>;
type Equipment = ReturnType<typeof useEquipment>;

/** A reference list's choice buttons, or a loading line while the list loads. */
function ReferenceChoice<T extends { name: string }>({ query, loadingText, label, value, onChange, text }: { query: UseQueryResult<T[]>; loadingText: string; label: string; value: string | null; onChange: (value: string) => void; text: (name: string) => string }) {
  if (query.isPending) return <p className="text-sm text-slate-600 dark:text-slate-300">{loadingText}</p>;
  return <ChoiceButtons label={label} value={value} onChange={onChange} options={(query.data ?? []).map((x) => ({ value: x.name, label: text(x.name) }))} />;
}

/** Step 1: name, goal, level and duration. */
export function StepBasics({ choices, set, goals, levels, onStep }: { choices: GeneratorChoices; set: SetChoice; goals: Goals; levels: Levels; onStep: (step: WizardStep) => void }) {
  const referenceFailed = goals.isError || levels.isError;
  return (
    <section aria-labelledby="step1-title" className="space-y-6">
      <h2 id="step1-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Basic Information
      </h2>
      <div>
        <label htmlFor="workout-name" className="font-semibold text-slate-900 dark:text-white">
          Workout name <span className="font-normal text-slate-600 dark:text-slate-300">(optional)</span>
        </label>
        <input
          id="workout-name"
          type="text"
          maxLength={200}
          value={choices.name}
          onChange={(e) => set("name", e.target.value)}
          placeholder="e.g., Morning Full Body Workout"
          className="mt-2 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
        />
      </div>
      {referenceFailed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Goals and levels could not be loaded. Reload the page to try again.
        </p>
      )}
      <ReferenceChoice query={goals} loadingText="Loading goals..." label="Fitness goal" value={choices.goal} onChange={(v) => set("goal", v)} text={(name) => capitalise(underscoresToSpaces(name))} />
      <ReferenceChoice query={levels} loadingText="Loading levels..." label="Experience level" value={choices.level} onChange={(v) => set("level", v)} text={capitalise} />
      <Slider id="duration" label="Duration" unit="minutes" value={choices.duration} range={GENERATOR_LIMITS.durationMinutes} onChange={(v) => set("duration", v)} />
      <div className="flex justify-end">
        <Button onClick={() => onStep(2)} disabled={!canAdvance(1, choices)}>
          Next
        </Button>
      </div>
    </section>
  );
}

/** Step 2: muscles, equipment and how many exercises. */
export function StepTargets({ choices, set, muscles, equipment, onStep, gymPicker }: { choices: GeneratorChoices; set: SetChoice; muscles: Muscles; equipment: Equipment; onStep: (step: WizardStep) => void; gymPicker?: ReactNode }) {
  return (
    <section aria-labelledby="step2-title" className="space-y-6">
      <h2 id="step2-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Target Areas &amp; Equipment
      </h2>
      <GroupedChips
        legend="Muscle groups"
        hint="Optional. None chosen means a full-body workout."
        loading={muscles.isPending}
        loadingText="Loading muscles..."
        emptyText="No muscles found"
        options={(muscles.data ?? []).filter((m) => m.isActive !== false).map((m) => ({ id: m.id, name: m.name, group: m.muscleGroup }))}
        selected={choices.muscles}
        onToggle={(id) => set("muscles", toggleValue(choices.muscles, id))}
      />
      {gymPicker}
      <GroupedChips
        legend="Available equipment"
        hint="Optional. None chosen means bodyweight exercises only."
        loading={equipment.isPending}
        loadingText="Loading equipment..."
        emptyText="No equipment found"
        options={(equipment.data ?? []).map((e) => ({ id: e.id, name: e.name, group: e.category }))}
        selected={choices.equipment}
        onToggle={(id) => set("equipment", toggleValue(choices.equipment, id))}
      />
      <Slider id="exercise-count" label="Number of exercises" unit="exercises" value={choices.exerciseCount} range={GENERATOR_LIMITS.exerciseCount} onChange={(v) => set("exerciseCount", v)} />
      <div className="flex justify-between">
        <Button variant="secondary" onClick={() => onStep(1)}>
          Previous
        </Button>
        <Button onClick={() => onStep(3)}>Next</Button>
      </div>
    </section>
  );
}

/** Step 3: the choices read back, and the button that generates. */
export function StepReview({ choices, muscles, equipment, error, busy, onStep, onGenerate, health }: { choices: GeneratorChoices; muscles: Muscles; equipment: Equipment; error: string | null; busy: boolean; onStep: (step: WizardStep) => void; onGenerate: () => void; health: ReactNode }) {
  const names = (ids: string[], list: { id: string; name: string }[] | undefined) =>
    ids.map((id) => lookupDisplayName(list?.find((x) => x.id === id)?.name ?? id)).join(", ");
  return (
    <section aria-labelledby="step3-title" className="space-y-6">
      <h2 id="step3-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Review Your Preferences
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="generator-summary">
        {[
          ["Workout name", choices.name.trim() || "Your Generated Workout"],
          ["Goal", capitalise(underscoresToSpaces(choices.goal ?? ""))],
          ["Experience level", capitalise(choices.level ?? "")],
          ["Duration", `${choices.duration} minutes`],
          ["Muscle groups", choices.muscles.length ? names(choices.muscles, muscles.data) : "Full body"],
          ["Equipment", choices.equipment.length ? names(choices.equipment, equipment.data) : "Bodyweight only"],
          ["Exercises", String(choices.exerciseCount)],
          ["Injuries or limitations", choices.injuries.length ? choices.injuries.join(", ") : "None"],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="mt-1 text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {health}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {error}
        </p>
      )}
      <div className="flex justify-between">
        <Button variant="secondary" onClick={() => onStep(2)} disabled={busy}>
          Previous
        </Button>
        <Button onClick={onGenerate} disabled={busy || equipment.isPending} aria-busy={busy}>
          {busy ? (
            <>
              <Spinner className="h-4 w-4 border-white/40 border-t-white" label="Generating workout" /> Generating...
            </>
          ) : (
            "Generate Workout"
          )}
        </Button>
      </div>
    </section>
  );
}
