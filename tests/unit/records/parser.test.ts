import { describe, expect, it } from "vitest";
import { QueryError } from "@/lib/records/errors";
import { tokenize } from "@/lib/records/filter/lexer";
import { parseFilter } from "@/lib/records/filter/parser";

const bad = (input: string) => expect(() => parseFilter(input)).toThrow(QueryError);

describe("filter lexer", () => {
  it("reads every operator, longest first", () => {
    const ops = ["=", "!=", ">", ">=", "<", "<=", "~", "!~", "?=", "?!=", "?>", "?>=", "?<", "?<=", "?~", "?!~"];
    for (const op of ops) {
      const tokens = tokenize(`a ${op} 1`);
      expect(tokens[1]).toMatchObject({ kind: "sign", value: op });
    }
  });

  it("reads strings with escaped quotes, numbers, identifiers with dots and modifiers", () => {
    expect(tokenize(`"say \\"hi\\"" 'it\\'s' -1.5 +2 .5 @request.auth.id tags:length`)).toEqual([
      { kind: "text", value: 'say "hi"', pos: 0 },
      { kind: "text", value: "it's", pos: 13 },
      { kind: "number", value: -1.5, pos: 21 },
      { kind: "number", value: 2, pos: 26 },
      { kind: "number", value: 0.5, pos: 29 },
      { kind: "ident", value: "@request.auth.id", pos: 32 },
      { kind: "ident", value: "tags:length", pos: 49 },
    ]);
  });

  it("keeps other backslashes as written, like PocketBase", () => {
    expect(tokenize(`"a\\%b"`)[0]).toMatchObject({ value: "a\\%b" });
  });

  it("skips // comments to the end of the line", () => {
    expect(tokenize("a = 1 // note\n&& b = 2").map((t) => t.kind)).toEqual([
      "ident", "sign", "number", "join", "ident", "sign", "number",
    ]);
  });

  it("refuses characters it cannot place", () => {
    for (const input of ["a = 1;", "a = `x`", "a & b", "a | b", "#a = 1", "a = 1$", "1abc = 2", "a = 'x"]) {
      expect(() => tokenize(input), input).toThrow(QueryError);
    }
  });
});

describe("filter parser", () => {
  it("parses a comparison", () => {
    expect(parseFilter(`name ~ "press"`)).toEqual({
      type: "cmp",
      op: "~",
      left: { type: "ident", name: "name", pos: 0 },
      right: { type: "text", value: "press", pos: 7 },
    });
  });

  it("binds && tighter than || and honours parentheses", () => {
    const node = parseFilter("a = 1 || b = 2 && c = 3");
    expect(node.type).toBe("or");
    if (node.type !== "or") return;
    expect(node.items[1].type).toBe("and");
    const grouped = parseFilter("(a = 1 || b = 2) && c = 3");
    expect(grouped.type).toBe("and");
  });

  it("reads true, false and null in any case", () => {
    const node = parseFilter("a = TRUE && b = false && c = Null");
    expect(node.type === "and" && node.items.map((i) => (i.type === "cmp" ? i.right.type : ""))).toEqual([
      "bool",
      "bool",
      "null",
    ]);
  });

  it("refuses malformed expressions with a 400-type error", () => {
    for (const input of [
      "",
      "   ",
      "a",
      "a =",
      "= 1",
      "a = 1 &&",
      "&& a = 1",
      "()",
      "(a = 1",
      "a = 1)",
      "a = 1 b = 2",
      "a == 1",
      "a = = 1",
      "(a = 1))",
      "a = (1)",
    ]) {
      bad(input);
    }
  });

  it("enforces PocketBase's limits: 3500 characters and 200 expressions", () => {
    bad("a".repeat(3490) + " = '1234567890'");
    expect(() => parseFilter(Array.from({ length: 200 }, () => "a=1").join("&&"))).not.toThrow();
    bad(Array.from({ length: 201 }, () => "a=1").join("&&"));
    bad("(".repeat(65) + "a = 1" + ")".repeat(65));
    expect(() => parseFilter("(".repeat(60) + "a = 1" + ")".repeat(60))).not.toThrow();
  });

  it("parses function calls with plain arguments", () => {
    expect(tokenize(`f(a, "b")`).map((t) => t.kind)).toEqual(["ident", "lparen", "ident", "comma", "text", "rparen"]);
    expect(parseFilter(`strftime("%Y", created, "+1 day") = "2026"`)).toEqual({
      type: "cmp",
      op: "=",
      left: {
        type: "call",
        name: "strftime",
        args: [
          { type: "text", value: "%Y", pos: 9 },
          { type: "ident", name: "created", pos: 15 },
          { type: "text", value: "+1 day", pos: 24 },
        ],
        pos: 0,
      },
      right: { type: "text", value: "2026", pos: 36 },
    });
    expect(parseFilter(`"2026" = strftime("%Y")`)).toMatchObject({ right: { type: "call", args: [{ value: "%Y" }] } });
    expect(parseFilter(`a = f()`)).toMatchObject({ right: { type: "call", args: [] } });
  });

  it("refuses nested calls, more than 10 arguments and malformed argument lists", () => {
    for (const input of [
      `f(g(a)) = 1`,
      `f(${Array.from({ length: 11 }, (_, i) => i).join(",")}) = 1`,
      `f(a,) = 1`,
      `f(,a) = 1`,
      `f(a b) = 1`,
      `f(a = 1`,
      `f(a) `,
      `a, b = 1`,
      `f((a)) = 1`,
    ]) {
      bad(input);
    }
    expect(() => parseFilter(`f(${Array.from({ length: 10 }, (_, i) => i).join(",")}) = 1`)).not.toThrow();
  });

  it("says where the problem is", () => {
    expect(() => parseFilter("a = 1 && )")).toThrow(/position 10/);
  });
});
