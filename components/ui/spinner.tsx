import { cn } from "./cn";

export function Spinner({ className, label = "Loading..." }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={cn("h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 dark:border-slate-600", className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
