/**
 * Supersets for short fat-loss and general-fitness sessions (COACHING.md §4:
 * those goals are the lifting plus aerobic work). When the lifts alone fill
 * a 30-minute session, a coach does not drop the aerobic finisher: pairs of
 * lifts that share no prime mover (a squat with a press, a row with a
 * hinge) are done in turn, one set of each with a short rest between them.
 * Each lift still gets about two minutes before its own next set (the short
 * rest, the other lift's set, the short rest again), so the zone's rest holds
 * while the session loses the waiting.
 *
 * The clock counts each lift's own rests, which is what the alternation
 * takes apart from one short rest per pair.
 */
import { clockItemOf } from "./prescription-clock";
import { setWorkSeconds } from "./session-clock";
import type { PlannedItem } from "./workout-prescribing";

/** Rest after each set of a pair, seconds. */
export const PAIRED_REST_SECONDS = 45;

function liftable(i: PlannedItem): boolean {
  const p = i.prescription;
  return p.unit === "reps" && p.aerobic !== true && p.kind !== "mobility" && p.kind !== "intervals" && p.kind !== "steady" && p.sets > 1;
}

function shareMovers(a: PlannedItem, b: PlannedItem): boolean {
  return a.features.primary.some((m) => b.features.primary.includes(m));
}

function pairNote(other: PlannedItem, seconds: number): string {
  return `Superset with ${other.features.exercise.name}: one set of each in turn, about ${PAIRED_REST_SECONDS} s between them (about ${seconds} s before your next set of this one).`;
}

/**
 * The session with its lifts paired where two share no prime mover, in
 * order (the main lift with the next lift that works other muscles), or
 * null when nothing pairs. Rests become the paired rest and stay there
 * (the duration fitter moves sets, not these rests).
 */
export function pairLifts(items: readonly PlannedItem[]): PlannedItem[] | null {
  const out = items.map((i) => ({ ...i, prescription: { ...i.prescription } }));
  const paired = new Set<number>();
  for (let a = 0; a < out.length; a++) {
    if (paired.has(a) || !liftable(out[a])) continue;
    for (let b = a + 1; b < out.length; b++) {
      if (paired.has(b) || !liftable(out[b]) || shareMovers(out[a], out[b])) continue;
      paired.add(a).add(b);
      for (const [self, other] of [
        [out[a], out[b]],
        [out[b], out[a]],
      ] as const) {
        const p = self.prescription;
        const otherSet = setWorkSeconds(clockItemOf(other.prescription));
        p.restSeconds = PAIRED_REST_SECONDS;
        p.restLo = PAIRED_REST_SECONDS;
        p.restHi = PAIRED_REST_SECONDS;
        p.notes = `${pairNote(other, 15 * Math.round((2 * PAIRED_REST_SECONDS + otherSet) / 15))} ${p.notes}`.trim();
      }
      break;
    }
  }
  return paired.size > 0 ? out : null;
}
