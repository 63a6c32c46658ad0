"use client";

import type { DroppedSelections, ProgramConfig } from "@/lib/programs/builder-config";
import { varietyDescription } from "@/lib/programs/builder-config";
import { lookupDisplayName } from "@/lib/training/labels";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const list = (values: readonly string[], none = "None") => (values.length > 0 ? values.map(lookupDisplayName).join(", ") : none);

export function Preview({
  config,
  dropped,
  generating,
  failed,
  onBack,
  onConfirm,
  conservative = false,
}: {
  config: ProgramConfig;
  dropped: DroppedSelections;
  generating: boolean;
  /** Why the last generation failed, as the person should read it; null when it did not. */
  failed: string | null;
  onBack: () => void;
  onConfirm: () => void;
  /** A "yes" on the readiness screen. */
  conservative?: boolean;
}) {
  const types = [config.includeStrength && "Strength", config.includeHypertrophy && "Hypertrophy", config.includePower && "Power", config.includeCardio && "Cardio"].filter(Boolean) as string[];
  const rows: [string, string][] = [
    ["Health check", conservative ? "Conservative plan: RPE 7 at most, no maximal efforts" : "All answers no"],
    ["Injuries", list(config.injuries)],
    ["Weak body parts", list(config.weakBodyParts)],
    ["Strong body parts", list(config.strongBodyParts)],
    ["Duration", `${config.durationWeeks} weeks`],
    ["Training days", `${config.trainingDaysPerWeek} per week`],
    ["Session length", `${config.sessionDurationMinutes} min`],
    ["Experience level", lookupDisplayName(config.experienceLevel)],
    ["Primary goal", lookupDisplayName(config.primaryGoal)],
    ["Training focus", list(config.trainingFocus)],
    ["Preferred body regions", list(config.preferredBodyRegions, "No preference")],
    ["Equipment", list(config.availableEquipment, "Bodyweight only")],
    ["Periodization", lookupDisplayName(config.periodizationType)],
    ["Variety", `Level ${config.varietyLevel}: ${varietyDescription(config.varietyLevel)}`],
    ["Deload", `Every ${config.deloadFrequency} weeks`],
    ["Fatigue preference", lookupDisplayName(config.fatiguePreference)],
    ["Training types", list(types)],
  ];
  const droppedAll = Object.values(dropped).flat();
  return (
    <Card className="space-y-5">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">Review Your Configuration</h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" aria-label="Configuration summary">
        {rows.map(([k, v]) => (
          <div key={k} className="border-b border-slate-100 pb-2 dark:border-slate-800">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{k}</dt>
            <dd className="text-slate-900 dark:text-white">{v}</dd>
          </div>
        ))}
      </dl>
      {droppedAll.length > 0 && (
        <p role="note" className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          Left out of the request because the catalogue has no matching record: {droppedAll.map(lookupDisplayName).join(", ")}.
        </p>
      )}
      {failed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          {failed}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onBack} disabled={generating}>
          Back to Edit
        </Button>
        <Button onClick={onConfirm} disabled={generating}>
          {generating ? (
            <>
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
              Generating Program...
            </>
          ) : (
            "Confirm & Generate"
          )}
        </Button>
      </div>
    </Card>
  );
}
