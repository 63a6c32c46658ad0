/**
 * One heavy hinge a week on full-body strength plans (issue 19 review fix 8,
 * plan 12): a conventional or trap-bar deadlift or an RDL at RPE 8+ on every
 * day of a three-day full-body week is three heavy spinal-loading sessions,
 * more than the lower back recovers from between them. The week keeps one
 * (the day's main lift where there is one, else the first); the other hinge
 * days work at RPE 7, a light day, with the load read off the same chart.
 */
import { percentOfTrainingMax, trainingMaxText } from "./intensity";
import type { PlannedItem } from "./workout-prescribing";

/** The heavy bilateral hinges: deadlifts and RDLs (single-leg work, hip thrusts and pull-throughs load the back far less). */
const HEAVY_HINGE = /deadlift|romanian|\brdl\b/i;
const LIGHTER = /single[- ]leg|one[- ]leg|b[- ]stance|kickstand|kettlebell|band/i;

/** The RPE of a light hinge day. */
export const LIGHT_HINGE_RPE = 7;

/** RPE from which a hinge counts as heavy. */
const HEAVY_RPE = 8;

export function isHeavyHinge(item: PlannedItem): boolean {
  const e = item.features.exercise;
  const p = item.prescription;
  return item.features.role === "hinge" && HEAVY_HINGE.test(e.name) && !LIGHTER.test(e.name) && p.unit === "reps" && p.rpe !== null && p.rpe >= HEAVY_RPE;
}

export const LIGHT_HINGE_NOTE = "Light hinge day: one heavy hinge a week is enough for the lower back; this one stays at RPE 7.";

/** The week's load sentences (program-weeks.ts loadNote, intensity.ts trainingMaxText) and top set, for another RPE. */
function lightenNotes(item: PlannedItem, rpe: number): { notes: string; percentTm: number | null | undefined } {
  const p = item.prescription;
  let percentTm = p.percentTm;
  let notes = p.notes.replace(/Top set first: [^)]*\),[^.]* then the (?:working|back-off) sets\.\s*/g, "");
  notes = notes.replace(/Work at about \d+% of your training max \((\d+) reps at RPE \d+(?:\.\d+)?\)\./, (_m, reps: string) => {
    const tm = percentOfTrainingMax(Number(reps), rpe);
    if (tm === null) return "";
    if (typeof percentTm === "number") percentTm = tm;
    return `Work at about ${tm}% of your training max (${reps} reps at RPE ${rpe}).`;
  });
  notes = notes.replace(/About \d+% of your training max \((\d+) reps at RPE \d+(?:\.\d+)?\), once you have one; until then a weight that leaves \d+ reps? in reserve\./, (_m, reps: string) => {
    if (typeof percentTm === "number") percentTm = percentOfTrainingMax(Number(reps), rpe);
    return trainingMaxText(item.features.exercise.equipment, Number(reps), rpe) ?? "";
  });
  return { notes: `${LIGHT_HINGE_NOTE} ${notes}`.replace(/\s+/g, " ").trim(), percentTm };
}

/**
 * Keeps one heavy hinge in a training week of full-body days and takes the others to RPE 7
 * (in place). `mains(day)` names each day's main lifts; the kept hinge is the first day's whose
 * main lift it is, else the first heavy hinge of the week, so the same one stays heavy all block.
 */
export function oneHeavyHinge(week: PlannedItem[][], mains: (day: readonly PlannedItem[]) => readonly string[]): number {
  const heavy = week.flatMap((items, d) => items.flatMap((item, k) => (isHeavyHinge(item) ? [{ d, k, main: mains(items)[0] === item.features.exercise.id }] : [])));
  if (heavy.length <= 1) return 0;
  const keep = heavy.find((h) => h.main) ?? heavy[0];
  let lightened = 0;
  for (const h of heavy) {
    if (h === keep) continue;
    const item = week[h.d][h.k];
    const { notes, percentTm } = lightenNotes(item, LIGHT_HINGE_RPE);
    const prescription = { ...item.prescription, rpe: LIGHT_HINGE_RPE, notes, percentTm: percentTm ?? item.prescription.percentTm };
    delete prescription.topSetRpe;
    week[h.d] = week[h.d].map((x, j) => (j === h.k ? { ...item, prescription } : x));
    lightened += 1;
  }
  return lightened;
}
