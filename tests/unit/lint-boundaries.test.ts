import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import boundaries of eslint.config.mjs (issue 18 item 3), each shown to
 * catch a violation: the source is linted as if it stood at the given path.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-globals").map((m) => m.message);
}

describe("import boundaries", () => {
  it("a component imports neither the SDK nor server code, and does not fetch", async () => {
    const messages = await restricted(
      "components/workouts/zz.tsx",
      [
        'import { pb } from "@/lib/client/pocketbase";',
        'import PocketBase from "pocketbase";',
        'import { generateProgramAnswer } from "@/lib/programs/generate.server";',
        'import { getDatabase } from "@/db";',
        'import { readInternal } from "@/lib/records/crud";',
        'import "server-only";',
        "export const x = [pb, PocketBase, generateProgramAnswer, getDatabase, readInternal, fetch];",
      ].join("\n"),
    );
    expect(messages).toHaveLength(7);
    expect(await restricted("components/workouts/zz.tsx", 'import type { RecordModel } from "pocketbase";\nexport type X = RecordModel;')).toEqual([]);
  });

  it("model code imports no framework and no I/O", async () => {
    const code = ['import { useState } from "react";', 'import fs from "node:fs";', 'import { sql } from "drizzle-orm";', 'import { useLibrary } from "@/lib/workouts/queries.client";', "export const x = [useState, fs, sql, useLibrary];"].join("\n");
    expect(await restricted("lib/workouts/zz.ts", code)).toHaveLength(4);
    expect(await restricted("lib/training/zz.ts", code)).toHaveLength(4);
    expect(await restricted("lib/workouts/zz.client.ts", code)).toEqual([]);
  });

  it("db/ imports from lib/ only its configuration", async () => {
    const messages = await restricted("db/zz.ts", 'import { env } from "@/lib/env";\nimport { logger } from "@/lib/log";\nexport const x = [env, logger];');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("@/lib/log");
  });

  it("a route handler holds no SQL", async () => {
    const code = ['import { getDatabase, closeDatabase } from "@/db";', 'import { sql } from "drizzle-orm";', 'import * as schema from "@/db/schema";', "export const x = [getDatabase, closeDatabase, sql, schema];"].join("\n");
    expect(await restricted("app/api/zz/route.ts", code)).toHaveLength(3);
  });
});
