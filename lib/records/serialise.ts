import type { Collection, RequestInfo } from "./types";
import { zeroValue } from "./validate";

export type RecordRow = Record<string, unknown>;
export type ApiRecord = Record<string, unknown> & { id: string; expand?: Record<string, unknown> };

/**
 * A database row (API field names) as PocketBase prints a record: id,
 * collectionId, collectionName, the fields in order with empty values instead
 * of null, `expand` only when something was expanded. Hidden fields never; an
 * auth record's e-mail only to its owner or when `emailVisibility` is on.
 */
export function serialise(
  collection: Collection,
  row: RecordRow,
  request: Pick<RequestInfo, "auth" | "superuser">,
  expand?: Record<string, unknown>,
): ApiRecord {
  const out: Record<string, unknown> = {};
  for (const name of collection.outputOrder) {
    if (name === "id") {
      out.id = row.id;
      out.collectionId = collection.id;
      out.collectionName = collection.name;
      continue;
    }
    const field = collection.fields.get(name)!;
    if (collection.auth && name === "email") {
      const owner = request.auth && request.auth.id === row.id;
      if (!row.emailVisibility && !owner && !request.superuser) continue;
    }
    const value = row[name];
    out[name] = value === null || value === undefined ? zeroValue(field) ?? null : value;
    if (field.def.type === "relation" && !field.isArray && out[name] === null) out[name] = "";
    if (field.def.type === "date" && out[name] === null) out[name] = "";
  }
  if (expand && Object.keys(expand).length > 0) out.expand = expand;
  return out as ApiRecord;
}
