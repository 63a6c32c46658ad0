import fs from "node:fs/promises";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { env } from "@/lib/env";

/**
 * Files of records live in the database (`stored_files`, migration 0013), on
 * PostgreSQL and on the embedded database alike: every app instance serves the
 * same files, and `npm run backup` carries them with the rows. Files once kept
 * on disk are moved in at start (importDiskFiles).
 */

/** Largest file kept; the files route reads at most this much into memory for one answer. */
export const MAX_STORED_FILE_BYTES = 50 * 1024 * 1024;

/** Where files lived before they moved into the database: DATA_DIR/storage (null for an in-memory or remote DATA_DIR). */
export function legacyStorageRoot(): string | null {
  const dataDir = env().DATA_DIR;
  if (dataDir.includes("://")) return null;
  return path.resolve(dataDir, "storage");
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

/** A path segment that cannot climb out of its folder. */
export function isSafeSegment(segment: string): boolean {
  return SAFE_SEGMENT.test(segment) && !segment.includes("..");
}

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};

export function contentTypeOf(filename: string): string {
  return TYPES[path.extname(filename).toLowerCase()] ?? "application/octet-stream";
}

export interface StoredFileKey {
  collection: string;
  recordId: string;
  filename: string;
  /** "" for the original, else a thumbnail size such as "100x100". */
  thumb?: string;
}

/** The statement keeping a file (replacing one of the same name); the content type follows from the name. */
export function storeFileSql(key: StoredFileKey, data: Uint8Array): SQL {
  if (data.byteLength > MAX_STORED_FILE_BYTES) throw new Error(`file larger than ${MAX_STORED_FILE_BYTES} bytes`);
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sql`INSERT INTO "stored_files" ("collection", "record_id", "filename", "thumb", "content_type", "data", "size")
      VALUES (${key.collection}, ${key.recordId}, ${key.filename}, ${key.thumb ?? ""}, ${contentTypeOf(key.filename)}, ${bytes}, ${bytes.byteLength})
      ON CONFLICT ("collection", "record_id", "filename", "thumb")
      DO UPDATE SET "data" = EXCLUDED."data", "size" = EXCLUDED."size", "content_type" = EXCLUDED."content_type", "created" = now()`;
}

/** Keeps a file (replacing one of the same name). */
export async function putStoredFile(handle: DatabaseHandle, key: StoredFileKey, data: Uint8Array): Promise<void> {
  await handle.rows(storeFileSql(key, data));
}

export interface StoredFile {
  contentType: string;
  /** Size of the whole file. */
  size: number;
  created: Date;
  /** The bytes asked for: the whole file, or the range. */
  data: Buffer;
}

/** `Range: bytes=…` as one [start, end] (inclusive) within `size`, "unsatisfiable", or null to send it all. */
export function parseRange(header: string | null, size: number): [number, number] | "unsatisfiable" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: answer the whole file, which RFC 9110 allows.
  if (!m || (m[1] === "" && m[2] === "")) return null;
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== "" && Number(m[2]) < start) return null;
  }
  if (start >= size) return "unsatisfiable";
  return [start, end];
}

function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  // A driver without the bytea mapping answers `\x…` hex text.
  const text = String(value ?? "");
  return Buffer.from(text.startsWith("\\x") ? text.slice(2) : text, "hex");
}

/**
 * A stored file, or only `range` of it: the database cuts the range, so a
 * seek into a video moves only the bytes asked for.
 */
export async function readStoredFile(
  handle: DatabaseHandle,
  key: StoredFileKey,
  range?: (size: number) => [number, number] | null,
): Promise<(StoredFile & { range: [number, number] | null }) | null> {
  const where = sql`"collection" = ${key.collection} AND "record_id" = ${key.recordId} AND "filename" = ${key.filename} AND "thumb" = ${key.thumb ?? ""}`;
  const [meta] = await handle.rows<{ content_type: string; size: number; created: string | Date }>(
    sql`SELECT "content_type", "size", "created" FROM "stored_files" WHERE ${where}`,
  );
  if (!meta) return null;
  const size = Number(meta.size);
  const part = range?.(size) ?? null;
  const [row] = part
    ? await handle.rows<{ data: unknown }>(
        sql`SELECT substring("data" FROM ${part[0] + 1} FOR ${part[1] - part[0] + 1}) AS "data" FROM "stored_files" WHERE ${where}`,
      )
    : await handle.rows<{ data: unknown }>(sql`SELECT "data" FROM "stored_files" WHERE ${where}`);
  if (!row) return null; // deleted between the two reads
  return { contentType: meta.content_type, size, created: new Date(meta.created), data: toBuffer(row.data), range: part };
}

async function entries(folder: string): Promise<import("node:fs").Dirent[]> {
  try {
    return await fs.readdir(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * Moves files kept on disk by earlier versions (DATA_DIR/storage/{collection}/{record}/{file},
 * thumbnails in thumbs_{file}/{size}_{file}) into the database, then renames the
 * folder to storage.imported so the next start skips it. A file already in the
 * database is left as it is there. Returns how many files were imported.
 */
export async function importDiskFiles(handle: DatabaseHandle, root = legacyStorageRoot()): Promise<number> {
  if (!root) return 0;
  const collections = await entries(root);
  if (collections.length === 0) return 0;
  let count = 0;
  const skipped: string[] = [];
  const keep = async (file: string, key: StoredFileKey) => {
    const stat = await fs.stat(file);
    if (stat.size > MAX_STORED_FILE_BYTES) {
      skipped.push(file);
      return;
    }
    const data = await fs.readFile(file);
    await handle.rows(
      sql`INSERT INTO "stored_files" ("collection", "record_id", "filename", "thumb", "content_type", "data", "size")
          VALUES (${key.collection}, ${key.recordId}, ${key.filename}, ${key.thumb ?? ""}, ${contentTypeOf(key.filename)}, ${data}, ${data.byteLength})
          ON CONFLICT DO NOTHING`,
    );
    count++;
  };
  for (const c of collections) {
    if (!c.isDirectory() || !isSafeSegment(c.name)) continue;
    for (const r of await entries(path.join(root, c.name))) {
      if (!r.isDirectory() || !isSafeSegment(r.name)) continue;
      const folder = path.join(root, c.name, r.name);
      for (const f of await entries(folder)) {
        if (f.isFile() && isSafeSegment(f.name)) {
          await keep(path.join(folder, f.name), { collection: c.name, recordId: r.name, filename: f.name });
        } else if (f.isDirectory() && f.name.startsWith("thumbs_")) {
          const original = f.name.slice("thumbs_".length);
          for (const t of await entries(path.join(folder, f.name))) {
            const size = t.name.endsWith(`_${original}`) ? t.name.slice(0, -original.length - 1) : "";
            if (!t.isFile() || !/^\d+x\d+[a-z]?$/.test(size) || !isSafeSegment(original)) continue;
            await keep(path.join(folder, f.name, t.name), { collection: c.name, recordId: r.name, filename: original, thumb: size });
          }
        }
      }
    }
  }
  if (skipped.length > 0) {
    // Left on disk and the folder kept, so nothing is lost; the log says what to do.
    console.warn(`[files] ${skipped.length} file(s) over ${MAX_STORED_FILE_BYTES} bytes stay in ${root}: ${skipped.slice(0, 5).join(", ")}`);
  } else {
    // Another instance sharing this disk may have renamed it first.
    await fs.rename(root, `${root}.imported-${Date.now()}`).catch(() => {});
  }
  return count;
}
