import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { QueryError } from "../errors";
import { getCollection } from "../registry";
import { FALSE, formatDate, parseDateValue, textArray, TRUE } from "../sqlutil";
import type { RelationField, ResolvedField } from "../types";
import { castForRule } from "../validate";
import { macroValue } from "./macros";
import { applyLiteralModifier, applyScalarModifier, applyArrayModifier } from "./modifiers";
import { resolveCollectionReference } from "./collection-join";
import { resolvePath } from "./relation-path";
import { unknownField, type ArrayOperand, type LiteralValue, type Operand, type Scope } from "./operand-types";

export * from "./operand-types";
export { resolvePath };

const MODIFIERS = new Set(["lower", "length", "each", "isset", "changed"]);

/** Resolves an identifier of the filter language to an operand. */
export function resolveIdentifier(name: string, scope: Scope): Operand {
  if (name.length > 255) throw new QueryError("Invalid filter: identifier too long.");
  if (name.startsWith("@collection.")) return resolveCollectionReference(name, scope);
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
  if (head === "@collection") throw new QueryError(`Invalid filter: malformed "${name}" (expected @collection.<name>.<field>).`);
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

export function boolSql(value: SQL | boolean): SQL {
  return value === true ? TRUE : value === false ? FALSE : value;
}

export { formatDate };
