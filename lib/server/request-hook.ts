import http from "node:http";
import { randomBytes } from "node:crypto";
import { log, withRequestId } from "@/lib/log";
import { notePeer } from "@/lib/security/peer.server";

/**
 * One hook on the Node HTTP server, installed at start (instrumentation), that
 * sees every request before Next does and its answer after: it records the
 * connection address for the throttle, gives the request an id (kept from a
 * proxy's `X-Request-Id` when it is a plain token, echoed in the answer), runs
 * the request in that id's log context, and writes one access line when the
 * answer is finished.
 */
export const REQUEST_ID_HEADER = "x-request-id";
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

type GlobalWithHook = typeof globalThis & { __forgefitRequestHook?: boolean };
const store = globalThis as GlobalWithHook;

export function requestIdFor(sent: string | string[] | undefined): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && PLAIN_ID.test(value) ? value : randomBytes(6).toString("hex");
}

/** Static assets are many and dull: logged at debug; pages and API calls at info. */
function levelFor(path: string): "debug" | "info" {
  return path.startsWith("/_next/") || path === "/favicon.ico" ? "debug" : "info";
}

export function installRequestHook(): void {
  if (store.__forgefitRequestHook) return;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function patched(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return emit.call(this, event, ...args);
    const req = args[0] as http.IncomingMessage;
    const res = args[1] as http.ServerResponse;
    notePeer(req);
    const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    // The query string is left out: filters and redirects can carry personal data.
    const path = (req.url ?? "/").split("?")[0].slice(0, 300);
    res.once("close", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      withRequestId(requestId, () =>
        log(levelFor(path), "request", {
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        }),
      );
    });
    return withRequestId(requestId, () => emit.call(this, event, ...args));
  } as typeof http.Server.prototype.emit;
  store.__forgefitRequestHook = true;
}
