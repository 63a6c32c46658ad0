import { sql, type SQL } from "drizzle-orm";
import { QueryError } from "../errors";
import { backRelation, getCollection } from "../registry";
import { and, column, FALSE, formatDate, parseDateValue, textArray, TRUE } from "../sqlutil";
import type { Collection, FieldDef, RelationField, RequestInfo, ResolvedField } from "../types";
import { castForRule } from "../validate";
import { macroValue } from "./macros";

export type VType = "text" | "number" | "bool" | "date" | "json";

/** A single value per row: a column, a column through single relations, or an expression. */
export interface ScalarOperand {
  kind: "scalar";
  sql: SQL;
  vtype: VType;
  nullable: boolean;
  label: string;
}

/** A text[] value per row (multiple relation, select or file). */
export interface ArrayOperand {
  kind: "array";
  sql: SQL;
  /** Relation ids: `~` tests exact membership (GIN-indexed) rather than substring. */
  membership: boolean;
  nullable: boolean;
  label: string;
}

export type LiteralValue = string | number | boolean | null | Date;

/** A value known before the query runs: a literal, a macro or a `@request.*` value. */
export interface LiteralOperand {
  kind: "literal";
  value: LiteralValue;
  label: string;
}

/** Many values per row (through a multiple relation or back-relation, or `:each`). */
export interface MultiOperand {
  kind: "multi";
  label: string;
  /** `EXISTS (… WHERE pred(value))` over the row's values. */
  exists: (pred: (value: ScalarOperand | ArrayOperand) => SQL) => SQL;
}

export type Operand = ScalarOperand | ArrayOperand | LiteralOperand | MultiOperand;

export interface Scope {
  collection: Collection;
  alias: string;
  /** "filter": a caller's filter or sort (hidden fields refused, relations checked with their view rule). */
  mode: "filter" | "rule";
  request: RequestInfo;
  now: Date;
  counter: { n: number };
  /** Relation hops of one caller's filter and sort so far, against MAX_FILTER_JOINS. */
  joins: { n: number };
  /**
   * Compiles another collection's rule for a relation hop; injected to avoid an import cycle.
   * "view" for a forward relation (the caller holds the id), "list" for a back-relation
   * (the caller enumerates records pointing here, as listing that collection would).
   */
  relationRule: (collection: Collection, action: "view" | "list", alias: string, scope: Scope) => SQL;
}

/** PocketBase's maxNestedRels: relations one field of a filter may go through. */
export const MAX_FIELD_RELATIONS = 6;
/** Back-relations one field may go through: each fans out to every record pointing back. */
export const MAX_FIELD_BACK_RELATIONS = 1;
/**
 * Relation hops (joined subqueries) in one filter. The app's widest filter, the
 * workouts library with every muscle group and all 24 pieces of equipment ticked, has 42.
 */
export const MAX_FILTER_JOINS = 50;

export function nextAlias(scope: Scope, prefix = "r"): string {
  scope.counter.n += 1;
  return `${prefix}${scope.counter.n}`;
}

export function vtypeOf(def: FieldDef): VType {
  switch (def.type) {
    case "number":
      return "number";
    case "bool":
      return "bool";
    case "date":
      return "date";
    case "json":
      return "json";
    default:
      return "text";
  }
}

const unknownField = (name: string) => new QueryError(`Invalid filter: unknown field "${name}".`);

const MODIFIERS = new Set(["lower", "length", "each", "isset", "changed"]);

/** Resolves an identifier of the filter language to an operand. */
export function resolveIdentifier(name: string, scope: Scope): Operand {
  if (name.length > 255) throw new QueryError("Invalid filter: identifier too long.");
  const parts = name.split(":");
  if (parts.length > 2) throw new QueryError(`Invalid filter: "${name}" has more than one modifier.`);
  const [path, modifier] = parts;
  if (modifier !== undefined && !MODIFIERS.has(modifier)) {
    throw new QueryError(`Invalid filter: unknown modifier ":${modifier}".`);
  }
  const segments = path.split(".");
  if (segments.some((s) => s === "")) throw new QueryError(`Invalid filter: malformed field "${name}".`);

  if (path.startsWith("@")) return resolveRequestIdentifier(name, segments, modifier, scope);
  if (modifier === "isset" || modifier === "changed") {
    throw new QueryError(`Invalid filter: ":${modifier}" applies to @request.body fields only.`);
  }
  return resolvePath(scope.collection, { kind: "alias", alias: scope.alias }, segments, modifier, scope, name);
}

function resolveRequestIdentifier(
  name: string,
  segments: string[],
  modifier: string | undefined,
  scope: Scope,
): Operand {
  const head = segments[0];
  const macro = macroValue(head, scope.now);
  if (macro !== undefined) {
    if (segments.length > 1 || modifier) throw new QueryError(`Invalid filter: malformed "${name}".`);
    return { kind: "literal", value: macro, label: name };
  }
  if (head === "@collection") {
    throw new QueryError("Invalid filter: @collection references are not supported.");
  }
  if (head !== "@request") throw new QueryError(`Invalid filter: unknown identifier "${name}".`);
  const request = scope.request;
  const section = segments[1];
  switch (section) {
    case "method":
    case "context": {
      if (segments.length !== 2 || modifier) throw new QueryError(`Invalid filter: malformed "${name}".`);
      const value = section === "method" ? request.method.toUpperCase() : (request.context ?? "default");
      return { kind: "literal", value, label: name };
    }
    case "query":
    case "headers": {
      if (segments.length !== 3) throw new QueryError(`Invalid filter: malformed "${name}".`);
      const key = section === "headers" ? segments[2].toLowerCase().replace(/_/g, "-") : segments[2];
      const source = section === "headers" ? request.headers : request.query;
      const value = Object.prototype.hasOwnProperty.call(source, key) ? String(source[key]).replace(/\u0000/g, "") : "";
      return applyLiteralModifier({ kind: "literal", value, label: name }, modifier, name);
    }
    case "auth": {
      const users = getCollection("users");
      const fieldName = segments[2];
      if (!users || !fieldName) throw new QueryError(`Invalid filter: malformed "${name}".`);
      if (modifier === "isset" || modifier === "changed") {
        throw new QueryError(`Invalid filter: ":${modifier}" applies to @request.body fields only.`);
      }
      if (fieldName === "collectionId" || fieldName === "collectionName") {
        if (segments.length !== 3) throw new QueryError(`Invalid filter: malformed "${name}".`);
        const value = request.auth ? (fieldName === "collectionId" ? users.id : users.name) : "";
        return { kind: "literal", value, label: name };
      }
      const field = users.fields.get(fieldName);
      if (!field || (field.def.hidden && scope.mode === "filter")) throw unknownField(name);
      const value = request.auth ? request.auth[fieldName] : undefined;
      return resolveKnownValue(field, value, segments.slice(3), modifier, scope, name);
    }
    case "body": {
      const fieldName = segments[2];
      if (!fieldName) throw new QueryError(`Invalid filter: malformed "${name}".`);
      const field = scope.collection.fields.get(fieldName);
      if (!field || field.def.hidden) throw unknownField(name);
      // Rules read the value the write stores (cast once, in validate.ts), never the raw spelling.
      const cast = request.castBody?.collection === scope.collection.name ? request.castBody.values : undefined;
      const source = cast ?? request.body;
      const isset = Object.prototype.hasOwnProperty.call(source, fieldName);
      if (modifier === "isset") {
        if (segments.length !== 3) throw new QueryError(`Invalid filter: malformed "${name}".`);
        return { kind: "literal", value: isset, label: name };
      }
      const value = !isset ? undefined : cast ? cast[fieldName] : castForRule(field, request.body[fieldName]);
      if (modifier === "changed") {
        if (segments.length !== 3) throw new QueryError(`Invalid filter: malformed "${name}".`);
        if (!isset) return { kind: "literal", value: false, label: name };
        const current = resolvePath(scope.collection, { kind: "alias", alias: scope.alias }, [fieldName], undefined, scope, name);
        const incoming = resolveKnownValue(field, value, [], undefined, scope, name);
        return {
          kind: "scalar",
          sql: sql`(${distinctSql(current, incoming)})`,
          vtype: "bool",
          nullable: false,
          label: name,
        };
      }
      return resolveKnownValue(field, value, segments.slice(3), modifier, scope, name);
    }
    default:
      throw new QueryError(`Invalid filter: unknown identifier "${name}".`);
  }
}

/** `a IS DISTINCT FROM b` for `:changed`, comparing the stored value with the submitted one. */
function distinctSql(current: Operand, incoming: Operand): SQL {
  const value = (op: Operand): SQL => {
    if (op.kind === "literal") {
      if (op.value === null || op.value === "") return sql`NULL`;
      if (op.value instanceof Date) return sql`${op.value.toISOString()}::timestamptz`;
      if (typeof op.value === "boolean") return sql`${op.value}::boolean`;
      if (typeof op.value === "number") return sql`${op.value}::float8`;
      return sql`${op.value}::text`;
    }
    if (op.kind === "multi") return sql`NULL`;
    return op.sql;
  };
  if (current.kind === "scalar" && current.vtype === "text") {
    return sql`NULLIF(${current.sql}, '') IS DISTINCT FROM NULLIF(${value(incoming)}, '')`;
  }
  return sql`${value(current)} IS DISTINCT FROM ${value(incoming)}`;
}

/** A value known in advance (auth record or body) with the type of `field`, optionally followed through relations. */
function resolveKnownValue(
  field: ResolvedField,
  value: unknown,
  rest: string[],
  modifier: string | undefined,
  scope: Scope,
  label: string,
): Operand {
  const def = field.def;
  if (rest.length > 0) {
    if (def.type !== "relation") {
      if (def.type === "json") {
        const inner = pickJsonPath(value, rest);
        return applyLiteralModifier({ kind: "literal", value: jsonLiteral(inner), label }, modifier, label);
      }
      throw unknownField(label);
    }
    const target = getCollection((def as RelationField).target)!;
    const ids = field.isArray
      ? (Array.isArray(value) ? value : []).map(String)
      : typeof value === "string" && value !== ""
        ? [value]
        : [];
    return resolvePath(target, { kind: "ids", ids, multiple: field.isArray }, rest, modifier, scope, label);
  }
  if (field.isArray) {
    const list = Array.isArray(value) ? value.map(String) : [];
    const operand: ArrayOperand = {
      kind: "array",
      sql: textArray(list),
      membership: def.type === "relation",
      nullable: false,
      label,
    };
    return applyArrayModifier(operand, modifier, scope, label);
  }
  let literal: LiteralValue;
  switch (def.type) {
    case "date":
      literal = value instanceof Date ? value : parseDateValue(value);
      break;
    case "json":
      if (value !== null && value !== undefined && typeof value === "object") {
        return applyScalarModifier(
          { kind: "scalar", sql: sql`${JSON.stringify(value)}::jsonb`, vtype: "json", nullable: false, label },
          modifier,
          label,
        );
      }
      literal = jsonLiteral(value);
      break;
    case "number":
      literal = typeof value === "number" ? value : value === undefined || value === null ? null : Number(value);
      break;
    case "bool":
      literal = value === undefined || value === null ? false : Boolean(value);
      break;
    default:
      literal = value === undefined || value === null ? "" : String(value);
  }
  return applyLiteralModifier({ kind: "literal", value: literal, label }, modifier, label);
}

function jsonLiteral(value: unknown): LiteralValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}

function pickJsonPath(value: unknown, path: string[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return null;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function applyLiteralModifier(op: LiteralOperand, modifier: string | undefined, label: string): Operand {
  if (!modifier) return op;
  if (modifier === "lower") {
    return { ...op, value: typeof op.value === "string" ? op.value.toLowerCase() : op.value };
  }
  if (modifier === "length") {
    return { kind: "literal", value: op.value === null || op.value === "" ? 0 : 1, label };
  }
  throw new QueryError(`Invalid filter: ":${modifier}" does not apply to "${label}".`);
}

function applyScalarModifier(op: ScalarOperand, modifier: string | undefined, label: string): Operand {
  if (!modifier) return op;
  if (modifier === "lower") {
    if (op.vtype !== "text") throw new QueryError(`Invalid filter: ":lower" applies to text fields only.`);
    return { ...op, sql: sql`lower(${op.sql})` };
  }
  throw new QueryError(`Invalid filter: ":${modifier}" does not apply to "${label}".`);
}

function applyArrayModifier(op: ArrayOperand, modifier: string | undefined, scope: Scope, label: string): Operand {
  if (!modifier) return op;
  if (modifier === "length") {
    return {
      kind: "scalar",
      sql: sql`coalesce(cardinality(${op.sql}), 0)`,
      vtype: "number",
      nullable: false,
      label,
    };
  }
  if (modifier === "each") {
    return {
      kind: "multi",
      label,
      exists: (pred) => {
        const e = nextAlias(scope, "e");
        const value: ScalarOperand = { kind: "scalar", sql: column(e, "v"), vtype: "text", nullable: false, label };
        return sql`EXISTS (SELECT 1 FROM unnest(${op.sql}) AS ${sql.raw(`"${e}"("v")`)} WHERE ${pred(value)})`;
      },
    };
  }
  throw new QueryError(`Invalid filter: ":${modifier}" does not apply to "${label}".`);
}

type PathStart = { kind: "alias"; alias: string } | { kind: "ids"; ids: string[]; multiple: boolean };

interface Hop {
  from: SQL;
  where: SQL[];
  multi: boolean;
  back?: boolean;
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
      if (isLast) return wrapHops(hops, finalOperand(current, field, alias, modifier, scope, label), scope, label);
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
      hops.push({
        from: sql`${sql.raw(`"${back.source.tableName}"`)} AS ${sql.raw(`"${next}"`)}`,
        where: [link, ...hopRule(back.source, "list", next, scope)],
        multi: true,
        back: true,
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
  const where = and(hops.flatMap((h) => h.where));
  if (!hops.some((h) => h.multi) && operand.kind !== "multi") {
    // Single relations only: at most one row, NULL when the chain breaks.
    const sub = sql`(SELECT ${operand.sql} FROM ${from} WHERE ${where} LIMIT 1)`;
    return { ...operand, sql: sub, nullable: true };
  }
  return {
    kind: "multi",
    label,
    exists: (pred) => {
      if (operand.kind === "multi") {
        return sql`EXISTS (SELECT 1 FROM ${from} WHERE ${where} AND ${operand.exists(pred)})`;
      }
      return sql`EXISTS (SELECT 1 FROM ${from} WHERE ${where} AND ${pred(operand)})`;
    },
  };
}

export function boolSql(value: SQL | boolean): SQL {
  return value === true ? TRUE : value === false ? FALSE : value;
}

export { formatDate };
