/**
 * Prescription by goal and role, one intensity language (COACHING.md §4):
 * the main lift's rep zone and rest, endurance accessories, the RPE cap,
 * percentages only on loaded lifts and consistent with the RPE, progression
 * advice that fits a bodyweight exercise.
 */
import { isBeginner, isUnloaded, isWorkSet, liftsAfterMain, mainLift, repBounds, repUnit } from "./kinds";
import { percentOfTrainingMax } from "./rts";
import { fail, pass, type AuditExercise, type AuditSession, type Rule, type Verdict } from "./types";

const describe = (e: AuditExercise) => `${e.name} ${e.sets}x${e.reps}, rest ${e.restSeconds} s${e.rpe !== null ? `, RPE ${e.rpe}` : ""}`;

/** Goals whose main lift is trained in the hypertrophy zone (fat loss keeps the muscle: §4). */
const SIZE_ZONE_GOALS = new Set(["hypertrophy", "muscle_gain", "fat_loss", "general_fitness"]);

/**
 * A strength main lift at 3-6 reps (COACHING.md §4), with 2+ minutes' rest. A strength block's
 * accumulation weeks are its volume phase (§7) at up to 8 reps (issue 19 review fix 6): their
 * heavier weeks come after, so a program day in that phase may go to 8.
 */
export function checkStrengthMainLift(s: Pick<AuditSession, "goal" | "exercises" | "phase">): Verdict | null {
  if (s.goal !== "strength") return null;
  const main = mainLift(s.exercises);
  if (!main) return null;
  const r = repBounds(main);
  if (!r) return fail(`${main.name}: no rep count (${main.reps})`);
  const most = s.phase === "Accumulation" ? 8 : 6;
  return r.high <= most && main.restSeconds >= 120 ? pass(describe(main)) : fail(describe(main));
}

export function checkHypertrophyMainLift(s: Pick<AuditSession, "goal" | "exercises">): Verdict | null {
  if (!SIZE_ZONE_GOALS.has(s.goal)) return null;
  const main = mainLift(s.exercises);
  if (!main) return null;
  const r = repBounds(main);
  if (!r) return fail(`${main.name}: no rep count (${main.reps})`);
  return r.low >= 5 && r.high <= 10 ? pass(describe(main)) : fail(describe(main));
}

/** Endurance: accessories (not the multi-joint lifts) at 12+ reps or timed; hinges stay ≤ 12. */
export function checkEnduranceAccessories(s: Pick<AuditSession, "goal" | "exercises">): Verdict | null {
  if (s.goal !== "endurance") return null;
  const main = mainLift(s.exercises);
  const lifts = new Set(liftsAfterMain(s.exercises));
  const accessories = s.exercises.filter((e) => isWorkSet(e) && e !== main && !lifts.has(e) && !e.isExplosive && e.role !== "hinge");
  if (accessories.length === 0) return null;
  const short = accessories.filter((e) => repUnit(e) === "reps" && (repBounds(e)?.low ?? 0) < 12);
  return short.length === 0 ? pass() : fail(short.map(describe).join("; "));
}

const TOP_SET = /\btop set\b/i;

export function rpeCap(level: string): number {
  return isBeginner(level) ? 8 : 9;
}

/** RPE ≤ 9 (8 for beginners); RPE 10 only on a main lift's planned top set. */
export function checkRpeCap(s: Pick<AuditSession, "level" | "exercises" | "techniques">): Verdict | null {
  const cap = rpeCap(s.level);
  const rated = s.exercises.filter((e) => e.rpe !== null);
  if (rated.length === 0) return null;
  const main = mainLift(s.exercises);
  const topSetPlanned = (e: AuditExercise) =>
    e === main && !isBeginner(s.level) && (TOP_SET.test(e.notes) || (s.techniques ?? []).some((t) => TOP_SET.test(t)));
  const over = rated.filter((e) => (e.rpe as number) > cap && !(topSetPlanned(e) && (e.rpe as number) <= 10));
  return over.length === 0 ? pass() : fail(`cap ${cap}: ${over.map(describe).join("; ")}`);
}

/** "% of your training max", "@85%", "85% TM": a load given as a percentage. */
const PERCENT_LOAD = /(\d{2,3})\s*%\s*(?:of\s+(?:your\s+)?(?:training max|tm|1rm|one[- ]rep max)|tm\b)|@\s*(\d{2,3})\s*%/i;

export function statedPercent(notes: string): number | null {
  const m = PERCENT_LOAD.exec(notes);
  if (!m) return null;
  return Number(m[1] ?? m[2]);
}

export function checkNoPercentOnBodyweight(s: Pick<AuditSession, "exercises">): Verdict | null {
  const unloaded = s.exercises.filter((e) => isWorkSet(e) && isUnloaded(e));
  if (unloaded.length === 0) return null;
  const bad = unloaded.filter((e) => statedPercent(e.notes) !== null);
  return bad.length === 0 ? pass() : fail(bad.map((e) => `${e.name} @${statedPercent(e.notes)}%`).join("; "));
}

/** The stated % of TM sits within 5 points of what the reps at that RPE mean (RTS chart). */
export function checkPercentMatchesRpe(s: Pick<AuditSession, "exercises">): Verdict | null {
  const stated = s.exercises.filter((e) => statedPercent(e.notes) !== null && e.rpe !== null && repUnit(e) === "reps");
  if (stated.length === 0) return null;
  const bad: string[] = [];
  for (const e of stated) {
    const r = repBounds(e);
    if (!r) continue;
    const pct = statedPercent(e.notes) as number;
    let best = Infinity;
    for (let reps = r.low; reps <= r.high; reps++) best = Math.min(best, Math.abs(pct - percentOfTrainingMax(reps, e.rpe as number)));
    if (best > 5) {
      const expect = Math.round(percentOfTrainingMax(r.high, e.rpe as number));
      bad.push(`${e.name} ${e.reps} @ RPE ${e.rpe} says ${pct}% TM, chart ${expect}%`);
    }
  }
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

/** "add 5-10%", "add 2.5-5% load": load steps in percent. */
const PERCENT_STEP = /\badd\s+\d+(?:\.\d+)?\s*(?:(?:-|–|to)\s*\d+(?:\.\d+)?\s*)?%|\d+(?:\.\d+)?\s*%\s*(?:more\s+)?load/i;

export function checkBodyweightProgression(s: Pick<AuditSession, "exercises">): Verdict | null {
  const unloaded = s.exercises.filter((e) => isWorkSet(e) && isUnloaded(e));
  if (unloaded.length === 0) return null;
  const bad = unloaded.filter((e) => PERCENT_STEP.test(e.notes));
  return bad.length === 0 ? pass() : fail(bad.map((e) => `${e.name}: "${PERCENT_STEP.exec(e.notes)?.[0]}"`).join("; "));
}

export const PRESCRIPTION_RULES: readonly Rule<AuditSession>[] = [
  { id: "strength-main-lift", title: "strength: main lift <= 6 reps, rest >= 120 s", check: checkStrengthMainLift },
  { id: "hypertrophy-main-lift", title: "size goals: main lift 5-10 reps", check: checkHypertrophyMainLift },
  { id: "endurance-accessories", title: "endurance: accessories >= 12 reps or timed", check: checkEnduranceAccessories },
  { id: "rpe-cap", title: "RPE <= 9 (8 beginner), 10 only a planned top set", check: checkRpeCap },
  { id: "no-percent-on-bodyweight", title: "no % of training max on bodyweight/band work", check: checkNoPercentOnBodyweight },
  { id: "percent-matches-rpe", title: "% TM consistent with reps x RPE (±5)", check: checkPercentMatchesRpe },
  { id: "bodyweight-progression", title: "no 'add N%' load advice on bodyweight work", check: checkBodyweightProgression },
];
