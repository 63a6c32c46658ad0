/**
 * Improvised and isometric stand-ins (issue 19, coach review): towel and
 * doorframe work, isometric holds outside trunk training, and exercises a
 * band loads. They are how a session keeps a pattern with little kit or
 * around an injury (COACHING.md §3, §9); with barbells, dumbbells, cables
 * or machines at hand a loaded exercise trains the same muscles further,
 * so the ranking puts them behind loaded options, a full gym does not use
 * them outside the main-lift ladders and the injury rules
 * (workout-selection.ts), and the audit checks full gyms for them
 * (audit/review-rules.ts).
 */
import { INJURY_SUBSTITUTIONS } from "./data/injury-substitutions";
import { isLoadingEquipment } from "./session-clock";

const IMPROVISED = /\b(towel|door ?frame|doorway|isometric|static hold|dead hang|support hold)\b/i;
/** The band helps rather than loads: an assisted pull-up is a rung of the pull-up ladder, not a stand-in. */
const ASSISTED = /\bassist(ed)?\b/i;
const TRUNK_ROLES = new Set(["core", "carry", "conditioning", "mobility"]);

export interface ImprovisedSubject {
  name: string;
  /** Catalogue equipment names; empty = bodyweight. */
  equipment: readonly string[];
  role: string;
  /** Prescribed as seconds of holding. */
  timed: boolean;
}

/** True for a towel, doorframe, isometric-hold or band-loaded exercise outside trunk work. */
export function isImprovisedWork(s: ImprovisedSubject): boolean {
  if (TRUNK_ROLES.has(s.role)) return false;
  if (IMPROVISED.test(s.name) || s.timed) return true;
  return s.equipment.includes("resistance_band") && !s.equipment.some(isLoadingEquipment) && !ASSISTED.test(s.name);
}

/** Barely loaded by anything but the floor or a wall: the floor pulldown and the wall sits. */
const NEAR_UNLOADED_NAME = /\b(prone floor pulldown|floor pulldowns?|wall sits?|wall squat)\b/i;

/**
 * Near-unloaded filler (issue 19 coach review, fix 4): a floor pulldown, a
 * wall sit, a doorframe or towel row, an isometric or timed hold outside
 * trunk work, with no loading
 * equipment. With free weights at hand a loaded option (a dumbbell pullover,
 * a goblet squat, a dumbbell row) trains the same muscles further, so selection bars
 * these outside the ladders and the injury rules, and the audit counts their
 * sets at half.
 */
export function isNearUnloadedWork(s: ImprovisedSubject): boolean {
  if (TRUNK_ROLES.has(s.role) || s.equipment.some(isLoadingEquipment)) return false;
  return NEAR_UNLOADED_NAME.test(s.name) || IMPROVISED.test(s.name) || s.timed;
}

/** Kit that gives most slots a loaded option: any loading equipment (dumbbells, a barbell, cables, machines). */
export function hasLoadingKit(equipment: ReadonlySet<string>): boolean {
  for (const e of equipment) if (isLoadingEquipment(e)) return true;
  return false;
}

/** The last-resort rows of COACHING.md §3's fallback: leaning back from a doorframe or on a towel round a post. */
export const LAST_RESORT_ROW = /\b(door ?frame|doorway|towel) rows?\b/i;

/** Kit that offers a real row or pull: a bar to hang from, a band, a suspension trainer, free weights or a cable. */
const PULLING_KIT = ["pull_up_bar", "resistance_band", "suspension_trainer", "dumbbells", "kettlebell", "barbell", "ez_bar", "trap_bar", "landmine", "smith_machine", "cable_station"];

export function hasPullingKit(equipment: ReadonlySet<string>): boolean {
  return PULLING_KIT.some((k) => equipment.has(k));
}

/**
 * What the notes say about a doorframe or towel row (COACHING.md §3: regress rather than omit, and say so):
 * it is the last-resort pull, and the kit that turns it into a real row.
 */
export function lastResortRowNote(name: string): string {
  return (
    `${name} is a last-resort pull: leaning back from a frame or a towel loads the back little. Lean back further (feet closer to the anchor) as it gets easy; ` +
    "a suspension trainer, a resistance band or a pull-up bar (inverted rows, band rows, pull-ups) is the next step and trains the back far better."
  );
}

/** Barbell, dumbbells and cables: a loaded option exists for every pattern and nearly every small muscle. */
export function isFullGym(equipment: ReadonlySet<string> | undefined): boolean {
  return equipment !== undefined && ["barbell", "dumbbells", "cable_station"].every((e) => equipment.has(e));
}

/** Band and drill work COACHING.md §9 names as what to use for these conditions. */
const INJURY_DRILLS: Readonly<Record<string, RegExp>> = {
  knee_issues: /terminal knee extension|spanish squat/i,
  shoulder_impingement: /external rotation|pull[- ]?aparts?|face pulls?|straight[- ]arm/i,
};

/** A stand-in the injury rules ask for (a banded knee extension for a sore knee): never filler for that person. */
export function isInjurySubstitute(name: string, injuries: ReadonlySet<string>): boolean {
  const key = name.toLowerCase();
  for (const injury of injuries) {
    if (INJURY_DRILLS[injury]?.test(name)) return true;
    const instead = INJURY_SUBSTITUTIONS[injury]?.instead ?? {};
    if (Object.values(instead).some((names) => names?.includes(key))) return true;
  }
  return false;
}
