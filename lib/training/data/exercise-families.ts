/**
 * Risky exercise families (COACHING.md §9): a family is a joint stress a
 * condition must avoid while symptomatic, recognised by the exercise's name
 * (and, where the name alone is too wide, its catalogue movement pattern or
 * whether it is loaded). Every member must carry the family's
 * contraindication tag; the catalogue test (tests/api/catalogue-families.test.ts)
 * and scripts/catalogue-audit.ts check the real catalogue against this list,
 * and migration 0015 added the tags that were missing.
 *
 * The regexes are deliberately narrow: a false member would ban safe work
 * for everyone with that condition (the landmine press is not overhead
 * pressing; the half-kneeling single-arm pulldown is the impingement
 * substitute for pull-ups). The substitutes COACHING.md names per condition
 * are listed too, and must NOT carry the tag.
 */

export type FamilyContraindication =
  | "shoulder_impingement"
  | "knee_issues"
  | "lower_back_pain"
  | "wrist_pain"
  | "elbow_issues"
  | "neck_pain"
  | "ankle_instability";

export interface ExerciseFamily {
  key: string;
  label: string;
  contraindication: FamilyContraindication;
  /** Names (lower-cased before matching) that make an exercise a member. */
  include: RegExp;
  /** Names that look like members but are not (support holds, landmine presses…). */
  exclude?: RegExp;
  /** When set, a member also has one of these catalogue movement patterns. */
  patterns?: readonly string[];
  /** When true, bodyweight versions (no equipment) are not members: the risk is the load. */
  loadedOnly?: boolean;
}

/** What the family matcher needs of an exercise (the catalogue model and the audit rows both fit). */
export interface FamilyCandidate {
  name: string;
  movementPatterns: readonly string[];
  equipment: readonly string[];
}

// Jumps, hops, bounds, sprints, runs and cutting: the landing and push-off load knees and ankles.
const JUMPS_AND_SPRINTS =
  /\b(jump\w*|bounds?|hops?|skips?|pogo|burpees?|sprints?|strides|run|running|shuttle|agility|carioca|lateral shuffle|high knees|butt kicks)\b/;
// Upper-body plyometrics (clap push-ups) and machine sprints (rower, bike) do not load the legs that way;
// a step-back burpee has no jump.
const NOT_LEG_IMPACT = /push-up|rowing machine|stationary bike|step-back burpee/;

export const EXERCISE_FAMILIES: readonly ExerciseFamily[] = [
  // --- shoulder impingement: arms overhead under load, or deep loaded extension ---
  {
    key: "overhead-press",
    label: "overhead pressing (overhead, push, Arnold, Z, pike presses, thrusters, jerks)",
    contraindication: "shoulder_impingement",
    include: /\b(overhead|shoulder press|military press|push press|arnold press|z press|cuban press|kettlebell press|thrusters?|jerks?|pike)\b/,
    exclude: /landmine/,
  },
  {
    key: "overhead-pull",
    label: "pull-ups, chin-ups, hangs and pulldowns",
    contraindication: "shoulder_impingement",
    include: /\b(pull-?ups?|chin-?ups?|pull-?downs?|hangs?|muscle-?ups?)\b/,
    // The straight-arm and half-kneeling single-arm pulldowns are the substitutes; the prone floor
    // "pulldown" is an unloaded activation drill lying face down; a hang clean is not a hang.
    exclude: /straight-arm|half-kneeling single-arm|prone floor|hang (clean|snatch)/,
  },
  {
    key: "y-raise",
    label: "Y-raises and other raises above shoulder height",
    contraindication: "shoulder_impingement",
    include: /\b(y-raises?|y-t-w|lu raises?)\b/,
  },
  {
    key: "upright-row",
    label: "upright rows",
    contraindication: "shoulder_impingement",
    include: /\bupright rows?\b/,
  },
  {
    key: "behind-the-neck",
    label: "behind-the-neck work",
    contraindication: "shoulder_impingement",
    include: /\bbehind-the-neck\b/,
  },
  {
    key: "dip",
    label: "dips (deep loaded shoulder extension)",
    contraindication: "shoulder_impingement",
    include: /\bdips?\b/,
    // The support hold stays at the top; "dip station" names the kit, not the movement; a hip dip is a side plank.
    exclude: /support hold|dip station|hip dip/,
  },
  {
    key: "handstand",
    label: "handstands and wall walks",
    contraindication: "shoulder_impingement",
    include: /\b(handstand|wall walk)\b/,
  },
  {
    key: "snatch-kipping",
    label: "snatches and kipping",
    contraindication: "shoulder_impingement",
    include: /\b(snatch|kipping)\b/,
    // Snatch pulls and snatch-grip deadlifts never go overhead.
    exclude: /snatch pull|snatch-grip/,
  },

  // --- knee issues: kneeling, deep loaded knee flexion, impact, step-downs ---
  {
    key: "kneeling",
    label: "kneeling and half-kneeling positions",
    contraindication: "knee_issues",
    include: /\bkneeling\b/,
  },
  {
    key: "deep-knee-flexion",
    label: "deep knee flexion (lunges, split squats, Bulgarian, pistols, sissy, Cossack, skater)",
    contraindication: "knee_issues",
    include: /\b(lunges?|split squats?|bulgarian|rear-foot-elevated|pistol|sissy|cossack|skater|deep squat)\b/,
  },
  {
    key: "step-down",
    label: "step-downs",
    contraindication: "knee_issues",
    include: /\bstep-?downs?\b/,
  },
  {
    key: "jumps-knee",
    label: "jumps, bounds, hops and sprints",
    contraindication: "knee_issues",
    include: JUMPS_AND_SPRINTS,
    exclude: NOT_LEG_IMPACT,
  },

  // --- lower back pain: loaded spinal flexion, good mornings, deadlifts and loaded hinges, rollouts ---
  {
    key: "spinal-flexion",
    label: "loaded spinal flexion (sit-ups, crunches, V-ups, toes-to-bar, Russian twists)",
    contraindication: "lower_back_pain",
    include: /\b(sit-?ups?|crunch(es)?|v-ups?|toes-to-bar|russian twists?|jefferson curl)\b/,
  },
  {
    key: "loaded-hinge",
    label: "good mornings, deadlifts, RDLs, swings, cleans, snatches and bent-over rows under load",
    contraindication: "lower_back_pain",
    include:
      /\b(good mornings?|deadlifts?|rdl|romanian|rack pull|block pull|swings?|cleans?|snatch|bent-over row|pendlay row|t-bar row|gorilla row|meadows row|kroc row|underhand barbell row)\b/,
    // Reverse flies are bent over but light; "bent-over" alone would take them in.
    loadedOnly: true,
  },
  {
    key: "rollout",
    label: "rollouts, fallouts, body saws and hand walkouts",
    contraindication: "lower_back_pain",
    include: /\b(rollouts?|fallouts?|body saw|hand walkouts?|ab wheel)\b/,
  },

  // --- wrist pain: end-range wrist extension under load ---
  {
    key: "flat-palm-push-up",
    label: "push-ups on flat palms",
    contraindication: "wrist_pain",
    include: /\bpush-?ups?\b/,
    // Fists, dumbbell handles and the parallel bars keep the wrist neutral: they are the substitutes.
    exclude: /\bfist\b|neutral-grip|dip station/,
  },
  {
    key: "hand-plank",
    label: "planks, crawls and climbers on the hands",
    contraindication: "wrist_pain",
    include: /\b(high plank|plank (jack|shoulder tap|up-down)|bear (plank|crawl)|mountain climbers?|crab walk|hand walkouts?|star side plank)\b/,
  },
  {
    key: "front-rack",
    label: "front rack (barbell and kettlebell front squats, cleans, jerks, front-rack carries)",
    contraindication: "wrist_pain",
    include: /\b(front squat|front-rack|rack and overhead|hang clean|power clean|squat clean|kettlebell clean|barbell thruster|jerks?)\b|^push press$/,
    // A dumbbell hang clean racks with a neutral wrist.
    exclude: /dumbbell/,
  },
  {
    key: "straight-bar-curl",
    label: "straight-bar curls and the Tate press",
    contraindication: "wrist_pain",
    include: /\b(barbell (drag )?curl|tate press)\b/,
  },
  {
    key: "handstand-wrist",
    label: "handstands and wall walks",
    contraindication: "wrist_pain",
    include: /\b(handstand|wall walk)\b/,
  },

  // --- elbow issues: skull crushers, dips, close-grip pressing, straight-bar curls ---
  {
    key: "elbow-extension",
    label: "skull crushers, JM and Tate presses, close-grip bench",
    contraindication: "elbow_issues",
    include: /\b(skull crushers?|jm press|tate press|close-grip (bench|ez-bar) press)\b/,
  },
  {
    key: "dip-elbow",
    label: "dips",
    contraindication: "elbow_issues",
    include: /\bdips?\b/,
    exclude: /support hold|dip station|hip dip/,
  },
  {
    key: "straight-bar-curl-elbow",
    label: "straight-bar curls",
    contraindication: "elbow_issues",
    include: /\bbarbell (drag )?curl\b/,
  },

  // --- neck pain: behind-the-neck, heavy shrugs, handstands ---
  {
    key: "neck-load",
    label: "behind-the-neck work, heavy shrugs and handstands",
    contraindication: "neck_pain",
    include: /\b(behind-the-neck|shrugs?|handstand|wall walk)\b/,
    // The prone incline shrug is the light retraction drill COACHING.md prescribes instead; a band is light.
    exclude: /incline dumbbell shrug|band shrug/,
  },

  // --- ankle instability: unprogressed plyometrics and cutting ---
  {
    key: "jumps-ankle",
    label: "jumps, hops, sprints and cutting",
    contraindication: "ankle_instability",
    include: JUMPS_AND_SPRINTS,
    exclude: NOT_LEG_IMPACT,
  },
];

/**
 * The substitutes COACHING.md §9 names for each condition: they must stay
 * open to a person with that condition, so they must not carry its tag.
 */
export const FAMILY_SUBSTITUTES: Readonly<Partial<Record<FamilyContraindication, readonly string[]>>> = {
  shoulder_impingement: [
    "Half-Kneeling Landmine Shoulder Press",
    "Standing Landmine Shoulder Press",
    "Landmine Chest Press",
    "Neutral-Grip Dumbbell Press",
    "Low-Incline Dumbbell Press",
    "Chest-Supported Dumbbell Row",
    "Straight-Arm Cable Pulldown",
    "Half-Kneeling Single-Arm Cable Pulldown",
    "Face Pull",
    "Cable External Rotation",
    "Band Pull-Apart",
  ],
  knee_issues: ["High Box Squat", "Spanish Squat", "Partial-Range Leg Press", "Banded Terminal Knee Extension", "Barbell Hip Thrust", "Low Step-Up"],
  lower_back_pain: ["Barbell Hip Thrust", "Cable Pull-Through", "Chest-Supported Dumbbell Row", "Dead Bug", "Side Plank", "Bird Dog"],
  wrist_pain: ["Fist Push-Up", "Dumbbell Neutral-Grip Push-Up", "EZ-Bar Curl"],
  neck_pain: ["Lat Pulldown", "Incline Dumbbell Shrug"],
};

/** COACHING.md §5 ladders and §9 substitutes: the staples the engine must be able to reach. */
export const CATALOGUE_STAPLES = [
  "Barbell Box Squat", "Goblet Squat", "Barbell Front Squat", "Safety Bar Squat", "Barbell Back Squat",
  "Glute Bridge", "Barbell Hip Thrust", "Trap Bar Deadlift", "Dumbbell Romanian Deadlift", "Barbell Romanian Deadlift", "Barbell Deadlift",
  "Incline Push-Up", "Push-Up", "Dumbbell Bench Press", "Barbell Bench Press",
  "Standing Landmine Shoulder Press", "Half-Kneeling Dumbbell Shoulder Press", "Seated Dumbbell Shoulder Press", "Barbell Overhead Press",
  "Inverted Row", "Chest-Supported Dumbbell Row", "One-Arm Dumbbell Row", "Barbell Bent-Over Row",
  "Straight-Arm Cable Pulldown", "Half-Kneeling Single-Arm Cable Pulldown", "Lat Pulldown", "Band-Assisted Pull-Up", "Pull-Up", "Chin-Up",
  "Dumbbell Split Squat", "Dumbbell Reverse Lunge", "Dumbbell Walking Lunge", "Dumbbell Bulgarian Split Squat",
  "Dumbbell Farmer's Carry", "Dumbbell Suitcase Carry",
  "Spanish Squat", "Banded Terminal Knee Extension", "Cable Pull-Through", "Doorframe Row",
  "Band Pull-Apart", "Face Pull", "Dead Bug", "Bird Dog", "Side Plank",
] as const;

/** The barbell basics a beginner in a full gym meets early (COACHING.md §5). */
export const BARBELL_BASICS = ["Barbell Back Squat", "Barbell Bench Press", "Barbell Deadlift", "Barbell Romanian Deadlift", "Trap Bar Deadlift"] as const;

/** Knee flexion by name: leg curls, Nordics, slider and ball curls, glute-ham raises. */
export const KNEE_FLEXION = /\b(leg curls?|nordic (hamstring )?curl|hamstring curls?|glute-ham raise)\b/i;
/** The reverse Nordic is knee extension. */
export const NOT_KNEE_FLEXION = /reverse nordic/i;
/** Rotator-cuff drills by name. */
export const ROTATOR_CUFF = /\b((internal|external) rotations?|cuban press)\b/i;

/** Whether the exercise belongs to the family. */
export function isFamilyMember(exercise: FamilyCandidate, family: ExerciseFamily): boolean {
  const name = exercise.name.toLowerCase();
  if (!family.include.test(name)) return false;
  if (family.exclude?.test(name)) return false;
  if (family.patterns && !family.patterns.some((p) => exercise.movementPatterns.includes(p))) return false;
  if (family.loadedOnly && exercise.equipment.length === 0) return false;
  return true;
}
