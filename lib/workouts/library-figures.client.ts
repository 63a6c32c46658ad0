"use client";

import { useQuery } from "@tanstack/react-query";
import { sdkReader } from "@/lib/client/sdk-reader";
import { FIGURES_KEY, loadFigures } from "@/lib/workouts/library-load";

/** Hero figures from the data itself (the original printed fixed claims). */
export function useLibraryFigures() {
  return useQuery({ queryKey: FIGURES_KEY, queryFn: () => loadFigures(sdkReader) });
}
