import Link from "next/link";

/** Shown when the wizard was opened for "What should I train today?": what the engine will decide, and the way out. */
export function TodayNotice() {
  return (
    <div role="note" className="mb-6 rounded-xl border border-brand-500 bg-brand-50 p-4 text-sm text-slate-800 dark:border-brand-600 dark:bg-slate-900 dark:text-slate-100" data-testid="today-notice">
      <p className="font-semibold">Today&apos;s pick</p>
      <p className="mt-1">
        The workout type follows your last 7 days of logged sets: muscles trained hard in the last 48 hours get no direct work, and the ones furthest under this week&apos;s sets come first. The results say why.{" "}
        <Link href="/workout-generator" className="font-medium text-brand-700 underline dark:text-brand-100">
          Choose the muscles yourself instead
        </Link>
      </p>
    </div>
  );
}
