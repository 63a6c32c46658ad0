"use client";

import { LIBRARY_DAYS, LIBRARY_DURATIONS, LIBRARY_GOALS, LIBRARY_LEVELS, LIBRARY_PROGRAM_TYPES, programTypeLabel, type LibraryFilters } from "@/lib/programs/library";
import { lookupDisplayName } from "@/lib/training/labels";
import { toggleValue } from "@/lib/programs/builder-config";
import { CheckChips } from "../controls";

/** The library's filters; the same panel serves the desktop sidebar and the mobile slide-over. */
export function FilterPanel({ filters, onChange }: { filters: LibraryFilters; onChange: (f: LibraryFilters) => void }) {
  return (
    <div className="space-y-5">
      <CheckChips legend="Experience level" options={LIBRARY_LEVELS} selected={filters.levels} label={lookupDisplayName} onToggle={(v) => onChange({ ...filters, levels: toggleValue(filters.levels, v) })} />
      <CheckChips legend="Goal" options={LIBRARY_GOALS} selected={filters.goals} label={lookupDisplayName} onToggle={(v) => onChange({ ...filters, goals: toggleValue(filters.goals, v) })} />
      <CheckChips
        legend="Duration"
        options={LIBRARY_DURATIONS.map((d) => d.id)}
        selected={filters.durations}
        label={(id) => LIBRARY_DURATIONS.find((d) => d.id === id)?.label ?? id}
        onToggle={(v) => onChange({ ...filters, durations: toggleValue(filters.durations, v) })}
      />
      <CheckChips legend="Program type" options={LIBRARY_PROGRAM_TYPES} selected={filters.programTypes} label={programTypeLabel} onToggle={(v) => onChange({ ...filters, programTypes: toggleValue(filters.programTypes, v) })} />
      <CheckChips
        legend="Days per week"
        options={LIBRARY_DAYS.map(String)}
        selected={filters.days.map(String)}
        label={(d) => `${d} ${d === "1" ? "day" : "days"}`}
        onToggle={(v) => {
          const n = Number(v);
          onChange({ ...filters, days: filters.days.includes(n) ? filters.days.filter((d) => d !== n) : [...filters.days, n].sort((a, b) => a - b) });
        }}
      />
    </div>
  );
}
