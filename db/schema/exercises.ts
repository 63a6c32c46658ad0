import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { created, fileList, plainText, recordId, relationList, updated } from "./columns";
import {
  bodyRegions,
  exerciseCategories,
  experienceLevels,
  forceTypes,
  modalities,
} from "./reference";
import { users } from "./users";

/** The exercise catalogue. Multiple relations are ordered id lists (see DESIGN.md). */
export const exercises = pgTable(
  "exercises",
  {
    id: recordId(),
    name: text("name").notNull(),
    shortDescription: plainText("short_description"),
    description: plainText("description"),
    /** One step per line. */
    instructions: plainText("instructions"),
    usageInstructions: plainText("usage_instructions"),
    safetyNotes: plainText("safety_notes"),

    exerciseImage: plainText("exercise_image"),
    videoUrl: plainText("video_url"),
    demonstrationVideo: fileList("demonstration_video"),
    animatedDemo: fileList("animated_demo"),
    demonstrationVideoUrl: plainText("demonstration_video_url"),
    animatedDemoUrl: plainText("animated_demo_url"),

    difficultyLevel: integer("difficulty_level").notNull().default(5),
    technicalComplexity: integer("technical_complexity").notNull().default(5),
    mobilityLevel: integer("mobility_level").notNull().default(3),
    isCompound: boolean("is_compound").notNull().default(false),
    isUnilateral: boolean("is_unilateral").notNull().default(false),
    requiresSpotter: boolean("requires_spotter").notNull().default(false),
    isMaxEffortSafe: boolean("is_max_effort_safe").notNull().default(false),
    isHighRepSuitable: boolean("is_high_rep_suitable").notNull().default(false),
    fatigueImpact: integer("fatigue_impact").notNull().default(5),

    tempoEccentric: integer("tempo_eccentric").notNull().default(0),
    tempoIsometric: integer("tempo_isometric").notNull().default(0),
    tempoConcentric: integer("tempo_concentric").notNull().default(0),
    setsMin: integer("sets_min").notNull().default(3),
    setsMax: integer("sets_max").notNull().default(4),
    repsMin: integer("reps_min").notNull().default(8),
    repsMax: integer("reps_max").notNull().default(12),
    restSecondsMin: integer("rest_seconds_min").notNull().default(60),
    restSecondsMax: integer("rest_seconds_max").notNull().default(90),

    minExperienceLevel: text("min_experience_level").references(() => experienceLevels.id, {
      onDelete: "set null",
    }),
    category: text("category").references(() => exerciseCategories.id, { onDelete: "set null" }),
    modality: text("modality").references(() => modalities.id, { onDelete: "set null" }),
    forceType: text("force_type").references(() => forceTypes.id, { onDelete: "set null" }),
    bodyRegion: text("body_region").references(() => bodyRegions.id, { onDelete: "set null" }),

    trainingType: relationList("training_type"),
    movementPattern: relationList("movement_pattern"),
    contraindications: relationList("contraindications"),
    primaryMuscles: relationList("primary_muscles"),
    secondaryMuscles: relationList("secondary_muscles"),
    /** Empty means bodyweight only. */
    equipmentRequired: relationList("equipment_required"),
    joints: relationList("joints"),
    mobilityRequirements: relationList("mobility_requirements"),
    tags: relationList("tags"),
    tips: relationList("tips"),
    mistakes: relationList("mistakes"),
    variations: relationList("variations"),

    isActive: boolean("is_active").notNull().default(true),
    /**
     * Empty for the catalogue (migrations own it). A user's id for their own
     * custom exercise, made by an import for a name the catalogue lacks:
     * private to them, never in the library list or the generators.
     */
    owner: text("owner").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    created: created(),
    updated: updated(),
  },
  (t) => [
    // Catalogue names are unique; a lifter's custom names are unique among their own.
    uniqueIndex("exercises_name_idx").on(sql`lower(${t.name})`).where(sql`${t.owner} IS NULL`),
    uniqueIndex("exercises_owner_name_idx").on(t.owner, sql`lower(${t.name})`).where(sql`${t.owner} IS NOT NULL`),
    index("exercises_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("exercises_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    index("exercises_difficulty_idx").on(t.difficultyLevel),
    index("exercises_created_idx").on(t.created),
    index("exercises_primary_muscles_idx").using("gin", t.primaryMuscles),
    index("exercises_secondary_muscles_idx").using("gin", t.secondaryMuscles),
    index("exercises_equipment_idx").using("gin", t.equipmentRequired),
    index("exercises_contraindications_idx").using("gin", t.contraindications),
    index("exercises_training_type_idx").using("gin", t.trainingType),
    index("exercises_movement_pattern_idx").using("gin", t.movementPattern),
    check("exercises_difficulty_range", sql`${t.difficultyLevel} between 1 and 10`),
    check("exercises_complexity_range", sql`${t.technicalComplexity} between 1 and 10`),
    check("exercises_mobility_range", sql`${t.mobilityLevel} between 1 and 5`),
    check("exercises_fatigue_range", sql`${t.fatigueImpact} between 1 and 10`),
    check("exercises_sets_order", sql`${t.setsMin} <= ${t.setsMax}`),
    check("exercises_reps_order", sql`${t.repsMin} <= ${t.repsMax}`),
    check("exercises_rest_order", sql`${t.restSecondsMin} <= ${t.restSecondsMax}`),
  ],
);
