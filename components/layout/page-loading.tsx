/** The full-screen "Loading..." state every route segment shows while it loads (spec 1 §2 "Root"). */
export function PageLoading() {
  return (
    <div className="fixed inset-0 flex flex-col items-center justify-center gap-3" role="status" aria-live="polite">
      <div className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-500 dark:border-slate-700" />
      <p className="text-sm text-slate-600 dark:text-slate-300">Loading...</p>
    </div>
  );
}
