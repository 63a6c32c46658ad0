/**
 * Program planning: limits a built week is held to after its days are
 * spread, spaced and balanced: room in the weekly bands for one set more or
 * less, a ramp that never steps back, main lifts that keep their sets inside
 * a block, and deloads at about half the week before.
 */
import { credits, hardSetCount, MAJOR_GROUPS, sessionGroupSets, weeklyHardSets, type SetBands } from "./program-volume";
import { isWork, mainLiftIds, sessionSetCap, workSets } from "./program-weeks";
import { isLegWork, legShare, pushPullBalance } from "./session-invariants";
import { leanSideOf, maxSetsPerExercise, programSideOf } from "./program-balance";
import { fitToDuration, sessionClockSeconds } from "./prescription";
import type { PlannedItem } from "./workout-prescribing";

/**
 * Room in the week's bands for one set more or less of an item: a set more keeps every big muscle
 * it trains first at or under its band's top, a set less keeps them at or over its bottom.
 */
export function bandRoom(week: readonly (readonly PlannedItem[])[], bands: SetBands) {
  const primaryGroups = (item: PlannedItem) => [...credits(item)].filter(([g, c]) => c === 1 && (MAJOR_GROUPS as readonly string[]).includes(g)).map(([g]) => g);
  // Totals are recounted only when the week's sets change (asked once per candidate set, they are the hot path).
  let seen = "";
  let cached: Record<string, number> = {};
  const totals = () => {
    const key = week.map((items) => items.reduce((n, i) => n * 31 + i.prescription.sets, items.length) % 1e9).join(",");
    if (key !== seen) [seen, cached] = [key, weeklyHardSets(week)];
    return cached;
  };
  return {
    canGrow: (item: PlannedItem) => primaryGroups(item).every((g) => totals()[g] + 1 <= bands[g].max),
    // Two sets past the top (RP's back MAV runs to 22): a coach takes that over presses outweighing pulls 3:2.
    canStretch: (item: PlannedItem) => primaryGroups(item).every((g) => totals()[g] + 1 <= bands[g].max + 2),
    canShrink: (item: PlannedItem) => primaryGroups(item).every((g) => totals()[g] - 1 >= bands[g].min),
  };
}

/** The day with one more (or, `delta` -1, one fewer) set of its exercise `k`. */
const withSet = (items: readonly PlannedItem[], k: number, delta = 1): PlannedItem[] =>
  items.map((x, j) => (j === k ? { ...x, prescription: { ...x.prescription, sets: x.prescription.sets + delta } } : x));

/** No muscle past 10 sets in the session (a quarter of a set of slack for partial credits). */
const withinMuscleCap = (items: readonly PlannedItem[]) => Object.values(sessionGroupSets(items)).every((n) => n <= 10.25);

/** The day's balance after a change of sets: pull >= push on upper and full-body days, a quarter of a full-body day for the legs. */
function keepsDayBalance(items: readonly PlannedItem[], workoutType: string): boolean {
  const entries = items.map((x) => ({ features: x.features, sets: isWork(x.prescription) ? x.prescription.sets : 0 }));
  if ((workoutType === "upper_body" || workoutType === "full_body") && !pushPullBalance(entries, programSideOf).ok) return false;
  return workoutType !== "full_body" || legShare(entries) >= 0.25;
}

/** What a day may take when a held week gives a set back: its hard-set budget, its clock and pull >= push. */
export interface HoldRoom {
  minutes: number;
  workoutTypes: readonly string[];
  /** Most sets one exercise takes (COACHING.md §4: 1-3 for beginners). */
  most: number;
}

/**
 * A ramp never steps back inside its block (COACHING.md §7: sets climb while
 * reps in reserve fall), and a beginner's linear block holds its sets while
 * the load climbs. Rounding, a rotated accessory whose base week was trimmed
 * for an added exercise, and the 48-hour spacing can leave a week a set or two
 * under the one before; those sets go back to the leanest hard exercise, a pull
 * or leg exercise first, so balance is not bought with presses. With `room`, only
 * where the day keeps its hard-set budget, its clock and pull >= push.
 */
export function holdRamp(week: PlannedItem[][], lifting: (d: number) => boolean, least: number, room?: HoldRoom, ceiling?: (d: number) => (item: PlannedItem) => number): void {
  const total = () => week.reduce((n, items, d) => n + (lifting(d) ? hardSetCount(items) : 0), 0);
  const fitsDay = (trial: readonly PlannedItem[], d: number) => {
    if (!room) return true;
    if (hardSetCount(trial) > sessionSetCap(room.minutes)) return false;
    // +10%: what the week's rests can absorb (setsThatFit's limit), since the week's rests were already fitted.
    if (sessionClockSeconds(trial.map((i) => i.prescription)) > 1.1 * room.minutes * 60) return false;
    return keepsDayBalance(trial, room.workoutTypes[d]);
  };
  for (let guard = 0; guard < 6 && total() < least; guard++) {
    let pick: { d: number; k: number; score: number } | undefined;
    week.forEach((items, d) => {
      if (!lifting(d)) return;
      const before = hardSetCount(items);
      items.forEach((item, k) => {
        const p = item.prescription;
        if (!isWork(p) || p.sets >= (room?.most ?? 5) || (ceiling && p.sets >= ceiling(d)(item))) return;
        const trial = withSet(items, k);
        if (hardSetCount(trial) === before || Object.values(sessionGroupSets(trial)).some((n) => n > 10) || !fitsDay(trial, d)) return;
        const side = programSideOf(item.features);
        const score = p.sets + (side === "push" ? 10 : 0) + (side === "pull" || isLegWork(item.features) ? 0 : 3);
        if (!pick || score < pick.score) pick = { d, k, score };
      });
    });
    if (!pick) return;
    const { d, k } = pick;
    week[d][k] = { ...week[d][k], prescription: { ...week[d][k].prescription, sets: week[d][k].prescription.sets + 1 } };
  }
}

/**
 * A deload week holds at most `limit` work sets (about half the week before, COACHING.md §8):
 * where a day of single sets could not be halved, the spare sets come off the other days'
 * fullest exercises, accessories before the main lifts.
 */
export function capDeload(week: PlannedItem[][], limit: number): void {
  let total = week.reduce((n, x) => n + workSets(x), 0);
  while (total > limit) {
    let pick: { d: number; k: number; score: number } | undefined;
    week.forEach((items, d) => {
      const mains = new Set(mainLiftIds(items));
      items.forEach((item, k) => {
        const p = item.prescription;
        if (!isWork(p) || p.sets <= 1) return;
        const score = p.sets + (mains.has(item.features.exercise.id) ? 0 : 10);
        if (!pick || score > pick.score) pick = { d, k, score };
      });
    });
    if (!pick) {
      // Every exercise at one set (a beginner's trimmed week): the fullest day's last single accessory is left out this week.
      const day = week.map((items, d) => ({ d, n: workSets(items) })).sort((a, b) => b.n - a.n || a.d - b.d)[0];
      if (!day) return;
      const items = week[day.d];
      const mains = new Set(mainLiftIds(items));
      const k = items.map((item, j) => ({ item, j })).filter(({ item }) => isWork(item.prescription) && item.prescription.rpe !== null && !mains.has(item.features.exercise.id)).pop()?.j;
      if (k === undefined) return;
      week[day.d] = items.filter((_, j) => j !== k);
      total -= 1;
      continue;
    }
    const { d, k } = pick;
    week[d][k] = { ...week[d][k], prescription: { ...week[d][k].prescription, sets: week[d][k].prescription.sets - 1 } };
    total -= 1;
  }
}

/**
 * Inside a ramp or linear block a main lift never loses sets from the block's first week
 * (COACHING.md §7: progress is measured on the same work). Where rounding, rotation or the
 * 48-hour spacing took one, it comes back from the day's fullest accessory on the same side (or
 * neither side), so pulls still match presses; with no such donor, only if the muscle has room.
 * Where the set would take a muscle past 10 a session, an accessory that trains that muscle gives
 * one (down to `least` sets: one for beginners, whose accessories take 1-3).
 */
export function holdMainLifts(week: PlannedItem[][], first: readonly (readonly PlannedItem[])[], least = 2): void {
  const over = (day: readonly PlannedItem[]) => Object.entries(sessionGroupSets(day)).filter(([, n]) => n > 10.25).map(([g]) => g);
  week.forEach((items, d) => {
    const before = first[d];
    if (!before) return;
    for (const id of mainLiftIds(before)) {
      const want = before.find((i) => i.features.exercise.id === id)?.prescription.sets ?? 0;
      for (let guard = 0; guard < 4; guard++) {
        const k = items.findIndex((i) => i.features.exercise.id === id);
        if (k < 0 || items[k].prescription.sets >= want) break;
        const side = programSideOf(items[k].features);
        const mains = new Set(mainLiftIds(items));
        const accessories = items.map((item, j) => ({ item, j })).filter(({ item }) => !mains.has(item.features.exercise.id) && isWork(item.prescription) && item.prescription.rpe !== null);
        const sameSide = (item: PlannedItem) => programSideOf(item.features) === side || programSideOf(item.features) === null;
        const fullest = (a: { item: PlannedItem; j: number }, b: { item: PlannedItem; j: number }) => b.item.prescription.sets - a.item.prescription.sets || b.j - a.j;
        const donor = accessories.filter(({ item }) => item.prescription.sets > 2 && sameSide(item)).sort(fullest)[0];
        const grow = (from?: { item: PlannedItem; j: number }) => {
          const out = withSet(items, k);
          return from ? withSet(out, from.j, -1) : out;
        };
        let grown = grow(donor);
        const capped = over(grown);
        if (capped.length > 0) {
          const relief = accessories
            .filter(({ item }) => item.prescription.sets > least && sameSide(item) && capped.some((g) => (credits(item).get(g) ?? 0) > 0))
            .sort(fullest)
            .map((x) => grow(x))
            .find((x) => over(x).length === 0);
          if (!relief) break;
          grown = relief;
        }
        items.splice(0, items.length, ...grown);
      }
    }
  });
}

/**
 * A strength wave's later weeks (intensification, realisation) never give a main lift more sets
 * than the block's first week did: volume falls as the load rises (COACHING.md §7). Rounding a
 * smaller total can still hand a main lift an extra set; it comes off.
 */
export function capMainLifts(week: PlannedItem[][], first: readonly (readonly PlannedItem[])[]): void {
  week.forEach((items, d) => {
    const before = first[d];
    if (!before) return;
    for (const id of mainLiftIds(before)) {
      const most = before.find((i) => i.features.exercise.id === id)?.prescription.sets ?? Infinity;
      const k = items.findIndex((i) => i.features.exercise.id === id);
      if (k >= 0 && items[k].prescription.sets > most) items[k] = { ...items[k], prescription: { ...items[k].prescription, sets: most } };
    }
  });
}

/**
 * A big muscle over its band's top in a training week (COACHING.md §6: beginners 6-12, intermediates
 * 10-16) gives back sets: from the fullest accessory that trains it first (else second), never a main
 * lift, never below `least` sets (one for beginners, whose accessories take 1-3, two for the others), and only where no other big muscle falls under its band and the day keeps
 * pull >= push and, on a full-body day, a quarter of its sets for the legs.
 */
export function trimOverBand(week: PlannedItem[][], bands: SetBands, workoutTypes: readonly string[], least: number): void {
  const major = MAJOR_GROUPS as readonly string[];
  for (let guard = 0; guard < 40; guard++) {
    const totals = weeklyHardSets(week);
    const over = major.filter((g) => totals[g] > bands[g].max);
    if (over.length === 0) return;
    let pick: { d: number; k: number; score: number } | undefined;
    week.forEach((items, d) => {
      const mains = new Set(mainLiftIds(items));
      items.forEach((item, k) => {
        const p = item.prescription;
        if (!isWork(p) || p.rpe === null || p.sets <= least || mains.has(item.features.exercise.id)) return;
        const c = credits(item);
        // A muscle half a set over is brought down by an exercise that trains it second, where none trains it first.
        const primary = over.some((g) => c.get(g) === 1);
        if (!primary && !over.some((g) => (c.get(g) ?? 0) > 0)) return;
        for (const [g, credit] of c) if (major.includes(g) && !over.includes(g) && totals[g] - credit < bands[g].min) return;
        const trial = items.map((x, j) => ({ features: x.features, sets: isWork(x.prescription) ? x.prescription.sets - (j === k ? 1 : 0) : 0 }));
        const type = workoutTypes[d];
        // A trimmed pull must not leave the day leaning push with its chest flyes counted: another day's pull gives the set.
        if ((type === "upper_body" || type === "full_body") && !(pushPullBalance(trial, programSideOf).ok && (programSideOf(item.features) !== "pull" || pushPullBalance(trial, leanSideOf).ok))) return;
        if (type === "full_body" && legShare(trial) < 0.25) return;
        const score = p.sets + (primary ? 10 : 0);
        if (!pick || score > pick.score) pick = { d, k, score };
      });
    });
    if (!pick) return;
    const { d, k } = pick;
    week[d][k] = { ...week[d][k], prescription: { ...week[d][k].prescription, sets: week[d][k].prescription.sets - 1 } };
  }
}

export interface RaiseRoom {
  /** Session length in minutes: the hard-set budget (25 an hour) and the clock (+5%, rests as prescribed). */
  minutes: number;
  /** Level rank: the most sets one exercise takes. */
  rank: number;
  /** Whether day `d` may take one more set of `item` (the 48-hour spacing, say). */
  canAdd?: (d: number, item: PlannedItem) => boolean;
}

/**
 * A big muscle under its band's bottom in a training week gets sets back where a day has room. The
 * week's total is spread over its exercises by largest remainder, which knows nothing of muscles: a
 * ramp's calibration week (85%) can round three chest exercises from 4 sets down to 3 each, 9 sets
 * where the base week held 12 for a band of 10. One set at a time, on the leanest exercise that
 * trains the muscle first (accessories before the main lifts), only where the day keeps its hard-set
 * budget, its clock, 10 sets a muscle, pull >= push and a quarter for the legs on full-body days, and
 * no other big muscle passes its band's top.
 */
export function raiseUnderBand(week: PlannedItem[][], bands: SetBands, workoutTypes: readonly string[], room: RaiseRoom): void {
  const major = MAJOR_GROUPS as readonly string[];
  const budget = sessionSetCap(room.minutes);
  const limit = 1.05 * room.minutes * 60;
  const most = maxSetsPerExercise(room.rank);
  for (let guard = 0; guard < 20; guard++) {
    const totals = weeklyHardSets(week);
    const under = major.filter((g) => totals[g] < bands[g].min);
    if (under.length === 0) return;
    let pick: { d: number; score: number; trial: PlannedItem[] } | undefined;
    week.forEach((items, d) => {
      const mains = new Set(mainLiftIds(items));
      const type = workoutTypes[d];
      items.forEach((item, k) => {
        const p = item.prescription;
        const main = mains.has(item.features.exercise.id);
        if (!isWork(p) || p.rpe === null || p.sets >= most) return;
        const c = credits(item);
        if (!under.some((g) => c.get(g) === 1)) return;
        let trial = withSet(items, k);
        const blocked = [...c].filter(([g, credit]) => major.includes(g) && totals[g] + credit > bands[g].max).map(([g]) => g);
        if (blocked.length > 0) {
          // A squat set for the quads, say, where the glutes sit at their band's top: a set of the day's fullest
          // accessory for the blocking muscle that trains no muscle under its band gives way, where nothing falls under.
          const donor = tradeFor(trial, k, blocked, under, totals, bands, room.rank <= 1 ? 1 : 2, mains);
          if (donor === undefined) return;
          trial = withSet(trial, donor, -1);
        } else if (hardSetCount(trial) > budget) return;
        if (!withinMuscleCap(trial)) return;
        // On the clock as prescribed: the week's rests and reps stay as they are.
        if (sessionClockSeconds(trial.map((i) => i.prescription)) > limit) return;
        if (!keepsDayBalance(trial, type)) return;
        if (room.canAdd && !room.canAdd(d, item)) return;
        const score = p.sets + (main ? 10 : 0);
        if (!pick || score < pick.score) pick = { d, score, trial };
      });
    });
    if (!pick) return;
    week[pick.d] = pick.trial;
  }
}

/**
 * The exercise of `day` (not `k`, not a main lift, above `least` sets) whose set comes off so that
 * every `blocked` muscle stays at its band's top: it trains each of them, trains none of the muscles
 * `under` their band, and leaves no big muscle under its band. The fullest such accessory.
 */
function tradeFor(day: readonly PlannedItem[], k: number, blocked: readonly string[], under: readonly string[], totals: Readonly<Record<string, number>>, bands: SetBands, least: number, mains: ReadonlySet<string>): number | undefined {
  const major = MAJOR_GROUPS as readonly string[];
  const added = credits(day[k]);
  let pick: number | undefined;
  day.forEach((item, j) => {
    const p = item.prescription;
    if (j === k || !isWork(p) || p.rpe === null || p.sets <= least || mains.has(item.features.exercise.id)) return;
    const c = credits(item);
    if (under.some((g) => (c.get(g) ?? 0) > 0)) return;
    if (!blocked.every((g) => (c.get(g) ?? 0) >= (added.get(g) ?? 0))) return;
    for (const [g, credit] of c) if (major.includes(g) && totals[g] + (added.get(g) ?? 0) - credit < bands[g].min) return;
    if (pick === undefined || p.sets > day[pick].prescription.sets) pick = j;
  });
  return pick;
}

/**
 * No exercise past its ceiling (`setCeiling`: the level's cap, and one set over the week before
 * inside a block). The spacing, pull sets, merged duplicates and held main lifts can each leave one
 * over it; the extra set goes to another exercise of the same day with room under its own ceiling
 * (one sharing a muscle first, then the leanest), where the day keeps 10 sets a muscle, its clock,
 * pull >= push and a quarter for the legs on full-body days. With no such exercise it is dropped.
 */
export function holdSetSteps(week: PlannedItem[][], ceiling: (d: number) => (item: PlannedItem) => number, workoutTypes: readonly string[], minutes: number, canAdd?: (d: number, item: PlannedItem) => boolean): void {
  const limit = 1.1 * minutes * 60;
  week.forEach((items, d) => {
    const top = ceiling(d);
    const type = workoutTypes[d];
    for (let guard = 0; guard < 40; guard++) {
      const k = items.findIndex((i) => isWork(i.prescription) && i.prescription.sets > top(i));
      if (k < 0) return;
      const donor = items[k];
      const cut = withSet(items, k, -1);
      const shared = (item: PlannedItem) => [...credits(item)].some(([g, c]) => c === 1 && credits(donor).get(g) === 1);
      const takers = cut
        .map((item, j) => ({ item, j }))
        .filter(({ item, j }) => j !== k && isWork(item.prescription) && item.prescription.rpe !== null && item.prescription.sets < top(item) && (canAdd?.(d, item) ?? true))
        .sort((a, b) => Number(shared(b.item)) - Number(shared(a.item)) || a.item.prescription.sets - b.item.prescription.sets || a.j - b.j);
      let next = cut;
      for (const { j } of takers) {
        const trial = withSet(cut, j);
        if (!withinMuscleCap(trial) || sessionClockSeconds(trial.map((i) => i.prescription)) > limit || !keepsDayBalance(trial, type)) continue;
        next = trial;
        break;
      }
      items.splice(0, items.length, ...next);
    }
  });
}

/** Hard sets as the audit counts them: working sets that are not drills or conditioning. */
const paceSets = (items: readonly PlannedItem[]) => items.reduce((n, i) => n + (isWork(i.prescription) && !i.features.isMobility && !i.features.isConditioning ? i.prescription.sets : 0), 0);
const paceSeconds = (items: readonly PlannedItem[]) => (paceSets(items) * 3600) / 25;

/**
 * A day whose sets came out short on the clock (a deload, an endurance day of holds at 90 s rest) can
 * still run past 25 hard sets an hour of its own length (COACHING.md §3: 16 sets in 35 minutes). Its
 * rests stretch first, within their ranges; what the rests cannot cover comes off the day's fullest
 * accessories (never a main lift, never under `least` sets), where the day keeps pull >= push and a
 * full-body day its quarter for the legs. Unchanged where the pace is already inside it.
 * (Stretching rests past an exercise's range is the lesser evil: rushing the sets is what the cap prevents.)
 */
export function paceHardSets(items: readonly PlannedItem[], workoutType: string, least: number): PlannedItem[] {
  // On the stated (whole) minutes, as the lifter reads them.
  const clockOf = (x: readonly PlannedItem[]) => Math.round(sessionClockSeconds(x.map((i) => i.prescription)) / 60) * 60;
  if (clockOf(items) >= paceSeconds(items)) return [...items];
  // Aim a little past the least, so rounding the stated minutes never lands under it.
  const aim = paceSeconds(items) + 60;
  const fitted = fitToDuration(items.map((i) => i.prescription), aim, 30 / aim, { lockSets: true });
  let out = items.map((item, k) => ({ ...item, prescription: fitted[k] }));
  // Unloaded work's rests stop at 90 s: a set of holds may rest up to two minutes where the pace needs it.
  for (let guard = 0; guard < 8 && clockOf(out) < paceSeconds(out); guard++) {
    const longer = out.map((item) => {
      const p = item.prescription;
      return isWork(p) && p.sets > 1 && p.restSeconds < 120 ? { ...item, prescription: { ...p, restSeconds: Math.min(120, p.restSeconds + 15) } } : item;
    });
    if (clockOf(longer) === clockOf(out)) break;
    out = longer;
  }
  const mains = new Set(mainLiftIds(out));
  for (let guard = 0; guard < 12 && clockOf(out) < paceSeconds(out); guard++) {
    const cut = out
      .map((item, k) => ({ item, k }))
      .filter(({ item }) => isWork(item.prescription) && item.prescription.rpe !== null && item.prescription.sets > least && !mains.has(item.features.exercise.id))
      .map(({ k }) => withSet(out, k, -1))
      .filter((trial) => keepsDayBalance(trial, workoutType))
      .sort((a, b) => clockOf(b) - paceSeconds(b) - (clockOf(a) - paceSeconds(a)))[0];
    if (!cut) break;
    out = cut;
  }
  return out;
}
