/**
 * TOPSIS (Technique for Order of Preference by Similarity to Ideal Solution):
 * ranks alternatives by how close they are to the best value on every
 * criterion and how far from the worst. Used to rank exercise candidates
 * after the hard constraints (equipment, injuries, difficulty) have filtered.
 *
 * Steps: vector-normalise each criterion column, weight it, take the ideal
 * (best per column: max for benefit, min for cost) and the anti-ideal, then
 * closeness = d- / (d+ + d-), where d+/d- are Euclidean distances to them.
 */

export type CriterionDirection = "benefit" | "cost";

export interface Criterion {
  weight: number;
  direction: CriterionDirection;
}

export interface TopsisResult {
  /** Closeness per alternative, in input order, 0..1 (higher is better). */
  scores: number[];
  /** Alternative indices, best first; ties keep input order. */
  ranking: number[];
}

/**
 * TOPSIS over a matrix (rows = alternatives, columns = criteria). Weights
 * are normalised to sum to 1, so only their ratios matter. A column that is
 * all zeros cannot tell alternatives apart and contributes nothing. When an
 * alternative is both ideal and anti-ideal (every alternative identical), its
 * closeness is 0.5: neither good nor bad.
 */
export function topsis(matrix: readonly (readonly number[])[], criteria: readonly Criterion[]): TopsisResult {
  const m = matrix.length;
  const n = criteria.length;
  if (m === 0) return { scores: [], ranking: [] };
  for (const row of matrix) {
    if (row.length !== n) throw new Error(`TOPSIS: each row needs ${n} values, got ${row.length}`);
    for (const v of row) if (!Number.isFinite(v)) throw new Error("TOPSIS: values must be finite numbers");
  }
  const weightSum = criteria.reduce((s, c) => s + Math.max(0, c.weight), 0);
  const weights = criteria.map((c) => (weightSum > 0 ? Math.max(0, c.weight) / weightSum : 1 / n));

  const weighted: number[][] = matrix.map(() => new Array<number>(n).fill(0));
  for (let j = 0; j < n; j++) {
    let norm = 0;
    for (let i = 0; i < m; i++) norm += matrix[i][j] * matrix[i][j];
    norm = Math.sqrt(norm);
    for (let i = 0; i < m; i++) weighted[i][j] = norm > 0 ? (matrix[i][j] / norm) * weights[j] : 0;
  }

  const ideal = new Array<number>(n);
  const anti = new Array<number>(n);
  for (let j = 0; j < n; j++) {
    let max = -Infinity;
    let min = Infinity;
    for (let i = 0; i < m; i++) {
      max = Math.max(max, weighted[i][j]);
      min = Math.min(min, weighted[i][j]);
    }
    const benefit = criteria[j].direction === "benefit";
    ideal[j] = benefit ? max : min;
    anti[j] = benefit ? min : max;
  }

  const scores = weighted.map((row) => {
    let dPlus = 0;
    let dMinus = 0;
    for (let j = 0; j < n; j++) {
      dPlus += (row[j] - ideal[j]) ** 2;
      dMinus += (row[j] - anti[j]) ** 2;
    }
    dPlus = Math.sqrt(dPlus);
    dMinus = Math.sqrt(dMinus);
    return dPlus + dMinus === 0 ? 0.5 : dMinus / (dPlus + dMinus);
  });

  const ranking = scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  return { scores, ranking };
}

export interface KeyedCriterion<T> extends Criterion {
  key: string;
  value: (item: T) => number;
}

export interface RankedItem<T> {
  item: T;
  index: number;
  score: number;
  rank: number;
  /** Raw criterion values, for explaining a pick. */
  values: Record<string, number>;
}

/** TOPSIS over objects with value accessors; best first, rank starting at 1. */
export function rankByTopsis<T>(items: readonly T[], criteria: readonly KeyedCriterion<T>[]): RankedItem<T>[] {
  const matrix = items.map((item) => criteria.map((c) => c.value(item)));
  const { scores, ranking } = topsis(matrix, criteria);
  return ranking.map((index, position) => ({
    item: items[index],
    index,
    score: scores[index],
    rank: position + 1,
    values: Object.fromEntries(criteria.map((c, j) => [c.key, matrix[index][j]])),
  }));
}
