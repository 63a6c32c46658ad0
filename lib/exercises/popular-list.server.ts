import "server-only";
/**
 * `GET /api/exercises/popular` (issue 22): one page of the exercise library in
 * order of real use, ranked by the server. The caller's filter and the
 * exercises list rule go through the record engine's own list path (compiled,
 * bounded, cached printing, expand), only the order differs: the use counts
 * of `exercisePopularity` (saved workouts the caller may list + logged
 * sessions) bound as one JSON parameter and looked up per row. Most used first
 * ("asc", the library's "Most first"), ties by name; "desc" is that exact
 * order reversed. One request per page instead of all ids, the counts and a
 * fetch by ids from the browser.
 */
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { listRecordsText } from "@/lib/records/crud";
import { collectionFrom } from "@/lib/records/http";
import { badRequest } from "@/lib/records/errors";
import { parseListParams } from "@/lib/records/params";
import { column } from "@/lib/records/sqlutil";
import type { RequestInfo } from "@/lib/records/types";
import { CARD_EXPAND } from "./queries";
import { exercisePopularity } from "./popularity.server";

/** A page of the library is 24; a client may ask for up to 100 at once. */
export const POPULAR_MAX_PER_PAGE = 100;

export type PopularOrder = "asc" | "desc";

/** Reads and bounds the query string; a bad order is a 400 naming it. */
export function popularParams(search: URLSearchParams) {
  const params = parseListParams(search);
  const order = search.get("order") ?? "asc";
  if (order !== "asc" && order !== "desc") {
    throw badRequest(undefined, {
      order: { code: "validation_invalid_value", message: "Must be asc or desc." },
    });
  }
  return { filter: params.filter, page: params.page, perPage: Math.min(params.perPage, POPULAR_MAX_PER_PAGE), order: order as PopularOrder };
}

export async function popularExercisesText(
  request: RequestInfo,
  input: { filter: string; page: number; perPage: number; order: PopularOrder },
): Promise<string> {
  const usage = await exercisePopularity(await getDatabase(), request, null);
  const totals = JSON.stringify(Object.fromEntries(usage.map((u) => [u.id, u.workouts + u.sessions])));
  const params = { page: input.page, perPage: input.perPage, filter: input.filter, sort: "", expand: CARD_EXPAND, fields: "", skipTotal: false };
  const desc = input.order === "desc";
  return listRecordsText(collectionFrom("exercises"), params, request, (alias) => {
    const used = sql`coalesce((${totals}::jsonb ->> ${column(alias, "id")})::int, 0)`;
    return desc
      ? [sql`${used} ASC`, sql`${column(alias, "name")} DESC`, sql`${column(alias, "id")} DESC`]
      : [sql`${used} DESC`, sql`${column(alias, "name")} ASC`, sql`${column(alias, "id")} ASC`];
  });
}
