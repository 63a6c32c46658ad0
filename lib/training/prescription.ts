/**
 * Sets, reps, rest, RPE and tempo for one generated exercise, from the goal
 * presets (spec 3 §9), and the session clock the generators fit to a target
 * length.
 *
 * Session clock: the spec's generator estimate (3 s per rep plus rest, per
 * set) plus 20 s to set up each set and a ramp-up or changeover per
 * exercise. Without the overheads an hour "fits" about 35 hard sets, which
 * the quality score's recovery rule (about 24 sets an hour) and any coach
 * would reject; with them a generated hour holds 20-26 sets.
 */
import { GENERATOR_DEFAULTS, GOAL_PRESETS, type TrainingGoal } from "./constants";
import type { ExerciseFeatures } from "./catalogue";
import { restWindow } from "./quality-score";
import { clamp } from "./values";

export const SESSION_CLOCK = {
  setSetupSeconds: 20,
  /** Ramp-up sets before a loaded main lift. */
  rampUpSeconds: 180,
  /** Moving to the next exercise and setting it up. */
  changeoverSeconds: 60,
  /** A loaded compound after the first still needs one lighter set. */
  compoundChangeoverSeconds: 90,
  warmUpDrillChangeoverSeconds: 30,
} as const;

export type PrescriptionKind = TrainingGoal | "hold" | "intervals" | "steady" | "mobility";

/** Rep zones of undulating periodization (spec 3 §5 periodization choices). */
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
  /** Per-exercise overhead (ramp-up or changeover), seconds. */
  overheadSeconds: number;
  /** Bounds the duration fitter may move sets and rest within. */
  setsLo: number;
  setsHi: number;
  restLo: number;
  restHi: number;
  /** Steady cardio is fitted through its minutes. */
  minutesLo?: number;
  minutesHi?: number;
}

export interface PrescriptionContext {
  kind: PrescriptionKind;
  /** The session's first loaded compound: most sets, longest rest, a ramp-up. */
  lead: boolean;
  /** 0 sedentary … 4 elite. */
  experienceRank: number;
  fatigue: "low" | "moderate" | "high";
  zone?: RepZone;
}

function round15(seconds: number): number {
  return Math.round(seconds / 15) * 15;
}

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

/** Part of a goal's rep range for the exercise's job and the day's zone. */
function goalReps(goal: TrainingGoal, f: ExerciseFeatures, zone: RepZone | undefined): [number, number] {
  const p = GOAL_PRESETS[goal];
  const width = p.repsMax - p.repsMin;
  const part = Math.max(1, Math.ceil(width * 0.6));
  let lo: number;
  let hi: number;
  if (zone === "heavy") [lo, hi] = [p.repsMin, p.repsMin + part];
  else if (zone === "light") [lo, hi] = [p.repsMax - part, p.repsMax];
  else if (zone === "moderate") [lo, hi] = [p.repsMin + Math.floor(width / 4), p.repsMax - Math.floor(width / 4)];
  else if (f.exercise.isCompound) [lo, hi] = [p.repsMin, p.repsMin + part];
  else [lo, hi] = [p.repsMax - part, p.repsMax];
  // Small muscles and high-rep-friendly isolation work respond to 10-15.
  if (goal === "hypertrophy" && !f.exercise.isCompound && f.exercise.isHighRepSuitable && zone !== "heavy") [lo, hi] = [10, 15];
  return fitRange(lo, hi, f.exercise.repsMin, f.exercise.repsMax);
}

function rpeFor(min: number, max: number, ctx: PrescriptionContext): number {
  let rpe = ctx.lead && ctx.experienceRank >= 2 ? max : min;
  if (ctx.zone === "heavy") rpe = max;
  if (ctx.zone === "light") rpe = min;
  if (ctx.fatigue === "low") rpe -= 1;
  if (ctx.fatigue === "high" && !ctx.lead) rpe += 0.5;
  // Sets close to failure are for lifters who know where failure is; RPE 10
  // (a true max) only on a planned heavy day.
  const cap = ctx.experienceRank <= 0 ? 7 : ctx.experienceRank === 1 ? 8 : ctx.zone === "heavy" ? 10 : 9;
  return clamp(Math.round(Math.min(rpe, cap)), 1, 10);
}

/**
 * A goal the exercise can actually be trained for: a lunge catalogued for
 * 8-15 reps is not a 3-6 rep strength lift, so it takes the nearest goal
 * whose rep range overlaps its own.
 */
export function adaptGoal(f: ExerciseFeatures, goal: TrainingGoal): TrainingGoal {
  // At least two rep counts in common: a 6-12 press touches strength's 3-6 only at 6.
  const overlaps = (g: TrainingGoal) =>
    Math.min(GOAL_PRESETS[g].repsMax, f.exercise.repsMax) - Math.max(GOAL_PRESETS[g].repsMin, f.exercise.repsMin) >= 1;
  if (overlaps(goal)) return goal;
  const ladder: readonly TrainingGoal[] = ["power", "strength", "hypertrophy", "endurance"];
  const at = ladder.indexOf(goal);
  let best: TrainingGoal = goal;
  let distance = Infinity;
  ladder.forEach((g, i) => {
    if (overlaps(g) && Math.abs(i - at) < distance) {
      distance = Math.abs(i - at);
      best = g;
    }
  });
  return best;
}

const PROGRESSION_NOTE: Readonly<Record<TrainingGoal, string>> = {
  strength: GOAL_PRESETS.strength.progression,
  hypertrophy: GOAL_PRESETS.hypertrophy.progression,
  power: GOAL_PRESETS.power.progression,
  endurance: GOAL_PRESETS.endurance.progression,
};

function loadedPrescription(f: ExerciseFeatures, goal: TrainingGoal, ctx: PrescriptionContext): Prescription {
  const p = GOAL_PRESETS[goal];
  const compound = f.exercise.isCompound;
  const [low, high] = goalReps(goal, f, ctx.zone);
  let sets = ctx.lead ? p.setsMax : compound ? Math.ceil((p.setsMin + p.setsMax) / 2) : p.setsMin;
  if (ctx.experienceRank <= 1) sets -= 1;
  if (ctx.fatigue === "low" && !compound) sets -= 1;
  const setsLo = Math.max(2, p.setsMin - 1);
  const setsHi = Math.min(6, p.setsMax + 1);
  sets = clamp(sets, Math.max(setsLo, p.setsMin - 1), setsHi);
  const restLo = Math.max(30, round15(p.restSecondsMin * 0.75));
  const restHi = Math.max(p.restSecondsMax, restWindow(`${low}-${high}`).max);
  const rest = clamp(round15(ctx.lead ? (p.restSecondsMin + p.restSecondsMax) / 2 : compound ? p.restSecondsMin + 15 : p.restSecondsMin), restLo, restHi);
  const notes: string[] = [];
  if (ctx.lead) notes.push("Ramp up with 2-3 lighter sets first.");
  if (f.exercise.isUnilateral) notes.push("Reps per side.");
  notes.push(PROGRESSION_NOTE[goal]);
  return {
    kind: goal,
    compound,
    sets,
    low,
    high,
    unit: "reps",
    restSeconds: rest,
    rpe: rpeFor(p.rpeMin, p.rpeMax, ctx),
    tempo: tempoText(goal),
    notes: notes.join(" "),
    overheadSeconds: ctx.lead
      ? SESSION_CLOCK.rampUpSeconds
      : compound
        ? SESSION_CLOCK.compoundChangeoverSeconds
        : SESSION_CLOCK.changeoverSeconds,
    setsLo,
    setsHi,
    restLo,
    restHi,
  };
}

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
    restSeconds: clamp(round15(e.restSecondsMin), 30, 90),
    rpe: rpeFor(6, 7, ctx),
    tempo: "hold",
    notes: `Hold ${low}-${high} s each set with steady breathing.${e.isUnilateral ? " Each side." : ""}`,
    overheadSeconds: SESSION_CLOCK.changeoverSeconds,
    setsLo: 2,
    setsHi: 4,
    restLo: 30,
    restHi: 90,
  };
}

function coreRepsPrescription(f: ExerciseFeatures, ctx: PrescriptionContext): Prescription {
  const e = f.exercise;
  const [low, high] = fitRange(10, 15, e.repsMin, e.repsMax);
  return {
    kind: "endurance",
    compound: false,
    sets: 3,
    low,
    high,
    unit: "reps",
    restSeconds: 45,
    rpe: rpeFor(6, 7, ctx),
    tempo: "2-0-2-0",
    notes: `Slow and controlled; stop when form slips.${e.isUnilateral ? " Reps per side." : ""}`,
    overheadSeconds: SESSION_CLOCK.changeoverSeconds,
    setsLo: 2,
    setsHi: 4,
    restLo: 30,
    restHi: 90,
  };
}

function conditioningPrescription(f: ExerciseFeatures, ctx: PrescriptionContext): Prescription {
  const e = f.exercise;
  if (f.isSteadyCardio) {
    const minutes = clamp(Math.round((e.repsMin + e.repsMax) / 2), 5, 30);
    return {
      kind: "steady",
      compound: false,
      sets: 1,
      low: minutes,
      high: minutes,
      unit: "minutes",
      restSeconds: 0,
      rpe: rpeFor(5, 6, ctx),
      tempo: "steady",
      notes: "Steady, conversational pace.",
      overheadSeconds: SESSION_CLOCK.changeoverSeconds,
      setsLo: 1,
      setsHi: 1,
      restLo: 0,
      restHi: 0,
      minutesLo: 5,
      minutesHi: 45,
    };
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
    restSeconds: clamp(round15(Math.max(e.restSecondsMin, 30)), 15, 90),
    rpe: rpeFor(7, 8, ctx),
    tempo: "fast",
    notes: `Work ${low}-${high} s hard, then rest; keep every round at the same pace.`,
    overheadSeconds: SESSION_CLOCK.changeoverSeconds,
    setsLo: 2,
    setsHi: 10,
    restLo: 15,
    restHi: 120,
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
    overheadSeconds: SESSION_CLOCK.warmUpDrillChangeoverSeconds,
    setsLo: 1,
    setsHi: 2,
    restLo: 0,
    restHi: 15,
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
      if (f.role === "core" && !f.exercise.isCompound && ctx.kind === "endurance") return coreRepsPrescription(f, ctx);
      return loadedPrescription(f, adaptGoal(f, ctx.kind), ctx);
  }
}

// ---------------------------------------------------------------------------
// Text and clock
// ---------------------------------------------------------------------------

export function repsText(p: Pick<Prescription, "low" | "high" | "unit">): string {
  const core = p.low === p.high ? `${p.low}` : `${p.low}-${p.high}`;
  if (p.unit === "seconds") return `${core}s`;
  if (p.unit === "minutes") return `${core} min`;
  return core;
}

/** Work time of one set: 3 s per rep (spec 2 §9.1), or the held / worked time. */
export function workSeconds(p: Pick<Prescription, "low" | "high" | "unit">): number {
  const mid = (p.low + p.high) / 2;
  if (p.unit === "seconds") return mid;
  if (p.unit === "minutes") return mid * 60;
  return GENERATOR_DEFAULTS.secondsPerRep * mid;
}

export function prescriptionClockSeconds(p: Prescription): number {
  const setup = p.unit === "minutes" ? 0 : SESSION_CLOCK.setSetupSeconds;
  return p.sets * (workSeconds(p) + p.restSeconds + setup) + p.overheadSeconds;
}

export function sessionClockSeconds(items: readonly Prescription[]): number {
  let total = 0;
  for (const p of items) total += prescriptionClockSeconds(p);
  return total;
}

export function sessionBounds(items: readonly Prescription[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const p of items) {
    const lo = { ...p, sets: p.setsLo, restSeconds: p.restLo };
    const hi = { ...p, sets: p.setsHi, restSeconds: p.restHi };
    if (p.unit === "minutes") {
      lo.low = lo.high = p.minutesLo ?? p.low;
      hi.low = hi.high = p.minutesHi ?? p.high;
    }
    min += prescriptionClockSeconds(lo);
    max += prescriptionClockSeconds(hi);
  }
  return { min, max };
}

/** Move kinds of the duration fitter: sets, rest (15 s steps), steady-cardio minutes. */
const SET = 0;
const REST = 1;
const MINUTES = 2;
const MOVE_KINDS = [SET, REST, MINUTES] as const;

function moveTier(p: Prescription, kind: number, longer: boolean, start: { sets: number; rest: number }): number {
  if (kind === MINUTES) return 0;
  if (kind === SET) {
    const near = longer ? p.sets < start.sets + 1 : p.sets > start.sets - 1;
    return near ? (p.compound === longer ? 0 : 1) : 3;
  }
  const near = longer ? p.restSeconds < start.rest + 30 : p.restSeconds > start.rest - 30;
  return near ? 2 : 4;
}

function canMove(p: Prescription, kind: number, longer: boolean, lockSets: boolean): boolean {
  if (p.unit === "minutes") {
    if (kind !== MINUTES) return false;
    return longer ? p.low < (p.minutesHi ?? p.high) : p.low > (p.minutesLo ?? p.low);
  }
  if (kind === MINUTES) return false;
  if (kind === SET) return !lockSets && (longer ? p.sets < p.setsHi : p.sets > p.setsLo);
  return longer ? p.restSeconds < p.restHi : p.restSeconds > p.restLo;
}

function applyMove(p: Prescription, kind: number, longer: boolean): void {
  const step = longer ? 1 : -1;
  if (kind === MINUTES) {
    p.low += step;
    p.high = p.low;
  } else if (kind === SET) p.sets += step;
  else p.restSeconds = clamp(p.restSeconds + 15 * step, p.restLo, p.restHi);
}

/**
 * Moves sets, rest and steady-cardio minutes within their bounds until the
 * session clock is within `tolerance` of the target. Natural moves come
 * first (an extra set on a main lift, a little more rest) and the extremes
 * of the bounds last, so prescriptions stay close to the presets.
 * Returns new prescriptions; the input is not changed.
 */
export function fitToDuration(
  items: readonly Prescription[],
  targetSeconds: number,
  tolerance = 0.05,
  options: { lockSets?: boolean } = {},
): Prescription[] {
  const out = items.map((p) => ({ ...p }));
  const start = items.map((p) => ({ sets: p.sets, rest: p.restSeconds }));
  const clocks = out.map(prescriptionClockSeconds);
  let total = clocks.reduce((a, b) => a + b, 0);
  const lockSets = options.lockSets === true;
  const trial: Prescription = { ...out[0] };
  for (let guard = 0; guard < 400 && out.length > 0; guard++) {
    const gap = targetSeconds - total;
    if (Math.abs(gap) <= tolerance * targetSeconds) break;
    const longer = gap > 0;
    let bestIndex = -1;
    let bestKind = -1;
    let bestTier = 99;
    let bestDistance = Infinity;
    for (let i = 0; i < out.length; i++) {
      for (const kind of MOVE_KINDS) {
        if (!canMove(out[i], kind, longer, lockSets)) continue;
        const tier = moveTier(out[i], kind, longer, start[i]);
        if (tier > bestTier) continue;
        Object.assign(trial, out[i]);
        applyMove(trial, kind, longer);
        const distance = Math.abs(targetSeconds - (total - clocks[i] + prescriptionClockSeconds(trial)));
        if (distance >= Math.abs(gap)) continue;
        if (tier < bestTier || distance < bestDistance) {
          bestTier = tier;
          bestDistance = distance;
          bestIndex = i;
          bestKind = kind;
        }
      }
    }
    if (bestIndex < 0) break;
    applyMove(out[bestIndex], bestKind, longer);
    total -= clocks[bestIndex];
    clocks[bestIndex] = prescriptionClockSeconds(out[bestIndex]);
    total += clocks[bestIndex];
  }
  return out;
}
