/** Comparison operators of the filter language; `?` forms match any of many values. */
export const SIGN_OPS = [
  "=",
  "!=",
  ">",
  ">=",
  "<",
  "<=",
  "~",
  "!~",
  "?=",
  "?!=",
  "?>",
  "?>=",
  "?<",
  "?<=",
  "?~",
  "?!~",
] as const;

export type SignOp = (typeof SIGN_OPS)[number];
export type BaseOp = "=" | "!=" | ">" | ">=" | "<" | "<=" | "~" | "!~";

/** A value or field; a function call's arguments are plain operands (no nested calls). */
export type ArgOperand =
  | { type: "ident"; name: string; pos: number }
  | { type: "text"; value: string; pos: number }
  | { type: "number"; value: number; pos: number }
  | { type: "bool"; value: boolean; pos: number }
  | { type: "null"; pos: number };

export type Operand = ArgOperand | { type: "call"; name: string; args: ArgOperand[]; pos: number };

export type FilterNode =
  | { type: "and" | "or"; items: FilterNode[] }
  | { type: "cmp"; op: SignOp; left: Operand; right: Operand };

export function isAnyOp(op: SignOp): boolean {
  return op.startsWith("?");
}

export function baseOp(op: SignOp): BaseOp {
  return (op.startsWith("?") ? op.slice(1) : op) as BaseOp;
}

/** Limits as PocketBase applies them. */
export const MAX_FILTER_LENGTH = 3500;
export const MAX_FILTER_EXPRESSIONS = 200;
/** Arguments one function call may take (PocketBase's strftime allows 10). */
export const MAX_FUNCTION_ARGS = 10;
/** Parentheses deeper than this are refused rather than recursed into. */
export const MAX_FILTER_DEPTH = 64;
