"use client";

import { useRef, type ReactNode } from "react";
import type { ProgramConfig } from "@/lib/programs/builder-config";
import { PROGRAM_BUILDER_SECTIONS } from "@/lib/training/constants";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { AdvancedSection, BasicSection, GoalsSection, HealthSection, type ListState, type SetConfig } from "./sections";

export function Configure({
  config,
  set,
  section,
  setSection,
  muscles,
  equipment,
  onGenerate,
  health,
  gymPicker,
}: {
  config: ProgramConfig;
  set: SetConfig;
  section: number;
  setSection: (n: number) => void;
  muscles: ListState;
  equipment: ListState;
  onGenerate: () => void;
  /** The readiness screen, shown in Health & Safety under the injuries. */
  health: ReactNode;
  /** The gym picker, above the equipment of section 3. */
  gymPicker?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const go = (n: number) => {
    setSection(n);
    // Move focus to the new section so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const last = section === PROGRAM_BUILDER_SECTIONS.length - 1;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Configuration sections" className="min-w-0">
        <ol className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {PROGRAM_BUILDER_SECTIONS.map((name, i) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === section ? "step" : undefined}
                className={cn(
                  "flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                  i === section
                    ? "border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-500 dark:bg-brand-700/30 dark:text-brand-100"
                    : "border-slate-200 bg-white text-slate-700 hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
                )}
              >
                <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center rounded-full bg-slate-200 text-xs text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                  {i + 1}
                </span>
                {name}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <Card className="min-w-0 space-y-6">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none dark:text-white">
          {PROGRAM_BUILDER_SECTIONS[section]}
        </h2>
        {section === 0 && health}
        {section === 0 && <HealthSection config={config} set={set} muscles={muscles} />}
        {section === 1 && <BasicSection config={config} set={set} />}
        {section === 2 && <GoalsSection config={config} set={set} equipment={equipment} gymPicker={gymPicker} />}
        {section === 3 && <AdvancedSection config={config} set={set} />}
        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="secondary" onClick={() => go(section - 1)} disabled={section === 0}>
            Previous
          </Button>
          {last ? (
            <Button onClick={onGenerate}>Generate Program</Button>
          ) : (
            <Button onClick={() => go(section + 1)}>Next</Button>
          )}
        </div>
      </Card>
    </div>
  );
}
