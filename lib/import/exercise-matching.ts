/**
 * Another app's exercise names mapped to the catalogue (issue 21 item 5):
 * exact (case aside), then normalised (the same words in any order once
 * equipment in brackets, abbreviations, plurals and hyphens are evened out:
 * Strong's "Bench Press (Barbell)" is the catalogue's "Barbell Bench Press"),
 * then fuzzy (most words shared, Dice over word sets) as a proposal the
 * lifter confirms. The rest become the lifter's own custom exercises.
 *
 * No fuzzy-search library: what matters here is domain vocabulary (db,
 * bicep, pull-up/pullup, default variants such as a back squat), which a
 * word-level score with a synonym table handles and edit distance does not.
 */
export interface CatalogueName {
  id: string;
  name: string;
}

export type MatchKind = "exact" | "normalised" | "fuzzy" | "custom";

export interface NameMatch {
  name: string;
  kind: MatchKind;
  exercise?: CatalogueName;
  /** Fuzzy only: 0-1. */
  score?: number;
}

/** Proposals below this share of words are not proposed at all. */
export const FUZZY_THRESHOLD = 0.7;

const SYNONYMS: Readonly<Record<string, string>> = {
  db: "dumbbell",
  dumbbells: "dumbbell",
  bb: "barbell",
  kb: "kettlebell",
  kettlebells: "kettlebell",
  bicep: "biceps",
  tricep: "triceps",
  ohp: "overhead press",
  rdl: "romanian deadlift",
  pullup: "pull up",
  pullups: "pull up",
  chinup: "chin up",
  chinups: "chin up",
  pushup: "push up",
  pushups: "push up",
  situp: "sit up",
  situps: "sit up",
  pulldown: "pulldown",
  "pull-down": "pulldown",
  ezbar: "ez bar",
  "ez-bar": "ez bar",
  rope: "rope",
  bw: "bodyweight",
  calves: "calf",
};
const STOP = new Set(["the", "a", "an", "with", "on", "of", "to", "and", "for", "in"]);
/** Words a default variant leaves unsaid: "Squat (Barbell)" is a back squat before a box squat. */
const DEFAULT_VARIANT = new Set(["back", "standing", "conventional", "flat", "straight", "bar"]);

function stem(word: string): string {
  if (word.length > 4 && word.endsWith("es") && /(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length >= 3 && word.endsWith("s") && !word.endsWith("ss") && !["biceps", "triceps", "abs", "glutes", "lats", "quads", "delts", "traps"].includes(word)) return word.slice(0, -1);
  return word;
}

export function words(name: string): string[] {
  const spaced = name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[()[\]{}\-–—_/,.:;+'"!?]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (SYNONYMS[w] ?? w).split(" "));
  return spaced.filter((w) => !STOP.has(w)).map(stem);
}

export const normalisedKey = (name: string) => [...words(name)].sort().join(" ");

/** Dice over word sets, each word weighted by how rare it is in the catalogue ("incline" says more than "bench"). */
function dice(a: ReadonlySet<string>, b: ReadonlySet<string>, weight: (w: string) => number): number {
  let shared = 0;
  let total = 0;
  for (const w of a) {
    total += weight(w);
    if (b.has(w)) shared += weight(w);
  }
  // A catalogue name's default-variant words ("back" squat, "standing" calf raise) go unsaid in other apps' names.
  for (const w of b) if (a.has(w) || !DEFAULT_VARIANT.has(w)) total += weight(w);
  return total > 0 ? (2 * shared) / total : 0;
}

export function matchExerciseNames(names: readonly string[], catalogue: readonly CatalogueName[]): Map<string, NameMatch> {
  const byLower = new Map(catalogue.map((c) => [c.name.toLowerCase().trim(), c]));
  const byKey = new Map<string, CatalogueName>();
  for (const c of catalogue) if (!byKey.has(normalisedKey(c.name))) byKey.set(normalisedKey(c.name), c);
  const sets = catalogue.map((c) => ({ c, set: new Set(words(c.name)) }));
  const df = new Map<string, number>();
  for (const { set } of sets) for (const w of set) df.set(w, (df.get(w) ?? 0) + 1);
  const weight = (w: string) => Math.log(1 + (sets.length + 1) / ((df.get(w) ?? 0) + 1));

  const out = new Map<string, NameMatch>();
  for (const name of new Set(names)) {
    const exact = byLower.get(name.toLowerCase().trim());
    if (exact) {
      out.set(name, { name, kind: "exact", exercise: exact });
      continue;
    }
    const normalised = byKey.get(normalisedKey(name));
    if (normalised) {
      out.set(name, { name, kind: "normalised", exercise: normalised });
      continue;
    }
    const mine = new Set(words(name));
    let best: { c: CatalogueName; score: number; extraDefaults: number } | null = null;
    for (const { c, set } of sets) {
      const score = dice(mine, set, weight);
      if (score < FUZZY_THRESHOLD) continue;
      // On a tie, the candidate whose extra words are only a default variant's ("back", "standing") wins.
      const extras = [...set].filter((w) => !mine.has(w));
      const extraDefaults = extras.every((w) => DEFAULT_VARIANT.has(w)) ? 1 : 0;
      if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) < 1e-9 && (extraDefaults > best.extraDefaults || (extraDefaults === best.extraDefaults && c.name.length < best.c.name.length)))) {
        best = { c, score, extraDefaults };
      }
    }
    out.set(name, best ? { name, kind: "fuzzy", exercise: best.c, score: Math.round(best.score * 100) / 100 } : { name, kind: "custom" });
  }
  return out;
}
