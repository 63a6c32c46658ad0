import "server-only";
import type { ListParams } from "./params";
import type { Collection } from "./types";

/**
 * Whole list answers of the catalogue, kept per process.
 *
 * Only collections that everyone may read and nobody may write through the API
 * qualify, with an expand that reaches only such collections, and a filter and
 * sort free of `@` macros (`@random`, `@now`, `@request.auth.*` make an answer
 * depend on the moment or the caller) and of back-relations. The key carries the catalogue version,
 * a number that triggers bump in the same transaction as any change to those
 * tables (migration 0011), so an edit, even one made by hand on a running
 * server, is never answered stale. The library's first pages are asked for
 * over and over with the same parameters; answering them from memory costs one
 * single-row read instead of a text search with its count and expands.
 */
/** Exported for bench/api-mix.ts, which replays a request stream through this cache. */
export const LIST_CACHE_TTL_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  text: string;
  expires: number;
}

type GlobalWithCache = typeof globalThis & { __forgefitListCache?: { map: Map<string, Entry>; bytes: number } };
const store = globalThis as GlobalWithCache;

function cache() {
  store.__forgefitListCache ??= { map: new Map(), bytes: 0 };
  return store.__forgefitListCache;
}

/**
 * Relation fields of these collections lead only to others like them (a test
 * holds that true), so only a back-relation (`{collection}_via_{field}`) can
 * reach owned records, whose visibility depends on the caller.
 */
export function listCacheable(params: ListParams): boolean {
  return !/@|_via_/.test(params.filter) && !/@|_via_/.test(params.sort);
}

export function listCacheKey(collection: Collection, params: ListParams, version: string): string {
  const { page, perPage, sort, filter, expand, fields, skipTotal } = params;
  return JSON.stringify([version, collection.id, page, perPage, sort, filter, expand, fields, skipTotal]);
}

export function getCachedList(key: string): string | undefined {
  const c = cache();
  const entry = c.map.get(key);
  if (!entry) return undefined;
  if (entry.expires < Date.now()) {
    c.map.delete(key);
    c.bytes -= entry.text.length;
    return undefined;
  }
  // Read moves it last, so the budget pushes out what nobody asked for lately rather than the
  // busiest pages stored first (bench/api.ts --mix: about a tenth fewer misses at 300 req/s).
  c.map.delete(key);
  c.map.set(key, entry);
  return entry.text;
}

export function setCachedList(key: string, text: string): void {
  if (text.length > MAX_BYTES / 8) return; // one huge page must not flush everything else
  const c = cache();
  const previous = c.map.get(key);
  if (previous) {
    c.map.delete(key);
    c.bytes -= previous.text.length;
  }
  // Least recently used first: a Map iterates in insertion order, and a read re-inserts.
  for (const [oldKey, oldEntry] of c.map) {
    if (c.bytes + text.length <= MAX_BYTES) break;
    c.map.delete(oldKey);
    c.bytes -= oldEntry.text.length;
  }
  c.map.set(key, { text, expires: Date.now() + LIST_CACHE_TTL_MS });
  c.bytes += text.length;
}

export function clearListCache(): void {
  const c = cache();
  c.map.clear();
  c.bytes = 0;
}
