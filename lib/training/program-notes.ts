/**
 * Program planning, step 6: the texts a plan carries (week descriptions,
 * progression scheme, deload protocol, day names). Every number about
 * volume or intensity in them is counted from the weeks they describe
 * (COACHING.md §8), never written beside the plan.
 */
import { reserveFall, type BlockModel, type WeekScheme } from "./program-periodization";
import type { ProgramSpec } from "./program-request";
import { listText } from "./catalogue";

/** What the planner counted in one built week. */
export interface WeekCount {
  scheme: WeekScheme;
  hardSets: number;
  /** Mean % of 1RM of the loaded main lifts, when there are any. */
  mainIntensity: number | null;
  /** Whether every lifting day of the week is full on its clock or its 25 hard sets an hour. */
  full?: boolean;
}

export const percentOf = (sets: number, week1: number) => Math.round((100 * sets) / Math.max(1, week1));

/** Whether a deload holds about half the sets of the week before (at most 60%), as its text says. */
export const isHalf = (deload: WeekCount, before: WeekCount) => deload.hardSets <= 0.6 * before.hardSets;

/**
 * The week a deload halves (COACHING.md §8): the fullest training week of the block it closes (a
 * strength wave's realisation week is already light; a ramp's fullest week is the one before).
 * The earliest of equals; undefined when the block has no training week.
 */
export function blockPeak(counts: readonly WeekCount[], deload: WeekCount): WeekCount | undefined {
  let best: WeekCount | undefined;
  for (const c of counts) {
    if (c.scheme.isDeload || c.scheme.block !== deload.scheme.block || c.scheme.weekNumber > deload.scheme.weekNumber) continue;
    if (!best || c.hardSets > best.hardSets) best = c;
  }
  return best;
}

/** A deload whose days are single sets already cannot halve them without dropping exercises: it says so. */
const NOT_HALF_FOCUS = "the same exercises at one or two sets each (fewer sets, though not half: most days already had one or two) RPE at least two lower (more on heavy lifts, where 85-90% of last week's load takes more off) and loaded lifts at about 85-90% of last week's loads, to recover before the next block";

/**
 * A ramp week whose counted sets do not climb says so instead; "no room for more" only where its
 * lifting days are full (program-band-notes.ts isFullDay), since a day with time left was held by
 * the bands, the set ceilings or the 48-hour spacing, not by the clock.
 */
const LEVEL_FOCUS = "sets stay about level while";
/** The week's own reserve words ("reps in reserve fall from 3 to 2"), set by the periodization with the level's RPE cap. */
const reserveWords = (focus: string) => /reps in reserve (?:fall from \d+ to \d+|stay at \d+)/.exec(focus)?.[0] ?? "reps in reserve fall from 3 to 1";
export const NO_ROOM = "the sessions have no room for more";

/**
 * `climbs`: whether the counted sets climb where the week's focus says they do (past the block's
 * first week against the week before, in its first week against the week after).
 */
export function weekDescription(count: WeekCount, week1Sets: number, before?: WeekCount, climbs = true): string {
  let s = before && count.scheme.isDeload && !isHalf(count, before) ? { ...count.scheme, focus: NOT_HALF_FOCUS } : count.scheme;
  if (!climbs && /sets climb/.test(s.focus)) s = { ...s, focus: `${count.full ? LEVEL_FOCUS.replace(" while", ` (${NO_ROOM}) while`) : LEVEL_FOCUS} ${reserveWords(s.focus)}` };
  const load = count.mainIntensity !== null && s.weekNumber > 1 ? `, loaded main lifts at about ${Math.round(count.mainIntensity)}% of 1RM` : "";
  const calibration = s.weekNumber === 1 ? " Calibration week: loads are found, not set, at RPE 7 or less." : "";
  return `Week ${s.weekNumber} - ${s.phase}: ${s.focus}; ${count.hardSets} hard sets (${percentOf(count.hardSets, week1Sets)}% of week 1), working sets at RPE ${s.rpe}${s.isDeload ? " or lower" : ""}${load}.${calibration}`;
}

const ROTATION = [
  "The same exercises every week, so every lift can be progressed.",
  "Minor variations: about a third of the accessories change every 4 training weeks; main lifts stay for the whole program.",
  "Moderate rotation: accessories change every 2 training weeks; main lifts stay for the whole program.",
  "Accessories change every week; main lifts change every second block, after a deload.",
  "Accessories change every week; main lifts change with every new block, after a deload.",
];

/** The progression text, from the counted weeks of the first block (and the plan's deload weeks). */
/**
 * `rotates`: whether a main lift meets two rep windows in a week; an undulating plan whose split
 * puts each main lift on one day a week has day types, not undulation, and says so.
 */
export function progressionScheme(spec: ProgramSpec, model: BlockModel, counts: readonly WeekCount[], rotates = true, mainLifts: readonly string[] = [], aerobicMinutes = 0): string {
  const week1 = counts[0]?.hardSets ?? 0;
  const firstBlock = counts.filter((c) => c.scheme.block === 0 && !c.scheme.isDeload);
  const line = (c: WeekCount) => `week ${c.scheme.weekNumber} ${c.hardSets} hard sets (${percentOf(c.hardSets, week1)}% of week 1) at RPE ${c.scheme.rpe}`;
  let shape: string;
  if (model === "linear") {
    shape = `Linear progression, as a beginner's strength plan should be: the main lifts keep their sets and reps and add the smallest load step each week (about 2.5 kg upper body, 5 kg lower body; on dumbbells the next pair, or reps first where that jump is large) while every rep is made; after two stalls in a row, take about 10% off and build again. In the first block ${listText(firstBlock.map(line))}.`;
  } else if (model === "wave") {
    shape = `Strength blocks: accumulation, intensification, realisation, then a deload. Volume falls as intensity rises; in the first block ${listText(firstBlock.map((c) => `${c.scheme.phase.toLowerCase()} ${line(c)}`))}.`;
  } else {
    const last = firstBlock[firstBlock.length - 1];
    shape =
      firstBlock.length > 1 && last.hardSets > firstBlock[0].hardSets
        ? `Each block ramps the sets from the low toward the high end of the band while ${reserveFall(firstBlock[0].scheme.rpe, last.scheme.rpe)}: ${line(firstBlock[0])}, rising to ${line(last)}.`
        : firstBlock.length > 1
          ? `Each block holds its sets${last.full ? ` (${NO_ROOM})` : ""} while ${reserveFall(firstBlock[0].scheme.rpe, last.scheme.rpe)}: ${line(firstBlock[0])}, then ${line(last)}.`
        : `Each block holds ${firstBlock[0] ? line(firstBlock[0]) : "its sets"}.`;
  }
  const advice = goalProgression(spec.primaryGoal, model, firstBlock, mainLifts, aerobicMinutes);
  const name =
    model === "linear" && spec.periodization === "block"
      ? "Linear periodization rather than blocks: accumulation, intensification and realisation are for intermediate and advanced lifters."
      : `${spec.periodization.charAt(0).toUpperCase()}${spec.periodization.slice(1)} periodization${spec.periodization === "undulating" ? (rotates ? " (heavy, moderate and light days rotate within the week)" : " (each day keeps its own rep zone, heavy, moderate or light; with this split each main lift comes once a week, so its zone changes between days, not within its own week)") : ""}.`;
  return `${name} ${shape} Week 1 is a calibration week at RPE 7 or less. Main goal: ${spec.primaryGoal.replace(/_/g, " ")}. ${advice} ${ROTATION[spec.variety - 1]}`;
}

/**
 * How this goal progresses (COACHING.md §4, §7), with the plan's own figures: strength adds load on
 * the main lifts block by block; size goals go reps first, then load, while the sets ramp; endurance
 * adds reps, then density; fat loss keeps the strength work progressing and the aerobic minutes
 * climbing. Never a percentage for every exercise alike (a push-up does not take "5-10%").
 */
export function goalProgression(goal: string, model: BlockModel, firstBlock: readonly WeekCount[], mainLifts: readonly string[], aerobicMinutes: number): string {
  const lifts = mainLifts.length > 0 ? ` (${listText(mainLifts.slice(0, 4))}${mainLifts.length > 4 ? " …" : ""})` : "";
  const first = firstBlock[0];
  const last = firstBlock[firstBlock.length - 1];
  const loads = firstBlock.filter((c) => c.scheme.weekNumber > 1 && c.mainIntensity !== null);
  const loadLine =
    loads.length > 1 && (loads[loads.length - 1].mainIntensity as number) > (loads[0].mainIntensity as number)
      ? `: in the first block from about ${Math.round(loads[0].mainIntensity as number)}% of 1RM in week ${loads[0].scheme.weekNumber} to about ${Math.round(loads[loads.length - 1].mainIntensity as number)}% in week ${loads[loads.length - 1].scheme.weekNumber}`
      : "";
  const setLine = first && last && last.hardSets > first.hardSets ? `, while the week's hard sets go from ${first.hardSets} to ${last.hardSets}` : "";
  const doubleProgression = "work each exercise up its rep range at the set RPE; when every set reaches the top, add the smallest load step (or, on bodyweight and band work, slow the lowering, add range or a harder variation) and return to the bottom";
  switch (goal) {
    case "strength":
    case "power":
      return `How it progresses: load on the main lifts${lifts}, block by block${loadLine}${model === "linear" ? "" : "; accessories by double progression"}.`;
    case "endurance":
      return `How it progresses: reps first, then density: add reps within each range, and once every set reaches the top, take 15 s off the rests (not under 30 s) before adding load${setLine}.`;
    case "fat_loss":
      return `How it progresses: the lifting keeps the muscle while you eat less, so it progresses as a size plan does (${doubleProgression})${setLine}; the aerobic work${aerobicMinutes > 0 ? ` starts at ${aerobicMinutes} minutes a week and` : ""} may climb by about 10 minutes a week toward 300 once a week feels easy.`;
    case "general_fitness":
      return `How it progresses: ${doubleProgression}${setLine}${aerobicMinutes > 0 ? `; the aerobic work holds ${aerobicMinutes} minutes a week` : ""}.`;
    default:
      return `How it progresses: reps, then load: ${doubleProgression}${setLine}.`;
  }
}

export function deloadProtocol(spec: ProgramSpec, counts: readonly WeekCount[]): string {
  // Each deload against the block's fullest week, the week it halves.
  const deloads = counts
    .map((c, i) => ({ c, last: counts[i - 1], before: c.scheme.isDeload ? blockPeak(counts, c) : undefined }))
    .filter((x): x is { c: WeekCount; last: WeekCount; before: WeekCount } => x.c.scheme.isDeload && x.last !== undefined && !x.last.scheme.isDeload && x.before !== undefined);
  if (deloads.length === 0) {
    return `A deload every ${spec.deloadFrequency} weeks; this ${spec.weeks}-week program ends before the first one. If performance stalls, take a week at half the sets, RPE two lower and about 85-90% of the loads.`;
  }
  const example = deloads[0];
  if (!deloads.every(({ c, before }) => isHalf(c, before))) {
    return (
      `Every ${ordinal(spec.deloadFrequency)} week is a deload (week${deloads.length > 1 ? "s" : ""} ${listText(deloads.map(({ c }) => String(c.scheme.weekNumber)))}): ` +
      `the same exercises at fewer sets (week ${example.c.scheme.weekNumber}: ${example.c.hardSets} hard sets against ${example.before.hardSets} in week ${example.before.scheme.weekNumber}; days of one or two sets an exercise cannot be halved without dropping exercises), RPE at least two lower (more on heavy lifts, where 85-90% of last week's load takes more off) and about 85-90% of last week's loads (each set states its own), no sets to failure.`
    );
  }
  return (
    `Every ${ordinal(spec.deloadFrequency)} week is a deload (week${deloads.length > 1 ? "s" : ""} ${listText(deloads.map(({ c }) => String(c.scheme.weekNumber)))}): ` +
    `the same exercises at about half the sets (week ${example.c.scheme.weekNumber}: ${example.c.hardSets} hard sets, about half of the ${example.before.hardSets} in week ${example.before.scheme.weekNumber}, the block's fullest week), RPE at least two lower (more on heavy lifts, where 85-90% of last week's load takes more off) and about 85-90% of last week's loads (each set states its own), no sets to failure.`
  );
}

/** A deload more often than every 4 weeks is the user's call, and the plan says what it costs. */
export function deloadWarning(spec: ProgramSpec): string | null {
  if (spec.deloadFrequency >= 4) return null;
  return `A deload every ${spec.deloadFrequency} weeks is more often than the usual 4-6 weeks: blocks of ${spec.deloadFrequency - 1} training week${spec.deloadFrequency - 1 === 1 ? "" : "s"} leave little time to progress. Keep it if recovery is the priority (poor sleep, high stress, coming back from a break); otherwise choose 4-6.`;
}

function ordinal(n: number): string {
  return `${n}${n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;
}

export const verb = (group: string) => (group === "chest" || group === "back" || group === "core" ? "gets" : "get");

export function weekdayName(index: number): string {
  return ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][index];
}
