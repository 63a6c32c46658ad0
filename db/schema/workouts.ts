import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { created, plainText, recordId, relationList, updated } from "./columns";
import { users } from "./users";

/** Per-exercise prescription stored in `workouts.exerciseDetails`, keyed by exercise id. */
export type ExerciseDetail = {
  sets?: number;
  reps?: string;
  restSeconds?: number;
  rpe?: number | null;
  tempo?: string;
  weight?: string;
  notes?: string;
  /** Programs: the working sets' % of training max on a loaded lift, else null (absent on older programs). */
  percentTm?: number | null;
};

/** Saved, template and generated workouts. `userProfile` is the owner (null for catalogue templates). */
export const workouts = pgTable(
  "workouts",
  {
    id: recordId(),
    name: text("name").notNull(),
    description: plainText("description"),
    workoutType: plainText("workout_type"),
    targetDurationMinutes: integer("target_duration_minutes").notNull().default(60),
    /** Ordered exercise ids. */
    exercises: relationList("exercises"),
    exerciseDetails: jsonb("exercise_details").$type<Record<string, ExerciseDetail>>(),
    estimatedCalories: integer("estimated_calories").notNull().default(0),
    isTemplate: boolean("is_template").notNull().default(false),
    isPublic: boolean("is_public").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    difficultyLevel: integer("difficulty_level").notNull().default(5),
    targetRPEMin: integer("target_rpe_min").notNull().default(0),
    targetRPEMax: integer("target_rpe_max").notNull().default(0),
    defaultTempo: plainText("default_tempo"),
    intensityTechniques: jsonb("intensity_techniques").$type<string[]>(),
    userProfile: text("user_profile").references(() => users.id, { onDelete: "cascade" }),
    created: created(),
    updated: updated(),
  },
  (t) => [
    index("workouts_owner_idx").on(t.userProfile),
    index("workouts_visibility_idx").on(t.isTemplate, t.isPublic),
    index("workouts_created_idx").on(t.created),
    index("workouts_exercises_idx").using("gin", t.exercises),
    index("workouts_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("workouts_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
  ],
);
