"use client";

import { useId, useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { needsConservativePlan, READINESS_ADVICE, READINESS_INTRO, READINESS_QUESTIONS, type ReadinessAnswers } from "@/lib/training/readiness";
import { PROGRAM_CHOICES, toggleInjury } from "@/lib/programs/builder-config";
import { CheckChips, RadioChips } from "../../programs/controls";

const ANSWERS = ["yes", "no"] as const;

/**
 * The readiness screen (PAR-Q+ style, COACHING.md §2), shared by both
 * builders. Native radios in one fieldset per question, so arrow keys move
 * between Yes and No and a screen reader hears the question as the group
 * name. The advice sits outside the collapsible part: a "yes" stays
 * visible when the section is closed.
 */
export function ReadinessCheck({
  answers,
  onChange,
  defaultOpen = false,
  children,
}: {
  answers: ReadinessAnswers;
  onChange: (next: ReadinessAnswers) => void;
  defaultOpen?: boolean;
  /** Extra fields inside the section (the workout builder's injuries). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const conservative = needsConservativePlan(answers);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 dark:border-slate-700" data-testid="health-check">
      <h3 id={`${id}-title`} className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-white"
        >
          <span>Health check</span>
          <span className="flex items-center gap-2 text-sm font-medium">
            <span
              className={cn(
                "rounded-full px-2 py-0.5",
                conservative ? "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
              )}
            >
              {conservative ? "Conservative plan" : "All answers no"}
            </span>
            <span aria-hidden="true" className={cn("transition-transform", open && "rotate-180")}>
              ▾
            </span>
          </span>
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open} className="space-y-4 border-t border-slate-200 px-3 py-3 dark:border-slate-700">
        <p className="text-sm text-slate-600 dark:text-slate-300">{READINESS_INTRO}</p>
        {READINESS_QUESTIONS.map((q) => (
          <RadioChips
            key={q.id}
            legend={q.text}
            name={`${id}-${q.id}`}
            options={ANSWERS}
            value={answers[q.id] ? "yes" : "no"}
            onChange={(v) => onChange({ ...answers, [q.id]: v === "yes" })}
            label={(v) => (v === "yes" ? "Yes" : "No")}
          />
        ))}
        {children}
      </div>
      <div aria-live="polite" className="px-3">
        {conservative && (
          <p className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100" data-testid="readiness-advice">
            {READINESS_ADVICE}
          </p>
        )}
      </div>
    </section>
  );
}

export interface WorkoutHealth {
  answers: ReadinessAnswers;
  /** The program builder's injury labels; the generator resolves them. */
  injuries: string[];
  /** Muscles to leave out today (sore, trained yesterday); the generator keeps them from being a prime mover. */
  avoidMuscles: string[];
}

/** The muscles a user can leave out, as names the generator resolves ("Back" is lats, rhomboids, traps and lower back). */
export const AVOIDABLE_MUSCLES = ["Chest", "Back", "Shoulders", "Biceps", "Triceps", "Abs", "Quads", "Hamstrings", "Glutes", "Calves"] as const;


/** The workout builder's section: the screen plus the injuries a session should respect. */
export function WorkoutHealthCheck({ health, onChange }: { health: WorkoutHealth; onChange: (next: WorkoutHealth) => void }) {
  return (
    <ReadinessCheck answers={health.answers} onChange={(answers) => onChange({ ...health, answers })}>
      <CheckChips
        legend="Injuries or limitations"
        hint="Exercises that load them are left out and listed after generation; the notes carry the pain rule."
        options={PROGRAM_CHOICES.injuries}
        selected={health.injuries}
        onToggle={(i) => onChange({ ...health, injuries: toggleInjury(health.injuries, i) })}
      />
      <CheckChips
        legend="Muscles to leave out today"
        hint="Sore, or trained hard yesterday: no exercise works them as a prime mover."
        options={AVOIDABLE_MUSCLES}
        selected={health.avoidMuscles}
        onToggle={(m) => onChange({ ...health, avoidMuscles: health.avoidMuscles.includes(m) ? health.avoidMuscles.filter((x) => x !== m) : [...health.avoidMuscles, m] })}
      />
    </ReadinessCheck>
  );
}
