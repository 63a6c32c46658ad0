/**
 * Progression and recovery across a program's weeks (COACHING.md §2, §3,
 * §7): a calibration first week at RPE 6-7, 48 hours before a muscle is
 * trained hard again, hypertrophy blocks that add sets while RPE climbs,
 * and strength blocks whose volume falls as the loads rise.
 */
import { canonicalMuscle, type CanonicalMuscle } from "../muscle-groups";
import { hardSets, isBeginner, isWorkSet, mainLift } from "./kinds";
import { fail, pass, type AuditProgram, type AuditSession, type AuditWeek, type Rule, type Verdict } from "./types";

const trainingWeeks = (p: AuditProgram) => p.weeks.filter((w) => !w.isDeload && w.sessions.length > 0);

/** Week 1 is a calibration week: no working set above RPE 7. */
export function checkCalibrationWeek(p: AuditProgram): Verdict | null {
  const first = p.weeks[0];
  if (!first || first.sessions.length === 0) return null;
  const rpes = first.sessions.flatMap((s) => s.exercises.filter((e) => isWorkSet(e) && e.rpe !== null).map((e) => e.rpe as number));
  if (rpes.length === 0) return null;
  const top = Math.max(...rpes);
  return top <= 7 ? pass(`week 1 up to RPE ${top}`) : fail(`week 1 reaches RPE ${top}`);
}

/** A muscle trained hard: at least this many primary sets in the session. */
export const HARD_MUSCLE_SETS = 4;

function hardMuscles(s: AuditSession): Set<CanonicalMuscle> {
  const sets = new Map<CanonicalMuscle, number>();
  for (const e of s.exercises) {
    if (!isWorkSet(e)) continue;
    for (const m of new Set(e.primaryMuscles.map(canonicalMuscle))) if (m) sets.set(m, (sets.get(m) ?? 0) + e.sets);
  }
  return new Set([...sets].filter(([, v]) => v >= HARD_MUSCLE_SETS).map(([m]) => m));
}

/** In the first training week, no muscle trained hard on two days in a row. */
export function checkFortyEightHours(p: AuditProgram): Verdict | null {
  const week = trainingWeeks(p)[0];
  if (!week || week.sessions.some((s) => s.day === undefined)) return null;
  const days = [...week.sessions].sort((a, b) => (a.day as number) - (b.day as number));
  if (days.length < 2) return null;
  const bad: string[] = [];
  for (let i = 1; i < days.length; i++) {
    if ((days[i].day as number) - (days[i - 1].day as number) !== 1) continue;
    const before = hardMuscles(days[i - 1]);
    const again = [...hardMuscles(days[i])].filter((m) => before.has(m));
    if (again.length > 0) bad.push(`days ${days[i - 1].day}-${days[i].day}: ${again.join(", ")}`);
  }
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

const weekSets = (w: AuditWeek) => w.sessions.reduce((s, x) => s + hardSets(x.exercises), 0);

function meanRpe(w: AuditWeek): number {
  const rpes = w.sessions.flatMap((s) => s.exercises.filter((e) => isWorkSet(e) && e.rpe !== null).map((e) => e.rpe as number));
  return rpes.length > 0 ? rpes.reduce((a, b) => a + b, 0) / rpes.length : 0;
}

/** The training weeks before the first deload. */
function firstBlock(p: AuditProgram): AuditWeek[] {
  const out: AuditWeek[] = [];
  for (const w of p.weeks) {
    if (w.isDeload) break;
    if (w.sessions.length > 0) out.push(w);
  }
  return out;
}

/** Hypertrophy: across the first block sets rise toward the top of the band while RPE climbs (RIR 3 → 1). */
export function checkHypertrophyRamp(p: AuditProgram): Verdict | null {
  if (p.goal !== "hypertrophy" && p.goal !== "muscle_gain") return null;
  const block = firstBlock(p);
  if (block.length < 2) return null;
  const [a, b] = [block[0], block[block.length - 1]];
  const text = `weeks ${a.weekNumber}-${b.weekNumber}: sets ${weekSets(a)} → ${weekSets(b)}, mean RPE ${meanRpe(a).toFixed(1)} → ${meanRpe(b).toFixed(1)}`;
  return weekSets(b) > weekSets(a) && meanRpe(b) > meanRpe(a) ? pass(text) : fail(text);
}

/** Strength blocks: the last training week holds fewer sets than the first, at a higher RPE. */
export function checkStrengthBlockTaper(p: AuditProgram): Verdict | null {
  // Beginners progress linearly instead (checkBeginnerLinear).
  if (p.goal !== "strength" || p.periodization !== "block" || isBeginner(p.level)) return null;
  const weeks = trainingWeeks(p);
  if (weeks.length < 3) return null;
  const [a, b] = [weeks[0], weeks[weeks.length - 1]];
  const text = `sets ${weekSets(a)} → ${weekSets(b)}, mean RPE ${meanRpe(a).toFixed(1)} → ${meanRpe(b).toFixed(1)}`;
  return weekSets(b) < weekSets(a) && meanRpe(b) > meanRpe(a) ? pass(text) : fail(text);
}

/** Training weeks per block (the runs between deloads). */
function blocks(p: AuditProgram): AuditWeek[][] {
  const out: AuditWeek[][] = [[]];
  for (const w of p.weeks) {
    if (w.isDeload) out.push([]);
    else if (w.sessions.length > 0) out[out.length - 1].push(w);
  }
  return out.filter((b) => b.length > 1);
}

/**
 * Beginners progress linearly (COACHING.md §7): inside a block each day's main lift keeps its reps,
 * does not lose sets, and its RPE does not fall — the load goes up on the same work. A block wave
 * (sets cut and reps dropped as the weeks get heavier) is for intermediate and advanced lifters.
 * Read from the prescriptions, not from the phase names.
 */
export function checkBeginnerLinear(p: AuditProgram): Verdict | null {
  if (!isBeginner(p.level)) return null;
  const bad: string[] = [];
  let judged = false;
  for (const block of blocks(p)) {
    const days = Math.max(...block.map((w) => w.sessions.length));
    for (let d = 0; d < days; d++) {
      const mains = block.map((w) => (w.sessions[d] ? mainLift(w.sessions[d].exercises) : undefined));
      const first = mains[0];
      if (!first || mains.some((m) => !m || m.name !== first.name)) continue;
      judged = true;
      for (let k = 1; k < mains.length; k++) {
        const [a, b] = [mains[k - 1], mains[k]] as [NonNullable<(typeof mains)[number]>, NonNullable<(typeof mains)[number]>];
        const rpeFell = a.rpe !== null && b.rpe !== null && b.rpe < a.rpe;
        if (b.reps !== a.reps || b.sets < first.sets || rpeFell) {
          bad.push(`weeks ${block[k - 1].weekNumber}-${block[k].weekNumber} day ${d + 1}: ${a.name} ${a.sets}x${a.reps} RPE ${a.rpe} -> ${b.sets}x${b.reps} RPE ${b.rpe}`);
          break;
        }
      }
    }
  }
  if (!judged) return null;
  return bad.length === 0 ? pass() : fail(bad.slice(0, 3).join("; "));
}

export const PROGRESSION_RULES: readonly Rule<AuditProgram>[] = [
  { id: "calibration-week", title: "week 1 is a calibration week (RPE <= 7)", check: checkCalibrationWeek },
  { id: "forty-eight-hours", title: "no muscle trained hard on consecutive days", check: checkFortyEightHours },
  { id: "hypertrophy-ramp", title: "hypertrophy: sets and RPE rise across block 1", check: checkHypertrophyRamp },
  { id: "strength-block-taper", title: "strength block: volume falls as RPE rises", check: checkStrengthBlockTaper },
  { id: "beginner-linear", title: "beginners: main lifts keep sets and reps, load rises", check: checkBeginnerLinear },
];
