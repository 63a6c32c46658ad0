import "server-only";
/** The `:lower`, `:length` and `:each` modifiers applied to a resolved operand. */
import { sql } from "drizzle-orm";
import { QueryError } from "../errors";
import { column } from "../sqlutil";
import { nextAlias, type ArrayOperand, type LiteralOperand, type Operand, type ScalarOperand, type Scope } from "./operand-types";

export function applyLiteralModifier(op: LiteralOperand, modifier: string | undefined, label: string): Operand {
  if (!modifier) return op;
  if (modifier === "lower") {
    return { ...op, value: typeof op.value === "string" ? op.value.toLowerCase() : op.value };
  }
  if (modifier === "length") {
    return { kind: "literal", value: op.value === null || op.value === "" ? 0 : 1, label };
  }
  throw new QueryError(`Invalid filter: ":${modifier}" does not apply to "${label}".`);
}

export function applyScalarModifier(op: ScalarOperand, modifier: string | undefined, label: string): Operand {
  if (!modifier) return op;
  if (modifier === "lower") {
    if (op.vtype !== "text") throw new QueryError(`Invalid filter: ":lower" applies to text fields only.`);
    return { ...op, sql: sql`lower(${op.sql})` };
  }
  throw new QueryError(`Invalid filter: ":${modifier}" does not apply to "${label}".`);
}

export function applyArrayModifier(op: ArrayOperand, modifier: string | undefined, scope: Scope, label: string): Operand {
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
