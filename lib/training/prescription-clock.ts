/**
 * Generated prescriptions on the one session clock (session-clock.ts), and
 * the duration fitter that moves sets, rest and steady-cardio minutes
 * within their bounds until the clock reads the target. prescription.ts
 * re-exports all of it.
 */
import type { Prescription } from "./prescription";
import { itemSeconds, tempoSecondsPerRep, warmUpSeconds, type ClockItem } from "./session-clock";
import { clamp } from "./values";

/** A prescription as the clock reads it: the same numbers its stored detail gives. */
export function clockItemOf(p: Prescription): ClockItem {
  return {
    sets: p.sets,
    work: (p.low + p.high) / 2,
    unit: p.unit,
    restSeconds: p.restSeconds,
    secondsPerRep: tempoSecondsPerRep(p.tempo),
    unilateral: p.unilateral === true,
    rampsUp: p.rampsUp === true,
  };
}

/** An exercise's share of the session: sets, rests between them, the move to the next. */
export function prescriptionClockSeconds(p: Prescription): number {
  return itemSeconds(clockItemOf(p));
}

/** Warm-up with the ramp-up sets of the first loaded multi-joint lifts. */
export function sessionWarmUpSeconds(items: readonly Prescription[]): number {
  return warmUpSeconds(items.map(clockItemOf));
}

export function sessionClockSeconds(items: readonly Prescription[]): number {
  let total = sessionWarmUpSeconds(items);
  for (const p of items) total += prescriptionClockSeconds(p);
  return total;
}

export function sessionBounds(items: readonly Prescription[]): { min: number; max: number } {
  const los: Prescription[] = [];
  const his: Prescription[] = [];
  for (const p of items) {
    const lo = { ...p, sets: p.setsLo, restSeconds: p.restLo };
    const hi = { ...p, sets: p.setsHi, restSeconds: p.restHi };
    if (p.unit === "minutes") {
      lo.low = lo.high = p.minutesLo ?? p.low;
      hi.low = hi.high = p.minutesHi ?? p.high;
    }
    los.push(lo);
    his.push(hi);
  }
  return { min: sessionClockSeconds(los), max: sessionClockSeconds(his) };
}

/** Seconds one more set adds: its work and one more rest. */
export function setSeconds(p: Prescription): number {
  const item = clockItemOf(p);
  return itemSeconds({ ...item, sets: 2 }) - itemSeconds({ ...item, sets: 1 });
}

/** Move kinds of the duration fitter: sets, rest (15 s steps), steady-cardio minutes. */
const SET = 0;
const REST = 1;
const MINUTES = 2;
const MOVE_KINDS = [SET, REST, MINUTES] as const;

function moveTier(p: Prescription, kind: number, longer: boolean, start: { sets: number; rest: number }): number {
  // Accessories give their time to the aerobic finisher, not the other way round.
  if (kind === MINUTES) return p.aerobic ? 5 : 0;
  if (kind === SET) {
    const near = longer ? p.sets < start.sets + 1 : p.sets > start.sets - 1;
    return near ? (p.compound === longer ? 0 : 1) : 3;
  }
  const near = longer ? p.restSeconds < start.rest + 30 : p.restSeconds > start.rest - 30;
  return near ? 2 : 4;
}

/**
 * Per-muscle and whole-session set budgets for the fitter (session-volume.ts):
 * `loads[i]` is what one set of item i adds to each muscle, `hard[i]` whether
 * its sets are hard sets.
 */
export interface VolumeBudget {
  loads: readonly (readonly (readonly [string, number])[])[];
  hard: readonly boolean[];
  perMuscle: number;
  hardSets: number;
}

/** Sets per muscle and hard sets in all, of the items as they stand. */
class VolumeTally {
  private readonly muscles = new Map<string, number>();
  private total = 0;
  constructor(
    private readonly budget: VolumeBudget,
    items: readonly Prescription[],
  ) {
    items.forEach((p, i) => this.add(i, p.sets));
  }
  add(i: number, sets: number): void {
    if (!this.budget.hard[i]) return;
    this.total += sets;
    for (const [m, w] of this.budget.loads[i]) this.muscles.set(m, (this.muscles.get(m) ?? 0) + w * sets);
  }
  /** One more set of item i stays within both budgets. */
  roomFor(i: number): boolean {
    if (!this.budget.hard[i]) return true;
    if (this.total + 1 > this.budget.hardSets) return false;
    return this.budget.loads[i].every(([m, w]) => (this.muscles.get(m) ?? 0) + w <= this.budget.perMuscle);
  }
  /** The muscle furthest over its budget, or the session's total when that is over. */
  over(): { muscle?: string } | undefined {
    let worst: string | undefined;
    let excess = 0;
    for (const [m, v] of this.muscles) {
      if (v - this.budget.perMuscle > excess) {
        excess = v - this.budget.perMuscle;
        worst = m;
      }
    }
    if (worst !== undefined) return { muscle: worst };
    return this.total > this.budget.hardSets ? {} : undefined;
  }
  weight(i: number, muscle: string | undefined): number {
    if (!this.budget.hard[i]) return 0;
    if (muscle === undefined) return 1;
    return this.budget.loads[i].find(([m]) => m === muscle)?.[1] ?? 0;
  }
}

/**
 * Takes sets off until every muscle and the session's total are within the
 * budget: from the exercise that loads the offending muscle most, accessories
 * before secondary lifts before the main lift, never below one set (a main
 * lift keeps two). The floor a set is taken below moves with it, so the
 * fitter does not put it back.
 */
function trimToBudget(out: Prescription[], tally: VolumeTally): void {
  const rank = (p: Prescription) => (p.role === "main" ? 2 : p.role === "secondary" ? 1 : 0);
  for (let guard = 0; guard < 200; guard++) {
    const over = tally.over();
    if (!over) return;
    let best = -1;
    for (let i = 0; i < out.length; i++) {
      const p = out[i];
      const w = tally.weight(i, over.muscle);
      if (w === 0 || p.sets <= (p.role === "main" ? 2 : 1)) continue;
      if (best < 0) {
        best = i;
        continue;
      }
      const b = out[best];
      // Above its floor first, then the smaller role, then the heavier load on the muscle, then more sets.
      const key = (q: Prescription, j: number) => [q.sets > q.setsLo ? 0 : 1, rank(q), -tally.weight(j, over.muscle), -q.sets];
      const [x, y] = [key(p, i), key(b, best)];
      const k = x.findIndex((v, n) => v !== y[n]);
      if (k >= 0 && x[k] < y[k]) best = i;
    }
    if (best < 0) return;
    const p = out[best];
    p.sets -= 1;
    p.setsLo = Math.min(p.setsLo, p.sets);
    tally.add(best, -1);
  }
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
 * of the bounds last, so prescriptions stay close to the presets. With a
 * volume budget, sets over it are taken off first and no set is added past
 * it: the time is then filled with rest, or left short.
 * Returns new prescriptions; the input is not changed.
 */
export function fitToDuration(
  items: readonly Prescription[],
  targetSeconds: number,
  tolerance = 0.05,
  options: { lockSets?: boolean; volume?: VolumeBudget } = {},
): Prescription[] {
  const out = items.map((p) => ({ ...p }));
  const tally = options.volume ? new VolumeTally(options.volume, out) : undefined;
  if (tally) trimToBudget(out, tally);
  const start = items.map((p) => ({ sets: p.sets, rest: p.restSeconds }));
  const clocks = out.map(prescriptionClockSeconds);
  // The warm-up moves a little with the work in short sessions: recounted after every move.
  let total = clocks.reduce((a, b) => a + b, sessionWarmUpSeconds(out));
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
        if (kind === SET && tally && (longer ? !tally.roomFor(i) : false)) continue;
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
    if (bestKind === SET) tally?.add(bestIndex, longer ? 1 : -1);
    clocks[bestIndex] = prescriptionClockSeconds(out[bestIndex]);
    total = clocks.reduce((a, b) => a + b, sessionWarmUpSeconds(out));
  }
  return out;
}
