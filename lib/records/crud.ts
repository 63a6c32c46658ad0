import { sql, type SQL } from "drizzle-orm";
import { getDatabase } from "@/db";
import { databaseErrorCode } from "@/db/errors";
import { prepareAuthCreate, prepareAuthUpdate } from "./auth-fields";
import { ApiError, badRequest, forbiddenLocked, MESSAGES, notFound, type FieldError } from "./errors";
import { expandRows, parseExpand, type Expansions } from "./expand";
import { cacheKey, expandIsStatic, getCached, isStatic, setCached } from "./record-cache";
import { getCachedList, listCacheable, listCacheKey, setCachedList } from "./list-cache";
import { runnerFor, type Runner } from "./runner";
import { compileExpression, makeScope, type Compiled } from "./filter/compile";
import { boolSql } from "./filter/operands";
import type { ListParams } from "./params";
import { parseFields, pick } from "./pick";
import { allCollections, getCollection } from "./registry";
import { selectList, tableRef } from "./select";
import { serialise, type ApiRecord, type RecordRow } from "./serialise";
import { compileSort, defaultSort } from "./sort";
import { and, column, ident, textArray } from "./sqlutil";
import type { Collection, RelationField, RequestInfo, ResolvedField, RuleAction } from "./types";
import { checkNewId, E, prepareWrite, ruleBody, zeroValue, type PreparedWrite } from "./validate";
import { applyUploads, saveUploads } from "./uploads";

export interface ListResult {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: unknown[];
}

export interface ReadOptions {
  expand?: string;
  fields?: string;
}

const MAIN = "t";

async function runner(): Promise<Runner> {
  return runnerFor((await getDatabase()).db);
}

/** The action's rule as SQL for alias `t`; false when it can never pass. Throws 403 when locked. */
function ruleCondition(
  collection: Collection,
  action: RuleAction,
  request: RequestInfo,
  counter: { n: number },
  now: Date,
): Compiled {
  if (request.superuser) return true;
  const rule = collection.rules[action];
  if (rule === null) throw forbiddenLocked();
  if (rule.trim() === "") return true;
  return compileExpression(rule, makeScope({ collection, alias: MAIN, mode: "rule", request, counter, now }));
}

/** A locked action answers 403 before any work (and before saying whether a record exists). */
function lockedFor(collection: Collection, action: RuleAction, request: RequestInfo): void {
  if (!request.superuser && collection.rules[action] === null) throw forbiddenLocked();
}

/** The request as a create/update rule reads it: `@request.body.*` holds the values about to be stored. */
function withCastBody(
  collection: Collection,
  request: RequestInfo,
  body: Record<string, unknown>,
  prepared: PreparedWrite,
): RequestInfo {
  return { ...request, body, castBody: { collection: collection.name, values: ruleBody(collection, body, prepared) } };
}

function combine(parts: Compiled[]): Compiled {
  const sqlParts: SQL[] = [];
  for (const part of parts) {
    if (part === false) return false;
    if (part !== true) sqlParts.push(part);
  }
  return sqlParts.length === 0 ? true : and(sqlParts);
}

/** Serialises rows with their expansions, then applies `fields`. */
function present(
  collection: Collection,
  rows: RecordRow[],
  expansions: Expansions,
  request: RequestInfo,
): ApiRecord[] {
  const build = (c: Collection, row: RecordRow): ApiRecord => {
    const expanded = expansions.get(row);
    let expand: Record<string, unknown> | undefined;
    if (expanded) {
      expand = {};
      for (const [key, { collection: target, value }] of expanded) {
        expand[key] = Array.isArray(value) ? value.map((r) => build(target, r)) : build(target, value);
      }
    }
    return serialise(c, row, request, expand);
  };
  return rows.map((row) => build(collection, row));
}

/** The list answer as JSON text: catalogue pages reuse already printed records. */
export async function listRecordsText(
  collection: Collection,
  params: ListParams,
  request: RequestInfo,
): Promise<string> {
  const expandTree = parseExpand(params.expand);
  const cached = isStatic(collection) && expandIsStatic(collection, expandTree);
  let answerKey: string | undefined;
  let version = "";
  if (cached) {
    // Read before the page: an edit committed in between only makes the kept answer newer than its key.
    // Read from the database every time, so another app instance's edit shows at once here too.
    const [row] = await (await runner())<{ value: string }>(
      sql`SELECT "value" FROM "settings" WHERE "key" = 'catalogue_version'`,
    );
    version = row?.value ?? "";
    if (row && listCacheable(params)) answerKey = listCacheKey(collection, params, row.value);
  }
  const known = answerKey ? getCachedList(answerKey) : undefined;
  if (known) return known;
  const text = await printList(collection, params, request, expandTree, cached, version);
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
): Promise<string> {
  const counter = { n: 0 };
  const now = new Date();
  const rule = ruleCondition(collection, "list", request, counter, now);
  const filterScope = makeScope({ collection, alias: MAIN, mode: "filter", request, counter, now });
  const filter = params.filter.trim() ? compileExpression(params.filter, filterScope) : true;
  const order = params.sort.trim() ? compileSort(params.sort, filterScope) : defaultSort(MAIN);
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
      if (params.skipTotal) {
        rows = await run(sql`SELECT ${columns} ${base} ORDER BY ${orderBy} LIMIT ${params.perPage} OFFSET ${offset}`);
      } else {
        // The total rides along with the page (one round trip); a page past the end needs its own count.
        rows = await run(
          sql`SELECT ${columns}, count(*) OVER ()::int AS "__total" ${base} ORDER BY ${orderBy} LIMIT ${params.perPage} OFFSET ${offset}`,
        );
        if (rows.length > 0) total = Number(rows[0].__total);
        else if (offset > 0) {
          const counted = await run<{ n: number }>(sql`SELECT count(*)::int AS n ${base}`);
          total = Number(counted[0]?.n ?? 0);
        }
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
function plausibleId(id: string): boolean {
  return typeof id === "string" && id.length > 0 && id.length <= 255 && !id.includes("\u0000");
}

async function fetchOne(
  run: Runner,
  collection: Collection,
  id: string,
  condition: Compiled,
  internal = false,
): Promise<RecordRow | undefined> {
  if (condition === false || !plausibleId(id)) return undefined;
  const rows = await run(
    sql`SELECT ${selectList(collection, MAIN, internal)} FROM ${tableRef(collection, MAIN)} WHERE ${column(MAIN, "id")} = ${id}::text AND ${boolSql(condition)} LIMIT 1`,
  );
  return rows[0];
}

async function presentOne(
  run: Runner,
  collection: Collection,
  row: RecordRow,
  options: ReadOptions,
  request: RequestInfo,
): Promise<unknown> {
  const expansions = await expandRows(run, collection, [row], parseExpand(options.expand), request);
  return pick(present(collection, [row], expansions, request)[0], parseFields(options.fields));
}

export async function viewRecord(
  collection: Collection,
  id: string,
  options: ReadOptions,
  request: RequestInfo,
): Promise<unknown> {
  const rule = ruleCondition(collection, "view", request, { n: 0 }, new Date());
  const run = await runner();
  const row = await fetchOne(run, collection, id, rule);
  if (!row) throw notFound();
  return presentOne(run, collection, row, options, request);
}

/** A value bound for INSERT/UPDATE, typed for its column; null means "the column's default". */
function valueSql(field: ResolvedField, value: unknown): SQL | null {
  if (field.isArray) return textArray(Array.isArray(value) ? value.map(String) : []);
  switch (field.def.type) {
    case "json":
      return value === null || value === undefined ? sql`NULL` : sql`${JSON.stringify(value)}::jsonb`;
    case "date":
      return value instanceof Date ? sql`${value.toISOString()}::timestamptz` : sql`NULL`;
    case "number": {
      const n = Number(value ?? 0);
      return Number.isSafeInteger(n) ? sql`${n}::int8` : sql`${n}::float8`;
    }
    case "bool":
      return sql`${Boolean(value)}::boolean`;
    case "relation":
      return value ? sql`${String(value)}::text` : sql`NULL`;
    case "select":
      if (value === null || value === undefined || value === "") return field.hasDefault ? null : sql`''`;
      return sql`${String(value)}::text`;
    default:
      return sql`${value === null || value === undefined ? "" : String(value)}::text`;
  }
}

/** Relation ids must name existing records (one query per relation field). */
async function checkRelations(
  run: Runner,
  collection: Collection,
  values: Map<string, unknown>,
  errors: Record<string, FieldError>,
): Promise<void> {
  const checks: Promise<void>[] = [];
  for (const [name, value] of values) {
    const field = collection.fields.get(name)!;
    if (field.def.type !== "relation" || errors[name]) continue;
    const ids = Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
    if (ids.length === 0) continue;
    const target = getCollection((field.def as RelationField).target)!;
    checks.push(
      (async () => {
        const found = await run<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${ident(target.tableName)} WHERE "id" = ANY(${textArray(ids)})`,
        );
        if (Number(found[0]?.n ?? 0) < new Set(ids).size) errors[name] = E.missingRel();
      })(),
    );
  }
  await Promise.all(checks);
}

async function checkUnique(
  run: Runner,
  collection: Collection,
  values: Map<string, unknown>,
  selfId: string | null,
  errors: Record<string, FieldError>,
): Promise<void> {
  for (const [name, value] of values) {
    const field = collection.fields.get(name)!;
    if (!field.def.unique || errors[name] || value === null || value === "" || value === undefined) continue;
    const col = column(MAIN, field.column);
    const same =
      field.def.type === "email" || collection.auth?.identityField === name
        ? sql`lower(${col}) = lower(${String(value)}::text)`
        : sql`${col} = ${String(value)}::text`;
    const other = selfId ? sql` AND ${column(MAIN, "id")} <> ${selfId}::text` : sql``;
    const found = await run(sql`SELECT 1 AS x FROM ${tableRef(collection, MAIN)} WHERE ${same}${other} LIMIT 1`);
    if (found.length > 0) errors[name] = E.unique();
  }
}

/** Database refusals that are the caller's fault become 400s; the rest propagate. */
function mapWriteError(error: unknown, collection: Collection, message: string): never {
  const code = databaseErrorCode(error);
  if (code) {
    if (code === "23505") {
      const unique = [...collection.fields.values()].filter((f) => f.def.unique);
      const data: Record<string, FieldError> = {};
      if (unique.length === 1) data[unique[0].name] = E.unique();
      else data.id = E.unique();
      throw badRequest(message, data);
    }
    if (["23503", "23514", "23502", "22P02", "22003", "22007", "22008", "22001"].includes(code)) {
      throw badRequest(message);
    }
  }
  throw error;
}

async function inTransaction<T>(work: (run: Runner) => Promise<T>): Promise<T> {
  const handle = await getDatabase();
  return handle.db.transaction(async (tx) => work(runnerFor(tx)));
}

class RollbackDenied extends Error {}

export async function createRecord(
  collection: Collection,
  body: Record<string, unknown>,
  options: ReadOptions,
  request: RequestInfo,
): Promise<unknown> {
  lockedFor(collection, "create", request);
  const prepared = prepareWrite(collection, body, null);
  const uploads = applyUploads(collection, body, null, prepared);
  const errors = prepared.errors;
  const rule = ruleCondition(collection, "create", withCastBody(collection, request, body, prepared), { n: 0 }, new Date());
  const run = await runner();
  let newId: string | undefined;
  if (body.id !== undefined && body.id !== null && body.id !== "") {
    const problem = checkNewId(body.id);
    if (problem) errors.id = problem;
    else newId = body.id as string;
  }
  if (collection.auth) await prepareAuthCreate(collection, body, prepared);
  await checkRelations(run, collection, prepared.values, errors);
  await checkUnique(run, collection, prepared.values, null, errors);
  if (newId && !errors.id) {
    const taken = await run(sql`SELECT 1 AS x FROM ${ident(collection.tableName)} WHERE "id" = ${newId}::text`);
    if (taken.length > 0) errors.id = E.unique();
  }
  if (Object.keys(errors).length > 0) throw badRequest(MESSAGES.createFailed, errors);
  if (rule === false) throw badRequest(MESSAGES.createFailed);

  const columns: SQL[] = [];
  const values: SQL[] = [];
  if (newId) {
    columns.push(ident("id"));
    values.push(sql`${newId}::text`);
  }
  for (const field of collection.fields.values()) {
    if (field.name === "id" || field.name === "created" || field.name === "updated") continue;
    if (prepared.values.has(field.name)) {
      const v = valueSql(field, prepared.values.get(field.name));
      // Omitting the column lets the database default apply.
      if (v === null) continue;
      columns.push(ident(field.column));
      values.push(v);
    } else if (field.notNull && !field.hasDefault) {
      columns.push(ident(field.column));
      values.push(valueSql(field, zeroValue(field)) ?? sql`DEFAULT`);
    }
  }
  let id: string;
  try {
    id = await inTransaction(async (tx) => {
      const insert =
        columns.length === 0
          ? sql`INSERT INTO ${ident(collection.tableName)} DEFAULT VALUES RETURNING "id"`
          : sql`INSERT INTO ${ident(collection.tableName)} (${sql.join(columns, sql`, `)}) VALUES (${sql.join(values, sql`, `)}) RETURNING "id"`;
      const inserted = await tx<{ id: string }>(insert);
      const createdId = inserted[0].id;
      if (rule !== true) {
        // As PocketBase: the create rule is checked against the stored record, inside the transaction.
        const allowed = await tx(
          sql`SELECT 1 AS x FROM ${tableRef(collection, MAIN)} WHERE ${column(MAIN, "id")} = ${createdId}::text AND ${rule}`,
        );
        if (allowed.length === 0) throw new RollbackDenied();
      }
      await saveUploads(tx, collection, createdId, uploads, null, prepared);
      return createdId;
    });
  } catch (error) {
    if (error instanceof RollbackDenied) throw badRequest(MESSAGES.createFailed);
    mapWriteError(error, collection, MESSAGES.createFailed);
  }
  const row = await fetchOne(run, collection, id, true);
  if (!row) throw notFound();
  return presentOne(run, collection, row, options, request);
}

export async function updateRecord(
  collection: Collection,
  id: string,
  body: Record<string, unknown>,
  options: ReadOptions,
  request: RequestInfo,
): Promise<unknown> {
  lockedFor(collection, "update", request);
  const run = await runner();
  // The rule needs the values the write will store, and those need the stored record
  // (modifiers, kept files); it is read without the rule, then checked with it before anything else.
  const existing = await fetchOne(run, collection, id, true, true);
  if (!existing) throw notFound();
  const prepared = prepareWrite(collection, body, existing);
  const uploads = applyUploads(collection, body, existing, prepared);
  const errors = prepared.errors;
  const rule = ruleCondition(collection, "update", withCastBody(collection, request, body, prepared), { n: 0 }, new Date());
  if (rule !== true && !(await fetchOne(run, collection, id, rule))) throw notFound();
  if (collection.auth) await prepareAuthUpdate(collection, body, existing, prepared);
  await checkRelations(run, collection, prepared.values, errors);
  await checkUnique(run, collection, prepared.values, id, errors);
  if (Object.keys(errors).length > 0) throw badRequest(MESSAGES.updateFailed, errors);

  const sets: SQL[] = [];
  for (const [name, value] of prepared.values) {
    const field = collection.fields.get(name)!;
    sets.push(sql`${ident(field.column)} = ${valueSql(field, value) ?? sql`DEFAULT`}`);
  }
  if (sets.length > 0) {
    try {
      // One transaction with the files it stores or forgets.
      await inTransaction(async (tx) => {
        const updated = await tx(
          sql`UPDATE ${tableRef(collection, MAIN)} SET ${sql.join(sets, sql`, `)} WHERE ${column(MAIN, "id")} = ${id}::text AND ${boolSql(rule)} RETURNING ${column(MAIN, "id")}`,
        );
        if (updated.length === 0) throw notFound();
        await saveUploads(tx, collection, id, uploads, existing, prepared);
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      mapWriteError(error, collection, MESSAGES.updateFailed);
    }
  }
  const row = await fetchOne(run, collection, id, true);
  if (!row) throw notFound();
  return presentOne(run, collection, row, options, request);
}

export async function deleteRecord(collection: Collection, id: string, request: RequestInfo): Promise<void> {
  const rule = ruleCondition(collection, "delete", request, { n: 0 }, new Date());
  if (rule === false || !plausibleId(id)) throw notFound();
  // Ordered lists elsewhere that name this record drop it, as PocketBase does.
  const referrers: Array<{ table: string; column: string }> = [];
  for (const other of allCollections()) {
    for (const field of other.fields.values()) {
      if (field.def.type === "relation" && field.isArray && (field.def as RelationField).target === collection.name) {
        referrers.push({ table: other.tableName, column: field.column });
      }
    }
  }
  try {
    await inTransaction(async (tx) => {
      const deleted = await tx(
        sql`DELETE FROM ${tableRef(collection, MAIN)} WHERE ${column(MAIN, "id")} = ${id}::text AND ${boolSql(rule)} RETURNING ${column(MAIN, "id")}`,
      );
      if (deleted.length === 0) throw notFound();
      for (const ref of referrers) {
        await tx(
          sql`UPDATE ${ident(ref.table)} SET ${ident(ref.column)} = array_remove(${ident(ref.column)}, ${id}::text) WHERE ${ident(ref.column)} @> ARRAY[${id}::text]`,
        );
      }
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    mapWriteError(error, collection, MESSAGES.deleteFailed);
  }
}

/** Reads a record by id with no rule, all fields including hidden ones (server use only). */
export async function readInternal(collection: Collection, id: string): Promise<RecordRow | undefined> {
  const run = await runner();
  return fetchOne(run, collection, id, true, true);
}

export { present as presentRows };

/** A stored row as the API prints it for this caller, with optional expand and fields. */
export async function presentRecord(
  collection: Collection,
  row: RecordRow,
  options: ReadOptions,
  request: RequestInfo,
): Promise<unknown> {
  return presentOne(await runner(), collection, row, options, request);
}
