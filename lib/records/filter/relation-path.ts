import "server-only";
/**
 * Field paths through relations (`author.team.name`, `x_via_y.z`): each hop is a
 * correlated subquery that applies the target's view rule (the list rule for a
 * back-relation), counted against the per-field and per-filter join limits.
 */
import { sql, type SQL } from "drizzle-orm";
import { QueryError } from "../errors";
import { backRelation, getCollection } from "../registry";
import { and, column, textArray } from "../sqlutil";
import type { Collection, RelationField, ResolvedField } from "../types";
import { applyArrayModifier, applyScalarModifier } from "./modifiers";
import {
  MAX_FIELD_BACK_RELATIONS,
  MAX_FIELD_RELATIONS,
  MAX_FILTER_JOINS,
  nextAlias,
  unknownField,
  vtypeOf,
  type ArrayOperand,
  type Operand,
  type ScalarOperand,
  type Scope,
} from "./operand-types";

type PathStart = { kind: "alias"; alias: string } | { kind: "ids"; ids: string[]; multiple: boolean };

interface Hop {
  from: SQL;
  where: SQL[];
  multi: boolean;
  back?: boolean;
  /**
   * A back-relation taken straight from the filtered row: the link to that row,
   * kept apart so the hop can run once as `row.id IN (SELECT …)` instead of once per row.
   */
  semi?: { link: SQL; outerId: SQL; innerRef: SQL; isArray: boolean };
}

/**
 * Each hop is a joined subquery evaluated per candidate row, and hops multiply:
 * on the embedded database one filter of 40 back-relation terms held the whole
 * process for seconds. These limits keep a caller's filter bounded (a 400 naming
 * the limit); rules are the app's own and are not counted.
 */
function countHop(scope: Scope, hops: Hop[], label: string, back: boolean): void {
  if (hops.length + 1 > MAX_FIELD_RELATIONS) {
    throw new QueryError(`Invalid filter: "${label}" goes through more than ${MAX_FIELD_RELATIONS} relations (max nested relations reached).`);
  }
  if (scope.mode !== "filter") return;
  if (back && hops.filter((h) => h.back).length + 1 > MAX_FIELD_BACK_RELATIONS) {
    throw new QueryError(`Invalid filter: "${label}" goes through more than ${MAX_FIELD_BACK_RELATIONS} back-relation.`);
  }
  scope.joins.n += 1;
  if (scope.joins.n > MAX_FILTER_JOINS) {
    throw new QueryError(`Invalid filter: more than ${MAX_FILTER_JOINS} relation joins in one filter.`);
  }
}

/**
 * Follows `a.b.c` from a row (or from known relation ids) through single,
 * multiple and back-relations. Single-only paths become a scalar subquery;
 * any multiple hop makes the result many-valued (PocketBase's multi-match).
 */
export function resolvePath(
  collection: Collection,
  start: PathStart,
  segments: string[],
  modifier: string | undefined,
  scope: Scope,
  label: string,
): Operand {
  const hops: Hop[] = [];
  let current = collection;
  let alias: string;

  if (start.kind === "ids") {
    alias = nextAlias(scope);
    hops.push({
      from: sql`${sql.raw(`"${current.tableName}"`)} AS ${sql.raw(`"${alias}"`)}`,
      where: [sql`${column(alias, "id")} = ANY(${textArray(start.ids)})`, ...hopRule(current, "view", alias, scope)],
      multi: start.multiple,
    });
  } else {
    alias = start.alias;
  }

  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const isLast = i === segments.length - 1;
    const field = current.fields.get(segment);
    if (field) {
      if (field.def.hidden && scope.mode === "filter") throw unknownField(label);
      if (isLast) {
        // `rel.field:each` through a multiple relation or back-relation: every related value must
        // match, which is what the many-valued comparison already asks; a single chain has one value.
        const each = modifier === "each" && !field.isArray;
        if (each && !hops.some((h) => h.multi)) {
          throw new QueryError(`Invalid filter: ":each" applies to multi-value fields and paths, not "${label}".`);
        }
        return wrapHops(hops, finalOperand(current, field, alias, each ? undefined : modifier, scope, label), scope, label);
      }
      if (field.def.type === "json") {
        const path = segments.slice(i + 1);
        const operand: ScalarOperand = {
          kind: "scalar",
          sql: sql`(${column(alias, field.column)} #> ${textArray(path)})`,
          vtype: "json",
          nullable: true,
          label,
        };
        return wrapHops(hops, applyScalarModifier(operand, modifier, label), scope, label);
      }
      if (field.def.type !== "relation") throw unknownField(label);
      countHop(scope, hops, label, false);
      const target = getCollection((field.def as RelationField).target)!;
      const next = nextAlias(scope);
      const link = field.isArray
        ? sql`${column(next, "id")} = ANY(${column(alias, field.column)})`
        : sql`${column(next, "id")} = ${column(alias, field.column)}`;
      hops.push({
        from: sql`${sql.raw(`"${target.tableName}"`)} AS ${sql.raw(`"${next}"`)}`,
        where: [link, ...hopRule(target, "view", next, scope)],
        multi: field.isArray,
      });
      current = target;
      alias = next;
      continue;
    }
    const back = backRelation(current, segment);
    if (back && !isLast) {
      countHop(scope, hops, label, true);
      const next = nextAlias(scope);
      const link = back.field.isArray
        ? sql`${column(next, back.field.column)} @> ARRAY[${column(alias, "id")}]`
        : sql`${column(next, back.field.column)} = ${column(alias, "id")}`;
      const rule = hopRule(back.source, "list", next, scope);
      const fromRow = hops.length === 0 && start.kind === "alias";
      hops.push({
        from: sql`${sql.raw(`"${back.source.tableName}"`)} AS ${sql.raw(`"${next}"`)}`,
        where: fromRow ? rule : [link, ...rule],
        multi: true,
        back: true,
        semi: fromRow
          ? { link, outerId: column(alias, "id"), innerRef: column(next, back.field.column), isArray: back.field.isArray }
          : undefined,
      });
      current = back.source;
      alias = next;
      continue;
    }
    throw unknownField(label);
  }
  // Only reachable with an empty path after known ids: compare the ids themselves.
  throw unknownField(label);
}

/**
 * In a caller's filter a relation only reaches records the caller could view
 * (forward) or list (back-relation: records made to be opened only by id, such
 * as a visitor's generated program, must not be found by what they point to).
 */
function hopRule(target: Collection, action: "view" | "list", alias: string, scope: Scope): SQL[] {
  if (scope.mode !== "filter" || scope.request.superuser) return [];
  return [scope.relationRule(target, action, alias, scope)];
}

function finalOperand(
  collection: Collection,
  field: ResolvedField,
  alias: string,
  modifier: string | undefined,
  scope: Scope,
  label: string,
): Operand {
  const col = column(alias, field.column);
  if (field.isArray) {
    const op: ArrayOperand = {
      kind: "array",
      sql: col,
      membership: field.def.type === "relation",
      nullable: !field.notNull,
      label,
    };
    return applyArrayModifier(op, modifier, scope, label);
  }
  let expr = col;
  let nullable = !field.notNull;
  // An auth record's e-mail is readable by its owner or when made visible; otherwise it reads as empty.
  if (collection.auth && field.name === "email" && scope.mode === "filter" && !scope.request.superuser) {
    const authId = scope.request.auth ? String(scope.request.auth.id ?? "") : "";
    expr = sql`(CASE WHEN ${column(alias, "email_visibility")} OR ${column(alias, "id")} = ${authId}::text THEN ${col} ELSE '' END)`;
    nullable = false;
  }
  const op: ScalarOperand = { kind: "scalar", sql: expr, vtype: vtypeOf(field.def), nullable, label };
  return applyScalarModifier(op, modifier, label);
}

function wrapHops(hops: Hop[], operand: Operand, scope: Scope, label: string): Operand {
  if (hops.length === 0) return operand;
  if (operand.kind === "literal") return operand;
  const from = sql.join(
    hops.map((h) => h.from),
    sql`, `,
  );
  const semi = hops[0].semi;
  const where = and([...(semi ? [semi.link] : []), ...hops.flatMap((h) => h.where)]);
  if (!hops.some((h) => h.multi) && operand.kind !== "multi") {
    // Single relations only: at most one row, NULL when the chain breaks.
    const sub = sql`(SELECT ${operand.sql} FROM ${from} WHERE ${where} LIMIT 1)`;
    return { ...operand, sql: sub, nullable: true };
  }
  return {
    kind: "multi",
    label,
    exists: (pred) => {
      const test = operand.kind === "multi" ? operand.exists(pred) : pred(operand);
      if (semi) {
        // Uncorrelated over the back-relation table alone: PostgreSQL runs it once and
        // hashes the ids, where the EXISTS form probed that table once per candidate row
        // (15 such terms held the embedded database for 1.3 s). Later hops stay a
        // correlated EXISTS inside, so the hashed set stays as small as the table; joined
        // into one FROM, the planner gave up hashing and re-ran the join per row.
        const [first, ...rest] = hops;
        const restTest = rest.length
          ? sql`EXISTS (SELECT 1 FROM ${sql.join(
              rest.map((h) => h.from),
              sql`, `,
            )} WHERE ${and(rest.flatMap((h) => h.where))} AND ${test})`
          : test;
        const firstWhere = and([...first.where, restTest]);
        const id = sql.raw(`"${nextAlias(scope, "e")}"`);
        const ids = semi.isArray
          ? sql`SELECT ${id} FROM ${first.from}, unnest(${semi.innerRef}) AS ${id} WHERE ${firstWhere} AND ${id} IS NOT NULL`
          : sql`SELECT ${semi.innerRef} FROM ${first.from} WHERE ${firstWhere} AND ${semi.innerRef} IS NOT NULL`;
        // NULLs are dropped so NOT (… IN …) stays two-valued, as NOT EXISTS was.
        return sql`(${semi.outerId} IN (${ids}))`;
      }
      return sql`EXISTS (SELECT 1 FROM ${from} WHERE ${where} AND ${test})`;
    },
  };
}
