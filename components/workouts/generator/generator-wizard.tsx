"use client";

import { useState } from "react";
import { Card } from "@/components/ui/card";
import {
  generatorQuery,
  generatorResult,
  INITIAL_CHOICES,
  type GeneratorChoices,
  type GeneratorResult,
  type WizardStep,
} from "@/lib/workouts/generator";
import { useEquipment, useExperienceLevels, useFitnessGoals, useMuscles } from "@/lib/workouts/queries.client";
import { fetchGeneratorPage } from "@/lib/workouts/generator.client";
import { GeneratorResults } from "./generator-results";
import { StepIndicator } from "./step-indicator";
import { StepBasics, StepReview, StepTargets } from "./wizard-steps";

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

  async function generate() {
    setBusy(true);
    setError(null);
    try {
      const allEquipment = (equipment.data ?? []).map((e) => e.id);
      const q = generatorQuery(choices, allEquipment);
      const page = await fetchGeneratorPage(q);
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

  return (
    <div>
      <StepIndicator step={step} />
      <Card className="mx-auto max-w-3xl">
        {step === 1 && <StepBasics choices={choices} set={set} goals={goals} levels={levels} onStep={setStep} />}
        {step === 2 && <StepTargets choices={choices} set={set} muscles={muscles} equipment={equipment} onStep={setStep} />}
        {step === 3 && <StepReview choices={choices} muscles={muscles} equipment={equipment} error={error} busy={busy} onStep={setStep} onGenerate={generate} />}
      </Card>
    </div>
  );
}
