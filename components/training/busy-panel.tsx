"use client";

import { useCallback, useState } from "react";
import { GymPicker, type GymChoice } from "@/components/gyms/gym-picker";
import { Spinner } from "@/components/ui/spinner";
import { equipmentIdsOf, type EquipmentReference, type GymProfile } from "@/lib/gyms/gym";
import { useBusyAlternatives, useExerciseEquipment } from "@/lib/sessions/client/exercise-picker.client";
import { lookupDisplayName } from "@/lib/training/labels";
import { toggleValue } from "@/lib/workouts/library";
import { ChoiceList, PickerPanel, errorText, usePick } from "./exercise-picker";

/**
 * "Equipment busy" (issue 20 item 15): the lifter says which of the current
 * exercise's equipment is taken and, if they like, which gym they are in; the
 * alternatives API offers substitutes that need none of the busy pieces and
 * only what that gym has. Choosing one swaps it in for this session.
 */
export function BusyPanel({ exerciseId, exerciseName, exclude, onPick, onClose }: { exerciseId: string; exerciseName: string; exclude: ReadonlySet<string>; onPick: (id: string) => Promise<void>; onClose: () => void }) {
  const equipment = useExerciseEquipment(exerciseId);
  const [busy, setBusy] = useState<string[] | null>(null);
  const [gym, setGym] = useState<GymChoice>(null);
  const [availableIds, setAvailableIds] = useState<string[] | null>(null);
  const { busy: picking, pickError, pick } = usePick(onPick);
  // Until the lifter changes it, every piece the exercise needs counts as taken.
  const taken = busy ?? equipment.data ?? [];
  const pickGym = useCallback((gymId: string, picked: GymProfile | null, reference: readonly EquipmentReference[]) => {
    setGym(gymId);
    setAvailableIds(picked ? equipmentIdsOf(picked, reference) : null);
  }, []);
  const query = useBusyAlternatives(exerciseId, taken, availableIds);

  return (
    <PickerPanel label={`Equipment busy for ${exerciseName}`} title={`Equipment busy: ${exerciseName}`} testId="busy-panel" onClose={onClose} className="space-y-3">
      {equipment.isPending ? (
        <Spinner label="Loading the exercise's equipment" />
      ) : equipment.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Couldn&apos;t load the exercise&apos;s equipment. {errorText(equipment.error)}
        </p>
      ) : equipment.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">{exerciseName} needs no equipment, so nothing can be busy. Use Swap exercise to change it anyway.</p>
      ) : (
        <>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900 dark:text-white">What is taken?</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {equipment.data.map((name) => (
                <label key={name} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                  <input type="checkbox" checked={taken.includes(name)} onChange={() => setBusy(toggleValue(taken, name))} className="h-4 w-4 accent-brand-600" />
                  {lookupDisplayName(name)}
                </label>
              ))}
            </div>
          </fieldset>
          <GymPicker id="busy-gym" value={gym} onChange={pickGym} hint={(g) => (g ? `Only what ${g.name} has is offered.` : "Any other equipment is offered.")} />
          {taken.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Tick what is taken to see what to do instead.</p>
          ) : query.isPending ? (
            <Spinner label="Finding alternatives" />
          ) : query.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              Couldn&apos;t load alternatives. {errorText(query.error)}
            </p>
          ) : (
            <>
              {query.data.alternatives.length === 0 && query.data.message && <p className="text-sm text-slate-700 dark:text-slate-200">{query.data.message}</p>}
              <ChoiceList choices={query.data.alternatives.map((a) => ({ id: a.id, name: a.name, detail: a.reason }))} busyId={picking} onPick={pick} exclude={exclude} />
            </>
          )}
        </>
      )}
      {pickError !== null && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(pickError)}
        </p>
      )}
    </PickerPanel>
  );
}
