import "server-only";
/**
 * The realtime clients of this process: one per open SSE stream, with its
 * subscriptions and the auth of its subscription POSTs. Subscribers are per
 * process by nature (a stream is a socket of this process); what crosses
 * instances is the database's NOTIFY (listener.server.ts).
 */
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { sseMessage, type Topic } from "./topics";

/** Idle streams get an SSE comment this often: proxies keep them open and a dead socket is found. */
export const PING_INTERVAL_MS = 25_000;
/** Bytes a client may have waiting unread before it is dropped as too slow (its events would pile up here). */
export const MAX_PENDING_BYTES = 1024 * 1024;

export interface RealtimeClient {
  id: string;
  address: string;
  /** "" until a subscription POST carries a signed-in user; then fixed for the stream's life. */
  authId: string;
  auth: Record<string, unknown> | null;
  /** The token of the subscription call, checked again when its user changes (logout renews the key). */
  token: string | null;
  /** When the subscribing token expires (ms since epoch): the stream ends then. */
  expiresAt: number | null;
  topics: Topic[];
  expiryTimer?: ReturnType<typeof setTimeout>;
  /** Writes one SSE chunk; false when the stream is gone or was dropped. */
  write(text: string): boolean;
  /** Ends the stream (the client's EventSource reconnects and subscribes again). */
  end(): void;
}

interface Broker {
  clients: Map<string, RealtimeClient>;
  perAddress: Map<string, number>;
  pinger?: ReturnType<typeof setInterval>;
}

// On globalThis: Next evaluates this module once per route bundle.
const store = globalThis as typeof globalThis & { __forgefitRealtime?: Broker };

export function broker(): Broker {
  store.__forgefitRealtime ??= { clients: new Map(), perAddress: new Map() };
  return store.__forgefitRealtime;
}

export type Admission = { ok: true } | { ok: false; status: 429 | 503; message: string };

/** Whether one more stream may open for this address (limits in lib/env.ts). */
export function admitClient(address: string): Admission {
  const { clients, perAddress } = broker();
  const config = env();
  if (clients.size >= config.REALTIME_MAX_CLIENTS) {
    return { ok: false, status: 503, message: "Too many realtime connections on this server; try again later." };
  }
  if ((perAddress.get(address) ?? 0) >= config.REALTIME_MAX_CLIENTS_PER_ADDRESS) {
    return { ok: false, status: 429, message: "Too many realtime connections from this address." };
  }
  return { ok: true };
}

/** PocketBase's client ids are 40 random characters. */
export function newClientId(): string {
  return randomBytes(20).toString("hex");
}

export function register(client: RealtimeClient): void {
  const b = broker();
  b.clients.set(client.id, client);
  b.perAddress.set(client.address, (b.perAddress.get(client.address) ?? 0) + 1);
  b.pinger ??= startPinging();
}

/** Forgets a client (its stream closed, failed, expired or was too slow). Safe to call twice. */
export function unregister(id: string): void {
  const b = broker();
  const client = b.clients.get(id);
  if (!client) return;
  b.clients.delete(id);
  clearTimeout(client.expiryTimer);
  const left = (b.perAddress.get(client.address) ?? 1) - 1;
  if (left > 0) b.perAddress.set(client.address, left);
  else b.perAddress.delete(client.address);
  if (b.clients.size === 0 && b.pinger) {
    clearInterval(b.pinger);
    b.pinger = undefined;
  }
}

/** Ends and forgets a client. */
export function drop(client: RealtimeClient): void {
  unregister(client.id);
  client.end();
}

export function expired(client: RealtimeClient, now = Date.now()): boolean {
  return client.expiresAt !== null && client.expiresAt <= now;
}

/** Ends the stream the moment its token expires (the ping loop and each delivery check it too). */
export function setExpiry(client: RealtimeClient, expiresAt: number | null): void {
  client.expiresAt = expiresAt;
  clearTimeout(client.expiryTimer);
  client.expiryTimer = undefined;
  if (expiresAt === null) return;
  // setTimeout holds at most ~24.8 days; a 7-day token fits, longer ones are left to the ping loop.
  const wait = Math.max(0, expiresAt - Date.now());
  if (wait < 2 ** 31 - 1) {
    client.expiryTimer = setTimeout(() => drop(client), wait);
    client.expiryTimer.unref?.();
  }
}

/** One round of the idle ping: expired clients end, the rest get an SSE comment (a dead socket fails it). */
export function pingClients(now = Date.now()): void {
  for (const client of [...broker().clients.values()]) {
    // The token that authorised the subscriptions is over: so is the stream, as in PocketBase.
    if (expired(client, now)) drop(client);
    else if (!client.write(": ping\n\n")) drop(client);
  }
}

function startPinging(): ReturnType<typeof setInterval> {
  const timer = setInterval(() => pingClients(), PING_INTERVAL_MS);
  timer.unref?.();
  return timer;
}

/** The first message of every stream: the SDK reads the client id from its `id:` line. */
export function connectMessage(id: string): string {
  return sseMessage(id, "PB_CONNECT", JSON.stringify({ clientId: id }));
}

/** Clients signed in as this user (a deleted user's streams end). */
export function clientsOf(authId: string): RealtimeClient[] {
  return [...broker().clients.values()].filter((c) => c.authId === authId);
}
