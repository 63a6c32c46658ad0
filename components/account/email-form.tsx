"use client";

import { useState, type FormEvent } from "react";
import { changeEmail } from "@/lib/account/account.client";
import { FormAlert, FormField } from "@/components/auth/form-field";
import { AccountSection, CurrentPasswordField, SaveRow } from "./section";
import { useAction } from "./use-action";
import { EMAIL_PATTERN } from "@/components/auth/register-validation";

export function EmailForm({ userId, email }: { userId: string; email: string }) {
  const [next, setNext] = useState("");
  const [password, setPassword] = useState("");
  const action = useAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!EMAIL_PATTERN.test(next.trim())) fields.email = "Please enter a valid email address";
    if (!password) fields.oldPassword = "Enter your current password";
    if (Object.keys(fields).length) return action.setError({ message: "", fields });
    void action.run(async () => {
      await changeEmail(userId, next.trim(), password);
      setNext("");
      setPassword("");
    });
  }

  const fields = action.error?.fields ?? {};
  return (
    <AccountSection id="email" title="E-mail" description={`You sign in with ${email}. Changing it needs your current password.`}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={action.busy}>
        <FormAlert message={action.error?.message && !fields.email && !fields.oldPassword ? action.error.message : null} />
        <FormField id="account-email" label="New e-mail" type="email" autoComplete="email" value={next} error={fields.email} onChange={(e) => setNext(e.target.value)} />
        <CurrentPasswordField id="account-email-password" value={password} error={fields.oldPassword} onChange={setPassword} />
        <SaveRow busy={action.busy} done={action.done} label="Change e-mail" savedText="E-mail changed." />
      </form>
    </AccountSection>
  );
}
