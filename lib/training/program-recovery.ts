/**
 * Program planning: 48 hours between hard work for the same muscle
 * (COACHING.md §3). On back-to-back training days a muscle group may take 4
 * or more hard sets on one of them, not both. Exercise selection sees one
 * session at a time, so a lower day's deadlift (traps, lower back) can land
 * the day after an upper day's rows; the week then takes sets off the
 * lighter of the two days for that group, accessories before the main lifts,
 * never below one set.
 */
import { credits, isHardItem, MAJOR_GROUPS } from "./program-volume";
import { mainLiftIds } from "./program-weeks";
import type { PlannedItem } from "./workout-prescribing";

/** Hard sets of a group in one session from which the next day must not hit it hard too. */
export const HARD_HIT_SETS = 4;
const GROUPS: readonly string[] = [...MAJOR_GROUPS, "biceps", "triceps", "calves"];

function groupSets(items: readonly PlannedItem[], group: string): number {
  return items.filter(isHardItem).reduce((sum, i) => sum + (credits(i).get(group) ?? 0) * i.prescription.sets, 0);
}

/** Takes single sets off a day until the group is under the hard-hit line; false when it cannot. */
function trim(items: PlannedItem[], group: string): boolean {
  const mains = new Set(mainLiftIds(items));
  while (groupSets(items, group) >= HARD_HIT_SETS) {
    let pick = -1;
    let best = -Infinity;
    items.forEach((item, k) => {
      const credit = credits(item).get(group) ?? 0;
      if (!isHardItem(item) || credit === 0 || item.prescription.sets <= 1) return;
      // Accessories first, then the larger credit (fewer sets lost), then the later exercise.
      const score = (mains.has(item.features.exercise.id) ? 0 : 10) + credit * 2 + k / 100;
      if (score > best) [pick, best] = [k, score];
    });
    if (pick < 0) return false;
    items[pick] = { ...items[pick], prescription: { ...items[pick].prescription, sets: items[pick].prescription.sets - 1 } };
  }
  return true;
}

/**
 * One week's sessions, each with the weekday it falls on (0-6, the week
 * wraps): returns the sessions with the back-to-back conflicts trimmed.
 * `skip` marks sessions left alone (cardio days).
 */
export function spaceHardDays(week: readonly PlannedItem[][], weekdays: readonly number[], skip: readonly boolean[] = []): PlannedItem[][] {
  const out = week.map((items) => [...items]);
  for (let a = 0; a < out.length; a++) {
    for (let b = 0; b < out.length; b++) {
      if (a === b || skip[a] || skip[b] || (weekdays[b] - weekdays[a] + 7) % 7 !== 1) continue;
      for (const g of GROUPS) {
        const sa = groupSets(out[a], g);
        const sb = groupSets(out[b], g);
        if (sa < HARD_HIT_SETS || sb < HARD_HIT_SETS) continue;
        // The day that hits the group less gives way: it loses the fewest sets.
        const [first, second] = sa <= sb ? [a, b] : [b, a];
        const copy = [...out[first]];
        if (trim(copy, g)) out[first] = copy;
        else {
          const other = [...out[second]];
          if (trim(other, g)) out[second] = other;
        }
      }
    }
  }
  return out;
}

/**
 * Whether one more set of `item` on day `day` would hit one of its groups
 * hard (4+ sets) the day after or before a day that already does: the
 * spacing above would only take the set back off.
 */
export function breaksSpacing(week: readonly (readonly PlannedItem[])[], weekdays: readonly number[], day: number, item: PlannedItem, skip: readonly boolean[] = []): boolean {
  const extra = credits(item);
  for (const g of GROUPS) {
    const c = extra.get(g) ?? 0;
    if (c === 0 || groupSets(week[day], g) + c < HARD_HIT_SETS) continue;
    for (let other = 0; other < week.length; other++) {
      if (other === day || skip[other]) continue;
      const gap = (weekdays[other] - weekdays[day] + 7) % 7;
      if ((gap === 1 || gap === 6) && groupSets(week[other], g) >= HARD_HIT_SETS) return true;
    }
  }
  return false;
}
