import "server-only";
import { databaseAdmission } from "@/db";
import { SERVER_BUSY } from "@/db/admission";
import { databaseErrorCode, describeDatabaseError, isDatabaseUnavailable, isStatementTimeout } from "@/db/errors";
import { withDatabaseAdmission } from "@/db/request-scope";
import { RECORD_ID_PATTERN } from "@/lib/shared/record-id";
import { ApiError, MESSAGES, missingCollection } from "./errors";
import { getCollection } from "./registry";
import type { Collection, RequestInfo } from "./types";
import { UPLOADS, type BodyWithUploads } from "./uploads";
import { logger } from "@/lib/log";
import { cleanObject, FORBIDDEN_KEYS, isPlainObject } from "@/lib/shared/plain-object";

/** Request bodies above this are refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(data), status, headers);
}

/** An answer whose JSON is already printed. */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export function noContent(headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 204, headers: { "cache-control": "no-store", ...headers } });
}

/**
 * Any error as a PocketBase-shaped answer. Only ApiError messages reach the
 * caller; everything else is logged here and answered generically, so no stack,
 * SQL or internal name leaves the server.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return json(error.toJSON(), error.status, error.headers);
  const code = databaseErrorCode(error);
  if (code === SERVER_BUSY) {
    return json({ status: 503, message: MESSAGES.busy, data: {} }, 503, { "retry-after": "2" });
  }
  if (isStatementTimeout(error)) {
    // A 400, not a 503: with admission control a statement this slow is the request's own shape,
    // and a 503 would invite the same expensive request again.
    logger.warn(`[api] statement timeout: ${describeDatabaseError(error)}`);
    return json({ status: 400, message: MESSAGES.tooSlow, data: {} }, 400);
  }
  if (code?.startsWith("22")) {
    // A value the database refused (data exception): the caller's input, not our failure.
    logger.warn(`[api] refused value: ${describeDatabaseError(error)}`);
    return json({ status: 400, message: MESSAGES.generic, data: {} }, 400);
  }
  if (isDatabaseUnavailable(error)) {
    logger.error(`[api] database unavailable: ${describeDatabaseError(error)}`);
    return json({ status: 503, message: MESSAGES.unavailable, data: {} }, 503);
  }
  logger.error(`[api] unexpected error: ${describeDatabaseError(error, { stack: true })}`);
  return json({ status: 500, message: MESSAGES.generic, data: {} }, 500);
}

/** Runs a handler body in its turn at the database and maps whatever it throws. */
export async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await withDatabaseAdmission(databaseAdmission(), work);
  } catch (error) {
    return errorResponse(error);
  }
}

export function collectionFrom(nameOrId: string): Collection {
  const collection = getCollection(nameOrId);
  if (!collection) throw missingCollection();
  return collection;
}

/** The raw body, refused with a 413 past `limit` bytes (declared or streamed). */
export async function readLimited(request: Request, limit: number = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, MESSAGES.tooLarge);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new ApiError(413, MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The submitted data: JSON, urlencoded or multipart (PocketBase's `@jsonPayload`
 * included), at most 1 MB in all. Multipart file parts are kept under UPLOADS.
 */
export async function readBody(request: Request): Promise<BodyWithUploads> {
  const bytes = await readLimited(request);
  if (bytes.byteLength === 0) return Object.create(null);
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch {
      throw new ApiError(400, MESSAGES.badJson);
    }
    const out: BodyWithUploads = Object.create(null);
    for (const [key, value] of form.entries()) {
      if (typeof value !== "string") {
        // File parts go aside, for the record engine's file fields only (lib/records/uploads.ts).
        if (FORBIDDEN_KEYS.has(key)) continue;
        const uploads = (out[UPLOADS] ??= new Map<string, File[]>());
        uploads.set(key, [...(uploads.get(key) ?? []), value]);
        continue;
      }
      if (key === "@jsonPayload") {
        try {
          const parsed = JSON.parse(value);
          if (isPlainObject(parsed)) Object.assign(out, cleanObject(parsed));
        } catch {
          throw new ApiError(400, MESSAGES.badJson);
        }
        continue;
      }
      if (FORBIDDEN_KEYS.has(key)) continue;
      const current = out[key];
      out[key] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
    }
    return out;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ApiError(400, MESSAGES.badJson);
  }
  if (!isPlainObject(parsed)) throw new ApiError(400, MESSAGES.badJson);
  return cleanObject(parsed);
}

/** What `@request.*` reads for this request. */
export function requestInfo(
  request: Request,
  auth: Record<string, unknown> | null,
  body: Record<string, unknown> = {},
): RequestInfo {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  return { auth, method: request.method, query, headers, body };
}

export function readOptions(request: Request): { expand: string; fields: string } {
  const url = new URL(request.url);
  return { expand: url.searchParams.get("expand") ?? "", fields: url.searchParams.get("fields") ?? "" };
}

/**
 * `?ids=a,b`: the distinct record ids asked for, or null (all) when the parameter
 * is absent. A blank `ids=` also means all, unless `blankMeansAll` is false: then it asks for none.
 * A malformed id or more than `max` is a 400 naming `noun`.
 */
export function idsParam(request: Request, { max, noun, blankMeansAll = true }: { max: number; noun: string; blankMeansAll?: boolean }): string[] | null {
  const raw = new URL(request.url).searchParams.get("ids");
  if (raw === null || (blankMeansAll && raw.trim() === "")) return null;
  const ids = [...new Set(raw.split(",").map((s) => s.trim()).filter(Boolean))];
  if (ids.length > max || ids.some((id) => !RECORD_ID_PATTERN.test(id))) {
    throw new ApiError(400, `Invalid ${noun} ids.`, {
      ids: { code: "validation_invalid_ids", message: `Up to ${max} comma-separated 15 character record ids.` },
    });
  }
  return ids;
}
