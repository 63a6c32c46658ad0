import Link from "next/link";

// Entries with a route in spec 1 are links; the rest are placeholders shown as plain text.
const columns: { title: string; items: { label: string; href?: string }[] }[] = [
  {
    title: "Product",
    items: [
      { label: "Exercise Library", href: "/exercises" },
      { label: "Workouts", href: "/workouts" },
      { label: "Programs", href: "/programs" },
      { label: "Workout Builder", href: "/workout-builder" },
      { label: "Program Builder", href: "/program-builder" },
      { label: "Multi-Gym Support" },
    ],
  },
  { title: "Company", items: [{ label: "About" }, { label: "Science" }, { label: "Blog" }] },
  {
    title: "Support",
    items: [{ label: "Help" }, { label: "Contact" }, { label: "Community" }, { label: "Status" }],
  },
  {
    title: "Legal",
    items: [{ label: "Terms" }, { label: "Privacy", href: "/privacy" }, { label: "Cookies" }],
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
                  {item.href ? (
                    <Link href={item.href} className="text-slate-600 hover:text-brand-600 dark:text-slate-300 dark:hover:text-brand-100">
                      {item.label}
                    </Link>
                  ) : (
                    <span className="text-slate-500 dark:text-slate-400">{item.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        © 2024 ForgeFit. All rights reserved.
      </p>
    </footer>
  );
}
