/**
 * A catalogue editor's typo, as the README invites them to make it: a new
 * migration whose exercise names a muscle that does not exist. The output of
 * `npm run db:migrate` (and of the server start, which prints the same
 * description) must name the database's own message, the SQLSTATE and the
 * migration file, and must not drown them in the statement's JSON.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/db/open";
import { migrate } from "@/db/migrate";
import { describeDatabaseError, MigrationError } from "@/db/errors";
import { errorResponse } from "@/lib/records/http";

const ROOT = path.resolve(__dirname, "..", "..");
const BAD_TAG = "0099_exercises_typo";

/** The README's Deficit Push-Up with "chest" misspelt, and a tip after it. */
const BAD_MIGRATION = `SELECT seed_exercise($json$${JSON.stringify(
  {
    name: "Deficit Push-Up",
    shortDescription: "A push-up with the hands raised for a deeper chest stretch.",
    difficultyLevel: 4,
    technicalComplexity: 3,
    mobilityLevel: 3,
    isCompound: true,
    minExperienceLevel: "beginner",
    category: "calisthenics",
    modality: "bodyweight",
    forceType: "push",
    bodyRegion: "upper_body",
    trainingType: ["hypertrophy"],
    movementPattern: ["push"],
    primaryMuscles: ["chestt"],
    secondaryMuscles: ["triceps", "front_delts"],
    equipmentRequired: ["weight_plate"],
  },
  null,
  2,
)}$json$);
--> statement-breakpoint
SELECT seed_tip('Deficit Push-Up', $json$\{"title": "Own the bottom", "description": "Pause at the bottom.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
`;

let root: string;
let folder: string;

beforeAll(() => {
  // A copy of the project's migrations plus the bad one, laid out as a project (db/migrations).
  root = fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-bad-migration-"));
  folder = path.join(root, "db", "migrations");
  fs.cpSync(path.join(ROOT, "db", "migrations"), folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${BAD_TAG}.sql`), BAD_MIGRATION);
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
  const last = journal.entries[journal.entries.length - 1];
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: BAD_TAG });
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2));
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function expectNamesTheCause(text: string) {
  expect(text).toContain('seed: no muscles named "chestt"');
  expect(text).toContain("SQLSTATE P0001");
  expect(text).toContain(`${BAD_TAG}.sql (statement 1 of 2)`);
  // Neither Drizzle's "Failed query" nor the exercise's JSON.
  expect(text).not.toContain("Failed query");
  expect(text).not.toContain("shortDescription");
}

describe("a migration that fails names its cause", () => {
  it("migrate() throws a MigrationError whose description has the message, the SQLSTATE and the file", async () => {
    const handle = await openDatabase({ kind: "memory" });
    try {
      const error = await migrate(handle, folder).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as MigrationError).migration).toBe(`${BAD_TAG}.sql (statement 1 of 2)`);
      expectNamesTheCause(describeDatabaseError(error));
      expectNamesTheCause((error as Error).message);
    } finally {
      await handle.close();
    }
  });

  it("npm run db:migrate prints it on the terminal and exits 1", () => {
    const dataDir = path.join(root, "data");
    const run = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), path.join(ROOT, "db", "migrate-cli.ts")], {
      // The migrations folder is found under the working directory, as in a project checkout.
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, TSX_TSCONFIG_PATH: path.join(ROOT, "tsconfig.json") },
      encoding: "utf8",
      timeout: 120_000,
    });
    const output = run.stdout + run.stderr;
    expect(run.status, output).toBe(1);
    expectNamesTheCause(output);
    // One line, not eighty.
    expect(output.trim().split("\n").length, output).toBeLessThanOrEqual(3);
  });

  it("errors that are not the database's keep their own words", () => {
    expect(describeDatabaseError(new Error("Data folder is locked by process 42"))).toBe("Data folder is locked by process 42");
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
    expect(describeDatabaseError(new Error("Failed query: select 1\nparams: ", { cause: refused }))).toBe(
      "connect ECONNREFUSED 127.0.0.1:1 (ECONNREFUSED)",
    );
  });
});

describe("an API 500 in the server log", () => {
  it("names the database's message and SQLSTATE, keeps the stack frames and leaves out the statement", async () => {
    const handle = await openDatabase({ kind: "memory" });
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    try {
      const error = await handle.rows(sql`select secret_column from no_such_table_here where id = ${"x"}`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(errorResponse(error).status).toBe(500);
      const line = logged.join("\n");
      expect(line).toContain('[api] unexpected error: relation "no_such_table_here" does not exist (SQLSTATE 42P01)');
      expect(line).toMatch(/\n {4}at /);
      expect(line).not.toContain("secret_column");
    } finally {
      spy.mockRestore();
      await handle.close();
    }
  });
});
