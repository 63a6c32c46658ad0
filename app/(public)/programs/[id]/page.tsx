import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { ProgramDetail } from "@/components/programs/detail/program-detail";
import { programDetailState } from "@/lib/programs/prefetch.server";

export const metadata: Metadata = { title: "Program" };

/** Rendered per request with the program as the caller may view it. */
export default async function ProgramDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <HydrationBoundary state={await programDetailState(id)}>
      <ProgramDetail id={id} />
    </HydrationBoundary>
  );
}
