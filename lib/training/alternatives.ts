/**
 * Alternatives when equipment is busy (issue 6 point 4): up to three
 * exercises that train the same muscles with the same movement at a similar
 * difficulty, never needing the busy equipment and never carrying a
 * contraindication the user named. Ranked with TOPSIS; each comes with a
 * one-line reason.
 */
import { isExperienceLevel } from "./experience";
import { muscleDisplayName } from "./muscle-groups";
import { PATTERN_DISPLAY } from "./movement-patterns";
import { rankByTopsis, type KeyedCriterion } from "./topsis";
import {
  indexCatalogue,
  isEquipmentAvailable,
  listText,
  resolveEquipment,
  resolveInjuries,
  type Catalogue,
  type ExerciseFeatures,
} from "./catalogue";
import { generationError, resolveLevel, type GenerationError } from "./workout-request";
import { unsafeFor } from "./workout-candidates";

export interface AlternativesInput {
  exerciseId: string;
  /** Equipment that is busy or missing: ids, names or builder types. */
  unavailableEquipment: readonly string[];
  /** When given, alternatives must also fit this equipment (bodyweight always does). */
  availableEquipment?: readonly string[];
  injuries: readonly string[];
  experienceLevel?: string;
  limit?: number;
}

export interface Alternative {
  id: string;
  name: string;
  score: number;
  reason: string;
  difficultyLevel: number;
  isCompound: boolean;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  equipment: string[];
  movementPattern: string;
}

export type AlternativesResult =
  | { ok: true; exercise: { id: string; name: string }; alternatives: Alternative[]; message?: string }
  | (GenerationError & { status: 400 | 404 });

export const DEFAULT_ALTERNATIVES = 3;

function overlap(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 0;
  const setB = new Set(b);
  const shared = a.filter((x) => setB.has(x)).length;
  return shared / new Set([...a, ...b]).size;
}

const SUPPORT = new Set(["flat_bench", "adjustable_bench", "squat_rack", "plyo_box", "pull_up_bar", "dip_station", "stability_ball"]);

function isLoaded(f: ExerciseFeatures): boolean {
  return f.exercise.equipment.some((e) => !SUPPORT.has(e));
}

function roleText(f: ExerciseFeatures): string {
  if (f.role === "isolation" || f.role === "mobility") return f.role === "mobility" ? "mobility drill" : "isolation movement";
  return PATTERN_DISPLAY[f.role].replace(/ \(.*\)$/, "");
}

function nameList(names: readonly string[]): string {
  return listText(names.map((n) => muscleDisplayName(n).toLowerCase()));
}

function reasonFor(original: ExerciseFeatures, alt: ExerciseFeatures): string {
  const shared = alt.exercise.primaryMuscles.filter((m) => original.exercise.primaryMuscles.includes(m));
  const muscles = shared.length > 0 ? shared : alt.exercise.primaryMuscles;
  const movement = alt.role === original.role ? `Same ${roleText(alt)}` : `A ${roleText(alt)}`;
  const d0 = original.exercise.difficulty;
  const d1 = alt.exercise.difficulty;
  const step = Math.abs(d1 - d0) === 1 ? "a little " : "";
  const difficulty = d1 === d0 ? `same difficulty (${d1})` : d1 < d0 ? `${step}easier (${d1} vs ${d0})` : `${step}harder (${d1} vs ${d0})`;
  const kit = alt.exercise.equipment.length === 0 ? "no equipment needed" : `needs ${listText(alt.exercise.equipment.map((e) => e.replace(/_/g, " ")))}`;
  return `${movement} for ${nameList(muscles)}, ${difficulty}; ${kit}.`;
}

export function findAlternatives(catalogue: Catalogue, input: AlternativesInput): AlternativesResult {
  const index = indexCatalogue(catalogue);
  const original = index.byId.get(input.exerciseId);
  if (!original) return { ...generationError("The requested resource wasn't found."), status: 404 };

  // A busy "barbell" is the bar, not every bench: exact names win over builder types here.
  const busyNames = new Set<string>();
  const unknownBusy: string[] = [];
  for (const raw of input.unavailableEquipment) {
    const exact = catalogue.equipment.find((e) => e.id === raw.trim() || e.name === raw.trim().toLowerCase());
    if (exact) {
      busyNames.add(exact.name);
      continue;
    }
    const resolved = resolveEquipment(catalogue, [raw]);
    if (resolved.unknown.length > 0) unknownBusy.push(raw);
    for (const n of resolved.values) busyNames.add(n);
  }
  if (unknownBusy.length > 0) {
    return { ...generationError(`Unknown equipment ${listText(unknownBusy.map((u) => `"${u}"`))}.`, "unavailableEquipment"), status: 400 };
  }
  let available: Set<string> | undefined;
  if (input.availableEquipment) {
    const resolved = resolveEquipment(catalogue, input.availableEquipment);
    if (resolved.unknown.length > 0) {
      return { ...generationError(`Unknown equipment ${listText(resolved.unknown.map((u) => `"${u}"`))}.`, "availableEquipment"), status: 400 };
    }
    available = resolved.values;
  }
  const injuries = resolveInjuries(catalogue, input.injuries);
  if (injuries.unknown.length > 0) {
    const labels = catalogue.contraindications.map((c) => c.injuryLabel).filter(Boolean);
    return { ...generationError(`Unknown injury ${listText(injuries.unknown.map((u) => `"${u}"`))}. Known injuries: ${listText(labels)}.`, "injuries"), status: 400 };
  }
  let maxDifficulty = 10;
  let maxRank = Infinity;
  if (input.experienceLevel) {
    const level = resolveLevel(catalogue, input.experienceLevel);
    if (!level || !isExperienceLevel(level.name)) {
      return { ...generationError("experienceLevel must be sedentary, beginner, intermediate, advanced or elite.", "experienceLevel"), status: 400 };
    }
    maxDifficulty = level.band.max;
    maxRank = level.rank;
  }

  const primary = new Set(original.primary);
  const candidates = index.features.filter((f) => {
    const e = f.exercise;
    if (e.id === original.exercise.id) return false;
    if (f.isMobility !== original.isMobility || f.isConditioning !== original.isConditioning) return false;
    if (!f.primary.some((m) => primary.has(m))) return false;
    if (e.equipment.some((name) => busyNames.has(name))) return false;
    if (available && !isEquipmentAvailable(e, available)) return false;
    if (unsafeFor(f, injuries.values)) return false;
    if (e.difficulty > maxDifficulty) return false;
    const minRank = e.minExperienceLevel ? index.levelRank.get(e.minExperienceLevel) : undefined;
    return minRank === undefined || minRank <= maxRank;
  });

  const exercise = { id: original.exercise.id, name: original.exercise.name };
  if (candidates.length === 0) {
    return { ok: true, exercise, alternatives: [], message: "No alternative trains the same muscles without the unavailable equipment." };
  }
  const samePatterns = (f: ExerciseFeatures) => overlap(f.exercise.movementPatterns, original.exercise.movementPatterns);
  const criteria: KeyedCriterion<ExerciseFeatures>[] = [
    { key: "primary", weight: 0.35, direction: "benefit", value: (f) => 0.05 + overlap(f.exercise.primaryMuscles, original.exercise.primaryMuscles) },
    { key: "secondary", weight: 0.1, direction: "benefit", value: (f) => 0.05 + overlap(f.exercise.secondaryMuscles, original.exercise.secondaryMuscles) },
    { key: "pattern", weight: 0.25, direction: "benefit", value: (f) => 0.05 + (f.role === original.role ? 1 : 0) + 0.5 * samePatterns(f) },
    // Closeness rather than distance: as a distance, TOPSIS would treat one level apart as far away as five.
    { key: "difficulty", weight: 0.15, direction: "benefit", value: (f) => 10 - Math.abs(f.exercise.difficulty - original.exercise.difficulty) },
    { key: "compound", weight: 0.1, direction: "benefit", value: (f) => (f.exercise.isCompound === original.exercise.isCompound ? 1 : 0.1) },
    { key: "unilateral", weight: 0.05, direction: "benefit", value: (f) => (f.exercise.isUnilateral === original.exercise.isUnilateral ? 1 : 0.5) },
    // A loaded lift is best replaced by another loaded lift (bar busy -> dumbbells), bodyweight by bodyweight.
    { key: "loading", weight: 0.1, direction: "benefit", value: (f) => (isLoaded(f) === isLoaded(original) ? 1 : 0.3) + (f.isMainLift && original.isMainLift ? 0.3 : 0) },
  ];
  const limit = Math.max(1, Math.min(10, input.limit ?? DEFAULT_ALTERNATIVES));
  const ranked = rankByTopsis(candidates, criteria).slice(0, limit);
  return {
    ok: true,
    exercise,
    alternatives: ranked.map(({ item, score }) => ({
      id: item.exercise.id,
      name: item.exercise.name,
      score: Math.round(score * 1000) / 1000,
      reason: reasonFor(original, item),
      difficultyLevel: item.exercise.difficulty,
      isCompound: item.exercise.isCompound,
      primaryMuscles: [...item.exercise.primaryMuscles],
      secondaryMuscles: [...item.exercise.secondaryMuscles],
      equipment: [...item.exercise.equipment],
      movementPattern: item.role,
    })),
  };
}
