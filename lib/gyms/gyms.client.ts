"use client";
/**
 * The signed-in user's gym profiles through the records API (its rules allow
 * only the owner). Every write refreshes the one cached list, so the account
 * page and the pickers agree; a gym saved as the default clears the others in
 * the database (migration 0019), which the refreshed list shows.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";
import { useAuth } from "@/lib/auth/auth.client";
import { sortGyms, type GymProfile } from "./gym";

export type GymRecord = RecordModel & GymProfile;
export type GymInput = Pick<GymProfile, "name" | "equipment" | "isDefault">;

const gymsKey = (userId: string) => ["gym_profiles", userId] as const;

/** The user's gyms, default first; disabled (no request) for a visitor. */
export function useGyms() {
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const query = useQuery({
    queryKey: gymsKey(userId),
    enabled: userId !== "",
    queryFn: async () => sortGyms(await pb().collection("gym_profiles").getFullList<GymRecord>({ batch: 200, filter: pb().filter("user = {:user}", { user: userId }) })),
  });
  return { ...query, signedIn: userId !== "", userId };
}

/** Create, update and delete, each refreshing the list. */
export function useGymWrites(userId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: gymsKey(userId) });
  const create = useMutation({
    mutationFn: (input: GymInput) => pb().collection("gym_profiles").create<GymRecord>({ ...input, user: userId }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...input }: Partial<GymInput> & { id: string }) => pb().collection("gym_profiles").update<GymRecord>(id, input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => pb().collection("gym_profiles").delete(id),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
