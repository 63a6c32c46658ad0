"use client";

import { useState, type FormEvent } from "react";
import { FormAlert, FormField } from "@/components/auth/form-field";
import { CheckChips } from "@/components/programs/controls";
import { Button } from "@/components/ui/button";
import { groupEquipment } from "@/lib/programs/builder-config";
import { GYM_NAME_MAX, type GymProfile } from "@/lib/gyms/gym";
import type { GymInput } from "@/lib/gyms/gyms.client";
import { toggleValue } from "@/lib/workouts/library";
import { lookupDisplayName } from "@/lib/training/labels";
import type { EquipmentRecord } from "@/lib/workouts/queries.client";
import { useAction } from "./use-action";

/** Add or edit one gym: its name, the equipment it has, and whether it is the default. */
export function GymForm({
  gym,
  equipment,
  onSave,
  onCancel,
}: {
  gym: GymProfile | null;
  equipment: readonly EquipmentRecord[];
  onSave: (input: GymInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(gym?.name ?? "");
  const [chosen, setChosen] = useState<string[]>(gym?.equipment ?? []);
  const [isDefault, setIsDefault] = useState(gym?.isDefault ?? false);
  const action = useAction();
  const idPrefix = gym ? `gym-${gym.id}` : "gym-new";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return action.setError({ message: "", fields: { name: "Give the gym a name" } });
    void action.run(async () => {
      await onSave({ name: name.trim(), equipment: chosen, isDefault });
      onCancel();
    });
  }

  const nameError = action.error?.fields.name === "Value must be unique." ? "You already have a gym with this name" : action.error?.fields.name;
  const otherError = action.error && !action.error.fields.name ? action.error.fields.equipment ?? action.error.message : null;
  return (
    <form noValidate onSubmit={submit} aria-label={gym ? `Edit ${gym.name}` : "Add a gym"} className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700" aria-busy={action.busy}>
      <FormAlert message={otherError} />
      <FormField id={`${idPrefix}-name`} label="Gym name" value={name} maxLength={GYM_NAME_MAX} placeholder="e.g. Home, Work gym, Hotel" error={nameError} onChange={(e) => setName(e.target.value)} />
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {chosen.length === 0 ? "No equipment ticked: plans for this gym use bodyweight exercises only." : `${chosen.length} piece${chosen.length === 1 ? "" : "s"} of equipment.`}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {groupEquipment(equipment).map((g) => (
            <CheckChips key={g.category} legend={lookupDisplayName(g.category || "other")} options={g.items.map((i) => i.name)} selected={chosen} onToggle={(e) => setChosen((c) => toggleValue(c, e))} label={lookupDisplayName} />
          ))}
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} className="h-4 w-4 accent-brand-600" />
        Default gym (chosen for you in the generator and builders)
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={action.busy}>
          {action.busy ? "Saving..." : gym ? "Save gym" : "Add gym"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
