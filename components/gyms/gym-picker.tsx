"use client";

import { useEffect } from "react";
import Link from "next/link";
import { defaultGym, type EquipmentReference, type GymProfile } from "@/lib/gyms/gym";
import { useGyms } from "@/lib/gyms/gyms.client";
import { useEquipment } from "@/lib/workouts/queries.client";

/**
 * Which gym: the id the tool chose, "" for none, null while undecided (the
 * default gym is then chosen for a signed-in user, once, as soon as the gyms
 * and the equipment reference are in).
 */
export type GymChoice = string | null;

type OnGym = (gymId: string, gym: GymProfile | null, reference: readonly EquipmentReference[]) => void;

/**
 * Chooses the signed-in user's default gym once, while the choice is still
 * undecided. The picker calls it; a tool whose picker may never be shown (the
 * program builder's equipment is on its third tab) calls it too.
 */
export function useDefaultGym(value: GymChoice, onChange: OnGym) {
  const gyms = useGyms();
  const reference = useEquipment();
  const list = gyms.data;
  const ready = list !== undefined && reference.data !== undefined;
  useEffect(() => {
    if (value !== null || !ready) return;
    const chosen = defaultGym(list);
    onChange(chosen?.id ?? "", chosen ?? null, reference.data ?? []);
  }, [value, ready, list, reference.data, onChange]);
  return { signedIn: gyms.signedIn, list, reference: reference.data ?? [], ready };
}

/**
 * The one gym picker of the workout generator, the workout builder and the
 * program builder (issue 20 item 15). Picking a gym hands the tool the gym and
 * the equipment reference, and the tool ticks that equipment in its own terms;
 * the ticks stay editable. Visitors see nothing; a user without gyms sees
 * where to make one.
 */
export function GymPicker({ id, value, onChange, hint }: { id: string; value: GymChoice; onChange: OnGym; hint?: (gym: GymProfile | undefined) => string }) {
  const { signedIn, list, reference, ready } = useDefaultGym(value, onChange);
  if (!signedIn || !ready || !list) return null;
  if (list.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="gym-picker-empty">
        Train in more than one place?{" "}
        <Link href="/account#gyms-title" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Save your gyms
        </Link>{" "}
        and pick one here to tick its equipment.
      </p>
    );
  }
  const current = list.find((g) => g.id === value);
  return (
    <div className="space-y-1" data-testid="gym-picker">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
        Gym
      </label>
      <select
        id={id}
        value={current?.id ?? ""}
        onChange={(e) => onChange(e.target.value, list.find((g) => g.id === e.target.value) ?? null, reference)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      >
        <option value="">No gym: choose the equipment yourself</option>
        {list.map((g) => (
          <option key={g.id} value={g.id}>
            {g.isDefault ? `${g.name} (default)` : g.name}
          </option>
        ))}
      </select>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {hint ? hint(current) : current ? `${current.name}'s equipment is ticked below; change it as you like.` : "Picking a gym ticks its equipment below."}
      </p>
    </div>
  );
}
