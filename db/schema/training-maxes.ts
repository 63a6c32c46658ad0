import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { created, recordId, updated } from "./columns";
import { exercises } from "./exercises";
import { users, weightUnits } from "./users";

export const trainingMaxSources = ["typed", "history", "test"] as const;

/**
 * A lifter's training max for one exercise (issue 21 item 2; COACHING.md §1:
 * about 90% of the 1RM), which turns a program's "% of training max" into a
 * weight. Private to `user`; one per (user, exercise). `weight` is kept in the
 * unit it was entered in (`unit`), so a typed 225 lbs stays 225 lbs.
 */
export const trainingMaxes = pgTable(
  "training_maxes",
  {
    id: recordId(),
    user: text("user")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exercise: text("exercise")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    weight: doublePrecision("weight").notNull(),
    unit: text("unit", { enum: weightUnits }).notNull().default("kg"),
    source: text("source", { enum: trainingMaxSources }).notNull().default("typed"),
    /** When the max was set or tested (a typed one: when it was typed). */
    testedOn: timestamp("tested_on", { precision: 3, withTimezone: true }),
    created: created(),
    updated: updated(),
  },
  (t) => [uniqueIndex("training_maxes_user_exercise_idx").on(t.user, t.exercise), index("training_maxes_exercise_idx").on(t.exercise)],
);
