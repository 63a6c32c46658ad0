import "server-only";
/**
 * `GET /api/lookups` (issue 22): the 7 lookup lists of the exercise library in
 * one answer, printed once per catalogue version and kept per process. The
 * version lives in `settings` and is bumped by triggers in the same
 * transaction as any catalogue change (migration 0011), so it is read on every
 * request (one single-row query) and an edit on any instance shows at once.
 * It is also the answer's ETag: a browser holding the current version gets a
 * 304. Lookup collections are catalogue collections (everyone may list them,
 * nobody may write them through the API), so the answer is the same for every
 * caller and is built as a visitor's.
 */
import { getDatabase } from "@/db";
import { readCatalogueVersion } from "@/lib/records/catalogue-version";
import { listRecords } from "@/lib/records/crud";
import { collectionFrom } from "@/lib/records/http";
import type { RequestInfo } from "@/lib/records/types";
import { LOOKUP_COLLECTIONS, LOOKUP_PER_PAGE, lookupSort, type Lookups } from "./lookups";

interface Kept {
  version: string;
  text: Promise<string>;
}

type GlobalWithLookups = typeof globalThis & { __forgefitLookups?: Kept };
const store = globalThis as GlobalWithLookups;

const VISITOR: RequestInfo = { auth: null, method: "GET", query: {}, headers: {}, body: {} };

async function print(version: string): Promise<string> {
  const lists: Lookups = {};
  // One after another: on PGlite the statements queue anyway, and the answer is built once per version.
  for (const name of LOOKUP_COLLECTIONS) {
    const params = { page: 1, perPage: LOOKUP_PER_PAGE, sort: lookupSort(name), filter: "", expand: "", fields: "", skipTotal: false };
    lists[name] = (await listRecords(collectionFrom(name), params, VISITOR)).items as Lookups[string];
  }
  return JSON.stringify({ version, lists });
}

/** The printed answer for the current catalogue version, and that version. */
export async function lookupsText(): Promise<{ version: string; text: string }> {
  const version = (await readCatalogueVersion((await getDatabase()).rows)) ?? "";
  let kept = store.__forgefitLookups;
  if (!kept || kept.version !== version) {
    const fresh: Kept = { version, text: print(version) };
    // A failed build is not kept: the next request tries again.
    fresh.text.catch(() => {
      if (store.__forgefitLookups === fresh) store.__forgefitLookups = undefined;
    });
    store.__forgefitLookups = kept = fresh;
  }
  return { version, text: await kept.text };
}

/** The ETag of a version: quoted, as HTTP wants it. */
export function lookupsEtag(version: string): string {
  return `"lookups-${version}"`;
}
