"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { ScoreRadar } from "@/components/charts/score-radar";
import { useAuth } from "@/lib/auth/auth.client";
import { saveDraft } from "@/lib/workouts/draft-store.client";
import { capitalise, lookupDisplayName, underscoresToSpaces } from "@/lib/training/labels";
import { withStats } from "@/lib/workouts/draft";
import {
  bestFor,
  caloriesText,
  qualityRadarPoints,
  totalSets,
  workoutDifficulty,
  workoutDuration,
  workoutEquipment,
  workoutQuality,
  workoutRows,
} from "@/lib/workouts/view";
import { DifficultyBadge, ScoreBadge } from "../badges";
import { ScoreBar } from "../quality-panel";
import { fetchPopularity, useWorkout, useWorkoutExercises } from "@/lib/workouts/queries.client";
import { workoutSessionsKey } from "@/lib/workouts/library-load";
import { CoverageAnalysis } from "./coverage-analysis";
import { DetailExerciseList } from "./exercise-list";

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-center dark:bg-slate-800" data-testid={testId}>
      <p className="text-xl font-bold text-slate-900 dark:text-white">{value}</p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{label}</p>
    </div>
  );
}

export function WorkoutNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Workout Not Found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">This workout does not exist, or it is private to someone else.</p>
      <ButtonLink href="/workouts" className="mt-6">
        Back to Workouts
      </ButtonLink>
    </div>
  );
}

/** Workout detail (spec 2 §2.4), every figure from the workout and its exercises. */
export function WorkoutDetail({ id }: { id: string }) {
  const router = useRouter();
  const { user } = useAuth();
  const workout = useWorkout(id, user?.id ?? null);
  const exercises = useWorkoutExercises(workout.data ? (workout.data.exercises ?? []) : undefined);
  const sessions = useQuery({
    queryKey: workoutSessionsKey(id, user?.id ?? null),
    queryFn: async () => (await fetchPopularity([id])).get(id) ?? 0,
  });

  if (workout.isPending) return <LoadingState text="Loading workout program..." />;
  if (workout.isError) {
    const status = (workout.error as { status?: number }).status;
    if (status === 404 || status === 400) return <WorkoutNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState title="Unable to load workout" description="Check your connection and try again." action={<Button onClick={() => void workout.refetch()}>Try again</Button>} />
      </div>
    );
  }

  const w = workout.data;
  const records = exercises.data ?? [];
  const rows = workoutRows(w, records);
  const loadingRows = exercises.isPending;
  const score = workoutQuality(w, rows);
  const points = qualityRadarPoints(score);
  const equipment = workoutEquipment(rows);
  const tags = bestFor(rows, w.workoutType);

  function openInBuilder() {
    saveDraft(withStats({ name: w.name, exercises: rows }));
    router.push("/workout-builder");
  }

  return (
    <article className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <ButtonLink href="/workouts" variant="ghost" size="sm">
        ← Back to Workouts
      </ButtonLink>
      <header className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <DifficultyBadge level={workoutDifficulty(w)} />
            {w.workoutType && <Badge tone="neutral">{capitalise(underscoresToSpaces(w.workoutType))}</Badge>}
            {w.isTemplate && <Badge tone="brand">Template</Badge>}
            {!loadingRows && <ScoreBadge score={score.overall} />}
          </div>
          <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{w.name}</h1>
          {w.description && <p className="mt-2 text-slate-600 dark:text-slate-300">{w.description}</p>}
          <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Minutes" value={String(workoutDuration(w))} testId="stat-duration" />
            <Stat label="Exercises" value={String(loadingRows ? (w.exercises?.length ?? 0) : rows.length)} testId="stat-exercises" />
            <Stat label="Calories" value={caloriesText(w)} testId="stat-calories" />
            <Stat label="Working sets" value={loadingRows ? "…" : String(totalSets(rows))} testId="stat-sets" />
          </div>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300" data-testid="detail-sessions">
            {sessions.data === undefined ? "" : sessions.data === 0 ? "Nobody has logged this workout yet." : `Logged ${sessions.data} ${sessions.data === 1 ? "time" : "times"} by ForgeFit users.`}
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink href={`/train/start?workout=${w.id}`} size="lg">
              Start Workout
            </ButtonLink>
            <Button variant="secondary" size="lg" onClick={openInBuilder} disabled={loadingRows || rows.length === 0}>
              Edit a Copy in Builder
            </Button>
          </div>
        </div>
        <aside className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900" aria-labelledby="quality-side-title">
          <h2 id="quality-side-title" className="font-semibold text-slate-900 dark:text-white">
            Quality Score {!loadingRows && <span className="text-slate-600 dark:text-slate-300">· {score.overall}/100</span>}
          </h2>
          {loadingRows ? (
            <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-300">Scoring…</p>
          ) : (
            <>
              <ScoreRadar data={points} size="small" title="Workout quality" />
              <div className="space-y-1.5">
                {points.map((p) => (
                  <ScoreBar key={p.label} label={p.label} value={p.value} />
                ))}
              </div>
            </>
          )}
        </aside>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="best-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h2 id="best-title" className="font-semibold text-slate-900 dark:text-white">
            Best For
          </h2>
          <div className="mt-2 flex flex-wrap gap-2" data-testid="best-for">
            {tags.length > 0 ? tags.map((t) => <Badge key={t} tone="success">{t}</Badge>) : <span className="text-sm text-slate-600 dark:text-slate-300">—</span>}
          </div>
          {score.strengths.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
              {score.strengths.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="equipment-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h2 id="equipment-title" className="font-semibold text-slate-900 dark:text-white">
            Equipment Needed
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="detail-equipment">
            {loadingRows ? (
              <li className="text-sm text-slate-600 dark:text-slate-300">Loading equipment...</li>
            ) : (
              equipment.map((e) => (
                <li key={e}>
                  <Badge tone="neutral">{lookupDisplayName(e)}</Badge>
                </li>
              ))
            )}
          </ul>
        </section>
      </div>

      <DetailExerciseList rows={rows} records={records} loading={loadingRows} />
      {!loadingRows && rows.length > 0 && <CoverageAnalysis rows={rows} workoutType={w.workoutType} />}
    </article>
  );
}
