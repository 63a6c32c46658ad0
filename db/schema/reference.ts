import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created, plainText, recordId, textList, updated } from "./columns";
import { BODY_MAP_REGIONS } from "@/lib/training/data/body-map";

/**
 * Reference ("lookup") collections. Names are snake_case identifiers, shown
 * title-cased in the UI; they are unique so seed SQL can refer to records by name.
 */
const lookupColumns = () => ({
  id: recordId(),
  name: text("name").notNull(),
  description: plainText("description"),
  created: created(),
  updated: updated(),
});

const lookupTable = <N extends string>(tableName: N) =>
  pgTable(tableName, lookupColumns(), (t) => [uniqueIndex(`${tableName}_name_idx`).on(t.name)]);

/** Major groups used for coverage rules (chest, back, shoulders, arms, core, quads, hamstrings, glutes, calves). */
export const muscleGroups = [
  "chest",
  "back",
  "shoulders",
  "arms",
  "core",
  "quads",
  "hamstrings",
  "glutes",
  "calves",
] as const;

/** The body-map regions of spec 3 §3, one per muscle row (the body map draws the same list). */
export const bodyMapRegions = BODY_MAP_REGIONS;

export const muscles = pgTable(
  "muscles",
  {
    ...lookupColumns(),
    muscleGroup: text("muscle_group", { enum: muscleGroups }).notNull(),
    bodyMapRegion: text("body_map_region", { enum: bodyMapRegions }).notNull(),
    /** Other names people and older data use for this muscle (e.g. "pecs", "pectorals"). */
    synonyms: textList("synonyms"),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("muscles_name_idx").on(t.name)],
);

export const equipmentCategories = [
  "free_weights",
  "bars",
  "cables",
  "bands",
  "benches",
  "racks",
  "bodyweight_stations",
  "machines",
  "cardio_machines",
  "accessories",
] as const;

export const equipment = pgTable(
  "equipment",
  {
    ...lookupColumns(),
    category: text("category", { enum: equipmentCategories }).notNull(),
  },
  (t) => [uniqueIndex("equipment_name_idx").on(t.name), index("equipment_category_idx").on(t.category)],
);

export const experienceLevels = pgTable(
  "experience_levels",
  {
    ...lookupColumns(),
    /** 0 sedentary … 4 elite: lets rules compare levels without a lookup table in code. */
    rank: integer("rank").notNull(),
  },
  (t) => [uniqueIndex("experience_levels_name_idx").on(t.name)],
);

export const contraindications = pgTable(
  "contraindications",
  {
    ...lookupColumns(),
    /** The injury as the program builder names it, e.g. "Lower Back Pain". */
    injuryLabel: plainText("injury_label"),
    /** The joint or region it protects, e.g. "lower_back". */
    affectedArea: plainText("affected_area"),
  },
  (t) => [uniqueIndex("contraindications_name_idx").on(t.name)],
);

export const trainingTypes = lookupTable("training_types");
export const movementPatterns = lookupTable("movement_patterns");
export const bodyRegions = lookupTable("body_regions");
export const fitnessGoals = lookupTable("fitness_goals");
export const exerciseCategories = lookupTable("exercise_categories");
export const modalities = lookupTable("modalities");
export const forceTypes = lookupTable("force_types");
export const joints = lookupTable("joints");
export const tags = lookupTable("tags");
export const mobilityRequirements = lookupTable("mobility_requirements");
export const tipCategories = lookupTable("tip_categories");
export const mistakeTypes = lookupTable("mistake_types");
export const variationTypes = lookupTable("variation_types");
