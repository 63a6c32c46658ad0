"use client";

import { useCallback, useMemo, useRef, useState } from "react";
import { needsConservativePlan, noReadinessFlags, readinessRequest, type ReadinessAnswers } from "@/lib/training/readiness";
import { buildProgramRequest, defaultProgramConfig, type ProgramConfig } from "@/lib/programs/builder-config";
import { shapeProgram, type ProgramView } from "@/lib/programs/program-view";
import { cn } from "@/components/ui/cn";
import { fetchProgram, generateProgram, useReferenceLists } from "@/lib/programs/queries.client";
import { apiFailureMessage } from "@/lib/shared/api-message";
import { PROGRAM_MESSAGES } from "@/lib/training/constants";
import { GymPicker, useDefaultGym, type GymChoice } from "@/components/gyms/gym-picker";
import type { EquipmentReference, GymProfile } from "@/lib/gyms/gym";
import dynamic from "next/dynamic";
import { Configure } from "./configure";
import { ReadinessSection } from "./readiness-section";

// The preview and the built program show only after the person configures and confirms:
// their code (the program view with its exercise cards and body maps) loads then, not with the page.
const Preview = dynamic(() => import("./preview").then((m) => m.Preview));
const Result = dynamic(() => import("./result").then((m) => m.Result));

const NOTHING_DROPPED = { injuries: [], muscles: [], trainingFocus: [], preferredBodyRegions: [], availableEquipment: [] };
const STEPS = ["Configure", "Preview", "Result"] as const;
type Step = 0 | 1 | 2;

function StepIndicator({ step }: { step: Step }) {
  return (
    <ol className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm" aria-label="Progress">
      {STEPS.map((name, i) => (
        <li key={name} className="flex items-center gap-2" aria-current={i === step ? "step" : undefined}>
          <span
            aria-hidden="true"
            className={cn(
              "flex h-7 w-7 items-center justify-center rounded-full font-semibold",
              i <= step ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
            )}
          >
            {i + 1}
          </span>
          <span className={cn("font-semibold", i === step ? "text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-300")}>{name}</span>
          {i < STEPS.length - 1 && <span aria-hidden="true" className="mx-1 hidden h-px w-12 bg-slate-300 sm:block dark:bg-slate-700" />}
        </li>
      ))}
    </ol>
  );
}

export function ProgramBuilder() {
  const [config, setConfig] = useState<ProgramConfig>(defaultProgramConfig);
  const [step, setStep] = useState<Step>(0);
  const [section, setSection] = useState(0);
  const [generating, setGenerating] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [program, setProgram] = useState<ProgramView | null>(null);
  const [readiness, setReadiness] = useState<ReadinessAnswers>(noReadinessFlags);
  const [gym, setGym] = useState<GymChoice>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const lists = useReferenceLists();
  const set = (patch: Partial<ProgramConfig>) => setConfig((c) => ({ ...c, ...patch }));
  // The program builder keeps equipment by name, as a gym does: the gym's names the catalogue still has.
  const pickGym = useCallback((gymId: string, picked: GymProfile | null, reference: readonly EquipmentReference[]) => {
    setGym(gymId);
    if (picked) setConfig((c) => ({ ...c, availableEquipment: reference.filter((e) => picked.equipment.includes(e.name)).map((e) => e.name) }));
  }, []);
  useDefaultGym(gym, pickGym);
  const built = useMemo(() => buildProgramRequest(config, lists.refs), [config, lists.refs]);

  const show = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => {
      topRef.current?.scrollIntoView({ block: "start" });
      topRef.current?.focus();
    });
  };

  const confirm = async () => {
    setGenerating(true);
    setFailed(null);
    try {
      // Reference lists must be in before names can be matched (spec 3 §7: fetched before generation).
      const refs = await lists.load();
      const id = await generateProgram({ ...buildProgramRequest(config, refs).request, ...readinessRequest(readiness) });
      const shaped = shapeProgram(await fetchProgram(id));
      if (!shaped) throw new Error("The program could not be read back.");
      for (const w of shaped.warnings) console.warn(w);
      setProgram(shaped);
      show(2);
    } catch (error) {
      // The server's reason (which day could not be built and what to change), not a bare "try again".
      setFailed(apiFailureMessage(error, PROGRAM_MESSAGES.generateFailed));
    } finally {
      setGenerating(false);
    }
  };

  const st = lists.status;
  const muscles = { items: lists.muscles, loading: st.muscles.isPending, error: st.muscles.isError, retry: () => st.muscles.refetch() };
  const equipment = { items: lists.equipment, loading: st.equipment.isPending, error: st.equipment.isError, retry: () => st.equipment.refetch() };

  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Program Builder</h1>
        <p className="text-slate-600 dark:text-slate-300">Configure a multi-week program, review it, and let the planner build every week, day and exercise.</p>
      </header>
      <div ref={topRef} tabIndex={-1} className="scroll-mt-24 outline-none">
        <StepIndicator step={step} />
      </div>
      {step === 0 && (
        <Configure config={config} set={set} section={section} setSection={setSection} muscles={muscles} equipment={equipment} onGenerate={() => show(1)} health={<ReadinessSection answers={readiness} onChange={setReadiness} />} gymPicker={<GymPicker id="program-gym" value={gym} onChange={pickGym} />} />
      )}
      {step === 1 && (
        <Preview
          config={config}
          dropped={lists.allLoaded ? built.dropped : NOTHING_DROPPED}
          generating={generating}
          failed={failed}
          onBack={() => {
            setFailed(null);
            show(0);
          }}
          onConfirm={confirm}
          conservative={needsConservativePlan(readiness)}
        />
      )}
      {step === 2 && program && <Result program={program} />}
    </main>
  );
}
