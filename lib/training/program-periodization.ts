/**
 * Program planning, step 4: periodization (COACHING.md §7, §8). The weeks
 * between two deloads form a block; the block is the unit of progression:
 * - hypertrophy-type goals ramp sets from the low toward the high end of the
 *   band (about +1 set per muscle a week) while RPE climbs 7 → 9 (RIR 3 → 1);
 * - strength-type goals run accumulation (most volume, RPE 7-8) →
 *   intensification (volume falls, RPE 8-9) → realisation (least volume,
 *   top sets) inside each block;
 * - beginners progress linearly whatever the goal (COACHING.md §7: block
 *   periodisation is for intermediate and advanced lifters): sets and main-lift
 *   reps hold through the block while the load rises each week (RPE 7 → 8);
 * - the deload repeats the last week's exercises at about half the sets and
 *   RPE two lower.
 * Week 1 of a program is a calibration week at RPE ≤ 7 (COACHING.md §2).
 * Multipliers here are targets: the planner counts what it built and
 * writes the week texts from those counts.
 */
import type { PeriodizationType } from "./constants";

/** Reps in reserve over a block, read off its weeks' RPE (a beginner's cap of RPE 8 stops at 2 in reserve, not 1). */
export function reserveFall(firstRpe: number, lastRpe: number): string {
  const [from, to] = [10 - firstRpe, 10 - lastRpe];
  return from > to ? `reps in reserve fall from ${from} to ${to}` : `reps in reserve stay at ${from}`;
}

export type BlockModel = "ramp" | "wave" | "linear";

export interface WeekScheme {
  weekNumber: number;
  isDeload: boolean;
  /** Index among training (non-deload) weeks; a deload repeats the previous one's. */
  trainingIndex: number;
  /** Block (run of training weeks between deloads, with its deload) this week belongs to. */
  block: number;
  /** Position in the block's training weeks, and their count. */
  weekInBlock: number;
  blockLength: number;
  phase: string;
  focus: string;
  /** Sets against the balanced base week (deloads: against the week before). */
  volumeMultiplier: number;
  /** Progress 0..1 of the main-lift rep target from the top to the bottom of the goal range. */
  repProgress: number;
  /** Target RPE of the working sets before the level's cap. */
  rpe: number;
  /** A linear week: main lifts add load on last week's sets and reps. */
  linear?: boolean;
}

export function isDeloadWeek(weekNumber: number, deloadFrequency: number): boolean {
  return deloadFrequency > 0 && weekNumber % deloadFrequency === 0;
}

/** A plan's training weeks grouped into blocks: the runs of weeks between deloads (deloads left out). */
export function trainingBlocks<W extends { isDeload: boolean }>(weeks: readonly W[]): W[][] {
  const blocks: W[][] = [[]];
  for (const w of weeks) {
    if (w.isDeload) blocks.push([]);
    else blocks[blocks.length - 1].push(w);
  }
  return blocks.filter((b) => b.length > 0);
}

/**
 * Strength-type goals wave volume down as intensity rises; the others ramp volume and effort
 * together. A beginner's strength plan is linear instead: the load goes up each week on the same
 * sets and reps, which is all a novice needs to progress (rank 0-1: sedentary, beginner).
 */
export function blockModelFor(primaryGoal: string, levelRank = 2): BlockModel {
  const wave = primaryGoal === "strength" || primaryGoal === "power" || primaryGoal === "athletic_performance";
  if (wave) return levelRank <= 1 ? "linear" : "wave";
  return "ramp";
}

export const LINEAR_FOCUS = "the same sets and reps as last week with a little more load on the main lifts while every rep is made";

/** Phases of a strength block by its length: realisation is always last, accumulation first. */
function wavePhase(i: number, length: number): "Accumulation" | "Intensification" | "Realisation" {
  if (length <= 1) return "Accumulation";
  if (length === 2) return i === 0 ? "Accumulation" : "Intensification";
  if (i === length - 1) return "Realisation";
  const acc = Math.ceil((length - 1) / 2);
  return i < acc ? "Accumulation" : "Intensification";
}

const WAVE = {
  Accumulation: { volume: 1, rpe: [7, 8], reps: 0, focus: "the most sets of the block at moderate loads" },
  Intensification: { volume: 0.85, rpe: [8, 9], reps: 0.5, focus: "fewer sets, heavier loads" },
  Realisation: { volume: 0.65, rpe: [9, 9], reps: 1, focus: "the fewest sets and heavy top sets on the main lifts" },
} as const;

/** Week-by-week schemes: blocks, phases, volume targets and RPE. */
/** `cap`: the level's RPE cap (rpeCap: 8 for beginners), so a week's stated RPE is one its sets can have. */
export function periodize(weeks: number, periodization: PeriodizationType, deloadFrequency: number, model: BlockModel = "ramp", cap = 10): WeekScheme[] {
  const deloads = Array.from({ length: weeks }, (_, i) => isDeloadWeek(i + 1, deloadFrequency));
  // Block lengths: the training weeks before each deload (the last block may have no deload).
  const lengths: number[] = [0];
  for (const d of deloads) {
    if (d) lengths.push(0);
    else lengths[lengths.length - 1] += 1;
  }
  const blockCount = lengths.filter((n) => n > 0).length;
  const out: WeekScheme[] = [];
  let t = -1;
  let block = 0;
  let i = 0;
  for (let w = 1; w <= weeks; w++) {
    if (deloads[w - 1]) {
      const prev = out[out.length - 1];
      out.push({
        weekNumber: w,
        isDeload: true,
        trainingIndex: Math.max(0, t),
        block,
        weekInBlock: i,
        blockLength: lengths[block],
        phase: "Deload",
        focus: "the same exercises at about half the sets, RPE at least two lower (more on heavy lifts, where 85-90% of last week's load takes more off) and loaded lifts at about 85-90% of last week's loads, to recover before the next block",
        volumeMultiplier: 0.5,
        repProgress: prev?.repProgress ?? 0,
        rpe: Math.max(4, (prev?.rpe ?? 7) - 2),
      });
      block += 1;
      i = 0;
      continue;
    }
    t += 1;
    const length = lengths[block];
    const q = length > 1 ? i / (length - 1) : 0;
    // Main-lift reps move from the top of the range toward the bottom across blocks (linear) or within the block (wave).
    const across = blockCount > 1 ? block / (blockCount - 1) : 0;
    let scheme: Pick<WeekScheme, "phase" | "focus" | "volumeMultiplier" | "repProgress" | "rpe">;
    if (model === "wave") {
      const phase = wavePhase(i, length);
      const p = WAVE[phase];
      const samePhase = Array.from({ length }, (_, k) => wavePhase(k, length)).filter((x) => x === phase).length;
      const first = Array.from({ length }, (_, k) => wavePhase(k, length)).indexOf(phase);
      const r = samePhase > 1 ? (i - first) / (samePhase - 1) : 0;
      let rpe = Math.round(p.rpe[0] + (p.rpe[1] - p.rpe[0]) * r);
      // Intensification is heavier than the accumulation before it (two accumulation weeks already reach RPE 8).
      const before = out[out.length - 1];
      if (phase === "Intensification" && before && !before.isDeload && before.phase === "Accumulation") rpe = Math.max(rpe, Math.min(9, before.rpe + 1));
      scheme = { phase, focus: p.focus, volumeMultiplier: p.volume, repProgress: periodization === "undulating" ? 0.5 : p.reps, rpe };
    } else if (model === "linear") {
      // Reps hold (the top of the main-lift zone, or the day's undulating window), sets hold, the load climbs.
      const focus = i === 0 ? "the block's starting loads on the sets and reps its later weeks keep" : LINEAR_FOCUS;
      scheme = { phase: `Linear ${block + 1}`, focus, volumeMultiplier: 1, repProgress: periodization === "undulating" ? 0.5 : 0, rpe: length > 1 ? Math.round(7 + q) : 7 };
    } else {
      const phase = periodization === "undulating" ? `Mesocycle ${block + 1}` : q < 0.34 ? "Foundation" : q < 0.67 ? "Build" : "Peak";
      scheme = {
        phase,
        focus: "sets climb about one per muscle a week while reps in reserve fall from 3 to 1",
        // The balanced base week sits inside the band; the ramp starts under it and ends over it.
        volumeMultiplier: Math.round((0.85 + 0.1 * i) * 100) / 100,
        repProgress: periodization === "undulating" ? 0.5 : across,
        rpe: length > 1 ? Math.round(7 + 2 * q) : 7,
      };
    }
    // The ramp's reserve words end where the level's cap stops the RPE (a beginner's 8 leaves 2 in reserve, not 1).
    const focus = scheme.focus.replace("reps in reserve fall from 3 to 1", reserveFall(7, Math.min(9, cap)));
    out.push({ weekNumber: w, isDeload: false, trainingIndex: t, block, weekInBlock: i, blockLength: length, ...scheme, focus, rpe: Math.min(scheme.rpe, cap), ...(model === "linear" ? { linear: true } : {}) });
    // Calibration week: nothing above RPE 7 before loads are known.
    if (w === 1) out[out.length - 1].rpe = Math.min(out[out.length - 1].rpe, 7);
    i += 1;
  }
  return out;
}
