import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { created, plainText, recordId, relationList, textList, updated } from "./columns";
import { exercises } from "./exercises";
import { mistakeTypes, tipCategories, variationTypes } from "./reference";

export const tipTargetLevels = ["beginner", "novice", "intermediate", "advanced"] as const;
export const mistakeSeverities = ["critical", "high", "medium", "low"] as const;

/** Coaching tips; the exercise lists them in `exercises.tips`, `exercise` points back. */
export const exerciseTips = pgTable(
  "exercise_tips",
  {
    id: recordId(),
    exercise: text("exercise").references(() => exercises.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: plainText("description"),
    tipCategory: text("tip_category").references(() => tipCategories.id, { onDelete: "set null" }),
    targetLevel: text("target_level", { enum: tipTargetLevels }).notNull().default("beginner"),
    isPremiumContent: boolean("is_premium_content").notNull().default(false),
    tipVideo: plainText("tip_video"),
    tipVideoUrl: plainText("tip_video_url"),
    tipImage: plainText("tip_image"),
    video: plainText("video"),
    videoUrl: plainText("video_url"),
    created: created(),
    updated: updated(),
  },
  (t) => [index("exercise_tips_exercise_idx").on(t.exercise)],
);

export const exerciseMistakes = pgTable(
  "exercise_mistakes",
  {
    id: recordId(),
    exercise: text("exercise").references(() => exercises.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: plainText("description"),
    severity: text("severity", { enum: mistakeSeverities }).notNull().default("medium"),
    mistakeType: text("mistake_type").references(() => mistakeTypes.id, { onDelete: "set null" }),
    correction: plainText("correction"),
    consequences: plainText("consequences"),
    coachingCues: textList("coaching_cues"),
    /** Body areas put at risk, e.g. "lower_back", "knees". */
    injuryRisk: textList("injury_risk"),
    mistakeVideo: plainText("mistake_video"),
    mistakeVideoUrl: plainText("mistake_video_url"),
    mistakeImage: plainText("mistake_image"),
    video: plainText("video"),
    videoUrl: plainText("video_url"),
    created: created(),
    updated: updated(),
  },
  (t) => [index("exercise_mistakes_exercise_idx").on(t.exercise)],
);

/** A pair of related exercises, with the relationship described in both directions. */
export const exerciseVariations = pgTable(
  "exercise_variations",
  {
    id: recordId(),
    name: text("name").notNull(),
    variationType: text("variation_type").references(() => variationTypes.id, {
      onDelete: "set null",
    }),
    equipment: relationList("equipment"),
    exercise1: text("exercise1")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    exercise2: text("exercise2")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    // The spec names these two fields in snake_case; the API keeps that spelling.
    text_exercise_1_to_2: plainText("text_exercise_1_to_2"),
    text_exercise_2_to_1: plainText("text_exercise_2_to_1"),
    video: plainText("video"),
    videoUrl: plainText("video_url"),
    created: created(),
    updated: updated(),
  },
  (t) => [
    index("exercise_variations_exercise1_idx").on(t.exercise1),
    index("exercise_variations_exercise2_idx").on(t.exercise2),
  ],
);
