import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { HistoryView } from "@/components/training/history-view";
import { historyState } from "@/lib/sessions/prefetch.server";
import { requirePageUserView } from "../guard";

export const metadata: Metadata = { title: "History" };

/** The first page of sessions and the logged sets come with the page (the cookie's user), drawn on the server. */
export default async function HistoryPage() {
  const { user, view } = await requirePageUserView();
  return (
    <HydrationBoundary state={await historyState(user.id)}>
      <HistoryView pageUser={view} />
    </HydrationBoundary>
  );
}
