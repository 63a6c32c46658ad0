import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { QueryError } from "@/lib/records/errors";
import { compileExpression, foldLiterals, likePattern, makeScope } from "@/lib/records/filter/compile";
import { boolSql } from "@/lib/records/filter/operands";
import { requireCollection } from "@/lib/records/registry";
import { compileSort } from "@/lib/records/sort";
import type { RequestInfo } from "@/lib/records/types";
import { assertNoRawText, render } from "./sql-check";

const visitor: RequestInfo = { auth: null, method: "GET", query: {}, headers: {}, body: {} };
const signedIn: RequestInfo = { ...visitor, auth: { id: "abcdefghijklmno", email: "a@b.c", name: "A" } };

function compile(collection: string, filter: string, request = visitor, mode: "filter" | "rule" = "filter") {
  const scope = makeScope({ collection: requireCollection(collection), alias: "t", mode, request, now: new Date("2026-01-31T12:00:00Z") });
  const out = compileExpression(filter, scope);
  if (typeof out === "boolean") return { constant: out, sql: "", params: [] as unknown[] };
  const rendered = render(sql`${boolSql(out)}`);
  assertNoRawText(rendered.sql);
  return { constant: undefined, ...rendered };
}

describe("filter compiler", () => {
  it("binds values as parameters, never as SQL text", () => {
    const hostile = `x' OR 1=1; DROP TABLE users; --`;
    const out = compile("exercises", `name = "${hostile}" || description ~ "${hostile}"`);
    expect(out.sql).not.toContain("DROP");
    expect(out.params).toContain(hostile);
    expect(out.params).toContain(`%${hostile}%`);
  });

  it("binds booleans as booleans (a prepared statement's bool parameter reads the string 'true' as false)", () => {
    expect(compile("exercises", `isCompound = true && isUnilateral != "false"`).params).toEqual([true, false]);
  });

  it("uses ILIKE with % added only when absent, escaping _ and % otherwise", () => {
    expect(likePattern("press")).toBe("%press%");
    expect(likePattern("a_b")).toBe("%a\\_b%");
    expect(likePattern("pre%")).toBe("pre%");
    expect(likePattern("100\\%")).toBe("%100\\%%");
    const out = compile("exercises", `name ~ "Press"`);
    expect(out.sql).toMatch(/ILIKE/);
    expect(out.params).toEqual(["%Press%"]);
  });

  it("treats an empty value as null, as PocketBase does", () => {
    expect(compile("exercises", `category = ""`).sql).toMatch(/= '' OR .* IS NULL/);
    expect(compile("exercises", `category = null`).sql).toMatch(/IS NULL/);
    expect(compile("exercises", `equipmentRequired = ""`).sql).toMatch(/cardinality/);
  });

  it("tests membership on multiple relations with the GIN-friendly @>", () => {
    const out = compile("exercises", `primaryMuscles ~ "abc"`);
    expect(out.sql).toMatch(/@> ARRAY\[\$1::text\]/);
    expect(compile("exercises", `primaryMuscles !~ "abc"`).sql).toMatch(/NOT/);
  });

  it("follows dotted paths through single relations as a subquery and multiple ones as EXISTS", () => {
    expect(compile("program_weeks", `trainingProgram.user = "u"`, visitor, "rule").sql).toMatch(/\(SELECT .* FROM "training_programs"/);
    expect(compile("exercises", `primaryMuscles.name ?~ "chest"`).sql).toMatch(/EXISTS \(SELECT 1 FROM "muscles"/);
    expect(compile("program_days", `programWeek.trainingProgram.isPublic = true`, visitor, "rule").sql).toMatch(
      /"program_weeks".*"training_programs"/,
    );
  });

  it("in a caller's filter, relation hops only reach records the caller may view", () => {
    const out = compile("workouts", `userProfile.name = "x"`, signedIn);
    // The users view rule (id = @request.auth.id) is inside the subquery.
    expect(out.params).toContain("abcdefghijklmno");
  });

  it("folds constant comparisons so rules carry TRUE/FALSE, not parameters", () => {
    expect(compile("workouts", `@request.auth.id != ""`).constant).toBe(false);
    expect(compile("workouts", `@request.auth.id != ""`, signedIn).constant).toBe(true);
    expect(compile("workouts", `1 < 2 && "a" ~ "A"`).constant).toBe(true);
    expect(foldLiterals("=", null, "")).toBe(true);
    expect(foldLiterals("=", 5, "5")).toBe(true);
    expect(foldLiterals(">", "b", "a")).toBe(true);
  });

  it("knows the date macros", () => {
    const out = compile("exercises", `created >= @todayStart && created <= @todayEnd && updated < @now`);
    expect(out.params).toEqual(["2026-01-31T00:00:00.000Z", "2026-01-31T23:59:59.999Z", "2026-01-31T12:00:00.000Z"]);
  });

  it("refuses unknown and hidden fields, wrong-typed values and @collection", () => {
    for (const [collection, filter] of [
      ["exercises", `nope = 1`],
      ["exercises", `primaryMuscles.nope = 1`],
      ["users", `passwordHash = "x"`],
      ["users", `tokenKey != ""`],
      ["workouts", `userProfile.tokenKey = "x"`],
      ["exercises", `difficultyLevel > "hard"`],
      ["exercises", `isCompound = "maybe"`],
      ["exercises", `created > "last week"`],
      ["exercises", `@collection.users.id = "x"`],
      ["exercises", `@request.auth.passwordHash = "x"`],
      ["exercises", `@request.nope = 1`],
      ["exercises", `name:nope = 1`],
      ["exercises", `name:lower:length = 1`],
      ["exercises", `name.other = 1`],
      ["exercises", `isCompound < name`],
    ] as const) {
      expect(() => compile(collection, filter), filter).toThrow(QueryError);
    }
  });

  it("lets rules read hidden fields, callers never", () => {
    expect(() => compile("users", `tokenKey != ""`, visitor, "rule")).not.toThrow();
  });

  it("reads @request.body in rules, with :isset", () => {
    const request = { ...signedIn, body: { user: "abcdefghijklmno" } };
    expect(compile("workout_sessions", `@request.body.user = @request.auth.id`, request, "rule").constant).toBe(true);
    expect(compile("workout_sessions", `@request.body.notes:isset = false`, request, "rule").constant).toBe(true);
    expect(compile("workout_sessions", `@request.body.user:isset = true`, request, "rule").constant).toBe(true);
  });
});

describe("sort", () => {
  const scope = () =>
    makeScope({ collection: requireCollection("exercises"), alias: "t", mode: "filter", request: visitor });

  it("compiles -, + and @random with the id as a tie-breaker", () => {
    const terms = compileSort("-difficultyLevel,+name,@random", scope());
    const text = render(sql.join(terms, sql`, `)).sql;
    expect(text).toBe(`"t"."difficulty_level" DESC, "t"."name" ASC, random(), "t"."id" ASC`);
  });

  it("refuses unknown fields and multi-valued paths", () => {
    for (const sort of ["nope", "primaryMuscles.name", "name;", "-", "a b"]) {
      expect(() => compileSort(sort, scope()), sort).toThrow(QueryError);
    }
  });
});
