export interface ListParams {
  page: number;
  perPage: number;
  sort: string;
  filter: string;
  expand: string;
  fields: string;
  skipTotal: boolean;
}

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 1000;
const MAX_PAGE = 2 ** 31 - 1;

function toInt(raw: string | null): number {
  if (raw === null) return NaN;
  const n = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(n) ? n : NaN;
}

/** True the way PocketBase reads booleans from the query string. */
export function queryBool(raw: string | null): boolean {
  return raw !== null && ["1", "t", "true"].includes(raw.trim().toLowerCase());
}

/** List parameters with PocketBase's defaults and clamps (perPage above 1000 becomes 1000). */
export function parseListParams(search: URLSearchParams): ListParams {
  const page = toInt(search.get("page"));
  const perPage = toInt(search.get("perPage"));
  return {
    page: Number.isNaN(page) || page < 1 ? 1 : Math.min(page, MAX_PAGE),
    perPage: Number.isNaN(perPage) || perPage <= 0 ? DEFAULT_PER_PAGE : Math.min(perPage, MAX_PER_PAGE),
    sort: search.get("sort") ?? "",
    filter: search.get("filter") ?? "",
    expand: search.get("expand") ?? "",
    fields: search.get("fields") ?? "",
    skipTotal: queryBool(search.get("skipTotal")),
  };
}
