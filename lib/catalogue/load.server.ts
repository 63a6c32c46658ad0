import "server-only";
/**
 * Loads the exercise catalogue and its lookups into the plain objects the
 * generators in lib/training work on. Two queries: one for every lookup
 * (as JSON sub-selects), one for the exercises. The result is kept for a
 * minute per database handle and catalogue version (migration 0011), read
 * from the database on every call, so an edit, made through any app instance
 * or by hand, is used by the next generation.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db";
import { readCatalogueVersion } from "@/lib/records/catalogue-version";
import type {
  Catalogue,
  CatalogueExercise,
  ContraindicationRecord,
  EquipmentRecord,
  LevelRecord,
  MuscleRecord,
  NamedRecord,
} from "@/lib/training/catalogue";

export const CATALOGUE_TTL_MS = 60_000;

interface LookupRow {
  muscles: MuscleRecord[] | null;
  equipment: EquipmentRecord[] | null;
  contraindications: ContraindicationRecord[] | null;
  experience_levels: LevelRecord[] | null;
  fitness_goals: NamedRecord[] | null;
  movement_patterns: NamedRecord[] | null;
  training_types: NamedRecord[] | null;
  tags: NamedRecord[] | null;
  categories: NamedRecord[] | null;
  force_types: NamedRecord[] | null;
}

interface ExerciseRow {
  id: string;
  name: string;
  body_region_name: string | null;
  short_description: string;
  difficulty_level: number;
  technical_complexity: number;
  is_compound: boolean;
  is_unilateral: boolean;
  fatigue_impact: number;
  is_high_rep_suitable: boolean;
  is_max_effort_safe: boolean;
  requires_spotter: boolean;
  sets_min: number;
  sets_max: number;
  reps_min: number;
  reps_max: number;
  rest_seconds_min: number;
  rest_seconds_max: number;
  tempo_eccentric: number;
  tempo_isometric: number;
  tempo_concentric: number;
  min_experience_level: string | null;
  category: string | null;
  force_type: string | null;
  primary_muscles: string[];
  secondary_muscles: string[];
  equipment_required: string[];
  contraindications: string[];
  movement_pattern: string[];
  training_type: string[];
  tags: string[];
}

/** postgres-js and PGlite both decode json columns, but a driver may hand back text. */
function list<T>(value: T[] | string | null): T[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return JSON.parse(value) as T[];
  return [];
}

function names(ids: readonly string[] | null, byId: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const id of ids ?? []) {
    const name = byId.get(id);
    if (name) out.push(name);
  }
  return out;
}

export async function readCatalogue(handle: DatabaseHandle): Promise<Catalogue> {
  const [lookups] = await handle.rows<LookupRow>(sql`
    select
      (select json_agg(json_build_object('id', id, 'name', name, 'muscleGroup', muscle_group,
         'bodyMapRegion', body_map_region, 'synonyms', synonyms) order by name) from muscles where is_active) as muscles,
      (select json_agg(json_build_object('id', id, 'name', name, 'category', category) order by name) from equipment) as equipment,
      (select json_agg(json_build_object('id', id, 'name', name, 'injuryLabel', injury_label,
         'affectedArea', affected_area) order by name) from contraindications) as contraindications,
      (select json_agg(json_build_object('id', id, 'name', name, 'rank', rank) order by rank) from experience_levels) as experience_levels,
      (select json_agg(json_build_object('id', id, 'name', name) order by name) from fitness_goals) as fitness_goals,
      (select json_agg(json_build_object('id', id, 'name', name)) from movement_patterns) as movement_patterns,
      (select json_agg(json_build_object('id', id, 'name', name)) from training_types) as training_types,
      (select json_agg(json_build_object('id', id, 'name', name)) from tags) as tags,
      (select json_agg(json_build_object('id', id, 'name', name)) from exercise_categories) as categories,
      (select json_agg(json_build_object('id', id, 'name', name)) from force_types) as force_types
  `);
  // Ordered by name so a seed reproduces the same workout whatever order rows were inserted in.
  const rows = await handle.rows<ExerciseRow>(sql`
    select id, name, short_description, difficulty_level, technical_complexity, is_compound, is_unilateral,
      fatigue_impact, is_high_rep_suitable, is_max_effort_safe, requires_spotter, sets_min, sets_max, reps_min, reps_max,
      rest_seconds_min, rest_seconds_max, tempo_eccentric, tempo_isometric, tempo_concentric,
      min_experience_level, category, force_type, primary_muscles, secondary_muscles, equipment_required,
      contraindications, movement_pattern, training_type, tags,
      (select b.name from body_regions b where b.id = exercises.body_region) as body_region_name
    from exercises where is_active and owner is null order by name, id
  `);
  const muscles = list(lookups.muscles);
  const equipment = list(lookups.equipment);
  const contraindications = list(lookups.contraindications).map((c) => ({ ...c, injuryLabel: c.injuryLabel ?? "", affectedArea: c.affectedArea ?? "" }));
  const experienceLevels = list(lookups.experience_levels);
  const byId = (records: readonly NamedRecord[]) => new Map(records.map((r) => [r.id, r.name]));
  const muscleNames = byId(muscles);
  const equipmentNames = byId(equipment);
  const contraNames = byId(contraindications);
  const levelNames = byId(experienceLevels);
  const patternNames = byId(list(lookups.movement_patterns));
  const typeNames = byId(list(lookups.training_types));
  const tagNames = byId(list(lookups.tags));
  const categoryNames = byId(list(lookups.categories));
  const forceNames = byId(list(lookups.force_types));

  const exercises: CatalogueExercise[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    shortDescription: r.short_description || undefined,
    difficulty: r.difficulty_level,
    technicalComplexity: r.technical_complexity,
    isCompound: r.is_compound,
    bodyRegion: r.body_region_name,
    isUnilateral: r.is_unilateral,
    fatigueImpact: r.fatigue_impact,
    isHighRepSuitable: r.is_high_rep_suitable,
    isMaxEffortSafe: r.is_max_effort_safe,
    requiresSpotter: r.requires_spotter,
    setsMin: r.sets_min,
    setsMax: r.sets_max,
    repsMin: r.reps_min,
    repsMax: r.reps_max,
    restSecondsMin: r.rest_seconds_min,
    restSecondsMax: r.rest_seconds_max,
    tempo: { eccentric: r.tempo_eccentric, isometric: r.tempo_isometric, concentric: r.tempo_concentric },
    minExperienceLevel: r.min_experience_level ? (levelNames.get(r.min_experience_level) ?? null) : null,
    category: r.category ? (categoryNames.get(r.category) ?? null) : null,
    forceType: r.force_type ? (forceNames.get(r.force_type) ?? null) : null,
    primaryMuscles: names(r.primary_muscles, muscleNames),
    secondaryMuscles: names(r.secondary_muscles, muscleNames),
    equipment: names(r.equipment_required, equipmentNames),
    // An id that no longer resolves must still exclude: keep it under its id.
    contraindications: (r.contraindications ?? []).map((id) => contraNames.get(id) ?? id),
    movementPatterns: names(r.movement_pattern, patternNames),
    trainingTypes: names(r.training_type, typeNames),
    tags: names(r.tags, tagNames),
  }));

  return {
    exercises,
    muscles: muscles.map((m) => ({ ...m, synonyms: m.synonyms ?? [] })),
    equipment,
    contraindications,
    experienceLevels,
    fitnessGoals: list(lookups.fitness_goals),
  };
}

interface CacheEntry {
  handle: DatabaseHandle;
  version: string;
  loadedAt: number;
  catalogue: Promise<Catalogue>;
}

type GlobalWithCatalogue = typeof globalThis & { __forgefitCatalogue?: CacheEntry };
const store = globalThis as GlobalWithCatalogue;

/**
 * The catalogue for this handle, cached for CATALOGUE_TTL_MS. Concurrent
 * first requests share one load; a failed load is not kept.
 */
export async function loadCatalogue(handle: DatabaseHandle, now: number = Date.now()): Promise<Catalogue> {
  const version = (await readCatalogueVersion(handle.rows)) ?? "";
  const entry = store.__forgefitCatalogue;
  if (entry && entry.handle === handle && entry.version === version && now - entry.loadedAt < CATALOGUE_TTL_MS) {
    return entry.catalogue;
  }
  const catalogue = readCatalogue(handle);
  const fresh: CacheEntry = { handle, version, loadedAt: now, catalogue };
  store.__forgefitCatalogue = fresh;
  catalogue.catch(() => {
    if (store.__forgefitCatalogue === fresh) store.__forgefitCatalogue = undefined;
  });
  return catalogue;
}

export function clearCatalogueCache(): void {
  store.__forgefitCatalogue = undefined;
}
