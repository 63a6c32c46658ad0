/** Sidebar entries of the authenticated layout (spec 1 §2). */
export const appNavLinks = [
  { href: "/dashboard", label: "Dashboard", icon: "🏠" },
  { href: "/exercises", label: "Exercises", icon: "🏋️" },
  { href: "/history", label: "History", icon: "📒" },
] as const;
