/**
 * The exercise catalogue as plain objects, and what the generators derive
 * from it: movement roles, session regions, safety flags, and the mapping
 * of a request's references (ids, names, labels, the builder's eight
 * equipment types) onto catalogue records. Loading from the database lives
 * in lib/catalogue; everything here is pure so it runs in tests and in the
 * browser alike.
 */
import { EQUIPMENT_TYPES, type EquipmentType } from "./constants";
import { isRotatorCuffDrill, movementPattern as patternFromName, type MovementPattern } from "./movement-patterns";
import { referenceKey } from "./reference-key";
import { canonicalMuscle, musclesInGroup, PREFERRED_REGION_MUSCLES, type CanonicalMuscle } from "./muscle-groups";

export { referenceKey };

/** An exercise's own prescription ranges, as the exercises collection stores them. */
export interface PrescriptionRanges {
  setsMin: number;
  setsMax: number;
  repsMin: number;
  repsMax: number;
  restSecondsMin: number;
  restSecondsMax: number;
}

export interface CatalogueExercise extends PrescriptionRanges {
  id: string;
  name: string;
  shortDescription?: string;
  difficulty: number;
  technicalComplexity: number;
  isCompound: boolean;
  /** "lower_body", "upper_body", …: with isCompound it decides the load step of progression. */
  bodyRegion?: string | null;
  isUnilateral: boolean;
  fatigueImpact: number;
  isHighRepSuitable?: boolean;
  isMaxEffortSafe?: boolean;
  /** A failed rep needs a spotter or safeties (barbell squat, bench): no RPE 10 top set without them. */
  requiresSpotter?: boolean;
  tempo: { eccentric: number; isometric: number; concentric: number };
  /** Name of the lowest experience level the catalogue allows, if any. */
  minExperienceLevel: string | null;
  category: string | null;
  forceType: string | null;
  /** Relations are carried by lookup name (names are unique per lookup). */
  primaryMuscles: string[];
  secondaryMuscles: string[];
  /** Empty means bodyweight. */
  equipment: string[];
  contraindications: string[];
  movementPatterns: string[];
  trainingTypes: string[];
  tags: string[];
}

export interface MuscleRecord {
  id: string;
  name: string;
  muscleGroup: string;
  bodyMapRegion: string;
  synonyms: string[];
}

export interface EquipmentRecord {
  id: string;
  name: string;
  category: string;
}

export interface ContraindicationRecord {
  id: string;
  name: string;
  injuryLabel: string;
  affectedArea: string;
}

export interface LevelRecord {
  id: string;
  name: string;
  rank: number;
}

export interface NamedRecord {
  id: string;
  name: string;
}

export interface Catalogue {
  exercises: CatalogueExercise[];
  muscles: MuscleRecord[];
  equipment: EquipmentRecord[];
  contraindications: ContraindicationRecord[];
  experienceLevels: LevelRecord[];
  fitnessGoals: NamedRecord[];
}

// ---------------------------------------------------------------------------
// Derived features
// ---------------------------------------------------------------------------

/** What an exercise does in a session, as the slot rules see it. */
export type Role = MovementPattern | "isolation" | "mobility";

export interface ExerciseFeatures {
  exercise: CatalogueExercise;
  role: Role;
  /** Canonical muscles, first primary first. */
  primary: CanonicalMuscle[];
  secondary: CanonicalMuscle[];
  pushPull: "push" | "pull" | null;
  /** 1 = largest muscles (legs, back, chest) … 4 = trunk; orders a session. */
  sizeRank: number;
  isConditioning: boolean;
  isMobility: boolean;
  /** Plyometric and Olympic work: only when power is wanted. */
  isExplosive: boolean;
  /** Reps are seconds of holding. */
  isTimed: boolean;
  /** A single long block (walks, steady rides): reps are minutes. */
  isSteadyCardio: boolean;
  isMainLift: boolean;
}

const SIZE_RANK: Readonly<Partial<Record<CanonicalMuscle, number>>> = {
  quads: 1,
  glutes: 1,
  hamstrings: 1,
  back: 1,
  chest: 1,
  legs: 1,
  traps: 2,
  shoulders: 2,
  lower_back: 2,
  adductors: 2,
  abductors: 2,
  rear_delts: 3,
  biceps: 3,
  triceps: 3,
  calves: 3,
  forearms: 3,
  hip_flexors: 3,
  arms: 3,
  neck: 3,
  abs: 4,
  obliques: 4,
  core: 4,
};

const TRUNK = new Set<CanonicalMuscle | undefined>(["abs", "obliques", "core", "lower_back", "hip_flexors"]);
const PUSH = new Set<CanonicalMuscle>(musclesInGroup("push"));
const PULL = new Set<CanonicalMuscle>(musclesInGroup("pull"));

function canonicalList(names: readonly string[]): CanonicalMuscle[] {
  const out: CanonicalMuscle[] = [];
  for (const n of names) {
    const c = canonicalMuscle(n);
    if (c && !out.includes(c)) out.push(c);
  }
  return out;
}

/**
 * Role from the exercise's name first (the quality score judges patterns the
 * same way, so a generated session scores what it was built to cover), then
 * from the catalogue's movement pattern for compound lifts the name rules miss.
 */
function roleOf(e: CatalogueExercise, primary: readonly CanonicalMuscle[], isMobility: boolean, isConditioning: boolean): Role {
  if (isMobility) return "mobility";
  if (isConditioning) return "conditioning";
  const fromName = patternFromName(e.name, e.primaryMuscles);
  if (fromName) return fromName;
  if (isRotatorCuffDrill(e.name)) return "isolation";
  const patterns = e.movementPatterns;
  // Clamshells and side-lying raises are catalogued as stability work but train the hips, not the trunk.
  if ((patterns.includes("core_stability") || patterns.includes("rotation")) && TRUNK.has(primary[0])) return "core";
  if (!e.isCompound) return "isolation";
  if (patterns.includes("squat")) return "squat";
  if (patterns.includes("lunge")) return "lunge";
  if (patterns.includes("hinge")) return "hinge";
  if (patterns.includes("carry")) return "carry";
  const first = primary[0];
  if (patterns.includes("push")) return first === "chest" || first === "triceps" ? "horizontal_push" : "vertical_push";
  if (patterns.includes("pull")) return /pull[- ]?up|chin|pulldown|pull-down/i.test(e.name) ? "vertical_pull" : "horizontal_pull";
  return "isolation";
}

export function exerciseFeatures(e: CatalogueExercise): ExerciseFeatures {
  const primary = canonicalList(e.primaryMuscles);
  const secondary = canonicalList(e.secondaryMuscles).filter((m) => !primary.includes(m));
  const types = e.trainingTypes;
  const isMobility =
    e.category === "mobility" || (types.includes("mobility") && !types.some((t) => t === "strength" || t === "hypertrophy"));
  const isConditioning =
    !isMobility &&
    (e.category === "cardio" ||
      (types.includes("cardio") && !types.some((t) => t === "strength" || t === "hypertrophy" || t === "power")));
  const isExplosive = !isConditioning && (e.category === "plyometrics" || e.category === "olympic");
  const role = roleOf(e, primary, isMobility, isConditioning);
  const first = primary[0];
  const pushPull = first && PUSH.has(first) ? "push" : first && PULL.has(first) ? "pull" : null;
  const sizeRank = primary.length > 0 ? Math.min(...primary.map((m) => SIZE_RANK[m] ?? 3)) : 4;
  const isTimed = !isConditioning && e.forceType === "static" && e.tempo.isometric >= 10;
  return {
    exercise: e,
    role,
    primary,
    secondary,
    pushPull,
    sizeRank,
    isConditioning,
    isMobility,
    isExplosive,
    isTimed,
    isSteadyCardio: isConditioning && e.setsMin <= 1,
    isMainLift: e.tags.includes("main_lift"),
  };
}

export interface CatalogueIndex {
  catalogue: Catalogue;
  features: ExerciseFeatures[];
  byId: ReadonlyMap<string, ExerciseFeatures>;
  levelRank: ReadonlyMap<string, number>;
}

const INDEXES = new WeakMap<Catalogue, CatalogueIndex>();

/** Features are derived once per catalogue object (the loader caches the object). */
export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const cached = INDEXES.get(catalogue);
  if (cached) return cached;
  const features = catalogue.exercises.map(exerciseFeatures);
  const index: CatalogueIndex = {
    catalogue,
    features,
    byId: new Map(features.map((f) => [f.exercise.id, f])),
    levelRank: new Map(catalogue.experienceLevels.map((l) => [l.name, l.rank])),
  };
  INDEXES.set(catalogue, index);
  return index;
}

// ---------------------------------------------------------------------------
// Hard constraints
// ---------------------------------------------------------------------------

/** Every piece the exercise needs is available; bodyweight (none) always is. */
export function isEquipmentAvailable(e: CatalogueExercise, available: ReadonlySet<string>): boolean {
  return e.equipment.every((name) => available.has(name));
}

export function isContraindicated(e: CatalogueExercise, injuries: ReadonlySet<string>): boolean {
  return e.contraindications.some((name) => injuries.has(name));
}

// ---------------------------------------------------------------------------
// Resolving request references
// ---------------------------------------------------------------------------


export interface Resolution<T> {
  values: T;
  unknown: string[];
}

/**
 * The builder's eight equipment types. A type brings the kit that is used
 * with it in practice (a barbell without a rack and bench cannot be
 * benched or squatted), so benches come with free weights and the rack with
 * the barbell. "bodyweight" adds nothing: bodyweight exercises are always
 * allowed. To name one piece and nothing else, send its id or full name.
 */
const TYPE_EQUIPMENT: Readonly<Record<EquipmentType, { names: readonly string[]; categories: readonly string[] }>> = {
  barbell: { names: ["barbell", "ez_bar", "trap_bar", "weight_plate", "landmine", "squat_rack", "flat_bench", "adjustable_bench"], categories: ["bars"] },
  dumbbells: { names: ["dumbbells", "flat_bench", "adjustable_bench"], categories: [] },
  cables: { names: [], categories: ["cables"] },
  bodyweight: { names: [], categories: [] },
  kettlebell: { names: ["kettlebell"], categories: [] },
  bands: { names: [], categories: ["bands"] },
  machine: { names: [], categories: ["machines", "cardio_machines"] },
  other: { names: ["weight_plate"], categories: ["benches", "bodyweight_stations", "accessories"] },
};

export function isEquipmentType(value: string): value is EquipmentType {
  return (EQUIPMENT_TYPES as readonly string[]).includes(value);
}

export function equipmentForType(type: EquipmentType, equipment: readonly EquipmentRecord[]): string[] {
  const rule = TYPE_EQUIPMENT[type];
  return equipment.filter((e) => rule.names.includes(e.name) || rule.categories.includes(e.category)).map((e) => e.name);
}

/**
 * Equipment ids, the eight builder types, or equipment names (singular or
 * plural, any case). Type names win over the equal equipment names
 * (barbell, dumbbells, kettlebell) because the builder sends types.
 */
export function resolveEquipment(catalogue: Catalogue, values: readonly string[]): Resolution<Set<string>> {
  const names = new Set<string>();
  const unknown: string[] = [];
  const byId = new Map(catalogue.equipment.map((e) => [e.id, e.name]));
  const byKey = new Map<string, string>();
  for (const e of catalogue.equipment) {
    byKey.set(e.name, e.name);
    byKey.set(e.name.replace(/s$/, ""), e.name);
    byKey.set(`${e.name}s`, e.name);
  }
  for (const raw of values) {
    const id = byId.get(raw.trim());
    if (id) {
      names.add(id);
      continue;
    }
    const key = referenceKey(raw);
    if (key === "" || key === "none") continue;
    const type = key === "dumbbell" ? "dumbbells" : key === "band" ? "bands" : key === "cable" ? "cables" : key === "machines" ? "machine" : key;
    if (isEquipmentType(type)) {
      for (const n of equipmentForType(type, catalogue.equipment)) names.add(n);
      continue;
    }
    const name = byKey.get(key);
    if (name) names.add(name);
    else unknown.push(raw);
  }
  return { values: names, unknown };
}

/** Contraindication ids, names (lower_back_pain) or injury labels (Lower Back Pain); "None" is no injury. */
export function resolveInjuries(catalogue: Catalogue, values: readonly string[]): Resolution<Set<string>> {
  const names = new Set<string>();
  const unknown: string[] = [];
  for (const raw of values) {
    const trimmed = raw.trim();
    const key = referenceKey(trimmed);
    if (key === "" || key === "none") continue;
    const hit = catalogue.contraindications.find(
      (c) => c.id === trimmed || c.name === key || referenceKey(c.injuryLabel) === key,
    );
    if (hit) names.add(hit.name);
    else unknown.push(raw);
  }
  return { values: names, unknown };
}

/**
 * Muscle ids, catalogue names, their synonyms, muscle groups ("shoulders",
 * "arms"), canonical names ("pecs", "lats") and the program builder's body
 * regions ("Upper Body", "Legs") -> catalogue muscle names.
 */
export function resolveMuscles(catalogue: Catalogue, values: readonly string[]): Resolution<string[]> {
  const out: string[] = [];
  const unknown: string[] = [];
  const add = (names: readonly string[]) => {
    for (const n of names) if (!out.includes(n)) out.push(n);
  };
  const regions = new Map(Object.entries(PREFERRED_REGION_MUSCLES).map(([label, muscles]) => [referenceKey(label), muscles]));
  for (const raw of values) {
    const trimmed = raw.trim();
    const key = referenceKey(trimmed);
    if (key === "") continue;
    const byId = catalogue.muscles.find((m) => m.id === trimmed);
    if (byId) {
      add([byId.name]);
      continue;
    }
    const byName = catalogue.muscles.find((m) => m.name === key);
    if (byName) {
      add([byName.name]);
      continue;
    }
    const region = regions.get(key);
    const group = catalogue.muscles.filter((m) => m.muscleGroup === key);
    if (group.length > 0 && !region) {
      add(group.map((m) => m.name));
      continue;
    }
    const canonical = region ?? (canonicalMuscle(key) ? [canonicalMuscle(key) as CanonicalMuscle] : []);
    const viaCanonical = catalogue.muscles.filter((m) => {
      const c = canonicalMuscle(m.name);
      return c !== undefined && canonical.includes(c);
    });
    if (viaCanonical.length > 0) {
      add(viaCanonical.map((m) => m.name));
      continue;
    }
    const bySynonym = catalogue.muscles.filter((m) => m.synonyms.some((s) => referenceKey(s) === key));
    if (bySynonym.length > 0) add(bySynonym.map((m) => m.name));
    else unknown.push(raw);
  }
  return { values: out, unknown };
}

/** Experience level by id or name; the level's rank orders levels without a table in code. */
export function resolveExperienceLevel(catalogue: Catalogue, value: string): LevelRecord | undefined {
  const trimmed = value.trim();
  const key = referenceKey(trimmed);
  return catalogue.experienceLevels.find((l) => l.id === trimmed || l.name === key);
}

export function resolveFitnessGoal(catalogue: Catalogue, value: string): NamedRecord | undefined {
  const trimmed = value.trim();
  const key = referenceKey(trimmed);
  return catalogue.fitnessGoals.find((g) => g.id === trimmed || g.name === key);
}

/** "a, b and c" for messages. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
