/**
 * Muscle names come from several sources (catalogue lookups in snake_case,
 * builder drafts in camelCase, free text from users and older records). This
 * file turns any of them into one canonical muscle, its groups
 * (upper/lower/push/pull/core, front/back) and its body-map regions.
 */
import { BODY_MAP_REGIONS } from "./data/body-map";

export const CANONICAL_MUSCLES = [
  "chest",
  "back",
  "traps",
  "lower_back",
  "shoulders",
  "rear_delts",
  "biceps",
  "triceps",
  "forearms",
  "abs",
  "obliques",
  "core",
  "quads",
  "hamstrings",
  "glutes",
  "calves",
  "adductors",
  "abductors",
  "hip_flexors",
  "legs",
  "arms",
  "neck",
] as const;
export type CanonicalMuscle = (typeof CANONICAL_MUSCLES)[number];

export type MuscleGroup = "upper" | "lower" | "push" | "pull" | "core";
export type MuscleSide = "front" | "back";

export { BODY_MAP_REGIONS };
export type BodyMapRegion = (typeof BODY_MAP_REGIONS)[number];

/**
 * Groups per canonical muscle. Upper: chest, back, shoulders, biceps,
 * triceps, forearms; lower: quads, hamstrings, glutes, calves, legs; push:
 * chest, shoulders, triceps; pull: back, biceps, forearms; core: abs,
 * obliques, core (spec 2 §9.4, spec 3 §9). Choices beyond the spec:
 * - lower back counts as core, not as back: the erectors brace hinges and
 *   squats, and counting them as "pull" would make a deadlift look like a row;
 * - traps and rear delts are back-of-the-shoulder pulling muscles;
 * - adductors, abductors and hip flexors are lower-body muscles;
 * - generic "arms" and "neck" are upper body but neither push nor pull.
 */
const GROUPS: Readonly<Record<CanonicalMuscle, readonly MuscleGroup[]>> = {
  chest: ["upper", "push"],
  back: ["upper", "pull"],
  traps: ["upper", "pull"],
  lower_back: ["core"],
  shoulders: ["upper", "push"],
  rear_delts: ["upper", "pull"],
  biceps: ["upper", "pull"],
  triceps: ["upper", "push"],
  forearms: ["upper", "pull"],
  abs: ["core"],
  obliques: ["core"],
  core: ["core"],
  quads: ["lower"],
  hamstrings: ["lower"],
  glutes: ["lower"],
  calves: ["lower"],
  adductors: ["lower"],
  abductors: ["lower"],
  hip_flexors: ["lower"],
  legs: ["lower"],
  arms: ["upper"],
  neck: ["upper"],
};

/** Anterior vs posterior chain, for the program detail front/back marker. */
const SIDE: Readonly<Partial<Record<CanonicalMuscle, MuscleSide>>> = {
  chest: "front",
  shoulders: "front",
  biceps: "front",
  abs: "front",
  obliques: "front",
  core: "front",
  quads: "front",
  hip_flexors: "front",
  adductors: "front",
  forearms: "front",
  back: "back",
  traps: "back",
  lower_back: "back",
  rear_delts: "back",
  triceps: "back",
  hamstrings: "back",
  glutes: "back",
  calves: "back",
  abductors: "back",
  neck: "back",
};

const DEFAULT_REGIONS: Readonly<Record<CanonicalMuscle, readonly BodyMapRegion[]>> = {
  chest: ["chest"],
  back: ["lats", "traps", "traps-middle", "lowerback"],
  traps: ["traps"],
  lower_back: ["lowerback"],
  shoulders: ["front-shoulders", "rear-shoulders"],
  rear_delts: ["rear-shoulders"],
  biceps: ["biceps"],
  triceps: ["triceps"],
  forearms: ["forearms"],
  abs: ["abdominals"],
  obliques: ["obliques"],
  core: ["abdominals", "obliques"],
  quads: ["quads"],
  hamstrings: ["hamstrings"],
  glutes: ["glutes"],
  calves: ["calves"],
  adductors: ["quads"],
  abductors: ["glutes"],
  hip_flexors: ["quads"],
  legs: ["quads", "hamstrings", "glutes", "calves"],
  arms: ["biceps", "triceps", "forearms"],
  neck: ["traps"],
};

interface SynonymEntry {
  muscle: CanonicalMuscle;
  /** Only where the name is more precise than its canonical muscle's regions. */
  regions?: readonly BodyMapRegion[];
}

type SynonymRow = readonly [names: readonly string[], muscle: CanonicalMuscle, regions?: readonly BodyMapRegion[]];

const SYNONYM_ROWS: readonly SynonymRow[] = [
  [["chest", "pecs", "pec", "pectorals", "pectoral", "pectoralis", "pectoralis_major", "pectoralis_minor", "pec_major", "pec_minor", "upper_chest", "lower_chest", "middle_chest", "mid_chest", "inner_chest", "outer_chest", "clavicular_head", "sternal_head", "serratus", "serratus_anterior", "breast"], "chest"],
  [["back", "back_muscles", "posterior_chain"], "back"],
  [["lats", "lat", "latissimus", "latissimus_dorsi", "lats_dorsi", "wings", "teres_major"], "back", ["lats"]],
  [["upper_back", "middle_back", "mid_back", "midback", "rhomboids", "rhomboid", "rhomboid_major", "rhomboid_minor"], "back", ["traps-middle"]],
  [["traps", "trap", "trapezius", "upper_traps", "upper_trapezius", "levator_scapulae"], "traps", ["traps"]],
  [["middle_traps", "mid_traps", "lower_traps", "middle_trapezius", "lower_trapezius", "traps_middle"], "traps", ["traps-middle"]],
  [["lower_back", "lowerback", "low_back", "erector_spinae", "erectors", "spinal_erectors", "lumbar", "lumbar_spine", "quadratus_lumborum", "spine"], "lower_back"],
  [["shoulders", "shoulder", "delts", "delt", "deltoids", "deltoid"], "shoulders"],
  [["front_delts", "front_delt", "front_deltoids", "front_deltoid", "anterior_deltoid", "anterior_deltoids", "anterior_delts", "anterior_delt", "front_shoulders", "front_shoulder", "side_delts", "side_delt", "lateral_delts", "lateral_delt", "lateral_deltoid", "lateral_deltoids", "medial_delts", "medial_deltoid", "middle_delts", "middle_deltoid", "mid_delts"], "shoulders", ["front-shoulders"]],
  [["rear_delts", "rear_delt", "rear_deltoids", "rear_deltoid", "posterior_deltoid", "posterior_deltoids", "posterior_delts", "posterior_delt", "rear_shoulders", "rear_shoulder", "rotator_cuff", "infraspinatus", "supraspinatus", "teres_minor"], "rear_delts"],
  [["biceps", "bicep", "biceps_brachii", "brachialis", "upper_arms_front"], "biceps"],
  [["triceps", "tricep", "triceps_brachii", "upper_arms_back"], "triceps"],
  [["forearms", "forearm", "brachioradialis", "wrist_flexors", "wrist_extensors", "forearm_flexors", "forearm_extensors", "grip", "wrists", "wrist"], "forearms"],
  [["hands", "hand", "fingers", "finger_flexors"], "forearms", ["hands"]],
  [["abs", "ab", "abdominals", "abdominal", "abdomen", "rectus_abdominis", "six_pack", "upper_abs", "lower_abs", "transverse_abdominis", "transversus_abdominis", "tva"], "abs"],
  [["obliques", "oblique", "external_obliques", "internal_obliques", "external_oblique", "internal_oblique", "side_abs", "love_handles"], "obliques"],
  [["core", "trunk", "midsection", "mid_section", "stabilizers", "stabilisers", "core_stabilizers"], "core"],
  [["quads", "quad", "quadriceps", "quadricep", "quadriceps_femoris", "vastus_lateralis", "vastus_medialis", "vastus_intermedius", "rectus_femoris", "thighs", "thigh", "front_thighs"], "quads"],
  [["hamstrings", "hamstring", "hams", "biceps_femoris", "semitendinosus", "semimembranosus", "back_thighs", "rear_thighs"], "hamstrings"],
  [["glutes", "glute", "gluteus", "gluteals", "gluteus_maximus", "gluteus_medius", "gluteus_minimus", "glute_max", "glute_med", "buttocks", "butt", "hips", "hip_extensors"], "glutes"],
  [["calves", "calf", "gastrocnemius", "gastrocs", "gastroc", "soleus", "lower_legs", "lower_leg", "tibialis", "tibialis_anterior", "shins"], "calves"],
  [["adductors", "adductor", "hip_adductors", "adductor_magnus", "adductor_longus", "inner_thighs", "inner_thigh", "groin"], "adductors"],
  [["abductors", "abductor", "hip_abductors", "outer_thighs", "outer_thigh", "tensor_fasciae_latae", "tfl"], "abductors"],
  [["hip_flexors", "hip_flexor", "iliopsoas", "psoas", "iliacus"], "hip_flexors"],
  [["legs", "leg", "lower_body"], "legs"],
  [["arms", "arm", "upper_arms"], "arms"],
  [["neck", "sternocleidomastoid", "neck_flexors", "neck_extensors"], "neck"],
];

const SYNONYMS: ReadonlyMap<string, SynonymEntry> = (() => {
  const map = new Map<string, SynonymEntry>();
  for (const [names, muscle, regions] of SYNONYM_ROWS) {
    for (const name of names) map.set(name, regions ? { muscle, regions } : { muscle });
  }
  return map;
})();

/** "frontDelts", "Front Delts", "front-delts" -> "front_delts". */
export function normaliseMuscleName(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

function singular(token: string): string {
  return token.length > 3 && token.endsWith("s") ? token.slice(0, -1) : token;
}

/**
 * Looks a name up exactly, then by its longest known run of words, so that
 * "Upper Chest (Clavicular)" finds chest and "long_head_triceps" finds
 * triceps without listing every variant.
 */
function lookup(name: string): SynonymEntry | undefined {
  const key = normaliseMuscleName(name);
  if (key === "") return undefined;
  const direct = SYNONYMS.get(key) ?? SYNONYMS.get(singular(key));
  if (direct) return direct;
  const tokens = key.split("_");
  for (let length = tokens.length - 1; length >= 1; length--) {
    for (let start = 0; start + length <= tokens.length; start++) {
      const run = tokens.slice(start, start + length).join("_");
      const hit = SYNONYMS.get(run);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** Canonical muscle of a name, or undefined for names we do not know. */
export function canonicalMuscle(name: string): CanonicalMuscle | undefined {
  return lookup(name)?.muscle;
}

/** Names of the side (lateral) delt head: the catalogue's "side_delts" and its usual synonyms. */
const SIDE_DELT_NAMES: ReadonlySet<string> = new Set(["side_delts", "side_delt", "lateral_delts", "lateral_delt", "lateral_deltoid", "lateral_deltoids", "medial_delts", "medial_deltoid", "middle_delts", "middle_deltoid", "mid_delts"]);

/**
 * The muscle a set counts for in per-session volume: the canonical muscle,
 * except that the side delts count apart from the front delts (COACHING.md
 * §6: count the three delt heads apart). Presses load the front delts, so a
 * push day's lateral raises no longer compete with its presses for one
 * "shoulders" budget. Rear delts are a canonical muscle of their own already.
 */
export function volumeMuscle(name: string): string | undefined {
  const muscle = canonicalMuscle(name);
  return muscle === "shoulders" && SIDE_DELT_NAMES.has(normaliseMuscleName(name)) ? "side_delts" : muscle;
}

/**
 * Key used to aggregate muscles: the canonical muscle when known, else the
 * normalised name so unknown muscles still show up in coverage lists.
 */
export function muscleKey(name: string): string {
  return canonicalMuscle(name) ?? normaliseMuscleName(name);
}

export function isCanonicalMuscle(key: string): key is CanonicalMuscle {
  return (CANONICAL_MUSCLES as readonly string[]).includes(key);
}

export function muscleGroups(name: string): readonly MuscleGroup[] {
  const muscle = canonicalMuscle(name);
  return muscle ? GROUPS[muscle] : [];
}

export function isInGroup(name: string, group: MuscleGroup): boolean {
  return muscleGroups(name).includes(group);
}

export function muscleSide(name: string): MuscleSide | undefined {
  const muscle = canonicalMuscle(name);
  return muscle ? SIDE[muscle] : undefined;
}

/** Canonical muscles of a group, e.g. for filtering a catalogue by workout type. */
export function musclesInGroup(group: MuscleGroup): CanonicalMuscle[] {
  return CANONICAL_MUSCLES.filter((m) => GROUPS[m].includes(group));
}

const MUSCLE_DISPLAY: Readonly<Partial<Record<CanonicalMuscle, string>>> = {
  lower_back: "Lower Back",
  rear_delts: "Rear Delts",
  hip_flexors: "Hip Flexors",
  abs: "Abs",
};

/** Display name of an aggregation key ("rear_delts" -> "Rear Delts"). */
export function muscleDisplayName(key: string): string {
  if (isCanonicalMuscle(key) && MUSCLE_DISPLAY[key]) return MUSCLE_DISPLAY[key] as string;
  return key
    .split("_")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

// ---------------------------------------------------------------------------
// Body map (spec 3 §3, §9)
// ---------------------------------------------------------------------------

export function isBodyMapRegion(value: string): value is BodyMapRegion {
  return (BODY_MAP_REGIONS as readonly string[]).includes(value);
}

/** Regions a muscle name lights up on the body map (empty when unknown). */
export function bodyMapRegions(name: string): readonly BodyMapRegion[] {
  const raw = name.trim().toLowerCase();
  if (isBodyMapRegion(raw)) return [raw];
  const entry = lookup(name);
  if (!entry) return [];
  return entry.regions ?? DEFAULT_REGIONS[entry.muscle];
}

export type BodyMapIntensities = Partial<Record<BodyMapRegion, number>>;

/**
 * Exercise detail muscle map: primary regions at 5, secondary at 3; a region
 * that is both keeps the primary intensity.
 */
export function exerciseMuscleMap(
  primary: readonly string[],
  secondary: readonly string[] = [],
  intensities: { primary: number; secondary: number } = { primary: 5, secondary: 3 },
): BodyMapIntensities {
  const map: BodyMapIntensities = {};
  for (const name of secondary) {
    for (const region of bodyMapRegions(name)) map[region] = intensities.secondary;
  }
  for (const name of primary) {
    for (const region of bodyMapRegions(name)) map[region] = intensities.primary;
  }
  return map;
}

/**
 * Heat band of a 0-100 coverage figure on the 1-5 intensity scale, with cuts
 * at 20, 40, 60 and 80. Zero means "not worked" and gets no colour.
 */
export function heatIntensity(percent: number): number {
  if (!(percent > 0)) return 0;
  if (percent < 20) return 1;
  if (percent < 40) return 2;
  if (percent < 60) return 3;
  if (percent < 80) return 4;
  return 5;
}

/**
 * Body-map heat from coverage percentages keyed by any muscle name. A region
 * fed by several muscles takes the highest of them, because the map answers
 * "was this area trained", not "how much in total".
 */
export function regionHeatFromCoverage(coverage: Readonly<Record<string, number>>): BodyMapIntensities {
  const best: Partial<Record<BodyMapRegion, number>> = {};
  for (const [name, percent] of Object.entries(coverage)) {
    for (const region of bodyMapRegions(name)) {
      best[region] = Math.max(best[region] ?? 0, percent);
    }
  }
  const heat: BodyMapIntensities = {};
  for (const [region, percent] of Object.entries(best) as [BodyMapRegion, number][]) {
    const intensity = heatIntensity(percent);
    if (intensity > 0) heat[region] = intensity;
  }
  return heat;
}

/** Preferred body regions of the program builder -> canonical muscles. */
export const PREFERRED_REGION_MUSCLES: Readonly<Record<string, readonly CanonicalMuscle[]>> = {
  "Upper Body": ["chest", "back", "traps", "shoulders", "rear_delts", "biceps", "triceps", "forearms"],
  "Lower Body": ["quads", "hamstrings", "glutes", "calves", "adductors", "abductors"],
  Core: ["abs", "obliques", "core", "lower_back"],
  Chest: ["chest"],
  Back: ["back", "traps", "lower_back"],
  Shoulders: ["shoulders", "rear_delts"],
  Arms: ["biceps", "triceps", "forearms"],
  Legs: ["quads", "hamstrings", "glutes", "calves"],
  Glutes: ["glutes"],
};

/**
 * Muscle lists arrive as names, as expanded relation records ({ name }), or
 * as a comma-separated text. Returns the non-empty names in order.
 */
export function muscleNamesOf(value: unknown): string[] {
  if (typeof value === "string") {
    return value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }
  if (!Array.isArray(value)) return [];
  const names: string[] = [];
  for (const item of value) {
    if (typeof item === "string") {
      if (item.trim()) names.push(item.trim());
    } else if (item && typeof item === "object") {
      const name = (item as { name?: unknown }).name;
      if (typeof name === "string" && name.trim()) names.push(name.trim());
    }
  }
  return names;
}
