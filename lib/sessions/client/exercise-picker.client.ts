"use client";

import { useQuery } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";

/** The API calls of the live session's exercise pickers (swap and add). */

/** Up to 5 substitutes for an exercise in a live session (POST /api/exercises/{id}/alternatives). */
export function useSessionAlternatives(exerciseId: string) {
  return useQuery({
    queryKey: ["alternatives", exerciseId],
    queryFn: () =>
      pb().send<{ alternatives: Array<{ id: string; name: string; reason: string }> }>(`/api/exercises/${encodeURIComponent(exerciseId)}/alternatives`, {
        method: "POST",
        body: { limit: 5 },
      }),
    retry: 1,
  });
}

/** Exercises whose name contains the text (2 letters at least), 8 by name, for adding one to a live session. */
export function useSessionExerciseSearch(q: string) {
  return useQuery({
    queryKey: ["exercises", "train-search", q],
    enabled: q.length >= 2,
    queryFn: () =>
      pb()
        .collection("exercises")
        .getList<RecordModel & { name: string }>(1, 8, { filter: pb().filter("name ~ {:q}", { q }), sort: "name", fields: "id,name", skipTotal: true }),
  });
}
