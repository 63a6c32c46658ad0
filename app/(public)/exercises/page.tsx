import type { Metadata } from "next";
import { Suspense } from "react";
import { HydrationBoundary } from "@tanstack/react-query";
import { ExerciseLibrary } from "@/components/exercises/library/exercise-library";
import { LoadingState } from "@/components/ui/states";
import { exerciseLibraryState } from "@/lib/exercises/prefetch.server";

export const metadata: Metadata = { title: "Exercise Library" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request with its first screen's data (lookups, count, page 1 of the address's view). */
export default async function ExercisesPage({ searchParams }: Props) {
  const state = await exerciseLibraryState(await searchParams);
  return (
    <main id="main">
      <HydrationBoundary state={state}>
        <Suspense fallback={<LoadingState text="Loading exercises..." />}>
          <ExerciseLibrary />
        </Suspense>
      </HydrationBoundary>
    </main>
  );
}
