/**
 * Program planning, step 6: the texts a plan carries (progression scheme,
 * deload protocol, day names).
 */
import { GOAL_PRESETS, type PeriodizationType } from "./constants";
import type { WeekScheme } from "./program-periodization";
import type { ProgramSpec } from "./program-request";
import { listText } from "./catalogue";

const PERIODIZATION_TEXT: Readonly<Record<PeriodizationType, (spec: ProgramSpec) => string>> = {
  linear: () =>
    "Linear periodization: intensity climbs from 70% toward 90% of your training max across the training weeks while volume tapers from 100% to 85%; main lifts move from the top of their rep range toward the bottom.",
  undulating: () =>
    "Daily undulating periodization: heavy, moderate and light sessions rotate within each week (low, middle and high ends of the rep range), and intensity creeps up from about 72% through each mesocycle.",
  block: () =>
    "Block periodization: Accumulation (about 40% of the training weeks: high volume at 65-72%), Transmutation (about 35%: volume 85% at 75-85%) and Realization (the rest: volume 65% at 88-95%, lowest reps).",
};

export function progressionScheme(spec: ProgramSpec): string {
  const main = spec.goals[0];
  const advice = [...new Set(spec.goals.map((g) => `${g.charAt(0).toUpperCase()}${g.slice(1)}: ${GOAL_PRESETS[g].progression}`))].join(" ");
  const rotation = [
    "The same exercises every week, so every lift can be progressed.",
    "Minor variations: about a third of the accessories change every 4 training weeks; main lifts stay.",
    "Moderate rotation: accessories change every 2 training weeks; main lifts stay for the whole program.",
    "Weekly changes: accessories change every week, main lifts every 4 training weeks.",
    "Different every session: each session swaps its exercises for others that train the same patterns.",
  ][spec.variety - 1];
  return `${PERIODIZATION_TEXT[spec.periodization](spec)} Main goal ${main}. ${advice} ${rotation}`;
}

export function deloadProtocol(spec: ProgramSpec, schemes: readonly WeekScheme[]): string {
  const weeks = schemes.filter((s) => s.isDeload).map((s) => s.weekNumber);
  if (weeks.length === 0) {
    return `A deload every ${spec.deloadFrequency} weeks; this ${spec.weeks}-week program ends before the first one. If performance stalls, take a week at half the sets and lighter loads.`;
  }
  return (
    `Every ${spec.deloadFrequency}${spec.deloadFrequency === 2 ? "nd" : spec.deloadFrequency === 3 ? "rd" : "th"} week is a deload (week${weeks.length > 1 ? "s" : ""} ${listText(weeks.map(String))}): ` +
    "the same exercises with about half the sets (volume 50%), loads at about 85% of the week before, RPE two points lower and no sets to failure."
  );
}

export const verb = (group: string) => (group === "chest" || group === "back" || group === "core" ? "gets" : "get");

export function weekdayName(index: number): string {
  return ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][index];
}
