/**
 * Main lifts from the ladders (COACHING.md §5 and §9): for each pattern a
 * session needs, the lifts to lead with, best first. The rung comes from the
 * level and the kit, never from the seed, so the same request keeps its main
 * lifts while the seed rotates accessories (the program planner relies on
 * that). An injury that excludes the rung moves the choice to that injury's
 * substitutions, then down the ladder; when nothing on the ladder fits, the
 * easiest exercise of the pattern is used. Every step away from the rung the
 * level calls for is explained: a note, and an exclusion naming the injury
 * or the missing equipment.
 */
import { isPowerWork } from "./power-work";
import { hasLoadingKit } from "./improvised-work";
import { isEquipmentAvailable, listText, type CatalogueIndex, type ExerciseFeatures } from "./catalogue";
import { INJURY_SUBSTITUTIONS, injuryLabel } from "./data/injury-substitutions";
import { ladderNameKey, MAIN_LIFT_LADDERS, SPECIALTY_LIFT, type LadderPattern } from "./data/main-lift-ladders";
export { isLadderStaple } from "./data/main-lift-ladders";
import { equipmentText, isTypeMember, unsafeFor, worksAvoided } from "./workout-candidates";
import type { WorkoutSpec } from "./workout-request";
import { adaptGoal } from "./prescription";
import { isLoaded } from "./intensity";
import type { PrescriptionGoal } from "./data/prescription-zones";

export interface Exclusion {
  exerciseId: string;
  name: string;
  reason: string;
}

export interface MainLiftChoice {
  pattern: LadderPattern;
  /** Lifts to lead the pattern with, best first (the next one when the first is taken). */
  options: ExerciseFeatures[];
  /** Why the first option is not the rung the level calls for. */
  note?: string;
  excluded: Exclusion[];
}

export const LADDER_PATTERNS = Object.keys(MAIN_LIFT_LADDERS) as LadderPattern[];

export function isLadderPattern(role: string): role is LadderPattern {
  return role in MAIN_LIFT_LADDERS;
}

const NOUNS: Readonly<Record<LadderPattern, string>> = {
  squat: "squat",
  hinge: "hinge",
  lunge: "lunge",
  horizontal_push: "horizontal press",
  vertical_push: "overhead or landmine press",
  horizontal_pull: "row",
  vertical_pull: "pulldown or pull-up",
};

const BY_NAME = new WeakMap<CatalogueIndex, Map<string, ExerciseFeatures>>();

function byName(index: CatalogueIndex): Map<string, ExerciseFeatures> {
  let map = BY_NAME.get(index);
  if (!map) {
    map = new Map();
    for (const f of index.features) if (!map.has(ladderNameKey(f.exercise.name))) map.set(ladderNameKey(f.exercise.name), f);
    BY_NAME.set(index, map);
  }
  return map;
}

function missingKit(f: ExerciseFeatures, spec: WorkoutSpec): string {
  const missing = f.exercise.equipment.filter((e) => !spec.equipment.has(e)).map((e) => e.replace(/_/g, " "));
  return `needs ${listText(missing)}`;
}

function injuryReason(f: ExerciseFeatures, spec: WorkoutSpec): string {
  const hits = [...spec.injuries].filter((i) => unsafeFor(f, new Set([i])));
  return `unsuitable for ${listText(hits.map(injuryLabel))}`;
}

function choose(index: CatalogueIndex, spec: WorkoutSpec, pattern: LadderPattern): MainLiftChoice {
  const names = byName(index);
  const rungs = MAIN_LIFT_LADDERS[pattern];
  const focused = (f: ExerciseFeatures) =>
    spec.focusMuscles.length === 0 || [...f.exercise.primaryMuscles, ...f.exercise.secondaryMuscles].some((m) => spec.focusMuscles.includes(m));
  // The catalogue files the conventional deadlift's lower back first, which keeps it off lower-body days:
  // a hinge on the ladder belongs to a lower or legs day whatever the muscle order says.
  // Kept to advanced strength for now, where COACHING.md §5 wants it as the backbone.
  const lowerDay = (spec.workoutType === "lower_body" || spec.workoutType === "legs") && pattern === "hinge" && spec.rank >= 3 && mainLiftGoal(spec) === "strength";
  const member = (f: ExerciseFeatures) => isTypeMember(f, spec.workoutType) || (lowerDay && isTypeMember(f, "full_body"));
  const eligible = (f: ExerciseFeatures) => member(f) && focused(f) && !worksAvoided(f, spec.avoidMuscles) && !SPECIALTY_LIFT.test(f.exercise.name);
  const fits = (f: ExerciseFeatures) => eligible(f) && isEquipmentAvailable(f.exercise, spec.equipment);
  const safe = (f: ExerciseFeatures) => !unsafeFor(f, spec.injuries);
  const members = (k: number) => (rungs[k].singleWorkoutOnly && spec.mainGoal !== undefined ? [] : rungs[k].names).map((n) => names.get(ladderNameKey(n))).filter((f): f is ExerciseFeatures => f !== undefined && eligible(f));
  const excluded: Exclusion[] = [];
  const exclude = (f: ExerciseFeatures, reason: string) => {
    if (!excluded.some((x) => x.exerciseId === f.exercise.id)) excluded.push({ exerciseId: f.exercise.id, name: f.exercise.name, reason });
  };

  // The rung the level calls for, whatever the kit; then the one the kit allows.
  const atLevel = (k: number) => !rungs[k].regression && rungs[k].level <= spec.rank;
  let levelRung = -1;
  for (let k = 0; k < rungs.length; k++) if (atLevel(k) && members(k).length > 0) levelRung = k;
  let ideal = -1;
  for (let k = 0; k < rungs.length; k++) if (atLevel(k) && members(k).some(fits)) ideal = k;
  let regressed = false;
  if (ideal < 0) {
    for (let k = 0; k < rungs.length; k++) if (!rungs[k].regression && members(k).some(fits)) {
      ideal = k;
      break;
    }
  }
  if (ideal < 0) {
    for (let k = 0; k < rungs.length; k++) if (rungs[k].regression && members(k).some(fits)) ideal = k;
    regressed = ideal >= 0;
  }
  if (levelRung > ideal && levelRung >= 0) {
    const wanted = members(levelRung)[0];
    exclude(wanted, missingKit(wanted, spec));
  }

  const options: ExerciseFeatures[] = [];
  const add = (f: ExerciseFeatures | undefined) => {
    if (f && fits(f) && safe(f) && !options.includes(f)) options.push(f);
  };
  let note: string | undefined;
  let substituted = false;
  if (ideal >= 0) {
    const atIdeal = members(ideal).filter(fits);
    for (const f of atIdeal) {
      if (safe(f)) add(f);
      else exclude(f, injuryReason(f, spec));
    }
    if (options.length === 0) {
      // Sideways to the injury's substitutions, then down the ladder, then up it.
      for (const injury of spec.injuries) for (const n of INJURY_SUBSTITUTIONS[injury]?.instead[pattern] ?? []) add(names.get(ladderNameKey(n)));
      const down: ExerciseFeatures[] = [];
      for (let k = ideal - 1; k >= 0; k--) for (const f of members(k)) if (fits(f) && safe(f)) down.push(f);
      // A strength day with a bar keeps a bar squat when the injury rules out the back squat (a front or box squat, not a goblet).
      if (pattern === "squat" && mainLiftGoal(spec) === "strength") down.push(...loadedSiblings(index, spec, pattern, (f) => fits(f) && safe(f)));
      for (const f of pattern === "squat" ? orderSpares(down, spec) : down) add(f);
      for (let k = ideal + 1; k < rungs.length; k++) for (const f of members(k)) add(f);
      substituted = options.length > 0;
      if (substituted) {
        note = `${capitalise(listText([...spec.injuries].map(injuryLabel)))}: ${options[0].exercise.name} instead of ${atIdeal[0].exercise.name}; keep it pain-free (at most 3/10 during the set, settled by the next morning).`;
      }
    }
    // Lower rungs stay behind as spares (the first choice may already be in the session, or taken on
    // another day of the week): loaded ones first for lifters past the beginner stage, the bar first on strength days.
    const spares: ExerciseFeatures[] = [];
    for (let k = ideal - 1; k >= 0; k--) for (const f of members(k)) if (fits(f) && safe(f)) spares.push(f);
    const lower = pattern === "squat";
    if (lower && spec.rank >= 2 && hasLoadingKit(spec.equipment)) spares.push(...loadedSiblings(index, spec, pattern, (f) => fits(f) && safe(f)));
    for (const f of lower ? orderSpares(spares, spec) : spares) add(f);
  }
  if (options.length === 0) {
    // Nothing on the ladder: the easiest exercise of the pattern that fits,
    // multi-joint first, never above the level's band (regress, don't progress).
    const rest = index.features
      .filter((f) => f.role === pattern && fits(f) && safe(f) && !f.isTimed && f.exercise.difficulty <= spec.band.max)
      .sort((a, b) => Number(b.exercise.isCompound) - Number(a.exercise.isCompound) || a.exercise.difficulty - b.exercise.difficulty || a.exercise.name.localeCompare(b.exercise.name));
    for (const f of rest) add(f);
    regressed = options.length > 0;
  }
  const harder = options.length > 0 ? harderVariation(index, spec, pattern, options[0], (f) => fits(f) && safe(f)) : undefined;
  if (harder) {
    note = `${harder.exercise.name} leads instead of ${options[0].exercise.name}: ${options[0].exercise.name} cannot be done for few enough reps for this goal, so the harder variation keeps the sets in the goal's rep range.`;
    options.unshift(harder);
  }
  const why = `${kitText(spec)}${spec.injuries.size > 0 ? ` with ${listText([...spec.injuries].map(injuryLabel))}` : ""}`;
  if (options.length === 0) {
    note = `No ${NOUNS[pattern]} fits ${why}: this session goes without one.`;
  } else if (regressed && !substituted) {
    const target = levelRung >= 0 ? rungs[levelRung].label : NOUNS[pattern];
    note = `No ${NOUNS[pattern]} at your level fits ${why}: ${options[0].exercise.name} instead of ${/^[aeiou]/.test(target) ? "an" : "a"} ${target}.`;
  }
  return { pattern, options, note, excluded };
}

/**
 * The goal whose main-lift zone a bodyweight rung must reach: strength (power
 * days lift for strength too). Size goals keep the rung: their zone is wide
 * enough for most rungs, and a harder one moves a program's weekly sets.
 */
function mainLiftGoal(spec: WorkoutSpec): PrescriptionGoal | undefined {
  const goal = spec.mainGoal ?? spec.goals[0];
  if (goal === "power") return "strength";
  return goal === "strength" ? goal : undefined;
}

/**
 * A bodyweight rung that cannot reach the goal's rep zone (a bodyweight
 * squat is no 3-6 rep lift) gives way to the easiest harder variation of the
 * pattern that can, within the lifter's difficulty band, kit and joints: the
 * way bodyweight strength progresses (COACHING.md §4). None fits: the rung stays.
 */
function harderVariation(
  index: CatalogueIndex,
  spec: WorkoutSpec,
  pattern: LadderPattern,
  rung: ExerciseFeatures,
  usable: (f: ExerciseFeatures) => boolean,
): ExerciseFeatures | undefined {
  const goal = mainLiftGoal(spec);
  if (!goal || isLoaded(rung.exercise.equipment) || adaptGoal(rung, goal, "main") === goal) return undefined;
  let best: ExerciseFeatures | undefined;
  for (const f of index.features) {
    if (f.role !== pattern || !f.exercise.isCompound || f.isTimed || isPowerWork(f) || SPECIALTY_LIFT.test(f.exercise.name)) continue;
    const d = f.exercise.difficulty;
    if (d < rung.exercise.difficulty || d > spec.band.max || !usable(f) || adaptGoal(f, goal, "main") !== goal) continue;
    if (!best || d < best.exercise.difficulty || (d === best.exercise.difficulty && f.exercise.name < best.exercise.name)) best = f;
  }
  return best;
}

/** Not main-lift material whatever the pattern says: combined, ballistic, single-leg skill or small-range work. */
const NOT_A_MAIN_LIFT = /\b(thrusters?|overhead squat|jumps?|jumping|calf|sissy|cossack|skater|pistol|step[- ]?downs?|cleans?|safety bar|curtsy|lateral)\b/i;

/**
 * Loaded lifts of the pattern off the ladder (a heels-elevated goblet squat,
 * a landmine squat, a barbell box squat): spares for a second or third day of
 * the week, so variety never trades a loaded main lift for a bodyweight one.
 */
function loadedSiblings(index: CatalogueIndex, spec: WorkoutSpec, pattern: LadderPattern, usable: (f: ExerciseFeatures) => boolean): ExerciseFeatures[] {
  return index.features
    .filter(
      (f) =>
        f.role === pattern &&
        f.exercise.isCompound &&
        !f.isTimed &&
        isLoaded(f.exercise.equipment) &&
        !isPowerWork(f) &&
        !SPECIALTY_LIFT.test(f.exercise.name) &&
        !NOT_A_MAIN_LIFT.test(f.exercise.name) &&
        f.exercise.difficulty <= spec.band.max &&
        usable(f),
    )
    .sort((a, b) => b.exercise.difficulty - a.exercise.difficulty || a.exercise.name.localeCompare(b.exercise.name));
}

/** Bar and machine lifts can be loaded for 3-6 reps; a goblet squat stops at the bell one can hold (COACHING.md §4). */
const HEAVY_KIT = ["barbell", "trap_bar", "smith_machine", "leg_press_machine", "landmine"];

/**
 * Spares in the order a coach would reach for them: past the beginner
 * stage, loaded before bodyweight; on a strength day with a barbell, bar and
 * machine lifts before dumbbells and kettlebells. Otherwise harder first.
 */
function orderSpares(spares: readonly ExerciseFeatures[], spec: WorkoutSpec): ExerciseFeatures[] {
  const heavyFirst = mainLiftGoal(spec) === "strength" && spec.equipment.has("barbell");
  const rank = (f: ExerciseFeatures) =>
    (spec.rank >= 2 && !isLoaded(f.exercise.equipment) ? 2 : 0) + (heavyFirst && !f.exercise.equipment.some((e) => HEAVY_KIT.includes(e)) ? 1 : 0);
  return spares.map((f, k) => ({ f, k })).sort((a, b) => rank(a.f) - rank(b.f) || a.k - b.k).map((x) => x.f);
}

/** The kit in a note: named when it is short, "your equipment" for a gym. */
function kitText(spec: WorkoutSpec): string {
  return spec.equipment.size > 4 ? "your equipment" : equipmentText(spec);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Main-lift choices for the patterns the slots ask for; the seed plays no part. */
export function chooseMainLifts(index: CatalogueIndex, spec: WorkoutSpec, patterns: Iterable<string>): Map<LadderPattern, MainLiftChoice> {
  const out = new Map<LadderPattern, MainLiftChoice>();
  for (const p of patterns) if (isLadderPattern(p) && !out.has(p)) out.set(p, choose(index, spec, p));
  return out;
}
