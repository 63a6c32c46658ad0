"use client";

import { useAuth } from "@/lib/client/auth";
import { useTrainSync } from "@/lib/client/train-queue";

/**
 * Mounted once in the signed-in shell: workouts logged offline keep being
 * sent from whichever signed-in page is open, not only from the workout page.
 */
export function TrainSync() {
  const { user } = useAuth();
  useTrainSync(user?.id ?? null);
  return null;
}
