/**
 * The hard rules of one session (COACHING.md §3), measured on the final,
 * fitted session: pulling sets at least the pushing sets (give or take one
 * exercise's sets) on upper and full-body days, a squat or lunge, a hinge,
 * a push and a pull with a quarter of the sets for the legs on full-body
 * days, and no movement twice. The generator repairs against these and the
 * tests assert them.
 */
import type { ExerciseFeatures } from "./catalogue";
import { movementKey } from "./movement-key";
import { musclesInGroup, type CanonicalMuscle } from "./muscle-groups";

export interface SessionEntry {
  features: ExerciseFeatures;
  sets: number;
}

/** Rotator-cuff drills are catalogued as pulls or presses but train neither side; an isometric press still pushes. */
const CUFF = /\b(external|internal) rotation|\bcuban\b|\bscap(ular)?\b|\bpull[- ]?aparts?\b/i;
/** Curls, raises, shrugs, extensions and rear-delt flyes count as neither side (COACHING.md §3), whatever pattern the catalogue gives them. */
const NEITHER = /\b(curls?|raises?|rotations?|shrugs?|kickbacks?|extensions?|pullovers?|reverse fl(y|ye|ies|yes)|rear delt)\b/i;
const LOWER = new Set<CanonicalMuscle>(musclesInGroup("lower"));

/** Rows, pulldowns and pull-ups pull; presses and push-ups push; curls, raises and cuff work are neither. */
const SIDES = new WeakMap<ExerciseFeatures, "push" | "pull" | null>();

export function sideOf(f: ExerciseFeatures): "push" | "pull" | null {
  let side = SIDES.get(f);
  if (side === undefined) {
    side = sideFor(f);
    SIDES.set(f, side);
  }
  return side;
}

function sideFor(f: ExerciseFeatures): "push" | "pull" | null {
  if (f.isConditioning || f.isMobility || CUFF.test(f.exercise.name) || NEITHER.test(f.exercise.name)) return null;
  if (f.role === "horizontal_push" || f.role === "vertical_push") return f.pushPull === "pull" ? null : "push";
  if (f.role === "horizontal_pull" || f.role === "vertical_pull") return f.pushPull === "push" ? null : "pull";
  return null;
}

export function isLegWork(f: ExerciseFeatures): boolean {
  if (f.isConditioning || f.isMobility) return false;
  return f.role === "squat" || f.role === "lunge" || f.role === "hinge" || LOWER.has(f.primary[0]);
}

/** Quad-dominant work: a squat, lunge or knee extension with the quads among the prime movers. */
export function isQuadWork(f: ExerciseFeatures): boolean {
  if (f.isConditioning || f.isMobility || !f.primary.includes("quads")) return false;
  return f.role !== "hinge";
}

const counted = (e: SessionEntry) => !e.features.isConditioning && !e.features.isMobility;

export interface PushPullBalance {
  push: number;
  pull: number;
  /** Sets of the largest pushing exercise: the slack the rule allows. */
  slack: number;
  ok: boolean;
}

/** `side` decides what pushes and pulls: the generator's sideOf unless a caller counts stricter to COACHING.md §3. */
export function pushPullBalance(entries: readonly SessionEntry[], side: (f: ExerciseFeatures) => "push" | "pull" | null = sideOf): PushPullBalance {
  let push = 0;
  let pull = 0;
  let slack = 0;
  for (const e of entries) {
    const kind = side(e.features);
    if (kind === "push") {
      push += e.sets;
      slack = Math.max(slack, e.sets);
    } else if (kind === "pull") pull += e.sets;
  }
  return { push, pull, slack, ok: pull + slack >= push && (push === 0 || pull > 0) };
}

export function legShare(entries: readonly SessionEntry[]): number {
  const all = entries.filter(counted).reduce((s, e) => s + e.sets, 0);
  const legs = entries.filter((e) => counted(e) && isLegWork(e.features)).reduce((s, e) => s + e.sets, 0);
  return all === 0 ? 0 : legs / all;
}

export type FullBodyPattern = "squat or lunge" | "hinge" | "push" | "pull";

export function missingFullBodyPatterns(entries: readonly SessionEntry[]): FullBodyPattern[] {
  const roles = new Set(entries.map((e) => e.features.role));
  const sides = new Set(entries.map((e) => sideOf(e.features)));
  const missing: FullBodyPattern[] = [];
  if (!roles.has("squat") && !roles.has("lunge")) missing.push("squat or lunge");
  if (!roles.has("hinge")) missing.push("hinge");
  if (!sides.has("push")) missing.push("push");
  if (!sides.has("pull")) missing.push("pull");
  return missing;
}

/** Movement keys that occur more than once. */
export function duplicateMovements(entries: readonly SessionEntry[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const e of entries) {
    const key = movementKey(e.features.exercise, e.features.role);
    if (seen.has(key)) twice.add(key);
    seen.add(key);
  }
  return [...twice];
}

export const LEG_SHARE_MIN = 0.25;

/** Which rules a session of this type breaks; empty when it passes. */
export function invariantFailures(entries: readonly SessionEntry[], workoutType: string): string[] {
  const out: string[] = [];
  if (workoutType === "upper_body" || workoutType === "full_body") {
    const b = pushPullBalance(entries);
    if (!b.ok) out.push(`push:pull ${b.push}:${b.pull}`);
  }
  if (workoutType === "full_body") {
    const missing = missingFullBodyPatterns(entries);
    if (missing.length > 0) out.push(`missing ${missing.join(", ")}`);
    if (legShare(entries) < LEG_SHARE_MIN) out.push("legs under a quarter of the sets");
  }
  const dup = duplicateMovements(entries);
  if (dup.length > 0) out.push(`same movement twice: ${dup.join(", ")}`);
  return out;
}
