import Link from "next/link";
import type { Ref } from "react";

// The two pieces every header bar has (the site header and the app shell), in one
// module: a module of their own each costs every page a little first-load JavaScript.

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900 dark:text-white">
      <span aria-hidden="true" className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        F
      </span>
      ForgeFit
    </Link>
  );
}

/** The phone menu's open/close button (hamburger or cross). */
export function MenuToggle({ ref, open, controls, className = "", onToggle }: { ref: Ref<HTMLButtonElement>; open: boolean; controls: string; className?: string; onToggle: () => void }) {
  return (
    <button ref={ref} type="button" className={`inline-flex h-9 w-9 items-center justify-center rounded-lg border border-slate-200 dark:border-slate-700 ${className}`} aria-expanded={open} aria-controls={controls} aria-label={open ? "Close menu" : "Open menu"} onClick={onToggle}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
