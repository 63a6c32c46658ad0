/**
 * Seeded randomness for the generators. A request's `seed` must reproduce the
 * same workout on any machine, so nothing here may touch Math.random; callers
 * that want a fresh plan draw the seed themselves and echo it back.
 */

export type Random = () => number;

/** mulberry32: tiny, fast and good enough to break ties between exercises. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Any seed (number or text) -> an unsigned 32-bit integer. Text goes through
 * FNV-1a so "week-3/day-2" style keys give unrelated streams.
 */
export function normaliseSeed(seed: number | string): number {
  if (typeof seed === "number" && Number.isFinite(seed)) return Math.trunc(Math.abs(seed)) >>> 0;
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Derives an independent seed for a named sub-task, so adding one sub-task does not reshuffle the others. */
export function deriveSeed(seed: number, ...parts: readonly (string | number)[]): number {
  return normaliseSeed(`${seed >>> 0}:${parts.join("/")}`);
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
