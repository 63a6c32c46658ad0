"use client";

import { useId, useState, type ReactNode } from "react";
import { useSessionAlternatives, useSessionExerciseSearch } from "@/lib/sessions/client/exercise-picker.client";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The frame of a live-session panel (swap, add, equipment busy): a titled box with Cancel. */
export function PickerPanel({ label, title, testId, onClose, className = "", children }: { label: string; title: ReactNode; testId: string; onClose: () => void; className?: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={`rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950 ${className}`} data-testid={testId}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {children}
    </section>
  );
}

export interface Choice {
  id: string;
  name: string;
  detail?: string;
}

export function ChoiceList({ choices, busyId, onPick, exclude }: { choices: Choice[]; busyId: string | null; onPick: (c: Choice) => void; exclude: ReadonlySet<string> }) {
  const shown = choices.filter((c) => !exclude.has(c.id));
  if (shown.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">No exercises to offer.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {shown.map((c) => (
        <li key={c.id} className="flex items-center justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">{c.name}</p>
            {c.detail && <p className="text-sm text-slate-600 dark:text-slate-300">{c.detail}</p>}
          </div>
          <Button size="sm" variant="secondary" onClick={() => onPick(c)} disabled={busyId !== null} aria-label={`Choose ${c.name}`}>
            {busyId === c.id ? "Adding..." : "Choose"}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function errorText(error: unknown): string {
  const status = (error as { status?: number })?.status;
  return status === 0 ? "This needs a connection: you seem to be offline." : ((error as Error)?.message ?? "Something went wrong.");
}

/** Picking a choice: the picked one shows busy until the parent closes the panel; a failure is shown and frees it. */
export function usePick(onPick: (id: string) => Promise<void>) {
  const [busy, setBusy] = useState<string | null>(null);
  const [pickError, setPickError] = useState<unknown>(null);
  const pick = async (c: Choice) => {
    setBusy(c.id);
    setPickError(null);
    try {
      await onPick(c.id);
    } catch (e) {
      setPickError(e);
      setBusy(null);
    }
  };
  return { busy, pickError, pick };
}

/** Up to 3 substitutes from POST /api/exercises/{id}/alternatives (same muscles, other equipment). */
export function SwapPanel({ exerciseId, exerciseName, exclude, onPick, onClose }: { exerciseId: string; exerciseName: string; exclude: ReadonlySet<string>; onPick: (id: string) => Promise<void>; onClose: () => void }) {
  const { busy, pickError, pick } = usePick(onPick);
  const query = useSessionAlternatives(exerciseId);
  return (
    <PickerPanel label={`Swap ${exerciseName}`} title={`Swap ${exerciseName} for`} testId="swap-panel" onClose={onClose}>
      {query.isPending ? (
        <Spinner label="Finding alternatives" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Couldn&apos;t load alternatives. {errorText(query.error)}
        </p>
      ) : (
        <ChoiceList choices={query.data.alternatives.map((a) => ({ id: a.id, name: a.name, detail: a.reason }))} busyId={busy} onPick={pick} exclude={exclude} />
      )}
      {pickError !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {errorText(pickError)}
        </p>
      )}
    </PickerPanel>
  );
}

/** Search the library by name and add an exercise to the session. */
export function AddExercisePanel({ exclude, onPick, onClose }: { exclude: ReadonlySet<string>; onPick: (id: string) => Promise<void>; onClose: () => void }) {
  const [term, setTerm] = useState("");
  const { busy, pickError, pick } = usePick(onPick);
  const inputId = useId();
  const q = term.trim();
  const query = useSessionExerciseSearch(q);
  return (
    <PickerPanel label="Add an exercise" title="Add an exercise" testId="add-panel" onClose={onClose}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Search exercises
      </label>
      <input
        id={inputId}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder="e.g. curl"
        className="mt-1 mb-3 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      />
      {q.length < 2 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Type at least 2 letters.</p>
      ) : query.isPending ? (
        <Spinner label="Searching" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Couldn&apos;t search. {errorText(query.error)}
        </p>
      ) : (
        <ChoiceList choices={query.data.items.map((e) => ({ id: e.id, name: e.name }))} busyId={busy} onPick={pick} exclude={exclude} />
      )}
      {pickError !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {errorText(pickError)}
        </p>
      )}
    </PickerPanel>
  );
}
