"use client";

import { useState } from "react";
import { injuryDemo } from "./data";

export function InjuryDemo() {
  const [lowerBack, setLowerBack] = useState(false);
  const workout = injuryDemo.workout.map((name) => (lowerBack && name === injuryDemo.swapFrom ? injuryDemo.swapTo : name));
  return (
    <div>
      <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <span className="text-sm font-semibold text-slate-900 dark:text-white">{injuryDemo.flag} injury</span>
        <input
          type="checkbox"
          role="switch"
          checked={lowerBack}
          onChange={(e) => setLowerBack(e.target.checked)}
          className="h-5 w-9 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:block before:h-4 before:w-4 before:translate-x-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-600 checked:before:translate-x-[1.1rem] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-slate-600"
        />
      </label>
      <ol className="mt-3 space-y-1 text-sm" aria-live="polite">
        {workout.map((name) => {
          const swapped = name === injuryDemo.swapTo;
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
              {swapped && <span className="ml-2 text-xs font-normal">(replaces {injuryDemo.swapFrom})</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
