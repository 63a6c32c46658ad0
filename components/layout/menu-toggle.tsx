import type { Ref } from "react";

/** The phone menu's open/close button (hamburger or cross), for the site header and the app shell. */
export function MenuToggle({ ref, open, controls, className, onToggle }: { ref: Ref<HTMLButtonElement>; open: boolean; controls: string; className: string; onToggle: () => void }) {
  return (
    <button ref={ref} type="button" className={className} aria-expanded={open} aria-controls={controls} aria-label={open ? "Close menu" : "Open menu"} onClick={onToggle}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
