import { CalendarCheck, Sunrise, Target, Trophy, type LucideIcon } from "lucide-react";
import type { Achievement } from "@/lib/training/dashboard";
import { cn } from "@/components/ui/cn";

const ICONS: Record<Achievement["id"], LucideIcon> = {
  "first-workout": Target,
  "week-warrior": CalendarCheck,
  "early-bird": Sunrise,
  "century-club": Trophy,
};

export function AchievementList({ items }: { items: Achievement[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1" data-testid="achievements">
      {items.map((a) => {
        const Icon = ICONS[a.id];
        return (
          <li
            key={a.id}
            className={cn(
              "flex gap-3 rounded-lg border p-3",
              a.earned ? "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40" : "border-slate-200 dark:border-slate-800",
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn("size-7 shrink-0", a.earned ? "text-green-700 dark:text-green-300" : "text-slate-400 dark:text-slate-500")}
            />
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
        );
      })}
    </ul>
  );
}
