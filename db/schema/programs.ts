import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { created, plainText, recordId, relationList, textList, updated } from "./columns";
import { users } from "./users";
import { workouts } from "./workouts";

/** Multi-week training programs. `user` is the owner (null for catalogue templates). */
export const trainingPrograms = pgTable(
  "training_programs",
  {
    id: recordId(),
    name: text("name").notNull(),
    description: plainText("description"),
    author: plainText("author"),
    durationWeeks: integer("duration_weeks").notNull().default(12),
    trainingDaysPerWeek: integer("training_days_per_week").notNull().default(3),
    sessionDurationMinutes: integer("session_duration_minutes").notNull().default(60),
    /** Relation list to experience_levels; the first is the program's level. */
    experienceLevel: relationList("experience_level"),
    /** Relation list to fitness_goals; the first is the primary goal. */
    primaryGoal: relationList("primary_goal"),
    /** Free labels such as "full_body", "upper_lower", "push_pull_legs", "strength". */
    programType: textList("program_type"),
    periodizationType: plainText("periodization_type"),
    progressionScheme: plainText("progression_scheme"),
    deloadProtocol: plainText("deload_protocol"),
    /** The request the generator was given, kept so a program can be explained and regenerated. */
    configuration: jsonb("configuration").$type<Record<string, unknown>>(),
    isPublic: boolean("is_public").notNull().default(false),
    isTemplate: boolean("is_template").notNull().default(false),
    user: text("user").references(() => users.id, { onDelete: "cascade" }),
    created: created(),
    updated: updated(),
  },
  (t) => [
    index("training_programs_owner_idx").on(t.user),
    index("training_programs_visibility_idx").on(t.isTemplate, t.isPublic),
    index("training_programs_created_idx").on(t.created),
    index("training_programs_level_idx").using("gin", t.experienceLevel),
    index("training_programs_goal_idx").using("gin", t.primaryGoal),
    index("training_programs_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

export const programWeeks = pgTable(
  "program_weeks",
  {
    id: recordId(),
    trainingProgram: text("training_program")
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: "cascade" }),
    weekNumber: integer("week_number").notNull(),
    isDeload: boolean("is_deload").notNull().default(false),
    phase: plainText("phase"),
    description: plainText("description"),
    intensityMultiplier: doublePrecision("intensity_multiplier").notNull().default(1),
    volumeMultiplier: doublePrecision("volume_multiplier").notNull().default(1),
    /** Ordered program_days ids (the days also point back through `programWeek`). */
    days: relationList("days"),
    created: created(),
    updated: updated(),
  },
  (t) => [index("program_weeks_program_idx").on(t.trainingProgram, t.weekNumber)],
);

export const programDays = pgTable(
  "program_days",
  {
    id: recordId(),
    programWeek: text("program_week")
      .notNull()
      .references(() => programWeeks.id, { onDelete: "cascade" }),
    dayNumber: integer("day_number").notNull(),
    name: plainText("name"),
    isRestDay: boolean("is_rest_day").notNull().default(false),
    notes: plainText("notes"),
    workout: text("workout").references(() => workouts.id, { onDelete: "set null" }),
    created: created(),
    updated: updated(),
  },
  (t) => [
    index("program_days_week_idx").on(t.programWeek, t.dayNumber),
    index("program_days_workout_idx").on(t.workout),
  ],
);
