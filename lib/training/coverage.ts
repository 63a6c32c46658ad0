/**
 * Muscle coverage analysis of a workout or program (spec 2 §9.4, spec 3 §9):
 * primary 100 / secondary 50 points per exercise, normalised to the most
 * trained muscle, with warnings, missing muscles, imbalance checks and the
 * program-level hints.
 */
import { COVERAGE } from "./constants";
import { sharePair, type MuscleBalance } from "./builder-stats";
import { isInGroup, muscleDisplayName, muscleKey, muscleSide, type CanonicalMuscle } from "./muscle-groups";

export interface CoverageExercise {
  primaryMuscles?: readonly string[];
  secondaryMuscles?: readonly string[];
}

export type CoverageBand = "excellent" | "good" | "moderate" | "low";

const BAND_COLOUR: Readonly<Record<CoverageBand, string>> = {
  excellent: "green",
  good: "blue",
  moderate: "amber",
  low: "red",
};

/** Colour bands at 80, 60 and 40. */
export function coverageBand(percent: number): CoverageBand {
  if (percent >= COVERAGE.bands.excellent) return "excellent";
  if (percent >= COVERAGE.bands.good) return "good";
  if (percent >= COVERAGE.bands.moderate) return "moderate";
  return "low";
}

export function coverageBandColour(percent: number): string {
  return BAND_COLOUR[coverageBand(percent)];
}

export interface MuscleCoverageEntry {
  key: string;
  name: string;
  points: number;
  percent: number;
  band: CoverageBand;
}

export interface CoverageBalance extends MuscleBalance {
  front: number;
  back: number;
}

export interface CoverageAnalysis {
  /** Every muscle touched, most covered first. */
  muscles: MuscleCoverageEntry[];
  /** The first 8 of `muscles`. */
  top: MuscleCoverageEntry[];
  /** Percent by muscle key, for lookups and the body map. */
  percentByMuscle: Record<string, number>;
  balance: CoverageBalance;
  warnings: string[];
  /** Display names of key muscles under 20%, first 6. */
  missing: string[];
  missingCount: number;
  imbalances: string[];
  /** Limited-coverage note when more than 5 key muscles are missing. */
  notes: string[];
}

/** Raw points per muscle key: 100 per primary, 50 per secondary mention. */
export function coveragePoints(exercises: readonly CoverageExercise[]): Map<string, number> {
  const points = new Map<string, number>();
  for (const e of exercises) {
    // A muscle listed twice in one exercise is still one muscle worked once.
    const primary = new Set((e.primaryMuscles ?? []).map(muscleKey));
    const secondary = new Set((e.secondaryMuscles ?? []).map(muscleKey).filter((k) => !primary.has(k)));
    for (const key of primary) points.set(key, (points.get(key) ?? 0) + COVERAGE.primaryPoints);
    for (const key of secondary) points.set(key, (points.get(key) ?? 0) + COVERAGE.secondaryPoints);
  }
  return points;
}

/** Percentages of the most trained muscle (which is therefore 100). */
export function normaliseCoverage(points: ReadonlyMap<string, number>): Record<string, number> {
  const max = Math.max(0, ...points.values());
  const out: Record<string, number> = {};
  for (const [key, p] of points) out[key] = max > 0 ? Math.round((p / max) * 100) : 0;
  return out;
}

/**
 * Key muscles checked for "missing", in display order. Each reads the most
 * covered of its sources, so a generic name ("legs", "core", "arms") counts
 * for the specific muscles it stands for.
 */
export const KEY_MUSCLES: readonly (readonly [CanonicalMuscle, readonly CanonicalMuscle[]])[] = [
  ["chest", ["chest"]],
  ["back", ["back", "traps"]],
  ["shoulders", ["shoulders"]],
  ["rear_delts", ["rear_delts"]],
  ["biceps", ["biceps", "arms"]],
  ["triceps", ["triceps", "arms"]],
  ["forearms", ["forearms", "arms"]],
  ["abs", ["abs", "core"]],
  ["obliques", ["obliques", "core"]],
  ["lower_back", ["lower_back"]],
  ["quads", ["quads", "legs"]],
  ["hamstrings", ["hamstrings", "legs"]],
  ["glutes", ["glutes", "legs"]],
  ["calves", ["calves", "legs"]],
];

function valueOf(percent: Readonly<Record<string, number>>, sources: readonly string[]): number {
  return Math.max(0, ...sources.map((s) => percent[s] ?? 0));
}

/** Group figures the warnings and hints read. */
export function groupCoverage(percent: Readonly<Record<string, number>>) {
  return {
    calves: valueOf(percent, ["calves", "legs"]),
    forearms: valueOf(percent, ["forearms", "arms"]),
    core: valueOf(percent, ["abs", "obliques", "core"]),
    abs: valueOf(percent, ["abs", "core"]),
    obliques: valueOf(percent, ["obliques", "core"]),
    shoulders: valueOf(percent, ["shoulders"]),
    rearDelts: valueOf(percent, ["rear_delts"]),
    quads: valueOf(percent, ["quads", "legs"]),
    hamstrings: valueOf(percent, ["hamstrings", "legs"]),
  };
}

export const COVERAGE_MESSAGES = {
  calves: "Calves get little direct work - add standing or seated calf raises",
  forearms: "Forearms and grip get little work - add farmer's carries or wrist curls",
  core: "Core work is light - add planks, dead bugs or pallof presses",
  rearDelts: "Rear delts lag the front of the shoulder - add face pulls or reverse flyes",
  hamstrings: "Hamstrings trail the quads - add Romanian deadlifts or leg curls",
  upperHeavy: (u: number, l: number) => `Upper body dominates (${u}%/${l}%) - add squats, hinges or lunges`,
  lowerHeavy: (u: number, l: number) => `Lower body dominates (${u}%/${l}%) - add presses, rows or pull-ups`,
  pushHeavy: (p: number, q: number) => `Pushing outweighs pulling (${p}%/${q}%) - add rows or pull-ups`,
  pullHeavy: (p: number, q: number) => `Pulling outweighs pushing (${p}%/${q}%) - add presses or push-ups`,
  limited: (n: number) =>
    `Limited coverage: ${n} key muscles get little or no work - fine for a split day, otherwise add exercises for them`,
} as const;

/** Warning rules of spec 2 §9.4 on normalised percentages. */
export function coverageWarnings(percent: Readonly<Record<string, number>>): string[] {
  const g = groupCoverage(percent);
  const w = COVERAGE.warn;
  const warnings: string[] = [];
  if (g.calves < w.calvesBelow) warnings.push(COVERAGE_MESSAGES.calves);
  if (g.forearms < w.forearmsBelow) warnings.push(COVERAGE_MESSAGES.forearms);
  if (g.core < w.coreBelow) warnings.push(COVERAGE_MESSAGES.core);
  if (g.rearDelts < w.rearDeltsBelow && g.shoulders > w.shouldersAbove) warnings.push(COVERAGE_MESSAGES.rearDelts);
  if (g.quads > w.quadsAbove && g.hamstrings < g.quads * w.hamstringsToQuadsRatio) {
    warnings.push(COVERAGE_MESSAGES.hamstrings);
  }
  return warnings;
}

/** Upper/lower, push/pull and front/back shares of raw points. */
export function coverageBalance(points: ReadonlyMap<string, number>): CoverageBalance {
  let upper = 0;
  let lower = 0;
  let push = 0;
  let pull = 0;
  let front = 0;
  let back = 0;
  for (const [key, p] of points) {
    if (isInGroup(key, "upper")) upper += p;
    if (isInGroup(key, "lower")) lower += p;
    if (isInGroup(key, "push")) push += p;
    if (isInGroup(key, "pull")) pull += p;
    const side = muscleSide(key);
    if (side === "front") front += p;
    if (side === "back") back += p;
  }
  const [u, l] = sharePair(upper, lower);
  const [ps, pl] = sharePair(push, pull);
  const [f, b] = sharePair(front, back);
  return { upper: u, lower: l, push: ps, pull: pl, front: f, back: b };
}

/** Session types whose job is one half of a pair: an upper-body day is meant to be all upper body. */
const ONE_SIDED_UPPER_LOWER = new Set(["upper_body", "lower_body", "push", "pull", "legs"]);
const ONE_SIDED_PUSH_PULL = new Set(["push", "pull", "legs", "lower_body"]);

/**
 * Imbalance when a pair with data sits more than `limit` points from 50,
 * except the pair a split session is meant to leave one-sided ("Upper body
 * dominates - add squats" on an upper-body day would be advice against its job).
 */
export function imbalanceMessages(balance: MuscleBalance, limit: number = COVERAGE.imbalanceFrom50, workoutType?: string): string[] {
  const out: string[] = [];
  const type = workoutType ?? "";
  if (!ONE_SIDED_UPPER_LOWER.has(type) && balance.upper + balance.lower > 0 && Math.abs(balance.upper - 50) > limit) {
    out.push(
      balance.upper > 50
        ? COVERAGE_MESSAGES.upperHeavy(balance.upper, balance.lower)
        : COVERAGE_MESSAGES.lowerHeavy(balance.upper, balance.lower),
    );
  }
  if (!ONE_SIDED_PUSH_PULL.has(type) && balance.push + balance.pull > 0 && Math.abs(balance.push - 50) > limit) {
    out.push(
      balance.push > 50
        ? COVERAGE_MESSAGES.pushHeavy(balance.push, balance.pull)
        : COVERAGE_MESSAGES.pullHeavy(balance.push, balance.pull),
    );
  }
  return out;
}

/** Key muscles under 20%, in KEY_MUSCLES order. */
export function missingMuscles(percent: Readonly<Record<string, number>>): CanonicalMuscle[] {
  return KEY_MUSCLES.filter(([, sources]) => valueOf(percent, sources) < COVERAGE.missingBelow).map(([key]) => key);
}

export function analyseCoverage(exercises: readonly CoverageExercise[], workoutType?: string): CoverageAnalysis {
  const points = coveragePoints(exercises);
  const percentByMuscle = normaliseCoverage(points);
  const muscles: MuscleCoverageEntry[] = [...points.entries()]
    .map(([key, p]) => {
      const percent = percentByMuscle[key];
      return { key, name: muscleDisplayName(key), points: p, percent, band: coverageBand(percent) };
    })
    .sort((a, b) => b.points - a.points);
  const balance = coverageBalance(points);
  const missingKeys = points.size > 0 ? missingMuscles(percentByMuscle) : [];
  const notes =
    missingKeys.length > COVERAGE.limitedCoverageMissingCount ? [COVERAGE_MESSAGES.limited(missingKeys.length)] : [];
  return {
    muscles,
    top: muscles.slice(0, COVERAGE.topShown),
    percentByMuscle,
    balance,
    // Without any muscle data there is nothing to warn about; the UI shows its empty state.
    warnings: points.size > 0 ? coverageWarnings(percentByMuscle) : [],
    missing: missingKeys.slice(0, COVERAGE.missingShown).map(muscleDisplayName),
    missingCount: missingKeys.length,
    imbalances: imbalanceMessages(balance, COVERAGE.imbalanceFrom50, workoutType),
    notes,
  };
}

// ---------------------------------------------------------------------------
// Program level (spec 3 §9 "Program-level hints", balance markers)
// ---------------------------------------------------------------------------

export const PROGRAM_HINT_MESSAGES = {
  calves: (n: number) => `Calves reach only ${n}% coverage - add calf raises on one or two leg days`,
  forearms: (n: number) => `Forearms reach only ${n}% coverage - add carries or grip work once a week`,
  core: (n: number) => `Core is under-trained (abs + obliques ${n} of 200) - add a core exercise to two sessions`,
  upperLower: (u: number, l: number) =>
    `Upper/lower split is ${u}%/${l}% - shift a session's volume toward the ${u > l ? "lower" : "upper"} body`,
  pushPull: (p: number, q: number) =>
    `Push/pull ratio is ${p}%/${q}% - add more ${p > q ? "pulling" : "pushing"} exercises`,
} as const;

/** Improvement hints for a whole program; empty means 'Well-Balanced Program'. */
export function programCoverageHints(exercises: readonly CoverageExercise[]): string[] {
  const points = coveragePoints(exercises);
  if (points.size === 0) return [];
  const percent = normaliseCoverage(points);
  const g = groupCoverage(percent);
  const h = COVERAGE.programHint;
  const hints: string[] = [];
  if (g.calves < h.calvesBelow) hints.push(PROGRAM_HINT_MESSAGES.calves(g.calves));
  if (g.forearms < h.forearmsBelow) hints.push(PROGRAM_HINT_MESSAGES.forearms(g.forearms));
  if (g.abs + g.obliques < h.absPlusObliquesBelow) hints.push(PROGRAM_HINT_MESSAGES.core(g.abs + g.obliques));
  const b = coverageBalance(points);
  const limit = COVERAGE.programImbalanceFrom50;
  if (b.upper + b.lower > 0 && Math.abs(b.upper - 50) > limit) hints.push(PROGRAM_HINT_MESSAGES.upperLower(b.upper, b.lower));
  if (b.push + b.pull > 0 && Math.abs(b.push - 50) > limit) hints.push(PROGRAM_HINT_MESSAGES.pushPull(b.push, b.pull));
  return hints;
}

export type MarkerStatus = "green" | "amber" | "red";

export interface BalanceMarker {
  value: number;
  deviation: number;
  status: MarkerStatus;
}

/**
 * Balance marker against the 50% optimum: green within 5 points (spec).
 * Amber up to the program hint limit (15) and red beyond, so the marker
 * turns red exactly when a hint appears.
 */
export function balanceMarker(share: number, optimum = 50): BalanceMarker {
  const deviation = Math.abs(share - optimum);
  const status: MarkerStatus =
    deviation <= COVERAGE.balanceMarkerGreenWithin ? "green" : deviation <= COVERAGE.programImbalanceFrom50 ? "amber" : "red";
  return { value: share, deviation, status };
}

/** Overall coverage figure for the program hero: share of key muscles not missing. */
export function keyMuscleCoveragePercent(exercises: readonly CoverageExercise[]): number {
  const points = coveragePoints(exercises);
  if (points.size === 0) return 0;
  const missing = missingMuscles(normaliseCoverage(points)).length;
  return Math.round(((KEY_MUSCLES.length - missing) / KEY_MUSCLES.length) * 100);
}
