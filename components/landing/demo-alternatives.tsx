"use client";

import { useState } from "react";
import type { LandingDemos } from "@/lib/landing/demos";
import { ChoiceCard } from "./choice-card";

/** The live session's alternatives for a busy barbell, as the engine ranks them on this catalogue. */
export function AlternativesDemo({ demo }: { demo: NonNullable<LandingDemos["alternatives"]> }) {
  const [selected, setSelected] = useState(0);
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        The {demo.busy} for <span className="font-semibold text-slate-900 dark:text-white">{demo.for}</span> is taken. Pick an alternative:
      </p>
      <ul className="mt-3 space-y-2">
        {demo.items.map((alt, i) => (
          <li key={alt.name}>
            <ChoiceCard selected={selected === i} onSelect={() => setSelected(i)}>
              <span className="block font-semibold text-slate-900 dark:text-white">{alt.name}</span>
              <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
                Difficulty {alt.difficulty}/10 · {alt.muscles}
              </span>
            </ChoiceCard>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        Swapped in: <span className="font-semibold">{demo.items[selected].name}</span>. {demo.items[selected].reason}
      </p>
    </div>
  );
}
