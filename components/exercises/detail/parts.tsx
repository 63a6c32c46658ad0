import type { ReactNode } from "react";
import type { Named } from "@/lib/exercises/queries.client";
import { lookupDisplayName } from "@/lib/training/labels";

/** An expanded relation as the detail page reads it: a named record with any other fields. */
export type Rec = Named & Record<string, unknown>;

export function many(value: unknown): Rec[] {
  return Array.isArray(value) ? (value as Rec[]) : [];
}
export function one(value: unknown): Rec | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Rec) : undefined;
}
export const display = (r: { name?: unknown } | undefined) => (r && typeof r.name === "string" ? lookupDisplayName(r.name) : "");

export function Panel({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} data-testid={testId ?? `section-${id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`${id}-title`} className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-2 h-2 w-full rounded-full bg-slate-200 dark:bg-slate-700" role="meter" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
      <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

export function StatCard({ title, value, note, percent }: { title: string; value: string; note: string; percent: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid="stat-card">
      <p className="text-sm text-slate-600 dark:text-slate-300">{title}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</p>
      <p className="text-sm text-slate-700 dark:text-slate-200">{note}</p>
      <Bar percent={percent} label={title} />
    </div>
  );
}
