"use client";

import { useState, type FormEvent } from "react";
import { updateProfile } from "@/lib/account/account.client";
import { saveUnitOnAccount } from "@/lib/sessions/client/train-data.client";
import { preferredUnit, writeUnit } from "@/lib/sessions/client/train-store.client";
import { WEIGHT_UNITS, type WeightUnit } from "@/lib/sessions/units";
import { FormAlert, FormField } from "@/components/auth/form-field";
import { AccountSection, SaveRow } from "./section";
import { TimeZoneField } from "./time-zone-field";
import { useAction } from "./use-action";

export function ProfileForm({ user }: { user: { id: string; name: string } & Record<string, unknown> }) {
  const [name, setName] = useState(user.name);
  const [unit, setUnit] = useState<WeightUnit>(() => preferredUnit(user));
  const [zone, setZone] = useState(typeof user.timeZone === "string" ? user.timeZone : "");
  const action = useAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return action.setError({ message: "", fields: { name: "Name is required" } });
    void action.run(async () => {
      await updateProfile(user.id, { name: name.trim(), timeZone: zone });
      writeUnit(unit);
      await saveUnitOnAccount(user.id, unit);
    });
  }

  return (
    <AccountSection id="profile" title="Profile" description="Your name as the app greets you, the unit weights are shown and logged in, and the time zone your days are counted in.">
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={action.busy}>
        <FormAlert message={action.error?.message && !action.error.fields.name ? action.error.message : null} />
        <FormField id="account-name" label="Name" autoComplete="name" value={name} error={action.error?.fields.name} onChange={(e) => setName(e.target.value)} maxLength={255} />
        <fieldset>
          <legend className="block text-sm font-medium text-slate-800 dark:text-slate-200">Weight unit</legend>
          <div className="mt-2 flex gap-4">
            {WEIGHT_UNITS.map((u) => (
              <label key={u} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                <input type="radio" name="unit" value={u} checked={unit === u} onChange={() => setUnit(u)} className="h-4 w-4 accent-brand-600" />
                {u}
              </label>
            ))}
          </div>
        </fieldset>
        <TimeZoneField value={zone} onChange={setZone} />
        <SaveRow busy={action.busy} done={action.done} label="Save profile" />
      </form>
    </AccountSection>
  );
}
