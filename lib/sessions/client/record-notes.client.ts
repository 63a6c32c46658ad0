import { useQuery } from "@tanstack/react-query";
import { sdkReader } from "@/lib/client/sdk-reader";
import { loadRecentRecords, recentRecordsKey } from "@/lib/sessions/session-queries";
import { useMemo } from "react";
import { pb } from "@/lib/client/pocketbase";
import type { SetRecord } from "./train-data.client";
import type { LiveState } from "@/lib/sessions/live";
import { beatsRecord, isRecord, personalRecords, type PersonalRecord, type RecentRecord, type RecordNote } from "@/lib/sessions/records";

/** Records standing before this session, for "New record" notes on today's sets. */
function usePreviousRecords(state: LiveState | null) {
  const exercises = state ? [...new Set(state.plan.map((p) => p.exercise))].sort() : [];
  return useQuery({
    queryKey: ["workout_sets", "records-before", state?.sessionId, exercises.join(",")],
    enabled: Boolean(state) && exercises.length > 0,
    staleTime: Infinity,
    queryFn: async () => {
      const anyOf = exercises.map((_, i) => `exercise = {:e${i}}`).join(" || ");
      const sets = await pb()
        .collection("workout_sets")
        .getFullList<SetRecord>({
          batch: 500,
          filter: pb().filter(`user = {:u} && session != {:s} && completed = true && (${anyOf})`, {
            u: state!.userId,
            s: state!.sessionId,
            ...Object.fromEntries(exercises.map((id, i) => [`e${i}`, id])),
          }),
          fields: "exercise,reps,weight,completed",
        });
      return personalRecords(sets);
    },
  });
}

/** "New record" notes for today's completed sets, by set id. */
export function useRecordNotes(state: LiveState | null): Map<string, RecordNote> {
  const records = usePreviousRecords(state);
  return useMemo(() => {
    const out = new Map<string, RecordNote>();
    if (!state || !records.data) return out;
    for (const set of state.sets) {
      if (!set.completed) continue;
      const previous: PersonalRecord | undefined = records.data.get(set.exercise);
      const note = beatsRecord(previous, set);
      if (isRecord(note)) out.set(set.id, note);
    }
    return out;
  }, [state, records.data]);
}

/** The dashboard's personal records of the last 30 days (GET /api/records/recent); refreshed when a session's sets are saved. */
export function useRecentRecords(userId: string | null) {
  return useQuery({
    queryKey: recentRecordsKey(userId),
    enabled: Boolean(userId),
    queryFn: () => loadRecentRecords<{ unit: string; items: RecentRecord[] }>(sdkReader),
  });
}
