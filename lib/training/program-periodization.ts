/**
 * Program planning, step 4: periodization. Week-by-week intensity and volume
 * multipliers, phases, rep targets and deloads for linear, undulating and
 * block periodization.
 */
import type { PeriodizationType } from "./constants";

export interface WeekScheme {
  weekNumber: number;
  isDeload: boolean;
  /** Index among training (non-deload) weeks; a deload repeats the previous one's. */
  trainingIndex: number;
  phase: string;
  description: string;
  intensityMultiplier: number;
  volumeMultiplier: number;
  /** Progress 0..1 of the main-lift rep target from the top to the bottom of the goal range. */
  repProgress: number;
  rpeShift: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function isDeloadWeek(weekNumber: number, deloadFrequency: number): boolean {
  return deloadFrequency > 0 && weekNumber % deloadFrequency === 0;
}

/** Week-by-week multipliers, phases and rep targets. */
export function periodize(weeks: number, periodization: PeriodizationType, deloadFrequency: number): WeekScheme[] {
  const deloads = Array.from({ length: weeks }, (_, i) => isDeloadWeek(i + 1, deloadFrequency));
  const trainingWeeks = deloads.filter((d) => !d).length;
  // Block lengths about 40/35/25% of the training weeks, each at least a week when there are enough.
  let acc = Math.max(1, Math.round(trainingWeeks * 0.4));
  let trans = Math.max(trainingWeeks >= 2 ? 1 : 0, Math.round(trainingWeeks * 0.35));
  while (acc + trans > trainingWeeks - (trainingWeeks >= 3 ? 1 : 0) && (acc > 1 || trans > 1)) {
    if (acc >= trans && acc > 1) acc -= 1;
    else trans -= 1;
  }
  const accEnd = acc;
  const transEnd = acc + trans;
  const out: WeekScheme[] = [];
  let t = -1;
  let mesocycle = 0;
  let weekInMeso = 0;
  for (let w = 1; w <= weeks; w++) {
    if (deloads[w - 1]) {
      const prev = out[out.length - 1];
      const intensity = round2((prev?.intensityMultiplier ?? 0.7) * 0.85);
      out.push({
        weekNumber: w,
        isDeload: true,
        trainingIndex: Math.max(0, t),
        phase: "Deload",
        description: `Week ${w} - Deload: the same exercises at about half the sets, loads at ${Math.round(intensity * 100)}% and RPE two lower. Recover before the next block.`,
        intensityMultiplier: intensity,
        volumeMultiplier: 0.5,
        repProgress: prev?.repProgress ?? 0,
        rpeShift: -2,
      });
      mesocycle += 1;
      weekInMeso = 0;
      continue;
    }
    t += 1;
    const p = trainingWeeks > 1 ? t / (trainingWeeks - 1) : 0;
    let phase: string;
    let intensity: number;
    let volume: number;
    let repProgress: number;
    let rpeShift: number;
    let focus: string;
    if (periodization === "linear") {
      phase = p < 1 / 3 ? "Foundation" : p < 2 / 3 ? "Build" : "Peak";
      intensity = 0.7 + 0.2 * p;
      volume = 1 - 0.15 * p;
      repProgress = p;
      rpeShift = p < 1 / 3 ? -1 : p < 2 / 3 ? 0 : 1;
      focus = phase === "Foundation" ? "groove technique with reps in reserve" : phase === "Build" ? "add load week to week" : "heaviest loads of the program at lower reps";
    } else if (periodization === "undulating") {
      const mesoLength = Math.max(1, Math.min(deloadFrequency > 0 ? deloadFrequency - 1 : trainingWeeks, trainingWeeks));
      const q = mesoLength > 1 ? Math.min(1, weekInMeso / (mesoLength - 1)) : 0;
      phase = `Mesocycle ${mesocycle + 1}`;
      intensity = Math.min(0.9, 0.72 + 0.1 * p + 0.04 * q);
      volume = 1 - 0.1 * q;
      repProgress = 0.5;
      rpeShift = q >= 0.5 ? 1 : 0;
      focus = "heavy, moderate and light days rotate within the week";
    } else {
      const inAcc = t < accEnd;
      const inTrans = !inAcc && t < transEnd;
      const start = inAcc ? 0 : inTrans ? accEnd : transEnd;
      const end = inAcc ? accEnd : inTrans ? transEnd : trainingWeeks;
      const q = end - start > 1 ? (t - start) / (end - start - 1) : 0;
      if (inAcc) {
        phase = "Accumulation";
        intensity = 0.65 + 0.07 * q;
        volume = 1;
        repProgress = 0;
        rpeShift = -1;
        focus = "high volume at moderate loads to build work capacity";
      } else if (inTrans) {
        phase = "Transmutation";
        intensity = 0.75 + 0.1 * q;
        volume = 0.85;
        repProgress = 0.5;
        rpeShift = 0;
        focus = "less volume, heavier loads, goal-specific work";
      } else {
        phase = "Realization";
        intensity = 0.88 + 0.07 * q;
        volume = 0.65;
        repProgress = 1;
        rpeShift = 1;
        focus = "low volume and peak loads to express the strength built";
      }
    }
    intensity = round2(intensity);
    volume = round2(volume);
    out.push({
      weekNumber: w,
      isDeload: false,
      trainingIndex: t,
      phase,
      description: `Week ${w} - ${phase}: ${focus}; intensity ${Math.round(intensity * 100)}%, volume ${Math.round(volume * 100)}%.`,
      intensityMultiplier: intensity,
      volumeMultiplier: volume,
      repProgress,
      rpeShift,
    });
    weekInMeso += 1;
  }
  return out;
}
