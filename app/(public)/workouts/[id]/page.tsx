import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { WorkoutDetail } from "@/components/workouts/detail/workout-detail";
import { workoutDetailState } from "@/lib/workouts/prefetch.server";

export const metadata: Metadata = { title: "Workout" };

/** Rendered per request with the workout, its exercises and its session count. */
export default async function WorkoutDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main id="main">
      <HydrationBoundary state={await workoutDetailState(id)}>
        <WorkoutDetail id={id} />
      </HydrationBoundary>
    </main>
  );
}
