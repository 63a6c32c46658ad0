import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/ui/states";
import { WorkoutBuilder } from "@/components/workouts/builder/workout-builder";

export const metadata: Metadata = { title: "Workout Builder" };

export default function WorkoutBuilderPage() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      {/* useSearchParams (the return from log-in) needs a boundary for the static shell. */}
      <Suspense fallback={<LoadingState text="Loading..." />}>
        <WorkoutBuilder />
      </Suspense>
    </main>
  );
}
