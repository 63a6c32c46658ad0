import { cn } from "@/components/ui/cn";
import { RangeInput } from "@/components/ui/range-input";

/** A single-choice group of buttons (goal, level) with radio semantics. */
export function ChoiceButtons({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900 dark:text-white">{label}</legend>
      <div role="radiogroup" aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((o) => {
          const checked = value === o.value;
          return (
            <button
              key={o.value}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => onChange(o.value)}
              className={cn(
                "rounded-lg border-2 px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                checked
                  ? "border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
                  : "border-slate-200 bg-white text-slate-800 hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
              )}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A labelled range input that announces its value; range is the limits object of the setting (step 1 when it has none). */
export function Slider({
  id,
  label,
  value,
  range,
  unit,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  range: { min: number; max: number; step?: number };
  unit: string;
  onChange: (value: number) => void;
}) {
  const { min, max, step = 1 } = range;
  return (
    <div>
      <label htmlFor={id} className="flex justify-between font-semibold text-slate-900 dark:text-white">
        <span>{label}</span>
        <span className="text-brand-700 dark:text-brand-100" data-testid={`${id}-value`}>
          {value} {unit}
        </span>
      </label>
      <RangeInput id={id} min={min} max={max} step={step} value={value} valueText={`${value} ${unit}`} onChange={onChange} className="mt-2 w-full accent-brand-600" />
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
