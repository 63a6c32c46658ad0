/** A range input that hands its value on as a number; valueText is what a screen reader announces. */
export function RangeInput({
  id,
  min,
  max,
  step,
  value,
  valueText,
  onChange,
  className,
}: {
  id: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
  className: string;
}) {
  return <input id={id} type="range" min={min} max={max} step={step} value={value} aria-valuetext={valueText} onChange={(e) => onChange(Number(e.target.value))} className={className} />;
}
