import "server-only";
/**
 * `GET /api/workouts/popular` (issue 22): one page of the workout library,
 * most trained first, ranked by the server. The caller's filter and the
 * workouts list rule go through the record engine's own list path (compiled,
 * bounded, printed with the card's expand); only the order differs: each
 * row's session count (index workout_sessions_workout_idx), then newest,
 * then id. Before, the browser fetched every matching id, all counts and
 * then the top 50 by id.
 */
import { sql } from "drizzle-orm";
import { listRecordsText } from "@/lib/records/crud";
import { collectionFrom } from "@/lib/records/http";
import { parseListParams } from "@/lib/records/params";
import { column } from "@/lib/records/sqlutil";
import type { RequestInfo } from "@/lib/records/types";
import { CARD_EXPAND } from "./library-load";

/** The library shows 50; a client may ask for up to 100 at once. */
export const POPULAR_WORKOUTS_MAX_PER_PAGE = 100;

export function popularWorkoutParams(search: URLSearchParams) {
  const params = parseListParams(search);
  return { filter: params.filter, page: params.page, perPage: Math.min(params.perPage, POPULAR_WORKOUTS_MAX_PER_PAGE), fields: params.fields };
}

export function popularWorkoutsText(request: RequestInfo, input: { filter: string; page: number; perPage: number; fields?: string }): Promise<string> {
  const params = { page: input.page, perPage: input.perPage, filter: input.filter, sort: "", expand: CARD_EXPAND, fields: input.fields ?? "", skipTotal: false };
  return listRecordsText(collectionFrom("workouts"), params, request, (alias) => [
    sql`(SELECT count(*) FROM workout_sessions s WHERE s.workout = ${column(alias, "id")}) DESC`,
    sql`${column(alias, "created")} DESC`,
    sql`${column(alias, "id")} ASC`,
  ]);
}
