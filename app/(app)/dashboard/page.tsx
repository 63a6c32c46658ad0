import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { dashboardState } from "@/lib/sessions/prefetch.server";
import { requirePageUserView } from "../guard";

export const metadata: Metadata = { title: "Dashboard" };

/** The lifter's log comes with the page (the cookie's user) and is drawn on the server, so the first paint shows it. */
export default async function DashboardPage() {
  const { user, view } = await requirePageUserView();
  return (
    <HydrationBoundary state={await dashboardState(user.id)}>
      <DashboardView fallbackName={user.name || user.email} pageUser={view} />
    </HydrationBoundary>
  );
}
