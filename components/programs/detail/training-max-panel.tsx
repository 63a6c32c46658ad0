"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ProgramLoads } from "@/lib/programs/loads";
import { ENTRY_TEST_TEXT } from "@/lib/sessions/training-max";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TrainingMaxForm } from "./training-max-form";

const Intro = () => (
  <p className="text-sm text-slate-600 dark:text-slate-300">
    Main lifts here are written as a % of your training max (TM), about 90% of your one-rep max. With a TM, each becomes a weight you can load.
  </p>
);

/**
 * The training maxes of a program's %TM lifts (issue 21 item 2): a visitor is
 * asked to sign in; a signed-in lifter sees each lift's TM and where it came
 * from, and can type one.
 */
export function TrainingMaxPanel({ programId, userId, loads }: { programId: string; userId: string; loads: UseQueryResult<ProgramLoads> }) {
  if (!userId) {
    return (
      <Card className="space-y-3" data-testid="tm-panel">
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">Training maxes</h2>
        <Intro />
        <p className="text-sm text-slate-700 dark:text-slate-200">Sign in to see these as weights, from your own training log or a training max you type.</p>
        <ButtonLink href={`/login?redirect=${encodeURIComponent(`/programs/${programId}`)}`} size="sm" variant="secondary">
          Sign in to see your weights
        </ButtonLink>
      </Card>
    );
  }
  if (loads.isPending) return null;
  if (loads.isError) {
    return (
      <Card className="space-y-3" data-testid="tm-panel">
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">Training maxes</h2>
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load your training maxes ({loads.error.message}). The schedule still shows the percentages.
        </p>
        <Button size="sm" variant="secondary" onClick={() => loads.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { lifts, unit } = loads.data;
  if (lifts.length === 0) return null;
  return (
    <Card className="space-y-4" data-testid="tm-panel">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">Training maxes</h2>
      <Intro />
      <p className="text-sm text-slate-600 dark:text-slate-300">A lift without one keeps the entry test: {ENTRY_TEST_TEXT} Logging that set, or typing a max here, turns its percentages into weights.</p>
      <ul className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {lifts.map((lift) => (
          <li key={lift.exercise}>
            <TrainingMaxForm lift={lift} unit={unit} programId={programId} userId={userId} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
