/**
 * Exercise detail page rules that are pure text and number handling
 * (spec 3 §2.5, §9): instruction steps, tempo, bars, description markup,
 * programming tabs, and the library's difficulty address parameter.
 */
import { EXERCISE_DETAIL, EXERCISE_LIBRARY, GOAL_PRESETS, TEMPO_DEFAULTS, type GoalPreset, type TrainingGoal } from "./constants";

/**
 * Instruction text -> at most 6 steps of more than 10 characters. Steps are
 * split on line breaks or numbered items, and on sentence ends when the text
 * is a single paragraph.
 */
export function instructionSteps(text: string | null | undefined): string[] {
  if (!text) return [];
  const plain = text.replace(/<[^>]+>/g, "\n");
  let parts = plain.split(/\n+|(?:^|\s)\d+[.)]\s+/);
  if (parts.filter((p) => p.trim()).length <= 1) parts = plain.split(/(?<=[.!?])\s+/);
  return parts
    .map((p) => p.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter((p) => p.length > EXERCISE_DETAIL.instructionStepMinChars)
    .slice(0, EXERCISE_DETAIL.instructionStepsMax);
}

/** Variation card snippet: the first sentence-like segment over 20 characters. */
export function variationSnippet(text: string | null | undefined): string {
  if (!text) return "";
  const segments = text.split(/[.\n;]+/).map((s) => s.trim());
  return segments.find((s) => s.length > EXERCISE_DETAIL.variationSnippetMinChars) ?? "";
}

export interface Tempo {
  eccentric: number;
  isometric: number;
  concentric: number;
  /** Seconds per rep: the sum of the three. */
  total: number;
}

/** Exercise tempo with defaults 3-0-1 (eccentric, isometric, concentric). */
export function exerciseTempo(input: {
  tempoEccentric?: number | null;
  tempoIsometric?: number | null;
  tempoConcentric?: number | null;
}): Tempo {
  const pickOr = (v: number | null | undefined, d: number) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : d);
  const eccentric = pickOr(input.tempoEccentric, TEMPO_DEFAULTS.eccentric);
  const isometric = pickOr(input.tempoIsometric, TEMPO_DEFAULTS.isometric);
  const concentric = pickOr(input.tempoConcentric, TEMPO_DEFAULTS.concentric);
  return { eccentric, isometric, concentric, total: eccentric + isometric + concentric };
}

/** The tempo section only shows when eccentric and concentric are set. */
export function hasTempo(input: { tempoEccentric?: number | null; tempoConcentric?: number | null }): boolean {
  return typeof input.tempoEccentric === "number" && typeof input.tempoConcentric === "number";
}

/** Mobility out of 5, 20% of the bar per point. */
export function mobilityBarPercent(level: number | null | undefined): number {
  if (typeof level !== "number" || !Number.isFinite(level)) return 0;
  return Math.min(100, Math.max(0, level * EXERCISE_DETAIL.mobilityBarPercentPerPoint));
}

/** Experience bar: 75% when a minimum level is set, else 25%. */
export function experienceBarPercent(minExperienceLevel: unknown): number {
  const set = minExperienceLevel !== null && minExperienceLevel !== undefined && minExperienceLevel !== "";
  return set ? EXERCISE_DETAIL.experienceBarPercentSet : EXERCISE_DETAIL.experienceBarPercentUnset;
}

/** Programming parameters tab content for a goal (default hypertrophy). */
export function programmingParameters(goal: TrainingGoal = "hypertrophy"): GoalPreset {
  return GOAL_PRESETS[goal];
}

export type DescriptionBlock =
  | { kind: "bullet"; parts: DescriptionInline[] }
  | { kind: "paragraph"; parts: DescriptionInline[] };
export interface DescriptionInline {
  text: string;
  bold: boolean;
}

function inline(line: string): DescriptionInline[] {
  const parts: DescriptionInline[] = [];
  const re = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (m.index > last) parts.push({ text: line.slice(last, m.index), bold: false });
    parts.push({ text: m[1], bold: true });
    last = m.index + m[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last), bold: false });
  return parts;
}

/** Description markup: lines starting with '- ' are bullets, **text** is bold. */
export function parseDescription(text: string | null | undefined): DescriptionBlock[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) =>
      line.startsWith("- ") ? { kind: "bullet", parts: inline(line.slice(2)) } : { kind: "paragraph", parts: inline(line) },
    );
}

/**
 * The library's difficulty address parameter "min-max". Out-of-range or
 * malformed values fall back to the default 1-10; reversed bounds are swapped.
 */
export function parseDifficultyParam(value: string | null | undefined): { min: number; max: number } {
  const fallback = { ...EXERCISE_LIBRARY.difficultyRange };
  if (!value) return fallback;
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(value);
  if (!m) return fallback;
  let min = Number(m[1]);
  let max = Number(m[2]);
  if (min > max) [min, max] = [max, min];
  const { min: lo, max: hi } = EXERCISE_LIBRARY.difficultyRange;
  if (min < lo || max > hi) return fallback;
  return { min, max };
}

export function formatDifficultyParam(range: { min: number; max: number }): string | null {
  const d = EXERCISE_LIBRARY.difficultyRange;
  return range.min === d.min && range.max === d.max ? null : `${range.min}-${range.max}`;
}

/** Carousel index that wraps forward and backward. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
