import { customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Server settings and secrets (e.g. the generated app secret). Never exposed by the record API. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated: timestamp("updated", { precision: 3, withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-in counters per identity or address, kept in the database so
 * several app instances share them.
 */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { precision: 3, withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes as PostgreSQL stores them; only the storage module reads or writes this column, with SQL. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Files of records (PocketBase's file fields), kept in the database so every
 * app instance serves them and every backup carries them. `thumb` is "" for
 * the original, or a size such as "100x100" for a thumbnail of it.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    collection: text("collection").notNull(),
    recordId: text("record_id").notNull(),
    filename: text("filename").notNull(),
    thumb: text("thumb").notNull().default(""),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    size: integer("size").notNull(),
    created: timestamp("created", { precision: 3, withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.recordId, t.filename, t.thumb] })],
);

/**
 * Request counters per action and client (lib/security/rate-limit.server.ts), one
 * fixed window each, shared by every app instance.
 */
export const requestRateLimit = pgTable("request_rate_limit", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStart: timestamp("window_start", { precision: 3, withTimezone: true }).notNull().defaultNow(),
});
