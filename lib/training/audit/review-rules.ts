/**
 * Rules from the coach's review of the reference plans (issue 19): aerobic
 * work for fat loss and general fitness (COACHING.md §4), no improvised or
 * isometric stand-ins in a full gym (§3: they are fallbacks for little kit
 * or injuries), and the pain rule with the red flags wherever an injury is
 * stated (§2).
 */
import { aerobicMinutes, AEROBIC_GOALS, WHO_WEEKLY_MINUTES } from "../aerobic-work";
import { isFullGym, isImprovisedWork, isInjurySubstitute } from "../improvised-work";
import { PAIN_RULE, RED_FLAGS } from "../readiness";
import { repUnit } from "./kinds";
import { fail, pass, type AuditSession, type Rule, type Verdict } from "./types";

/** Fewer moderate minutes than this is not aerobic work a coach would count. */
export const MIN_AEROBIC_MINUTES = 5;

/** Moderate aerobic minutes of a session: steady blocks in minutes at RPE 6 or less (not rep sets, not intervals). */
export function sessionAerobicMinutes(s: Pick<AuditSession, "exercises">): number {
  return aerobicMinutes({ exerciseDetails: Object.fromEntries(s.exercises.filter((e) => e.isConditioning).map((e) => [e.id, e])) });
}

/**
 * A day's aerobic prescription in its notes as the lifter reads it (a rest day's walk, a walk after
 * lifting): "N minutes of brisk walking or easy cycling" with an effort cue (the talk test or RPE 6
 * or less). A walk without a cue, or a "walk helps recovery" suggestion without minutes, counts for nothing.
 */
export function dayNoteAerobicMinutes(note: string): number {
  const m = /(\d+) minutes of [^.]*?\b(walk|walking|cycling|ride|swim|swimming|rowing|jog|jogging)\b[^.]*/i.exec(note);
  if (!m) return 0;
  const cue = /\btalk\b|RPE [1-6]\b(?!\.\d)/i.test(m[0]);
  return cue ? Number(m[1]) : 0;
}

/**
 * Fat loss and general fitness get moderate aerobic work (COACHING.md §4): a single workout ends with
 * it; a program day has it itself or in its week, rest-day walks and rides included, at the WHO's
 * 150 minutes a week at least, prescribed in minutes with an effort cue.
 */
export function checkAerobicWork(s: Pick<AuditSession, "goal" | "workoutType" | "day" | "exercises" | "weekAerobicMinutes">): Verdict | null {
  if (!AEROBIC_GOALS.includes(s.goal) || s.workoutType === "cardio") return null;
  const minutes = sessionAerobicMinutes(s);
  if (s.day === undefined) return minutes >= MIN_AEROBIC_MINUTES ? pass(`${minutes} min`) : fail(`${minutes} minutes of moderate aerobic work`);
  if (s.weekAerobicMinutes === undefined) return null;
  const week = s.weekAerobicMinutes;
  return week >= WHO_WEEKLY_MINUTES.min ? pass(`${week} min in the week`) : fail(`${week} minutes of moderate aerobic work in the week (WHO: ${WHO_WEEKLY_MINUTES.min}-${WHO_WEEKLY_MINUTES.max})`);
}

export function checkNoFillerInFullGym(s: Pick<AuditSession, "equipment" | "injuries" | "exercises">): Verdict | null {
  if (!isFullGym(s.equipment)) return null;
  const bad = s.exercises.filter(
    (e) =>
      isImprovisedWork({ name: e.name, equipment: e.equipment ?? [], role: e.isConditioning ? "conditioning" : e.isMobility ? "mobility" : e.role, timed: repUnit(e) === "seconds" }) &&
      !isInjurySubstitute(e.name, s.injuries),
  );
  return bad.length === 0 ? pass() : fail(bad.map((e) => e.name).join("; "));
}

/** Where the workout's notes are known: a stated injury brings the pain rule (≤ 3/10, settled by next morning) and the red flags. */
export function checkInjuryNotes(s: Pick<AuditSession, "injuries" | "notes">): Verdict | null {
  if (s.injuries.size === 0 || s.notes === undefined) return null;
  const text = s.notes.join(" ");
  // The rule's words after its label, which names the injuries ("Pain rule (knee issues): …").
  const painRule = text.includes(PAIN_RULE.slice(PAIN_RULE.indexOf(":") + 1).trim());
  const redFlags = text.includes(RED_FLAGS);
  return painRule && redFlags ? pass() : fail(`${painRule ? "" : "no pain rule"}${!painRule && !redFlags ? ", " : ""}${redFlags ? "" : "no red flags"}`);
}

export const REVIEW_RULES: readonly Rule<AuditSession>[] = [
  { id: "aerobic-work", title: "fat loss / general fitness: aerobic work present", check: checkAerobicWork },
  { id: "full-gym-no-filler", title: "full gym: no improvised/isometric filler", check: checkNoFillerInFullGym },
  { id: "injury-notes", title: "injury: pain rule and red flags in the notes", check: checkInjuryNotes },
];
