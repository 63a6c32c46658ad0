"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { BodyMap } from "@/components/body-map/body-map";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ErrorState, Skeleton } from "@/components/ui/states";
import { pb } from "@/lib/client/pocketbase";
import {
  bySeverity,
  demonstrationMedia,
  exerciseBodyMap,
  formatRecordDate,
  mistakeSeverity,
  variationView,
  type MuscleLike,
  type Severity,
  type VariationLike,
} from "@/lib/exercises/detail";
import { BODY_MAP, DEFAULT_PROGRAMMING_GOAL, EXERCISE_DETAIL, TRAINING_GOALS, type TrainingGoal } from "@/lib/training/constants";
import {
  experienceBarPercent,
  exerciseTempo,
  instructionSteps,
  mobilityBarPercent,
  parseDescription,
  programmingParameters,
  variationSnippet,
  wrapIndex,
} from "@/lib/training/exercise-detail";
import { difficultyBadge, difficultyDetailLabel, lookupDisplayName } from "@/lib/training/labels";
import { useExercise, useExerciseUsage, useRelatedExercises, type ExerciseRecord, type Named } from "../queries";
import { BackButton } from "./back-button";

type Rec = Named & Record<string, unknown>;

function many(value: unknown): Rec[] {
  return Array.isArray(value) ? (value as Rec[]) : [];
}
function one(value: unknown): Rec | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Rec) : undefined;
}
const display = (r: { name?: unknown } | undefined) => (r && typeof r.name === "string" ? lookupDisplayName(r.name) : "");

function Panel({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} data-testid={testId ?? `section-${id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`${id}-title`} className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-2 h-2 w-full rounded-full bg-slate-200 dark:bg-slate-700" role="meter" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
      <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

function StatCard({ title, value, note, percent }: { title: string; value: string; note: string; percent: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid="stat-card">
      <p className="text-sm text-slate-600 dark:text-slate-300">{title}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</p>
      <p className="text-sm text-slate-700 dark:text-slate-200">{note}</p>
      <Bar percent={percent} label={title} />
    </div>
  );
}

function Description({ text }: { text: string | undefined }) {
  const blocks = parseDescription(text);
  const bullets = blocks.filter((b) => b.kind === "bullet");
  const inline = (parts: { text: string; bold: boolean }[]) => parts.map((p, i) => (p.bold ? <strong key={i}>{p.text}</strong> : <span key={i}>{p.text}</span>));
  return (
    <div className="mt-3 max-w-3xl space-y-2 text-brand-50" data-testid="description">
      {blocks
        .filter((b) => b.kind === "paragraph")
        .map((b, i) => (
          <p key={i}>{inline(b.parts)}</p>
        ))}
      {bullets.length > 0 && (
        <ul className="list-disc space-y-1 pl-5">
          {bullets.map((b, i) => (
            <li key={i}>{inline(b.parts)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Carousel({ exercise }: { exercise: ExerciseRecord }) {
  const media = demonstrationMedia(exercise, (name) => pb().files.getURL(exercise, name));
  const [index, setIndex] = useState(0);
  if (media.length === 0) {
    return (
      <div className="flex h-48 flex-col items-center justify-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <p className="text-lg font-semibold">Video coming soon</p>
        <p className="text-sm">Media coming soon for {exercise.name}.</p>
      </div>
    );
  }
  const current = media[wrapIndex(index, media.length)];
  return (
    <div>
      <div className="aspect-video overflow-hidden rounded-xl bg-black">
        {current.kind === "video" ? (
          <video key={current.url} src={current.url} controls className="h-full w-full">
            Your browser does not support the video tag.
          </video>
        ) : current.kind === "image" ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={current.url} alt={`${exercise.name} demonstration`} className="h-full w-full object-contain" />
        ) : (
          <iframe src={current.url} title={`${exercise.name} demonstration`} className="h-full w-full" allowFullScreen />
        )}
      </div>
      {media.length > 1 && (
        <div className="mt-3 flex items-center justify-between">
          <Button variant="secondary" size="sm" onClick={() => setIndex((i) => wrapIndex(i - 1, media.length))}>
            Previous
          </Button>
          <span className="text-sm text-slate-700 dark:text-slate-200">
            {wrapIndex(index, media.length) + 1} / {media.length}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setIndex((i) => wrapIndex(i + 1, media.length))}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}

const SEVERITY_TONE: Readonly<Record<Severity, BadgeTone>> = { critical: "error", high: "error", medium: "warning", low: "neutral" };
const SEVERITY_LABEL: Readonly<Record<Severity, string>> = { critical: "Critical", high: "High", medium: "Medium", low: "Low" };

/** Fixed coaching cues shown with every exercise's steps (spec 3 §2.5 item 7). */
const COACHING_CUES = ["Brace your core before each rep.", "Control the lowering phase.", "Breathe out through the hardest part of the rep."];

function ProgrammingTabs({ exercise }: { exercise: ExerciseRecord }) {
  const [goal, setGoal] = useState<TrainingGoal>(DEFAULT_PROGRAMMING_GOAL);
  const preset = programmingParameters(goal);
  const label = (g: TrainingGoal) => g.charAt(0).toUpperCase() + g.slice(1);
  const rows: [string, string][] = [
    ["Reps", preset.reps],
    ["Sets", preset.sets],
    ["Rest", preset.rest],
    ["RPE", preset.rpe],
    ["Tempo", preset.tempo],
    ["Frequency", preset.frequency],
  ];
  return (
    <div>
      <div role="tablist" aria-label="Training goal" className="flex flex-wrap gap-2">
        {TRAINING_GOALS.map((g) => (
          <button
            key={g}
            type="button"
            role="tab"
            id={`goal-tab-${g}`}
            aria-selected={goal === g}
            aria-controls="goal-panel"
            onClick={() => setGoal(g)}
            className={cn("rounded-lg px-3 py-1.5 text-sm font-semibold", goal === g ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100")}
          >
            {label(g)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="goal-panel" aria-labelledby={`goal-tab-${goal}`} className="mt-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {rows.map(([k, v]) => (
            <div key={k} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
              <dt className="text-xs text-slate-600 dark:text-slate-300">{k}</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{v}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
          <strong>Progression:</strong> {preset.progression}
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          This exercise&apos;s own prescription: {exercise.setsMin}-{exercise.setsMax} sets of {exercise.repsMin}-{exercise.repsMax} reps, {exercise.restSecondsMin}-{exercise.restSecondsMax} s rest.
        </p>
      </div>
    </div>
  );
}

function ShareButton({ name }: { name: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-white hover:bg-white/10"
      onClick={async () => {
        const url = window.location.href;
        try {
          if (navigator.share) await navigator.share({ title: name, url });
          else {
            await navigator.clipboard.writeText(url);
            setCopied(true);
          }
        } catch {
          // Cancelled or not allowed: nothing to do.
        }
      }}
    >
      {copied ? "Link copied" : "Share"}
    </Button>
  );
}

export function ExerciseNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Exercise Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">The exercise you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <ButtonLink href="/exercises" className="mt-6">
        Back to Exercise Library
      </ButtonLink>
    </div>
  );
}

export function ExerciseDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading exercise" data-testid="detail-skeleton">
      <div className="bg-gradient-to-br from-brand-700 to-brand-600 px-4 py-10">
        <div className="mx-auto max-w-6xl space-y-3">
          <Skeleton className="h-5 w-40 bg-white/20 dark:bg-white/20" />
          <Skeleton className="h-10 w-2/3 bg-white/20 dark:bg-white/20" />
          <Skeleton className="h-16 w-full bg-white/20 dark:bg-white/20" />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="mx-auto max-w-6xl space-y-4 px-4">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** The exercise detail page (spec 3 §2.5): every section in order, from the record. */
export function ExerciseDetail({ id }: { id: string }) {
  const query = useExercise(id);
  const exercise = query.data;
  const related = useRelatedExercises(exercise);
  const usage = useExerciseUsage(exercise?.id ?? "");

  if (query.isPending) return <ExerciseDetailSkeleton />;
  if (query.isError || !exercise) {
    const status = (query.error as { status?: number } | null)?.status;
    if (status === 404 || status === 400) return <ExerciseNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState title="Unable to load exercise" description="The exercise could not be loaded. Check your connection and try again." action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      </div>
    );
  }

  const x = exercise.expand ?? {};
  const category = one(x.category);
  const modality = one(x.modality);
  const experience = one(x.minExperienceLevel);
  const primary = many(x.primaryMuscles);
  const secondary = many(x.secondaryMuscles);
  const equipment = many(x.equipmentRequired);
  const contraindications = many(x.contraindications);
  const mobilityReqs = many(x.mobilityRequirements);
  const joints = many(x.joints);
  const tips = many(x.tips);
  const mistakes = bySeverity(many(x.mistakes));
  const variations = many(x.variations)
    .map((v) => {
      const ve = (v.expand ?? {}) as Record<string, unknown>;
      const view = variationView(v as unknown as VariationLike, exercise.id, { exercise1: one(ve.exercise1), exercise2: one(ve.exercise2) });
      return view ? { ...view, type: display(one(ve.variationType)) } : null;
    })
    .filter((v): v is NonNullable<typeof v> => v !== null);
  const steps = instructionSteps(exercise.instructions);
  const detailLabel = difficultyDetailLabel(exercise.difficultyLevel);
  const tempoSet = exercise.tempoEccentric > 0 && exercise.tempoConcentric > 0;
  const tempo = exerciseTempo(exercise);
  const map = exerciseBodyMap(primary as MuscleLike[], secondary as MuscleLike[]);
  const updated = formatRecordDate(exercise.updated);

  return (
    <article data-testid="exercise-detail">
      {/* 1-3: banner */}
      <header className="bg-gradient-to-br from-brand-700 to-brand-600 px-4 py-8 text-white">
        <div className="mx-auto max-w-6xl">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <BackButton />
            <ShareButton name={exercise.name} />
          </div>
          <nav aria-label="Breadcrumb" className="mt-4 text-sm text-brand-50">
            <ol className="flex flex-wrap gap-1">
              <li>
                <Link href="/exercises" className="underline">
                  Exercises
                </Link>{" "}
                ›
              </li>
              {category && <li>{display(category)} ›</li>}
              <li aria-current="page">{exercise.name}</li>
            </ol>
          </nav>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{exercise.name}</h1>
          <p className="mt-2 text-sm text-brand-50" data-testid="usage-figures">
            {usage.data ? `Used in ${usage.data.workouts} saved ${usage.data.workouts === 1 ? "workout" : "workouts"} and ${usage.data.sessions} logged ${usage.data.sessions === 1 ? "session" : "sessions"}` : "Counting uses..."}
            {updated && ` · Updated ${updated}`}
          </p>
          <Description text={exercise.description || exercise.shortDescription} />
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags" data-testid="tags">
            {category && <li className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">{display(category)}</li>}
            {modality && <li className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">{display(modality)}</li>}
            {exercise.isCompound && <li className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">Compound Movement</li>}
            {exercise.requiresSpotter && <li className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">Spotter Required</li>}
          </ul>
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        {/* 4: stat cards */}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="stat-cards">
          <StatCard title="Difficulty" value={`${exercise.difficultyLevel}/${EXERCISE_DETAIL.difficultyOutOf}`} note={`${detailLabel.label} · ${detailLabel.risk}`} percent={exercise.difficultyLevel * 10} />
          <StatCard title="Technical complexity" value={`${exercise.technicalComplexity}/${EXERCISE_DETAIL.technicalComplexityOutOf}`} note={difficultyBadge(exercise.technicalComplexity).label} percent={exercise.technicalComplexity * 10} />
          <StatCard title="Mobility" value={`${exercise.mobilityLevel}/${EXERCISE_DETAIL.mobilityOutOf}`} note={mobilityReqs.length ? mobilityReqs.map(display).join(", ") : "No special mobility needed"} percent={mobilityBarPercent(exercise.mobilityLevel)} />
          <StatCard title="Experience" value={experience ? display(experience) : "Any level"} note="Minimum experience level" percent={experienceBarPercent(exercise.minExperienceLevel)} />
        </div>

        <Panel id="demonstration" title="Demonstration">
          <Carousel exercise={exercise} />
        </Panel>

        <Panel id="muscles" title="Muscle Activation">
          <div className="grid gap-6 md:grid-cols-2">
            <BodyMap intensities={map} />
            <div className="space-y-3">
              {primary.map((m) => (
                <div key={`p-${m.id}`}>
                  <p className="flex justify-between text-sm text-slate-800 dark:text-slate-100">
                    <span>{display(m)}</span>
                    <span>Primary</span>
                  </p>
                  <Bar percent={BODY_MAP.primaryBarPercent} label={`${display(m)} primary`} />
                </div>
              ))}
              {secondary.map((m) => (
                <div key={`s-${m.id}`}>
                  <p className="flex justify-between text-sm text-slate-800 dark:text-slate-100">
                    <span>{display(m)}</span>
                    <span>Secondary</span>
                  </p>
                  <Bar percent={BODY_MAP.secondaryBarPercent} label={`${display(m)} secondary`} />
                </div>
              ))}
            </div>
          </div>
        </Panel>

        <Panel id="instructions" title="Step-by-Step Instructions">
          {steps.length > 0 ? (
            <ol className="space-y-3">
              {steps.map((s, i) => (
                <li key={i} className="flex gap-3 text-slate-800 dark:text-slate-100">
                  <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span>{s}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">No written instructions yet.</p>
          )}
          <div className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-700/30 dark:text-brand-50">
            <p className="font-semibold">Coaching cues</p>
            <ul className="mt-1 list-disc pl-5">
              {COACHING_CUES.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        </Panel>

        <Panel id="mistakes" title="Common Mistakes">
          {mistakes.length > 0 ? (
            <ul className="space-y-3">
              {mistakes.map((m) => {
                const severity = mistakeSeverity(m.severity);
                return (
                  <li key={m.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="mistake">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-slate-900 dark:text-white">{String(m.title ?? "")}</h3>
                      <Badge tone={SEVERITY_TONE[severity]}>{SEVERITY_LABEL[severity]}</Badge>
                    </div>
                    {typeof m.description === "string" && m.description && <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{m.description}</p>}
                    {typeof m.correction === "string" && m.correction && (
                      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
                        <strong>Fix:</strong> {m.correction}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">No common mistakes recorded for this exercise.</p>
          )}
        </Panel>

        <Panel id="tips" title="Progression Tips">
          {tips.length > 0 ? (
            <ul className="grid gap-3 md:grid-cols-2">
              {tips.map((t) => (
                <li key={t.id} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800" data-testid="tip">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-slate-900 dark:text-white">{String(t.title ?? "")}</h3>
                    {typeof t.targetLevel === "string" && <Badge tone="brand">{lookupDisplayName(t.targetLevel)}</Badge>}
                  </div>
                  {typeof t.description === "string" && <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{t.description}</p>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">No tips recorded for this exercise.</p>
          )}
        </Panel>

        <Panel id="variations" title="Variations">
          {variations.length > 0 ? (
            <ul className="grid gap-3 md:grid-cols-2">
              {variations.map((v) => (
                <li key={v.id} data-testid="variation">
                  <Link href={`/exercises/${v.other.id}`} className="block h-full rounded-lg border border-slate-200 p-3 hover:border-brand-500 dark:border-slate-700">
                    <p className="font-semibold text-slate-900 dark:text-white">{v.other.name}</p>
                    {v.type && <p className="text-xs text-slate-600 dark:text-slate-300">{v.type}</p>}
                    {v.text && <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{variationSnippet(v.text) || v.text}</p>}
                    {typeof v.other.difficultyLevel === "number" && (
                      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">Difficulty {v.other.difficultyLevel}/10</p>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">No variations recorded for this exercise.</p>
          )}
        </Panel>

        <Panel id="setup" title="Setup Guide">
          <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">Equipment</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {(equipment.length ? equipment.map(display) : [EXERCISE_DETAIL.relatedFallbackEquipment]).map((e) => (
              <li key={e}>
                <Badge>{e}</Badge>
              </li>
            ))}
          </ul>
          {exercise.usageInstructions && <p className="mt-3 text-slate-700 dark:text-slate-200">{exercise.usageInstructions}</p>}
          {steps[0] && (
            <p className="mt-2 text-slate-700 dark:text-slate-200">
              <strong>Starting position:</strong> {steps[0]}
            </p>
          )}
        </Panel>

        {tempoSet && (
          <Panel id="tempo" title="Movement Tempo">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ["Eccentric", tempo.eccentric],
                ["Pause", tempo.isometric],
                ["Concentric", tempo.concentric],
                ["Total rep time", tempo.total],
              ].map(([k, v]) => (
                <div key={k} className="rounded-lg bg-slate-50 p-3 text-center dark:bg-slate-800">
                  <p className="text-2xl font-bold text-slate-900 dark:text-white">{v}s</p>
                  <p className="text-xs text-slate-600 dark:text-slate-300">{k}</p>
                </div>
              ))}
            </div>
          </Panel>
        )}

        {exercise.safetyNotes && (
          <div role="note" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100" data-testid="safety-banner">
            <p className="font-semibold">Safety notes</p>
            <p className="mt-1 text-sm">{exercise.safetyNotes}</p>
            <a href="#safety" className="mt-2 inline-block text-sm font-semibold underline">
              View Full Safety Guide
            </a>
          </div>
        )}

        <Panel id="safety" title="Safety and Precautions">
          <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200">
            {exercise.requiresSpotter && <li>Use a spotter or safety arms for working sets.</li>}
            {joints.length > 0 && <li>Joints under load: {joints.map(display).join(", ")}.</li>}
            <li>
              Difficulty {exercise.difficultyLevel}/10: {detailLabel.risk.toLowerCase()}.
            </li>
          </ul>
          <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">Contraindications</h3>
          {contraindications.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="contraindications">
              {contraindications.map((c) => (
                <li key={c.id}>
                  <Badge tone="warning">{display(c)}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">None recorded.</p>
          )}
        </Panel>

        <Panel id="programming" title="Programming Parameters">
          <ProgrammingTabs exercise={exercise} />
        </Panel>

        <Panel id="related" title="Related Exercises">
          {related.isPending && primary.length > 0 ? (
            <Skeleton className="h-24" />
          ) : (related.data ?? []).length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {(related.data ?? []).map((r) => {
                const eq = many(r.expand?.equipmentRequired);
                return (
                  <li key={r.id} data-testid="related">
                    <Link href={`/exercises/${r.id}`} className="block h-full rounded-lg border border-slate-200 p-3 hover:border-brand-500 dark:border-slate-700">
                      <p className="font-semibold text-slate-900 dark:text-white">{r.name}</p>
                      <p className="text-xs text-slate-600 dark:text-slate-300">
                        {eq.length ? eq.map(display).join(", ") : EXERCISE_DETAIL.relatedFallbackEquipment} · Difficulty {r.difficultyLevel}/10
                      </p>
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">No related exercises.</p>
          )}
        </Panel>
      </div>
    </article>
  );
}
