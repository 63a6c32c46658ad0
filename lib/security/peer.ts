import http from "node:http";

/**
 * The connection's own address, which Next does not hand to route handlers
 * (it only fills X-Forwarded-For when the client sent none, so a client-sent
 * value hides it). A hook on the HTTP server writes it into this header on
 * every request, overwriting whatever a client sent under that name.
 */
export const PEER_HEADER = "x-forgefit-peer";

type GlobalWithPeer = typeof globalThis & { __forgefitPeerHook?: boolean };
const store = globalThis as GlobalWithPeer;

/** Installs the hook once per process (instrumentation, before the first request is served). */
export function installPeerHook(): void {
  if (store.__forgefitPeerHook) return;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function patched(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      const address = req.socket?.remoteAddress;
      if (address) req.headers[PEER_HEADER] = address;
      else delete req.headers[PEER_HEADER];
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
  store.__forgefitPeerHook = true;
}

/** The connection's address, or null where no hook stands in front (in-process tests). */
export function peerAddress(request: Request): string | null {
  if (!store.__forgefitPeerHook) return null;
  return request.headers.get(PEER_HEADER)?.trim() || null;
}
