"use client";

import { useState, type FormEvent } from "react";
import { changePassword } from "@/lib/account/account.client";
import { PASSWORD_MIN_LENGTH } from "@/lib/training/constants";
import { FormAlert } from "@/components/auth/form-field";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { AccountSection, CurrentPasswordField, SaveRow } from "./section";
import { useAction } from "./use-action";

export function PasswordForm({ userId, email }: { userId: string; email: string }) {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const action = useAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!current) fields.oldPassword = "Enter your current password";
    if (password.length < PASSWORD_MIN_LENGTH) fields.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    if (confirm !== password) fields.passwordConfirm = "Passwords do not match";
    if (Object.keys(fields).length) return action.setError({ message: "", fields });
    void action.run(async () => {
      await changePassword(userId, email, current, password);
      setCurrent("");
      setPassword("");
      setConfirm("");
    });
  }

  const fields = action.error?.fields ?? {};
  return (
    <AccountSection id="password" title="Password" description="A new password signs you out everywhere else; this device stays signed in.">
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={action.busy}>
        <FormAlert message={action.error?.message && Object.keys(fields).length === 0 ? action.error.message : null} />
        <CurrentPasswordField id="account-current-password" value={current} error={fields.oldPassword} onChange={setCurrent} />
        <NewPasswordFields
          idPrefix="account"
          password={password}
          confirm={confirm}
          errors={{ password: fields.password, confirm: fields.passwordConfirm }}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <SaveRow busy={action.busy} done={action.done} label="Change password" savedText="Password changed. Other devices have been signed out." />
      </form>
    </AccountSection>
  );
}
