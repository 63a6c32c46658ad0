import { cn } from "@/components/ui/cn";

/**
 * The full-screen "Loading..." state (spec 1 §2 "Root"). As an overlay (a slow
 * in-app navigation) it lets clicks through and leaves the page visible under it.
 */
export function PageLoading({ overlay = false }: { overlay?: boolean }) {
  return (
    <div
      className={cn(
        "fixed inset-0 flex flex-col items-center justify-center gap-3",
        overlay && "pointer-events-none z-40 bg-white/70 dark:bg-slate-950/70",
      )}
      role="status"
      aria-live="polite"
      data-testid="page-loading"
    >
      <div className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-500 dark:border-slate-700" />
      <p className="text-sm text-slate-600 dark:text-slate-300">Loading...</p>
    </div>
  );
}
