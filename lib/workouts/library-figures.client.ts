"use client";

import { useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/client/pocketbase";
import { fetchPopularity } from "@/lib/workouts/queries.client";

/** Hero figures from the data itself (the original printed fixed claims). */
export function useLibraryFigures() {
  return useQuery({
    queryKey: ["workouts", "figures"],
    queryFn: async () => {
      const workouts = pb().collection("workouts");
      const [all, shortest, longest, sessions] = await Promise.all([
        workouts.getList(1, 1, { fields: "id" }),
        workouts.getList(1, 1, { sort: "targetDurationMinutes", fields: "targetDurationMinutes" }),
        workouts.getList(1, 1, { sort: "-targetDurationMinutes", fields: "targetDurationMinutes" }),
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
