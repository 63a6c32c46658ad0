import "server-only";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";

/**
 * Files of records live in the database (`stored_files`, migration 0013), on
 * PostgreSQL and on the embedded database alike: every app instance serves the
 * same files, and `npm run backup` carries them with the rows. Files once kept
 * on disk are moved in at start (legacy-files.ts).
 */

/** Largest file kept; the files route reads at most this much into memory for one answer. */
export const MAX_STORED_FILE_BYTES = 50 * 1024 * 1024;

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
