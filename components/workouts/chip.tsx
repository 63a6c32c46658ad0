import { cn } from "@/components/ui/cn";
import { ToggleButton } from "@/components/ui/toggle-button";

/** A toggle chip (aria-pressed), used for muscles, equipment and filters. */
export function Chip({ pressed, onClick, children, className }: { pressed: boolean; onClick: () => void; children: React.ReactNode; className?: string }) {
  return (
    <ToggleButton
      pressed={pressed}
      onClick={onClick}
      className={cn(
        "rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
        pressed
          ? "border-brand-600 bg-brand-600 text-white"
          : "border-slate-300 bg-white text-slate-800 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100",
        className,
      )}
    >
      {children}
    </ToggleButton>
  );
}

/** Print rules for pages that print a workout: the site chrome and controls stay off paper. */
export function PrintStyles() {
  return (
    <style>{`@media print {
  header, footer, [data-print-hide] { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; }
  [data-print-card] { break-inside: avoid; border-color: #999 !important; box-shadow: none !important; background: #fff !important; }
  [data-print-card] * { color: #000 !important; }
  a[href]::after { content: ""; }
}`}</style>
  );
}
