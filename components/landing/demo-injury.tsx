"use client";

import { useState } from "react";
import type { LandingDemos } from "@/lib/landing/demos";

/** One lower-body workout from the generator, without and with the injury: what changes is what the engine changes. */
export function InjuryDemo({ demo }: { demo: NonNullable<LandingDemos["injury"]> }) {
  const [injured, setInjured] = useState(false);
  const workout = injured ? demo.with : demo.without;
  const other = injured ? demo.without : demo.with;
  return (
    <div>
      <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <span className="text-sm font-semibold text-slate-900 dark:text-white">{demo.injury}</span>
        <input
          type="checkbox"
          role="switch"
          checked={injured}
          onChange={(e) => setInjured(e.target.checked)}
          className="h-5 w-9 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:block before:h-4 before:w-4 before:translate-x-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-600 checked:before:translate-x-[1.1rem] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-slate-600"
        />
      </label>
      <ol className="mt-3 space-y-1 text-sm" aria-live="polite" data-testid="injury-demo-workout">
        {workout.map((name, i) => {
          const swapped = injured && !other.includes(name);
          return (
            <li
              key={name}
              className={
                swapped
                  ? "rounded-md bg-green-50 px-3 py-1.5 font-semibold text-green-800 dark:bg-green-900/40 dark:text-green-200"
                  : "rounded-md bg-slate-50 px-3 py-1.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              }
            >
              {name}
              {swapped && other[i] && !workout.includes(other[i]) && <span className="ml-2 text-xs font-normal">(replaces {other[i]})</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
