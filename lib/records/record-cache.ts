import "server-only";
import type { ExpandTree } from "./expand";
import { backRelation, getCollection } from "./registry";
import type { Collection, RelationField } from "./types";

/**
 * Printed records of the catalogue, kept per process. Only collections that
 * everyone may read and nobody may write through the API qualify (migrations
 * own them), and the key carries the record's `updated`, so a changed record is
 * never served stale; with an `expand` the key also carries the catalogue version
 * (read from the database on every list), so a changed related record is not either.
 * The filter, sort, rules and count still run in the database on every request.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  text: string;
  expires: number;
}

type GlobalWithCache = typeof globalThis & { __forgefitRecordCache?: Map<string, Entry> };
const store = globalThis as GlobalWithCache;

function entries(): Map<string, Entry> {
  store.__forgefitRecordCache ??= new Map();
  return store.__forgefitRecordCache;
}

export function isStatic(collection: Collection): boolean {
  const r = collection.rules;
  const readOnly = r.create === null && r.update === null && r.delete === null;
  if (collection.catalogue) return readOnly && r.list !== null && !r.list.includes("@");
  return readOnly && r.list === "" && r.view === "";
}

/** True when every record an expand can reach is static too. */
export function expandIsStatic(collection: Collection, tree: ExpandTree | undefined): boolean {
  if (!tree) return true;
  for (const [key, subtree] of tree.children) {
    const field = collection.fields.get(key);
    let target: Collection | undefined;
    if (field && field.def.type === "relation") target = getCollection((field.def as RelationField).target);
    else target = backRelation(collection, key)?.source;
    if (!target) continue; // ignored by expand anyway
    if (!isStatic(target) || !expandIsStatic(target, subtree)) return false;
  }
  return true;
}

export function cacheKey(collection: Collection, id: string, version: string, variant: string): string {
  return `${collection.id}\u0000${id}\u0000${version}\u0000${variant}`;
}

export function getCached(key: string): string | undefined {
  const map = entries();
  const entry = map.get(key);
  if (!entry) return undefined;
  if (entry.expires < Date.now()) {
    map.delete(key);
    return undefined;
  }
  return entry.text;
}

export function setCached(key: string, text: string): void {
  const map = entries();
  if (map.size >= MAX_ENTRIES) {
    // Oldest first: Map keeps insertion order.
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, { text, expires: Date.now() + TTL_MS });
}

export function clearRecordCache(): void {
  entries().clear();
}
