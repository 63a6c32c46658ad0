import type { Dispatch } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { clientId } from "@/lib/sessions/client/train-store.client";
import type { LiveAction, LiveSet, LiveState } from "@/lib/sessions/live";
import { targetWorkText, workFieldName } from "@/lib/sessions/plan";
import type { RecordNote } from "@/lib/sessions/records";
import { formatWeight } from "@/lib/sessions/units";
import { SetRow } from "./set-row";
import { formatClock } from "./use-clock";

export type LivePanel = "swap" | "busy" | "add" | null;

/** The current exercise: its target, its sets, and the buttons to move, skip, swap or add. */
export function LiveCurrentExercise({
  state,
  current,
  sets,
  notes,
  dispatch,
  panel,
  setPanel,
}: {
  state: LiveState;
  current: number;
  sets: LiveSet[];
  notes: Map<string, RecordNote>;
  dispatch: Dispatch<LiveAction>;
  panel: LivePanel;
  setPanel: (panel: LivePanel) => void;
}) {
  const item = state.plan[current];
  const hasStoredSets = sets.some((s) => s.stored);
  return (
    <section aria-labelledby="current-exercise" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Exercise {current + 1} of {state.plan.length}
          </p>
          <h2 id="current-exercise" className="text-xl font-bold text-slate-900 dark:text-white">
            {item.name}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            Target: {item.sets} × {targetWorkText(item)}
            {item.rpe > 0 && ` @ RPE ${item.rpe}`} · rest {formatClock(item.restSeconds)}
            {item.weight > 0 && ` · ${formatWeight(item.weight, state.unit)}`}
          </p>
          {item.note && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.note}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {item.swappedFrom && <Badge tone="brand">Swapped</Badge>}
          {item.added && <Badge tone="brand">Added</Badge>}
          {item.skipped && <Badge tone="warning">Skipped</Badge>}
        </div>
      </div>

      {item.skipped ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">You skipped this exercise. Its sets don&apos;t count towards your progress.</p>
      ) : (
        <>
          <div className="mt-4 grid grid-cols-[2rem_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_3rem] gap-1.5 px-2 sm:grid-cols-[2.5rem_1fr_1fr_1fr_3rem] sm:gap-2 text-xs font-semibold uppercase text-slate-600 dark:text-slate-300" aria-hidden="true">
            <span className="text-center">Set</span>
            <span className="text-center">{state.unit}</span>
            <span className="text-center">{workFieldName(item.unit).column}</span>
            <span className="text-center">RPE</span>
            <span className="text-center">Done</span>
          </div>
          <ol className="mt-1 space-y-1" aria-label={`${item.name} sets`}>
            {sets.map((set) => (
              <SetRow
                key={set.id}
                set={set}
                unit={state.unit}
                readOnly={false}
                record={notes.get(set.id)}
                previous={item.previous?.[set.setNumber - 1]}
                work={workFieldName(item.unit).label}
                onEdit={(patch) => dispatch({ type: "edit", setId: set.id, ...patch })}
                onToggle={() => dispatch({ type: "toggle", setId: set.id, now: Date.now() })}
              />
            ))}
          </ol>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => dispatch({ type: "add-set", index: current, id: clientId() })}>
              + Add set
            </Button>
            {sets.length > 1 && (
              <Button size="sm" variant="ghost" onClick={() => dispatch({ type: "remove-set", setId: sets[sets.length - 1].id })}>
                Remove last set
              </Button>
            )}
          </div>
        </>
      )}

      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button size="sm" variant="secondary" onClick={() => dispatch({ type: "go", index: current - 1 })} disabled={current === 0}>
          ← Previous
        </Button>
        <Button size="sm" variant="secondary" onClick={() => dispatch({ type: "go", index: current + 1 })} disabled={current >= state.plan.length - 1}>
          Next →
        </Button>
        <Button size="sm" variant="ghost" onClick={() => dispatch({ type: "skip", index: current })}>
          {item.skipped ? "Unskip" : "Skip exercise"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setPanel(panel === "swap" ? null : "swap")}
          disabled={hasStoredSets}
          title={hasStoredSets ? "Sets are already logged for this exercise: add another exercise instead" : undefined}
          aria-expanded={panel === "swap"}
        >
          Swap exercise
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setPanel(panel === "busy" ? null : "busy")}
          disabled={hasStoredSets}
          title={hasStoredSets ? "Sets are already logged for this exercise: add another exercise instead" : undefined}
          aria-expanded={panel === "busy"}
        >
          Equipment busy
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setPanel(panel === "add" ? null : "add")} aria-expanded={panel === "add"}>
          + Add exercise
        </Button>
      </div>
      {hasStoredSets && <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">Swapping is for exercises not started yet; add another exercise instead.</p>}
    </section>
  );
}
