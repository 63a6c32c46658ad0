"use client";

import { useState } from "react";
import { gyms } from "./data";
import { ChoiceCard } from "./choice-card";

/** Sample gym profiles: each is a name and its equipment, which is all a saved gym holds. */
export function GymsDemo() {
  const [selected, setSelected] = useState(0);
  const gym = gyms[selected];
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-300">Where are you training today?</p>
      <ul className="mt-3 space-y-2">
        {gyms.map((g, i) => (
          <li key={g.name}>
            <ChoiceCard selected={selected === i} onSelect={() => setSelected(i)}>
              <span className="block font-semibold text-slate-900 dark:text-white">{g.name}</span>
              <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">{g.equipment.length > 0 ? g.equipment.join(", ") : "No equipment: bodyweight only"}</span>
            </ChoiceCard>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        Planning for <span className="font-semibold">{gym.name}</span>: {gym.equipment.length > 0 ? "only exercises its equipment allows" : "bodyweight exercises only"}
      </p>
    </div>
  );
}
