"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { signIn } from "@/lib/auth/auth.client";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "./form-field";
import { loginErrorMessage, safeRedirect } from "./login-messages";

/** The seeded demo account (db/migrations/0009_demo_user.sql). */
const DEMO = { email: "demo@forgefit.app", password: "ForgeFit-demo1" } as const;

export function LoginForm({ redirectTo }: { redirectTo: string | null }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError("Please fill in all fields");
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      router.replace(safeRedirect(redirectTo));
    } catch (err) {
      setError(loginErrorMessage(err));
      setBusy(false);
    }
  }

  function fillDemo() {
    setEmail(DEMO.email);
    setPassword(DEMO.password);
    setError(null);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <FormAlert message={error} />
      <FormField id="email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex items-center justify-between text-sm">
        {/* Inert by the spec: the session is always remembered. */}
        <label className="flex items-center gap-2 text-slate-700 dark:text-slate-200">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" /> Remember me
        </label>
        <Link href="/forgot-password" className="font-semibold text-brand-600 underline dark:text-brand-100">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" disabled={busy} className="w-full" size="lg">
        {busy ? "Logging in..." : "Log In"}
      </Button>
      <Button variant="secondary" onClick={fillDemo} disabled={busy} className="w-full">
        Demo Account
      </Button>
    </form>
  );
}
