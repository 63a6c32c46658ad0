import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import { E, type PreparedWrite } from "./validate";
import type { Runner } from "./runner";
import { storeFileSql } from "./storage";
import type { Collection, FileField, ResolvedField } from "./types";

/**
 * File uploads of a multipart create or update, PocketBase style: a file part
 * named after a file field sets it (a single field takes the one file; a
 * multiple one keeps the names sent beside the files plus the new ones),
 * `field+` appends to what is stored. Sizes are bounded by the request body
 * limit (MAX_BODY_BYTES), so one upload never holds more than that in memory.
 */

/** Where readBody puts the file parts: a symbol, so rules and field casting never see them. */
export const UPLOADS = Symbol("uploads");

export type BodyWithUploads = Record<string, unknown> & { [UPLOADS]?: Map<string, File[]> };

export interface Upload {
  field: string;
  filename: string;
  file: File;
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** PocketBase's stored name: the sanitised original name, `_`, 10 random characters, the extension. */
export function storedFileName(original: string): string {
  const ext = path.extname(original).toLowerCase().replace(/[^a-z0-9.]/g, "").slice(0, 20);
  const base = path
    .basename(original, path.extname(original))
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 100);
  const suffix = Array.from(randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${base || "file"}_${suffix}${ext === "." ? "" : ext}`;
}

function fileField(collection: Collection, name: string): ResolvedField | undefined {
  const field = collection.fields.get(name);
  if (!field || field.def.type !== "file" || field.def.hidden || field.def.readOnly) return undefined;
  return field;
}

/**
 * Adds the uploaded files to the prepared write (names and errors) and returns
 * them for saveUploads. A file part for a field of another kind is an error of
 * that field, never silently dropped.
 */
export function applyUploads(
  collection: Collection,
  body: BodyWithUploads,
  existing: Record<string, unknown> | null,
  prepared: PreparedWrite,
): Upload[] {
  const parts = body[UPLOADS];
  if (!parts || parts.size === 0) return [];
  const uploads: Upload[] = [];
  for (const [key, files] of parts) {
    const append = key.endsWith("+");
    const name = append ? key.slice(0, -1) : key;
    const field = fileField(collection, name);
    if (!field) {
      // Like a string part, a file for a name that is no field is ignored; one for another kind of field is refused.
      if (collection.fields.has(name)) prepared.errors[name] = E.type();
      continue;
    }
    const added = files.map((file) => ({ field: name, filename: storedFileName(file.name), file }));
    const stored = existing?.[name];
    const current: string[] = Array.isArray(stored) ? stored.map(String) : stored ? [String(stored)] : [];
    // Names sent beside the files (already checked against the stored ones by prepareWrite), else all stored when appending.
    const kept = prepared.values.has(name)
      ? ([] as string[]).concat((prepared.values.get(name) as string[] | string) || [])
      : append
        ? current
        : [];
    if (!field.isArray) {
      if (added.length > 1) {
        prepared.errors[name] = E.tooMany(1);
        continue;
      }
      prepared.values.set(name, added[0].filename);
    } else {
      const next = [...kept, ...added.map((u) => u.filename)];
      const max = (field.def as FileField).maxSelect;
      if (max && next.length > max) {
        prepared.errors[name] = E.tooMany(max);
        continue;
      }
      prepared.values.set(name, next);
    }
    if (prepared.errors[name]?.code === "validation_required") delete prepared.errors[name];
    uploads.push(...added);
  }
  return uploads;
}

/**
 * Stores the uploaded files of a record and forgets the files its write
 * stopped naming (as PocketBase deletes them), in the caller's transaction.
 */
export async function saveUploads(
  run: Runner,
  collection: Collection,
  recordId: string,
  uploads: Upload[],
  existing: Record<string, unknown> | null,
  prepared: PreparedWrite,
): Promise<void> {
  for (const upload of uploads) {
    const data = new Uint8Array(await upload.file.arrayBuffer());
    await run(storeFileSql({ collection: collection.name, recordId, filename: upload.filename }, data));
  }
  if (!existing) return;
  const dropped: string[] = [];
  for (const field of collection.fields.values()) {
    if (field.def.type !== "file" || !prepared.values.has(field.name)) continue;
    const before = ([] as unknown[]).concat(existing[field.name] ?? []).map(String).filter(Boolean);
    const after = ([] as unknown[]).concat(prepared.values.get(field.name) ?? []).map(String);
    dropped.push(...before.filter((n) => !after.includes(n)));
  }
  for (const filename of dropped) {
    await run(
      sql`DELETE FROM "stored_files" WHERE "collection" = ${collection.name} AND "record_id" = ${recordId} AND "filename" = ${filename}`,
    );
  }
}
