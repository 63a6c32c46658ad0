import "server-only";
/**
 * The program pages' first screen, fetched on the server (issue 22) under the
 * hooks' keys (query-keys.ts). The library keys its list by the user id the
 * browser knows only after hydration (null before), so the server fills that
 * key as a visitor; the detail page's key holds no user, so it is read as the
 * caller (a lifter's own private program shows at once too).
 */
import type { DehydratedState } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { prefetchState, serverList, serverSend, serverView } from "@/lib/server/prefetch.server";
import { emptyFilters, type PopularityCount } from "./library";
import { popularityIds, popularityKey, programKey, programListKey, programListQuery } from "./query-keys";
import { PROGRAM_EXPAND, PROGRAM_FIELDS } from "./record-query";

/** The library's first view: no search, no filters, Most Popular; its list and the session counts. */
export function programLibraryState(): Promise<DehydratedState> {
  const filters = emptyFilters();
  return prefetchState((client) => [
    (async () => {
      const list = await serverList<RecordModel>("training_programs", programListQuery("", filters, "popular"), "visitor");
      client.setQueryData(programListKey("", filters, "popular", null), list);
      const ids = list.items.map((p) => p.id);
      if (ids.length === 0) return;
      const answer = await serverSend<{ items: PopularityCount[] }>("/api/programs/popularity", { ids: popularityIds(ids) }, "visitor");
      client.setQueryData(popularityKey(ids), answer.items);
    })(),
  ]);
}

/** /programs/[id]: the program with everything the page shows, as the caller may view it. */
export function programDetailState(id: string): Promise<DehydratedState> {
  return prefetchState((client) => [
    client.prefetchQuery({ queryKey: programKey(id), queryFn: () => serverView("training_programs", id, { expand: PROGRAM_EXPAND, fields: PROGRAM_FIELDS }, "cookie") }),
  ]);
}
