import fs from "node:fs/promises";
import path from "node:path";
import { readInternal } from "@/lib/records/crud";
import { notFound } from "@/lib/records/errors";
import { collectionFrom, handle } from "@/lib/records/http";
import { contentTypeOf, isSafeSegment, storageRoot } from "@/lib/records/storage";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ collection: string; recordId: string; filename: string }> };

/** Uploaded files are never allowed to run as a page of this origin. */
const FILE_HEADERS = {
  "cache-control": "public, max-age=2592000, stale-while-revalidate=86400",
  "content-security-policy": "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  "x-content-type-options": "nosniff",
};

async function readable(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

export async function GET(request: Request, context: Context) {
  return handle(async () => {
    const { collection: name, recordId, filename } = await context.params;
    const collection = collectionFrom(name);
    if (!isSafeSegment(recordId) || !isSafeSegment(filename)) throw notFound();
    const record = await readInternal(collection, recordId);
    if (!record) throw notFound();
    // Only files a file field of the record names are served, never leftovers.
    const fileField = [...collection.fields.values()].find((field) => {
      if (field.def.type !== "file") return false;
      const value = record[field.name];
      return Array.isArray(value) ? value.includes(filename) : value === filename;
    });
    if (!fileField) throw notFound();
    const folder = path.join(storageRoot(), collection.name, recordId);
    const thumb = new URL(request.url).searchParams.get("thumb") ?? "";
    const sizes = "thumbs" in fileField.def ? (fileField.def.thumbs ?? []) : [];
    let body: Buffer | null = null;
    if (thumb && sizes.includes(thumb)) {
      body = await readable(path.join(folder, `thumbs_${filename}`, `${thumb}_${filename}`));
    }
    // A thumbnail that was never made falls back to the original, as PocketBase does.
    body ??= await readable(path.join(folder, filename));
    if (!body) throw notFound();
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: { "content-type": contentTypeOf(filename), "content-length": String(body.byteLength), ...FILE_HEADERS },
    });
  });
}
