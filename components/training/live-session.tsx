"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useAuth } from "@/lib/client/auth";
import { pb } from "@/lib/client/pocketbase";
import { planItemFor, saveUnitOnAccount, type SetRecord } from "@/lib/client/train-data";
import { queueWrites, useTrainSync } from "@/lib/client/train-queue";
import { useLiveSession } from "@/lib/client/train-session";
import { clientId, removeSession, writeUnit } from "@/lib/client/train-store";
import { useHydrated } from "@/lib/client/use-hydrated";
import { progress, setsOf, type LiveState } from "@/lib/sessions/live";
import { beatsRecord, personalRecords, type PersonalRecord, type RecordNote } from "@/lib/sessions/records";
import { formatWeight, type WeightUnit } from "@/lib/sessions/units";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { AddExercisePanel, SwapPanel } from "./exercise-picker";
import { RestTimer } from "./rest-timer";
import { SessionSummary } from "./session-summary";
import { SetRow } from "./set-row";
import { SyncStatusLine } from "./sync-status";
import { UnitToggle } from "./unit-toggle";
import { formatClock, useClock } from "./use-clock";

/** Records standing before this session, for "New record" notes on today's sets. */
function usePreviousRecords(state: LiveState | null) {
  const exercises = state ? [...new Set(state.plan.map((p) => p.exercise))].sort() : [];
  return useQuery({
    queryKey: ["workout_sets", "records-before", state?.sessionId, exercises.join(",")],
    enabled: Boolean(state) && exercises.length > 0,
    staleTime: Infinity,
    queryFn: async () => {
      const anyOf = exercises.map((_, i) => `exercise = {:e${i}}`).join(" || ");
      const sets = await pb()
        .collection("workout_sets")
        .getFullList<SetRecord>({
          batch: 500,
          filter: pb().filter(`user = {:u} && session != {:s} && completed = true && (${anyOf})`, {
            u: state!.userId,
            s: state!.sessionId,
            ...Object.fromEntries(exercises.map((id, i) => [`e${i}`, id])),
          }),
          fields: "exercise,reps,weight,completed",
        });
      return personalRecords(sets);
    },
  });
}

export function LiveSession({ sessionId }: { sessionId: string }) {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const router = useRouter();
  const { state, error, dispatch, retry } = useLiveSession(sessionId, user);
  const sync = useTrainSync(user?.id ?? null);
  const now = useClock(1000);
  const records = usePreviousRecords(state);
  const [panel, setPanel] = useState<"swap" | "add" | null>(null);
  const [confirm, setConfirm] = useState<"finish" | "discard" | null>(null);

  const notes = useMemo(() => {
    const out = new Map<string, RecordNote>();
    if (!state || !records.data) return out;
    for (const set of state.sets) {
      if (!set.completed) continue;
      const previous: PersonalRecord | undefined = records.data.get(set.exercise);
      const note = beatsRecord(previous, set);
      if (note.weight || note.oneRepMax) out.set(set.id, note);
    }
    return out;
  }, [state, records.data]);

  if (!hydrated) return <LoadingState text="Loading your workout..." />;
  if (!user) {
    return (
      <main id="main" className="mx-auto max-w-2xl p-6">
        <ErrorState title="Your session has expired" description="Please log in again: your logged sets are kept on this device." action={<ButtonLink href={`/login?redirect=/train/${sessionId}`}>Log In</ButtonLink>} />
      </main>
    );
  }
  if (error) {
    return (
      <main id="main" className="mx-auto max-w-2xl p-6">
        <h1 className="sr-only">Workout</h1>
        {error.status === 404 ? (
          <ErrorState title="Workout not found" description="This workout session doesn't exist or belongs to someone else." action={<ButtonLink href="/dashboard">Back to Dashboard</ButtonLink>} />
        ) : (
          <ErrorState
            title="Couldn't load this workout"
            description={error.status === 0 ? "The server isn't answering. Check your connection and try again." : error.message}
            action={<Button onClick={retry}>Try again</Button>}
          />
        )}
      </main>
    );
  }
  if (!state) return <LoadingState text="Loading your workout..." />;

  if (state.status === "completed") {
    return <SessionSummary state={state} notes={notes} sync={sync} />;
  }

  const current = Math.min(state.current, state.plan.length - 1);
  const item = state.plan[current];
  const sets = setsOf(state, current);
  const p = progress(state);
  const elapsed = (now - new Date(state.startedAt).getTime()) / 1000;
  const hasStoredSets = sets.some((s) => s.stored);
  const exclude = new Set(state.plan.map((x) => x.exercise));
  const undone = p.plannedSets - p.doneSets;

  const changeUnit = (unit: WeightUnit) => {
    dispatch({ type: "unit", unit });
    writeUnit(unit);
    void saveUnitOnAccount(state.userId, unit);
  };
  const finish = () => {
    dispatch({ type: "finish", now: Date.now() });
    setConfirm(null);
  };
  const discard = () => {
    queueWrites(state.userId, [{ kind: "delete", collection: "workout_sessions", id: state.sessionId }]);
    removeSession(state.sessionId);
    router.replace("/dashboard");
  };

  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 p-4 sm:p-6">
      <header className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">Workout in progress</p>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{state.name}</h1>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <span className="tabular-nums">Elapsed {formatClock(elapsed)}</span>{" "}
              · {p.doneSets}/{p.plannedSets} sets · {p.doneExercises}/{p.exercises} exercises
            </p>
          </div>
          <UnitToggle unit={state.unit} onChange={changeUnit} />
        </div>
        <div
          role="progressbar"
          aria-label="Workout progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={p.percent}
          aria-valuetext={`${p.doneSets} of ${p.plannedSets} sets done`}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${p.percent}%` }} />
        </div>
        <SyncStatusLine status={sync} />
      </header>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {/* min-w-0: the chip row scrolls sideways on phones instead of widening the page. */}
        <nav aria-label="Exercises" className="min-w-0">
          <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
            {state.plan.map((x, i) => {
              const xs = setsOf(state, i);
              const done = xs.filter((s) => s.completed).length;
              return (
                <li key={x.exercise} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => {
                      dispatch({ type: "go", index: i });
                      setPanel(null);
                    }}
                    aria-current={i === current ? "step" : undefined}
                    className={cn(
                      "flex w-full items-center justify-between gap-3 rounded-lg border px-3 py-2 text-left text-sm",
                      i === current
                        ? "border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-500 dark:bg-brand-700/30 dark:text-brand-100"
                        : "border-slate-200 bg-white text-slate-800 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100",
                    )}
                  >
                    <span className={cn("max-w-[12rem] truncate font-medium", x.skipped && "line-through opacity-70")}>
                      {i + 1}. {x.name}
                    </span>
                    <span className="text-xs tabular-nums">{x.skipped ? "Skipped" : `${done}/${xs.length}`}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>

        <div className="min-w-0 space-y-4">
          <RestTimer
            endsAt={state.restEndsAt}
            total={state.restSeconds}
            now={now}
            onSkip={() => dispatch({ type: "rest-skip" })}
            onAdd={() => dispatch({ type: "rest-add", seconds: 15, now: Date.now() })}
          />

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
                  Target: {item.sets} × {item.repsMin === item.repsMax ? item.repsMin : `${item.repsMin}-${item.repsMax}`} reps
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
                <div className="mt-4 grid grid-cols-[2.5rem_1fr_1fr_1fr_3rem] gap-2 px-2 text-xs font-semibold uppercase text-slate-600 dark:text-slate-300" aria-hidden="true">
                  <span className="text-center">Set</span>
                  <span className="text-center">{state.unit}</span>
                  <span className="text-center">Reps</span>
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
              <Button size="sm" variant="ghost" onClick={() => setPanel(panel === "add" ? null : "add")} aria-expanded={panel === "add"}>
                + Add exercise
              </Button>
            </div>
            {hasStoredSets && <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">Swapping is for exercises not started yet; add another exercise instead.</p>}
          </section>

          {panel === "swap" && (
            <SwapPanel
              exerciseId={item.exercise}
              exerciseName={item.name}
              exclude={exclude}
              onClose={() => setPanel(null)}
              onPick={async (id) => {
                const next = await planItemFor(state.userId, id, state.unit, item);
                dispatch({ type: "swap", index: current, item: next, ids: Array.from({ length: next.sets }, () => clientId()) });
                setPanel(null);
              }}
            />
          )}
          {panel === "add" && (
            <AddExercisePanel
              exclude={exclude}
              onClose={() => setPanel(null)}
              onPick={async (id) => {
                const next = await planItemFor(state.userId, id, state.unit);
                dispatch({ type: "add-exercise", item: next, ids: Array.from({ length: next.sets }, () => clientId()) });
                setPanel(null);
              }}
            />
          )}

          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            {confirm === null ? (
              <>
                <Button variant="ghost" onClick={() => setConfirm("discard")}>
                  Discard workout
                </Button>
                <Button size="lg" onClick={() => (undone > 0 ? setConfirm("finish") : finish())}>
                  Finish Workout
                </Button>
              </>
            ) : confirm === "finish" ? (
              <div role="alertdialog" aria-labelledby="confirm-finish" className="flex w-full flex-wrap items-center justify-between gap-3">
                <p id="confirm-finish" className="text-slate-800 dark:text-slate-100">
                  {undone} set{undone === 1 ? " is" : "s are"} not ticked and won&apos;t count. Finish anyway?
                </p>
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={() => setConfirm(null)}>
                    Keep training
                  </Button>
                  <Button onClick={finish}>Finish anyway</Button>
                </div>
              </div>
            ) : (
              <div role="alertdialog" aria-labelledby="confirm-discard" className="flex w-full flex-wrap items-center justify-between gap-3">
                <p id="confirm-discard" className="text-slate-800 dark:text-slate-100">
                  Delete this workout and every set logged in it?
                </p>
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={() => setConfirm(null)}>
                    Keep it
                  </Button>
                  <Button variant="danger" onClick={discard}>
                    Delete workout
                  </Button>
                </div>
              </div>
            )}
          </div>
        </div>
      </div>
    </main>
  );
}
