/** The operand model of the filter compiler: what an identifier resolves to, and the compile scope with its limits. */
import type { SQL } from "drizzle-orm";
import { QueryError } from "../errors";
import type { Collection, FieldDef, RequestInfo } from "../types";

export type VType = "text" | "number" | "bool" | "date" | "json";

/**
 * For a value read through an `@collection` join: the same value over every row
 * of the joined collection the caller may list, so a comparison without `?` can
 * require that all of them match (PocketBase's multi-match on @collection).
 */
export type EveryRow = (pred: (value: Operand) => SQL) => SQL;

/** A single value per row: a column, a column through single relations, or an expression. */
export interface ScalarOperand {
  kind: "scalar";
  sql: SQL;
  vtype: VType;
  nullable: boolean;
  label: string;
  every?: EveryRow;
}

/** A text[] value per row (multiple relation, select or file). */
export interface ArrayOperand {
  kind: "array";
  sql: SQL;
  /** Relation ids: `~` tests exact membership (GIN-indexed) rather than substring. */
  membership: boolean;
  nullable: boolean;
  label: string;
  every?: EveryRow;
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
  every?: EveryRow;
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
  /**
   * Relation hops of one caller's filter and sort so far, against MAX_FILTER_JOINS;
   * `collections` counts the @collection joins among them (list.ts checks their cost).
   */
  joins: { n: number; collections?: number };
  /**
   * Compiles another collection's rule for a relation hop; injected to avoid an import cycle.
   * "view" for a forward relation (the caller holds the id), "list" for a back-relation
   * (the caller enumerates records pointing here, as listing that collection would).
   */
  relationRule: (collection: Collection, action: "view" | "list", alias: string, scope: Scope) => SQL;
  /**
   * The `@collection.<name>[:alias]` joins of the expression being compiled, one per name and
   * alias (shared by every reference, as PocketBase's joins are); absent where joins cannot
   * be placed (sort), which refuses them.
   */
  collectionJoins?: Map<string, CollectionJoin>;
}

export interface CollectionJoin {
  collection: Collection;
  alias: string;
  /** Which of its rows the caller may reach: its list rule in a caller's filter. */
  condition: SQL;
}

/** `@collection` joins in one filter or rule: each one multiplies the rows the condition is tried on. */
export const MAX_COLLECTION_JOINS = 3;

/** PocketBase's maxNestedRels: relations one field of a filter may go through. */
export const MAX_FIELD_RELATIONS = 6;
/** Back-relations one field may go through: each fans out to every record pointing back. */
export const MAX_FIELD_BACK_RELATIONS = 1;
/**
 * Relation hops (joined subqueries) in one filter. The app's widest filter, the
 * workouts library with every muscle group and all 24 pieces of equipment ticked, has 43
 * (one for leaving out the workouts of generated programs).
 * A back-relation taken from the filtered row runs once as `id IN (…)` (relation-path.ts),
 * so 12 four-hop terms through one (48 joins) answer in 0.14 s on the embedded database.
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

export const unknownField = (name: string) => new QueryError(`Invalid filter: unknown field "${name}".`);
