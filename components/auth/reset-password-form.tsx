"use client";

import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { confirmPasswordReset } from "@/lib/auth/auth.client";
import { PASSWORD_MIN_LENGTH } from "@/lib/training/constants";
import { Button } from "@/components/ui/button";
import { FormAlert } from "./form-field";
import { NewPasswordFields } from "./new-password-fields";

type Errors = { password?: string; confirm?: string };

/** The token travels in the URL's fragment (#token=…), so it never reaches a server log. */
function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
}

function serverFieldMessage(error: unknown): { token?: boolean; message: string } {
  const e = error as { response?: { data?: Record<string, { message?: string }> }; message?: string };
  const data = e?.response?.data ?? {};
  if (data.token) return { token: true, message: "This link is invalid, expired or already used." };
  const first = data.password?.message ?? data.passwordConfirm?.message;
  return { message: first ?? (e?.message || "Couldn't change the password. Please try again.") };
}

export function ResetPasswordForm() {
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [badLink, setBadLink] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const found = tokenFromHash();
    setToken(found);
    // Out of the address bar and the history once read.
    if (found) window.history.replaceState(null, "", window.location.pathname);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!password) next.password = "Password is required";
    else if (password.length < PASSWORD_MIN_LENGTH) next.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    if (!confirm) next.confirm = "Please confirm your password";
    else if (confirm !== password) next.confirm = "Passwords do not match";
    setErrors(next);
    if (next.password || next.confirm || !token) return;
    setAlert(null);
    setBusy(true);
    try {
      await confirmPasswordReset(token, password, confirm);
      setDone(true);
    } catch (err) {
      const { token: invalid, message } = serverFieldMessage(err);
      if (invalid) setBadLink(true);
      else setAlert(message);
    } finally {
      setBusy(false);
    }
  }

  if (token === null) return <p className="text-sm text-slate-600 dark:text-slate-300">Reading the link...</p>;
  if (done) {
    return (
      <div role="status" className="space-y-4 text-sm text-slate-700 dark:text-slate-200" data-testid="reset-done">
        <p>Your password has been changed. Every device that was signed in has been signed out.</p>
        <Link href="/login" className="font-semibold text-brand-600 underline dark:text-brand-100">
          Log in with your new password
        </Link>
      </div>
    );
  }
  if (!token || badLink) {
    return (
      <div role="alert" className="space-y-4 text-sm text-slate-700 dark:text-slate-200" data-testid="reset-bad-link">
        <p>{token ? "This link is invalid, expired or already used." : "This page needs the link from the password-reset e-mail."} Reset links work once and expire after 30 minutes.</p>
        <Link href="/forgot-password" className="font-semibold text-brand-600 underline dark:text-brand-100">
          Request a new link
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <FormAlert message={alert} />
      <NewPasswordFields idPrefix="reset" password={password} confirm={confirm} errors={errors} onPassword={setPassword} onConfirm={setConfirm} />
      <Button type="submit" disabled={busy} className="w-full" size="lg">
        {busy ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
