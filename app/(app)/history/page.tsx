import type { Metadata } from "next";
import { HistoryView } from "@/components/training/history-view";
import { requirePageUser } from "../guard";

export const metadata: Metadata = { title: "History" };

export default async function HistoryPage() {
  await requirePageUser();
  return <HistoryView />;
}
