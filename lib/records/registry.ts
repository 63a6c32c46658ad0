import "server-only";
import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { definitions } from "./collections";
import type { Collection, CollectionInput, FieldDef, RelationField, ResolvedField } from "./types";

/** Fields every collection has, kept by the database. */
const SYSTEM_FIELDS: Record<string, FieldDef> = {
  id: { type: "text", readOnly: true },
  created: { type: "date", readOnly: true },
  updated: { type: "date", readOnly: true },
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** PocketBase derives a collection's id from its name the same way ("pbc_" + crc32). */
export function collectionIdFor(name: string): string {
  return `pbc_${crc32(name)}`;
}

export class RegistryError extends Error {}

export function buildCollection(input: CollectionInput): Collection {
  const columns = getTableColumns(input.table) as Record<string, PgColumn>;
  const fields = new Map<string, ResolvedField>();
  const declared: Record<string, FieldDef> = {
    id: SYSTEM_FIELDS.id,
    ...input.fields,
    created: SYSTEM_FIELDS.created,
    updated: SYSTEM_FIELDS.updated,
  };
  for (const [name, def] of Object.entries(declared)) {
    const column = columns[name];
    if (!column) throw new RegistryError(`${input.name}.${name}: no such column in the table`);
    const isArray = column.columnType === "PgArray";
    const multiple = "multiple" in def && def.multiple === true;
    if (isArray !== multiple) {
      throw new RegistryError(`${input.name}.${name}: a text[] column must be a multiple field and vice versa`);
    }
    fields.set(name, {
      name,
      def,
      column: column.name,
      notNull: column.notNull,
      hasDefault: column.hasDefault,
      isArray,
      drizzleColumn: column,
    });
  }
  // A column nobody declared would silently vanish from the API: refuse instead.
  for (const key of Object.keys(columns)) {
    if (!fields.has(key)) throw new RegistryError(`${input.name}.${key}: column not declared in the definition`);
  }
  const outputOrder = [...fields.values()].filter((fd) => !fd.def.hidden).map((fd) => fd.name);
  return {
    id: input.id ?? collectionIdFor(input.name),
    name: input.name,
    tableName: getTableName(input.table),
    table: input.table,
    fields,
    outputOrder,
    rules: input.rules,
    auth: input.auth,
    catalogue: input.catalogue,
  };
}

export interface BackRelation {
  /** `{collection}_via_{field}` */
  key: string;
  source: Collection;
  field: ResolvedField;
}

interface Registry {
  byName: Map<string, Collection>;
  byId: Map<string, Collection>;
  /** Back-relations pointing at a collection, keyed by target name then by `{collection}_via_{field}`. */
  back: Map<string, Map<string, BackRelation>>;
}

let registry: Registry | undefined;

export function buildRegistry(inputs: readonly CollectionInput[]): Registry {
  const byName = new Map<string, Collection>();
  const byId = new Map<string, Collection>();
  for (const input of inputs) {
    if (byName.has(input.name)) throw new RegistryError(`duplicate collection ${input.name}`);
    const collection = buildCollection(input);
    byName.set(collection.name, collection);
    byId.set(collection.id, collection);
  }
  const back = new Map<string, Map<string, BackRelation>>();
  for (const collection of byName.values()) {
    for (const field of collection.fields.values()) {
      if (field.def.type !== "relation") continue;
      const target = (field.def as RelationField).target;
      if (!byName.has(target)) {
        throw new RegistryError(`${collection.name}.${field.name}: unknown target collection ${target}`);
      }
      const key = `${collection.name}_via_${field.name}`;
      if (!back.has(target)) back.set(target, new Map());
      back.get(target)!.set(key, { key, source: collection, field });
    }
  }
  return { byName, byId, back };
}

function current(): Registry {
  registry ??= buildRegistry(definitions);
  return registry;
}

/** A collection by API name or id, or undefined. */
export function getCollection(nameOrId: string): Collection | undefined {
  const r = current();
  return r.byName.get(nameOrId) ?? r.byId.get(nameOrId);
}

export function requireCollection(name: string): Collection {
  const c = getCollection(name);
  if (!c) throw new RegistryError(`unknown collection ${name}`);
  return c;
}

export function allCollections(): Collection[] {
  return [...current().byName.values()];
}

export function backRelation(target: Collection, key: string): BackRelation | undefined {
  return current().back.get(target.name)?.get(key);
}

export function backRelationsOf(target: Collection): BackRelation[] {
  return [...(current().back.get(target.name)?.values() ?? [])];
}
