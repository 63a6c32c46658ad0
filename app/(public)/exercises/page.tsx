import type { Metadata } from "next";
import { Suspense } from "react";
import { ExerciseLibrary } from "@/components/exercises/library/exercise-library";
import { LoadingState } from "@/components/ui/states";

export const metadata: Metadata = { title: "Exercise Library" };

export default function ExercisesPage() {
  return (
    <main id="main">
      <Suspense fallback={<LoadingState text="Loading exercises..." />}>
        <ExerciseLibrary />
      </Suspense>
    </main>
  );
}
