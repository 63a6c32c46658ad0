import type { ChangeEvent, ReactNode } from "react";
import { FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

export function AccountSection({ id, title, description, danger, children }: { id: string; title: string; description?: string; danger?: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-xl border bg-white p-5 shadow-sm dark:bg-slate-900",
        danger ? "border-red-300 dark:border-red-900" : "border-slate-200 dark:border-slate-800",
      )}
    >
      <h2 id={`${id}-title`} className={cn("text-lg font-semibold", danger ? "text-red-800 dark:text-red-300" : "text-slate-900 dark:text-white")}>
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Saved({ show, text = "Saved." }: { show: boolean; text?: string }) {
  return (
    <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
      {show ? text : ""}
    </p>
  );
}

/** The submit button of an account form and its "saved" line; the button reads "Saving..." while the change is sent. */
export function SaveRow({ busy, done, label, savedText }: { busy: boolean; done: boolean; label: string; savedText?: string }) {
  return (
    <div className="flex items-center gap-3">
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : label}
      </Button>
      <Saved show={done} text={savedText} />
    </div>
  );
}

/** The current password that an e-mail or password change must give again. */
export function CurrentPasswordField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <FormField
      id={id}
      label="Current password"
      type="password"
      autoComplete="current-password"
      value={value}
      error={error}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
    />
  );
}
