"use client";

import { WORKOUT_TYPES } from "@/lib/training/constants";
import { capitalise, lookupDisplayName, underscoresToSpaces } from "@/lib/training/labels";
import { DIFFICULTY_BANDS, DURATION_BUCKETS, DURATION_LABELS, toggleValue, type LibraryFilters } from "@/lib/workouts/library";
import { useEquipment, useMuscles } from "@/lib/workouts/queries.client";

function Group<T extends string | number>({
  legend,
  name,
  options,
  selected,
  onToggle,
  scroll,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  scroll?: boolean;
}) {
  return (
    <fieldset className="border-b border-slate-200 pb-4 dark:border-slate-800">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      <div className={scroll ? "max-h-48 space-y-1 overflow-y-auto pr-1" : "space-y-1"}>
        {options.map((o) => (
          <label key={String(o.value)} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <input
              type="checkbox"
              name={name}
              checked={selected.includes(o.value)}
              onChange={() => onToggle(o.value)}
              className="h-4 w-4 accent-brand-600"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Filter groups of the library (spec 2 §2.3, §7). Used by the sidebar and the mobile slide-over. */
export function FilterPanel({ filters, onChange, idPrefix }: { filters: LibraryFilters; onChange: (next: LibraryFilters) => void; idPrefix: string }) {
  const muscles = useMuscles();
  const equipment = useEquipment();
  const groups = [...new Set((muscles.data ?? []).map((m) => m.muscleGroup))].sort();
  const toggle = <K extends keyof LibraryFilters>(key: K, value: LibraryFilters[K][number]) =>
    onChange({ ...filters, [key]: toggleValue(filters[key] as LibraryFilters[K][number][], value) });
  return (
    <div className="space-y-4">
      <Group
        legend="Duration"
        name={`${idPrefix}-duration`}
        options={DURATION_BUCKETS.map((b) => ({ value: b, label: DURATION_LABELS[b] }))}
        selected={filters.durations}
        onToggle={(v) => toggle("durations", v)}
      />
      <Group
        legend="Difficulty"
        name={`${idPrefix}-difficulty`}
        options={DIFFICULTY_BANDS.map((d) => ({ value: d, label: capitalise(d) }))}
        selected={filters.difficulties}
        onToggle={(v) => toggle("difficulties", v)}
      />
      <Group
        legend="Workout type"
        name={`${idPrefix}-type`}
        options={[...WORKOUT_TYPES, "custom"].map((t) => ({ value: t, label: capitalise(underscoresToSpaces(t)) }))}
        selected={filters.types}
        onToggle={(v) => toggle("types", v)}
      />
      {muscles.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading muscles...</p>
      ) : (
        <Group
          legend="Muscle group"
          name={`${idPrefix}-muscle`}
          options={groups.map((g) => ({ value: g, label: lookupDisplayName(g) }))}
          selected={filters.muscleGroups}
          onToggle={(v) => toggle("muscleGroups", v)}
        />
      )}
      {equipment.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading equipment...</p>
      ) : (equipment.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No equipment found</p>
      ) : (
        <Group
          legend="Equipment"
          name={`${idPrefix}-equipment`}
          scroll
          options={(equipment.data ?? []).map((e) => ({ value: e.id, label: lookupDisplayName(e.name) }))}
          selected={filters.equipment}
          onToggle={(v) => toggle("equipment", v)}
        />
      )}
    </div>
  );
}
