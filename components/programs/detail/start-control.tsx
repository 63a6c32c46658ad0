"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth.client";
import { startProgram, useActiveProgram } from "@/lib/sessions/client/train-data.client";
import { relativeDayText } from "@/lib/sessions/program";
import { Button, ButtonLink } from "@/components/ui/button";

const heroButton = "shrink-0 border-white";

/**
 * Start Program on a program's page (issue 20 item 6): a visitor goes through
 * log-in (the /train/start link); a signed-in user confirms first, since it
 * replaces their active program, and then sees it active here with its next
 * workout, not only on the dashboard.
 */
export function ProgramStartControl({ programId, programName }: { programId: string; programName: string }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const active = useActiveProgram(userId);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!userId) {
    return (
      <ButtonLink href={`/train/start?program=${programId}`} size="lg" variant="secondary" className={heroButton}>
        Start Program
      </ButtonLink>
    );
  }
  const data = active.data;
  const isThis = data && data.state !== "none" && data.programId === programId;
  if (isThis) {
    return (
      <div className="shrink-0 space-y-2 rounded-xl bg-white/10 p-4" data-testid="program-active" role="status">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">Your active program</p>
        {data.state === "next" ? (
          <>
            <p className="text-white">
              Next: Week {data.weekNumber} · Day {data.position} of {data.total}: <strong>{data.workoutName || data.dayName}</strong>
            </p>
            <p className="text-sm text-brand-100" data-testid="next-workout-date">
              Planned: {relativeDayText(data.date, new Date())}
            </p>
            <ButtonLink href={`/train/start?programDay=${data.dayId}`} variant="secondary" className={heroButton}>
              Start Workout
            </ButtonLink>
          </>
        ) : (
          <p className="text-white">You finished every training day of this program.</p>
        )}
      </div>
    );
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await startProgram(userId!, programId, new Date());
      await queryClient.invalidateQueries({ queryKey: ["workout_sessions"] });
      setConfirming(false);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : "Couldn't start the program. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  if (!confirming) {
    return (
      <Button size="lg" variant="secondary" className={heroButton} onClick={() => setConfirming(true)} disabled={active.isPending}>
        Start Program
      </Button>
    );
  }
  const current = data && data.state !== "none" ? data.programName : null;
  return (
    <div className="shrink-0 space-y-3 rounded-xl bg-white p-4 text-slate-900 shadow-lg dark:bg-slate-900 dark:text-white" role="alertdialog" aria-labelledby="start-program-title" aria-describedby="start-program-text">
      <p id="start-program-title" className="font-semibold">
        Start {programName}?
      </p>
      <p id="start-program-text" className="text-sm text-slate-700 dark:text-slate-200">
        {current ? `It replaces ${current} as your active program. Your logged workouts stay in your history.` : "It becomes your active program: its next workout shows here and on your dashboard."}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button onClick={confirm} disabled={busy} autoFocus>
          {busy ? "Starting..." : "Yes, start it"}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
