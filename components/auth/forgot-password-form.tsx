"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { requestPasswordReset } from "@/lib/auth/auth.client";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "./form-field";
import { EMAIL_PATTERN } from "./register-validation";

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setFieldError("Email is required");
    if (!EMAIL_PATTERN.test(value)) return setFieldError("Please enter a valid email address");
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    try {
      await requestPasswordReset(value);
      setSentTo(value);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : "Couldn't send the reset link. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-4 text-sm text-slate-700 dark:text-slate-200" data-testid="reset-requested">
        <p>
          If an account exists for <strong className="break-all">{sentTo}</strong>, a link to choose a new password is on its way. It works once and expires in
          30 minutes.
        </p>
        <p className="text-slate-600 dark:text-slate-300">
          No e-mail after a few minutes? Check the spam folder. On a self-hosted instance without e-mail set up, the person who runs it finds the link in
          the server log.
        </p>
        <Link href="/login" className="font-semibold text-brand-600 underline dark:text-brand-100">
          Back to log in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <FormAlert message={error} />
      <FormField id="email" label="Email" type="email" autoComplete="email" value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" disabled={busy} className="w-full" size="lg">
        {busy ? "Sending..." : "Send reset link"}
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        Remembered it?{" "}
        <Link href="/login" className="font-semibold text-brand-600 underline dark:text-brand-100">
          Log in
        </Link>
      </p>
    </form>
  );
}
