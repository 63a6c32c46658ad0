/**
 * The dashboard's and the history page's reads of the lifter's own log,
 * written once against ApiReader (lib/shared/api-reader.ts): the hooks run
 * them through the SDK, the guarded pages' server prefetch in-process with the
 * session cookie's user, under the same keys. Pure.
 */
import type { ApiReader, ListAnswer } from "@/lib/shared/api-reader";
import { quote } from "@/lib/shared/filter-text";
import { DASHBOARD } from "@/lib/training/constants";

const SESSIONS = "workout_sessions";
const SUMMARY_FIELDS = "id,startedAt,completedAt,durationMinutes,estimatedCaloriesBurned,created";
export const HISTORY_PAGE_SIZE = 10;
/** The dashboard's recent records cover this many days. */
export const RECENT_RECORD_DAYS = 30;

const own = (userId: string) => `user = ${quote(userId)}`;

export const recentSessionsKey = (userId: string | null) => ["workout_sessions", "recent", userId] as const;
export const sessionSummaryKey = (userId: string | null) => ["workout_sessions", "summary", userId] as const;
export const recentRecordsKey = (userId: string | null) => ["workout_sets", "recent-records", userId] as const;
export const historySessionsKey = (userId: string | null, page: number) => ["workout_sessions", "history", userId, page] as const;
export const allSetsKey = (userId: string | null) => ["workout_sets", "all", userId] as const;

/** Spec 1 §7 "Dashboard sessions": page 1, 10 per page, own sessions, newest first, exercises expanded. */
export function loadRecentSessions<T>(api: ApiReader, userId: string): Promise<ListAnswer<T>> {
  return api.getList<T>(SESSIONS, 1, DASHBOARD.sessionsFetched, { filter: own(userId), sort: "-startedAt", expand: "exercisesPerformed" });
}

/** Every session of the user, light fields only (totals need them all). */
export function loadSessionSummary<T>(api: ApiReader, userId: string): Promise<T[]> {
  return api.getFullList<T>(SESSIONS, { batch: 500, filter: own(userId), sort: "-startedAt", fields: SUMMARY_FIELDS });
}

export function loadRecentRecords<T>(api: ApiReader): Promise<T> {
  return api.send<T>("/api/records/recent", { days: String(RECENT_RECORD_DAYS) });
}

export function loadHistorySessions<T>(api: ApiReader, userId: string, page: number): Promise<ListAnswer<T>> {
  return api.getList<T>(SESSIONS, page, HISTORY_PAGE_SIZE, { filter: own(userId), sort: "-startedAt,-created" });
}

/** Every set the user logged, with the exercise name: records and notes need the whole history. */
/** How many sets the lifter has logged (one row read, no items). */
export async function countSets(api: ApiReader, userId: string): Promise<number> {
  return (await api.getList("workout_sets", 1, 1, { filter: own(userId), fields: "id" })).totalItems;
}

export function loadAllSets<T>(api: ApiReader, userId: string): Promise<T[]> {
  return api.getFullList<T>("workout_sets", {
    batch: 500,
    filter: own(userId),
    sort: "created",
    expand: "exercise",
    fields: "id,session,exercise,setNumber,reps,weight,rpe,completed,completedAt,created,expand.exercise.name",
  });
}
