"use client";

import dynamic from "next/dynamic";
import { useSignedIn } from "@/lib/auth/session-presence.client";

// TrainSync brings the offline write queue, the realtime subscriptions and the live-session
// follow-up (~12 KB gzip with their stores and the dashboard model they share). A visitor runs
// none of it, so it is left out of every page's first load: fetched after hydration, and only
// when a session is stored (the check reads storage without the SDK).
const TrainSync = dynamic(() => import("./train-sync").then((m) => m.TrainSync), { ssr: false });

export function DeferredTrainSync() {
  return useSignedIn() ? <TrainSync /> : null;
}
