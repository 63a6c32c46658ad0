import "server-only";
/**
 * The list path of the engine: rule and filter compiled into one condition,
 * one query for the page and its total, catalogue pages from the caches, then
 * expand and print. `GET /api/collections/:name/records` ends here.
 */
import { sql, type SQL } from "drizzle-orm";
import { getDatabase } from "@/db";
import { combine, MAIN, present, ruleCondition, runner } from "./access";
import { expandRows, parseExpand } from "./expand";
import { cacheKey, expandIsStatic, getCached, isStatic, setCached } from "./record-cache";
import { readCatalogueVersion } from "./catalogue-version";
import { getCachedList, listCacheable, listCacheKey, setCachedList } from "./list-cache";
import type { Runner } from "./runner";
import { compileExpression, makeScope } from "./filter/compile";
import { boolSql } from "./filter/operands";
import { checkJoinCost, withJoinBound } from "./join-guard";
import type { ListParams } from "./params";
import { parseFields, pick } from "./pick";
import type { RecordRow } from "./serialise";
import { selectList, tableRef } from "./select";
import { compileSort, defaultSort } from "./sort";
import { column, textArray } from "./sqlutil";
import type { Collection, RequestInfo } from "./types";

export interface ListResult {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: unknown[];
}

/**
 * An order computed by the server instead of the caller's `sort` (the exercise
 * library's popularity order): SQL over the main row's alias. Such answers
 * depend on more than the catalogue, so they never enter the list cache.
 */
export type OrderOverride = (alias: string) => SQL[];

export async function listRecordsText(
  collection: Collection,
  params: ListParams,
  request: RequestInfo,
  orderOverride?: OrderOverride,
): Promise<string> {
  const expandTree = parseExpand(params.expand);
  const cached = isStatic(collection) && expandIsStatic(collection, expandTree);
  let answerKey: string | undefined;
  let version = "";
  if (cached) {
    // Read before the page: an edit committed in between only makes the kept answer newer than its key.
    // Read from the database every time, so another app instance's edit shows at once here too.
    const current = await readCatalogueVersion(await runner());
    version = current ?? "";
    if (current !== null && !orderOverride && listCacheable(params)) answerKey = listCacheKey(collection, params, current);
  }
  const known = answerKey ? getCachedList(answerKey) : undefined;
  if (known) return known;
  const text = await printList(collection, params, request, expandTree, cached, version, orderOverride);
  if (answerKey) setCachedList(answerKey, text);
  return text;
}

/**
 * Relation hops in a caller's filter become correlated EXISTS subqueries, which
 * the planner costs by their first row, so it scans the related table for every
 * candidate row. On the embedded database (one statement at a time, no statement
 * timeout) 25 such terms held the whole process for over a second; preferring
 * indexes for that request's queries cut it to about 60 ms. Other queries keep
 * the default planner; PostgreSQL has its statement timeout and other connections.
 */
async function preferIndexes(run: Runner): Promise<(() => Promise<void>) | undefined> {
  if ((await getDatabase()).kind === "postgres") return undefined;
  await run(sql`SET enable_seqscan = off`);
  return async () => {
    await run(sql`RESET enable_seqscan`);
  };
}

async function printList(
  collection: Collection,
  params: ListParams,
  request: RequestInfo,
  expandTree: ReturnType<typeof parseExpand>,
  cached: boolean,
  catalogueVersion: string,
  orderOverride?: OrderOverride,
): Promise<string> {
  const counter = { n: 0 };
  const now = new Date();
  const rule = ruleCondition(collection, "list", request, counter, now);
  const filterScope = makeScope({ collection, alias: MAIN, mode: "filter", request, counter, now });
  const filter = params.filter.trim() ? compileExpression(params.filter, filterScope) : true;
  const order = orderOverride ? orderOverride(MAIN) : params.sort.trim() ? compileSort(params.sort, filterScope) : defaultSort(MAIN);
  const fields = parseFields(params.fields);
  const where = combine([filter, rule]);
  const offset = (params.page - 1) * params.perPage;
  const run = await runner();
  // Cached catalogue pages only need ids from the database; the records come from the cache.
  const columns = cached
    ? sql.raw(`"${MAIN}"."id" AS "id", (extract(epoch from "${MAIN}"."updated") * 1000000)::int8 AS "version"`)
    : selectList(collection, MAIN);

  let rows: RecordRow[] = [];
  let total = 0;
  const restorePlanner = filterScope.joins.n > 0 ? await preferIndexes(run) : undefined;
  try {
    if (where !== false) {
      const condition = boolSql(where);
      const base = sql`FROM ${tableRef(collection, MAIN)} WHERE ${condition}`;
      const orderBy = sql.join(order, sql`, `);
      const page = async (q: Runner) => {
        if (params.skipTotal) {
          rows = await q(sql`SELECT ${columns} ${base} ORDER BY ${orderBy} LIMIT ${params.perPage} OFFSET ${offset}`);
          return;
        }
        // The total rides along with the page (one round trip); a page past the end needs its own count.
        rows = await q(
          sql`SELECT ${columns}, count(*) OVER ()::int AS "__total" ${base} ORDER BY ${orderBy} LIMIT ${params.perPage} OFFSET ${offset}`,
        );
        if (rows.length > 0) total = Number(rows[0].__total);
        else if (offset > 0) {
          const counted = await q<{ n: number }>(sql`SELECT count(*)::int AS n ${base}`);
          total = Number(counted[0]?.n ?? 0);
        }
      };
      if (filterScope.joins.collections) {
        await checkJoinCost(run, base);
        await withJoinBound(run, page);
      } else {
        await page(run);
      }
    }
  } finally {
    await restorePlanner?.();
  }

  let itemTexts: string[];
  if (cached) {
    // An expanded record can change without its parent's `updated` moving: with an expand,
    // the catalogue version is part of the key too.
    const variant = `${params.expand ? catalogueVersion : ""}\u0000${params.expand}\u0000${params.fields}`;
    // `version` is `updated` in microseconds: cheaper for the database than printing the date.
    const keys = rows.map((row) => cacheKey(collection, String(row.id), String(row.version), variant));
    itemTexts = keys.map((key) => getCached(key) ?? "");
    const missing = rows.filter((_, i) => itemTexts[i] === "").map((row) => String(row.id));
    if (missing.length > 0) {
      const full = await run(
        sql`SELECT ${selectList(collection, MAIN)}, (extract(epoch from ${column(MAIN, "updated")}) * 1000000)::int8 AS "__version" FROM ${tableRef(collection, MAIN)} WHERE ${column(MAIN, "id")} = ANY(${textArray(missing)})`,
      );
      const expansions = await expandRows(run, collection, full, expandTree, request);
      const printed = new Map<string, string>();
      present(collection, full, expansions, request).forEach((record, i) => {
        const text = JSON.stringify(pick(record, fields));
        printed.set(String(full[i].id), text);
        setCached(cacheKey(collection, String(full[i].id), String(full[i].__version), variant), text);
      });
      itemTexts = itemTexts.map((text, i) => text || printed.get(String(rows[i].id)) || "");
      // A record deleted between the two queries is simply left out.
      itemTexts = itemTexts.filter(Boolean);
    }
  } else {
    const expansions = await expandRows(run, collection, rows, expandTree, request);
    itemTexts = present(collection, rows, expansions, request).map((r) => JSON.stringify(pick(r, fields)));
  }
  const totalItems = params.skipTotal ? -1 : total;
  const totalPages = params.skipTotal ? -1 : total === 0 ? 0 : Math.ceil(total / params.perPage);
  return `{"page":${params.page},"perPage":${params.perPage},"totalItems":${totalItems},"totalPages":${totalPages},"items":[${itemTexts.join(",")}]}`;
}

export async function listRecords(
  collection: Collection,
  params: ListParams,
  request: RequestInfo,
): Promise<ListResult> {
  return JSON.parse(await listRecordsText(collection, params, request)) as ListResult;
}

/** Ids PostgreSQL could not even compare (NUL, absurd length) simply match nothing. */
