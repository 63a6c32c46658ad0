"use client";

import { useState, type FormEvent } from "react";
import { parseTrainingMax, type LiftLoads } from "@/lib/programs/loads";
import { useSaveTrainingMax } from "@/lib/programs/loads.client";
import type { WeightUnit } from "@/lib/sessions/units";
import { FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";

/** Where the lift's current max came from, in words. */
function sourceText(lift: LiftLoads, unit: WeightUnit): string {
  const tm = lift.trainingMax;
  const log = lift.fromHistory !== null ? ` Your log says ${lift.fromHistory} ${unit}.` : "";
  if (!tm) return "None yet: the entry test sets it.";
  if (tm.source === "history") return `From your log: your best set of the last 8 weeks, × 90%.`;
  if (tm.source === "test") return `From your entry test.${log}`;
  return `Typed by you; it overrides your log.${log}`;
}

/** One lift's training max: shown, typed, checked and saved (a typed max wins over the log). */
export function TrainingMaxForm({ lift, unit, programId, userId }: { lift: LiftLoads; unit: WeightUnit; programId: string; userId: string }) {
  const [text, setText] = useState(lift.trainingMax ? String(lift.trainingMax.weight) : "");
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTrainingMax(programId, userId);
  const id = `tm-${lift.exercise}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTrainingMax(text, unit);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    save.mutate({ id: lift.stored?.id, exercise: lift.exercise, weight: parsed.weight, unit });
  }

  const failed = save.isError ? `Could not save this training max (${save.error.message}). Check your connection and try again.` : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-label={`${lift.name} training max`} data-testid="tm-form">
      <div className="flex items-end gap-2">
        <FormField
          id={id}
          label={`${lift.name} (${unit})`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error ?? undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" size="md" disabled={save.isPending} className="mb-0.5 shrink-0" aria-label={`Save ${lift.name} training max`}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{sourceText(lift, unit)}</p>
      <p aria-live="polite" className="text-sm text-brand-700 dark:text-brand-100">
        {save.isSuccess && !save.isPending ? "Saved: the weights below use it." : ""}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failed}
        </p>
      )}
    </form>
  );
}
