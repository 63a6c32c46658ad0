import { boolean, index, integer, doublePrecision, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { created, plainText, recordId, relationList, updated } from "./columns";
import { users } from "./users";
import { workouts } from "./workouts";
import { programDays } from "./programs";
import { exercises } from "./exercises";

/** A session is `in_progress` from Start until Finish, then `completed`. */
export const sessionStatuses = ["in_progress", "completed"] as const;

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
    /** The workout's name when the session started (the workout may be renamed or deleted later). */
    name: plainText("name"),
    status: text("status", { enum: sessionStatuses }).notNull().default("in_progress"),
    startedAt: timestamp("started_at", { precision: 3, withTimezone: true }),
    completedAt: timestamp("completed_at", { precision: 3, withTimezone: true }),
    durationMinutes: integer("duration_minutes").notNull().default(0),
    estimatedCaloriesBurned: integer("estimated_calories_burned").notNull().default(0),
    /** Sum of weight × reps over completed sets, in pounds (the dashboard prints "lbs volume", spec 1 §2). */
    totalVolume: doublePrecision("total_volume").notNull().default(0),
    exercisesPerformed: relationList("exercises_performed"),
    /** The live session's exercise list: lib/sessions/plan-item.ts describes an item. */
    plan: jsonb("plan").$type<Array<Record<string, unknown>>>(),
    notes: plainText("notes"),
    created: created(),
    updated: updated(),
  },
  (t) => [
    index("workout_sessions_user_started_idx").on(t.user, t.startedAt),
    index("workout_sessions_exercises_idx").using("gin", t.exercisesPerformed),
    // A workout's session count (the library's "Most popular" order, its cards' counts).
    index("workout_sessions_workout_idx").on(t.workout),
  ],
);

/**
 * One set of one exercise in a session. Private to its `user` (always the
 * session's user; the access rules check both). `weight` is in kilograms
 * whatever unit the user types in; `rpe` 0 means "not rated".
 */
export const workoutSets = pgTable(
  "workout_sets",
  {
    id: recordId(),
    user: text("user")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    session: text("session")
      .notNull()
      .references(() => workoutSessions.id, { onDelete: "cascade" }),
    exercise: text("exercise")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    setNumber: integer("set_number").notNull().default(1),
    reps: integer("reps").notNull().default(0),
    weight: doublePrecision("weight").notNull().default(0),
    rpe: doublePrecision("rpe").notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamp("completed_at", { precision: 3, withTimezone: true }),
    created: created(),
    updated: updated(),
  },
  (t) => [
    // A set is stored once: a retried write with a new id still cannot duplicate it.
    uniqueIndex("workout_sets_session_exercise_set_idx").on(t.session, t.exercise, t.setNumber),
    // "The last time I did this exercise" and personal records read by user and exercise.
    index("workout_sets_user_exercise_idx").on(t.user, t.exercise, t.created),
  ],
);
