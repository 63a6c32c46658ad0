"use client";

import Link from "next/link";
import type { ViewExercise } from "@/lib/programs/program-view";
import type { ItemLoad } from "@/lib/sessions/training-max";
import { ENTRY_TEST_TEXT } from "@/lib/sessions/training-max";
import { difficultyBadge, lookupDisplayName } from "@/lib/training/labels";
import { Badge } from "@/components/ui/badge";

/** What the schedule knows about weights: the signed-in user's item loads (none for a visitor). */
export interface ScheduleLoads {
  signedIn: boolean;
  byItem: ReadonlyMap<string, ItemLoad>;
}

/**
 * The line under a %TM item: the weight once the lift has a training max,
 * else the entry test. A visitor sees the entry test (the sign-in prompt is in
 * the training max panel); items without a %TM have no line.
 */
function LoadLine({ exercise, load, signedIn }: { exercise: ViewExercise; load: ItemLoad | undefined; signedIn: boolean }) {
  const pct = typeof exercise.percentTm === "number" ? exercise.percentTm : null;
  if (pct === null) return null;
  if (load?.kind === "weight") {
    return (
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-100" data-testid="item-load">
        {load.text}
      </p>
    );
  }
  // Signed in, loads still on their way: say nothing rather than flash the instruction.
  if (signedIn && !load) return null;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="item-load">
      {pct}% of TM: {ENTRY_TEST_TEXT}
    </p>
  );
}

export function ScheduleExercise({ exercise: e, load, signedIn }: { exercise: ViewExercise; load: ItemLoad | undefined; signedIn: boolean }) {
  const badge = difficultyBadge(e.difficulty);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        {e.id ? (
          <Link href={`/exercises/${e.id}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100">
            {e.name}
          </Link>
        ) : (
          <span className="font-semibold text-slate-900 dark:text-white">{e.name}</span>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300">{e.primaryMuscles.length ? e.primaryMuscles.map(lookupDisplayName).join(", ") : "Muscles not listed"}</p>
        <LoadLine exercise={e} load={load} signedIn={signedIn} />
      </div>
      <div className="flex items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900 dark:text-white">
          {e.sets} x {e.reps}
        </span>
        <Badge tone={badge.tone}>
          {badge.label} {e.difficulty}/10
        </Badge>
      </div>
    </li>
  );
}
