import "server-only";
/**
 * The guarded pages' data, fetched on the server with the session cookie's
 * user (issue 22) under the hooks' keys (session-queries.ts), so the
 * dashboard and the history show the lifter's log as soon as they hydrate,
 * without a request for it. Their keys hold the user id, which the server
 * knows from the cookie the guard has just verified.
 */
import type { DehydratedState } from "@tanstack/react-query";
import { prefetchState, serverReader } from "@/lib/server/prefetch.server";
import {
  allSetsKey,
  countSets,
  historySessionsKey,
  loadAllSets,
  loadHistorySessions,
  loadRecentRecords,
  loadRecentSessions,
  loadSessionSummary,
  recentRecordsKey,
  recentSessionsKey,
  sessionSummaryKey,
} from "./session-queries";

/** /dashboard: recent sessions, every session's figures and the recent records. */
export function dashboardState(userId: string): Promise<DehydratedState> {
  const api = serverReader("cookie");
  return prefetchState((client) => [
    client.prefetchQuery({ queryKey: recentSessionsKey(userId), queryFn: () => loadRecentSessions(api, userId) }),
    client.prefetchQuery({ queryKey: sessionSummaryKey(userId), queryFn: () => loadSessionSummary(api, userId) }),
    client.prefetchQuery({ queryKey: recentRecordsKey(userId), queryFn: () => loadRecentRecords(api) }),
  ]);
}

/**
 * Past this many sets the history's HTML would carry megabytes (an imported log of years):
 * the page comes without them and the browser reads them as before.
 */
export const HISTORY_PREFETCH_MAX_SETS = 3000;

/** /history: the first page of sessions and, up to HISTORY_PREFETCH_MAX_SETS, every logged set (records and notes). */
export function historyState(userId: string): Promise<DehydratedState> {
  const api = serverReader("cookie");
  return prefetchState((client) => [
    client.prefetchQuery({ queryKey: historySessionsKey(userId, 1), queryFn: () => loadHistorySessions(api, userId, 1) }),
    (async () => {
      if ((await countSets(api, userId)) > HISTORY_PREFETCH_MAX_SETS) return;
      await client.prefetchQuery({ queryKey: allSetsKey(userId), queryFn: () => loadAllSets(api, userId) });
    })(),
  ]);
}
