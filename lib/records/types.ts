import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** Value kinds the filter compiler and the serializer reason about. */
export type FieldType = "text" | "email" | "number" | "bool" | "date" | "json" | "select" | "file" | "relation";

interface FieldBase {
  type: FieldType;
  required?: boolean;
  /** Never printed and never usable in a caller's filter, sort or fields (rules may read it). */
  hidden?: boolean;
  /** Checked before insert/update; the database index is the final word. */
  unique?: boolean;
  /**
   * Unique among the records with the same value of the named field (a gym's
   * name per user), by a database index; a clash is reported on this field.
   */
  uniqueWithin?: string;
  /** Ignored on create and update through the API (e.g. `verified`). */
  readOnly?: boolean;
}

export interface TextField extends FieldBase {
  type: "text" | "email";
  min?: number;
  max?: number;
  pattern?: RegExp;
}

export interface NumberField extends FieldBase {
  type: "number";
  min?: number;
  max?: number;
  onlyInt?: boolean;
}

export interface BoolField extends FieldBase {
  type: "bool";
}

export interface DateField extends FieldBase {
  type: "date";
}

export interface JsonField extends FieldBase {
  type: "json";
  /** Serialized size limit in bytes. */
  maxSize?: number;
}

export interface SelectField extends FieldBase {
  type: "select";
  /** Allowed values; undefined means free labels (a plain list of strings). */
  values?: readonly string[];
  multiple?: boolean;
  maxSelect?: number;
}

export interface FileField extends FieldBase {
  type: "file";
  multiple?: boolean;
  maxSelect?: number;
  /** Thumbnail sizes ("400x300") the file route accepts in `?thumb=`. */
  thumbs?: readonly string[];
}

export interface RelationField extends FieldBase {
  type: "relation";
  /** API name of the target collection. */
  target: string;
  multiple?: boolean;
  maxSelect?: number;
}

export type FieldDef = TextField | NumberField | BoolField | DateField | JsonField | SelectField | FileField | RelationField;

/** A rule in the filter language; `null` locks the action to the server itself. "" allows everyone. */
export type Rule = string | null;

export interface CollectionRules {
  list: Rule;
  view: Rule;
  create: Rule;
  update: Rule;
  delete: Rule;
}

export type RuleAction = keyof CollectionRules;

export interface CollectionInput {
  /** API name (snake_case), also the URL segment. */
  name: string;
  /** Optional fixed id; otherwise derived from the name as PocketBase does. */
  id?: string;
  table: PgTable;
  /** Keyed by API field name, which is also the Drizzle table key. Excludes id/created/updated. */
  fields: Record<string, FieldDef>;
  rules: CollectionRules;
  /** An auth collection: password, passwordConfirm, oldPassword, tokenKey handling. */
  auth?: { identityField: string; passwordHashField: string; tokenKeyField: string };
  /**
   * Catalogue data: migrations own its public rows and the API writes none. Its
   * list rule must not read the caller, so list answers may be cached per
   * catalogue version, even when the view rule also admits a user's own private
   * rows (exercises imported under a name the catalogue lacks), which no
   * catalogue row references.
   */
  catalogue?: boolean;
}

export interface ResolvedField {
  name: string;
  def: FieldDef;
  /** Database column name. */
  column: string;
  notNull: boolean;
  hasDefault: boolean;
  /** Stored as a text[] (multiple select/file/relation). */
  isArray: boolean;
  drizzleColumn: PgColumn;
}

export interface Collection {
  id: string;
  name: string;
  tableName: string;
  table: PgTable;
  /** Every field including id, created and updated, in output order. */
  fields: Map<string, ResolvedField>;
  /** Output order of visible fields (id first, created/updated last). */
  outputOrder: string[];
  rules: CollectionRules;
  auth?: CollectionInput["auth"];
  catalogue?: boolean;
}

/** Who is asking, and what they sent: the values `@request.*` reads. */
export interface RequestInfo {
  /** The signed-in user's full row (API field names), or null for a visitor. */
  auth: Record<string, unknown> | null;
  /** Internal callers (server code) bypass rules, never an HTTP caller. */
  superuser?: boolean;
  method: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The submitted body (create/update); empty for reads. */
  body: Record<string, unknown>;
  /**
   * The body cast to `collection`'s field types, as the write will store it
   * (validate.ts ruleBody); create and update rules read `@request.body.*` from here.
   */
  castBody?: { collection: string; values: Record<string, unknown> };
  context?: string;
}
