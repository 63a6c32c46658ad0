import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/ui/states";
import { WorkoutsLibrary } from "@/components/workouts/library/workouts-library";

export const metadata: Metadata = { title: "Workout Library" };

export default function WorkoutsPage() {
  return (
    <main id="main">
      <Suspense fallback={<LoadingState text="Loading workouts..." />}>
        <WorkoutsLibrary />
      </Suspense>
    </main>
  );
}
