import { getDatabase } from "@/db";
import { readInternal } from "@/lib/records/crud";
import { notFound } from "@/lib/records/errors";
import { collectionFrom, handle } from "@/lib/records/http";
import { isSafeSegment, parseRange, readStoredFile } from "@/lib/records/storage";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ collection: string; recordId: string; filename: string }> };

/** Uploaded files are never allowed to run as a page of this origin. */
const FILE_HEADERS = {
  "cache-control": "public, max-age=2592000, stale-while-revalidate=86400",
  "content-security-policy": "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  "x-content-type-options": "nosniff",
  "accept-ranges": "bytes",
};

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
    const params = new URL(request.url).searchParams;
    const thumb = params.get("thumb") ?? "";
    const sizes = "thumbs" in fileField.def ? (fileField.def.thumbs ?? []) : [];
    const rangeHeader = request.headers.get("range");
    let unsatisfiable = false;
    const range = (size: number) => {
      const parsed = parseRange(rangeHeader, size);
      if (parsed === "unsatisfiable") unsatisfiable = true;
      return Array.isArray(parsed) ? parsed : null;
    };
    const db = await getDatabase();
    const key = { collection: collection.name, recordId, filename };
    let file = thumb && sizes.includes(thumb) ? await readStoredFile(db, { ...key, thumb }, range) : null;
    // A thumbnail that was never made falls back to the original, as PocketBase does.
    if (!file) {
      unsatisfiable = false;
      file = await readStoredFile(db, key, range);
    }
    if (!file) throw notFound();
    const disposition = params.get("download") && params.get("download") !== "0" && params.get("download") !== "false" ? "attachment" : "inline";
    const headers: Record<string, string> = {
      "content-type": file.contentType,
      "content-disposition": `${disposition}; filename="${filename}"`,
      "last-modified": file.created.toUTCString(),
      ...FILE_HEADERS,
    };
    if (unsatisfiable) {
      return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${file.size}` } });
    }
    const body = new Uint8Array(file.data.buffer as ArrayBuffer, file.data.byteOffset, file.data.byteLength);
    headers["content-length"] = String(body.byteLength);
    if (file.range) {
      headers["content-range"] = `bytes ${file.range[0]}-${file.range[1]}/${file.size}`;
      return new Response(body, { status: 206, headers });
    }
    return new Response(body, { status: 200, headers });
  });
}
