import { sql } from "drizzle-orm";
import { text, timestamp } from "drizzle-orm/pg-core";

/**
 * Column builders shared by every collection table. Ids, `created` and `updated`
 * are produced by the database (see the `gen_record_id()` function and the
 * `set_updated` trigger in the migrations) so that seed SQL and the app agree.
 */
export const recordId = () =>
  text("id").primaryKey().default(sql`gen_record_id()`);

export const created = () =>
  timestamp("created", { precision: 3, withTimezone: true }).notNull().defaultNow();

export const updated = () =>
  timestamp("updated", { precision: 3, withTimezone: true }).notNull().defaultNow();

/** A multiple relation: an ordered list of record ids (no FK; checked by the record engine). */
export const relationList = (name: string) =>
  text(name).array().notNull().default(sql`'{}'::text[]`);

/** A list of plain strings (select-multiple or tag-like values). */
export const textList = (name: string) =>
  text(name).array().notNull().default(sql`'{}'::text[]`);

/** Uploaded file names (PocketBase's file field with maxSelect > 1). */
export const fileList = (name: string) =>
  text(name).array().notNull().default(sql`'{}'::text[]`);

/** Plain text that prints as "" when empty, never null. */
export const plainText = (name: string) => text(name).notNull().default("");
