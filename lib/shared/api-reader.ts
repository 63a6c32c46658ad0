/**
 * The reads a page's first screen makes, behind one interface with two
 * transports (issue 22): in the browser the SDK over HTTP
 * (lib/client/sdk-reader.ts), on the server the same route code in-process for
 * the page's caller (lib/server/prefetch.server.ts). A loader written against
 * it (e.g. lib/workouts/library-load.ts) gives the same answer on both sides,
 * so what the server puts in the HTML is what the hook would have fetched.
 * The method shapes are the SDK's.
 */
import { quote } from "./filter-text";

export interface ListOptions {
  filter?: string;
  sort?: string;
  expand?: string;
  fields?: string;
}

export interface ListAnswer<T> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
}

export interface ApiReader {
  getList<T>(collection: string, page: number, perPage: number, options?: ListOptions): Promise<ListAnswer<T>>;
  getFullList<T>(collection: string, options: ListOptions & { batch: number }): Promise<T[]>;
  getOne<T>(collection: string, id: string, options?: Pick<ListOptions, "expand" | "fields">): Promise<T>;
  /** A GET of one of the app's own endpoints (popularity counts, lookups …), its JSON answer. */
  send<T>(path: string, query?: Record<string, string>): Promise<T>;
}

/** `id = 'a' || id = 'b' …`: records by id in one list call. */
export function idsFilter(ids: readonly string[]): string {
  return ids.map((id) => `id = ${quote(id)}`).join(" || ");
}
