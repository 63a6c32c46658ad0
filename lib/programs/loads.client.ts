"use client";
/**
 * The program page's weights (issue 21 item 2): GET /api/programs/{id}/loads
 * for the signed-in user, and their training maxes written through the
 * records API (the collection's rules keep them the owner's). A write
 * refreshes the loads, so every item's weight follows the new max at once.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/client/pocketbase";
import type { WeightUnit } from "@/lib/sessions/units";
import type { ProgramLoads } from "./loads";

const loadsKey = (programId: string, userId: string) => ["programs", "loads", programId, userId] as const;

/** Disabled (no request) for a visitor. */
export function useProgramLoads(programId: string, userId: string) {
  return useQuery({
    queryKey: loadsKey(programId, userId),
    enabled: userId !== "" && programId !== "",
    queryFn: () => pb().send<ProgramLoads>(`/api/programs/${encodeURIComponent(programId)}/loads`, { method: "GET" }),
  });
}

export interface TrainingMaxInput {
  /** The stored record to update, if the lift has one. */
  id?: string;
  exercise: string;
  weight: number;
  unit: WeightUnit;
}

/** Saves a typed training max (source "typed", dated now) and refreshes the program's loads. */
export function useSaveTrainingMax(programId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, exercise, weight, unit }: TrainingMaxInput) => {
      const body = { weight, unit, source: "typed", testedOn: new Date().toISOString() };
      return id ? pb().collection("training_maxes").update(id, body) : pb().collection("training_maxes").create({ ...body, user: userId, exercise });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: loadsKey(programId, userId) }),
  });
}
