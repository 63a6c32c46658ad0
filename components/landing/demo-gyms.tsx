"use client";

import { useState } from "react";
import { gyms } from "./data";
import { ChoiceCard } from "./choice-card";

export function GymsDemo() {
  const [selected, setSelected] = useState(0);
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-300">Where are you training today?</p>
      <ul className="mt-3 space-y-2">
        {gyms.map((gym, i) => (
          <li key={gym.name}>
            <ChoiceCard selected={selected === i} onSelect={() => setSelected(i)}>
              <span className="block font-semibold text-slate-900 dark:text-white">{gym.name}</span>
              <span className="mt-1 flex flex-wrap gap-x-3 text-xs">
                <span className="text-green-700 dark:text-green-300">{gym.available} available</span>
                <span className="text-amber-700 dark:text-amber-300">{gym.inUse} in use</span>
                <span className="text-red-700 dark:text-red-300">{gym.maintenance} maintenance</span>
              </span>
            </ChoiceCard>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        Planning for <span className="font-semibold">{gyms[selected].name}</span>
      </p>
    </div>
  );
}
