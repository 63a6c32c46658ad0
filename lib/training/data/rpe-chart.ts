// The RTS (Reactive Training Systems) RPE chart: % of 1RM for a set of
// 1-12 reps at RPE 6-10. An RPE point is a rep in reserve, so each row is
// the row one point above shifted by a rep. Part of lib/training.

/** RPE values the chart covers, highest first. */
export const RPE_CHART_RPES = [10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6] as const;

/** Row per RPE (as RPE_CHART_RPES), column per reps 1-12: % of 1RM. */
export const RPE_CHART: readonly (readonly number[])[] = [
  [100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0],
  [97.8, 93.9, 90.7, 87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7],
  [95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3],
  [93.9, 90.7, 87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7, 64.0],
  [92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6],
  [90.7, 87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7, 64.0, 61.3],
  [89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9],
  [87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7, 64.0, 61.3, 58.6],
  [86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9, 57.4],
];

/** A training max is about 90% of the estimated 1RM (COACHING.md §1). */
export const TRAINING_MAX_SHARE = 0.9;
