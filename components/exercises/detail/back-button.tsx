"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { hasDraft } from "@/lib/workouts/draft-store.client";
import { useHydrated } from "@/lib/client/use-hydrated";
import { LIBRARY_RESTORE_KEY, LIBRARY_URL_KEY } from "@/lib/exercises/library";

/**
 * "Back to Workout Builder" when a builder draft exists, otherwise "Back to
 * Exercises": the library address last used, its scroll position restored.
 */
export function BackButton() {
  const router = useRouter();
  const hydrated = useHydrated();
  const draft = hydrated && hasDraft();
  if (draft) {
    return (
      <Button variant="ghost" size="sm" className="text-white hover:bg-white/10" onClick={() => router.push("/workout-builder")}>
        ← Back to Workout Builder
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-white hover:bg-white/10"
      onClick={() => {
        let url = "/exercises";
        try {
          const saved = window.sessionStorage.getItem(LIBRARY_URL_KEY);
          if (saved && saved.startsWith("/exercises")) url = saved;
          window.sessionStorage.setItem(LIBRARY_RESTORE_KEY, "1");
        } catch {
          // No session storage: go back without restoring the position.
        }
        router.push(url, { scroll: false });
      }}
    >
      ← Back to Exercises
    </Button>
  );
}
