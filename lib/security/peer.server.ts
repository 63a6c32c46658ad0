import "server-only";
import type http from "node:http";

/**
 * The connection's own address, which Next does not hand to route handlers
 * (it only fills X-Forwarded-For when the client sent none, so a client-sent
 * value hides it). The server's request hook (lib/server/request-hook.ts)
 * writes it into this header on every request, overwriting whatever a client
 * sent under that name.
 */
export const PEER_HEADER = "x-forgefit-peer";

type GlobalWithPeer = typeof globalThis & { __forgefitPeerHook?: boolean };
const store = globalThis as GlobalWithPeer;

/** Called by the request hook for every request before Next sees it. */
export function notePeer(req: http.IncomingMessage): void {
  store.__forgefitPeerHook = true;
  const address = req.socket?.remoteAddress;
  if (address) req.headers[PEER_HEADER] = address;
  else delete req.headers[PEER_HEADER];
}

/** The connection's address, or null where no hook stands in front (in-process tests). */
export function peerAddress(request: Request): string | null {
  if (!store.__forgefitPeerHook) return null;
  return request.headers.get(PEER_HEADER)?.trim() || null;
}
