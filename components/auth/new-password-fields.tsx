"use client";

import { FormField } from "./form-field";

/** "New password" and its confirmation, as the reset page and the account page ask for them. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
  errors,
  onPassword,
  onConfirm,
}: {
  idPrefix: string;
  password: string;
  confirm: string;
  errors: { password?: string; confirm?: string };
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-new-password`}
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <FormField
        id={`${idPrefix}-confirm-password`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={errors.confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}
