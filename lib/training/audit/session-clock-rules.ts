/**
 * Hard filters (equipment, injury tags) and the session clock of
 * COACHING.md §10: warm-up with ramp-up sets + Σ sets × (reps × tempo
 * seconds, both sides for unilateral work) + rests between sets + about a
 * minute per exercise to change over. Re-computed here from the
 * prescription alone, so a generator's own clock can be checked against it.
 */
import { clockItemFromStored, sessionSeconds } from "../session-clock";
import { hardSets, isWorkSet, repBounds, repUnit } from "./kinds";
import { fail, pass, type AuditExercise, type AuditSession, type Rule, type Verdict } from "./types";

export const COACH_CLOCK = {
  warmUpSeconds: 300,
  rampUpSets: 2,
  rampUpRestSeconds: 60,
  transitionSeconds: 60,
  /** A rep with no tempo given ("controlled"). */
  defaultRepSeconds: 3,
  tolerance: 0.15,
  hardSetsPerHour: 25,
} as const;

/** Seconds per rep of a tempo text: "3-1-1-0" is 5 s; an explosive X counts 1 s. */
export function tempoSeconds(tempo: string): number {
  const parts = tempo.split(/[-–/]/).map((p) => p.trim());
  if (parts.length < 3) return COACH_CLOCK.defaultRepSeconds;
  let total = 0;
  for (const p of parts) {
    if (/^x$/i.test(p)) total += 1;
    else if (/^\d+(\.\d+)?$/.test(p)) total += Number(p);
    else return COACH_CLOCK.defaultRepSeconds;
  }
  return total > 0 ? total : COACH_CLOCK.defaultRepSeconds;
}

/** Working time of one set, both sides for unilateral work. */
export function setWorkSeconds(e: AuditExercise): number {
  const r = repBounds(e);
  if (!r) return 0;
  const mid = (r.low + r.high) / 2;
  const unit = repUnit(e);
  const sides = e.isUnilateral ? 2 : 1;
  if (unit === "minutes") return mid * 60;
  if (unit === "seconds") return mid * sides;
  return mid * tempoSeconds(e.tempo) * sides;
}

export function exerciseSeconds(e: AuditExercise): number {
  if (repUnit(e) === "minutes") return setWorkSeconds(e) * e.sets + COACH_CLOCK.transitionSeconds;
  return e.sets * setWorkSeconds(e) + Math.max(0, e.sets - 1) * e.restSeconds + COACH_CLOCK.transitionSeconds;
}

/**
 * The whole session on the coach's clock, seconds: the app's one session clock (session-clock.ts,
 * COACHING.md §10) read from the prescription as printed (sets, reps text, rest, tempo, both sides,
 * the warm-up scaled with its ramp-up sets). A fixed 5-minute warm-up here disagreed with the
 * app's scaled one on short and long days alike; the stated minutes must now equal what any
 * screen re-times from the same prescription, so a week whose sets changed after its minutes were
 * counted still fails.
 */
export function coachClockSeconds(exercises: readonly AuditExercise[]): number {
  return sessionSeconds(
    exercises.map((e) =>
      clockItemFromStored({ sets: e.sets, reps: e.reps, restSeconds: e.restSeconds, tempo: e.tempo, isUnilateral: e.isUnilateral, isCompound: e.isCompound, equipment: e.equipment ?? [] }),
    ),
  );
}

export function checkClock(s: Pick<AuditSession, "statedMinutes" | "exercises">): Verdict | null {
  if (s.exercises.length === 0 || !(s.statedMinutes > 0)) return null;
  const coach = coachClockSeconds(s.exercises) / 60;
  const off = coach / s.statedMinutes - 1;
  const text = `stated ${s.statedMinutes} min, coach clock ${Math.round(coach)} min (${off >= 0 ? "+" : ""}${Math.round(off * 100)}%)`;
  return Math.abs(off) <= COACH_CLOCK.tolerance ? pass(text) : fail(text);
}

/**
 * The session fits the time the person asked for (§10): its coach clock
 * within ±15% of the requested minutes. A session that stops short because
 * more sets would be low-yield says so in its notes, but it is still not
 * the session that was asked for.
 */
export function checkRequestedMinutes(s: Pick<AuditSession, "requestedMinutes" | "exercises">): Verdict | null {
  if (s.exercises.length === 0 || !(s.requestedMinutes !== undefined && s.requestedMinutes > 0)) return null;
  const coach = coachClockSeconds(s.exercises) / 60;
  const off = coach / s.requestedMinutes - 1;
  const text = `asked ${s.requestedMinutes} min, coach clock ${Math.round(coach)} min (${off >= 0 ? "+" : ""}${Math.round(off * 100)}%)`;
  return Math.abs(off) <= COACH_CLOCK.tolerance ? pass(text) : fail(text);
}

/** A shortfall as the generator's notes state it: "About 61 of the 75 minutes", "Only about 59 of the 75 minutes". */
const STATED_SHORTFALL = /\babout (\d+) of the (\d+) minutes\b/i;

/**
 * The requested minutes, or an honest shortfall (§10, §11.8): a session that
 * cannot be filled with useful work (every muscle of the day near its
 * per-session cap, or too few exercises for the kit) is shorter and says so,
 * with the minutes it takes. Counted apart from the strict rule above, which
 * still reads such a session as not the one asked for. Sessions without notes
 * (program days) are judged by the strict rule only; an overrun is never excused.
 */
export function checkRequestedOrStatedShortfall(s: Pick<AuditSession, "requestedMinutes" | "exercises" | "notes">): Verdict | null {
  if (s.notes === undefined) return null;
  const strict = checkRequestedMinutes(s);
  if (!strict || strict.pass) return strict;
  const coach = coachClockSeconds(s.exercises) / 60;
  if (coach > (s.requestedMinutes ?? 0)) return strict;
  const stated = STATED_SHORTFALL.exec(s.notes.join(" "));
  if (stated && Number(stated[2]) === s.requestedMinutes && Math.abs(Number(stated[1]) - coach) <= 1) return pass(`${strict.reason}; the notes say "${stated[0]}"`);
  return fail(`${strict.reason}, and the notes do not say so`);
}

export function hardSetsPerHour(s: Pick<AuditSession, "statedMinutes" | "exercises">): number {
  return s.statedMinutes > 0 ? (hardSets(s.exercises) * 60) / s.statedMinutes : 0;
}

export function checkHardSetsPerHour(s: Pick<AuditSession, "statedMinutes" | "exercises">): Verdict | null {
  if (!s.exercises.some(isWorkSet) || !(s.statedMinutes > 0)) return null;
  const rate = hardSetsPerHour(s);
  const text = `${hardSets(s.exercises)} hard sets in ${s.statedMinutes} min = ${rate.toFixed(1)}/h`;
  return rate <= COACH_CLOCK.hardSetsPerHour ? pass(text) : fail(text);
}

export function checkEquipment(s: Pick<AuditSession, "equipment" | "exercises">): Verdict | null {
  if (!s.equipment) return null;
  const available = s.equipment;
  const bad = s.exercises.filter((e) => e.equipment !== undefined && e.equipment.some((n) => !available.has(n)));
  return bad.length === 0 ? pass() : fail(bad.map((e) => `${e.name} needs ${(e.equipment ?? []).filter((n) => !available.has(n)).join(", ")}`).join("; "));
}

export function checkInjuryTags(s: Pick<AuditSession, "injuries" | "exercises">): Verdict | null {
  if (s.injuries.size === 0) return null;
  const bad = s.exercises.filter((e) => (e.contraindications ?? []).some((c) => s.injuries.has(c)));
  return bad.length === 0 ? pass() : fail(bad.map((e) => `${e.name} (${(e.contraindications ?? []).filter((c) => s.injuries.has(c)).join(", ")})`).join("; "));
}

export const CLOCK_AND_FILTER_RULES: readonly Rule<AuditSession>[] = [
  { id: "equipment", title: "only the available equipment", check: checkEquipment },
  { id: "injury-tags", title: "no exercise tagged for a stated injury", check: checkInjuryTags },
  { id: "clock", title: "stated minutes within ±15% of the coach clock", check: checkClock },
  { id: "hard-sets-per-hour", title: "hard sets per hour <= 25", check: checkHardSetsPerHour },
  { id: "requested-minutes", title: "coach clock within ±15% of the requested minutes", check: checkRequestedMinutes },
  { id: "requested-or-stated", title: "requested minutes met, or the shortfall stated", check: checkRequestedOrStatedShortfall },
];
