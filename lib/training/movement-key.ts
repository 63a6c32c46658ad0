/**
 * One movement, whatever the kit: "Band Internal Rotation" and "Cable
 * Internal Rotation" are the same drill, so a session holds one of them
 * (COACHING.md §3). The key is the name without equipment, stance and
 * assistance words, plus the movement role, so "Dumbbell Bench Press" and
 * "Barbell Bench Press" collide while "Incline Dumbbell Press" does not.
 */

/** Words that name the kit, the stance or the help, not the movement. Longest first. */
const NOISE = [
  "resistance band",
  "smith machine",
  "suspension trainer",
  "stability ball",
  "medicine ball",
  "trap bar",
  "ez bar",
  "single arm",
  "one arm",
  "single leg",
  "half kneeling",
  "side lying",
  "band assisted",
  "box assisted",
  "feet assisted",
  "dumbbells",
  "dumbbell",
  "barbell",
  "cable",
  "bands",
  "banded",
  "band",
  "machine",
  "kettlebell",
  "landmine",
  "plate",
  "alternating",
  "neutral grip",
  "fist",
  "marching",
  "seated",
  "standing",
  "kneeling",
  "weighted",
  "assisted",
  "bodyweight",
];

/** Different names for one movement. */
const SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [/\bglute bridge\b/, "hip thrust"],
  [/\brdl\b/, "romanian deadlift"],
  [/\bpress down\b/, "pushdown"],
  // Leaning away or lying on an incline changes the resistance curve, not the movement: one lateral raise a session.
  [/\b(leaning|lean\s+away|incline)\s+lateral\s+raise/, "lateral raise"],
  // A coach's review: an overhead press and a dumbbell shoulder press in one session are one movement twice (COACHING.md §3).
  [/\b(shoulder|military)\s+press\b/, "overhead press"],
];

const NOISE_RULE = new RegExp(`\\b(${NOISE.map((w) => w.replace(/ /g, "\\s+")).join("|")})\\b`, "g");

/** The name reduced to its movement words. */
export function movementWords(name: string): string {
  let text = name.toLowerCase().replace(/[-'’]/g, " ").replace(/[^a-z0-9 ]/g, " ");
  text = text.replace(NOISE_RULE, " ");
  for (const [rule, word] of SYNONYMS) text = text.replace(rule, word);
  return text
    .split(/\s+/)
    .filter(Boolean)
    // "Curls" and "Curl" are one movement.
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
    .join(" ");
}

const WORDS = new Map<string, string>();

/** Role plus movement words: two exercises with one key do not share a session. */
export function movementKey(exercise: { name: string }, role: string): string {
  // Generation asks for the same few hundred names thousands of times.
  let words = WORDS.get(exercise.name);
  if (words === undefined) {
    words = movementWords(exercise.name);
    if (WORDS.size < 20_000) WORDS.set(exercise.name, words);
  }
  return `${role}:${words}`;
}
