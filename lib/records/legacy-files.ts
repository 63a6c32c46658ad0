import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { env } from "@/lib/env";
import { contentTypeOf, isSafeSegment, MAX_STORED_FILE_BYTES, type StoredFileKey } from "./storage";
import { logger } from "@/lib/log";

// Paths here come from the configuration at run time: the turbopackIgnore comments keep the
// build from tracing (and copying) the whole project into the standalone output because of them.

/** Where files lived before they moved into the database: DATA_DIR/storage (null for an in-memory or remote DATA_DIR). */
export function legacyStorageRoot(): string | null {
  const dataDir = env().DATA_DIR;
  if (dataDir.includes("://")) return null;
  return path.resolve(/*turbopackIgnore: true*/ dataDir, "storage");
}

async function entries(folder: string): Promise<import("node:fs").Dirent[]> {
  try {
    return await fs.readdir(/*turbopackIgnore: true*/ folder, { withFileTypes: true });
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
    const stat = await fs.stat(/*turbopackIgnore: true*/ file);
    if (stat.size > MAX_STORED_FILE_BYTES) {
      skipped.push(file);
      return;
    }
    const data = await fs.readFile(/*turbopackIgnore: true*/ file);
    await handle.rows(
      sql`INSERT INTO "stored_files" ("collection", "record_id", "filename", "thumb", "content_type", "data", "size")
          VALUES (${key.collection}, ${key.recordId}, ${key.filename}, ${key.thumb ?? ""}, ${contentTypeOf(key.filename)}, ${data}, ${data.byteLength})
          ON CONFLICT DO NOTHING`,
    );
    count++;
  };
  for (const c of collections) {
    if (!c.isDirectory() || !isSafeSegment(c.name)) continue;
    for (const r of await entries(path.join(/*turbopackIgnore: true*/ root, c.name))) {
      if (!r.isDirectory() || !isSafeSegment(r.name)) continue;
      const folder = path.join(/*turbopackIgnore: true*/ root, c.name, r.name);
      for (const f of await entries(folder)) {
        if (f.isFile() && isSafeSegment(f.name)) {
          await keep(path.join(/*turbopackIgnore: true*/ folder, f.name), { collection: c.name, recordId: r.name, filename: f.name });
        } else if (f.isDirectory() && f.name.startsWith("thumbs_")) {
          const original = f.name.slice("thumbs_".length);
          for (const t of await entries(path.join(/*turbopackIgnore: true*/ folder, f.name))) {
            const size = t.name.endsWith(`_${original}`) ? t.name.slice(0, -original.length - 1) : "";
            if (!t.isFile() || !/^\d+x\d+[a-z]?$/.test(size) || !isSafeSegment(original)) continue;
            await keep(path.join(/*turbopackIgnore: true*/ folder, f.name, t.name), { collection: c.name, recordId: r.name, filename: original, thumb: size });
          }
        }
      }
    }
  }
  if (skipped.length > 0) {
    // Left on disk and the folder kept, so nothing is lost; the log says what to do.
    logger.warn(`[files] ${skipped.length} file(s) over ${MAX_STORED_FILE_BYTES} bytes stay in ${root}: ${skipped.slice(0, 5).join(", ")}`);
  } else {
    // Another instance sharing this disk may have renamed it first.
    await fs.rename(/*turbopackIgnore: true*/ root, `${root}.imported-${Date.now()}`).catch(() => {});
  }
  return count;
}
