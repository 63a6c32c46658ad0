import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { dashboardState } from "@/lib/sessions/prefetch.server";
import { requirePageUser } from "../guard";

export const metadata: Metadata = { title: "Dashboard" };

/** The lifter's log comes with the page (the cookie's user), so the dashboard needs no request for it. */
export default async function DashboardPage() {
  const user = await requirePageUser();
  return (
    <HydrationBoundary state={await dashboardState(user.id)}>
      <DashboardView fallbackName={user.name || user.email} />
    </HydrationBoundary>
  );
}
