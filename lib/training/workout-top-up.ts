/**
 * Workout generation, after the count: a session the set budgets leave
 * short. The count is a prefix of the slots, so once the day's first muscles
 * reach their caps (a pull day's back at about 10 sets) the next prefix only
 * adds a third row thinned to one set, and the session stops 15 minutes
 * short. A coach adds the next exercise for a muscle of the day that still
 * has room instead (curls and rear-delt work on that pull day): this takes
 * the left-out picks, in slot order, one at a time while each makes the
 * fitted session land nearer the target (the generator's own cost: clock,
 * thinned exercises, missing family work) and keeps the session invariants.
 * Where nothing helps, the session stays short and its notes say so.
 */
import type { Candidate, PlannedItem } from "./workout-prescribing";
import { candidateFrom } from "./workout-prescribing";
import { takePrefix, type Pick } from "./workout-selection";
import type { WorkoutSpec } from "./workout-request";

/** At most this many exercises are added to a count's prefix. */
const MAX_ADDED = 4;
/** An added exercise's prime mover has fewer than this many exercises already: a third curl is variety, not work. */
const MAX_PER_PRIME_MOVER = 2;

export interface Judged {
  candidate: Candidate;
  items: PlannedItem[];
  cost: number;
}

/**
 * The chosen count's session with left-out picks added while each lowers the
 * cost. `judge` fits a candidate and returns its cost, or undefined when the
 * fitted session breaks an invariant.
 */
export function topUp(
  picks: readonly Pick[],
  start: Judged,
  spec: WorkoutSpec,
  maxCount: number,
  judge: (c: Candidate) => { items: PlannedItem[]; cost: number } | undefined,
): Judged {
  // The aerobic finisher stays only where the chosen count kept it (candidatesByCount may have moved it out).
  const aerobicKept = start.candidate.items.some((i) => i.prescription.aerobic === true);
  let base = takePrefix(picks, start.candidate.n).filter((p) => p.slot.pool !== "aerobic" || aerobicKept);
  // A paired (superset) session was too long, never too short: nothing to add.
  if (base.length !== start.candidate.items.length) return start;
  let best = start;
  for (let added = 0; added < MAX_ADDED && best.candidate.n < maxCount; added++) {
    const inSession = new Set(base);
    const movers = new Map<string, number>();
    for (const p of base) if (p.features.primary[0]) movers.set(p.features.primary[0], (movers.get(p.features.primary[0]) ?? 0) + 1);
    let next: { judged: Judged; base: Pick[] } | undefined;
    for (const p of picks) {
      if (inSession.has(p) || p.slot.fixed) continue;
      if ((movers.get(p.features.primary[0] ?? "") ?? 0) >= MAX_PER_PRIME_MOVER) continue;
      const trial = [...base, p];
      const candidate = candidateFrom(trial, spec);
      const judged = judge(candidate);
      if (judged && judged.cost < (next?.judged.cost ?? best.cost)) next = { judged: { candidate, ...judged }, base: trial };
    }
    if (!next) break;
    best = next.judged;
    base = next.base;
  }
  return best;
}
