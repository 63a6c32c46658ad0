/**
 * Program planning, step 3: weekly volume. Hard sets per muscle group and
 * week (secondary muscles count half), the band each goal aims for, and the
 * balancing that moves sets between a day's exercises to reach it.
 */
import { canonicalMuscle, muscleKey, type CanonicalMuscle } from "./muscle-groups";
import { fitToDuration, sessionClockSeconds, setSeconds } from "./prescription";
import type { ProgramSpec } from "./program-request";
import type { PlannedItem } from "./workout-prescribing";

export const WEEKLY_GROUPS: Readonly<Record<string, readonly CanonicalMuscle[]>> = {
  chest: ["chest"],
  back: ["back", "traps"],
  // The delt heads apart, as far as the muscle model goes: front and side together, rear with the pulls.
  shoulders: ["shoulders"],
  rear_delts: ["rear_delts"],
  quads: ["quads"],
  hamstrings: ["hamstrings"],
  glutes: ["glutes"],
  biceps: ["biceps"],
  triceps: ["triceps"],
  calves: ["calves"],
  core: ["abs", "obliques", "core"],
};
export const MAJOR_GROUPS = ["chest", "back", "shoulders", "quads", "hamstrings", "glutes"] as const;

/**
 * Weekly hard sets per big muscle by level (COACHING.md §6): beginner 6-12,
 * intermediate 10-16, advanced 12-20 (to 22 for back, chest and side
 * delts). Arms and calves need less direct work (presses and rows train
 * them too) but at least some; rear delts get theirs mostly from rows.
 */
export const LEVEL_SET_BANDS: Readonly<Record<string, { min: number; max: number }>> = {
  sedentary: { min: 6, max: 12 },
  beginner: { min: 6, max: 12 },
  intermediate: { min: 10, max: 16 },
  advanced: { min: 12, max: 20 },
  elite: { min: 12, max: 20 },
};
const WIDE_TOP = new Set(["chest", "back", "shoulders"]);

/** Sets one muscle takes in one session before returns fall off (COACHING.md §3). */
export const SESSION_MUSCLE_CAP = 10;

const GROUP_OF = new Map<string, string | undefined>();

export function groupOf(muscle: string): string | undefined {
  if (GROUP_OF.has(muscle)) return GROUP_OF.get(muscle);
  const key = muscleKey(muscle);
  let found: string | undefined;
  for (const [group, members] of Object.entries(WEEKLY_GROUPS)) if ((members as readonly string[]).includes(key)) found = group;
  GROUP_OF.set(muscle, found);
  return found;
}

/** Credit per group for one hard set of an exercise with these muscles: 1 when a primary muscle is in the group, else 0.5 for a secondary. */
export function groupCredits(primaryMuscles: readonly string[], secondaryMuscles: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of secondaryMuscles) {
    const g = groupOf(m);
    if (g) out.set(g, 0.5);
  }
  for (const m of primaryMuscles) {
    const g = groupOf(m);
    if (g) out.set(g, 1);
  }
  return out;
}

/** Credit per group for one set of an item (timed aerobic, mobility and interval work count for none). */
export function credits(item: PlannedItem): Map<string, number> {
  if (item.prescription.unit === "minutes" || item.prescription.kind === "mobility" || item.prescription.kind === "intervals") return new Map();
  return groupCredits(item.features.exercise.primaryMuscles, item.features.exercise.secondaryMuscles);
}

/** Hard sets per group over a week of sessions (secondary muscles count half). */
export function weeklyHardSets(sessions: readonly (readonly PlannedItem[])[]): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(Object.keys(WEEKLY_GROUPS).map((g) => [g, 0]));
  for (const session of sessions) {
    for (const item of session) for (const [g, c] of credits(item)) totals[g] += c * item.prescription.sets;
  }
  return totals;
}

export type SetBands = Record<string, { min: number; max: number }>;

export function setBandsFor(spec: Pick<ProgramSpec, "level" | "weak" | "strong">): SetBands {
  const base = LEVEL_SET_BANDS[spec.level.name] ?? LEVEL_SET_BANDS.intermediate;
  const weakGroups = new Set(spec.weak.map(groupOf).filter(Boolean));
  const strongGroups = new Set(spec.strong.map(groupOf).filter(Boolean));
  const advanced = base.max >= 20;
  const bands: SetBands = {};
  for (const g of Object.keys(WEEKLY_GROUPS)) {
    const major = (MAJOR_GROUPS as readonly string[]).includes(g);
    let min = major ? base.min : g === "rear_delts" ? Math.ceil(base.min / 3) : Math.ceil(base.min * 0.6);
    let max = g === "rear_delts" ? Math.ceil(base.max / 2) : advanced && WIDE_TOP.has(g) ? 22 : base.max;
    // Glutes get plenty from squats, hinges and lunges (RP: MEV 0, MRV 16): count that work, do not chase it.
    if (g === "glutes") [min, max] = [Math.ceil(base.min / 2), base.max + 4];
    if (weakGroups.has(g)) min = Math.round((min + max) / 2);
    else if (strongGroups.has(g)) max = Math.max(min, min + Math.ceil((max - min) / 3));
    bands[g] = { min, max };
  }
  return bands;
}

/** Working sets that count as hard: loaded or bodyweight sets with an RPE, not conditioning or mobility. */
export function isHardItem(item: PlannedItem): boolean {
  const f = item.features;
  return item.prescription.rpe !== null && !f.isMobility && !f.isSteadyCardio && !f.isConditioning;
}

export function hardSetCount(items: readonly PlannedItem[]): number {
  return items.filter(isHardItem).reduce((sum, i) => sum + i.prescription.sets, 0);
}

/**
 * Credit per muscle outside the weekly groups (forearms, adductors, lower back …) for one set of an
 * item: no band chases them, but a session's 10-set cap counts them as the audit does (a pull day of
 * rows, curls and a wrist drill gave the forearms 11.5 sets). Cached per exercise.
 */
const UNGROUPED = new WeakMap<object, ReadonlyMap<string, number>>();
function ungroupedCredits(item: PlannedItem): ReadonlyMap<string, number> {
  if (item.prescription.unit === "minutes" || item.prescription.kind === "mobility" || item.prescription.kind === "intervals") return new Map();
  const e = item.features.exercise;
  let known = UNGROUPED.get(e);
  if (!known) {
    const out = new Map<string, number>();
    for (const m of e.secondaryMuscles) {
      const key = canonicalMuscle(m);
      if (key && !groupOf(m)) out.set(key, 0.5);
    }
    for (const m of e.primaryMuscles) {
      const key = canonicalMuscle(m);
      if (key && !groupOf(m)) out.set(key, 1);
    }
    UNGROUPED.set(e, (known = out));
  }
  return known;
}

/** Credit per group, and per muscle outside the groups, for one set of an item: what the per-session cap counts. */
export function sessionCredits(item: PlannedItem): Map<string, number> {
  const out = credits(item);
  for (const [m, c] of ungroupedCredits(item)) out.set(m, c);
  return out;
}

/** Hard sets per group in one session, and per muscle outside the groups (the session cap reads both). */
export function sessionGroupSets(items: readonly PlannedItem[]): Record<string, number> {
  const out = weeklyHardSets([items]);
  for (const item of items) for (const [m, c] of ungroupedCredits(item)) out[m] = (out[m] ?? 0) + c * item.prescription.sets;
  return out;
}

/**
 * Takes sets off the exercises feeding a group that passes the per-session
 * cap, accessories before the main lifts, down to one set each.
 */
export function capSessionMuscles(items: PlannedItem[], cap = SESSION_MUSCLE_CAP, least = 1): PlannedItem[] {
  const out = items.map((i) => ({ ...i, prescription: { ...i.prescription } }));
  for (let guard = 0; guard < 60; guard++) {
    const totals = sessionGroupSets(out);
    const over = Object.keys(totals).find((g) => totals[g] > cap + 0.25);
    if (!over) break;
    // Last (least important) contributor with a set to spare; a primary credit first. Above `least`
    // sets first (an intermediate's exercise keeps two where another can give), else above one.
    let pick = -1;
    for (const floor of least > 1 ? [least, 1] : [1]) {
      for (let k = out.length - 1; k >= 0; k--) {
        const c = sessionCredits(out[k]).get(over);
        if (c && out[k].prescription.sets > floor && (pick < 0 || c > (sessionCredits(out[pick]).get(over) ?? 0))) pick = k;
      }
      if (pick >= 0) break;
    }
    if (pick < 0) break;
    out[pick].prescription.sets -= 1;
  }
  return out;
}

export function deviation(value: number, band: { min: number; max: number }): number {
  return Math.max(0, band.min - value) + Math.max(0, value - band.max);
}

/**
 * Moves single sets between exercises of the same day, or adds or removes a
 * set, while that brings weekly sets closer to the bands. A day stays within
 * ±10% of its length: when a change would push it out, rest periods absorb
 * the difference (a strength day with fewer sets gets longer rests, which is
 * what heavy work wants anyway). Piling sets onto one exercise costs a
 * little, so volume spreads rather than stacks.
 */
export function balanceWeeklyVolume(
  sessions: PlannedItem[][],
  bands: SetBands,
  targetSeconds: number,
  weights: Readonly<Record<string, number>> = {},
  maxSetsPerSession = Infinity,
): PlannedItem[][] {
  const groups = Object.keys(WEEKLY_GROUPS);
  const days = sessions.map((s) => s.map((i) => ({ ...i, prescription: { ...i.prescription } })));
  // Sparse: an exercise credits two to four groups of the ten.
  const credit = days.map((s) => s.map((item) => [...credits(item)].map(([g, c]) => [groups.indexOf(g), c] as const)));
  const change = new Float64Array(groups.length);
  const start = days.map((s) => s.map((i) => i.prescription.sets));
  const initial = weeklyHardSets(days);
  const totals = groups.map((g) => initial[g]);
  const loaded = days.map((s) => s.map((i) => i.prescription.unit === "reps" && ["strength", "hypertrophy", "power"].includes(i.prescription.kind)));
  // Main lifts keep their sets: taking volume from the lead lift costs the most.
  const protect = days.map((s) =>
    s.map((i) => (i.prescription.role === "main" ? { w: 0.5, free: 0 } : i.prescription.compound ? { w: 0.3, free: 1 } : { w: 0.2, free: 1 })),
  );
  const weight = groups.map((g) => weights[g] ?? ((MAJOR_GROUPS as readonly string[]).includes(g) ? 1 : 0.5));
  const band = groups.map((g) => bands[g]);
  const lo = 0.9 * targetSeconds;
  const hi = 1.1 * targetSeconds;
  const clockOf = (items: readonly PlannedItem[]) => sessionClockSeconds(items.map((i) => i.prescription));
  const restRange = (items: readonly PlannedItem[]) => ({
    min: sessionClockSeconds(items.map((i) => ({ ...i.prescription, restSeconds: i.prescription.restLo }))),
    max: sessionClockSeconds(items.map((i) => ({ ...i.prescription, restSeconds: i.prescription.restHi }))),
  });
  const perSet = setSeconds;
  // Two-set loaded work is a deload prescription, not a training week's.
  const spread = (d: number, i: number, sets: number) =>
    protect[d][i].w * Math.max(0, Math.abs(sets - start[d][i]) - protect[d][i].free) + (loaded[d][i] ? 0.5 * Math.max(0, 3 - sets) : 0);
  const gainOf = (d: number, from: number | undefined, to: number | undefined) => {
    let gain = 0;
    if (to !== undefined) for (const [g, c] of credit[d][to]) change[g] += c;
    if (from !== undefined) for (const [g, c] of credit[d][from]) change[g] -= c;
    // Each touched group once, in the order the credits list them (a group both lists share is settled on its first).
    const settle = (list: readonly (readonly [number, number])[]) => {
      for (const [g] of list) {
        if (change[g] !== 0) gain += weight[g] * (deviation(totals[g], band[g]) - deviation(totals[g] + change[g], band[g]));
        change[g] = 0;
      }
    };
    if (to !== undefined) settle(credit[d][to]);
    if (from !== undefined) settle(credit[d][from]);
    if (from !== undefined) {
      const sets = days[d][from].prescription.sets;
      gain -= spread(d, from, sets - 1) - spread(d, from, sets);
    }
    if (to !== undefined) {
      const sets = days[d][to].prescription.sets;
      gain -= spread(d, to, sets + 1) - spread(d, to, sets);
    }
    return gain;
  };
  // Per-day group totals: a move may not push a muscle past the session cap.
  const dayTotals = days.map((s) => {
    const day = weeklyHardSets([s]);
    return groups.map((g) => day[g]);
  });
  const overCap = (d: number, to: number | undefined) => to !== undefined && credit[d][to].some(([g, c]) => dayTotals[d][g] + c > SESSION_MUSCLE_CAP + 0.25);
  const daySets = days.map((s) => s.reduce((n, i) => n + (i.prescription.unit === "minutes" ? 0 : i.prescription.sets), 0));
  const clocks = days.map(clockOf);
  const ranges = days.map(restRange);
  const setTimes = days.map((items) => items.map((i) => perSet(i.prescription)));
  type Move = { day: number; from?: number; to?: number; gain: number };
  for (let guard = 0; guard < 200; guard++) {
    // Best move per day; days are then applied in turn, each re-checked
    // against the totals the earlier ones changed.
    const bestByDay: (Move | undefined)[] = days.map(() => undefined);
    const consider = (day: number, from: number | undefined, to: number | undefined, timeChange: number) => {
      // Reachable when rest periods can bring the day back inside its window.
      if (ranges[day].min + timeChange > hi || ranges[day].max + timeChange < lo) return;
      if (overCap(day, to)) return;
      // An added set (not a moved one) may not take the day past its hard-set budget.
      if (to !== undefined && from === undefined && daySets[day] + 1 > maxSetsPerSession) return;
      const gain = gainOf(day, from, to);
      const best = bestByDay[day];
      if (gain > 0.01 && (!best || gain > best.gain)) bestByDay[day] = { day, from, to, gain };
    };
    for (let d = 0; d < days.length; d++) {
      const items = days[d];
      const times = setTimes[d];
      for (let i = 0; i < items.length; i++) {
        const pa = items[i].prescription;
        if (pa.unit === "minutes") continue;
        if (pa.sets < pa.setsHi) consider(d, undefined, i, times[i]);
        if (pa.sets <= pa.setsLo) continue;
        consider(d, i, undefined, -times[i]);
        for (let j = 0; j < items.length; j++) {
          const pb = items[j].prescription;
          if (i !== j && pb.unit !== "minutes" && pb.sets < pb.setsHi) consider(d, i, j, times[j] - times[i]);
        }
      }
    }
    let applied = false;
    for (const move of bestByDay) {
      if (!move || gainOf(move.day, move.from, move.to) <= 0.01) continue;
      applied = true;
      applyBalanceMove(move);
    }
    if (!applied) break;
  }
  return days;

  function applyBalanceMove({ day, from, to }: Move): void {
    const shift = (k: number | undefined, sign: number) => {
      if (k === undefined) return;
      for (const [g, c] of credit[day][k]) {
        totals[g] += sign * c;
        dayTotals[day][g] += sign * c;
      }
    };
    shift(to, 1);
    shift(from, -1);
    if (from !== undefined) days[day][from].prescription.sets -= 1;
    if (to !== undefined) days[day][to].prescription.sets += 1;
    daySets[day] += (to !== undefined ? 1 : 0) - (from !== undefined ? 1 : 0);
    clocks[day] = clockOf(days[day]);
    if (clocks[day] < lo || clocks[day] > hi) {
      const fitted = fitToDuration(days[day].map((i) => i.prescription), targetSeconds, 0.05, { lockSets: true });
      days[day].forEach((item, k) => (item.prescription = fitted[k]));
      clocks[day] = clockOf(days[day]);
    }
    ranges[day] = restRange(days[day]);
    setTimes[day] = days[day].map((i) => perSet(i.prescription));
  }
}
