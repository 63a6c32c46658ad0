/**
 * The one session clock (COACHING.md §10), shared by the generator's
 * fitting, the builder's tiles, the saved workout and the library buckets:
 *
 *   warm-up (5 min, plus 2.5 min of ramp-up sets for each of the first two
 *   loaded multi-joint lifts: 5-10 min; never more than a quarter of the
 *   working time, at least 2 min, so a 15-minute session still fits)
 *   + Σ [sets × (reps × tempo seconds, twice for one-side-at-a-time work)
 *        + (sets − 1) × rest]
 *   + about a minute per exercise to move and set up.
 *
 * Everything here reads the fields a stored workout keeps (sets, reps text,
 * rest, tempo text) plus three facts about the exercise record (compound,
 * unilateral, loaded), so a generated workout re-opened in the builder gets
 * the very same minutes.
 */
export const SESSION_CLOCK_RULES = {
  warmUpSeconds: 300,
  /** A 15-minute session cannot spend 5 of them warming up: at most a quarter of the work, at least this. */
  shortWarmUpSeconds: 120,
  warmUpShareOfWork: 0.25,
  /** Ramp-up sets before a loaded main lift. */
  rampUpSeconds: 150,
  /** At most two lifts ramp up: warm-up stays within 5-10 minutes. */
  maxRampUps: 2,
  transitionSeconds: 60,
  /** Tempo text without numbers ("fast", "controlled", missing). */
  defaultSecondsPerRep: 3,
  fastSecondsPerRep: 2,
  controlledSecondsPerRep: 4,
  /** Reps when the text holds none (the spec's duration default). */
  defaultReps: 10,
} as const;

export type WorkUnit = "reps" | "seconds" | "minutes";

/** One exercise as the clock sees it. */
export interface ClockItem {
  sets: number;
  /** Typical reps, seconds or minutes of one set. */
  work: number;
  unit: WorkUnit;
  restSeconds: number;
  secondsPerRep: number;
  unilateral: boolean;
  /** A loaded multi-joint lift: the first two get ramp-up sets in the warm-up. */
  rampsUp: boolean;
}

/**
 * Parsed tempos: the planner reads the clock of every item thousands of times per program and a
 * catalogue has a handful of tempo texts, so each is parsed once. Bounded so that stored texts
 * from users cannot grow it without limit.
 */
const TEMPO_SECONDS = new Map<string, number>();
const TEMPO_CACHE_LIMIT = 256;

/** Seconds per rep of a tempo such as "3-1-1-0" (5 s) or "1-0-X" (X counts 1 s). */
export function tempoSecondsPerRep(tempo: string | null | undefined): number {
  const key = tempo ?? "";
  const known = TEMPO_SECONDS.get(key);
  if (known !== undefined) return known;
  const seconds = parseTempo(key);
  if (key.length > 32) return seconds;
  if (TEMPO_SECONDS.size >= TEMPO_CACHE_LIMIT) TEMPO_SECONDS.clear();
  TEMPO_SECONDS.set(key, seconds);
  return seconds;
}

function parseTempo(tempo: string): number {
  const text = tempo.trim().toLowerCase();
  const parts = text.split(/[-–/]/).map((s) => s.trim());
  if (parts.length >= 3 && parts.every((s) => /^(\d+(\.\d+)?|x)$/.test(s))) {
    const total = parts.reduce((sum, s) => sum + (s === "x" ? 1 : Number(s)), 0);
    return Math.max(1, total);
  }
  if (/fast|explosive/.test(text)) return SESSION_CLOCK_RULES.fastSecondsPerRep;
  if (/controlled|slow/.test(text)) return SESSION_CLOCK_RULES.controlledSecondsPerRep;
  return SESSION_CLOCK_RULES.defaultSecondsPerRep;
}

const NUMBER_RANGE = /(\d+(?:\.\d+)?)\s*(?:(?:-|–|—|to)\s*(\d+(?:\.\d+)?))?/i;

/**
 * Work of one set from a reps text: "8-12" → 10 reps, "30-60s" → 45 s,
 * "20 min" → 20 minutes, "AMRAP" → the default reps. A range counts at its
 * midpoint because a prescribed "8-12" is performed across the range.
 */
export function parseWork(reps: string | number | null | undefined): { work: number; unit: WorkUnit } {
  if (typeof reps === "number") return Number.isFinite(reps) && reps > 0 ? { work: reps, unit: "reps" } : { work: SESSION_CLOCK_RULES.defaultReps, unit: "reps" };
  const text = (reps ?? "").trim().toLowerCase();
  const match = NUMBER_RANGE.exec(text);
  if (!match) return { work: SESSION_CLOCK_RULES.defaultReps, unit: "reps" };
  const a = Number(match[1]);
  const b = match[2] !== undefined ? Number(match[2]) : a;
  const mid = (a + b) / 2;
  if (!(mid > 0)) return { work: SESSION_CLOCK_RULES.defaultReps, unit: "reps" };
  const rest = text.slice(match.index + match[0].length).trim();
  if (/^(min|mins|minutes?)\b/.test(rest)) return { work: mid, unit: "minutes" };
  if (/^(s|sec|secs|seconds?)\b/.test(rest)) return { work: mid, unit: "seconds" };
  return { work: mid, unit: "reps" };
}

/** Seconds of one working set. */
export function setWorkSeconds(item: Pick<ClockItem, "work" | "unit" | "secondsPerRep" | "unilateral">): number {
  const sides = item.unilateral ? 2 : 1;
  if (item.unit === "minutes") return item.work * 60;
  if (item.unit === "seconds") return item.work * sides;
  return item.work * item.secondsPerRep * sides;
}

/** An exercise's share of the session: its sets, the rests between them and the move to the next. */
export function itemSeconds(item: ClockItem): number {
  const sets = Math.max(0, item.sets);
  if (sets === 0) return 0;
  return sets * setWorkSeconds(item) + (sets - 1) * Math.max(0, item.restSeconds) + SESSION_CLOCK_RULES.transitionSeconds;
}

/** Warm-up with the ramp-up sets of the first loaded multi-joint lifts; none for an empty session. */
export function warmUpSeconds(items: readonly ClockItem[]): number {
  const working = items.filter((i) => i.sets > 0);
  if (working.length === 0) return 0;
  const R = SESSION_CLOCK_RULES;
  const work = working.reduce((sum, i) => sum + itemSeconds(i), 0);
  const ramps = Math.min(R.maxRampUps, working.filter((i) => i.rampsUp).length);
  return Math.round(Math.min(R.warmUpSeconds + ramps * R.rampUpSeconds, Math.max(R.shortWarmUpSeconds, work * R.warmUpShareOfWork)));
}

export function sessionSeconds(items: readonly ClockItem[]): number {
  let total = warmUpSeconds(items);
  for (const item of items) total += itemSeconds(item);
  return total;
}

/** Whole minutes, as every screen shows them. */
export function sessionMinutes(items: readonly ClockItem[]): number {
  return Math.round(sessionSeconds(items) / 60);
}

/** What a stored or drafted exercise tells the clock. */
export interface StoredExerciseTiming {
  sets?: number | null;
  reps?: string | number | null;
  /** Seconds; `rest` is the builder's name for it. */
  restSeconds?: number | null;
  rest?: number | null;
  tempo?: string | null;
  isUnilateral?: boolean | null;
  isCompound?: boolean | null;
  /** Equipment names; a loaded piece makes a compound ramp up. */
  equipment?: readonly string[] | null;
}

/** Equipment that puts an external load on a lift (bands and bodyweight stations do not). */
const LOADING_EQUIPMENT = new Set([
  "barbell",
  "ez_bar",
  "trap_bar",
  "smith_machine",
  "landmine",
  "dumbbells",
  "kettlebell",
  "weight_plate",
  "cable_station",
  "leg_press_machine",
  "leg_curl_machine",
]);

export function isLoadingEquipment(name: string): boolean {
  return LOADING_EQUIPMENT.has(name);
}

export const CLOCK_DEFAULTS = { sets: 3, restSeconds: 90 } as const;

export function clockItemFromStored(e: StoredExerciseTiming): ClockItem {
  const sets = typeof e.sets === "number" && Number.isFinite(e.sets) && e.sets > 0 ? e.sets : CLOCK_DEFAULTS.sets;
  const restValue = e.restSeconds ?? e.rest;
  const rest = typeof restValue === "number" && Number.isFinite(restValue) && restValue >= 0 ? restValue : CLOCK_DEFAULTS.restSeconds;
  const { work, unit } = parseWork(e.reps);
  return {
    sets,
    work,
    unit,
    restSeconds: rest,
    secondsPerRep: tempoSecondsPerRep(e.tempo),
    unilateral: e.isUnilateral === true,
    rampsUp: e.isCompound === true && (e.equipment ?? []).some(isLoadingEquipment),
  };
}

/** Minutes of a stored workout's or a builder draft's exercises. */
export function storedSessionMinutes(exercises: readonly StoredExerciseTiming[]): number {
  return sessionMinutes(exercises.map(clockItemFromStored));
}
