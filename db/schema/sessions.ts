import { index, integer, doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { created, plainText, recordId, relationList, updated } from "./columns";
import { users } from "./users";
import { workouts } from "./workouts";
import { programDays } from "./programs";

/** A performed workout. Private to its `user`. */
export const workoutSessions = pgTable(
  "workout_sessions",
  {
    id: recordId(),
    user: text("user")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workout: text("workout").references(() => workouts.id, { onDelete: "set null" }),
    programDay: text("program_day").references(() => programDays.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { precision: 3, withTimezone: true }),
    completedAt: timestamp("completed_at", { precision: 3, withTimezone: true }),
    durationMinutes: integer("duration_minutes").notNull().default(0),
    estimatedCaloriesBurned: integer("estimated_calories_burned").notNull().default(0),
    /** Sum of weight × reps over completed sets, in the user's unit at the time. */
    totalVolume: doublePrecision("total_volume").notNull().default(0),
    exercisesPerformed: relationList("exercises_performed"),
    notes: plainText("notes"),
    created: created(),
    updated: updated(),
  },
  (t) => [
    index("workout_sessions_user_started_idx").on(t.user, t.startedAt),
    index("workout_sessions_exercises_idx").using("gin", t.exercisesPerformed),
  ],
);
