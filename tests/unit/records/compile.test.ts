import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { QueryError } from "@/lib/records/errors";
import { compileExpression, foldLiterals, likePattern, makeScope } from "@/lib/records/filter/compile";
import { boolSql } from "@/lib/records/filter/operands";
import { parseModifier, translateFormat } from "@/lib/records/filter/strftime";
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

  it("refuses unknown and hidden fields, wrong-typed values and malformed @collection references", () => {
    for (const [collection, filter] of [
      ["exercises", `nope = 1`],
      ["exercises", `primaryMuscles.nope = 1`],
      ["users", `passwordHash = "x"`],
      ["users", `tokenKey != ""`],
      ["workouts", `userProfile.tokenKey = "x"`],
      ["exercises", `difficultyLevel > "hard"`],
      ["exercises", `isCompound = "maybe"`],
      ["exercises", `created > "last week"`],
      ["exercises", `@collection.users = "x"`],
      ["exercises", `@collection.users.passwordHash = "x"`],
      ["exercises", `@collection.nope.id = "x"`],
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

describe("strftime", () => {
  it("translates SQLite's specifiers to to_char patterns and keeps the rest literal", () => {
    expect(translateFormat("Year %Y-%m, day %j at %H:%M:%f %s %w 100%%")).toEqual([
      { kind: "text", text: "Year " },
      { kind: "pattern", pattern: "YYYY" },
      { kind: "text", text: "-" },
      { kind: "pattern", pattern: "MM" },
      { kind: "text", text: ", day " },
      { kind: "pattern", pattern: "DDD" },
      { kind: "text", text: " at " },
      { kind: "pattern", pattern: "HH24" },
      { kind: "text", text: ":" },
      { kind: "pattern", pattern: "MI" },
      { kind: "text", text: ":" },
      { kind: "pattern", pattern: "SS.MS" },
      { kind: "text", text: " " },
      { kind: "epoch" },
      { kind: "text", text: " " },
      { kind: "weekday" },
      { kind: "text", text: " 100%" },
    ]);
    for (const format of ["%Q", "%J", "%", "%Y%", "x".repeat(101)]) {
      expect(() => translateFormat(format), format).toThrow(QueryError);
    }
  });

  it("accepts SQLite's shifting and truncating modifiers only", () => {
    expect(parseModifier("+1 day")).toEqual({ kind: "shift", interval: "1 days" });
    expect(parseModifier("-2.5 Hours")).toEqual({ kind: "shift", interval: "-2.5 hours" });
    expect(parseModifier("start of  month")).toEqual({ kind: "start", unit: "month" });
    expect(parseModifier("unixepoch")).toEqual({ kind: "unixepoch" });
    for (const m of ["weekday 1", "+1.5 months", "1 fortnight", "'; drop table users", "subsec", "+99999999 days"]) {
      expect(() => parseModifier(m), m).toThrow(QueryError);
    }
  });

  it("binds the format, literal text and modifiers as parameters", () => {
    const hostile = `'); DROP TABLE users; --`;
    const out = compile("workout_sessions", `strftime("${hostile} %Y", startedAt, "+3 days") = "x"`, signedIn);
    expect(out.sql).toMatch(/to_char\("x"."v", \$\d+::text\)/);
    expect(out.sql).not.toContain("DROP");
    expect(out.params).toEqual(expect.arrayContaining([`${hostile} `, "YYYY", "3 days"]));
  });

  it("takes a date field, a date string, a number or nothing as the time value", () => {
    expect(() => compile("workout_sessions", `strftime("%Y") = "2026"`, signedIn)).not.toThrow();
    expect(() => compile("workout_sessions", `strftime("%Y", "2026-01-02 10:00:00Z") = "2026"`, signedIn)).not.toThrow();
    expect(() => compile("workout_sessions", `strftime("%Y", 1767225600, "unixepoch") = "2026"`, signedIn)).not.toThrow();
    expect(() => compile("workout_sessions", `strftime("%Y", @now) = "2026"`, signedIn)).not.toThrow();
    // Through a multiple relation it matches any (or, without ?, every) related date.
    expect(compile("workouts", `strftime("%Y", exercises.created) ?= "2026"`, signedIn).sql).toMatch(/EXISTS \(SELECT 1 FROM "exercises"/);
    for (const filter of [
      `strftime("%Y", name) = "x"`,
      `strftime(created) = "x"`,
      `strftime("%Y", startedAt, 1) = "x"`,
      `strftime("%Y", startedAt, "unixepoch") = "x"`,
      `strftime("%Y", startedAt, "weekday 0") = "x"`,
      `strftime("%Y", exercisesPerformed) = "x"`,
      `strftime("%Y", nope) = "x"`,
      `geoDistance(1, 2, 3, 4) < 5`,
      `lower(name) = "x"`,
    ]) {
      expect(() => compile("workout_sessions", filter, signedIn), filter).toThrow(QueryError);
    }
  });
});

describe("@collection joins", () => {
  it("places one LEFT JOIN per name and alias around the expression, with the joined list rule for the caller", () => {
    const out = compile(
      "workout_sessions",
      `@collection.workout_sets.session ?= id && @collection.workout_sets.weight ?> 100 && @collection.workout_sets:b.reps ?> 1`,
      signedIn,
    );
    expect(out.sql.match(/LEFT JOIN "workout_sets"/g)).toHaveLength(2);
    expect(out.sql).toMatch(/^\(?EXISTS \(SELECT 1 FROM \(SELECT 1\) AS "x" LEFT JOIN/);
    // The list rule of workout_sets (the owner) is bound with the caller's id.
    expect(out.params).toContain("abcdefghijklmno");
  });

  it("adds the every-row check only for comparisons without ?", () => {
    expect(compile("workout_sessions", `@collection.workout_sets.weight ?> 1`, signedIn).sql).not.toMatch(/NOT EXISTS/);
    expect(compile("workout_sessions", `@collection.workout_sets.weight > 1`, signedIn).sql).toMatch(/NOT EXISTS \(SELECT 1 FROM "workout_sets"/);
  });

  it("applies no rule in the app's own rules, and counts joins against the limits", () => {
    expect(compile("workout_sessions", `@collection.workout_sets.weight ?> 1`, signedIn, "rule").params).not.toContain("abcdefghijklmno");
    const four = ["a", "b", "c", "d"].map((a) => `@collection.muscles:${a}.name ?= "x"`).join(" && ");
    expect(() => compile("exercises", four)).toThrow(/more than 3 @collection joins/);
    expect(() => compile("exercises", four.split(" && ").slice(0, 3).join(" && "))).not.toThrow();
  });
});

describe(":each", () => {
  it("applies to multi-value fields, relations and paths through multiple relations", () => {
    expect(compile("exercises", `primaryMuscles:each = "abc"`).sql).toMatch(/NOT EXISTS \(SELECT 1 FROM unnest\("t"."primary_muscles"\)/);
    expect(compile("workout_sessions", `exercisesPerformed.name:each ~ "press"`, signedIn).sql).toMatch(
      /NOT EXISTS \(SELECT 1 FROM "exercises" AS "r\d+" WHERE .* NOT coalesce/,
    );
    expect(() => compile("exercises", `workouts_via_exercises.name:each ~ "a"`, signedIn)).not.toThrow();
    expect(() => compile("workouts", `exercises.secondaryMuscles:each = "a"`, signedIn)).not.toThrow();
  });

  it("refuses :each on a single value", () => {
    for (const [c, f] of [
      ["exercises", `name:each = "a"`],
      ["exercises", `category.name:each = "a"`],
      ["workout_sessions", `workout:each = "a"`],
    ] as const) {
      expect(() => compile(c, f, signedIn), f).toThrow(QueryError);
    }
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
