"use client";

import { useState } from "react";
import { alternatives, alternativesFor } from "./data";
import { ChoiceCard } from "./choice-card";

export function AlternativesDemo() {
  const [selected, setSelected] = useState(0);
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-white">{alternativesFor}</span> is taken. Pick an alternative:
      </p>
      <ul className="mt-3 space-y-2">
        {alternatives.map((alt, i) => (
          <li key={alt.name}>
            <ChoiceCard selected={selected === i} onSelect={() => setSelected(i)}>
              <span className="block font-semibold text-slate-900 dark:text-white">{alt.name}</span>
              <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
                Difficulty {alt.difficulty}/10 · ~{alt.minutes} min · {alt.emphasis}
              </span>
            </ChoiceCard>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        Swapped in: <span className="font-semibold">{alternatives[selected].name}</span>
      </p>
    </div>
  );
}
