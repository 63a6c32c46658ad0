"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { sdkReader } from "@/lib/client/sdk-reader";
import { loadRecentSessions, loadSessionSummary, recentSessionsKey, sessionSummaryKey } from "@/lib/sessions/session-queries";
import { MONTH_VIEW_DAYS, type ActivityPeriod, type SessionLike } from "@/lib/training/dashboard";
import { pb } from "@/lib/client/pocketbase";

export type SessionRecord = RecordModel &
  SessionLike & {
    notes?: string;
    name?: string;
    status?: string;
    expand?: { exercisesPerformed?: Array<RecordModel & { name?: string }> };
  };

const COLLECTION = "workout_sessions";
/** Only what stat cards, streak, chart and achievements read: keeps the all-time fetch light. */
const SUMMARY_FIELDS = "id,startedAt,completedAt,durationMinutes,estimatedCaloriesBurned,created";


/** Spec 1 §7 "Dashboard sessions": page 1, 10 per page, own sessions, newest first, exercises expanded. */
export function useRecentSessions(userId: string | null) {
  return useQuery({
    queryKey: recentSessionsKey(userId),
    enabled: Boolean(userId),
    queryFn: () => loadRecentSessions<SessionRecord>(sdkReader, userId!),
  });
}

/** Per session: sets done and their volume in kg (sets store kg). */
export type LoggedSets = Record<string, { sets: number; volume: number }>;

/**
 * Sets done so far in sessions still in progress, by session: the dashboard
 * shows a workout running on another device grow as its sets are logged
 * (live-sync.client.ts invalidates the "workout_sets" keys on every set event).
 */
export function useLoggedSets(userId: string | null, sessionIds: readonly string[]) {
  return useQuery({
    queryKey: ["workout_sets", "logged", userId, sessionIds.join(",")],
    enabled: Boolean(userId) && sessionIds.length > 0,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<LoggedSets> => {
      const inSessions = sessionIds.map((id) => pb().filter("session = {:id}", { id })).join(" || ");
      const sets = await pb()
        .collection("workout_sets")
        .getFullList<RecordModel & { session: string; reps: number; weight: number }>({
          batch: 500,
          filter: `(${inSessions}) && completed = true`,
          fields: "id,session,reps,weight",
        });
      const out: LoggedSets = {};
      for (const set of sets) {
        const entry = (out[set.session] ??= { sets: 0, volume: 0 });
        entry.sets += 1;
        entry.volume += (set.reps || 0) * (set.weight || 0);
      }
      return out;
    },
  });
}

/**
 * Every session of the user, light fields only: totals such as Total Minutes
 * and Century Club would be wrong if computed from the 10 recent sessions.
 */
export function useSessionSummary(userId: string | null) {
  return useQuery({
    queryKey: sessionSummaryKey(userId),
    enabled: Boolean(userId),
    queryFn: () => loadSessionSummary<SessionRecord>(sdkReader, userId!),
  });
}

/** First instant the chart's period covers, in the browser's local time. */
export function periodStart(period: ActivityPeriod, now: Date): Date {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (period === "week") return new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
  if (period === "month") return new Date(today.getFullYear(), today.getMonth(), today.getDate() - (MONTH_VIEW_DAYS - 1));
  return new Date(today.getFullYear(), today.getMonth() - 11, 1);
}

/** The sessions one chart period needs, and no older ones. */
export function useActivitySessions(userId: string | null, period: ActivityPeriod, now: Date) {
  const from = periodStart(period, now);
  return useQuery({
    queryKey: ["workout_sessions", "activity", userId, period, from.toISOString()],
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    queryFn: () =>
      pb()
        .collection(COLLECTION)
        .getFullList<SessionRecord>({
          batch: 500,
          filter: pb().filter("user = {:userId} && startedAt >= {:from}", { userId: userId!, from }),
          sort: "-startedAt",
          fields: SUMMARY_FIELDS,
        }),
  });
}
