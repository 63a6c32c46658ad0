import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { QueryError } from "../errors";
import { and, FALSE, formatDate, or, printDate, TRUE, parseDateValue } from "../sqlutil";
import type { Collection, RequestInfo } from "../types";
import { baseOp, isAnyOp, type BaseOp, type FilterNode, type Operand as AstOperand, type SignOp } from "./ast";
import {
  boolSql,
  nextAlias,
  resolveIdentifier,
  type ArrayOperand,
  type CollectionJoin,
  type LiteralOperand,
  type LiteralValue,
  type Operand,
  type ScalarOperand,
  type Scope,
  type VType,
} from "./operands";
import { withCollectionJoins } from "./collection-join";
import { resolveCall } from "./functions";
import { containsUnescaped, likeMatch, likePattern } from "./like";
import { parseFilter } from "./parser";

export { likePattern };

export type Compiled = SQL | boolean;

/** Parsed filters and rules by text; PocketBase keeps a similar bounded cache. */
const parsedCache = new Map<string, FilterNode>();
const PARSED_CACHE_LIMIT = 500;

export function parseCached(text: string): FilterNode {
  const hit = parsedCache.get(text);
  if (hit) return hit;
  const node = parseFilter(text);
  if (parsedCache.size >= PARSED_CACHE_LIMIT) parsedCache.clear();
  parsedCache.set(text, node);
  return node;
}

export interface ScopeInput {
  collection: Collection;
  alias: string;
  mode: "filter" | "rule";
  request: RequestInfo;
  now?: Date;
  counter?: { n: number };
  joins?: { n: number };
}

export function makeScope(input: ScopeInput): Scope {
  return {
    collection: input.collection,
    alias: input.alias,
    mode: input.mode,
    request: input.request,
    now: input.now ?? new Date(),
    counter: input.counter ?? { n: 0 },
    joins: input.joins ?? { n: 0 },
    relationRule: (target, action, alias, parent) => {
      const rule = target.rules[action];
      if (rule === null) return FALSE;
      if (rule === "") return TRUE;
      const scope = makeScope({
        collection: target,
        alias,
        mode: "rule",
        request: parent.request,
        now: parent.now,
        counter: parent.counter,
      });
      return boolSql(compileExpression(rule, scope));
    },
  };
}

/** A filter or rule text to SQL (or a constant when it folds), with its own `@collection` joins. */
export function compileExpression(text: string, scope: Scope): Compiled {
  const joins = new Map<string, CollectionJoin>();
  const compiled = compileNode(parseCached(text), { ...scope, collectionJoins: joins });
  // A constant does not depend on the joined rows (the LEFT JOINs always leave one).
  return joins.size === 0 || typeof compiled === "boolean" ? compiled : withCollectionJoins(compiled, joins);
}

export function compileNode(node: FilterNode, scope: Scope): Compiled {
  if (node.type === "cmp") {
    const left = resolve(node.left, scope);
    const right = resolve(node.right, scope);
    return compare(node.op, left, right, scope);
  }
  const parts: SQL[] = [];
  for (const item of node.items) {
    const compiled = compileNode(item, scope);
    if (node.type === "and") {
      if (compiled === false) return false;
      if (compiled !== true) parts.push(compiled);
    } else {
      if (compiled === true) return true;
      if (compiled !== false) parts.push(compiled);
    }
  }
  if (parts.length === 0) return node.type === "and";
  return node.type === "and" ? and(parts) : or(parts);
}

function resolve(operand: AstOperand, scope: Scope): Operand {
  switch (operand.type) {
    case "text":
      return { kind: "literal", value: operand.value, label: JSON.stringify(operand.value) };
    case "number":
      return { kind: "literal", value: operand.value, label: String(operand.value) };
    case "bool":
      return { kind: "literal", value: operand.value, label: String(operand.value) };
    case "null":
      return { kind: "literal", value: null, label: "null" };
    case "ident":
      return resolveIdentifier(operand.name, scope);
    case "call":
      return resolveCall(operand.name, operand.args, scope);
  }
}

/** Without `?`, a value read through an @collection join must compare true on every row the caller may list. */
function compare(op: SignOp, left: Operand, right: Operand, scope: Scope): Compiled {
  const main = compareValues(op, left, right, scope);
  const leftEvery = left.kind !== "literal" ? left.every : undefined;
  const rightEvery = right.kind !== "literal" ? right.every : undefined;
  if (isAnyOp(op) || (!leftEvery && !rightEvery) || main === false) return main;
  const parts: SQL[] = main === true ? [] : [main];
  if (leftEvery) parts.push(leftEvery((v) => boolSql(compareValues(op, v, right, scope))));
  if (rightEvery) parts.push(rightEvery((v) => boolSql(compareValues(op, left, v, scope))));
  return parts.length === 0 ? true : and(parts);
}

function compareValues(op: SignOp, left: Operand, right: Operand, scope: Scope): Compiled {
  if (left.kind === "multi" || right.kind === "multi") return compareMulti(op, left, right, scope);
  if (left.kind === "literal" && right.kind === "literal") return foldLiterals(baseOp(op), left.value, right.value);
  if (left.kind === "array" || right.kind === "array") return compareArray(op, left, right, scope);
  return compareScalar(baseOp(op), left, right);
}

type Single = ScalarOperand | ArrayOperand | LiteralOperand;

function compareMulti(op: SignOp, left: Operand, right: Operand, scope: Scope): Compiled {
  const base = baseOp(op);
  const cmp = (l: Single, r: Single) => boolSql(compare(base, l, r, scope));
  const notMatching = (c: SQL) => sql`NOT coalesce(${c}, FALSE)`;
  if (left.kind === "multi" && right.kind === "multi") {
    const anyMatch = left.exists((l) => right.exists((r) => cmp(l, r)));
    if (isAnyOp(op)) return anyMatch;
    const allMatch = sql`NOT ${left.exists((l) => right.exists((r) => notMatching(cmp(l, r))))}`;
    return and([anyMatch, allMatch]);
  }
  const flipped = left.kind !== "multi";
  const many = (flipped ? right : left) as Extract<Operand, { kind: "multi" }>;
  const other = (flipped ? left : right) as Single;
  const test = (v: ScalarOperand | ArrayOperand) => (flipped ? cmp(other, v) : cmp(v, other));
  const anyMatch = many.exists(test);
  if (isAnyOp(op)) return anyMatch;
  const allMatch = sql`NOT ${many.exists((v) => notMatching(test(v)))}`;
  // As in PocketBase, `rel.field = ""` also matches a record with no related records.
  if (base === "=" && other.kind === "literal" && isEmptyValue(other.value)) return allMatch;
  return and([anyMatch, allMatch]);
}

function compareArray(op: SignOp, left: Operand, right: Operand, scope: Scope): Compiled {
  const base = baseOp(op);
  const any = isAnyOp(op);
  if (left.kind === "array" && right.kind === "array") {
    const l = arrayValue(left);
    const r = arrayValue(right);
    if (base === "=" && !any) return sql`(${l} = ${r})`;
    if (base === "!=" && !any) return sql`(${l} <> ${r})`;
    if (base === "=" && any) return sql`(${l} && ${r})`;
    throw new QueryError(`Invalid filter: unsupported comparison between ${left.label} and ${right.label}.`);
  }
  const flipped = left.kind !== "array";
  const arr = (flipped ? right : left) as ArrayOperand;
  const other = (flipped ? left : right) as ScalarOperand | LiteralOperand;
  const elementAlias = nextAlias(scope, "e");
  const element: ScalarOperand = {
    kind: "scalar",
    sql: sql.raw(`"${elementAlias}"."v"`),
    vtype: "text",
    nullable: false,
    label: arr.label,
  };
  const elements = (pred: SQL) =>
    sql`EXISTS (SELECT 1 FROM unnest(${arr.sql}) AS ${sql.raw(`"${elementAlias}"("v")`)} WHERE ${pred})`;
  const elementCmp = (b: BaseOp) => boolSql(flipped ? compareScalar(b, other, element) : compareScalar(b, element, other));
  const membership = (): Compiled => {
    if (other.kind === "literal") {
      if (isEmptyValue(other.value)) return false;
      return sql`(${arr.sql} @> ARRAY[${literalText(other.value)}::text])`;
    }
    return sql`coalesce(${other.sql} = ANY(${arr.sql}), FALSE)`;
  };
  const empty = () => sql`(coalesce(cardinality(${arr.sql}), 0) = 0)`;
  const not = (c: Compiled): Compiled => (c === true ? false : c === false ? true : sql`NOT ${c}`);

  if (any) {
    if (base === "=" && !isEmptyLiteral(other)) return membership();
    return elements(elementCmp(base));
  }
  switch (base) {
    case "=":
      return isEmptyLiteral(other) ? empty() : membership();
    case "!=":
      return isEmptyLiteral(other) ? sql`NOT ${empty()}` : not(membership());
    case "~":
      return arr.membership && !hasWildcard(other) ? membership() : elements(elementCmp("~"));
    case "!~":
      return not(arr.membership && !hasWildcard(other) ? membership() : elements(elementCmp("~")));
    default: {
      const all = sql`NOT ${elements(sql`NOT coalesce(${elementCmp(base)}, FALSE)`)}`;
      return sql`(NOT ${empty()} AND ${all})`;
    }
  }
}

function hasWildcard(op: ScalarOperand | LiteralOperand): boolean {
  return op.kind === "literal" && typeof op.value === "string" && containsUnescaped(op.value, "%");
}

function arrayValue(op: ArrayOperand): SQL {
  return op.nullable ? sql`coalesce(${op.sql}, '{}'::text[])` : op.sql;
}

function isEmptyValue(value: LiteralValue): boolean {
  return value === null || value === "";
}

function isEmptyLiteral(op: Operand): boolean {
  return op.kind === "literal" && isEmptyValue(op.value);
}

function literalText(value: LiteralValue): string {
  if (value instanceof Date) return printDate(value);
  if (value === null) return "";
  return String(value);
}

/** Text of any operand, for `~`: empty values read as "" as PocketBase stores them. */
function textOf(op: ScalarOperand): SQL {
  switch (op.vtype) {
    case "text":
      return op.nullable ? sql`coalesce(${op.sql}, '')` : op.sql;
    case "number":
      return sql`coalesce((${op.sql})::text, '')`;
    case "bool":
      return sql`(CASE WHEN ${op.sql} THEN 'true' ELSE 'false' END)`;
    case "date":
      return sql`coalesce(${formatDate(op.sql)}, '')`;
    case "json":
      return sql`coalesce((${op.sql})::text, '')`;
  }
}

/** A literal bound as a parameter of the type it is compared with. Returns null for an empty value. */
function literalSql(value: LiteralValue, vtype: VType, against: string): SQL | null {
  if (isEmptyValue(value)) return null;
  switch (vtype) {
    case "text":
      return sql`${literalText(value)}::text`;
    case "number": {
      const n =
        typeof value === "number"
          ? value
          : typeof value === "boolean"
            ? Number(value)
            : typeof value === "string" && /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)
              ? Number(value)
              : NaN;
      if (!Number.isFinite(n)) throw new QueryError(`Invalid filter: ${against} expects a number.`);
      return Number.isSafeInteger(n) ? sql`${n}::int8` : sql`${n}::float8`;
    }
    case "bool": {
      let b: boolean | undefined;
      if (typeof value === "boolean") b = value;
      else if (value === 1 || value === 0) b = value === 1;
      else if (typeof value === "string" && ["true", "false", "1", "0"].includes(value.toLowerCase())) {
        b = value.toLowerCase() === "true" || value === "1";
      }
      if (b === undefined) throw new QueryError(`Invalid filter: ${against} expects true or false.`);
      return sql`${b}::boolean`;
    }
    case "date": {
      const date = parseDateValue(value);
      if (!date) throw new QueryError(`Invalid filter: ${against} expects a date such as "2026-01-31 12:00:00.000Z".`);
      return sql`${date.toISOString()}::timestamptz`;
    }
    case "json": {
      const json = value instanceof Date ? printDate(value) : value;
      return sql`${JSON.stringify(json)}::jsonb`;
    }
  }
}

function isEmptySql(op: ScalarOperand): Compiled {
  switch (op.vtype) {
    case "text":
      return op.nullable ? sql`(${op.sql} = '' OR ${op.sql} IS NULL)` : sql`(${op.sql} = '')`;
    case "json":
      return sql`(${op.sql} IS NULL OR ${op.sql} = 'null'::jsonb OR ${op.sql} = '""'::jsonb)`;
    default:
      return op.nullable ? sql`(${op.sql} IS NULL)` : false;
  }
}

function notCompiled(c: Compiled): Compiled {
  return c === true ? false : c === false ? true : sql`NOT ${c}`;
}

/** Brings two column-side operands to a comparable SQL type. */
function unify(left: ScalarOperand, right: ScalarOperand): [SQL, SQL, VType] {
  if (left.vtype === right.vtype) return [left.sql, right.sql, left.vtype];
  if (left.vtype === "json") return [left.sql, sql`to_jsonb(${right.sql})`, "json"];
  if (right.vtype === "json") return [sql`to_jsonb(${left.sql})`, right.sql, "json"];
  const texty = (t: VType) => t === "text" || t === "date";
  if (texty(left.vtype) && texty(right.vtype)) return [textOf(left), textOf(right), "text"];
  throw new QueryError(`Invalid filter: cannot compare ${left.label} with ${right.label}.`);
}

const SQL_OPS: Record<"<" | "<=" | ">" | ">=", string> = { "<": "<", "<=": "<=", ">": ">", ">=": ">=" };

export function compareScalar(op: BaseOp, left: ScalarOperand | LiteralOperand, right: ScalarOperand | LiteralOperand): Compiled {
  if (left.kind === "literal" && right.kind === "literal") return foldLiterals(op, left.value, right.value);

  if (op === "~" || op === "!~") {
    const subject = left.kind === "literal" ? sql`${literalText(left.value)}::text` : textOf(left);
    const pattern =
      right.kind === "literal"
        ? sql`${likePattern(literalText(right.value))}::text`
        : sql`('%' || ${textOf(right)} || '%')`;
    const like = sql`(${subject} ILIKE ${pattern})`;
    return op === "~" ? like : sql`NOT ${like}`;
  }

  if (left.kind === "literal" || right.kind === "literal") {
    const column = (left.kind === "scalar" ? left : right) as ScalarOperand;
    const literal = (left.kind === "literal" ? left : right) as LiteralOperand;
    const flipped = left.kind === "literal";
    const value = literalSql(literal.value, column.vtype, column.label);
    if (op === "=") return value === null ? isEmptySql(column) : sql`(${column.sql} = ${value})`;
    if (op === "!=") {
      return value === null ? notCompiled(isEmptySql(column)) : sql`(${column.sql} IS DISTINCT FROM ${value})`;
    }
    const cmp = SQL_OPS[op];
    if (value === null) {
      if (column.vtype !== "text") return false;
      const subject = textOf(column);
      return flipped ? sql`('' ${sql.raw(cmp)} ${subject})` : sql`(${subject} ${sql.raw(cmp)} '')`;
    }
    const subject = column.vtype === "text" ? textOf(column) : column.sql;
    return flipped ? sql`(${value} ${sql.raw(cmp)} ${subject})` : sql`(${subject} ${sql.raw(cmp)} ${value})`;
  }

  const [l, r, vtype] = unify(left, right);
  const textual = vtype === "text";
  const lv = textual && left.vtype === "text" ? textOf(left) : l;
  const rv = textual && right.vtype === "text" ? textOf(right) : r;
  if (op === "=") return textual ? sql`(${lv} = ${rv})` : sql`(${l} IS NOT DISTINCT FROM ${r})`;
  if (op === "!=") return textual ? sql`(${lv} <> ${rv})` : sql`(${l} IS DISTINCT FROM ${r})`;
  return sql`(${lv} ${sql.raw(SQL_OPS[op])} ${rv})`;
}

/** Both sides known before the query: answer now, so the SQL carries a constant. */
export function foldLiterals(op: BaseOp, a: LiteralValue, b: LiteralValue): boolean {
  const aEmpty = isEmptyValue(a);
  const bEmpty = isEmptyValue(b);
  const norm = (v: LiteralValue): string | number | boolean => {
    if (v instanceof Date) return printDate(v);
    if (v === null) return "";
    return v;
  };
  const x = norm(a);
  const y = norm(b);
  const asNumbers = (): [number, number] | null => {
    const nx = typeof x === "number" ? x : typeof x === "boolean" ? Number(x) : x.trim() !== "" ? Number(x) : NaN;
    const ny = typeof y === "number" ? y : typeof y === "boolean" ? Number(y) : y.trim() !== "" ? Number(y) : NaN;
    return (typeof x === "number" || typeof y === "number") && Number.isFinite(nx) && Number.isFinite(ny)
      ? [nx, ny]
      : null;
  };
  const equal = (): boolean => {
    if (aEmpty || bEmpty) return aEmpty && bEmpty;
    const nums = asNumbers();
    if (nums) return nums[0] === nums[1];
    return String(x) === String(y);
  };
  switch (op) {
    case "=":
      return equal();
    case "!=":
      return !equal();
    case "~":
      return likeMatch(String(x), likePattern(String(y)));
    case "!~":
      return !likeMatch(String(x), likePattern(String(y)));
    default: {
      const nums = asNumbers();
      const [p, q] = nums ?? [String(x), String(y)];
      switch (op) {
        case "<":
          return p < q;
        case "<=":
          return p <= q;
        case ">":
          return p > q;
        case ">=":
          return p >= q;
      }
    }
  }
}
