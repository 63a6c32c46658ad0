"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAuth } from "@/lib/auth/auth.client";
import { planItemFor, saveUnitOnAccount } from "@/lib/sessions/client/train-data.client";
import { queueWrites, useTrainSync } from "@/lib/sessions/client/train-queue.client";
import { useLiveSession } from "@/lib/sessions/client/train-session.client";
import { clientId, removeSession, writeUnit } from "@/lib/sessions/client/train-store.client";
import { useHydrated } from "@/lib/client/use-hydrated";
import { progress, setsOf } from "@/lib/sessions/live";
import type { WeightUnit } from "@/lib/sessions/units";
import { Button, ButtonLink } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { AddExercisePanel, SwapPanel } from "./exercise-picker";
import { BusyPanel } from "./busy-panel";
import { LiveCurrentExercise, type LivePanel } from "./live-current-exercise";
import { LiveExerciseNav } from "./live-exercise-nav";
import { LiveFinishBar } from "./live-finish-bar";
import { LiveHeader } from "./live-header";
import { RestTimer } from "./rest-timer";
import { SessionSummary } from "./session-summary";
import { useRecordNotes } from "@/lib/sessions/client/record-notes.client";
import { useClock } from "./use-clock";

export function LiveSession({ sessionId }: { sessionId: string }) {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const router = useRouter();
  const { state, error, dispatch, retry } = useLiveSession(sessionId, user);
  const sync = useTrainSync(user?.id ?? null);
  const now = useClock(1000);
  const notes = useRecordNotes(state);
  const [panel, setPanel] = useState<LivePanel>(null);

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
  const exclude = new Set(state.plan.map((x) => x.exercise));
  const undone = p.plannedSets - p.doneSets;

  const changeUnit = (unit: WeightUnit) => {
    dispatch({ type: "unit", unit });
    writeUnit(unit);
    void saveUnitOnAccount(state.userId, unit);
  };
  const finish = () => dispatch({ type: "finish", now: Date.now() });
  // Swap and "Equipment busy" both replace the current exercise for this session.
  const swapTo = async (id: string) => {
    const next = await planItemFor(state.userId, id, state.unit, item);
    dispatch({ type: "swap", index: current, item: next, ids: Array.from({ length: next.sets }, () => clientId()) });
    setPanel(null);
  };
  const discard = () => {
    queueWrites(state.userId, [{ kind: "delete", collection: "workout_sessions", id: state.sessionId }]);
    removeSession(state.sessionId);
    router.replace("/dashboard");
  };

  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 p-4 sm:p-6">
      <LiveHeader state={state} p={p} elapsed={elapsed} sync={sync} onUnit={changeUnit} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <LiveExerciseNav
          state={state}
          current={current}
          onGo={(i) => {
            dispatch({ type: "go", index: i });
            setPanel(null);
          }}
        />

        <div className="min-w-0 space-y-4">
          <RestTimer
            endsAt={state.restEndsAt}
            total={state.restSeconds}
            now={now}
            onSkip={() => dispatch({ type: "rest-skip" })}
            onAdd={() => dispatch({ type: "rest-add", seconds: 15, now: Date.now() })}
          />

          <LiveCurrentExercise state={state} current={current} sets={sets} notes={notes} dispatch={dispatch} panel={panel} setPanel={setPanel} />

          {panel === "swap" && <SwapPanel exerciseId={item.exercise} exerciseName={item.name} exclude={exclude} onClose={() => setPanel(null)} onPick={swapTo} />}
          {panel === "busy" && <BusyPanel key={item.exercise} exerciseId={item.exercise} exerciseName={item.name} exclude={exclude} onClose={() => setPanel(null)} onPick={swapTo} />}
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

          <LiveFinishBar undone={undone} onFinish={finish} onDiscard={discard} />
        </div>
      </div>
    </main>
  );
}
