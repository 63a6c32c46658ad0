import { BookOpen, CalendarRange, ClipboardList, Dumbbell, History, LayoutDashboard, ListChecks, Play, UserCog, type LucideIcon } from "lucide-react";

/**
 * The signed-in shell's navigation, the same on every page a signed-in user
 * opens (spec 1 §2's Dashboard, Exercises and History, plus every part of the
 * app, so none is hidden behind the marketing header). SVG icons: emoji render
 * as empty boxes where no emoji font is installed.
 */
export const appNavLinks: readonly { href: string; label: string; icon: LucideIcon; match?: string }[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/train/start", label: "Train", icon: Play, match: "/train" },
  { href: "/workouts", label: "Workouts", icon: ListChecks },
  { href: "/programs", label: "Programs", icon: CalendarRange },
  { href: "/exercises", label: "Exercises", icon: Dumbbell },
  { href: "/workout-builder", label: "Workout Builder", icon: ClipboardList },
  { href: "/program-builder", label: "Program Builder", icon: BookOpen },
  { href: "/history", label: "History", icon: History },
  { href: "/account", label: "Account", icon: UserCog },
];

/** Whether `pathname` is inside the entry's section (a detail page counts). */
export function isActiveSection(pathname: string, link: { href: string; match?: string }): boolean {
  const base = link.match ?? link.href;
  return pathname === base || pathname.startsWith(`${base}/`);
}
