"use client";

import { WEIGHT_UNITS, type WeightUnit } from "@/lib/sessions/units";
import { Segmented } from "@/components/ui/segmented";

/** kg / lbs, as a pressed-button pair. */
export function UnitToggle({ unit, onChange }: { unit: WeightUnit; onChange: (u: WeightUnit) => void }) {
  return <Segmented label="Weight unit" look="pill" options={WEIGHT_UNITS} value={unit} onChange={onChange} />;
}
