import Link from "next/link";

// Every entry is a link to a page that exists: the spec's inert placeholders (About, Blog,
// Community, Status, Multi-Gym Support) had nothing behind them and are left out.
const columns: { title: string; items: { label: string; href: string }[] }[] = [
  {
    title: "Product",
    items: [
      { label: "Exercise Library", href: "/exercises" },
      { label: "Workouts", href: "/workouts" },
      { label: "Programs", href: "/programs" },
      { label: "Workout Builder", href: "/workout-builder" },
      { label: "Program Builder", href: "/program-builder" },
    ],
  },
  {
    title: "Learn",
    items: [
      { label: "How it works", href: "/#how-it-works" },
      { label: "Science", href: "/#science" },
      { label: "Pricing", href: "/#pricing" },
    ],
  },
  {
    title: "Support",
    items: [
      { label: "Help (FAQ)", href: "/#faq" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Legal",
    items: [
      { label: "Terms", href: "/terms" },
      { label: "Privacy", href: "/privacy" },
      { label: "Cookies", href: "/privacy#cookies" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={item.label}>
                  <Link href={item.href} className="text-slate-600 hover:text-brand-600 dark:text-slate-300 dark:hover:text-brand-100">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        {/* The spec's fixed "© 2024" goes stale; static pages take the year they were built. */}© {new Date().getFullYear()} ForgeFit · free and open-source software
      </p>
    </footer>
  );
}
