import "server-only";
import type { PgTable } from "drizzle-orm/pg-core";
import * as schema from "@/db/schema";
import { f } from "../define";
import type { CollectionInput, FieldDef } from "../types";
import { readOnlyPublic } from "./rules";

function lookup(name: string, table: PgTable, extra: Record<string, FieldDef> = {}): CollectionInput {
  return {
    name,
    table,
    fields: {
      name: f.text({ required: true, unique: true, max: 200 }),
      description: f.text({ max: 5000 }),
      ...extra,
    },
    rules: readOnlyPublic,
  };
}

export const referenceCollections: CollectionInput[] = [
  lookup("muscles", schema.muscles, {
    muscleGroup: f.select(schema.muscleGroups, { required: true }),
    bodyMapRegion: f.select(schema.bodyMapRegions, { required: true }),
    synonyms: f.labels(),
    isActive: f.bool(),
  }),
  lookup("equipment", schema.equipment, {
    category: f.select(schema.equipmentCategories, { required: true }),
  }),
  lookup("experience_levels", schema.experienceLevels, {
    rank: f.int({ min: 0, max: 10 }),
  }),
  lookup("contraindications", schema.contraindications, {
    injuryLabel: f.text({ max: 200 }),
    affectedArea: f.text({ max: 200 }),
  }),
  lookup("training_types", schema.trainingTypes),
  lookup("movement_patterns", schema.movementPatterns),
  lookup("body_regions", schema.bodyRegions),
  lookup("fitness_goals", schema.fitnessGoals),
  lookup("exercise_categories", schema.exerciseCategories),
  lookup("modalities", schema.modalities),
  lookup("force_types", schema.forceTypes),
  lookup("joints", schema.joints),
  lookup("tags", schema.tags),
  lookup("mobility_requirements", schema.mobilityRequirements),
  lookup("tip_categories", schema.tipCategories),
  lookup("mistake_types", schema.mistakeTypes),
  lookup("variation_types", schema.variationTypes),
];
