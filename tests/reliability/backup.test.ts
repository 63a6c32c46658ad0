import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, migrationsFolder } from "@/db/open";
import { migrate } from "@/db/migrate";
import type { DatabaseHandle } from "@/db/client";
import {
  NotEmptyError,
  dumpDatabase,
  parseHeader,
  restoreDatabase,
  tableContents,
} from "@/lib/backup";
import { putStoredFile, readStoredFile } from "@/lib/records/storage";
import { ensureBuild, pgAvailable, startServer, withTempPgDatabase } from "./servers";

const root = path.resolve(__dirname, "..", "..");
/** Every byte value, then incompressible noise: what a file round trip must keep exactly. */
const FILE_BYTES = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300 * 1024)]);
const FILE_NAME = "avatar_backup0001.png";
const TRICKY = `quote ' double " dollar $ff$ $$ backslash \\ newline\nunicode ✓ 💪 tab\t`;

let source: DatabaseHandle;
let dumped: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-backup-test-"));

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return handle.rows<T>(query);
}

beforeAll(async () => {
  source = await openDatabase({ kind: "memory" });
  await migrate(source);
  // The demo data (user, sessions, sets, programs) plus text that stresses quoting.
  const [demo] = await rows<{ id: string }>(source, sql`select id from users order by created limit 1`);
  expect(demo).toBeDefined();
  await source.rows(sql`update workout_sessions set notes = ${TRICKY} where id = (select id from workout_sessions order by id limit 1)`);
  await source.rows(sql`insert into settings (key, value) values ('backup-test', ${TRICKY})`);
  // An uploaded avatar of the demo user: files are rows too, so every round trip below carries it.
  await putStoredFile(source, { collection: "users", recordId: demo.id, filename: FILE_NAME }, FILE_BYTES);
  await source.rows(sql`update users set avatar = ${FILE_NAME} where id = ${demo.id}`);
});

async function demoUserId(handle: DatabaseHandle): Promise<string> {
  const [row] = await rows<{ id: string }>(handle, sql`select id from users where avatar = ${FILE_NAME}`);
  return row.id;
}

async function storedBytes(handle: DatabaseHandle): Promise<Buffer | undefined> {
  const file = await readStoredFile(handle, { collection: "users", recordId: await demoUserId(handle), filename: FILE_NAME });
  return file?.data;
}

afterAll(async () => {
  await source?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("round-trips the demo database on PGlite, every row equal", async () => {
    const before = await tableContents(source);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["public.users", "public.workout_sessions", "public.training_programs"]));
    for (const table of ["public.users", "public.workout_sessions", "public.training_programs", "public.workout_sets"]) {
      expect(JSON.parse(before[table]).length, table).toBeGreaterThan(0);
    }
    const started = Date.now();
    const { text, header } = await dumpDatabase(source);
    dumped = text;
    const target = await openDatabase({ kind: "memory" });
    try {
      await restoreDatabase(target, text, migrate, migrationsFolder());
      const took = Date.now() - started;
      console.log(`[backup] demo database: ${header.rows} rows, ${header.tables} tables, ${(text.length / 1024).toFixed(0)} KiB, round trip ${took} ms`);
      expect(await tableContents(target)).toEqual(before);
      // Sequences and triggers work again after the restore.
      await target.rows(sql`insert into settings (key, value) values ('after-restore', 'x')`);
    } finally {
      await target.close();
    }
  });

  it("refuses a database that is not empty, and a file that is not a backup", async () => {
    await expect(restoreDatabase(source, dumped, migrate, migrationsFolder())).rejects.toBeInstanceOf(NotEmptyError);
    expect(() => parseHeader("select 1;")).toThrow(/not a ForgeFit backup/);
  });

  it.runIf(pgAvailable())("restores a PGlite backup into PostgreSQL and back, every row equal", async () => {
    const before = await tableContents(source);
    await withTempPgDatabase(async (url) => {
      const pg = await openDatabase({ kind: "postgres", url, max: 2 });
      try {
        await restoreDatabase(pg, dumped, migrate, migrationsFolder());
        expect(await tableContents(pg)).toEqual(before);
        const again = await dumpDatabase(pg);
        const back = await openDatabase({ kind: "memory" });
        try {
          await restoreDatabase(back, again.text, migrate, migrationsFolder());
          expect(await tableContents(back)).toEqual(before);
        } finally {
          await back.close();
        }
      } finally {
        await pg.close();
      }
    });
  });

  it("npm run backup and npm run restore work on an embedded data folder", async () => {
    const dataDir = path.join(work, "data");
    const seeded = await openDatabase({ kind: "pglite", dataDir });
    await migrate(seeded);
    await seeded.rows(sql`insert into settings (key, value) values ('cli-test', ${TRICKY})`);
    await putStoredFile(seeded, { collection: "users", recordId: "cli0000000000001", filename: "cli.txt" }, FILE_BYTES);
    const before = await tableContents(seeded);
    await seeded.close();

    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, NODE_ENV: "production" };
    const out = path.join(work, "backups");
    const backup = spawnSync(process.execPath, [path.join(root, "scripts", "backup-cli.mjs"), "backup", out], { env, encoding: "utf8" });
    expect(backup.status, backup.stderr).toBe(0);
    const files = fs.readdirSync(out);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^forgefit-\d{8}T\d{6}Z\.sql$/);

    const restoredDir = path.join(work, "restored");
    const restoreEnv: NodeJS.ProcessEnv = { ...env, DATA_DIR: restoredDir };
    const file = path.join(out, files[0]);
    const restore = spawnSync(process.execPath, [path.join(root, "scripts", "backup-cli.mjs"), "restore", file], { env: restoreEnv, encoding: "utf8" });
    expect(restore.status, restore.stderr).toBe(0);
    const again = spawnSync(process.execPath, [path.join(root, "scripts", "backup-cli.mjs"), "restore", file], { env: restoreEnv, encoding: "utf8" });
    expect(again.status).not.toBe(0);
    expect(again.stderr).toMatch(/not empty/);

    const restored = await openDatabase({ kind: "pglite", dataDir: restoredDir });
    try {
      expect(await tableContents(restored)).toEqual(before);
      const file = await readStoredFile(restored, { collection: "users", recordId: "cli0000000000001", filename: "cli.txt" });
      expect(file?.data.equals(FILE_BYTES)).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it("restores uploaded files into a fresh data folder and a fresh PostgreSQL database, served with the same bytes", async () => {
    expect(await storedBytes(source)).toEqual(FILE_BYTES);
    const { text } = await dumpDatabase(source);

    const folder = path.join(work, "files-restored");
    const pglite = await openDatabase({ kind: "pglite", dataDir: folder });
    let userId: string;
    try {
      await restoreDatabase(pglite, text, migrate, migrationsFolder());
      expect(await storedBytes(pglite)).toEqual(FILE_BYTES);
      userId = await demoUserId(pglite);
    } finally {
      await pglite.close();
    }

    // Downloaded over HTTP from a production server on each restored database.
    ensureBuild();
    const download = async (options: { dataDir?: string; databaseUrl?: string }) => {
      const server = await startServer(options);
      try {
        const started = Date.now();
        const res = await fetch(`${server.url}/api/files/users/${userId}/${FILE_NAME}`);
        const body = Buffer.from(await res.arrayBuffer());
        console.log(`[backup] restored file (${body.byteLength} bytes) downloaded in ${Date.now() - started} ms`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        expect(body.equals(FILE_BYTES)).toBe(true);
      } finally {
        await server.stop();
      }
    };
    await download({ dataDir: folder });
    if (pgAvailable()) {
      await withTempPgDatabase(async (url) => {
        const pg = await openDatabase({ kind: "postgres", url, max: 2 });
        try {
          await restoreDatabase(pg, text, migrate, migrationsFolder());
          expect(await storedBytes(pg)).toEqual(FILE_BYTES);
        } finally {
          await pg.close();
        }
        await download({ databaseUrl: url });
      });
    }
  }, 180_000);
});
