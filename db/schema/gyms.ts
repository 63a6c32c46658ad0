import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created, recordId, textList, updated } from "./columns";
import { users } from "./users";

/**
 * A user's saved equipment set ("Home", "Work gym", "Hotel"): the names of the
 * catalogue's equipment they can use there. Private to `user`. At most one is
 * the default (a trigger in migration 0019 clears the others when one is set).
 */
export const gymProfiles = pgTable(
  "gym_profiles",
  {
    id: recordId(),
    user: text("user")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Equipment names (`equipment.name`), not ids: they read the same in an export and survive a re-seed. */
    equipment: textList("equipment"),
    isDefault: boolean("is_default").notNull().default(false),
    created: created(),
    updated: updated(),
  },
  (t) => [
    // One "Home" per user, whatever the case; the record engine maps a clash to a `name` field error.
    uniqueIndex("gym_profiles_user_name_idx").on(t.user, sql`lower(${t.name})`),
    index("gym_profiles_user_idx").on(t.user, t.created),
  ],
);
