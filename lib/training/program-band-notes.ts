/**
 * The plan's notes about a big muscle outside its weekly band in week 1
 * (COACHING.md §6, §8): the figure, the band and why, each read off the week
 * as stored. "The sessions are full" is said only where every day that could
 * train the muscle is full on its clock or its 25 hard sets an hour; a muscle
 * held back by another one at the top of its band, or by the kit and the
 * injuries, says that instead. The audit reads these notes back
 * (audit/program-rules.ts: a shortfall stated with the plan's figure and a
 * true reason is counted apart from a week in band).
 */
import { sessionClockSeconds } from "./prescription";
import { maxSetsPerExercise } from "./program-balance";
import { verb } from "./program-notes";
import { credits, hardSetCount, MAJOR_GROUPS, weeklyHardSets, type SetBands } from "./program-volume";
import { sessionSetCap } from "./program-weeks";
import type { PlannedItem } from "./workout-prescribing";

/** The session types that train each big muscle first. */
export const TRAINED_ON: Readonly<Record<string, readonly string[]>> = {
  chest: ["push", "upper_body", "full_body"],
  back: ["pull", "upper_body", "full_body"],
  shoulders: ["push", "upper_body", "full_body"],
  quads: ["legs", "lower_body", "full_body"],
  hamstrings: ["legs", "lower_body", "full_body"],
  glutes: ["legs", "lower_body", "full_body"],
};

/** The words that mark a shortfall blamed on the week's length; the audit checks them against the days. */
export const FULL_SESSIONS_WORDS = "are full";

/**
 * Whether a day has no room for another hard set: its clock within 5% of the session length, or its
 * hard sets within one of 25 an hour (COACHING.md §3).
 */
export function isFullDay(hardSets: number, clockSeconds: number, minutes: number): boolean {
  return clockSeconds >= 0.95 * minutes * 60 || hardSets >= sessionSetCap(minutes) - 1;
}

export interface BandNoteContext {
  minutes: number;
  daysPerWeek: number;
  level: string;
  rank: number;
  hasInjuries: boolean;
  workoutTypes: readonly string[];
}

const title = (g: string) => `${g.charAt(0).toUpperCase()}${g.slice(1)}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const fmt = (n: number) => String(Math.round(n * 2) / 2);

/** Notes for week 1's big muscles over or under their band, with the reason each is outside it. */
export function bandNotes(week: readonly (readonly PlannedItem[])[], bands: SetBands, ctx: BandNoteContext): string[] {
  const totals = weeklyHardSets(week);
  const notes: string[] = [];
  const lifting = week.map((_, k) => ctx.workoutTypes[k] !== "cardio");
  if (!lifting.some(Boolean)) return notes;
  const most = maxSetsPerExercise(ctx.rank);
  for (const g of MAJOR_GROUPS) {
    const band = bands[g];
    const sets = totals[g];
    if (sets > band.max) {
      notes.push(`${title(g)} ${verb(g)} ${fmt(sets)} hard sets a week, above the ${band.min}-${band.max} aimed for: ${ctx.daysPerWeek} sessions of ${ctx.minutes} minutes hold more work than the goal needs. Shorter sessions or fewer days would bring it down.`);
    }
    // Any miss is said, half a set included: the audit and the user read the same band.
    if (!(sets < band.min)) continue;
    const days = week.map((items, k) => ({ items, k })).filter(({ k }) => lifting[k] && TRAINED_ON[g].includes(ctx.workoutTypes[k]));
    const open = days.filter(({ items }) => !isFullDay(hardSetCount(items), sessionClockSeconds(items.map((i) => i.prescription)), ctx.minutes));
    const head = `${title(g)} ${verb(g)} ${fmt(sets)} hard sets a week, under the ${band.min}-${band.max} aimed for at this level`;
    if (open.length === 0) {
      const n = days.length;
      notes.push(`${head}: the ${plural(n, "session")} that train ${g === "chest" || g === "back" ? "it" : "them"} (${ctx.minutes} minutes each) ${n === 1 ? "is full" : FULL_SESSIONS_WORDS} on the clock or at 25 hard sets an hour. Add a training day or lengthen the sessions to reach the band.`);
      continue;
    }
    // On the days with room: the exercises that train it first, and what stops each taking a set more.
    const blockers = new Set<string>();
    let capped = 0;
    let candidates = 0;
    for (const { items } of open) {
      for (const item of items) {
        const c = credits(item);
        if (c.get(g) !== 1 || item.prescription.rpe === null) continue;
        candidates += 1;
        if (item.prescription.sets >= most) capped += 1;
        for (const [h, credit] of c) if (h !== g && (MAJOR_GROUPS as readonly string[]).includes(h) && totals[h] + credit > bands[h].max) blockers.add(h);
      }
    }
    const kit = `this equipment${ctx.hasInjuries ? " and these injuries" : ""}`;
    const why =
      blockers.size > 0
        ? `the exercises for it on the days with time left also train the ${[...blockers].join(" and ")}, already at the top of the band, and no other exercise for it fits ${kit} beside the day's work`
        : candidates > 0 && capped === candidates
          ? `its exercises on the days with time left are at ${most} sets each, the most for this level, and no further exercise for it fits ${kit} beside the day's work`
          : `no further exercise for it fits ${kit} beside the day's other work, though some days have time left`;
    notes.push(`${head}: ${why}.`);
  }
  return notes;
}
