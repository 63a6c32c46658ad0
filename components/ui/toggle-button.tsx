import type { ReactNode } from "react";

/** A button that is on or off, its state announced through aria-pressed (chips, filter tags, demo choices). */
export function ToggleButton({ pressed, onClick, className, children }: { pressed: boolean; onClick: () => void; className: string; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={className}>
      {children}
    </button>
  );
}
