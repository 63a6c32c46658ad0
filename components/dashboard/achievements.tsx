import type { Achievement } from "@/lib/training/dashboard";
import { cn } from "@/components/ui/cn";

const ICONS: Record<Achievement["id"], string> = {
  "first-workout": "🎯",
  "week-warrior": "🗓️",
  "early-bird": "🌅",
  "century-club": "💯",
};

export function AchievementList({ items }: { items: Achievement[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1" data-testid="achievements">
      {items.map((a) => (
        <li
          key={a.id}
          className={cn(
            "flex gap-3 rounded-lg border p-3",
            a.earned ? "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40" : "border-slate-200 dark:border-slate-800",
          )}
        >
          <span aria-hidden="true" className={cn("text-2xl", !a.earned && "opacity-40 grayscale")}>
            {ICONS[a.id]}
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-slate-900 dark:text-white">
              {a.title}{" "}
              <span className={cn("text-xs font-semibold", a.earned ? "text-green-800 dark:text-green-300" : "text-slate-600 dark:text-slate-300")}>
                {a.earned ? "Earned" : `${a.progress.current}/${a.progress.target}`}
              </span>
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{a.rule}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
