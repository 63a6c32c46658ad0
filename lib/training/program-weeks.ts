/**
 * Program planning, step 5: progression. Base sessions are rotated by the
 * variety level (accessories only inside a block), and each week's version
 * of a session follows its week's scheme: sets spread to the week's volume,
 * main-lift reps, one RPE for the working sets, and loads as % of training
 * max on loaded main lifts only, read off the same reps and RPE. A deload
 * is the week before at half its sets, RPE two lower and 85-90% of its load.
 */
import { ROLE_ZONES } from "./data/prescription-zones";
import { RPE_CHART } from "./data/rpe-chart";
import { estimateCalories } from "./duration";
import { clockItemOf } from "./prescription-clock";
import { sessionSeconds } from "./session-clock";
import { fitToDuration, sessionClockSeconds, type Prescription, type PrescriptionKind, type RepZone } from "./prescription";
import { capSessionMuscles, credits } from "./program-volume";
import { allowsTopSet, rpeCap, trainingMaxText } from "./intensity";
import { isLoadedLift, percentOfOneRepMax, percentOfTrainingMax } from "./program-load";
import type { WeekScheme } from "./program-periodization";
import type { ProgramSpec } from "./program-request";
import type { DayTemplate } from "./program-split";
import { clamp } from "./values";
import { isLegWork, legShare, pushPullBalance } from "./session-invariants";
import { leanSideOf, programSideOf } from "./program-balance";
import { detailOf, type GeneratedWorkout, type WorkoutExerciseDetail, type WorkoutFields } from "./workout-generator";
import type { PlannedItem } from "./workout-prescribing";

export interface PlannedWorkout extends WorkoutFields {
  intensityTechniques: string[];
}

export interface BaseSession {
  template: DayTemplate;
  zone?: RepZone;
  workout: GeneratedWorkout;
  items: PlannedItem[];
}

/** Lead lifts: the first two loaded compounds of a session; what the lifter progresses on. */
export function mainLiftIds(items: readonly PlannedItem[]): string[] {
  return items
    .filter((i) => i.features.exercise.isCompound && !i.features.isExplosive && !i.features.isTimed && !i.features.isConditioning && i.features.role !== "core" && i.prescription.unit === "reps" && i.prescription.kind !== "power" && i.slot !== "core")
    .slice(0, 2)
    .map((i) => i.features.exercise.id);
}

const LIFT_ROLES = new Set(["squat", "lunge", "hinge", "horizontal_push", "vertical_push", "horizontal_pull", "vertical_pull"]);

/**
 * The lifts a block keeps (COACHING.md §1, §7): the main lift and the next two multi-joint lifts of
 * a fundamental pattern (the secondary lifts), in order. Variety rotates what comes after them.
 */
export function blockLiftIds(items: readonly PlannedItem[]): string[] {
  return items
    .filter((i) => i.features.exercise.isCompound && LIFT_ROLES.has(i.features.role) && !i.features.isExplosive && !i.features.isTimed && !i.features.isConditioning && i.prescription.unit === "reps" && i.prescription.kind !== "power" && i.slot !== "core")
    .slice(0, 3)
    .map((i) => i.features.exercise.id);
}

/**
 * Rotation keys per training week: sessions are regenerated whenever a key
 * changes. Main lifts change only between blocks (and only at variety 4-5),
 * so every block's progress is measured on the same lifts.
 */
export function rotationKey(variety: ProgramSpec["variety"], trainingIndex: number, block = 0): { main: number; accessory: number } {
  switch (variety) {
    case 1:
      return { main: 0, accessory: 0 };
    case 2:
      return { main: 0, accessory: Math.floor(trainingIndex / 4) };
    case 3:
      return { main: 0, accessory: Math.floor(trainingIndex / 2) };
    case 4:
      return { main: Math.floor(block / 2), accessory: trainingIndex };
    default:
      return { main: block, accessory: trainingIndex };
  }
}

export const ZONES: readonly RepZone[] = ["heavy", "moderate", "light"];

/**
 * Main-lift reps of an undulating day, inside the goal's main-lift zone (COACHING.md §4, §7): a
 * size goal's heavy day is 5-6, not the strength zone's 3-6, and a strength goal's light day
 * stays at 6 or fewer (its lower RPE makes it light).
 */
const UNDULATING_MAIN: Partial<Record<PrescriptionKind, Readonly<Record<RepZone, readonly [number, number]>>>> = {
  strength: { heavy: [3, 4], moderate: [4, 6], light: [5, 6] },
  hypertrophy: { heavy: [5, 6], moderate: [6, 8], light: [8, 10] },
  general: { heavy: [6, 7], moderate: [7, 9], light: [8, 10] },
};

/**
 * Main-lift reps for a week: a three-rep window moving from the top of the goal's main-lift zone
 * (ROLE_ZONES, the table of COACHING.md §4) toward its bottom as `progress` goes 0 → 1, or the
 * undulating day's window.
 */
function mainLiftReps(kind: PrescriptionKind, progress: number, zone: RepZone | undefined): readonly [number, number] | null {
  if (zone) return UNDULATING_MAIN[kind]?.[zone] ?? null;
  if (kind !== "strength" && kind !== "hypertrophy" && kind !== "general") return null;
  const [min, max] = ROLE_ZONES[kind].main.reps;
  const span = Math.max(0, max - min - 2);
  const low = Math.round(max - 2 - span * progress);
  return [Math.max(min, low), Math.min(max, low + 2)];
}

/**
 * Main-lift reps of a strength wave's phases (COACHING.md §7; issue 19 review fix 6): accumulation
 * is the volume phase at about 6-8 reps, intensification the heavier 4-6, realisation a top set of
 * REALISATION_TOP_REPS (the 1-3 of a peaking week) with back-offs, and the day's other main lifts,
 * at 3-5. The loads follow the reps off the RTS chart (loadNote), so a phase's rep change is also
 * its intensity change. Undulating plans keep their day windows instead.
 */
export const WAVE_MAIN_REPS: Readonly<Record<string, readonly [number, number]>> = {
  Accumulation: [6, 8],
  Intensification: [4, 6],
  Realisation: [3, 5],
};
export const REALISATION_TOP_REPS = 2;

/** A strength wave's main-lift window for the week's phase; null outside a wave or for other goals. */
function waveMainReps(kind: PrescriptionKind, phase: string, zone: RepZone | undefined): readonly [number, number] | null {
  return kind === "strength" && !zone ? WAVE_MAIN_REPS[phase] ?? null : null;
}

export const isWork = (p: Prescription) => p.unit !== "minutes" && p.kind !== "mobility" && p.kind !== "intervals" && p.kind !== "steady";

/**
 * Sets for a week: a total for the session spread over its exercises by
 * largest remainder, so a 10% step is a set here and there, not nothing
 * (3 × 1.1 rounds back to 3 on every exercise). An exercise takes no more
 * than `ceiling` allows: a set over it goes to another exercise with room, one
 * training the same muscle first, then the leanest, a set each rather than
 * piled on one, and only where `takes` agrees (the day's balance); else it
 * is not given this week.
 */
function spreadSets(
  items: readonly PlannedItem[],
  total: number,
  floor: (p: Prescription) => number,
  ceiling?: (item: PlannedItem) => number,
  takes?: (k: number, sets: readonly number[]) => boolean,
): number[] {
  const base = items.map((i) => (isWork(i.prescription) ? i.prescription.sets : 0));
  const sum = Math.max(1, base.reduce((a, b) => a + b, 0));
  const raw = base.map((s) => (s * total) / sum);
  const sets = raw.map((r, k) => (base[k] === 0 ? 0 : Math.max(floor(items[k].prescription), Math.floor(r))));
  let left = total - sets.reduce((a, b) => a + b, 0);
  const order = raw.map((r, k) => ({ k, frac: r - Math.floor(r) })).filter(({ k }) => base[k] > 0).sort((a, b) => b.frac - a.frac || a.k - b.k);
  for (let pass = 0; left > 0 && pass < 3; pass++) {
    for (const { k } of order) {
      if (left <= 0) break;
      sets[k] += 1;
      left -= 1;
    }
  }
  if (ceiling) {
    const top = (k: number) => Math.max(floor(items[k].prescription), ceiling(items[k]));
    const primary = (k: number) => new Set([...credits(items[k])].filter(([, c]) => c === 1).map(([g]) => g));
    for (let k = 0; k < items.length; k++) {
      if (base[k] === 0) continue;
      for (let spare = sets[k] - top(k); spare > 0; spare--) {
        sets[k] -= 1;
        const muscles = primary(k);
        const taker = order
          .map(({ k: j }) => j)
          .filter((j) => j !== k && sets[j] < top(j) && (takes?.(j, sets) ?? true))
          .sort((a, b) => Number([...primary(b)].some((g) => muscles.has(g))) - Number([...primary(a)].some((g) => muscles.has(g))) || sets[a] - sets[b] || a - b)[0];
        if (taker !== undefined) sets[taker] += 1;
      }
    }
  }
  return items.map((i, k) => (base[k] === 0 ? i.prescription.sets : sets[k]));
}

/** The most sets one exercise takes at a level (COACHING.md §4: 1-3 beginners, 3-4 intermediates, 3-6 advanced). */
export const levelSetCap = (rank: number) => (rank <= 1 ? 3 : rank === 2 ? 4 : 6);

/**
 * The most sets an exercise may take in a week: the level's cap and, past a block's first week
 * (`previous` is then the same day of the week before), one more than that week gave it. A ramp
 * adds about a set per muscle a week (COACHING.md §7), spread over the exercises; a rotated day
 * with fewer exercises, or a set moved for balance, must not turn 3 sets into 5.
 */
export function setCeiling(rank: number, previous?: readonly PlannedItem[]): (item: PlannedItem) => number {
  const cap = levelSetCap(rank);
  const before = new Map((previous ?? []).map((i) => [i.features.exercise.id, i.prescription.sets]));
  return (item) => {
    const was = before.get(item.features.exercise.id);
    return was === undefined ? cap : Math.min(cap, was + 1);
  };
}

/** A training week keeps at least two sets of each exercise (one where the base has one). */
const weekFloor = (p: Prescription) => Math.min(2, p.sets);

/**
 * Rounding a week's sets must not undo the session's balance (COACHING.md §3): on upper and
 * full-body days a set moves from the fullest press to the leanest pull while pushing outruns
 * pulling, and on full-body days from the fullest upper-body exercise to the leanest leg exercise
 * while the legs hold under a quarter of the sets. Totals stay as the week planned them.
 */
function keepBalance(items: readonly PlannedItem[], sets: number[], workoutType: string, floor: (p: Prescription) => number, ceiling?: (item: PlannedItem) => number): number[] {
  const out = [...sets];
  if (workoutType !== "upper_body" && workoutType !== "full_body") return out;
  const entries = () => items.map((i, k) => ({ features: i.features, sets: isWork(i.prescription) ? out[k] : 0 }));
  const move = (donor: (k: number) => boolean, taker: (k: number) => boolean) => {
    const from = out.map((n, k) => ({ n, k })).filter(({ n, k }) => donor(k) && n > floor(items[k].prescription)).sort((a, b) => b.n - a.n || b.k - a.k)[0];
    const to = out.map((n, k) => ({ n, k })).filter(({ n, k }) => taker(k) && isWork(items[k].prescription) && (!ceiling || n < ceiling(items[k]))).sort((a, b) => a.n - b.n || a.k - b.k)[0];
    if (!from || !to) return false;
    out[from.k] -= 1;
    out[to.k] += 1;
    return true;
  };
  for (let guard = 0; guard < 12 && !pushPullBalance(entries(), programSideOf).ok; guard++) {
    if (!move((k) => programSideOf(items[k].features) === "push", (k) => programSideOf(items[k].features) === "pull")) break;
  }
  if (workoutType === "full_body") {
    const leg = (k: number) => isLegWork(items[k].features);
    for (let guard = 0; guard < 12 && legShare(entries()) < 0.25; guard++) {
      if (!move((k) => !leg(k) && programSideOf(items[k].features) !== "pull", leg)) break;
    }
  }
  return out;
}

/**
 * The most work sets, spread over the session as a week spreads them, that
 * fit the session length (+10%, what a week's rests can absorb) on the
 * session clock with every rest at its shortest: what the block's fullest
 * week of this session may hold.
 */
export function setsThatFit(items: readonly PlannedItem[], targetSeconds: number): number {
  // The planner asks this of the same base session for every week of its block: answer it once.
  let known = FITTING.get(items);
  if (!known) FITTING.set(items, (known = new Map()));
  const cached = known.get(targetSeconds);
  if (cached !== undefined) return cached;
  const limitSeconds = 1.1 * targetSeconds;
  const least = items.reduce((sum, i) => sum + (isWork(i.prescription) ? weekFloor(i.prescription) : 0), 0);
  // Each item read by the clock once, at its shortest rest; only the set counts change per total.
  const clockItems = items.map((i) => clockItemOf({ ...i.prescription, restSeconds: i.prescription.restLo }));
  const clockAt = (total: number) => {
    const sets = spreadSets(items, total, weekFloor);
    return sessionSeconds(clockItems.map((c, k) => ({ ...c, sets: sets[k] })));
  };
  let total = Math.max(least, sessionSetCap(limitSeconds / 60) * 2);
  while (total > least && clockAt(total) > limitSeconds) total -= 1;
  known.set(targetSeconds, total);
  return total;
}

/** setsThatFit per base session's items and session length (items are never changed in place once planned). */
const FITTING = new WeakMap<readonly PlannedItem[], Map<number, number>>();

/** Back-off sets after a realisation week's top set, and their RPE ceiling (COACHING.md §7). */
export const REALISATION_BACK_OFFS = 2;
const BACK_OFF_RPE = 8;

/** A top set of REALISATION_TOP_REPS (or the window's lowest, if fewer) at `rpe`, with its load off the same RTS chart as the working sets. */
function topSetOf(p: Prescription, rpe: number, requiresSpotter: boolean): { rpe: number; text: string } | null {
  // A peaking top set of 2 (COACHING.md §7 realisation), never more reps than the back-offs' lowest.
  const reps = Math.min(p.low, REALISATION_TOP_REPS);
  const tm = percentOfTrainingMax(reps, rpe);
  if (tm === null || p.rpe === null || rpe <= 7) return null;
  // A set to failure needs a way out (COACHING.md §4): safeties or a spotter under a squat or bench,
  // and the text says so where it asks for one; a missed deadlift or row is simply set down.
  const guard = rpe < 10 ? "" : requiresSpotter ? " in a rack with the safeties set or with a spotter," : " stopping at the first rep that slows badly (a missed rep is set down, no spotter needed),";
  return { rpe, text: `Top set first: work up to one set of ${reps} at RPE ${rpe} (about ${tm}% of your training max),${guard} then the back-off sets.` };
}

/** A working set's % of training max off the RTS chart (its top reps at its RPE); null where the chart has none. */
const workingPercentTm = (p: Prescription): number | null => (p.rpe !== null ? percentOfTrainingMax(p.high, p.rpe) : null);

/** The week's load for a loaded main lift, off the RTS chart; "" where the chart has no figure. */
function loadNote(p: Prescription): string {
  const tm = workingPercentTm(p);
  return tm === null ? "" : `Work at about ${tm}% of your training max (${p.high} reps at RPE ${p.rpe}).`;
}

/**
 * A linear week's main lift (COACHING.md §7, beginners): last week's sets and reps with the
 * smallest load step on top, while every rep is made.
 */
function linearNote(item: PlannedItem): string {
  const kit = item.features.exercise.equipment;
  const barbell = kit.some((e) => /barbell|trap_bar|ez_bar|smith|landmine/.test(e));
  const step = barbell ? `${isLegWork(item.features) ? "5 kg" : "2.5 kg"} more` : "the next weight up";
  return `Linear progression: last week's sets and reps with ${step} if every rep was made; otherwise repeat the load. Two stalls in a row: take about 10% off and build again.`;
}

/** A deload's load against the week before's (COACHING.md §8: about 85-90% on strength blocks). */
export const DELOAD_LOAD = 0.875;

/**
 * % of 1RM for `reps` at `rpe`, below the chart's RPE 6 too: an RPE point is a rep in reserve,
 * so the set is the RPE 10 row at reps + reserve, and past 12 reps to failure each rep costs what
 * the chart's last one did.
 */
function oneRepMaxShare(reps: number, rpe: number): number | null {
  const onChart = percentOfOneRepMax(reps, rpe);
  if (onChart !== null) return onChart;
  const toFailure = Math.round(reps + 10 - rpe);
  const row = RPE_CHART[0];
  if (reps < 1 || reps > 12 || toFailure < 1) return null;
  return toFailure <= 12 ? row[toFailure - 1] : row[11] - (row[10] - row[11]) * (toFailure - 12);
}

/**
 * The RPE a deload set of `reps` lands at with DELOAD_LOAD of last week's load: at most `ceiling`
 * (two under last week), at least 4. The chart's figure for two RPE points lower is about 94% of
 * last week's load; 85-90% leaves 5-6 reps in reserve, and the RPE says so, so load and RPE agree.
 */
function deloadRpe(reps: number, rpe: number, ceiling: number): number {
  const last = oneRepMaxShare(reps, rpe);
  if (last === null) return ceiling;
  const target = DELOAD_LOAD * last;
  for (let r = ceiling; r > 4; r--) {
    const at = oneRepMaxShare(reps, r);
    if (at !== null && at <= target + 1.5) return r;
  }
  return Math.min(4, ceiling);
}

/**
 * A deload set of a loaded lift: DELOAD_LOAD of the load the week before stated (its stored %TM,
 * else the chart's figure for its reps and RPE), at the RPE that load gives; other work keeps
 * RPE two lower. `after` has its deload sets and RPE ceiling.
 */
function deloadSet(before: Prescription, after: Prescription, loaded: boolean): { rpe: number | null; text: string; percentTm: number | null } {
  if (!loaded || after.rpe === null || before.rpe === null || after.unit !== "reps") {
    return { rpe: after.rpe, text: "Deload: leave 3-4 reps in reserve. ", percentTm: null };
  }
  const was = typeof before.percentTm === "number" ? before.percentTm : workingPercentTm(before);
  // The reps last week's figure was read for: a main lift's top reps, an accessory's lowest (trainingMaxText).
  const reps = was !== null && was !== workingPercentTm(before) && was === percentOfTrainingMax(before.low, before.rpe) ? before.low : before.high;
  const rpe = deloadRpe(reps, before.rpe, after.rpe);
  const reserve = `Deload: leave ${10 - rpe} reps in reserve. `;
  if (was !== null && /of your training max/.test(before.notes)) {
    const now = Math.round(was * DELOAD_LOAD);
    // The number is stored where last week stored one: a loaded lift past its calibration week.
    const text = `${reserve}Use about ${now}% of your training max, about ${Math.round((100 * now) / was)}% of last week's load (${reps} reps at about RPE ${rpe}). `;
    return { rpe, text, percentTm: typeof before.percentTm === "number" ? now : null };
  }
  return { rpe, text: `${reserve}About 85-90% of last week's loads. `, percentTm: null };
}

/** Cardio and aerobic blocks: their effort is the talk test or an RPE of their own, never the lifting week's. */
function isConditioningWork(item: PlannedItem): boolean {
  return item.features.isConditioning || item.prescription.aerobic === true;
}

/**
 * A deload set of power or conditioning work, in its own language (COACHING.md §4): power stops while
 * every rep is fast, cardio goes by the talk test; "reps in reserve" means nothing for either.
 */
function ownLanguage(item: PlannedItem, after: Prescription): { rpe: number | null; text: string; percentTm: null } | null {
  if (isConditioningWork(item)) return { rpe: after.rpe, text: "Deload: easier than last week, at a pace you could talk at. ", percentTm: null };
  if (after.kind === "power") return { rpe: after.rpe, text: "Deload: fewer sets, and stop while every rep is fast. ", percentTm: null };
  return null;
}

/** The multiplier of a block's last (fullest) week, ramp or wave. */
function rampTop(scheme: WeekScheme): number {
  return scheme.phase === "Accumulation" || scheme.phase === "Intensification" || scheme.phase === "Realisation" ? 1 : Math.round((0.85 + 0.1 * (scheme.blockLength - 1)) * 100) / 100;
}

export const workSets = (items: readonly PlannedItem[]) => items.reduce((sum, i) => sum + (isWork(i.prescription) ? i.prescription.sets : 0), 0);

/** Hard sets a session of this length holds: about 25 an hour (COACHING.md §3). */
export const sessionSetCap = (minutes: number) => Math.floor((25 * minutes) / 60);

/**
 * The items of one week's version of a base session. `previous` is the same
 * day of the week before, which a deload halves. `reference` is the work
 * sets of this day in the block's first training week, so a rotated
 * accessory set does not make the ramp jump around. `known` holds the
 * exercises the lifter has met in this block or the one before (so has a
 * training max for); a loaded lift outside it is calibrated this week, not
 * given a %TM (COACHING.md §2, §7), when given.
 */
export function weekItems(
  base: BaseSession,
  scheme: WeekScheme,
  spec: ProgramSpec,
  previous: readonly PlannedItem[] | undefined,
  reference = workSets(base.items),
  fitting = setsThatFit(base.items, spec.sessionMinutes * 60),
  known?: ReadonlySet<string>,
): PlannedItem[] {
  const cap = rpeCap({ experienceRank: spec.level.rank });
  if (scheme.isDeload && previous) {
    // About half the sets of the week before (COACHING.md §8), at least one set of every exercise.
    // Rounded a little up (55%, never past 60%): the spare set goes to the first lifts, so a day of
    // singles still has its main lift's rest on the clock.
    // Half of the block's fullest week (`reference`, from the planner), not of the week before: a strength
    // wave's realisation week is already light, and half of it would be a quarter of the block's work.
    // Never more than the week before gave each exercise.
    const before = workSets(previous);
    const peak = Math.max(before, reference);
    const total = Math.max(1, Math.min(before, Math.round(peak * 0.55), Math.floor(peak * 0.6)));
    const sets = keepBalance(previous, spreadSets(previous, total, () => 1), base.template.workoutType, () => 1);
    return previous.map((item, k) => {
      // Full rests: a deload recovers, and half the sets at the shortest rests would be a 15-minute
      // session whose warm-up outweighs the work.
      const p: Prescription = { ...item.prescription, sets: sets[k], restSeconds: Math.max(item.prescription.restSeconds, item.prescription.restHi) };
      delete p.topSetRpe;
      if (p.rpe !== null) p.rpe = Math.max(4, p.rpe - 2);
      const load = ownLanguage(item, p) ?? deloadSet(item.prescription, p, isLoadedLift(item.features.exercise));
      return { ...item, prescription: { ...p, rpe: load.rpe, percentTm: load.percentTm, notes: `${load.text}${stripLoad(item.prescription.notes)}`.trim() } };
    });
  }
  const mains = new Set(mainLiftIds(base.items));
  const firstMain = mainLiftIds(base.items)[0];
  // The block's fullest week must fit the session, by its hard-set budget and by the clock, so a
  // full day ramps below it rather than sitting flat on it (or running over: rests alone cannot
  // absorb the extra sets once they are at their shortest).
  const fullest = scheme.blockLength > 1 && scheme.volumeMultiplier !== 1 ? rampTop(scheme) : Math.max(1, scheme.volumeMultiplier);
  const total = Math.round(Math.min(reference, sessionSetCap(spec.sessionMinutes) / fullest, fitting / fullest) * scheme.volumeMultiplier);
  const ceiling = setCeiling(spec.level.rank, scheme.weekInBlock > 0 ? previous : undefined);
  // A set the ceiling moves does not go to a press where the day would then lean push (flyes counted).
  const balanced = base.template.workoutType === "upper_body" || base.template.workoutType === "full_body";
  const takes = (j: number, now: readonly number[]) =>
    !balanced || leanSideOf(base.items[j].features) !== "push" || pushPullBalance(base.items.map((i, k) => ({ features: i.features, sets: isWork(i.prescription) ? now[k] + (k === j ? 1 : 0) : 0 })), leanSideOf).ok;
  const sets = keepBalance(base.items, spreadSets(base.items, total, weekFloor, ceiling, takes), base.template.workoutType, weekFloor, ceiling);
  const items = base.items.map((item, k) => {
    // The stored %TM: null unless this week's text below states one for a loaded lift (never in week 1).
    const p: Prescription = { ...item.prescription, sets: sets[k], percentTm: null };
    const ex = item.features.exercise;
    const isMain = mains.has(ex.id) && (p.kind === "strength" || p.kind === "hypertrophy" || p.kind === "general");
    const wave = p.unit === "reps" ? waveMainReps(p.kind, scheme.phase, base.zone) : null;
    // A strength secondary (4-6, to 8: COACHING.md §4) joins the accumulation weeks' 6-8; later phases keep its 4-6.
    const secondary = !isMain && wave !== null && scheme.phase === "Accumulation" && p.high <= 6 ? wave : null;
    const reps = isMain && p.unit === "reps" ? wave ?? mainLiftReps(p.kind, scheme.repProgress, base.zone) : secondary;
    if (reps) {
      const [lo, hi] = reps;
      // A loaded lift goes where the goal needs it (dumbbell presses and goblet squats go down to 4-6
      // for strength: COACHING.md §4); a bodyweight lift only where its range reaches, since more reps
      // of a push-up are not a heavier set.
      if (isLoadedLift(ex) || (lo >= ex.repsMin && hi <= Math.max(ex.repsMax, lo))) [p.low, p.high] = [lo, hi];
    }
    if (isMain && p.kind === "strength") {
      // Strength main lifts rest 2-5 minutes (COACHING.md §4), whatever the session's length.
      p.restLo = Math.max(p.restLo, 120);
      p.restHi = Math.max(p.restHi, p.restLo);
      p.restSeconds = Math.max(p.restSeconds, p.restLo);
    }
    if (p.rpe !== null && !isConditioningWork(item)) {
      // Explosive work and holds stay submaximal; everything else works at the week's RPE.
      // Conditioning keeps the effort its own prescription gives (an easy walk stays easy).
      const target = p.kind === "power" || p.unit === "seconds" ? Math.min(scheme.rpe, 8) : scheme.rpe;
      p.rpe = clamp(target, 5, cap);
    }
    if (isMain && scheme.phase === "Realisation") p.restSeconds = Math.min(Math.max(p.restHi, p.restSeconds), p.restSeconds + 30);
    // Realisation's heavy top set (COACHING.md §7), on the day's first loaded main lift: one set at the
    // bottom of the rep window at the cap's RPE (10 only where a top set is allowed: advanced, with
    // safeties), and the working sets one point under it, so the top set is the heaviest of the week.
    const top = isMain && ex.id === firstMain && scheme.phase === "Realisation" && p.unit === "reps" && p.rpe !== null && isLoadedLift(ex)
      ? topSetOf(p, allowsTopSet({ experienceRank: spec.level.rank, role: "main", requiresSpotter: ex.requiresSpotter, safetiesAssumed: true }) ? 10 : cap, ex.requiresSpotter === true)
      : null;
    if (top) {
      // The top set and 1-2 back-off sets (COACHING.md §7: realisation is low volume, top sets): the
      // back-offs sit at RPE 8 at most, a little lighter than the top set, not intensification's sets again.
      p.topSetRpe = top.rpe;
      p.sets = Math.min(p.sets, REALISATION_BACK_OFFS);
      p.rpe = Math.min(p.rpe as number, top.rpe - 1, BACK_OFF_RPE);
    }
    // The progression sentence names the base session's rep range: keep it in step with this week's.
    let notes = stripLoad(p.notes).replace(/When every set reaches \d+ reps(.*?)(?: and return to \d+)?([;.])(?=\s|$)/, (_m, middle: string, end: string) =>
      `When every set reaches ${p.high} reps${middle}${p.low < p.high ? ` and return to ${p.low}` : ""}${end}`,
    );
    // %TM only where a load exists and a training max can: loaded main lifts, after the calibration week.
    // Other loaded lifts get the generator's wording, recomputed for this week's reps and RPE (the
    // session's own sentence was written for the base week's RPE and would contradict it).
    // A lift new to the block (a rotated accessory, a swapped lead lift) has no training max yet: its
    // first week finds one, whatever week of the program it is, and states no % of it.
    const fresh = scheme.weekNumber !== 1 && known !== undefined && !known.has(ex.id);
    // A beginner's linear barbell lift adds load each session (progression-notes.ts): no fixed % beside that.
    const eachSession = /\bAdd [\d.]+ kg each session\b/.test(item.prescription.notes);
    if (isMain && p.unit === "reps" && p.rpe !== null && isLoadedLift(ex)) {
      notes =
        scheme.weekNumber === 1
          ? `Calibration week: pick a load you could lift ${10 - p.rpe} more times and note it; it sets your training max. ${notes}`
          : fresh
            ? `${NEW_LIFT} ${notes}`
            : `${scheme.linear ? linearNote(item) : eachSession ? "" : loadNote(p)}${top ? ` ${top.text}` : ""} ${notes}`.trim();
      // The same figure as the sentence, as a number a lifter's training max turns into a weight.
      if (scheme.weekNumber !== 1 && !scheme.linear && !eachSession && !fresh) p.percentTm = workingPercentTm(p);
    } else if (p.unit === "reps" && p.rpe !== null && hadLoadNote(p.notes)) {
      // The load for the window's TOP reps (review fix 6): a % read for the bottom rep leaves the top out of reach
      // at the stated RPE, so "when every set reaches the top" could never happen.
      // A single-joint lift new this week needs no training max: its RPE sets the load (review fix 2: the entry
      // test belongs to a block's first week, and only multi-joint lifts are frozen through a block).
      const text = fresh ? (isLoadedLift(ex) ? (ex.isCompound ? NEW_LIFT : newAccessoryText(p.rpe)) : null) : trainingMaxText(ex.equipment, p.high, p.rpe);
      if (text) notes = `${text} ${notes}`;
      // trainingMaxText's own figure; the first week calibrates.
      if (text && scheme.weekNumber !== 1 && !fresh) p.percentTm = percentOfTrainingMax(p.high, p.rpe);
    }
    return { ...item, prescription: { ...p, notes: notes.trim() } };
  });
  // Fewer sets early in a ramp leave time: longer rests fill it (sets stay as planned).
  const capped = capSessionMuscles(items);
  const target = spec.sessionMinutes * 60;
  const clock = sessionClockSeconds(capped.map((i) => i.prescription));
  if (Math.abs(clock - target) <= 0.1 * target) return capped;
  const fitted = fitToDuration(capped.map((i) => i.prescription), target, 0.05, { lockSets: true });
  return capped.map((item, k) => ({ ...item, prescription: fitted[k] }));
}

/** A loaded lift's first week in a block where it is new: the entry test for its training max (lib/sessions' ENTRY_TEST_TEXT). */
const NEW_LIFT = "New lift this block: work up to a hard set of 5 and note it (that sets its training max), then do the working sets.";

/** A single-joint loaded lift rotated in this week: a load by its RPE, no training max. */
const newAccessoryText = (rpe: number) => `New exercise this week: pick a load that leaves ${10 - rpe} ${10 - rpe === 1 ? "rep" : "reps"} in reserve.`;

/** The generator's load sentence (intensity.ts trainingMaxText). */
const GENERATOR_LOAD = /About \d+% of your training max \([^)]*\), once you have one; until then a weight that leaves \d+ reps? in reserve\.\s*/g;

const hadLoadNote = (notes: string) => new RegExp(GENERATOR_LOAD.source).test(notes);

function stripLoad(notes: string): string {
  return notes
    .replace(GENERATOR_LOAD, "").replace(/(Deload: leave \d+(?:-\d+)? reps in reserve\. )?(Work at|Use) about \d+% of your training max[^.]*\.\s*/g, "").replace(/Calibration week:[^.]*\.[^.]*\.\s*/g, "").replace(/Linear progression: .*?build again\.\s*/g, "").replace(/New lift this block: [^)]*\), then do the working sets\.\s*/g, "").replace(/Top set first: [^)]*\),[^.]* then the (?:working|back-off) sets\.\s*/g, "").replace(/Light hinge day: [^;]*; this one stays at RPE \d+\.\s*/g, "").replace(/New exercise this week: [^.]*\.\s*/g, "");
}

/** Mean % of 1RM of a week's loaded main lifts, by the RTS chart; null when none is loaded. */
export function mainLiftIntensity(sessions: readonly (readonly PlannedItem[])[]): number | null {
  const values: number[] = [];
  for (const items of sessions) {
    const mains = new Set(mainLiftIds(items));
    for (const i of items) {
      // Loaded lifts only: a push-up's "% of 1RM" is no load a lifter can set (a bodyweight plan printed "loaded main lifts at about 68%").
      if (!mains.has(i.features.exercise.id) || !isLoadedLift(i.features.exercise) || i.prescription.rpe === null || i.prescription.unit !== "reps") continue;
      const pct = percentOfOneRepMax(i.prescription.high, i.prescription.rpe);
      if (pct !== null) values.push(pct);
    }
  }
  return values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

/** The stored workout of one week's session. */
export function weekWorkout(base: BaseSession, scheme: WeekScheme, spec: ProgramSpec, items: readonly PlannedItem[]): PlannedWorkout {
  const exerciseDetails: Record<string, WorkoutExerciseDetail> = {};
  for (const i of items) exerciseDetails[i.features.exercise.id] = detailOf(i.prescription);
  const prescriptions = items.map((i) => i.prescription);
  const minutes = Math.round(sessionClockSeconds(prescriptions) / 60);
  const rpes = prescriptions.map((p) => p.rpe).filter((r): r is number => r !== null);
  const zoneLabel = base.zone ? ` (${base.zone.charAt(0).toUpperCase()}${base.zone.slice(1)})` : "";
  return {
    name: `Week ${scheme.weekNumber} · ${base.template.name}${zoneLabel}`,
    // Short on purpose: every stored workout's description feeds a trigram index, and the program says the rest.
    description: `${base.template.name}${zoneLabel}, week ${scheme.weekNumber} of ${spec.weeks} (${scheme.phase}).`,
    workoutType: base.template.workoutType,
    targetDurationMinutes: spec.sessionMinutes,
    estimatedDurationMinutes: minutes,
    estimatedCalories: estimateCalories(minutes, spec.sessionMinutes),
    difficultyLevel: base.workout.difficultyLevel,
    targetRPEMin: rpes.length > 0 ? Math.min(...rpes) : 0,
    targetRPEMax: rpes.length > 0 ? Math.max(...rpes) : 0,
    defaultTempo: base.workout.defaultTempo,
    // Named only where a set is prescribed heavier: a week's label follows its figures.
    intensityTechniques: scheme.isDeload ? ["Deload: no sets to failure"] : items.some((i) => i.prescription.topSetRpe !== undefined) ? ["Heavy top set on the main lift"] : [],
    exercises: items.map((i) => i.features.exercise.id),
    exerciseDetails,
  };
}
