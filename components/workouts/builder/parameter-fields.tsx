import { cn } from "@/components/ui/cn";
import { BUILDER_TEMPLATES, EQUIPMENT_TYPES, type BuilderTemplate, type EquipmentType } from "@/lib/training/constants";
import { capitalise, lookupDisplayName } from "@/lib/training/labels";
import { toggleValue } from "@/lib/workouts/library";
import { Chip } from "../chip";
import { useMuscles } from "@/lib/workouts/queries.client";

const TEMPLATE_NOTES: Readonly<Record<string, string>> = {
  "strength-builder": "Full body · 60 min · heavy compounds",
  "fat-burner": "45 min · power and conditioning",
  "muscle-growth": "75 min · hypertrophy volume",
  "cardio-blast": "Cardio · 30 min",
};

/** Quick start: a template fills the form and generates. */
export function TemplatePicker({ generating, onTemplate }: { generating: boolean; onTemplate: (template: BuilderTemplate) => void }) {
  return (
    <section aria-labelledby="templates-title">
      <h2 id="templates-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        Quick Start
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
        {BUILDER_TEMPLATES.map((t) => (
          <button
            key={t.id}
            type="button"
            disabled={generating}
            onClick={() => onTemplate(t)}
            className="rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
          >
            <span className="block font-semibold text-slate-900 dark:text-white">{t.name}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-300">{TEMPLATE_NOTES[t.id]}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

/** Equipment types to generate with; none chosen means every type. */
export function EquipmentPicker({ value, onChange }: { value: EquipmentType[]; onChange: (next: EquipmentType[]) => void }) {
  return (
    <fieldset>
      <legend className="flex w-full items-center justify-between font-semibold text-slate-900 dark:text-white">
        <span>
          Equipment <span className="font-normal text-slate-600 dark:text-slate-300" data-testid="equipment-count">({value.length} selected)</span>
        </span>
      </legend>
      <div className="mt-1 flex justify-end">
        <button
          type="button"
          onClick={() => onChange([])}
          className="text-sm font-semibold text-brand-700 underline disabled:text-slate-500 disabled:no-underline dark:text-brand-100"
          disabled={value.length === 0}
        >
          Clear all
        </button>
      </div>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        {EQUIPMENT_TYPES.map((t) => {
          const on = value.includes(t);
          return (
            <button
              key={t}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(toggleValue(value, t))}
              className={cn(
                "rounded-lg border-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500",
                on
                  ? "border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
                  : "border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
              )}
            >
              {capitalise(t)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Optional focus muscles, by name. */
export function MusclePicker({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const muscles = useMuscles();
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900 dark:text-white">
        Focus muscles <span className="font-normal text-slate-600 dark:text-slate-300">(optional)</span>
      </legend>
      {muscles.isPending ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Loading muscles...</p>
      ) : muscles.isError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300">Muscles could not be loaded.</p>
      ) : (
        <div className="mt-2 flex max-h-40 flex-wrap gap-2 overflow-y-auto">
          {muscles.data
            .filter((m) => m.isActive !== false)
            .map((m) => (
              <Chip key={m.id} pressed={value.includes(m.name)} onClick={() => onChange(toggleValue(value, m.name))}>
                {lookupDisplayName(m.name)}
              </Chip>
            ))}
        </div>
      )}
    </fieldset>
  );
}
