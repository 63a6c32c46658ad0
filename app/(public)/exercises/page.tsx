import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { ExerciseLibrary } from "@/components/exercises/library/exercise-library";
import { exerciseLibraryState } from "@/lib/exercises/prefetch.server";

export const metadata: Metadata = { title: "Exercise Library" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request with its first screen's data (lookups, count, page 1 of the address's view). */
export default async function ExercisesPage({ searchParams }: Props) {
  const state = await exerciseLibraryState(await searchParams);
  return (
    <main id="main">
      <HydrationBoundary state={state}>
        <ExerciseLibrary />
      </HydrationBoundary>
    </main>
  );
}
