"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { pb } from "@/lib/client/pocketbase";
import { GENERATOR_LIMITS } from "@/lib/training/constants";
import { capitalise, lookupDisplayName, underscoresToSpaces } from "@/lib/training/labels";
import {
  canAdvance,
  generatorQuery,
  generatorResult,
  INITIAL_CHOICES,
  type GeneratorChoices,
  type GeneratorResult,
  type WizardStep,
} from "@/lib/workouts/generator";
import { toggleValue } from "@/lib/workouts/library";
import { useEquipment, useExperienceLevels, useFitnessGoals, useMuscles } from "../queries";
import { ChoiceButtons, Slider } from "./choice-buttons";
import { GeneratorResults } from "./generator-results";
import { GroupedChips } from "./grouped-chips";
import { StepIndicator } from "./step-indicator";

export const GENERATOR_MESSAGES = {
  failed: "Failed to generate workout. Please try again.",
  noMatch: "No exercises match these choices. Choose more equipment, other muscles or another level, then try again.",
} as const;

/** The three-step wizard and its results (spec 2 §2.1, §4.1). */
export function GeneratorWizard() {
  const [step, setStep] = useState<WizardStep>(1);
  const [choices, setChoices] = useState<GeneratorChoices>(INITIAL_CHOICES);
  const [result, setResult] = useState<GeneratorResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const goals = useFitnessGoals();
  const levels = useExperienceLevels();
  const muscles = useMuscles();
  const equipment = useEquipment();

  const set = <K extends keyof GeneratorChoices>(key: K, value: GeneratorChoices[K]) => setChoices((c) => ({ ...c, [key]: value }));
  const names = (ids: string[], list: { id: string; name: string }[] | undefined) =>
    ids.map((id) => lookupDisplayName(list?.find((x) => x.id === id)?.name ?? id)).join(", ");

  async function generate() {
    setBusy(true);
    setError(null);
    try {
      const allEquipment = (equipment.data ?? []).map((e) => e.id);
      const q = generatorQuery(choices, allEquipment);
      const page = await pb().collection("exercises").getList(q.page, q.perPage, { filter: q.filter, sort: q.sort, expand: q.expand });
      const r = generatorResult(page.items, choices);
      if (r.exercises.length === 0) {
        setError(GENERATOR_MESSAGES.noMatch);
        return;
      }
      setResult(r);
      setStep(4);
      window.scrollTo({ top: 0 });
    } catch {
      // The choices stay as they were, so one click tries again.
      setError(GENERATOR_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setChoices(INITIAL_CHOICES);
    setResult(null);
    setError(null);
    setStep(1);
  }

  if (step === 4 && result) return <GeneratorResults name={choices.name} result={result} onReset={reset} />;

  const referenceFailed = goals.isError || levels.isError;
  return (
    <div>
      <StepIndicator step={step} />
      <Card className="mx-auto max-w-3xl">
        {step === 1 && (
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
            {goals.isPending ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">Loading goals...</p>
            ) : (
              <ChoiceButtons
                label="Fitness goal"
                value={choices.goal}
                onChange={(v) => set("goal", v)}
                options={(goals.data ?? []).map((g) => ({ value: g.name, label: capitalise(underscoresToSpaces(g.name)) }))}
              />
            )}
            {levels.isPending ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">Loading levels...</p>
            ) : (
              <ChoiceButtons
                label="Experience level"
                value={choices.level}
                onChange={(v) => set("level", v)}
                options={(levels.data ?? []).map((l) => ({ value: l.name, label: capitalise(l.name) }))}
              />
            )}
            <Slider
              id="duration"
              label="Duration"
              unit="minutes"
              value={choices.duration}
              min={GENERATOR_LIMITS.durationMinutes.min}
              max={GENERATOR_LIMITS.durationMinutes.max}
              step={GENERATOR_LIMITS.durationMinutes.step}
              onChange={(v) => set("duration", v)}
            />
            <div className="flex justify-end">
              <Button onClick={() => setStep(2)} disabled={!canAdvance(1, choices)}>
                Next
              </Button>
            </div>
          </section>
        )}

        {step === 2 && (
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
            <Slider
              id="exercise-count"
              label="Number of exercises"
              unit="exercises"
              value={choices.exerciseCount}
              min={GENERATOR_LIMITS.exerciseCount.min}
              max={GENERATOR_LIMITS.exerciseCount.max}
              onChange={(v) => set("exerciseCount", v)}
            />
            <div className="flex justify-between">
              <Button variant="secondary" onClick={() => setStep(1)}>
                Previous
              </Button>
              <Button onClick={() => setStep(3)}>Next</Button>
            </div>
          </section>
        )}

        {step === 3 && (
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
              ].map(([term, value]) => (
                <div key={term} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{term}</dt>
                  <dd className="mt-1 text-slate-900 dark:text-white">{value}</dd>
                </div>
              ))}
            </dl>
            {error && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
                {error}
              </p>
            )}
            <div className="flex justify-between">
              <Button variant="secondary" onClick={() => setStep(2)} disabled={busy}>
                Previous
              </Button>
              <Button onClick={generate} disabled={busy || equipment.isPending} aria-busy={busy}>
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
        )}
      </Card>
    </div>
  );
}
