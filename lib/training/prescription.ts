/**
 * Sets, reps, rest, RPE, tempo and notes for one generated exercise, by goal
 * and by the exercise's role in the session (COACHING.md §4): a strength
 * main lift is 3-6 reps with 2-5 min rest, an accessory 8-12 with 60-120 s,
 * whatever the catalogue's compound flag says. The zone is narrowed only
 * where the exercise cannot do it (a lateral raise does not get 3 reps; a
 * loaded press or row can go down to 4). One intensity language, RPE,
 * capped at 9 (8 for beginners); loads as % of a training max only on
 * loaded lifts and computed from the reps and RPE.
 *
 * The clock and the duration fitter live in prescription-clock.ts.
 */
import { GOAL_PRESETS, type TrainingGoal } from "./constants";
import type { ExerciseFeatures } from "./catalogue";
import {
  HINGE_REP_CEILING,
  ROLE_ZONES,
  SETS_BY_LEVEL,
  UNDULATING_MAIN_REPS,
  UNDULATING_REPS,
  type PrescriptionGoal,
  type RoleZone,
  type SessionRole,
} from "./data/prescription-zones";
import { allowsTopSet, isLoaded, loadKind, rpeCap, trainingMaxText } from "./intensity";
import { addsLoadEachSession, progressionNote, type ProgressionSubject } from "./progression-notes";
import { CONSERVATIVE_LIFT_NOTE } from "./readiness";
import { isLoadingEquipment, SESSION_CLOCK_RULES } from "./session-clock";
import { clamp } from "./values";
import { isPowerWork } from "./power-work";

export {
  clockItemOf,
  fitToDuration,
  prescriptionClockSeconds,
  sessionBounds,
  sessionClockSeconds,
  sessionWarmUpSeconds,
  setSeconds,
} from "./prescription-clock";
export type { PrescriptionGoal, SessionRole };

/** The clock's constants under the name the program planner used to read (kept for its callers). */
export const SESSION_CLOCK = SESSION_CLOCK_RULES;

export type PrescriptionKind = TrainingGoal | "general" | "hold" | "intervals" | "steady" | "mobility";

/** Rep zones of undulating periodization (COACHING.md §7). */
export type RepZone = "heavy" | "moderate" | "light";

export interface Prescription {
  kind: PrescriptionKind;
  /** Multi-joint: gets sets first when a session needs more time, loses them last. */
  compound: boolean;
  sets: number;
  /** Reps, seconds or minutes depending on `unit`. */
  low: number;
  high: number;
  unit: "reps" | "seconds" | "minutes";
  restSeconds: number;
  rpe: number | null;
  tempo: string;
  notes: string;
  /** Moving to the next exercise, seconds (the warm-up is counted per session). */
  overheadSeconds: number;
  /** Bounds the duration fitter may move sets and rest within. */
  setsLo: number;
  setsHi: number;
  restLo: number;
  restHi: number;
  /** Steady cardio is fitted through its minutes. */
  minutesLo?: number;
  minutesHi?: number;
  /** Main lift, secondary lift or accessory, by position in the session. */
  role?: SessionRole;
  /** Barbell, dumbbell, kettlebell, machine or cable: the lifts a % of training max applies to. */
  loaded?: boolean;
  /** One side at a time: the clock counts both. */
  unilateral?: boolean;
  /** A loaded multi-joint lift: ramp-up sets in the warm-up. */
  rampsUp?: boolean;
  /**
   * Programs: the working sets' % of training max that the notes state (a loaded main lift after
   * its calibration week), null where none is stated; undefined outside programs.
   */
  percentTm?: number | null;
  /** A planned top set (RPE 10) before the working sets. */
  topSetRpe?: number;
  /** The aerobic finisher (aerobic-work.ts): its minutes give way only after every set and rest. */
  aerobic?: boolean;
}

export interface PrescriptionContext {
  kind: PrescriptionKind;
  /** Kept for callers that only know the lead lift: lead = main, other compounds secondary. */
  lead: boolean;
  role?: SessionRole;
  /** 0 sedentary … 4 elite. */
  experienceRank: number;
  fatigue: "low" | "moderate" | "high";
  zone?: RepZone;
  /** The readiness screen said yes: RPE 7 at most, no top sets. */
  conservative?: boolean;
  /** A planned RPE 10 top set on the main lift (advanced only; safeties for squat and bench). */
  topSet?: boolean;
  /** A rack with safeties or a spotter is assumed. */
  safetiesAssumed?: boolean;
  /** The goal the session's accessories follow: trunk work on an endurance day takes its zone. */
  sessionGoal?: TrainingGoal;
}

const TEMPO: Readonly<Record<PrescriptionGoal, string>> = {
  strength: "2-1-1-0",
  hypertrophy: "3-1-1-0",
  endurance: "2-0-2-0",
  general: "2-0-2-0",
  power: "1-0-X-0",
};

export function tempoText(goal: TrainingGoal): string {
  const t = GOAL_PRESETS[goal].tempoTriplet;
  return `${t.eccentric}-${t.pause}-${t.concentric}-0`;
}

/**
 * A window of the goal's width inside what the exercise supports, as close
 * to the goal's range as possible: a lunge catalogued for 8-15 reps is not
 * done for 3, whatever the goal says.
 */
export function fitRange(goalLow: number, goalHigh: number, exLow: number, exHigh: number): [number, number] {
  const lo = Math.max(goalLow, exLow);
  const hi = Math.min(goalHigh, exHigh);
  if (lo <= hi) return [lo, hi];
  const width = goalHigh - goalLow;
  if (exLow > goalHigh) return [exLow, Math.min(exHigh, exLow + width)];
  return [Math.max(exLow, exHigh - width), exHigh];
}

/** An endurance day's deadlift-type hinge: the top of what the spine tolerates for quality reps (COACHING.md §4). */
const ENDURANCE_HINGE_REPS = [10, 12] as const;

/** Deadlift-type hinges: heavy spinal loading, never more than 12 reps. */
const HEAVY_HINGE = /\b(deadlifts?|rdl|romanian|good mornings?|rack pulls?|stiff[- ]leg)/i;

function roleOfContext(f: ExerciseFeatures, ctx: PrescriptionContext): SessionRole {
  return ctx.role ?? (ctx.lead ? "main" : f.exercise.isCompound ? "secondary" : "accessory");
}

/**
 * Reps the exercise tolerates: its catalogue range, widened for loaded
 * multi-joint lifts (a barbell lift can do 3 reps, a dumbbell press or leg
 * press 4; all of them 20) and for small work that can go lighter (to 20),
 * with deadlift-type hinges kept at 12 or fewer.
 */
export function toleratedReps(f: ExerciseFeatures): [number, number] {
  return cataloguedTolerance(f);
}

/**
 * The slow tempo that makes a low-rep zone honest on a lift with no load to
 * add (COACHING.md §4: bodyweight work progresses by reps, tempo, range or a
 * harder variation): 4 s down, 2 s still at the bottom, 1 s up.
 */
export const SLOW_TEMPO = { text: "4-2-1-0", seconds: 7 } as const;

/**
 * Reps an unloaded lift tolerates at the slow tempo. The catalogue's range
 * is counted at the exercise's own tempo; a set lasts about as long (the
 * same time under tension) with fewer, slower reps, so both ends scale by
 * own seconds ÷ slow seconds: a bodyweight squat of 10-25 reps at 3 s a rep
 * is 5-10 reps at 7 s a rep.
 */
export function slowTempoReps(f: ExerciseFeatures): [number, number] {
  const [lo, hi] = cataloguedTolerance(f);
  const t = f.exercise.tempo;
  const own = Math.max(1, t.eccentric + t.isometric + t.concentric);
  if (own >= SLOW_TEMPO.seconds) return [lo, hi];
  const slowLo = Math.max(1, Math.ceil((lo * own) / SLOW_TEMPO.seconds));
  return [slowLo, Math.max(slowLo, Math.floor((hi * own) / SLOW_TEMPO.seconds))];
}

/**
 * Reps single-joint work tolerates as an accessory: with a load that can be raised (a heavier dumbbell, a
 * cable or machine stack) a leg curl or cuff drill catalogued at 12-15 goes down to 8, because a strength
 * day's accessories are 8-12 reps (COACHING.md §4). Other goals' accessories start at their own row's floor
 * (hypertrophy and general 10-15, not the catalogue's 12-15); endurance stays at 15-25.
 */
function accessoryReps(f: ExerciseFeatures): [number, number] {
  const [lo, hi] = toleratedReps(f);
  return !f.exercise.isCompound && isLoaded(f.exercise.equipment) && hi >= 10 ? [Math.min(lo, 8), hi] : [lo, hi];
}

/** Power work: as few as 2-3 fast reps whatever the catalogue's floor (a squat jump listed at 5-15 is 3-5 here). */
function powerReps(f: ExerciseFeatures): [number, number] {
  const [lo, hi] = cataloguedTolerance(f);
  return [Math.min(lo, 3), Math.max(hi, Math.min(lo, 3))];
}

function cataloguedTolerance(f: ExerciseFeatures): [number, number] {
  const e = f.exercise;
  let [lo, hi] = [e.repsMin, e.repsMax];
  const multiJoint = e.isCompound && ["squat", "lunge", "hinge", "horizontal_push", "vertical_push", "horizontal_pull", "vertical_pull"].includes(f.role);
  if (multiJoint && isLoaded(e.equipment)) {
    lo = Math.min(lo, loadKind(e.equipment) === "bar" ? 3 : 4);
    hi = Math.max(hi, 20);
  } else if (!multiJoint && e.repsMax >= (loadKind(e.equipment) === "bodyweight" ? 15 : 10)) {
    // Small work whose load can be lightened (a lighter dumbbell or band)
    // goes to 20 reps; a bodyweight drill already done for 15 can be done
    // for 20. Skills catalogued low (a Nordic curl, a bottoms-up press) stay.
    hi = Math.max(hi, 20);
  }
  if (f.role === "hinge" && HEAVY_HINGE.test(e.name)) hi = Math.min(hi, Math.max(lo, HINGE_REP_CEILING));
  return [lo, hi];
}

function zoneReps(z: RoleZone, goal: PrescriptionGoal, role: SessionRole, zone: RepZone | undefined): [number, number] {
  if (zone && role === "main" && UNDULATING_MAIN_REPS[goal]) return [...(UNDULATING_MAIN_REPS[goal] as Record<RepZone, readonly [number, number]>)[zone]];
  if (zone && role !== "accessory" && goal !== "power" && goal !== "endurance") return [...UNDULATING_REPS[zone]];
  return [z.reps[0], z.reps[1]];
}

/** Zone ∩ what the exercise tolerates; the zone's stretch ("to 8") before giving up on overlap. */
function repWindow(f: ExerciseFeatures, goal: PrescriptionGoal, role: SessionRole, zone: RepZone | undefined, tolerated = toleratedReps(f)): [number, number] {
  const z = ROLE_ZONES[goal][role];
  const [zlo, zhi] = zoneReps(z, goal, role, zone);
  const [tlo, thi] = tolerated;
  const lo = Math.max(zlo, tlo);
  const hi = Math.min(zhi, thi);
  if (lo < hi || (lo === hi && zlo === zhi)) return [lo, hi];
  const stretched = Math.min(Math.max(zhi, z.stretchTo), thi);
  if (lo < stretched) return [lo, stretched];
  return fitRange(zlo, zhi, tlo, thi);
}

/**
 * A goal whose zone for this role the exercise can actually do: a band row
 * is not a 3-6 rep strength lift, so it takes the nearest goal with at least
 * two rep counts in common with what it tolerates.
 */
export function adaptGoal(f: ExerciseFeatures, goal: PrescriptionGoal, role: SessionRole = "main", tolerated = toleratedReps(f)): PrescriptionGoal {
  const [tlo, thi] = tolerated;
  const overlaps = (g: PrescriptionGoal) => {
    const z = ROLE_ZONES[g][role];
    return Math.min(Math.max(z.reps[1], z.stretchTo), thi) - Math.max(z.reps[0], tlo) >= 1;
  };
  if (overlaps(goal)) return goal;
  const ladder: readonly PrescriptionGoal[] = ["power", "strength", "general", "hypertrophy", "endurance"];
  const at = ladder.indexOf(goal);
  let best = goal;
  let distance = Infinity;
  ladder.forEach((g, i) => {
    if (g !== "power" && overlaps(g) && Math.abs(i - at) < distance) {
      distance = Math.abs(i - at);
      best = g;
    }
  });
  return best;
}

function levelOf(rank: number): keyof typeof SETS_BY_LEVEL {
  return rank <= 1 ? "beginner" : rank === 2 ? "intermediate" : "advanced";
}

function rpeFor(band: readonly [number, number], ctx: PrescriptionContext, main: boolean): number {
  // Beginners work at RPE 6-8 (COACHING.md §4): the band slides down a point.
  const [min, max] = ctx.experienceRank <= 1 ? [band[0] - 1, band[1] - 1] : band;
  let rpe = main ? max : min;
  if (ctx.zone === "heavy") rpe = max;
  if (ctx.zone === "light") rpe = min;
  if (ctx.fatigue === "low") rpe -= 1;
  if (ctx.fatigue === "high" && !main) rpe += 0.5;
  return clamp(Math.round(Math.min(rpe, rpeCap(ctx))), 5, rpeCap(ctx));
}

const LOWER_ROLES = new Set(["squat", "lunge", "hinge"]);

/** Clock facts from the exercise record alone, as the builder reads them: both show the same minutes. */
function clockFields(f: ExerciseFeatures): Pick<Prescription, "unilateral" | "rampsUp" | "loaded" | "overheadSeconds"> {
  const e = f.exercise;
  return {
    unilateral: e.isUnilateral,
    rampsUp: e.isCompound && e.equipment.some(isLoadingEquipment),
    loaded: isLoaded(e.equipment),
    overheadSeconds: SESSION_CLOCK_RULES.transitionSeconds,
  };
}

/** Rows whose load is the body's angle (migration 0023 lets them go down to 5-6 reps). */
const BODY_ANGLE_ROW = /\b(doorframe|table|inverted|towel) rows?\b|\bsuspension trainer (feet-elevated )?rows?\b/i;
const ANGLE_NOTE = "Set the angle so the last rep of every set is hard: the more upright the body, the lighter the row; walk the feet closer to the anchor (or raise them on a chair) to make it heavier.";

/** Longest rest between sets of a bodyweight or band exercise, seconds. */
const UNLOADED_REST_CAP = 180;

/** Goals whose main-lift zone a slow tempo may reach for an unloaded lift (endurance and power have their own speeds). */
const SLOW_TEMPO_GOALS: ReadonlySet<PrescriptionGoal> = new Set(["strength", "hypertrophy", "general"]);

/**
 * An unloaded main lift (a bodyweight squat, a doorframe row, a band
 * pulldown) that cannot reach its goal's zone at the usual tempo but can at
 * the slow one: the slow tempo makes the low-rep zone honest, instead of
 * prescribing 10-15 easy reps as "strength".
 */
function slowTempoFits(f: ExerciseFeatures, goal: PrescriptionGoal, role: SessionRole): boolean {
  if (role !== "main" || !SLOW_TEMPO_GOALS.has(goal) || isLoaded(f.exercise.equipment) || f.isExplosive) return false;
  if (adaptGoal(f, goal, role) === goal) return false;
  return adaptGoal(f, goal, role, slowTempoReps(f)) === goal;
}

function loadedPrescription(f: ExerciseFeatures, wanted: PrescriptionGoal, ctx: PrescriptionContext): Prescription {
  const e = f.exercise;
  const power = isPowerWork(f);
  const role = power && wanted === "power" ? "main" : roleOfContext(f, ctx);
  const slow = slowTempoFits(f, wanted, role);
  // Fewer jumps or throws than the catalogue lists are always possible: power work reaches the 2-5 zone.
  const tolerated = slow ? slowTempoReps(f) : power ? powerReps(f) : role === "accessory" ? accessoryReps(f) : toleratedReps(f);
  // An endurance day's deadlift or RDL stays an endurance lift (COACHING.md §4 endurance row: hinges stay <= 12):
  // 10-12 reps at the endurance rests, not a general 6-12 at two minutes because 15+ reps are out of bounds.
  const enduranceHinge = wanted === "endurance" && !power && f.role === "hinge" && HEAVY_HINGE.test(e.name) && tolerated[1] >= ENDURANCE_HINGE_REPS[0];
  const goal = enduranceHinge ? "endurance" : wanted === "power" && !power ? "strength" : adaptGoal(f, wanted, role, tolerated);
  const z = ROLE_ZONES[goal][role];
  const [low, high] = enduranceHinge ? fitRange(...ENDURANCE_HINGE_REPS, tolerated[0], tolerated[1]) : repWindow(f, goal, role, ctx.zone, tolerated);
  const level = SETS_BY_LEVEL[levelOf(ctx.experienceRank)];
  // Secondary lifts and accessories may drop a set below the level's band when a session or a week
  // needs the room (the fitter and the weekly volume balance); main lifts do not.
  const setsLo = role === "main" ? Math.max(2, level.range[0]) : Math.max(1, level.range[0] - 1);
  // Muscular endurance is a few long sets, not many: at most 3 (4 when a session needs the time).
  const goalCap = goal === "endurance" ? 4 : role === "accessory" ? 4 : level.range[1];
  const setsHi = Math.max(setsLo, Math.min(goalCap, level.range[1]));
  let sets = goal === "endurance" ? Math.min(3, level.usual[role]) : level.usual[role];
  if (ctx.fatigue === "low" && role !== "main") sets -= 1;
  sets = clamp(sets, setsLo, setsHi);
  const rpe = rpeFor(z.rpe, ctx, role === "main");
  const tempo = slow ? SLOW_TEMPO.text : TEMPO[goal];
  const loaded = isLoaded(e.equipment);
  const notes: string[] = [];
  // A readiness "yes" (COACHING.md §2) is prescribed, not patched afterwards: capped RPE (rpeFor), no top set, no
  // load from a training max the person has not tested, and the lead lifts say why.
  if (ctx.conservative && role !== "accessory") notes.push(CONSERVATIVE_LIFT_NOTE);
  // Ramp-up sets are for loaded lifts (the clock counts them there, session-clock.ts); a push-up or a
  // doorframe row is warmed up with an easier variation inside the general warm-up.
  const rampsUp = e.isCompound && e.equipment.some(isLoadingEquipment);
  if (role === "main" && goal !== "power") notes.push(rampsUp ? "Ramp up with 2-3 lighter sets first." : "Warm up with a few easy reps of an easier variation first.");
  if (!loaded && role !== "accessory" && BODY_ANGLE_ROW.test(e.name)) notes.push(ANGLE_NOTE);
  if (slow) {
    const why = loadKind(e.equipment) === "band" ? "A band cannot be made heavier in small steps" : "No load to add here";
    notes.push(`${why}, so the tempo makes it heavy: 4 s down, 2 s still at the bottom, 1 s up; ${low}-${high} slow reps should leave about ${10 - rpe} in reserve.`);
  }
  const topSet = ctx.topSet === true && goal !== "power" && allowsTopSet({ ...ctx, role, requiresSpotter: e.requiresSpotter });
  if (topSet) notes.push(`Work up to one top set at RPE 10${e.requiresSpotter ? " inside a rack with the safeties set" : ""}, then the working sets at RPE ${rpe}.`);
  if (e.isUnilateral) notes.push("Reps per side.");
  const progression: ProgressionSubject = {
    name: e.name,
    equipment: e.equipment,
    lowerBody: LOWER_ROLES.has(f.role),
    explosive: power,
    goal,
    role,
    experienceRank: ctx.experienceRank,
    low,
    high,
    unit: "reps",
    slowTempo: slow,
  };
  // The load for the range's TOP rep (review fix 6, as program weeks do): read for the bottom rep, the
  // same load at the same RPE could never reach the top, so double progression would never move; past
  // the RTS chart's 12 reps trainingMaxText gives none and the RPE alone sets the load.
  // A beginner's linear lift adds load every session (COACHING.md §7): a fixed % beside that would say
  // the opposite, so its RPE picks the first load and the progression note moves it.
  if (role !== "accessory" && goal !== "power" && !ctx.conservative && !addsLoadEachSession(progression)) {
    const tm = trainingMaxText(e.equipment, high, rpe);
    if (tm) notes.push(tm);
  }
  notes.push(progressionNote(progression));
  return {
    kind: goal,
    compound: e.isCompound,
    sets,
    low,
    high,
    unit: "reps",
    // A slow bodyweight set tires the muscle, not the whole body the way a heavy bar does: the zone's shortest rest.
    restSeconds: slow ? z.rest[0] : z.restUsual,
    rpe,
    tempo,
    notes: notes.join(" "),
    setsLo,
    setsHi,
    restLo: z.rest[0],
    // Five minutes are for heavy bars; a bodyweight or band set is recovered from in three at most.
    restHi: loaded ? z.rest[1] : Math.max(z.rest[0], Math.min(z.rest[1], UNLOADED_REST_CAP)),
    role,
    ...clockFields(f),
    loaded,
    ...(topSet ? { topSetRpe: 10 } : {}),
  };
}

/** Holds and trunk work: 2-4 sets, 30-90 s rest, always an accessory. */
const TRUNK_LIMITS = { setsLo: 2, setsHi: 4, restLo: 30, restHi: 90, role: "accessory" } as const;

function holdPrescription(f: ExerciseFeatures, ctx: PrescriptionContext): Prescription {
  const e = f.exercise;
  const [low, high] = [Math.max(5, e.repsMin), Math.max(Math.max(5, e.repsMin), Math.min(e.repsMax, 90))];
  return {
    kind: "hold",
    compound: false,
    sets: clamp(3, Math.max(2, e.setsMin), Math.max(3, e.setsMax)),
    low,
    high,
    unit: "seconds",
    restSeconds: clamp(Math.round(e.restSecondsMin / 15) * 15, 30, 90),
    rpe: rpeFor([6, 7], ctx, false),
    tempo: "hold",
    notes: `Hold ${low}-${high} s each set with steady breathing.${e.isUnilateral ? " Each side." : ""} ${progressionNote({ equipment: e.equipment, lowerBody: false, explosive: false, goal: "endurance", role: "accessory", experienceRank: ctx.experienceRank, low, high, unit: "seconds" })}`,
    ...TRUNK_LIMITS,
    ...clockFields(f),
  };
}

/**
 * Loaded carries go by time (issue 19 coach review, fix 7): 30-45 s of walking
 * (about 20-40 m), each side for a suitcase carry, never "reps per side" with a
 * lifting tempo. They progress by a heavier bell, then a longer walk.
 */
export const CARRY_SECONDS = [30, 45] as const;

function carryPrescription(f: ExerciseFeatures, ctx: PrescriptionContext): Prescription {
  const e = f.exercise;
  const [low, high] = CARRY_SECONDS;
  return {
    kind: "hold",
    compound: false,
    sets: clamp(3, Math.max(2, e.setsMin), Math.max(3, e.setsMax)),
    low,
    high,
    unit: "seconds",
    restSeconds: clamp(Math.round(Math.max(e.restSecondsMin, 60) / 15) * 15, 60, 90),
    rpe: rpeFor([7, 8], ctx, false),
    tempo: "walk",
    notes: `Walk ${low}-${high} s (about 20-40 m) tall and braced, short quick steps.${e.isUnilateral ? " Each side." : ""} When every walk is steady, take a heavier weight; then walk longer.`,
    ...TRUNK_LIMITS,
    ...clockFields(f),
  };
}

/** Trunk work for reps: 10-15, or the endurance accessory zone (15-25) on an endurance day. */
function coreRepsPrescription(f: ExerciseFeatures, ctx: PrescriptionContext): Prescription {
  const e = f.exercise;
  const [tlo, thi] = toleratedReps(f);
  const [low, high] = ctx.sessionGoal === "endurance" ? fitRange(...ROLE_ZONES.endurance.accessory.reps, tlo, thi) : fitRange(10, 15, e.repsMin, e.repsMax);
  return {
    kind: "endurance",
    compound: false,
    sets: 3,
    low,
    high,
    unit: "reps",
    restSeconds: 45,
    rpe: rpeFor([6, 7], ctx, false),
    tempo: "2-0-2-0",
    notes: `Slow and controlled; stop when form slips.${e.isUnilateral ? " Reps per side." : ""}`,
    ...TRUNK_LIMITS,
    ...clockFields(f),
  };
}

/**
 * One steady block (a ride, a row, a walk): one set of `minutes` without rest, which the
 * duration fitter may shorten or lengthen within `minutesLo`-`minutesHi`.
 */
export function steadyBlock(minutes: number, rpe: number | null, notes: string, range: { minutesLo: number; minutesHi: number }) {
  return {
    kind: "steady" as const,
    compound: false,
    sets: 1,
    low: minutes,
    high: minutes,
    unit: "minutes" as const,
    restSeconds: 0,
    rpe,
    tempo: "steady",
    notes,
    setsLo: 1,
    setsHi: 1,
    restLo: 0,
    restHi: 0,
    ...range,
    role: "accessory" as const,
  };
}

function conditioningPrescription(f: ExerciseFeatures, ctx: PrescriptionContext): Prescription {
  const e = f.exercise;
  if (f.isSteadyCardio) {
    const minutes = clamp(Math.round((e.repsMin + e.repsMax) / 2), 5, 30);
    return { ...steadyBlock(minutes, rpeFor([5, 6], ctx, false), "Steady, conversational pace.", { minutesLo: 5, minutesHi: 45 }), ...clockFields(f) };
  }
  // Catalogue reps for conditioning mix seconds, metres and rounds, so work
  // is prescribed as time: the catalogue range when it reads as seconds.
  const asSeconds = e.repsMin >= 10 && e.repsMax <= 90;
  const [low, high] = asSeconds ? [e.repsMin, e.repsMax] : [30, 45];
  return {
    kind: "intervals",
    compound: false,
    sets: clamp(Math.max(4, e.setsMin), 3, 8),
    low,
    high,
    unit: "seconds",
    restSeconds: clamp(Math.round(Math.max(e.restSecondsMin, 30) / 15) * 15, 15, 90),
    rpe: rpeFor([7, 8], ctx, false),
    tempo: "fast",
    notes: `Work ${low}-${high} s hard, then rest; keep every round at the same pace.`,
    setsLo: 2,
    setsHi: 10,
    restLo: 15,
    restHi: 120,
    role: "accessory",
    ...clockFields(f),
  };
}

function mobilityPrescription(f: ExerciseFeatures): Prescription {
  const e = f.exercise;
  const timed = e.forceType === "static" && e.tempo.isometric >= 10;
  return {
    kind: "mobility",
    compound: false,
    sets: 1,
    low: e.repsMin,
    high: e.repsMax,
    unit: timed ? "seconds" : "reps",
    restSeconds: 0,
    rpe: null,
    tempo: "controlled",
    notes: "Warm-up: move slowly through a comfortable range.",
    setsLo: 1,
    setsHi: 2,
    restLo: 0,
    restHi: 15,
    role: "accessory",
    ...clockFields(f),
  };
}

/** The prescription for one exercise in a session. */
export function prescribe(f: ExerciseFeatures, ctx: PrescriptionContext): Prescription {
  switch (ctx.kind) {
    case "mobility":
      return mobilityPrescription(f);
    case "intervals":
    case "steady":
      return conditioningPrescription(f, ctx);
    case "hold":
      return holdPrescription(f, ctx);
    default:
      if (f.isTimed) return holdPrescription(f, ctx);
      if (f.role === "carry" && !f.isConditioning) return carryPrescription(f, ctx);
      if (f.role === "core" && !f.exercise.isCompound && ctx.kind === "endurance") return coreRepsPrescription(f, ctx);
      return loadedPrescription(f, ctx.kind, ctx);
  }
}

export function repsText(p: Pick<Prescription, "low" | "high" | "unit">): string {
  const core = p.low === p.high ? `${p.low}` : `${p.low}-${p.high}`;
  if (p.unit === "seconds") return `${core}s`;
  if (p.unit === "minutes") return `${core} min`;
  return core;
}
