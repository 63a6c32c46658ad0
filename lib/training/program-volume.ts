/**
 * Program planning, step 3: weekly volume. Hard sets per muscle group and
 * week (secondary muscles count half), the band each goal aims for, and the
 * balancing that moves sets between a day's exercises to reach it.
 */
import { muscleKey, type CanonicalMuscle } from "./muscle-groups";
import { fitToDuration, sessionClockSeconds, setSeconds } from "./prescription";
import type { ProgramSpec } from "./program-request";
import type { PlannedItem } from "./workout-prescribing";

export const WEEKLY_GROUPS: Readonly<Record<string, readonly CanonicalMuscle[]>> = {
  chest: ["chest"],
  back: ["back", "traps"],
  shoulders: ["shoulders", "rear_delts"],
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
 * Weekly hard sets per major muscle by primary goal. Hypertrophy 10-20 is
 * the figure; strength and power need less direct volume and more
 * recovery; fat loss sits between. Smaller groups get half the minimum
 * (presses and rows train them too) and the same maximum.
 */
export const WEEKLY_SET_BANDS: Readonly<Record<string, { min: number; max: number }>> = {
  hypertrophy: { min: 10, max: 20 },
  strength: { min: 6, max: 15 },
  athletic_performance: { min: 6, max: 15 },
  power: { min: 6, max: 15 },
  fat_loss: { min: 8, max: 16 },
  endurance: { min: 6, max: 16 },
  general_fitness: { min: 8, max: 16 },
  mobility: { min: 6, max: 14 },
};

const GROUP_OF = new Map<string, string | undefined>();

export function groupOf(muscle: string): string | undefined {
  if (GROUP_OF.has(muscle)) return GROUP_OF.get(muscle);
  const key = muscleKey(muscle);
  let found: string | undefined;
  for (const [group, members] of Object.entries(WEEKLY_GROUPS)) if ((members as readonly string[]).includes(key)) found = group;
  GROUP_OF.set(muscle, found);
  return found;
}

/** Credit per group for one set of an item: 1 when a primary muscle is in the group, else 0.5 for a secondary. */
function credits(item: PlannedItem): Map<string, number> {
  const out = new Map<string, number>();
  if (item.prescription.unit === "minutes" || item.prescription.kind === "mobility" || item.prescription.kind === "intervals") return out;
  for (const m of item.features.exercise.secondaryMuscles) {
    const g = groupOf(m);
    if (g) out.set(g, 0.5);
  }
  for (const m of item.features.exercise.primaryMuscles) {
    const g = groupOf(m);
    if (g) out.set(g, 1);
  }
  return out;
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

export function setBandsFor(spec: Pick<ProgramSpec, "primaryGoal" | "weak" | "strong">): SetBands {
  const base = WEEKLY_SET_BANDS[spec.primaryGoal] ?? WEEKLY_SET_BANDS.hypertrophy;
  const weakGroups = new Set(spec.weak.map(groupOf).filter(Boolean));
  const strongGroups = new Set(spec.strong.map(groupOf).filter(Boolean));
  const bands: SetBands = {};
  for (const g of Object.keys(WEEKLY_GROUPS)) {
    const major = (MAJOR_GROUPS as readonly string[]).includes(g);
    let min = major ? base.min : Math.ceil(base.min / 2);
    let max = base.max;
    if (weakGroups.has(g)) min = Math.round((base.min + base.max) / 2);
    else if (strongGroups.has(g)) max = Math.max(min, min + Math.ceil((base.max - base.min) / 3));
    bands[g] = { min, max };
  }
  return bands;
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
    const touched = [...(to !== undefined ? credit[d][to] : []), ...(from !== undefined ? credit[d][from] : [])];
    for (const [g] of touched) {
      if (change[g] !== 0) gain += weight[g] * (deviation(totals[g], band[g]) - deviation(totals[g] + change[g], band[g]));
      change[g] = 0;
    }
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
    if (to !== undefined) for (const [g, c] of credit[day][to]) totals[g] += c;
    if (from !== undefined) for (const [g, c] of credit[day][from]) totals[g] -= c;
    if (from !== undefined) days[day][from].prescription.sets -= 1;
    if (to !== undefined) days[day][to].prescription.sets += 1;
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
