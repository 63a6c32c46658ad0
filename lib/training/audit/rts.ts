/**
 * The RTS chart (COACHING.md §4): % of 1RM for a set of r reps at an RPE.
 * An RPE-r set of n reps is a set taken to n + (10 − RPE) reps to failure,
 * so one column (RPE 10) gives the whole chart: 5 @ 8 ≈ 81%, 8 @ 8 ≈ 74%,
 * 10 @ 8 ≈ 68%, 3 @ 9 ≈ 89%.
 */

/** % of 1RM at RPE 10 for 1..14 reps to failure (Tuchscherer's chart). */
const TO_FAILURE = [100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6];

/** % of 1RM for `reps` reps to failure; past the chart it keeps falling about 2.7 points a rep. */
export function percentAtFailure(reps: number): number {
  if (reps <= 1) return 100;
  const last = TO_FAILURE.length;
  if (reps >= last) return TO_FAILURE[last - 1] - 2.7 * (reps - last);
  const lo = Math.floor(reps);
  const frac = reps - lo;
  return TO_FAILURE[lo - 1] + frac * (TO_FAILURE[lo] - TO_FAILURE[lo - 1]);
}

export function percentOf1RM(reps: number, rpe: number): number {
  return percentAtFailure(reps + (10 - rpe));
}

/** % of a training max (TM = 90% of 1RM). */
export function percentOfTrainingMax(reps: number, rpe: number): number {
  return percentOf1RM(reps, rpe) / 0.9;
}
