import { QueryError } from "../errors";
import {
  MAX_FILTER_DEPTH,
  MAX_FILTER_EXPRESSIONS,
  MAX_FILTER_LENGTH,
  MAX_FUNCTION_ARGS,
  type ArgOperand,
  type FilterNode,
  type Operand,
} from "./ast";
import { tokenize, type Token } from "./lexer";

/**
 * Parses a filter in PocketBase's grammar into an AST. `&&` binds tighter than
 * `||`, as the SQL PocketBase produces does. Every failure is a QueryError (400).
 */
export function parseFilter(input: string): FilterNode {
  if (typeof input !== "string") throw new QueryError("Invalid filter: expected a string.");
  if (input.length > MAX_FILTER_LENGTH) {
    throw new QueryError(`Invalid filter: longer than ${MAX_FILTER_LENGTH} characters.`);
  }
  const tokens = tokenize(input);
  if (tokens.length === 0) throw new QueryError("Invalid filter: empty expression.");
  const parser = new Parser(tokens);
  const node = parser.parseOr(0);
  if (parser.pos < tokens.length) {
    throw new QueryError(`Invalid filter: unexpected token at position ${tokens[parser.pos].pos + 1}.`);
  }
  return node;
}

class Parser {
  pos = 0;
  private expressions = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private fail(message: string): never {
    const token = this.peek();
    const where = token ? ` at position ${token.pos + 1}` : " at the end";
    throw new QueryError(`Invalid filter: ${message}${where}.`);
  }

  parseOr(depth: number): FilterNode {
    const items = [this.parseAnd(depth)];
    for (let t = this.peek(); t?.kind === "join" && t.value === "||"; t = this.peek()) {
      this.pos++;
      items.push(this.parseAnd(depth));
    }
    return items.length === 1 ? items[0] : { type: "or", items };
  }

  private parseAnd(depth: number): FilterNode {
    const items = [this.parsePrimary(depth)];
    for (let t = this.peek(); t?.kind === "join" && t.value === "&&"; t = this.peek()) {
      this.pos++;
      items.push(this.parsePrimary(depth));
    }
    return items.length === 1 ? items[0] : { type: "and", items };
  }

  private parsePrimary(depth: number): FilterNode {
    const token = this.peek();
    if (!token) this.fail("expected an expression");
    if (token.kind === "lparen") {
      if (depth >= MAX_FILTER_DEPTH) this.fail("parentheses nested too deeply");
      this.pos++;
      if (this.peek()?.kind === "rparen") this.fail("empty parentheses");
      const inner = this.parseOr(depth + 1);
      if (this.peek()?.kind !== "rparen") this.fail("expected )");
      this.pos++;
      return inner;
    }
    const left = this.parseOperand();
    const sign = this.peek();
    if (sign?.kind !== "sign") this.fail("expected an operator");
    this.pos++;
    const right = this.parseOperand();
    this.expressions++;
    if (this.expressions > MAX_FILTER_EXPRESSIONS) {
      throw new QueryError(`Invalid filter: more than ${MAX_FILTER_EXPRESSIONS} expressions.`);
    }
    return { type: "cmp", op: sign.value, left, right };
  }

  private parseOperand(): Operand {
    const token = this.peek();
    if (token?.kind === "ident" && this.tokens[this.pos + 1]?.kind === "lparen") return this.parseCall(token.value, token.pos);
    return this.parseValue();
  }

  /** `name(arg, arg, …)`: at most MAX_FUNCTION_ARGS plain arguments, no nested calls. */
  private parseCall(name: string, pos: number): Operand {
    this.pos += 2;
    const args: ArgOperand[] = [];
    if (this.peek()?.kind === "rparen") {
      this.pos++;
      return { type: "call", name, args, pos };
    }
    for (;;) {
      const next = this.tokens[this.pos + 1];
      if (this.peek()?.kind === "ident" && next?.kind === "lparen") this.fail("functions cannot be nested");
      args.push(this.parseValue());
      if (args.length > MAX_FUNCTION_ARGS) this.fail(`more than ${MAX_FUNCTION_ARGS} function arguments`);
      const after = this.peek();
      if (after?.kind === "comma") {
        this.pos++;
        continue;
      }
      if (after?.kind !== "rparen") this.fail("expected , or )");
      this.pos++;
      return { type: "call", name, args, pos };
    }
  }

  private parseValue(): ArgOperand {
    const token = this.peek();
    if (!token) this.fail("expected a value or field");
    switch (token.kind) {
      case "text":
        this.pos++;
        return { type: "text", value: token.value, pos: token.pos };
      case "number":
        this.pos++;
        return { type: "number", value: token.value, pos: token.pos };
      case "ident": {
        this.pos++;
        const lower = token.value.toLowerCase();
        if (lower === "true" || lower === "false") return { type: "bool", value: lower === "true", pos: token.pos };
        if (lower === "null") return { type: "null", pos: token.pos };
        return { type: "ident", name: token.value, pos: token.pos };
      }
      default:
        return this.fail("expected a value or field");
    }
  }
}
