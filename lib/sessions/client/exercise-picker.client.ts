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

/** The equipment an exercise needs, by name (for "Equipment busy": which piece is taken). */
export function useExerciseEquipment(exerciseId: string) {
  return useQuery({
    queryKey: ["exercises", "equipment", exerciseId],
    queryFn: async () => {
      const record = await pb()
        .collection("exercises")
        .getOne<RecordModel & { expand?: { equipmentRequired?: Array<{ name: string }> } }>(exerciseId, { expand: "equipmentRequired", fields: "id,expand.equipmentRequired.name" });
      return (record.expand?.equipmentRequired ?? []).map((e) => e.name);
    },
  });
}

/**
 * Substitutes that need none of the busy equipment and, when the lifter says
 * which gym they are in, only that gym's equipment (by record id: the API reads
 * "barbell" as the builder's barbell type, which brings a rack and benches).
 */
export function useBusyAlternatives(exerciseId: string, busy: readonly string[], availableIds: readonly string[] | null) {
  return useQuery({
    queryKey: ["alternatives", exerciseId, "busy", busy, availableIds],
    enabled: busy.length > 0,
    queryFn: () =>
      pb().send<{ alternatives: Array<{ id: string; name: string; reason: string }>; message?: string }>(`/api/exercises/${encodeURIComponent(exerciseId)}/alternatives`, {
        method: "POST",
        body: { limit: 5, unavailableEquipment: busy, ...(availableIds ? { availableEquipment: availableIds } : {}) },
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
