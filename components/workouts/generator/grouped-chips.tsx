import { lookupDisplayName } from "@/lib/training/labels";
import { Chip } from "../chip";

export interface ChipOption {
  id: string;
  name: string;
  group: string;
}

/**
 * Every option, grouped (muscle group, equipment category) in a scrolling
 * box: the original offered only the first 20 muscles and 15 pieces of
 * equipment, which hid real choices.
 */
export function GroupedChips({
  legend,
  hint,
  options,
  selected,
  onToggle,
  loadingText,
  emptyText,
  loading,
}: {
  legend: string;
  hint: string;
  options: readonly ChipOption[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  loadingText: string;
  emptyText: string;
  loading: boolean;
}) {
  const groups = new Map<string, ChipOption[]>();
  for (const o of options) groups.set(o.group, [...(groups.get(o.group) ?? []), o]);
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900 dark:text-white">
        {legend} <span className="font-normal text-slate-600 dark:text-slate-300">({selected.length} selected)</span>
      </legend>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{hint}</p>
      {loading ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{loadingText}</p>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
      ) : (
        <div className="max-h-72 space-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          {[...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([group, items]) => (
            <div key={group} role="group" aria-label={lookupDisplayName(group)}>
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{lookupDisplayName(group)}</p>
              <div className="flex flex-wrap gap-2">
                {items.map((o) => (
                  <Chip key={o.id} pressed={selected.includes(o.id)} onClick={() => onToggle(o.id)}>
                    {lookupDisplayName(o.name)}
                  </Chip>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
