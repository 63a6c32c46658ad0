import { boolean, index, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { created, plainText, recordId, updated } from "./columns";
import { trainingPrograms } from "./programs";

export const userPlans = ["free", "pro", "elite"] as const;
export const weightUnits = ["kg", "lbs"] as const;

/** Auth collection `users`. `passwordHash` and `tokenKey` never leave the server. */
export const users = pgTable(
  "users",
  {
    id: recordId(),
    email: text("email").notNull(),
    emailVisibility: boolean("email_visibility").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    username: plainText("username"),
    name: plainText("name"),
    avatar: plainText("avatar"),
    plan: text("plan", { enum: userPlans }).notNull().default("free"),
    weightUnit: text("weight_unit", { enum: weightUnits }).notNull().default("kg"),
    /** IANA time zone ("Europe/Berlin") for calendar days (streaks, the week); "" = the browser's. */
    timeZone: plainText("time_zone"),
    /** The program the user follows (Start Program); its next day shows under Scheduled Workouts. */
    activeProgram: text("active_program").references((): AnyPgColumn => trainingPrograms.id, { onDelete: "set null" }),
    /** When the active program was started: only sessions since then count towards its days. */
    activeProgramSince: timestamp("active_program_since", { precision: 3, withTimezone: true }),
    passwordHash: text("password_hash").notNull(),
    /** Rotated on password change: signing tokens with it ends every older session. */
    tokenKey: text("token_key").notNull(),
    created: created(),
    updated: updated(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_created_idx").on(t.created),
  ],
);
