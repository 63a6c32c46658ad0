"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { signUp } from "@/lib/auth/auth.client";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "./form-field";
import { SocialButtons } from "./social-buttons";
import { serverRegisterErrors, validateRegister, type RegisterErrors, type RegisterField, type RegisterValues } from "./register-validation";

export type PaidPlan = "pro" | "elite";

const EMPTY: RegisterValues = { name: "", email: "", password: "", confirmPassword: "", terms: false };
const PLAN_LABEL: Record<PaidPlan, string> = { pro: "Pro", elite: "Elite" };

export function RegisterForm({ plan }: { plan: PaidPlan | null }) {
  const router = useRouter();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function update<K extends RegisterField>(field: K, value: RegisterValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    // Editing a field clears only that field's message.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const found = validateRegister(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await signUp({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        passwordConfirm: values.confirmPassword,
        ...(plan ? { plan } : {}),
      });
      router.replace("/dashboard");
    } catch (error) {
      const server = serverRegisterErrors(error);
      setErrors(server.fields);
      setGeneral(server.general);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      {plan && (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-700 dark:bg-brand-700/30 dark:text-brand-100" data-testid="selected-plan">
          Selected plan: <strong>{PLAN_LABEL[plan]}</strong>
        </p>
      )}
      <FormAlert message={general} />
      <FormField id="name" label="Full name" autoComplete="name" value={values.name} error={errors.name} onChange={(e) => update("name", e.target.value)} />
      <FormField id="email" label="Email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(e) => update("email", e.target.value)} />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => update("password", e.target.value)}
      />
      <FormField
        id="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => update("confirmPassword", e.target.value)}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
          <input
            id="terms"
            type="checkbox"
            checked={values.terms}
            onChange={(e) => update("terms", e.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? "terms-error" : undefined}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
          />
          <span>
            I agree to the{" "}
            <Link href="/terms" className="font-semibold text-brand-600 underline dark:text-brand-100">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link href="/privacy" className="font-semibold text-brand-600 underline dark:text-brand-100">
              Privacy Policy
            </Link>
          </span>
        </label>
        {errors.terms && (
          <p id="terms-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors.terms}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy} className="w-full" size="lg">
        {busy ? "Creating account..." : "Create Account"}
      </Button>
      <div className="relative py-2 text-center text-xs text-slate-500 dark:text-slate-400">
        <span className="bg-white px-2 dark:bg-slate-900">or sign up with</span>
      </div>
      <SocialButtons providers={["Google", "Facebook"]} />
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        Already have an account?{" "}
        <Link href="/login" className="font-semibold text-brand-600 underline dark:text-brand-100">
          Log in
        </Link>
      </p>
    </form>
  );
}
