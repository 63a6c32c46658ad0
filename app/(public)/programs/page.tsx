import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { ProgramsLibrary } from "@/components/programs/library/programs-library";
import { programLibraryState } from "@/lib/programs/prefetch.server";

export const metadata: Metadata = { title: "Training Programs" };

/** Rendered per request with the first view's programs and their session counts. */
export default async function ProgramsPage() {
  return (
    <HydrationBoundary state={await programLibraryState()}>
      <ProgramsLibrary />
    </HydrationBoundary>
  );
}
