import type { ReactNode } from "react";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";

/**
 * Header, page and footer of the landing group (home, privacy, terms, contact):
 * the same for everyone, and free of the app's client code (no SDK, no query
 * client), which keeps the landing page's first load small.
 */
export function MarketingFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
