"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { equipmentSummary, type GymProfile } from "@/lib/gyms/gym";
import { useGyms, useGymWrites } from "@/lib/gyms/gyms.client";
import { lookupDisplayName } from "@/lib/training/labels";
import { useEquipment } from "@/lib/workouts/queries.client";
import { GymForm } from "./gym-form";
import { AccountSection } from "./section";

const WHAT_FOR =
  "A gym profile is the equipment you have in one place: Home, Work gym, Hotel. Pick one in the workout generator, the workout builder or the program builder and it ticks that equipment for you; during a session, mark a piece as busy to get a swap that does without it.";

/** The account's gym profiles (issue 20 item 15): list, add, edit, delete, make default. */
export function GymsSection() {
  const gyms = useGyms();
  const writes = useGymWrites(gyms.userId);
  const equipment = useEquipment();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = gyms.data ?? [];

  async function act(work: () => Promise<unknown>) {
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem((err as { message?: string })?.message || "That did not work. Please try again.");
    }
  }

  const form = (gym: GymProfile | null) => (
    <GymForm
      key={gym?.id ?? "new"}
      gym={gym}
      equipment={equipment.data ?? []}
      onCancel={() => setEditing(null)}
      onSave={(input) => (gym ? writes.update.mutateAsync({ id: gym.id, ...input }) : writes.create.mutateAsync(input))}
    />
  );

  return (
    <AccountSection id="gyms" title="Gyms" description={list.length > 0 ? WHAT_FOR : undefined}>
      {gyms.isPending && <p className="text-sm text-slate-600 dark:text-slate-300">Loading your gyms...</p>}
      {gyms.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Your gyms could not be loaded. Reload the page to try again.
        </p>
      )}
      {problem && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      {gyms.isSuccess && list.length === 0 && editing !== "new" && (
        <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-200">
          <p className="font-semibold text-slate-900 dark:text-white">No gyms yet</p>
          <p className="mt-1">{WHAT_FOR}</p>
        </div>
      )}
      <ul className="space-y-3">
        {list.map((gym) => (
          <li key={gym.id} aria-label={gym.name} className={editing === gym.id ? undefined : "rounded-lg border border-slate-200 p-3 dark:border-slate-700"}>
            {editing === gym.id ? (
              form(gym)
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    {gym.name} {gym.isDefault && <Badge tone="brand">Default</Badge>}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{equipmentSummary(gym.equipment, lookupDisplayName)}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {!gym.isDefault && (
                    <Button size="sm" variant="secondary" onClick={() => act(() => writes.update.mutateAsync({ id: gym.id, isDefault: true }))} aria-label={`Make ${gym.name} the default gym`}>
                      Make default
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => setEditing(gym.id)} aria-label={`Edit ${gym.name}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => window.confirm(`Delete the gym "${gym.name}"?`) && act(() => writes.remove.mutateAsync(gym.id))} aria-label={`Delete ${gym.name}`}>
                    Delete
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4">{editing === "new" ? form(null) : <Button onClick={() => setEditing("new")}>Add a gym</Button>}</div>
    </AccountSection>
  );
}
