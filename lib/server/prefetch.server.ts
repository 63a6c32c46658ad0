import "server-only";
/**
 * Data in the first HTML (issue 22): a page's server component asks the record
 * engine in-process for exactly what its client hooks would ask the API for
 * (same collection, page, filter, sort, expand, fields), as the same caller,
 * so list and view rules apply as they would over HTTP. The answers go into a
 * QueryClient under the hooks' own query keys and reach the browser through
 * TanStack Query's HydrationBoundary: at hydration the hooks find their data,
 * show it at once and send no request.
 *
 * A failed prefetch (a 404, a bad filter in the address, a busy database) is
 * simply left out: the hook then asks the API itself, as before, and shows its
 * own error state.
 */
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { databaseAdmission } from "@/db";
import { withDatabaseAdmission } from "@/db/request-scope";
import { currentUser } from "@/lib/auth/current-user.server";
import { listRecords, viewRecord, type ListResult } from "@/lib/records/crud";
import { collectionFrom, requestInfo } from "@/lib/records/http";
import { parseListParams } from "@/lib/records/params";
import type { RequestInfo } from "@/lib/records/types";
import { createQueryClient } from "@/lib/client/query-client";
import type { ApiReader, ListOptions } from "@/lib/shared/api-reader";

/**
 * Whose request the page stands for: the signed-in caller (session cookie), or
 * a visitor, for query keys the client builds before it knows its user (the
 * public libraries key their list by a user id that is null at hydration).
 */
export type Caller = "cookie" | "visitor";

export type Query = Record<string, string | number | undefined>;

/** The API request the SDK would send, as a Request: the record engine reads its query and headers. */
async function apiRequest(path: string, query: Query, caller: Caller): Promise<Request> {
  const url = new URL(path, "http://127.0.0.1");
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  const headers = new Headers();
  if (caller === "cookie") {
    const cookie = (await cookies()).toString();
    if (cookie) headers.set("cookie", cookie);
  }
  return new Request(url, { headers });
}

/** A request's turn at the database, as an API call would take it (db/admission.ts). */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  return withDatabaseAdmission(databaseAdmission(), work);
}

async function infoFor(request: Request): Promise<RequestInfo> {
  return requestInfo(request, await currentUser(request));
}

/** `GET /api/collections/{collection}/records?…`, in-process: the SDK's getList answer. */
export function serverList<T = Record<string, unknown>>(collection: string, query: Query, caller: Caller): Promise<Omit<ListResult, "items"> & { items: T[] }> {
  return inTurn(async () => {
    const request = await apiRequest(`/api/collections/${collection}/records`, query, caller);
    const params = parseListParams(new URL(request.url).searchParams);
    return (await listRecords(collectionFrom(collection), params, await infoFor(request))) as Omit<ListResult, "items"> & { items: T[] };
  });
}

/** `GET /api/collections/{collection}/records/{id}?expand=…&fields=…`, in-process: the SDK's getOne answer. */
export function serverView<T = Record<string, unknown>>(collection: string, id: string, query: { expand?: string; fields?: string }, caller: Caller): Promise<T> {
  return inTurn(async () => {
    const request = await apiRequest(`/api/collections/${collection}/records/${encodeURIComponent(id)}`, query, caller);
    const options = { expand: query.expand ?? "", fields: query.fields ?? "" };
    // Through JSON, as the SDK receives it.
    return JSON.parse(JSON.stringify(await viewRecord(collectionFrom(collection), id, options, await infoFor(request)))) as T;
  });
}

/**
 * The app's own GET endpoints a first screen reads, called as the SDK would
 * call them (their route handler, with the caller's cookie): the same bounds,
 * rules and answer, without the network.
 */
const ENDPOINTS: Record<string, () => Promise<{ GET: (request: Request) => Promise<Response> }>> = {
  "/api/workouts/popularity": () => import("@/app/api/workouts/popularity/route"),
  "/api/programs/popularity": () => import("@/app/api/programs/popularity/route"),
  "/api/exercises/popularity": () => import("@/app/api/exercises/popularity/route"),
  "/api/exercises/popular": () => import("@/app/api/exercises/popular/route"),
  "/api/workouts/popular": () => import("@/app/api/workouts/popular/route"),
  "/api/records/recent": () => import("@/app/api/records/recent/route"),
  "/api/lookups": () => import("@/app/api/lookups/route"),
};

export async function serverSend<T>(path: string, query: Query, caller: Caller): Promise<T> {
  const endpoint = ENDPOINTS[path];
  if (!endpoint) throw new Error(`No server prefetch for ${path}`);
  const response = await (await endpoint()).GET(await apiRequest(path, query, caller));
  if (!response.ok) throw Object.assign(new Error(`${path}: ${response.status}`), { status: response.status });
  return (await response.json()) as T;
}

/** The server's ApiReader for a caller (lib/shared/api-reader.ts): what the SDK would get, in-process. */
export function serverReader(caller: Caller): ApiReader {
  return {
    getList: (collection, page, perPage, options = {}) => serverList(collection, { page, perPage, ...options }, caller),
    getFullList: async <T,>(collection: string, { batch, ...options }: ListOptions & { batch: number }) => {
      // The SDK's getFullList: pages of `batch` without totals until a short page.
      const items: T[] = [];
      for (let page = 1; ; page++) {
        const answer = await serverList<T>(collection, { page, perPage: batch, skipTotal: 1, ...options }, caller);
        items.push(...answer.items);
        if (answer.items.length < batch) return items;
      }
    },
    getOne: (collection, id, options = {}) => serverView(collection, id, options, caller),
    send: (path, query = {}) => serverSend(path, query, caller),
  };
}

/** Any other server read in its turn, for the caller (the custom endpoints' own functions). */
export function serverRead<T>(caller: Caller, work: (request: RequestInfo) => Promise<T>): Promise<T> {
  return inTurn(async () => work(await infoFor(await apiRequest("/", {}, caller))));
}

/**
 * Runs the page's prefetches into a fresh QueryClient (the app's cache policy)
 * and returns the dehydrated state for <HydrationBoundary>. `connection()`
 * first: a page that reads the database is rendered per request, never at build.
 */
export async function prefetchState(fill: (client: QueryClient) => Array<Promise<unknown>>): Promise<DehydratedState> {
  await connection();
  const client = createQueryClient();
  await Promise.all(fill(client).map((p) => p.catch(() => undefined)));
  return dehydrate(client);
}

/** A page's `searchParams` as the URLSearchParams its client component parses (useSearchParams). */
export function toSearchParams(search: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}
