import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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

/**
 * Request counters per action and client (lib/security/rate-limit.ts), one
 * fixed window each, shared by every app instance.
 */
export const requestRateLimit = pgTable("request_rate_limit", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStart: timestamp("window_start", { precision: 3, withTimezone: true }).notNull().defaultNow(),
});
