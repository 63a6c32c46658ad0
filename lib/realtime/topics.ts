/**
 * Realtime topics as the PocketBase SDK writes them: `collection/*` or
 * `collection/recordId`, optionally followed by `?options=<JSON>` holding the
 * subscription's `query` (expand, fields, filter, anything a rule reads through
 * `@request.query`) and `headers`. Pure: parsed once when a client subscribes.
 */
import { FORBIDDEN_KEYS } from "@/lib/shared/plain-object";

/** PocketBase's own bounds: 1000 topics per client, 2500 characters per topic, 255 for a client id. */
export const MAX_SUBSCRIPTIONS = 1000;
export const MAX_TOPIC_LENGTH = 2500;
export const MAX_CLIENT_ID_LENGTH = 255;
/**
 * Ours on top: each distinct set of options (filter, expand, fields, headers) costs one query per
 * matching event, so a client keeps at most this many, and all its topics together at most this many
 * characters (PocketBase's 1000 × 2500 would be 2.5 MB of topics per stream).
 */
export const MAX_OPTION_SETS = 10;
export const MAX_TOPICS_CHARS = 64 * 1024;
/** Query and header entries kept per topic (the rest is ignored, as an unknown parameter is). */
const MAX_OPTION_ENTRIES = 50;
const MAX_OPTION_VALUE = 2000;

export interface Topic {
  /** The topic exactly as subscribed: events are sent under this name. */
  name: string;
  collection: string;
  /** A record id, or "*" for every record of the collection. */
  record: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

function stringEntries(value: unknown, lowerKeys: boolean): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  let n = 0;
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (n++ >= MAX_OPTION_ENTRIES) break;
    if (FORBIDDEN_KEYS.has(key)) continue;
    if (raw === null || raw === undefined || typeof raw === "object") continue;
    out[lowerKeys ? key.toLowerCase() : key] = String(raw).slice(0, MAX_OPTION_VALUE);
  }
  return out;
}

/** A topic, or null when it names nothing this server sends (kept silent, as PocketBase does). */
export function parseTopic(name: string): Topic | null {
  if (typeof name !== "string" || name.length === 0 || name.length > MAX_TOPIC_LENGTH) return null;
  const mark = name.indexOf("?");
  const path = mark === -1 ? name : name.slice(0, mark);
  const slash = path.indexOf("/");
  const collection = slash === -1 ? path : path.slice(0, slash);
  // PocketBase's older bare `collection` topic means the same as `collection/*`.
  const record = slash === -1 ? "*" : path.slice(slash + 1);
  if (!collection || !record || record.includes("/")) return null;
  let query: Record<string, string> = Object.create(null);
  let headers: Record<string, string> = Object.create(null);
  if (mark !== -1) {
    const options = new URLSearchParams(name.slice(mark + 1)).get("options");
    if (options) {
      try {
        const parsed = JSON.parse(options) as { query?: unknown; headers?: unknown };
        query = stringEntries(parsed?.query, false);
        headers = stringEntries(parsed?.headers, true);
      } catch {
        // Unreadable options: the topic still works, without them.
      }
    }
  }
  return { name, collection, record, query, headers };
}

export type RealtimeAction = "create" | "update" | "delete";

/** One SSE message: `id`, `event` and `data` lines (data is one line of JSON), then a blank line. */
export function sseMessage(clientId: string, event: string, data: string): string {
  return `id:${clientId}\nevent:${event}\ndata:${data}\n\n`;
}
