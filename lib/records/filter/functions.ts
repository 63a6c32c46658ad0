import "server-only";
/**
 * Filter functions, compiled to parameterised SQL. PocketBase has two:
 * `strftime(format, [time-value, modifiers…])` is supported; `geoDistance`
 * is not, because no collection here has a geoPoint field to measure from.
 */
import { sql, type SQL } from "drizzle-orm";
import { QueryError } from "../errors";
import { parseDateValue } from "../sqlutil";
import type { ArgOperand } from "./ast";
import { resolveIdentifier, type Operand, type ScalarOperand, type Scope } from "./operands";
import { julianDayToMillis, millisInRange, parseModifier, translateFormat, type FormatPiece, type TimeModifier } from "./strftime";

export function resolveCall(name: string, args: ArgOperand[], scope: Scope): Operand {
  if (name === "strftime") return strftime(args, scope);
  throw new QueryError(`Invalid filter: unknown function "${name.slice(0, 40)}" (supported: strftime).`);
}

/** A UTC timestamp (without time zone) to print: NULL when the value is not a date, as SQLite answers. */
function timestampOf(ms: number | null): SQL {
  return ms === null ? sql`NULL::timestamp` : sql`(${new Date(ms).toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
}

function printed(base: SQL, pieces: FormatPiece[]): SQL {
  const parts = pieces.map((piece): SQL => {
    switch (piece.kind) {
      case "text":
        return sql`${piece.text}::text`;
      case "pattern":
        return sql`to_char("x"."v", ${piece.pattern}::text)`;
      case "epoch":
        return sql`floor(extract(epoch from "x"."v"))::int8::text`;
      case "weekday":
        return sql`extract(dow from "x"."v")::int::text`;
    }
  });
  const joined = parts.length === 0 ? sql`''::text` : sql.join(parts, sql` || `);
  // The value is named once ("x"."v"), however many specifiers print it, so a relation subquery runs once.
  return sql`(SELECT CASE WHEN "x"."v" IS NULL THEN NULL ELSE ${joined} END FROM (SELECT ${base} AS "v") AS "x")`;
}

function applyModifiers(base: SQL, modifiers: TimeModifier[]): SQL {
  let out = base;
  for (const m of modifiers) {
    if (m.kind === "shift") out = sql`(${out} + ${m.interval}::interval)`;
    else if (m.kind === "start") out = sql`date_trunc(${m.unit}::text, ${out})`;
  }
  return out;
}

function strftime(args: ArgOperand[], scope: Scope): Operand {
  const [format, value, ...rest] = args;
  if (!format || format.type !== "text") throw new QueryError("Invalid filter: strftime expects a format string first.");
  const pieces = translateFormat(format.value);
  const modifiers = rest.map((m) => {
    if (m.type !== "text") throw new QueryError("Invalid filter: strftime modifiers are strings.");
    return parseModifier(m.value);
  });
  const unixepoch = modifiers.some((m) => m.kind === "unixepoch");
  if (unixepoch && (value?.type !== "number" || modifiers[0].kind !== "unixepoch")) {
    throw new QueryError(`Invalid filter: strftime's "unixepoch" applies to a number, as the first modifier.`);
  }
  const label = `strftime(${JSON.stringify(format.value)})`;
  const scalar = (base: SQL): ScalarOperand => ({
    kind: "scalar",
    sql: printed(applyModifiers(base, modifiers), pieces),
    vtype: "text",
    nullable: true,
    label,
  });

  if (!value) return scalar(timestampOf(scope.now.getTime()));
  switch (value.type) {
    case "text":
      return scalar(timestampOf(millisInRange(parseDateValue(value.value)?.getTime() ?? NaN)));
    case "number":
      return scalar(timestampOf(unixepoch ? millisInRange(value.value * 1000) : julianDayToMillis(value.value)));
    case "ident":
      return fromIdentifier(resolveIdentifier(value.name, scope), scalar, value.name);
    default:
      throw new QueryError("Invalid filter: strftime expects a date, a number or a date field as its time value.");
  }
}

/** A date field (or `@request`/macro value) as the time value; through a multiple relation it matches any. */
function fromIdentifier(operand: Operand, scalar: (base: SQL) => ScalarOperand, name: string): Operand {
  const fromScalar = (op: Operand): ScalarOperand => {
    if (op.kind === "literal") {
      const date = op.value instanceof Date ? op.value : parseDateValue(op.value);
      return scalar(timestampOf(millisInRange(date?.getTime() ?? NaN)));
    }
    if (op.kind === "scalar" && op.vtype === "date") return scalar(sql`(${op.sql} AT TIME ZONE 'UTC')`);
    throw new QueryError(`Invalid filter: strftime needs a date field, and "${name}" is not one.`);
  };
  if (operand.kind === "multi") {
    return { kind: "multi", label: operand.label, exists: (pred) => operand.exists((v) => pred(fromScalar(v))) };
  }
  return fromScalar(operand);
}
