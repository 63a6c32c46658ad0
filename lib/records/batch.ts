import "server-only";
/**
 * The batch API: every request of a batch runs through the same create, update
 * and delete paths as a single-record request (crud.ts), with its own rule
 * checks, inside ONE database transaction. The first failure rolls everything
 * back and is answered with its index; success answers `[{status, body}]`.
 *
 * The batch's auth is every request's auth: a sub-request's own Authorization
 * or Cookie header is ignored. The transaction is bounded in time: at most
 * BATCH_TIMEOUT_MS in all (checked before every statement) and, on PostgreSQL,
 * no statement inside it longer than that either.
 */
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { env } from "@/lib/env";
import { createRecord, deleteRecord, readInternal, updateRecord } from "./crud";
import { ApiError, missingCollection } from "./errors";
import { BATCH_TIMEOUT_MS, BatchRequestError, type BatchItem } from "./batch-form";
import { errorResponse } from "./http";
import { getCollection } from "./registry";
import { runnerFor, type Runner } from "./runner";
import type { RequestInfo } from "./types";

export interface BatchResult {
  status: number;
  body: unknown;
}

class BatchTimeout extends Error {}

/** Headers a sub-request may not set: they carry the caller's identity, which is the batch's. */
const IDENTITY_HEADERS = new Set(["authorization", "cookie"]);
/** Headers of the batch itself that describe its body, not a sub-request's. */
const BODY_HEADERS = new Set(["content-type", "content-length", "transfer-encoding"]);

function subRequest(item: BatchItem, base: RequestInfo, method: string): RequestInfo {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(base.headers)) if (!BODY_HEADERS.has(key)) headers[key] = value;
  for (const [key, value] of Object.entries(item.headers)) if (!IDENTITY_HEADERS.has(key)) headers[key] = value;
  return { auth: base.auth, method, query: item.query, headers, body: item.body, context: "batch" };
}

/** Refuses any statement once the batch's time is up, so the transaction ends (and rolls back) soon after. */
function boundedRunner(run: Runner, deadline: number): Runner {
  return async (query) => {
    if (Date.now() > deadline) throw new BatchTimeout();
    return run(query);
  };
}

async function runOne(item: BatchItem, base: RequestInfo, run: Runner): Promise<BatchResult> {
  const collection = getCollection(item.collection);
  if (!collection) throw missingCollection();
  const options = { expand: item.query.expand ?? "", fields: item.query.fields ?? "" };
  let action = item.action;
  let id = item.id;
  if (action === "upsert") {
    // As PocketBase: an id in the body that names an existing record (whatever the rules) makes it an update.
    const bodyId = typeof item.body.id === "string" ? item.body.id : "";
    if (bodyId !== "" && (await readInternal(collection, bodyId, run))) {
      action = "update";
      id = bodyId;
    } else {
      action = "create";
    }
  }
  switch (action) {
    case "create": {
      if (collection.auth) {
        // Sign-ups are throttled per address and hash a password each: one per request, never fifty in a transaction.
        throw new ApiError(400, "Accounts cannot be created in a batch: sign up with a request of its own.");
      }
      const body = await createRecord(collection, item.body, options, subRequest(item, base, "POST"), run);
      return { status: 200, body };
    }
    case "update": {
      const body = await updateRecord(collection, id!, item.body, options, subRequest(item, base, "PATCH"), run);
      return { status: 200, body };
    }
    default:
      await deleteRecord(collection, id!, subRequest(item, base, "DELETE"), run);
      return { status: 204, body: null };
  }
}

/** A sub-request's failure as the answer it would have had on its own; unexpected errors stay unexpected (500). */
async function asFailure(index: number, error: unknown, timeoutMs: number): Promise<unknown> {
  if (error instanceof BatchTimeout) {
    return new BatchRequestError(index, {
      status: 400,
      message: `The batch took longer than ${timeoutMs / 1000} s and was rolled back.`,
      data: {},
    });
  }
  if (error instanceof ApiError) return new BatchRequestError(index, error.toJSON());
  const answer = errorResponse(error);
  if (answer.status >= 500) return error;
  const parsed = (await answer.json()) as { status: number; message: string; data: Record<string, unknown> };
  return new BatchRequestError(index, parsed);
}

/** Runs the batch in one transaction; any failure rolls back all of it and is thrown with its index. */
export async function runBatch(items: BatchItem[], base: RequestInfo, timeoutMs = BATCH_TIMEOUT_MS): Promise<BatchResult[]> {
  const handle = await getDatabase();
  const deadline = Date.now() + timeoutMs;
  return handle.db.transaction(async (tx) => {
    const run = boundedRunner(runnerFor(tx), deadline);
    if (handle.kind === "postgres") {
      // No one statement of the batch may outlast the batch (SET LOCAL: ends with the transaction).
      const configured = env().DB_STATEMENT_TIMEOUT_MS;
      const limit = configured > 0 ? Math.min(configured, timeoutMs) : timeoutMs;
      await run(sql`SELECT set_config('statement_timeout', ${String(limit)}, true)`);
    }
    const results: BatchResult[] = [];
    for (const item of items) {
      try {
        if (Date.now() > deadline) throw new BatchTimeout();
        results.push(await runOne(item, base, run));
      } catch (error) {
        throw await asFailure(item.index, error, timeoutMs);
      }
    }
    return results;
  });
}
