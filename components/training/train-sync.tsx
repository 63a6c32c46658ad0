"use client";

import { useAuth } from "@/lib/auth/auth.client";
import { useRealtimeSync } from "@/lib/sessions/client/live-sync.client";
import { useTrainSync } from "@/lib/sessions/client/train-queue.client";

/**
 * Mounted once in the signed-in shell: workouts logged offline keep being
 * sent from whichever signed-in page is open, not only from the workout page,
 * and changes made on another device or tab show here without a reload.
 */
export function TrainSync() {
  const { user } = useAuth();
  useTrainSync(user?.id ?? null);
  useRealtimeSync(user?.id ?? null);
  return null;
}
