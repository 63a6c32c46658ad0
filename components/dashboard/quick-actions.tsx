import Link from "next/link";

const itemClass = "flex flex-col items-center gap-2 rounded-xl border p-4 text-center text-sm font-semibold";

/** Track Progress and Schedule have no action yet (spec 1 §2), so they are disabled, not dead links. */
export function QuickActions() {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <li>
          <Link href="/workout-generator" className={`${itemClass} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}>
            <span aria-hidden="true" className="text-2xl">⚡</span>
            Quick Workout
          </Link>
        </li>
        <li>
          <Link href="/exercises" className={`${itemClass} border-slate-200 bg-white text-slate-900 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:text-white`}>
            <span aria-hidden="true" className="text-2xl">📚</span>
            Browse Exercises
          </Link>
        </li>
        {[
          { label: "Track Progress", icon: "📈" },
          { label: "Schedule", icon: "📅" },
        ].map((item) => (
          <li key={item.label}>
            <button
              type="button"
              disabled
              title="Coming soon"
              className={`${itemClass} w-full cursor-not-allowed border-slate-200 bg-white text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300`}
            >
              <span aria-hidden="true" className="text-2xl">{item.icon}</span>
              {item.label}
              <span className="text-xs font-normal">Coming soon</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
