import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { parseDescription } from "@/lib/training/exercise-detail";
import type { ExerciseRecord } from "@/lib/exercises/queries.client";
import { useExerciseUsage } from "@/lib/exercises/queries.client";
import { BackButton } from "./back-button";
import { display, type Rec } from "./parts";

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

/** Banner (spec 3 §2.5 items 1-3): back and share, breadcrumb, name, usage figures, description and tags. */
export function ExerciseBanner({ exercise, category, modality, updated }: { exercise: ExerciseRecord; category: Rec | undefined; modality: Rec | undefined; updated: string | null }) {
  const usage = useExerciseUsage(exercise.id);
  return (
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
  );
}
