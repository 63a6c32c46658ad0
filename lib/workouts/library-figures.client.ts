"use client";

import { useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/client/pocketbase";
import { fetchPopularity } from "@/lib/workouts/queries.client";
import { OUTSIDE_PROGRAMS } from "@/lib/workouts/library";

/** Hero figures from the data itself (the original printed fixed claims). */
export function useLibraryFigures() {
  return useQuery({
    queryKey: ["workouts", "figures"],
    queryFn: async () => {
      const workouts = pb().collection("workouts");
      const [all, shortest, longest, sessions] = await Promise.all([
        workouts.getList(1, 1, { filter: OUTSIDE_PROGRAMS, fields: "id" }),
        workouts.getList(1, 1, { filter: OUTSIDE_PROGRAMS, sort: "targetDurationMinutes", fields: "targetDurationMinutes" }),
        workouts.getList(1, 1, { filter: OUTSIDE_PROGRAMS, sort: "-targetDurationMinutes", fields: "targetDurationMinutes" }),
        fetchPopularity(),
      ]);
      return {
        workouts: all.totalItems,
        minMinutes: (shortest.items[0]?.targetDurationMinutes as number | undefined) ?? 0,
        maxMinutes: (longest.items[0]?.targetDurationMinutes as number | undefined) ?? 0,
        sessions: [...sessions.values()].reduce((a, b) => a + b, 0),
      };
    },
  });
}
