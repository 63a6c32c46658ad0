import "server-only";
/**
 * Single-record paths of the engine: view, create, update, delete, with rules,
 * casting, relation and uniqueness checks. Lists live in list.ts.
 *
 * A write runs in a transaction of its own, or, given `tx`, every statement of
 * it (checks, write, rule re-check, re-read) runs in the caller's open
 * transaction: the batch API (batch.ts) runs many writes as one. A write that
 * fails there throws and leaves its partial work to the caller's rollback.
 */
import { sql, type SQL } from "drizzle-orm";
import { getDatabase } from "@/db";
import { databaseErrorCode } from "@/db/errors";
import { prepareAuthCreate, prepareAuthUpdate } from "./auth-fields";
import { ApiError, badRequest, MESSAGES, notFound, type FieldError } from "./errors";
import { expandRows, parseExpand } from "./expand";
import { lockedFor, MAIN, present, ruleCondition, runner } from "./access";
import { runnerFor, type Runner } from "./runner";
import type { Compiled } from "./filter/compile";
import { boolSql } from "./filter/operands";
import { parseFields, pick } from "./pick";
import { allCollections, getCollection } from "./registry";
import { selectList, tableRef } from "./select";
import type { RecordRow } from "./serialise";
import { column, ident, textArray } from "./sqlutil";
import type { Collection, RelationField, RequestInfo, ResolvedField } from "./types";
import { checkNewId, E, prepareWrite, ruleBody, zeroValue, type PreparedWrite } from "./validate";
import { applyUploads, saveUploads } from "./uploads";

export interface ReadOptions {
  expand?: string;
  fields?: string;
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

export { listRecords, listRecordsText, type ListResult } from "./list";

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

/**
 * Relation ids must name existing records the caller may view (one query per relation field):
 * a set, a training max or a workout must not point at another user's own exercise or private
 * workout, which the caller could then read back through an expand of their own record. A
 * target only superusers may view (a locked view rule) is checked for existence alone.
 */
async function checkRelations(
  run: Runner,
  collection: Collection,
  values: Map<string, unknown>,
  errors: Record<string, FieldError>,
  request: RequestInfo,
): Promise<void> {
  const checks: Promise<void>[] = [];
  for (const [name, value] of values) {
    const field = collection.fields.get(name)!;
    if (field.def.type !== "relation" || errors[name]) continue;
    const ids = Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
    if (ids.length === 0) continue;
    const target = getCollection((field.def as RelationField).target)!;
    const visible = target.rules.view === null ? true : ruleCondition(target, "view", request, { n: 0 }, new Date());
    if (visible === false) {
      errors[name] = E.missingRel();
      continue;
    }
    const where = visible === true ? sql`` : sql` AND ${boolSql(visible)}`;
    checks.push(
      (async () => {
        const found = await run<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${tableRef(target, MAIN)} WHERE ${column(MAIN, "id")} = ANY(${textArray(ids)})${where}`,
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
      const unique = [...collection.fields.values()].filter((f) => f.def.unique || f.def.uniqueWithin);
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

/** `work` in the caller's transaction when there is one, else in a new one. */
async function inTransaction<T>(outer: Runner | undefined, work: (run: Runner) => Promise<T>): Promise<T> {
  if (outer) return work(outer);
  const handle = await getDatabase();
  return handle.db.transaction(async (tx) => work(runnerFor(tx)));
}

class RollbackDenied extends Error {}

export async function createRecord(
  collection: Collection,
  body: Record<string, unknown>,
  options: ReadOptions,
  request: RequestInfo,
  tx?: Runner,
): Promise<unknown> {
  lockedFor(collection, "create", request);
  const prepared = prepareWrite(collection, body, null);
  const uploads = applyUploads(collection, body, null, prepared);
  const errors = prepared.errors;
  const rule = ruleCondition(collection, "create", withCastBody(collection, request, body, prepared), { n: 0 }, new Date());
  const run = tx ?? (await runner());
  let newId: string | undefined;
  if (body.id !== undefined && body.id !== null && body.id !== "") {
    const problem = checkNewId(body.id);
    if (problem) errors.id = problem;
    else newId = body.id as string;
  }
  if (collection.auth) await prepareAuthCreate(collection, body, prepared);
  await checkRelations(run, collection, prepared.values, errors, request);
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
    id = await inTransaction(tx, async (tx) => {
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
  tx?: Runner,
): Promise<unknown> {
  lockedFor(collection, "update", request);
  const run = tx ?? (await runner());
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
  await checkRelations(run, collection, prepared.values, errors, request);
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
      await inTransaction(tx, async (tx) => {
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

export async function deleteRecord(collection: Collection, id: string, request: RequestInfo, tx?: Runner): Promise<void> {
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
    await inTransaction(tx, async (tx) => {
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
export async function readInternal(collection: Collection, id: string, tx?: Runner): Promise<RecordRow | undefined> {
  const run = tx ?? (await runner());
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
