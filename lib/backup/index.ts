import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";

/**
 * A logical backup: a plain SQL file that replaces every row of the app's tables
 * (and the migration ledger) with the rows it holds. Written inside one
 * REPEATABLE READ, READ ONLY transaction, so it is a consistent snapshot even
 * while the app keeps writing (PostgreSQL). The same code serves PGlite and
 * PostgreSQL, so no pg_dump of a matching version is needed.
 *
 * Format: header comments, then one statement per line. Rows travel as JSON
 * (`json_populate_recordset`), which PostgreSQL turns back into the column types
 * itself (arrays, jsonb, timestamps, numerics) without the client parsing them.
 * The file also runs as is through `psql -1 -f`.
 */

export const BACKUP_FORMAT = "forgefit-backup-1";
const ROWS_PER_STATEMENT = 500;
/** Stored files travel one per statement: a row can be up to 50 MB (twice that as hex). */
const ROWS_PER_STATEMENT_OF: Record<string, number> = { stored_files: 1 };
/** Schemas whose tables are backed up: the app's own and drizzle's migration ledger. */
const SCHEMAS = ["public", "drizzle"];

export interface BackupHeader {
  format: string;
  created: string;
  database: string;
  migrations: number;
  tables: number;
  rows: number;
}

interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;

/** A dollar-quote tag that does not occur in the text it quotes. */
function dollarTag(): string {
  return `$ff${randomBytes(6).toString("hex")}$`;
}

type Runner = <T>(query: ReturnType<typeof sql.raw>) => Promise<T[]>;

async function tables(run: Runner): Promise<TableInfo[]> {
  const rows = await run<{ schema: string; name: string; columns: string[] }>(
    sql.raw(`SELECT c.table_schema AS schema, c.table_name AS name,
                    array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
             FROM information_schema.columns c
             JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
             WHERE t.table_type = 'BASE TABLE' AND c.table_schema IN (${SCHEMAS.map((s) => `'${s}'`).join(",")})
               AND c.is_generated = 'NEVER'
             GROUP BY c.table_schema, c.table_name
             ORDER BY c.table_schema, c.table_name`),
  );
  return rows.map((r) => ({ ...r, columns: parseArray(r.columns) }));
}

/** postgres-js gives text[] as an array; a driver without the type mapping gives `{a,b}`. */
function parseArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = String(value ?? "");
  return text.replace(/^\{|\}$/g, "").split(",").filter(Boolean).map((s) => s.replace(/^"|"$/g, ""));
}

export function backupFileName(date = new Date()): string {
  return `forgefit-${date.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}.sql`;
}

/** The whole database as SQL text (see the file comment for the format). */
export async function dumpDatabase(handle: DatabaseHandle): Promise<{ text: string; header: BackupHeader }> {
  return handle.db.transaction(
    async (tx) => {
      const run: Runner = async <T>(query: ReturnType<typeof sql.raw>) => {
        const result = (await tx.execute(query)) as unknown;
        return (Array.isArray(result) ? result : ((result as { rows: T[] }).rows ?? [])) as T[];
      };
      const list = await tables(run);
      const tag = dollarTag();
      const body: string[] = [];
      let total = 0;
      let migrations = 0;
      for (const table of list) {
        const cols = table.columns.map(ident).join(", ");
        const [{ n }] = await run<{ n: number | string }>(sql.raw(`SELECT count(*)::int AS n FROM ${qualified(table)}`));
        const count = Number(n);
        total += count;
        if (table.schema === "drizzle" && table.name === "__drizzle_migrations") migrations = count;
        const batch = (table.schema === "public" && ROWS_PER_STATEMENT_OF[table.name]) || ROWS_PER_STATEMENT;
        for (let offset = 0; offset < count; offset += batch) {
          const [{ j }] = await run<{ j: string }>(
            sql.raw(
              `SELECT jsonb_agg(x)::text AS j FROM (SELECT ${cols} FROM ${qualified(table)} ORDER BY ${cols}
               LIMIT ${batch} OFFSET ${offset}) x`,
            ),
          );
          if (j.includes(tag)) throw new Error("backup quoting collision; run the backup again");
          body.push(
            `INSERT INTO ${qualified(table)} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${qualified(table)}, ${tag}${j}${tag});`,
          );
        }
      }
      const sequences = await run<{ schema: string; name: string; value: string | number | null }>(
        sql.raw(`SELECT schemaname AS schema, sequencename AS name, last_value AS value FROM pg_sequences
                 WHERE schemaname IN (${SCHEMAS.map((s) => `'${s}'`).join(",")})`),
      );
      for (const s of sequences) {
        if (s.value !== null) body.push(`SELECT setval('${qualified(s).replace(/'/g, "''")}', ${Number(s.value)}, true);`);
      }
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        created: new Date().toISOString(),
        database: handle.kind,
        migrations,
        tables: list.length,
        rows: total,
      };
      const lines = [
        ...Object.entries(header).map(([k, v]) => `-- ${k}: ${v}`),
        "-- Restore with `npm run restore FILE` into an empty database (or psql -1 -f FILE on a migrated one).",
        "BEGIN;",
        // Triggers and foreign-key checks off while rows go back exactly as they were.
        "SET LOCAL session_replication_role = replica;",
        list.length ? `TRUNCATE TABLE ${list.map(qualified).join(", ")};` : "",
        ...body,
        "COMMIT;",
        "",
      ];
      return { text: lines.filter((l, i) => l !== "" || i === lines.length - 1).join("\n"), header };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export class BackupFormatError extends Error {}

export function parseHeader(text: string): BackupHeader {
  const fields: Record<string, string> = {};
  for (const line of text.split("\n", 20)) {
    const m = /^-- (\w+): (.*)$/.exec(line);
    if (m) fields[m[1]] = m[2];
  }
  if (fields.format !== BACKUP_FORMAT) throw new BackupFormatError("This file is not a ForgeFit backup (no format header).");
  const num = (k: string) => {
    const v = Number(fields[k]);
    if (!Number.isInteger(v) || v < 0) throw new BackupFormatError(`The backup header has no valid ${k}.`);
    return v;
  };
  return {
    format: fields.format,
    created: fields.created ?? "",
    database: fields.database ?? "",
    migrations: num("migrations"),
    tables: num("tables"),
    rows: num("rows"),
  };
}

/** The statements of a backup, without comments and the transaction lines (the caller runs its own). */
export function backupStatements(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("--") && line !== "BEGIN;" && line !== "COMMIT;");
}

/**
 * Loads a backup into a database migrated to the backup's migration level, in
 * one transaction: all or nothing.
 */
export async function loadBackup(handle: DatabaseHandle, text: string): Promise<void> {
  parseHeader(text);
  const statements = backupStatements(text);
  await handle.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** Tables of the app holding rows: an empty database has none (or no tables at all). */
export async function isEmptyDatabase(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.rows<{ n: number | string }>(
    sql.raw(`SELECT count(*)::int AS n FROM information_schema.tables
             WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE'`),
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Every row of every backed-up table, in a stable order: what a round trip must keep. */
export async function tableContents(handle: DatabaseHandle): Promise<Record<string, string>> {
  const run: Runner = async <T>(query: ReturnType<typeof sql.raw>) => handle.rows<T>(query);
  const out: Record<string, string> = {};
  for (const table of await tables(run)) {
    const [{ j }] = await run<{ j: string | null }>(
      sql.raw(`SELECT json_agg(x ORDER BY x::text)::text AS j FROM ${qualified(table)} x`),
    );
    out[`${table.schema}.${table.name}`] = j ?? "[]";
  }
  return out;
}

export class NotEmptyError extends Error {}

/** A copy of the migrations folder holding only the first `count` migrations. */
export function migrationsUpTo(folder: string, count: number, into: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  if (count > journal.entries.length) {
    throw new BackupFormatError(
      `The backup was made by a newer version of ForgeFit (${count} migrations; this one knows ${journal.entries.length}). Update the app first.`,
    );
  }
  fs.mkdirSync(path.join(into, "meta"), { recursive: true });
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(into, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(into, `${entry.tag}.sql`));
  return into;
}

/**
 * Restores a backup into an empty database: the schema is built by the
 * migrations the backup was made at, the rows are loaded in one transaction,
 * then any newer migrations run on top. A database that already has tables is
 * refused, so a restore never mixes with or silently replaces live data.
 */
export async function restoreDatabase(
  handle: DatabaseHandle,
  text: string,
  migrate: (handle: DatabaseHandle, folder?: string) => Promise<void>,
  folder: string,
): Promise<BackupHeader> {
  const header = parseHeader(text);
  if (!(await isEmptyDatabase(handle))) {
    throw new NotEmptyError("The target database is not empty; restore only into a new, empty database.");
  }
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-restore-"));
  try {
    await migrate(handle, migrationsUpTo(folder, header.migrations, temp));
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
  await loadBackup(handle, text);
  await migrate(handle, folder);
  return header;
}
