/**
 * A plan's labels against its figures (COACHING.md §7, §8): a "top set" is
 * named only where a set is prescribed heavier than the working sets (its
 * own reps and RPE, read off the RTS chart), and a strength block's
 * intensification weeks load the main lifts heavier than its accumulation
 * weeks. The words say which weeks claim what; the numbers decide.
 */
import { trainingBlocks } from "../program-periodization";
import { mainLift, repBounds, repUnit } from "./kinds";
import { percentOf1RM } from "./rts";
import { fail, pass, type AuditExercise, type AuditProgram, type AuditSession, type Rule, type Verdict } from "./types";

const TOP_SET_WORDS = /\btop sets?\b/i;
/** "one set of 3 at RPE 9", "a top set of 3 reps @ RPE 10". */
const TOP_SET_FIGURES = /top set[^.]*?\b(\d+)\s*(?:reps?\s*)?(?:at|@)\s*RPE\s*(\d+(?:\.\d+)?)/i;

/** % of 1RM of an exercise's working sets: the top of its rep window at its RPE; null when unknown. */
export function workingLoad(e: AuditExercise): number | null {
  const r = repBounds(e);
  if (!r || e.rpe === null || repUnit(e) !== "reps") return null;
  return percentOf1RM(r.high, e.rpe);
}

/** A session that names a top set has one on its main lift, heavier than that lift's working sets. */
function topSetProblem(s: AuditSession): string | null {
  const named = (s.techniques ?? []).some((t) => TOP_SET_WORDS.test(t)) || s.exercises.some((e) => TOP_SET_WORDS.test(e.notes));
  if (!named) return null;
  const main = mainLift(s.exercises);
  const m = main ? TOP_SET_FIGURES.exec(main.notes) : null;
  if (!main || !m) return `${s.label}: names a top set, none prescribed on ${main?.name ?? "the main lift"}`;
  const top = percentOf1RM(Number(m[1]), Number(m[2]));
  const work = workingLoad(main);
  if (work !== null && top <= work) return `${s.label}: ${main.name} top set ${m[1]} @ RPE ${m[2]} (${Math.round(top)}%) not above the working sets (${Math.round(work)}%)`;
  return null;
}

/**
 * Per day of a block, the main lift of the first intensification week against the last
 * accumulation week: a higher % of 1RM (reps × RPE on the chart) on no more sets.
 */
function intensificationProblems(p: AuditProgram): string[] {
  const out: string[] = [];
  for (const block of trainingBlocks(p.weeks)) {
    const acc = block.filter((w) => w.phase === "Accumulation").pop();
    const int = block.find((w) => w.phase === "Intensification");
    if (!acc || !int) continue;
    acc.sessions.forEach((s, d) => {
      const a = mainLift(s.exercises);
      const b = int.sessions[d] ? mainLift(int.sessions[d].exercises) : undefined;
      if (!a || !b || a.name !== b.name) return;
      const [la, lb] = [workingLoad(a), workingLoad(b)];
      if (la === null || lb === null) return;
      if (lb <= la || b.sets > a.sets) out.push(`weeks ${acc.weekNumber}->${int.weekNumber} day ${d + 1}: ${a.name} ${a.sets}x${a.reps} @${a.rpe} -> ${b.sets}x${b.reps} @${b.rpe}`);
    });
  }
  return out;
}

export function checkLabelsMatchFigures(p: AuditProgram): Verdict | null {
  const sessions = p.weeks.flatMap((w) => w.sessions);
  const named = sessions.some((s) => (s.techniques ?? []).some((t) => TOP_SET_WORDS.test(t)));
  const waves = p.weeks.some((w) => w.phase === "Intensification");
  if (!named && !waves) return null;
  const bad = [...sessions.map(topSetProblem).filter((x): x is string => x !== null), ...intensificationProblems(p)];
  return bad.length === 0 ? pass() : fail(bad.slice(0, 3).join("; "));
}

export const LABEL_RULES: readonly Rule<AuditProgram>[] = [
  { id: "labels-match-figures", title: "top sets and heavier weeks exist where named", check: checkLabelsMatchFigures },
];
