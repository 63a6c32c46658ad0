"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ErrorState, Skeleton } from "@/components/ui/states";
import { Panel } from "@/components/exercises/detail/parts";
import { useAuth } from "@/lib/auth/auth.client";
import { useExerciseProgress } from "@/lib/exercises/queries.client";
import type { ProgressAnswer } from "@/lib/sessions/exercise-progress";
import type { ProgressPoint } from "./progress-chart";

const ProgressChart = dynamic(() => import("./progress-chart"), { ssr: false, loading: () => <Skeleton className="h-64" /> });

const dayLabel = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: "short", day: "numeric" });

function points(history: ProgressAnswer["history"]): ProgressPoint[] {
  return history.map((h) => {
    const heaviest = Math.max(0, ...h.sets.map((s) => s.weight));
    return { label: dayLabel(h.date), e1rm: h.e1rm > 0 ? h.e1rm : null, best: heaviest > 0 ? heaviest : null };
  });
}

function Figure({ title, value, note, testId }: { title: string; value: string; note: string; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid={testId}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{title}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</p>
      <p className="text-sm text-slate-700 dark:text-slate-200">{note}</p>
    </div>
  );
}

function Figures({ data }: { data: ProgressAnswer }) {
  const { unit, e1rm, best, nextTarget } = data;
  const target = nextTarget.weight > 0 ? `${nextTarget.sets} × ${nextTarget.reps} @ ${nextTarget.weight} ${unit}` : `${nextTarget.sets} × ${nextTarget.reps}`;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Figure testId="progress-e1rm" title="Estimated 1RM" value={e1rm > 0 ? `${e1rm} ${unit}` : "–"} note="Best of your last six weeks (Epley, RPE-adjusted)" />
      <Figure testId="progress-best" title="Best set" value={best ? `${best.weight} ${unit} × ${best.reps}` : "–"} note={best ? dayLabel(best.date) : "No loaded set yet"} />
      <Figure testId="progress-next" title="Next time" value={target} note={nextTarget.reason} />
    </div>
  );
}

/** "Your progress" on an exercise's page: history, e1RM and next target from the lifter's own log. Hidden for visitors. */
export function YourProgress({ exerciseId }: { exerciseId: string }) {
  const { user } = useAuth();
  const query = useExerciseProgress(exerciseId, Boolean(user));
  if (!user) return null;
  return (
    <Panel id="your-progress" title="Your progress">
      {query.isPending ? (
        <Skeleton className="h-40" />
      ) : query.isError ? (
        <ErrorState title="Unable to load your progress" description="Your history of this exercise could not be loaded. Check your connection and try again." action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      ) : query.data.history.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-200" data-testid="progress-empty">
          You have not logged this exercise yet. Add it to a workout and <Link className="font-medium text-brand-700 underline dark:text-brand-100" href="/workouts">start a session</Link>: your first sets become the baseline for the next target.
        </p>
      ) : (
        <div className="space-y-4">
          <Figures data={query.data} />
          {query.data.history.length > 1 && <ProgressChart points={points(query.data.history)} unit={query.data.unit} />}
          <p className="sr-only">
            {query.data.history.length} sessions logged. {query.data.history.map((h) => `${dayLabel(h.date)}: ${h.sets.map((s) => `${s.weight} ${query.data.unit} × ${s.reps}`).join(", ")}`).join(". ")}
          </p>
        </div>
      )}
    </Panel>
  );
}
