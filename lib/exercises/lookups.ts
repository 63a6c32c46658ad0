/**
 * The exercise library's lookup lists (the filter panel's muscles, equipment,
 * types, patterns, regions, contraindications and levels): reference data that
 * changes only through migrations, served together by `GET /api/lookups` and
 * versioned by the catalogue version. Pure: the server builds the answer from
 * these, the browser hook and the page's prefetch share the key.
 */
import { PAGE_SIZES } from "@/lib/training/constants";
import { GROUP_COLLECTION, LIST_GROUPS, type IdResolver } from "./library";

/** The lookup collections of the filter panel (7 distinct ones). */
export const LOOKUP_COLLECTIONS: readonly string[] = [...new Set(LIST_GROUPS.map((g) => GROUP_COLLECTION[g]))];

/** Levels read in their rank order; everything else by name. */
export function lookupSort(collection: string): string {
  return collection === "experience_levels" ? "rank" : "name";
}

/** Each list is page 1 of this size: every lookup collection is far smaller. */
export const LOOKUP_PER_PAGE = PAGE_SIZES.referenceLists;

export type LookupItem = { id: string; name: string } & Record<string, unknown>;
export type Lookups = Record<string, LookupItem[]>;

/** `GET /api/lookups`: the catalogue version the lists belong to, and the lists by collection. */
export interface LookupsAnswer {
  version: string;
  lists: Lookups;
}

export const LOOKUPS_KEY = ["exercises", "lookups"] as const;

export function resolverOf(lookups: Lookups | undefined): IdResolver {
  const index = new Map<string, string>();
  for (const [collection, items] of Object.entries(lookups ?? {})) for (const item of items) index.set(`${collection}:${item.name}`, item.id);
  return (collection, name) => index.get(`${collection}:${name}`);
}
