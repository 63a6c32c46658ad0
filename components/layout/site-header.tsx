"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { useEscapeToClose } from "./use-escape";
import { useSignedIn } from "@/lib/auth/session-presence.client";
import { headerLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { Logo, MenuToggle } from "./brand-bar";

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";
const ctaClass = "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";

export function SiteHeader() {
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useEscapeToClose(open, close, toggleRef);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <div className="hidden items-center gap-1 lg:flex">
          {headerLinks.map((link) => (
            <Link key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </Link>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 lg:flex">
            {signedIn ? (
              <Link href="/dashboard" className={ctaClass}>
                Dashboard
              </Link>
            ) : (
              <>
                <Link href="/login" className={linkClass}>
                  Log In
                </Link>
                <Link href="/register" className={ctaClass}>
                  Start Free
                </Link>
              </>
            )}
          </div>
          <MenuToggle ref={toggleRef} open={open} controls="mobile-menu" className="lg:hidden" onToggle={() => setOpen((value) => !value)} />
        </div>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 pb-4 pt-2 lg:hidden dark:border-slate-800">
          <div className="flex flex-col">
            {headerLinks.map((link) => (
              <Link key={link.href} href={link.href} className={linkClass} onClick={close}>
                {link.label}
              </Link>
            ))}
            {signedIn ? (
              <Link href="/dashboard" className={linkClass} onClick={close}>
                Dashboard
              </Link>
            ) : (
              <>
                <Link href="/login" className={linkClass} onClick={close}>
                  Log In
                </Link>
                <Link
                  href="/register"
                  onClick={close}
                  className={`${ctaClass} mt-2 text-center`}
                >
                  Start Free Assessment
                </Link>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
