import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { ExerciseDetail } from "@/components/exercises/detail/exercise-detail";
import { exerciseDetailState } from "@/lib/exercises/prefetch.server";

export const metadata: Metadata = { title: "Exercise" };

/** Rendered per request with the exercise as the caller may view it. */
export default async function ExerciseDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main id="main">
      <HydrationBoundary state={await exerciseDetailState(id)}>
        <ExerciseDetail id={id} />
      </HydrationBoundary>
    </main>
  );
}
