import Link from "next/link";
import { CalendarDays, Dumbbell, LineChart, Sparkles, Zap, type LucideIcon } from "lucide-react";

const itemClass = "flex flex-col items-center gap-2 rounded-xl border p-4 text-center text-sm font-semibold";
const plainClass = `${itemClass} border-slate-200 bg-white text-slate-900 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:text-white`;

/**
 * Every quick action leads somewhere: Track Progress to the training history,
 * Schedule to the dashboard's next program day (its empty state offers programs).
 */
const ACTIONS: { label: string; href: string; icon: LucideIcon; primary?: boolean }[] = [
  { label: "Quick Workout", href: "/workout-generator", icon: Zap, primary: true },
  { label: "Browse Exercises", href: "/exercises", icon: Dumbbell },
  { label: "Track Progress", href: "/history", icon: LineChart },
  { label: "Schedule", href: "/dashboard#scheduled", icon: CalendarDays },
];

export function QuickActions() {
  return (
    <nav aria-label="Quick actions" className="space-y-3">
      <Link
        href="/workout-generator?today=1"
        className="flex items-center justify-center gap-2 rounded-xl border border-brand-600 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-800"
      >
        <Sparkles aria-hidden="true" className="size-5" />
        What should I train today?
      </Link>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {ACTIONS.map(({ label, href, icon: Icon, primary }) => (
          <li key={label}>
            <Link href={href} className={primary ? `${itemClass} border-brand-600 bg-brand-600 text-white hover:bg-brand-700` : plainClass}>
              <Icon aria-hidden="true" className="size-6" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
