import { QueryError } from "../errors";
import { SIGN_OPS, type SignOp } from "./ast";

export type Token =
  | { kind: "lparen"; pos: number }
  | { kind: "rparen"; pos: number }
  | { kind: "comma"; pos: number }
  | { kind: "join"; value: "&&" | "||"; pos: number }
  | { kind: "sign"; value: SignOp; pos: number }
  | { kind: "text"; value: string; pos: number }
  | { kind: "number"; value: number; pos: number }
  | { kind: "ident"; value: string; pos: number };

// Longest first, so "?!=" wins over "?!" and ">=" over ">".
const SIGNS = [...SIGN_OPS].sort((a, b) => b.length - a.length);
const IDENT_START = /[A-Za-z_@]/;
const IDENT_PART = /[A-Za-z0-9_@.:]/;
const DIGIT = /[0-9]/;

/** Splits a filter into tokens; any character it cannot place is a 400. */
export function tokenize(input: string): Token[] {
  // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
  if (input.includes("\u0000")) throw new QueryError("Invalid filter: NUL characters are not allowed.");
  const tokens: Token[] = [];
  let i = 0;
  const n = input.length;
  while (i < n) {
    const ch = input[i];
    if (ch === " " || ch === "\t" || ch === "\n" || ch === "\r") {
      i++;
      continue;
    }
    if (ch === "/" && input[i + 1] === "/") {
      while (i < n && input[i] !== "\n") i++;
      continue;
    }
    if (ch === "(") {
      tokens.push({ kind: "lparen", pos: i++ });
      continue;
    }
    if (ch === ")") {
      tokens.push({ kind: "rparen", pos: i++ });
      continue;
    }
    if (ch === ",") {
      // Separates a function's arguments: strftime("%Y", created).
      tokens.push({ kind: "comma", pos: i++ });
      continue;
    }
    if ((ch === "&" && input[i + 1] === "&") || (ch === "|" && input[i + 1] === "|")) {
      tokens.push({ kind: "join", value: ch === "&" ? "&&" : "||", pos: i });
      i += 2;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const start = i;
      i++;
      let value = "";
      let closed = false;
      while (i < n) {
        const c = input[i];
        if (c === "\\" && input[i + 1] === ch) {
          value += ch;
          i += 2;
          continue;
        }
        if (c === ch) {
          closed = true;
          i++;
          break;
        }
        value += c;
        i++;
      }
      if (!closed) throw new QueryError(`Invalid filter: unterminated string starting at position ${start + 1}.`);
      tokens.push({ kind: "text", value, pos: start });
      continue;
    }
    const sign = SIGNS.find((s) => input.startsWith(s, i));
    if (sign) {
      // "-5" is a number, not a sign; signs never start with "-" so no clash.
      tokens.push({ kind: "sign", value: sign, pos: i });
      i += sign.length;
      continue;
    }
    if (DIGIT.test(ch) || ((ch === "-" || ch === "+" || ch === ".") && DIGIT.test(input[i + 1] ?? ""))) {
      const start = i;
      if (ch === "-" || ch === "+") i++;
      while (i < n && DIGIT.test(input[i])) i++;
      if (input[i] === "." && DIGIT.test(input[i + 1] ?? "")) {
        i++;
        while (i < n && DIGIT.test(input[i])) i++;
      }
      if (i < n && IDENT_PART.test(input[i])) {
        throw new QueryError(`Invalid filter: malformed number at position ${start + 1}.`);
      }
      const value = Number(input.slice(start, i));
      if (!Number.isFinite(value)) throw new QueryError(`Invalid filter: malformed number at position ${start + 1}.`);
      tokens.push({ kind: "number", value, pos: start });
      continue;
    }
    if (IDENT_START.test(ch)) {
      const start = i;
      while (i < n && IDENT_PART.test(input[i])) i++;
      tokens.push({ kind: "ident", value: input.slice(start, i), pos: start });
      continue;
    }
    throw new QueryError(`Invalid filter: unexpected character at position ${i + 1}.`);
  }
  return tokens;
}
