/**
 * Main-lift ladders (COACHING.md §5): per pattern, the rungs from easier to
 * harder. Level picks the rung; equipment and injuries move down or
 * sideways; no level is ever left without the pattern. Rungs name catalogue
 * exercises by name (ids differ between databases and the catalogue's tags
 * are being corrected), in order of preference within the rung: the loaded
 * version first where a rung has several.
 *
 * `level` is the lowest experience rank (0 sedentary, 1 beginner, 2
 * intermediate, 3 advanced) for which the rung is the default main lift: a
 * lifter gets the hardest rung at or under their rank that their kit and
 * joints allow. Beginners meet the barbell squat, bench and RDL/trap-bar
 * deadlift (rank 1); the conventional deadlift, barbell row, overhead press
 * and pull-up are the intermediate backbone. `regression` rungs are the
 * fallbacks under the ladder (a doorframe row when nothing else pulls): the
 * session says so when it uses one.
 */
import type { MovementPattern } from "../movement-patterns";

export type LadderPattern = Extract<MovementPattern, "squat" | "hinge" | "lunge" | "horizontal_push" | "vertical_push" | "horizontal_pull" | "vertical_pull">;

export interface Rung {
  label: string;
  names: readonly string[];
  level: number;
  regression?: boolean;
  /** Not for program days (see the rung). */
  singleWorkoutOnly?: boolean;
}

const r = (label: string, level: number, names: readonly string[], regression = false): Rung => ({ label, names, level, regression });

export const MAIN_LIFT_LADDERS: Readonly<Record<LadderPattern, readonly Rung[]>> = {
  squat: [
    r("wall sit to a pain-free depth", 0, ["shallow wall sit", "stability ball wall squat"], true),
    r("box squat to a bench", 0, ["goblet box squat", "high box squat"]),
    r("bodyweight squat", 0, ["bodyweight squat"]),
    r("goblet squat", 1, ["goblet squat", "kettlebell front squat", "dumbbell squat"]),
    // No safety-bar squat here: the equipment list has no safety bar, so the generator cannot know the gym has one.
    r("front squat", 2, ["barbell front squat"]),
    r("barbell back squat", 1, ["barbell back squat"]),
  ],
  hinge: [
    r("glute bridge", 0, ["glute bridge", "marching glute bridge"]),
    r("single-leg glute bridge", 0, ["single-leg glute bridge"]),
    r("single-leg Romanian deadlift", 1, ["single-leg romanian deadlift"]),
    r("hip thrust", 1, ["barbell hip thrust", "dumbbell hip thrust", "smith machine hip thrust", "banded hip thrust", "single-leg hip thrust"]),
    r("cable pull-through", 1, ["cable pull-through"]),
    r("dumbbell or kettlebell RDL", 1, ["dumbbell romanian deadlift", "kettlebell romanian deadlift"]),
    r("trap-bar deadlift", 1, ["trap bar deadlift", "high-handle trap bar deadlift"]),
    r("barbell RDL", 1, ["barbell romanian deadlift"]),
    r("conventional deadlift", 2, ["barbell deadlift", "conventional deadlift"]),
  ],
  lunge: [
    r("split squat", 0, ["dumbbell split squat", "bodyweight split squat", "split squat"]),
    r("reverse lunge", 1, ["dumbbell reverse lunge", "reverse lunge"]),
    r("walking lunge", 2, ["dumbbell walking lunge", "walking lunge"]),
    r("rear-foot-elevated split squat", 2, ["dumbbell bulgarian split squat", "bulgarian split squat"]),
  ],
  horizontal_push: [
    r("wall push-up", 0, ["wall push-up"], true),
    r("incline push-up", 0, ["incline push-up", "dip station incline push-up"]),
    r("push-up", 1, ["push-up", "dumbbell neutral-grip push-up", "fist push-up"]),
    r("dumbbell floor press", 1, ["dumbbell floor press", "neutral-grip dumbbell floor press", "kettlebell floor press"]),
    r("dumbbell bench press", 1, ["dumbbell bench press", "neutral-grip dumbbell press"]),
    r("barbell bench press", 1, ["barbell bench press"]),
  ],
  vertical_push: [
    r("band overhead press", 0, ["band overhead press"], true),
    r("pike push-up", 1, ["pike push-up"]),
    r("landmine press", 1, ["half-kneeling landmine shoulder press", "standing landmine shoulder press", "landmine press"]),
    r("half-kneeling dumbbell press", 1, ["half-kneeling dumbbell press", "single-arm dumbbell shoulder press", "single-arm kettlebell overhead press"]),
    r("seated dumbbell press", 1, ["seated dumbbell shoulder press", "neutral-grip dumbbell shoulder press", "dumbbell shoulder press"]),
    r("standing dumbbell press", 2, ["standing dumbbell shoulder press"]),
    r("standing overhead press", 2, ["barbell overhead press", "overhead press"]),
  ],
  horizontal_pull: [
    r("doorframe or table row", 0, ["doorframe row", "table row", "towel row"], true),
    r("band row", 0, ["band seated row", "band single-arm row", "band row", "band bent-over row"], true),
    r("inverted row (high bar)", 1, ["bent-knee inverted row", "inverted row", "suspension trainer row", "smith machine inverted row"]),
    r("chest-supported dumbbell row", 1, ["chest-supported dumbbell row", "chest-supported landmine row", "seal row"]),
    r("seated cable row", 1, ["seated cable row", "single-arm seated cable row"]),
    r("one-arm dumbbell row", 1, ["one-arm dumbbell row", "single-arm kettlebell row", "dumbbell bent-over row"]),
    r("barbell row", 2, ["barbell bent-over row", "pendlay row"]),
  ],
  vertical_pull: [
    r("floor pulldown", 0, ["prone floor pulldown"], true),
    // Free weights but nothing to pull down from: a loaded pullover trains the lats far more than the floor
    // pulldown does (issue 19 coach review, fix 4); a band pulldown is closer to the pattern still. Single
    // workouts only for now: the program planner's pull >= push balance counts a pullover as neither and
    // would add a doorframe row for it.
    { ...r("loaded pullover", 0, ["dumbbell pullover", "kettlebell pullover"], true), singleWorkoutOnly: true },
    r("band pulldown", 0, ["band lat pulldown", "band straight-arm pulldown"], true),
    r("straight-arm or half-kneeling single-arm pulldown", 1, ["half-kneeling single-arm cable pulldown", "straight-arm cable pulldown"]),
    r("lat pulldown", 1, ["lat pulldown", "close-grip lat pulldown"]),
    r("assisted pull-up", 1, ["band-assisted pull-up", "box-assisted pull-up", "suspension trainer assisted pull-up"]),
    r("pull-up or chin-up", 2, ["pull-up", "chin-up", "neutral-grip pull-up"]),
  ],
};

/**
 * Specialty lifts: accessories for advanced lifters only, never a main
 * lift and never below advanced (Man-Makers and archer push-ups are not a
 * substitute for learning to press).
 */
export const SPECIALTY_LIFT = /\b(man[- ]?makers?|dive bomber|archer|one[- ]arm push[- ]?up|typewriter|pseudo planche|clap push[- ]?up|spiderman push[- ]?up|muscle[- ]?ups?|handstand push[- ]?up)\b/i;

/** Catalogue names compare without case, hyphens or apostrophes. */
export function ladderNameKey(name: string): string {
  return name.toLowerCase().replace(/[-'’]/g, " ").replace(/\s+/g, " ").trim();
}

const STAPLES = new Set<string>();
for (const rungs of Object.values(MAIN_LIFT_LADDERS)) for (const rung of rungs) if (!rung.regression) for (const n of rung.names) STAPLES.add(ladderNameKey(n));

/** A staple on a main-lift ladder: the difficulty band never removes it. */
export function isLadderStaple(name: string): boolean {
  return STAPLES.has(ladderNameKey(name));
}
