import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { ApiError, fieldError } from "./errors";
import { makeScope, compileExpression } from "./filter/compile";
import { boolSql } from "./filter/operands";
import { backRelation, getCollection } from "./registry";
import { selectList, tableRef } from "./select";
import type { Runner } from "./runner";
import type { RecordRow } from "./serialise";
import { column, textArray } from "./sqlutil";
import type { Collection, RelationField, RequestInfo } from "./types";

export interface ExpandTree {
  children: Map<string, ExpandTree>;
}

/** PocketBase expands up to 6 levels. */
export const MAX_EXPAND_DEPTH = 6;
const MAX_EXPAND_PATHS = 64;
/** A back-relation never brings more than this many records per query. */
const BACK_RELATION_LIMIT = 20_000;
/**
 * Related records (each place one appears counted) one answer may carry. Expands
 * multiply: 1000 exercises through three back-relation round trips printed
 * 306 MB in 10 s and held the embedded database all that time. The largest
 * program the detail page reads expands about 4,000.
 */
export const MAX_EXPANDED_RECORDS = 10_000;

function expandError(message: string): ApiError {
  return new ApiError(400, message, { expand: fieldError("validation_expand_limit", message) });
}

export function parseExpand(raw: string | null | undefined): ExpandTree | undefined {
  if (!raw || !raw.trim()) return undefined;
  const root: ExpandTree = { children: new Map() };
  const paths = raw
    .slice(0, 5000)
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, MAX_EXPAND_PATHS);
  for (const path of paths) {
    let node = root;
    const segments = path.split(".");
    if (segments.length > MAX_EXPAND_DEPTH) {
      throw expandError(`Invalid expand: "${path.slice(0, 200)}" is deeper than the max expand depth of ${MAX_EXPAND_DEPTH} relations.`);
    }
    for (const segment of segments) {
      const key = segment.trim();
      if (!/^[A-Za-z0-9_]{1,200}$/.test(key)) break;
      let child = node.children.get(key);
      if (!child) {
        child = { children: new Map() };
        node.children.set(key, child);
      }
      node = child;
    }
  }
  return root.children.size > 0 ? root : undefined;
}

/** What was expanded under a row: key -> related row(s) and their collection. */
export type Expansions = WeakMap<RecordRow, Map<string, { collection: Collection; value: RecordRow | RecordRow[] }>>;


interface Job {
  collection: Collection;
  rows: RecordRow[];
  tree: ExpandTree;
}

/**
 * A forward relation reaches records by id, so the target's view rule applies;
 * a back-relation enumerates the records pointing here, so the target's list
 * rule applies, as listing that collection would (a visitor's program, opened
 * by whoever holds its id, is not found through its experience level). Rules
 * see `@request.context = "expand"`, as in PocketBase.
 */
function ruleCondition(collection: Collection, action: "view" | "list", alias: string, request: RequestInfo): SQL | false {
  if (request.superuser) return sql`TRUE`;
  const rule = collection.rules[action];
  if (rule === null) return false;
  if (rule === "") return sql`TRUE`;
  const scope = makeScope({ collection, alias, mode: "rule", request: { ...request, context: "expand" } });
  const compiled = compileExpression(rule, scope);
  if (compiled === false) return false;
  return boolSql(compiled);
}

/**
 * Expands relations level by level: at each level one query per target
 * collection (forward relations) or per back-relation, never one per record.
 * Related records the caller may not view are left out.
 */
export async function expandRows(
  run: Runner,
  collection: Collection,
  rows: RecordRow[],
  tree: ExpandTree | undefined,
  request: RequestInfo,
): Promise<Expansions> {
  const expansions: Expansions = new WeakMap();
  if (!tree || rows.length === 0) return expansions;
  let attached = 0;
  const tooMany = () =>
    expandError(
      `Invalid expand: more than ${MAX_EXPANDED_RECORDS} expanded records in one answer; ask for fewer records (perPage) or fewer relations.`,
    );
  /** Counts what is attached; a query never fetches more rows than the answer has room for. */
  const take = (n: number) => {
    attached += n;
    if (attached > MAX_EXPANDED_RECORDS) throw tooMany();
  };
  let jobs: Job[] = [{ collection, rows, tree }];
  for (let depth = 0; depth < MAX_EXPAND_DEPTH && jobs.length > 0; depth++) {
    const room = MAX_EXPANDED_RECORDS - attached;
    const next: Job[] = [];
    // Forward relations grouped by target collection: one query per target at this level.
    const forward = new Map<string, { target: Collection; ids: Set<string> }>();
    const pending: Array<() => void> = [];
    const fetched = new Map<string, Map<string, RecordRow>>();
    const backQueries: Array<Promise<void>> = [];

    for (const job of jobs) {
      for (const [key, subtree] of job.tree.children) {
        const field = job.collection.fields.get(key);
        if (field && field.def.type === "relation" && !field.def.hidden) {
          const target = getCollection((field.def as RelationField).target);
          if (!target) continue;
          const group = forward.get(target.name) ?? { target, ids: new Set<string>() };
          forward.set(target.name, group);
          for (const row of job.rows) {
            const value = row[key];
            if (Array.isArray(value)) for (const id of value) group.ids.add(String(id));
            else if (typeof value === "string" && value) group.ids.add(value);
          }
          pending.push(() => {
            const byId = fetched.get(target.name) ?? new Map<string, RecordRow>();
            const children: RecordRow[] = [];
            for (const row of job.rows) {
              const value = row[key];
              const ids = Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : [];
              // A fresh copy per place, so nested expands of one path never leak into another.
              const related = ids.flatMap((id) => {
                const found = byId.get(id);
                return found ? [{ ...found }] : [];
              });
              if (related.length === 0) continue;
              take(field.isArray ? related.length : 1);
              attach(expansions, row, key, target, field.isArray ? related : related[0]);
              children.push(...related);
            }
            if (subtree.children.size > 0 && children.length > 0) next.push({ collection: target, rows: children, tree: subtree });
          });
          continue;
        }
        const back = backRelation(job.collection, key);
        if (!back) continue; // As PocketBase, an unknown expand is ignored.
        backQueries.push(
          (async () => {
            const parentIds = job.rows.map((r) => String(r.id));
            const alias = "x";
            const visible = ruleCondition(back.source, "list", alias, request);
            if (visible === false) return;
            const link = back.field.isArray
              ? sql`${column(alias, back.field.column)} && ${textArray(parentIds)}`
              : sql`${column(alias, back.field.column)} = ANY(${textArray(parentIds)})`;
            const found = await run(
              sql`SELECT ${selectList(back.source, alias)} FROM ${tableRef(back.source, alias)} WHERE ${link} AND ${visible} ORDER BY ${column(alias, "created")} ASC, ${column(alias, "id")} ASC LIMIT ${Math.min(BACK_RELATION_LIMIT, room + 1)}`,
            );
            // Every row found is attached at least once.
            if (found.length > room) throw tooMany();
            const byParent = new Map<string, RecordRow[]>();
            for (const row of found) {
              const value = row[back.field.name];
              const parents = Array.isArray(value) ? value.map(String) : [String(value)];
              for (const parent of parents) {
                if (!byParent.has(parent)) byParent.set(parent, []);
                byParent.get(parent)!.push({ ...row });
              }
            }
            const children: RecordRow[] = [];
            for (const row of job.rows) {
              const related = byParent.get(String(row.id));
              if (!related || related.length === 0) continue;
              take(related.length);
              attach(expansions, row, key, back.source, related);
              children.push(...related);
            }
            if (subtree.children.size > 0 && children.length > 0) {
              next.push({ collection: back.source, rows: children, tree: subtree });
            }
          })(),
        );
      }
    }

    const forwardQueries = [...forward.values()].map(async ({ target, ids }) => {
      if (ids.size === 0) return;
      const alias = "x";
      const visible = ruleCondition(target, "view", alias, request);
      if (visible === false) return;
      const found = await run(
        sql`SELECT ${selectList(target, alias)} FROM ${tableRef(target, alias)} WHERE ${column(alias, "id")} = ANY(${textArray([...ids])}) AND ${visible} LIMIT ${room + 1}`,
      );
      // Every row found was asked for by at least one record.
      if (found.length > room) throw tooMany();
      fetched.set(target.name, new Map(found.map((row) => [String(row.id), row])));
    });
    await Promise.all([...forwardQueries, ...backQueries]);
    for (const apply of pending) apply();
    jobs = next;
  }
  return expansions;
}

function attach(
  expansions: Expansions,
  row: RecordRow,
  key: string,
  collection: Collection,
  value: RecordRow | RecordRow[],
): void {
  let map = expansions.get(row);
  if (!map) {
    map = new Map();
    expansions.set(row, map);
  }
  map.set(key, { collection, value });
}
