"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useRef, useState, type ReactNode } from "react";
import { useEscapeToClose } from "@/components/layout/use-escape";
import { Logo, MenuToggle } from "@/components/layout/brand-bar";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { cn } from "@/components/ui/cn";
import { useAuth } from "@/lib/auth/auth.client";
import { appNavLinks, isActiveSection } from "./app-nav";
import { LogoutButton } from "./logout-button";
import { DeferredTrainSync } from "@/components/training/deferred-train-sync";

export interface ShellUser {
  name: string;
  email: string;
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="space-y-1">
      {appNavLinks.map((link) => {
        const active = isActiveSection(pathname, link);
        const Icon = link.icon;
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium",
                active
                  ? "bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The SDK's store once hydrated (it follows a rename or a new e-mail at once);
 * before that, and on a guarded page's first paint, the server's user.
 */
function UserBox({ user }: { user?: ShellUser }) {
  const stored = useAuth().user;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const shown = stored ? { name: text(stored.name), email: text(stored.email) } : (user ?? { name: "", email: "" });
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900 dark:text-white" data-testid="shell-user-name">
          {shown.name || shown.email}
        </p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-300" data-testid="shell-user-email">
          {shown.email}
        </p>
      </div>
      <LogoutButton />
    </div>
  );
}

/** The sidebar on wide screens; `className` lets the public frame show it only to a signed-in visitor. */
export function AppSidebar({ user, className }: { user?: ShellUser; className?: string }) {
  return (
    <aside
      data-testid="app-sidebar"
      className={cn(
        "w-64 shrink-0 flex-col justify-between border-r border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:h-screen lg:overflow-y-auto dark:border-slate-800 dark:bg-slate-900",
        className ?? "hidden lg:flex",
      )}
    >
      <div className="space-y-6">
        <div className="flex items-center justify-between">
          <Logo />
          <ThemeToggle />
        </div>
        <nav aria-label="App">
          <NavList />
        </nav>
      </div>
      <UserBox user={user} />
    </aside>
  );
}

/** The phone top bar with a collapsible menu. */
export function AppTopBar({ user, className }: { user?: ShellUser; className?: string }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEscapeToClose(open, () => setOpen(false), toggleRef);
  return (
    <header className={cn("sticky top-0 z-40 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900", className ?? "lg:hidden")}>
      <div className="flex h-14 items-center justify-between px-4">
        <Logo />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <MenuToggle ref={toggleRef} open={open} controls="app-mobile-menu" onToggle={() => setOpen((v) => !v)} />
        </div>
      </div>
      {open && (
        <div id="app-mobile-menu" className="max-h-[calc(100vh-3.5rem)] space-y-4 overflow-y-auto border-t border-slate-200 p-4 dark:border-slate-800">
          <nav aria-label="App">
            <NavList onNavigate={() => setOpen(false)} />
          </nav>
          <UserBox user={user} />
        </div>
      )}
    </header>
  );
}

/** Sidebar on wide screens, a top bar with a collapsible menu on phones. */
export function AppShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 lg:flex dark:bg-slate-950">
      <AppSidebar user={user} />
      <AppTopBar user={user} />
      <div className="min-w-0 flex-1">{children}</div>
      <DeferredTrainSync />
    </div>
  );
}
