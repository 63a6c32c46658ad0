import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { ApiError, QueryError } from "@/lib/records/errors";
import { compileExpression, makeScope } from "@/lib/records/filter/compile";
import { boolSql } from "@/lib/records/filter/operands";
import { parseFilter } from "@/lib/records/filter/parser";
import { listRecords } from "@/lib/records/crud";
import { parseListParams } from "@/lib/records/params";
import { requireCollection } from "@/lib/records/registry";
import { compileSort } from "@/lib/records/sort";
import { parseExpand } from "@/lib/records/expand";
import { parseFields, pick } from "@/lib/records/pick";
import type { RequestInfo } from "@/lib/records/types";
import { assertNoRawText, render } from "./sql-check";

const visitor: RequestInfo = { auth: null, method: "GET", query: {}, headers: {}, body: {} };
const user: RequestInfo = { ...visitor, auth: { id: "abcdefghijklmno", email: "p@example.test" } };

/** Parsed, or refused with a 400: anything else (a crash, a 500) fails the property. */
function parsedOr400(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    expect(error.status).toBe(400);
  }
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    "%",
    "_",
    "\\",
    "\\%",
    "$1",
    "'$$'",
    "\u0000",
    "null",
    "2026-01-31 12:00:00.000Z",
    "__proto__",
    "😀",
    "a".repeat(300),
  ),
);

const quoted = hostileText.map((s) => `"${s.replace(/"/g, '\\"')}"`);
const singleQuoted = hostileText.map((s) => `'${s.replace(/'/g, "\\'")}'`);

const exerciseFields = [
  "id",
  "name",
  "description",
  "difficultyLevel",
  "isCompound",
  "created",
  "updated",
  "category",
  "category.name",
  "primaryMuscles",
  "primaryMuscles.name",
  "primaryMuscles.muscleGroup",
  "secondaryMuscles:length",
  "secondaryMuscles:each",
  "equipmentRequired.category",
  "name:lower",
  "tips.title",
  "variations.exercise1.name",
  "workouts_via_exercises.name",
  "workout_sessions_via_exercisesPerformed.notes",
  "minExperienceLevel.rank",
  "@request.auth.id",
  "@request.auth.email",
  "@request.method",
  "@now",
  "@todayStart",
  "@todayEnd",
  "@yesterday",
  "@month",
  "nope",
  "passwordHash",
  "@request.body.name",
  "@collection.users.id",
  'strftime("%Y-%m", created)',
  'strftime("%s", updated, "+1 day", "start of month")',
  'strftime("%w %j %H:%M", primaryMuscles.created)',
  'strftime("%Q", created)',
  'strftime("%Y", name)',
  'strftime("%Y")',
  "primaryMuscles.name:each",
  "workouts_via_exercises.name:each",
  "category.name:each",
  "@collection.muscles.name",
  "@collection.muscles:m.muscleGroup",
  "@collection.workout_sets.weight",
  "@collection.workout_sets:s.exercise.name",
  "@collection.users.email",
  "@collection.users:u.passwordHash",
  "@collection.nope.id",
];
const ops = ["=", "!=", ">", ">=", "<", "<=", "~", "!~", "?=", "?!=", "?>", "?>=", "?<", "?<=", "?~", "?!~"];

const operand = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...exerciseFields) },
  { weight: 2, arbitrary: quoted },
  { weight: 1, arbitrary: singleQuoted },
  { weight: 1, arbitrary: fc.integer({ min: -1000, max: 1000 }).map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom("true", "false", "null", '""', "''") },
);

const comparison = fc.tuple(operand, fc.constantFrom(...ops), operand).map(([l, o, r]) => `${l} ${o} ${r}`);

const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    comparison,
    fc.tuple(tie("expr"), fc.constantFrom("&&", "||"), tie("expr")).map(([a, j, b]) => `${a} ${j} ${b}`),
    tie("expr").map((e) => `(${e})`),
  ),
}));

function compileFor(collection: string, filter: string, request: RequestInfo) {
  const scope = makeScope({ collection: requireCollection(collection), alias: "t", mode: "filter", request });
  const out = compileExpression(filter, scope);
  if (typeof out !== "boolean") assertNoRawText(render(sql`${boolSql(out)}`).sql);
}

describe("filter properties", () => {
  it("any text at all parses or is a 400, never an exception", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: "binary", maxLength: 200 })), (text) => {
        parsedOr400(() => parseFilter(text));
      }),
      { numRuns: 4000 },
    );
  });

  it("grammar-shaped hostile filters compile to parameterised SQL or are a 400", () => {
    fc.assert(
      fc.property(expr, fc.boolean(), (filter, signedIn) => {
        parsedOr400(() => compileFor("exercises", filter, signedIn ? user : visitor));
      }),
      { numRuns: 4000 },
    );
  });

  it("filters on every other collection's fields too", () => {
    const collections = ["users", "workouts", "training_programs", "program_weeks", "program_days", "workout_sessions", "muscles"];
    const field = fc.constantFrom(
      ...collections.flatMap((c) => [...requireCollection(c).fields.keys()]),
      "trainingProgram.user",
      "programWeek.trainingProgram.isPublic",
      "userProfile.email",
      "user.name",
      "exercises.primaryMuscles.name",
    );
    const filter = fc.tuple(field, fc.constantFrom(...ops), fc.oneof(quoted, fc.integer().map(String), field));
    fc.assert(
      fc.property(fc.constantFrom(...collections), filter, (c, [l, o, r]) => {
        parsedOr400(() => compileFor(c, `${l} ${o} ${r}`, user));
      }),
      { numRuns: 3000 },
    );
  });

  it("sort, expand and fields parameters never throw anything but a 400", () => {
    const scope = makeScope({ collection: requireCollection("exercises"), alias: "t", mode: "filter", request: visitor });
    const text = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.array(fc.constantFrom(...exerciseFields, "-name", "+created", "@random", "", " "), { maxLength: 6 }).map((a) => a.join(",")),
    );
    fc.assert(
      fc.property(text, (raw) => {
        parsedOr400(() => compileSort(raw, scope));
        parseExpand(raw);
        pick({ id: "x", name: "y", expand: { a: [{ b: 1 }] } }, parseFields(raw));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("filters against the database", () => {
  it("hundreds of generated filters, sorts and pages run or are a 400, never a database error", { timeout: 300_000 }, async () => {
    const samples = fc.sample(
      fc.record({
        filter: expr,
        sort: fc.array(fc.constantFrom("name", "-difficultyLevel", "created", "@random", "category.name", "nope"), {
          maxLength: 3,
        }),
        page: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constant(2 ** 40)).map(String),
        perPage: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constant(1e12)).map(String),
        expand: fc.constantFrom("", "primaryMuscles", "category,tips.tipCategory", "workouts_via_exercises", "x.y.z"),
        signedIn: fc.boolean(),
      }),
      { numRuns: 400, seed: 42 },
    );
    const collection = requireCollection("exercises");
    let ran = 0;
    let refused = 0;
    for (const s of samples) {
      const params = parseListParams(
        new URLSearchParams({ filter: s.filter, sort: s.sort.join(","), page: s.page, perPage: s.perPage, expand: s.expand }),
      );
      try {
        await listRecords(collection, params, s.signedIn ? user : visitor);
        ran++;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        refused++;
      }
    }
    expect(ran + refused).toBe(samples.length);
    expect(ran).toBeGreaterThan(50);
  });
});
