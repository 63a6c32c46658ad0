import type { Metadata } from "next";
import { LiveSession } from "@/components/training/live-session";
import { requirePageUser } from "../../guard";

export const metadata: Metadata = { title: "Workout in progress" };

export default async function TrainSessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  await requirePageUser();
  const { sessionId } = await params;
  return <LiveSession sessionId={sessionId} />;
}
