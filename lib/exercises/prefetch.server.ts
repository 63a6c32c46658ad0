import "server-only";
/**
 * The exercise pages' first screen, fetched on the server (issue 22): the same
 * queries under the same keys as the hooks in queries.client.ts, so the page
 * arrives with its data and the browser sends no request for it.
 */
import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { prefetchState, serverList, serverRead, serverReader, serverView, toSearchParams } from "@/lib/server/prefetch.server";
import { exerciseFilter, LIST_GROUPS, parseExerciseParams, type ExerciseSort, type SortOrder } from "./library";
import { LOOKUPS_KEY, resolverOf, type Lookups, type LookupsAnswer } from "./lookups";
import { lookupsText } from "./lookups.server";
import { popularExercisesText } from "./popular-list.server";
import {
  DETAIL_EXPAND,
  EXERCISE_COUNT_KEY,
  EXERCISE_COUNT_QUERY,
  exerciseLibraryKey,
  exerciseOneKey,
  exerciseUsageKey,
  loadExerciseUsage,
  exercisePageQuery,
  popularPageQuery,
  toPage,
  type PageOf,
} from "./queries";

/** The lookup lists as `useLookups` keeps them. */
export async function serverLookups(): Promise<Lookups> {
  const { text } = await serverRead("visitor", () => lookupsText());
  return (JSON.parse(text) as LookupsAnswer).lists;
}

function prefetchLookups(client: QueryClient, lookups: Promise<Lookups>) {
  return client.prefetchQuery({ queryKey: LOOKUPS_KEY, queryFn: () => lookups, staleTime: Infinity });
}

function prefetchCount(client: QueryClient) {
  return client.prefetchQuery({
    queryKey: EXERCISE_COUNT_KEY,
    queryFn: async () => (await serverList("exercises", EXERCISE_COUNT_QUERY, "cookie")).totalItems,
  });
}

async function firstPage(filter: string, sort: ExerciseSort, order: SortOrder): Promise<PageOf<unknown>> {
  if (sort === "popularity") {
    const query = popularPageQuery(filter, order, 1);
    return toPage(JSON.parse(await serverRead("cookie", (request) => popularExercisesText(request, query))) as PageOf<unknown>);
  }
  return toPage(await serverList("exercises", exercisePageQuery(filter, sort, order, 1), "cookie"));
}

/** /exercises: lookups, the catalogue size and page 1 of the view the address describes. */
export function exerciseLibraryState(search: Record<string, string | string[] | undefined>): Promise<DehydratedState> {
  const state = parseExerciseParams(toSearchParams(search));
  return prefetchState((client) => {
    const lookups = serverLookups();
    const needsLookups = LIST_GROUPS.some((g) => state.filters[g].length > 0);
    // The filter names lookups by id, so a filtered view waits for them (as the hook does).
    const list = (async () => {
      const filter = exerciseFilter(state.search, state.filters, resolverOf(needsLookups ? await lookups : undefined));
      const page = await firstPage(filter, state.sort, state.order);
      await client.prefetchInfiniteQuery({ queryKey: exerciseLibraryKey(filter, state.sort, state.order), initialPageParam: 1, queryFn: async () => page });
    })();
    return [prefetchLookups(client, lookups), prefetchCount(client), list];
  });
}

/** /exercises/[id]: the record with the detail page's expand, as the caller may view it, and its use counts for the banner. */
export function exerciseDetailState(id: string): Promise<DehydratedState> {
  return prefetchState((client) => [
    client.prefetchQuery({ queryKey: exerciseOneKey(id), queryFn: () => serverView("exercises", id, { expand: DETAIL_EXPAND }, "cookie") }),
    client.prefetchQuery({ queryKey: exerciseUsageKey(id), queryFn: () => loadExerciseUsage(serverReader("cookie"), id) }),
  ]);
}
