"use client";

import { Button } from "@/components/ui/button";
import { lookupDisplayName } from "@/lib/training/labels";
import { draftExerciseFrom, type DraftExercise } from "@/lib/workouts/draft";
import { fetchBuilderExercise, useSwapAlternatives, type SwapAlternative as Alternative } from "@/lib/workouts/builder.client";

/**
 * "Equipment busy": up to three substitutes for this row that avoid its
 * equipment (POST /api/exercises/{id}/alternatives), within the chosen
 * equipment when the form names any.
 */
export function SwapPanel({
  exercise,
  availableEquipment,
  experienceLevel,
  onPick,
  onClose,
}: {
  exercise: DraftExercise;
  availableEquipment: readonly string[];
  experienceLevel: string;
  onPick: (replacement: DraftExercise) => void;
  onClose: () => void;
}) {
  const alternatives = useSwapAlternatives(exercise, availableEquipment, experienceLevel);

  async function pick(a: Alternative) {
    try {
      const record = await fetchBuilderExercise(a.id);
      const e = draftExerciseFrom(record);
      if (e) onPick(e);
    } catch {
      // Fall back to what the alternatives answer already told us.
      const e = draftExerciseFrom({ id: a.id, name: a.name, difficultyLevel: a.difficultyLevel, equipment_needed: a.equipment });
      if (e) onPick(e);
    }
  }

  const label = exercise.equipment.length > 0 ? `${exercise.equipment.map(lookupDisplayName).join(", ")} busy` : "Swap";
  return (
    <div className="mt-3 rounded-lg border border-brand-100 bg-brand-50 p-3 dark:border-brand-700 dark:bg-brand-700/20" data-testid="swap-panel">
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">Alternatives ({label})</p>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {alternatives.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
          Finding alternatives...
        </p>
      ) : alternatives.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300" role="alert">
          Alternatives could not be loaded.
        </p>
      ) : alternatives.data.alternatives.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{alternatives.data.message ?? "No alternatives found for this exercise."}</p>
      ) : (
        <ul className="space-y-2">
          {alternatives.data.alternatives.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white p-2 dark:bg-slate-900">
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900 dark:text-white">{a.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-300">{a.reason}</span>
              </span>
              <Button size="sm" variant="secondary" onClick={() => pick(a)} aria-label={`Use ${a.name}`}>
                Use
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
