import "server-only";
/**
 * `@collection.<name>[:alias].<field>`: a field of another collection that no
 * relation leads to, as in PocketBase. Every reference to one name and alias
 * reads the same joined row, so `@collection.sets.session ?= id &&
 * @collection.sets.weight ?> 100` asks for one set that does both; a second
 * alias joins the collection again. The joined rows are only those the caller
 * could list (its list rule, with the caller's auth), so no join reaches data
 * the caller could not read anyway. Without `?`, a comparison must hold for
 * every such row (PocketBase's multi-match). compile.ts places the joins
 * around the whole expression (`withCollectionJoins`).
 */
import { sql, type SQL } from "drizzle-orm";
import { QueryError } from "../errors";
import { getCollection } from "../registry";
import { TRUE } from "../sqlutil";
import { resolvePath } from "./relation-path";
import {
  MAX_COLLECTION_JOINS,
  MAX_FILTER_JOINS,
  nextAlias,
  type CollectionJoin,
  type Operand,
  type Scope,
} from "./operand-types";

const REFERENCE = /^@collection\.([A-Za-z0-9_]{1,100})(?::([A-Za-z0-9_]{1,50}))?\.([A-Za-z0-9_.@]+)(?::([A-Za-z]+))?$/;

/** The joined collection's rows the caller may reach, for alias `alias`. */
function reachable(join: Pick<CollectionJoin, "collection">, alias: string, scope: Scope): SQL {
  if (scope.mode !== "filter" || scope.request.superuser) return TRUE;
  return scope.relationRule(join.collection, "list", alias, scope);
}

export function resolveCollectionReference(name: string, scope: Scope): Operand {
  const m = REFERENCE.exec(name);
  if (!m) throw new QueryError(`Invalid filter: malformed "${name.slice(0, 100)}" (expected @collection.<name>[:alias].<field>).`);
  const [, collectionName, aliasName = "", path, modifier] = m;
  if (!scope.collectionJoins) throw new QueryError("Invalid filter: @collection references are not supported here.");
  const collection = getCollection(collectionName);
  if (!collection) throw new QueryError(`Invalid filter: unknown collection "${collectionName}".`);
  if (modifier === "isset" || modifier === "changed") {
    throw new QueryError(`Invalid filter: ":${modifier}" applies to @request.body fields only.`);
  }

  const key = `${collection.name}:${aliasName}`;
  let join = scope.collectionJoins.get(key);
  if (!join) {
    if (scope.collectionJoins.size >= MAX_COLLECTION_JOINS) {
      throw new QueryError(`Invalid filter: more than ${MAX_COLLECTION_JOINS} @collection joins in one filter.`);
    }
    if (scope.mode === "filter") {
      scope.joins.n += 1;
      scope.joins.collections = (scope.joins.collections ?? 0) + 1;
      if (scope.joins.n > MAX_FILTER_JOINS) {
        throw new QueryError(`Invalid filter: more than ${MAX_FILTER_JOINS} relation joins in one filter.`);
      }
    }
    const alias = nextAlias(scope);
    join = { collection, alias, condition: reachable({ collection }, alias, scope) };
    scope.collectionJoins.set(key, join);
  }

  const segments = path.split(".");
  if (segments.some((s) => s === "")) throw new QueryError(`Invalid filter: malformed field "${name.slice(0, 100)}".`);
  const shared = resolvePath(collection, { kind: "alias", alias: join.alias }, segments, modifier, scope, name);
  if (shared.kind === "literal") return shared;
  const target = collection;
  return {
    ...shared,
    every: (pred) => {
      // The same path over a fresh alias: no row the caller may list may fail the comparison.
      const row = nextAlias(scope);
      const value = resolvePath(target, { kind: "alias", alias: row }, segments, modifier, scope, name);
      const table = sql`${sql.raw(`"${target.tableName}"`)} AS ${sql.raw(`"${row}"`)}`;
      return sql`NOT EXISTS (SELECT 1 FROM ${table} WHERE ${reachable({ collection: target }, row, scope)} AND NOT coalesce(${pred(value)}, FALSE))`;
    },
  };
}

/**
 * The compiled expression with its `@collection` joins around it. LEFT JOINs from
 * one dummy row, so an empty (or unreachable) joined collection leaves the parts
 * of the expression that do not read it to decide, as PocketBase's LEFT JOIN does.
 */
export function withCollectionJoins(condition: SQL, joins: Map<string, CollectionJoin>): SQL {
  const joined = [...joins.values()].map(
    (j) => sql` LEFT JOIN ${sql.raw(`"${j.collection.tableName}"`)} AS ${sql.raw(`"${j.alias}"`)} ON ${j.condition}`,
  );
  return sql`EXISTS (SELECT 1 FROM (SELECT 1) AS "x"${sql.join(joined, sql``)} WHERE ${condition})`;
}
