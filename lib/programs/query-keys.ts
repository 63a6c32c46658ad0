/**
 * The program pages' query keys and list query, shared by the hooks
 * (queries.client.ts) and the pages' server prefetch (prefetch.server.ts), so
 * the data put in the first HTML is found at hydration. Pure.
 */
import { PAGE_SIZES } from "@/lib/training/constants";
import { programListFilter, programListSort, type LibraryFilters, type LibrarySort } from "./library";
import { LIST_EXPAND, LIST_FIELDS } from "./record-query";

export function programKey(id: string) {
  return ["training_programs", "detail", id] as const;
}

/** The signed-in user sees their own programs too, so the user is part of the key. */
export function programListKey(search: string, filters: LibraryFilters, sort: LibrarySort, userId: string | null) {
  return ["training_programs", "list", programListFilter(search, filters), programListSort(sort), userId] as const;
}

/** Spec 3 §7: page 1, 50 per page, with the filter and sort of the library. */
export function programListQuery(search: string, filters: LibraryFilters, sort: LibrarySort) {
  return { page: 1, perPage: PAGE_SIZES.programs, filter: programListFilter(search, filters), sort: programListSort(sort), expand: LIST_EXPAND, fields: LIST_FIELDS };
}

/** Session counts of the listed programs: one key per set of ids, in id order. */
export function popularityIds(ids: readonly string[]): string {
  return [...ids].sort().join(",");
}
export function popularityKey(ids: readonly string[]) {
  return ["programs", "popularity", popularityIds(ids)] as const;
}
