import "server-only";
/**
 * The batch request as the SDK's `pb.createBatch().send()` submits it, read and
 * bounded before any database work: `{requests: [{method, url, headers?, body?}]}`
 * as JSON or as multipart `@jsonPayload`, with each request's files in parts
 * named `requests.N.field` (or `requests[N].field`). Only record create, update,
 * upsert and delete urls are actions; anything else is refused with its index.
 */
import { ApiError, type FieldError } from "./errors";
import { UPLOADS, type BodyWithUploads } from "./uploads";
import { cleanObject, FORBIDDEN_KEYS, isPlainObject } from "@/lib/shared/plain-object";

/** PocketBase's default `batch.maxRequests`. */
export const BATCH_MAX_REQUESTS = 50;
/** PocketBase's default `batch.timeout` (3 s): the whole transaction, every request in it. */
export const BATCH_TIMEOUT_MS = 3_000;
/** Headers one sub-request may carry (they only feed `@request.headers.*`). */
const MAX_SUB_HEADERS = 50;

export type BatchAction = "create" | "update" | "upsert" | "delete";

export interface BatchItem {
  index: number;
  action: BatchAction;
  /** The collection segment as sent (name or id), decoded. */
  collection: string;
  /** The record id of an update or delete. */
  id?: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: BodyWithUploads;
}

/** A failure of one request of the batch: answered the way PocketBase names the failing index. */
export class BatchRequestError extends ApiError {
  constructor(index: number, response: { status: number; message: string; data: Record<string, unknown> }) {
    super(400, "Batch transaction failed.", {
      requests: {
        [String(index)]: { code: "batch_request_failed", message: "Batch request failed.", response },
      },
    } as unknown as Record<string, FieldError>);
  }
}

const readFailed = () => new ApiError(400, "Failed to read the submitted batch data.");

// The SDK's urls: "/api/collections/" + encodeURIComponent(name) + "/records" [+ "/" + encodeURIComponent(id)] [+ "?" + query].
const RECORDS_URL = /^\/api\/collections\/([^/?#]+)\/records(?:\/([^/?#]+))?(?:\?([^#]*))?$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function unknownAction(index: number): BatchRequestError {
  return new BatchRequestError(index, {
    status: 400,
    message: "Unsupported batch action: only record create, update, upsert and delete urls (/api/collections/{collection}/records[/{id}]).",
    data: {},
  });
}

function actionOf(method: string, hasId: boolean): BatchAction | null {
  switch (method) {
    case "POST":
      return hasId ? null : "create";
    case "PUT":
      return hasId ? null : "upsert";
    case "PATCH":
      return hasId ? "update" : null;
    case "DELETE":
      return hasId ? "delete" : null;
    default:
      return null;
  }
}

function readHeaders(raw: unknown): Record<string, string> | null {
  if (raw === undefined || raw === null) return {};
  if (!isPlainObject(raw)) return null;
  const entries = Object.entries(raw);
  if (entries.length > MAX_SUB_HEADERS) return null;
  const out: Record<string, string> = Object.create(null);
  for (const [key, value] of entries) {
    if (typeof value !== "string") return null;
    out[key.toLowerCase()] = value;
  }
  return out;
}

const FILE_KEY = /^requests(?:\.(\d{1,3})\.|\[(\d{1,3})\]\.)(.+)$/;

/** Each request's file parts, by index, under the keys its own body would use. */
function filesByIndex(body: BodyWithUploads): Map<number, Map<string, File[]>> {
  const out = new Map<number, Map<string, File[]>>();
  for (const [key, files] of body[UPLOADS] ?? []) {
    const m = FILE_KEY.exec(key);
    if (!m || FORBIDDEN_KEYS.has(m[3])) continue;
    const index = Number(m[1] ?? m[2]);
    const own = out.get(index) ?? new Map<string, File[]>();
    own.set(m[3], [...(own.get(m[3]) ?? []), ...files]);
    out.set(index, own);
  }
  return out;
}

/**
 * The batch's requests, each checked for shape and action. A malformed batch is
 * a 400 before anything runs; a request that is no record action names its index.
 */
export function parseBatch(body: BodyWithUploads): BatchItem[] {
  const requests = body.requests;
  if (requests !== undefined && !Array.isArray(requests)) throw readFailed();
  if (!requests || requests.length === 0) {
    throw new ApiError(400, "Invalid batch request data.", {
      requests: { code: "validation_required", message: "Cannot be blank." },
    });
  }
  if (requests.length > BATCH_MAX_REQUESTS) {
    throw new ApiError(400, "Invalid batch request data.", {
      requests: { code: "validation_length_too_long", message: `The length must be no more than ${BATCH_MAX_REQUESTS}.` },
    });
  }
  const files = filesByIndex(body);
  return requests.map((raw, index): BatchItem => {
    if (!isPlainObject(raw) || typeof raw.method !== "string" || typeof raw.url !== "string") throw readFailed();
    const headers = readHeaders(raw.headers);
    if (!headers) throw readFailed();
    if (raw.body !== undefined && raw.body !== null && !isPlainObject(raw.body)) throw readFailed();
    const match = raw.url.length <= 2048 ? RECORDS_URL.exec(raw.url) : null;
    if (!match) throw unknownAction(index);
    const action = actionOf(raw.method.toUpperCase(), match[2] !== undefined);
    const collection = decode(match[1]);
    const id = match[2] === undefined ? undefined : decode(match[2]);
    if (!action || collection === null || id === null) throw unknownAction(index);
    const query: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(match[3] ?? "")) query[key] = value;
    const subBody: BodyWithUploads = cleanObject(isPlainObject(raw.body) ? raw.body : {});
    const own = files.get(index);
    if (own) subBody[UPLOADS] = own;
    return { index, action, collection, id, query, headers, body: subBody };
  });
}
