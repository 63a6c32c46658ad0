"use client";

import { Suspense, useCallback, useState } from "react";
import dynamic from "next/dynamic";
import { SearchParamReader } from "@/components/ui/search-param-reader";
import { Card } from "@/components/ui/card";
import { GymPicker, type GymChoice } from "@/components/gyms/gym-picker";
import { equipmentIdsOf, type EquipmentReference, type GymProfile } from "@/lib/gyms/gym";
import { INITIAL_CHOICES, GOAL_STAND_INS, resultTitle, wizardRequest, type GeneratorChoices, type WizardStep } from "@/lib/workouts/generator";
import { useEquipment, useExperienceLevels, useFitnessGoals, useMuscles } from "@/lib/workouts/queries.client";
import { generateDraft } from "@/lib/workouts/generator.client";
import { apiFailureMessage } from "@/lib/shared/api-message";
import { noReadinessFlags } from "@/lib/training/readiness";
import type { DraftWorkout } from "@/lib/workouts/draft";
import type { GenerationExtras } from "@/lib/workouts/generation-extras";
import { WorkoutHealthCheck, type WorkoutHealth } from "../builder/readiness-check";
import { StepIndicator } from "./step-indicator";
import { StepBasics, StepReview, StepTargets } from "./wizard-steps";
import { TodayNotice } from "./today-notice";

// The generated workout (editor, quality panel, save and start) shows only after a generation:
// its code loads while the request runs, not with the wizard.
const loadResults = () => import("./generator-results");
const GeneratorResults = dynamic(() => loadResults().then((m) => m.GeneratorResults));

export const GENERATOR_MESSAGES = {
  failed: "Failed to generate workout. Please try again.",
} as const;

/**
 * The three-step wizard and its results (spec 2 §2.1, §4.1), on the real
 * generator: the same engine, rules and notes as the builder, and results
 * that lead on (start, open in the builder, save).
 */
export function GeneratorWizard() {
  const [step, setStep] = useState<WizardStep>(1);
  // Opened from the dashboard's "What should I train today?": the engine picks the type from the log.
  // Read in a child with its own boundary, so the wizard itself is in the static HTML.
  const [todayParam, setTodayParam] = useState<string | null>(null);
  const today = todayParam === "1";
  const [choices, setChoices] = useState<GeneratorChoices>(INITIAL_CHOICES);
  const [health, setHealth] = useState<WorkoutHealth>({ answers: noReadinessFlags(), injuries: [], avoidMuscles: [] });
  const [result, setResult] = useState<{ workout: DraftWorkout; extras: GenerationExtras } | null>(null);
  const [busy, setBusy] = useState(false);
  const [gym, setGym] = useState<GymChoice>(null);
  const [error, setError] = useState<string | null>(null);
  const goals = useFitnessGoals();
  const levels = useExperienceLevels();
  const muscles = useMuscles();
  const equipment = useEquipment();

  const set = <K extends keyof GeneratorChoices>(key: K, value: GeneratorChoices[K]) => setChoices((c) => ({ ...c, [key]: value }));
  // A gym ticks its equipment (the wizard keeps equipment by record id); "none" leaves the ticks as they are.
  const pickGym = useCallback((gymId: string, picked: GymProfile | null, reference: readonly EquipmentReference[]) => {
    setGym(gymId);
    if (picked) setChoices((c) => ({ ...c, equipment: equipmentIdsOf(picked, reference) }));
  }, []);

  async function generate() {
    setBusy(true);
    void loadResults();
    setError(null);
    try {
      const body = { ...wizardRequest({ ...choices, today, injuries: health.injuries }, muscles.data ?? []), avoidMuscles: health.avoidMuscles };
      setResult(await generateDraft(body, health.answers, resultTitle(choices.name)));
      setStep(4);
      window.scrollTo({ top: 0 });
    } catch (err) {
      // The choices stay as they were: change one (the server's reason says which) and generate again.
      setError(apiFailureMessage(err, GENERATOR_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setChoices(INITIAL_CHOICES);
    setHealth({ answers: noReadinessFlags(), injuries: [], avoidMuscles: [] });
    setResult(null);
    setError(null);
    setGym(null);
    setStep(1);
  }

  if (step === 4 && result) {
    const standIn = choices.goal ? GOAL_STAND_INS[choices.goal]?.note : undefined;
    return <GeneratorResults workout={result.workout} extras={result.extras} standIn={standIn} onReset={reset} onAdjust={() => setStep(3)} />;
  }

  return (
    <div>
      <Suspense fallback={null}>
        <SearchParamReader name="today" onValue={setTodayParam} />
      </Suspense>
      {today && <TodayNotice />}
      <StepIndicator step={step} />
      <Card className="mx-auto max-w-3xl">
        {step === 1 && <StepBasics choices={choices} set={set} goals={goals} levels={levels} onStep={setStep} />}
        {step === 2 && <StepTargets choices={choices} set={set} muscles={muscles} equipment={equipment} onStep={setStep} gymPicker={<GymPicker id="wizard-gym" value={gym} onChange={pickGym} />} />}
        {step === 3 && (
          <StepReview
            choices={{ ...choices, injuries: health.injuries }}
            muscles={muscles}
            equipment={equipment}
            error={error}
            busy={busy}
            onStep={setStep}
            onGenerate={generate}
            health={<WorkoutHealthCheck health={health} onChange={setHealth} />}
          />
        )}
      </Card>
    </div>
  );
}
