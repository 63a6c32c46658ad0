/**
 * Movement pattern of an exercise, from its name first (names are precise:
 * "Romanian Deadlift" is a hinge even if the catalogue lists quads) and from
 * its first primary muscle when the name says nothing.
 */
import { canonicalMuscle } from "./muscle-groups";

export const MOVEMENT_PATTERNS = [
  "horizontal_push",
  "vertical_push",
  "horizontal_pull",
  "vertical_pull",
  "squat",
  "lunge",
  "hinge",
  "core",
  "carry",
  "conditioning",
] as const;
export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

// Order matters: the first match wins ("split squat" is a lunge, "reverse fly" a pull).
const NAME_RULES: readonly (readonly [RegExp, MovementPattern])[] = [
  [/\b(burpees?|jumping jacks?|jump rope|skipping|sprints?|running|rowing|cycling|bike|high knees|battle ropes?)\b/, "conditioning"],
  [/\b(carry|carries|farmer'?s?|suitcase walk|yoke)\b/, "carry"],
  [/\b(split squats?|lunges?|step[- ]?ups?|bulgarian|pistol)\b/, "lunge"],
  [/\b(deadlifts?|rdl|romanian|good mornings?|hip thrusts?|glute bridges?|swings?|hip hinge|back extensions?|hyperextensions?|cleans?|snatch(es)?|rack pulls?)\b/, "hinge"],
  [/\b(squats?|leg press|hack squat|wall sit|goblet)\b/, "squat"],
  [/\b(pull[- ]?ups?|chin[- ]?ups?|pull[- ]?downs?|lat pull|muscle[- ]?ups?)\b/, "vertical_pull"],
  [/\b(rows?|face pulls?|reverse fl(y|ye|ies|yes)|rear delt fl(y|ye|ies|yes)|high pulls?)\b/, "horizontal_pull"],
  [/\b(overhead press|shoulder press|military press|push press|pike push[- ]?ups?|handstand|arnold press|landmine press|jerks?|ohp)\b/, "vertical_push"],
  [/\b(bench|push[- ]?ups?|chest press|dips?|floor press|fl(y|ye|ies|yes)|crossovers?|pec deck)\b/, "horizontal_push"],
  [/\b(planks?|crunch(es)?|sit[- ]?ups?|leg raises?|knee raises?|ab wheel|rollouts?|russian twists?|pallof|dead ?bugs?|hollow|mountain climbers?|wood ?chops?|v[- ]?ups?|bicycle|bird ?dogs?)\b/, "core"],
];

/**
 * Names of single-joint work: no fundamental pattern, whatever the muscle. Rotator-cuff drills
 * (internal and external rotation, the Cuban press) belong here too: their first muscle is a delt,
 * which would otherwise make an internal rotation a vertical press (COACHING.md §3: neither push nor pull).
 */
const ROTATOR_CUFF = /\b((internal|external) rotations?|cuban press)\b/;
const ISOLATION = /\b(curls?|extensions?|raises?|kickbacks?|shrugs?|pullovers?|adductions?|abductions?)\b/;

/** Rotator-cuff drills fill no push or pull slot, whatever the catalogue's pattern or compound flag says. */
export function isRotatorCuffDrill(name: string): boolean {
  return ROTATOR_CUFF.test(name.toLowerCase());
}

const MUSCLE_PATTERN: Readonly<Record<string, MovementPattern>> = {
  chest: "horizontal_push",
  shoulders: "vertical_push",
  back: "horizontal_pull",
  traps: "horizontal_pull",
  rear_delts: "horizontal_pull",
  quads: "squat",
  legs: "squat",
  hamstrings: "hinge",
  glutes: "hinge",
  lower_back: "hinge",
  abs: "core",
  obliques: "core",
  core: "core",
};

export function movementPattern(name: string, primaryMuscles: readonly string[] = []): MovementPattern | undefined {
  const text = name.toLowerCase();
  for (const [rule, pattern] of NAME_RULES) if (rule.test(text)) return pattern;
  if (ISOLATION.test(text) || ROTATOR_CUFF.test(text)) return undefined;
  const first = primaryMuscles.length > 0 ? canonicalMuscle(primaryMuscles[0]) : undefined;
  return first ? MUSCLE_PATTERN[first] : undefined;
}

/** A slot is met by any of its patterns ("a push" = horizontal or vertical). */
export type PatternSlot = readonly MovementPattern[];

const FULL_BODY: readonly PatternSlot[] = [
  ["horizontal_push", "vertical_push"],
  ["horizontal_pull", "vertical_pull"],
  ["squat", "lunge"],
  ["hinge"],
  ["core"],
];

/**
 * Patterns a coach expects in each session type. Split days are judged on
 * their own job (a push day is not marked down for having no rows).
 */
export function expectedPatternSlots(workoutType: string | undefined): readonly PatternSlot[] {
  switch (workoutType) {
    case "upper_body":
      return [["horizontal_push"], ["vertical_push"], ["horizontal_pull"], ["vertical_pull"]];
    case "lower_body":
    case "legs":
      return [["squat", "lunge"], ["hinge"]];
    case "push":
      return [["horizontal_push"], ["vertical_push"]];
    case "pull":
      return [["horizontal_pull"], ["vertical_pull"]];
    default:
      return FULL_BODY;
  }
}

export interface PatternCoverage {
  present: MovementPattern[];
  /** Slots not met, named by their first pattern. */
  missing: MovementPattern[];
  score: number;
}

export function patternCoverage(
  exercises: readonly { name: string; primaryMuscles: readonly string[] }[],
  workoutType?: string,
): PatternCoverage {
  const present = new Set<MovementPattern>();
  for (const e of exercises) {
    const p = movementPattern(e.name, e.primaryMuscles);
    if (p) present.add(p);
  }
  const slots = expectedPatternSlots(workoutType);
  const missing = slots.filter((slot) => !slot.some((p) => present.has(p))).map((slot) => slot[0]);
  const score = Math.round(((slots.length - missing.length) / slots.length) * 100);
  return { present: [...present], missing, score };
}

const MAIN_LIFT =
  /\b(squats?|deadlifts?|bench press|overhead press|military press|shoulder press|push press|barbell rows?|pendlay rows?|pull[- ]?ups?|chin[- ]?ups?|hip thrusts?|cleans?|snatch(es)?|jerks?|leg press|dips?)\b/;

/**
 * A main lift is a loadable multi-joint lift that a program progresses on.
 * The name decides when it is one of the classic lifts; otherwise a catalogue
 * flag isCompound with a fundamental pattern qualifies too.
 */
export function isMainLift(exercise: { name: string; primaryMuscles: readonly string[]; isCompound?: boolean }): boolean {
  if (MAIN_LIFT.test(exercise.name.toLowerCase())) return true;
  if (exercise.isCompound !== true) return false;
  const p = movementPattern(exercise.name, exercise.primaryMuscles);
  return p !== undefined && p !== "core" && p !== "conditioning" && p !== "carry";
}

export const PATTERN_DISPLAY: Readonly<Record<MovementPattern, string>> = {
  horizontal_push: "horizontal push (e.g. bench press, push-up)",
  vertical_push: "vertical push (e.g. overhead press)",
  horizontal_pull: "horizontal pull (e.g. row)",
  vertical_pull: "vertical pull (e.g. pull-up, lat pulldown)",
  squat: "squat (e.g. goblet or back squat)",
  lunge: "lunge (e.g. split squat)",
  hinge: "hinge (e.g. Romanian deadlift, hip thrust)",
  core: "core (e.g. plank, pallof press)",
  carry: "carry (e.g. farmer's carry)",
  conditioning: "conditioning",
};
