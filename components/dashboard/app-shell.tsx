"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useRef, useState, type ReactNode } from "react";
import { useEscapeToClose } from "@/components/layout/use-escape";
import { Logo, MenuToggle } from "@/components/layout/brand-bar";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { cn } from "@/components/ui/cn";
import { appNavLinks } from "./app-nav";
import { LogoutButton } from "./logout-button";
import { TrainSync } from "@/components/training/train-sync";

export interface ShellUser {
  name: string;
  email: string;
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="space-y-1">
      {appNavLinks.map((link) => {
        const active = pathname === link.href;
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
              <span aria-hidden="true">{link.icon}</span>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function UserBox({ user }: { user: ShellUser }) {
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900 dark:text-white" data-testid="shell-user-name">
          {user.name || user.email}
        </p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-300" data-testid="shell-user-email">
          {user.email}
        </p>
      </div>
      <LogoutButton />
    </div>
  );
}

/** Sidebar on wide screens, a top bar with a collapsible menu on phones. */
export function AppShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEscapeToClose(open, () => setOpen(false), toggleRef);
  return (
    <div className="min-h-screen bg-slate-50 lg:flex dark:bg-slate-950">
      <aside className="hidden w-64 shrink-0 flex-col justify-between border-r border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:flex lg:h-screen dark:border-slate-800 dark:bg-slate-900">
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

      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white lg:hidden dark:border-slate-800 dark:bg-slate-900">
        <div className="flex h-14 items-center justify-between px-4">
          <Logo />
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <MenuToggle ref={toggleRef} open={open} controls="app-mobile-menu" onToggle={() => setOpen((v) => !v)} />
          </div>
        </div>
        {open && (
          <div id="app-mobile-menu" className="space-y-4 border-t border-slate-200 p-4 dark:border-slate-800">
            <nav aria-label="App">
              <NavList onNavigate={() => setOpen(false)} />
            </nav>
            <UserBox user={user} />
          </div>
        )}
      </header>

      <div className="min-w-0 flex-1">{children}</div>
      <TrainSync />
    </div>
  );
}
