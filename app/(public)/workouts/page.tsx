import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { WorkoutsLibrary } from "@/components/workouts/library/workouts-library";
import { workoutLibraryState } from "@/lib/workouts/prefetch.server";

export const metadata: Metadata = { title: "Workout Library" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request with the list the address describes and the hero figures. */
export default async function WorkoutsPage({ searchParams }: Props) {
  const state = await workoutLibraryState(await searchParams);
  return (
    <main id="main">
      <HydrationBoundary state={state}>
        <WorkoutsLibrary />
      </HydrationBoundary>
    </main>
  );
}
