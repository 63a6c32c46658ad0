import type { ReactNode } from "react";
import { AppSidebar, AppTopBar } from "@/components/dashboard/app-shell";
import { DeferredTrainSync } from "@/components/training/deferred-train-sync";
import { SessionAttribute } from "./session-attribute";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";

/**
 * The app's public pages (exercises, workouts, programs, builders): a visitor sees the marketing header and footer, a
 * signed-in user the same shell as the dashboard. Both are rendered and CSS
 * picks one (`<html data-session>`, set before the first paint), so these
 * pages stay static and never flash the wrong navigation.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen session-in:bg-slate-50 lg:session-in:flex dark:session-in:bg-slate-950">
      <SessionAttribute />
      <AppSidebar className="hidden lg:session-in:flex" />
      <AppTopBar className="hidden session-in:block lg:session-in:hidden" />
      <div className="flex min-h-screen min-w-0 flex-1 flex-col">
        <div className="contents session-in:hidden">
          <SiteHeader />
        </div>
        <div className="flex-1">{children}</div>
        <div className="contents session-in:hidden">
          <SiteFooter />
        </div>
      </div>
      <DeferredTrainSync />
    </div>
  );
}
