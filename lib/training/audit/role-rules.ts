/**
 * Prescriptions a coach reads by the exercise's job in the session
 * (COACHING.md §1, §4; issue 19 coach review): secondary lifts of a
 * strength day, power work, cardio, and percentages that follow the reps.
 * Roles are read here from position and pattern alone, never from the
 * engine's own role or the catalogue's compound flag, so a lift the engine
 * misfiles still gets judged by what it is.
 */
import { isUnloaded, isWorkSet, repBounds, repUnit } from "./kinds";
import { statedPercent } from "./prescription-rules";
import { percentOfTrainingMax } from "./rts";
import { fail, pass, type AuditExercise, type AuditSession, type Rule, type Verdict } from "./types";

const describe = (e: AuditExercise) => `${e.name} ${e.sets}x${e.reps}, rest ${e.restSeconds} s${e.rpe !== null ? `, RPE ${e.rpe}` : ""}`;

const LIFT_PATTERNS = new Set(["squat", "lunge", "hinge", "horizontal_push", "vertical_push", "horizontal_pull", "vertical_pull"]);
/** Named like a lift of a pattern but small work by any coach's reading (flyes, raises, face pulls, curls, cuff drills…). */
const SMALL_WORK =
  /\b(curls?|raises?|rotations?|rotator|shrugs?|kickbacks?|extensions?|pullovers?|fl(y|ye|ies|yes)|crossovers?|pec deck|rear delt|crawls?|walks?|face pulls?|pull[- ]?aparts?|upright rows?|bridges?|thrusts?|swings?|good mornings?|pull[- ]?throughs?|hyperextensions?|reverse hypers?|clamshells?|squeeze|straight[- ]arm)\b/i;

/**
 * Power work (COACHING.md §4 "power": jumps, throws, Olympic derivatives):
 * the catalogue's plyometric and Olympic exercises and the Olympic
 * derivatives filed as strength (a kettlebell clean or snatch, a push
 * press, a jerk). Not low-amplitude warm-up drills (skips, pogo hops) nor
 * the slow pulls that only borrow a lift's name (a clean deadlift, a
 * snatch-grip deadlift). Swings are catalogued as strength work and count
 * only as the catalogue files them.
 */
const POWER_NAME = /\b(cleans?|snatch(es)?|jerks?|push press)\b/i;
const NOT_POWER = /\b(skips?|pogo|clean deadlifts?|snatch[- ]grip)\b/i;

export function isPowerWork(e: AuditExercise): boolean {
  if (e.isMobility || e.isConditioning || NOT_POWER.test(e.name)) return false;
  return e.isExplosive || POWER_NAME.test(e.name);
}

/** A multi-joint lift of a fundamental pattern, whatever the compound flag says. */
export function isMultiJointLift(e: AuditExercise): boolean {
  return isWorkSet(e) && !isPowerWork(e) && LIFT_PATTERNS.has(e.role) && !SMALL_WORK.test(e.name) && repUnit(e) === "reps";
}

export interface PositionRoles {
  main?: AuditExercise;
  secondary: AuditExercise[];
  accessories: AuditExercise[];
}

/** By position: the first multi-joint lift is the main lift, the next two the secondaries, every other working set an accessory. */
export function rolesByPosition(exercises: readonly AuditExercise[]): PositionRoles {
  const out: PositionRoles = { secondary: [], accessories: [] };
  for (const e of exercises) {
    if (!isWorkSet(e) || isPowerWork(e)) continue;
    if (isMultiJointLift(e) && !out.main) out.main = e;
    else if (isMultiJointLift(e) && out.secondary.length < 2) out.secondary.push(e);
    else out.accessories.push(e);
  }
  return out;
}

/**
 * Strength days (§4): loaded secondary lifts 4-6 reps, stretching to 8;
 * multi-joint lifts later in the session are accessories, 8-12. A barbell
 * overhead press or a Pendlay row after the main lift is not 10-15 reps of
 * pump work. Small isolation work (a leg curl, a calf raise, a cuff drill)
 * is not judged here, and bodyweight and band lifts are left to the
 * slow-tempo and harder-variation rules: their reps are not a load choice.
 */
export function checkStrengthRoles(s: Pick<AuditSession, "goal" | "exercises">): Verdict | null {
  if (s.goal !== "strength") return null;
  const { secondary, accessories } = rolesByPosition(s.exercises);
  const loaded = (e: AuditExercise) => !isUnloaded(e) && repUnit(e) === "reps";
  const later = accessories.filter((e) => loaded(e) && isMultiJointLift(e));
  const subjects = [...secondary.filter(loaded), ...later];
  if (subjects.length === 0) return null;
  const bad: string[] = [];
  for (const e of secondary.filter(loaded)) {
    const r = repBounds(e);
    if (!r || r.high > 8 || r.low < 3) bad.push(`secondary ${describe(e)}`);
  }
  for (const e of later) {
    const r = repBounds(e);
    if (!r || r.high > 12) bad.push(`accessory ${describe(e)}`);
  }
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

const TO_FAILURE = /\bto failure\b|\bamrap\b|\bas many (reps )?as possible\b/i;

/** Power work (§4): 2-5 fast reps, full rest (2 min or more), RPE 8 at most, never to failure. */
export function checkPowerPrescription(s: Pick<AuditSession, "exercises">): Verdict | null {
  const power = s.exercises.filter(isPowerWork);
  if (power.length === 0) return null;
  const bad: string[] = [];
  for (const e of power) {
    const r = repUnit(e) === "reps" ? repBounds(e) : null;
    const why: string[] = [];
    if (!r || r.high > 5) why.push("reps");
    if (e.restSeconds < 120) why.push("rest");
    if (e.rpe !== null && e.rpe > 8) why.push("RPE");
    if (TO_FAILURE.test(e.notes)) why.push("to failure");
    if (why.length > 0) bad.push(`${describe(e)} (${why.join(", ")})`);
  }
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

/** Power work early (§3, §4): fast reps on fresh legs, before any other working set; only warm-up drills come first. */
export function checkPowerFirst(s: Pick<AuditSession, "exercises">): Verdict | null {
  if (!s.exercises.some(isPowerWork)) return null;
  const firstOther = s.exercises.findIndex((e) => isWorkSet(e) && !isPowerWork(e));
  if (firstOther < 0) return pass();
  const late = s.exercises.slice(firstOther).filter(isPowerWork);
  return late.length === 0 ? pass() : fail(`${late.map((e) => e.name).join(", ")} after ${s.exercises[firstOther].name}`);
}

/** An effort a person can feel: a talk test, an RPE, a pace or "hard/easy". */
const EFFORT_CUE = /\b(talk|conversational|rpe|pace|hard|easy|moderate|zone \d|breath)/i;
const WORK_REST = /\brest\b|\brecover/i;

/**
 * Cardio and conditioning (§4): minutes of steady work or timed intervals
 * with a rest between them, an effort cue, and never a load as % of a
 * training max; not "3 × 12" of a treadmill.
 */
export function checkConditioning(s: Pick<AuditSession, "exercises">): Verdict | null {
  const cardio = s.exercises.filter((e) => e.isConditioning && !e.isMobility);
  if (cardio.length === 0) return null;
  const bad: string[] = [];
  for (const e of cardio) {
    const unit = repUnit(e);
    const why: string[] = [];
    if (unit === "reps") why.push("counted in reps");
    if (unit === "seconds" && e.sets > 1 && !(e.restSeconds > 0 && WORK_REST.test(e.notes))) why.push("intervals without a work:rest");
    if (e.rpe === null && !EFFORT_CUE.test(e.notes)) why.push("no effort cue");
    if (statedPercent(e.notes) !== null) why.push("% of a training max");
    if (why.length > 0) bad.push(`${describe(e)} (${why.join(", ")})`);
  }
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

/** "(5 reps at RPE 8)": the set a stated percentage was read for. */
const PERCENT_FOR = /(\d{2,3})\s*%\s*of your training max[^(]*\((\d+) reps at (?:about )?RPE (\d+(?:\.\d+)?)\)/i;

/**
 * The stated % of training max is the chart's for a rep count inside the
 * printed range at the printed RPE (±2 points, rounding), so it moves when
 * the reps move: 5 reps and 10 reps at the same RPE never share a load.
 * Tighter than the ±5 rule, which any nearby rep count passes.
 */
export function checkPercentFollowsReps(s: Pick<AuditSession, "exercises">): Verdict | null {
  const stated = s.exercises.filter((e) => statedPercent(e.notes) !== null && e.rpe !== null && repUnit(e) === "reps" && !/\bdeload\b/i.test(e.notes));
  if (stated.length === 0) return null;
  const bad: string[] = [];
  for (const e of stated) {
    const r = repBounds(e);
    if (!r) continue;
    const m = PERCENT_FOR.exec(e.notes);
    const pct = statedPercent(e.notes) as number;
    const reps = m ? Number(m[2]) : undefined;
    const rpe = m ? Number(m[3]) : (e.rpe as number);
    if (reps !== undefined && (reps < r.low || reps > r.high)) {
      bad.push(`${e.name} ${e.reps}: % read for ${reps} reps`);
      continue;
    }
    if (rpe !== e.rpe) {
      bad.push(`${e.name} RPE ${e.rpe}: % read at RPE ${rpe}`);
      continue;
    }
    const candidates = reps !== undefined ? [reps] : Array.from({ length: r.high - r.low + 1 }, (_, k) => r.low + k);
    const best = Math.min(...candidates.map((n) => Math.abs(pct - percentOfTrainingMax(n, rpe))));
    if (best > 2) bad.push(`${e.name} ${e.reps} @ RPE ${e.rpe} says ${pct}%, chart ${Math.round(percentOfTrainingMax(candidates[0], rpe))}%`);
  }
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

/** The RTS chart's last rep column: past it a %TM is a guess, so the set goes by RPE alone. */
const CHART_REPS = 12;

/**
 * A %TM beside a rep range is the load for the range's TOP rep (issue 19 review fix 6): read for the
 * bottom rep, the same load at the same RPE cannot reach the top, so "when every set reaches the top"
 * never comes. A range past the chart's 12 reps states no %, only its RPE. Deload texts (a share of
 * last week's load) and fixed rep counts are left to the rules above.
 */
export function checkPercentForTopRep(s: Pick<AuditSession, "exercises">): Verdict | null {
  const ranged = s.exercises.filter((e) => {
    const r = repUnit(e) === "reps" && e.rpe !== null && !/\bdeload\b/i.test(e.notes) ? repBounds(e) : null;
    return r !== null && r.low < r.high && (statedPercent(e.notes) !== null || r.high > CHART_REPS);
  });
  if (ranged.length === 0) return null;
  const bad: string[] = [];
  for (const e of ranged) {
    const r = repBounds(e) as { low: number; high: number };
    const pct = statedPercent(e.notes);
    if (pct === null) continue;
    if (r.high > CHART_REPS) {
      bad.push(`${e.name} ${e.reps}: ${pct}% TM past the chart's ${CHART_REPS} reps`);
      continue;
    }
    const m = PERCENT_FOR.exec(e.notes);
    const reps = m ? Number(m[2]) : r.high;
    const top = percentOfTrainingMax(r.high, e.rpe as number);
    // ±1 for the chart's rounding; a bottom-rep figure is 3-10 points heavier.
    if (reps !== r.high || Math.abs(pct - top) > 1) bad.push(`${e.name} ${e.reps} @ RPE ${e.rpe} says ${pct}% (for ${reps} reps), top rep ${Math.round(top)}%`);
  }
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

/** A beginner's linear main lift (progression-notes.ts): the load itself climbs every session. */
const EACH_SESSION = /\badd [\d.]+ kg each session\b/i;

/**
 * One load instruction per lift (issue 19 review fix 6, COACHING.md §7 linear): where the load rises
 * each session, a fixed % of the training max beside it says the opposite (the same load all week).
 * Either the load climbs session to session with no %, or the % climbs week to week; not both.
 */
export function checkLinearWithoutFlatPercent(s: Pick<AuditSession, "exercises">): Verdict | null {
  const linear = s.exercises.filter((e) => EACH_SESSION.test(e.notes));
  if (linear.length === 0) return null;
  const bad = linear.filter((e) => statedPercent(e.notes) !== null).map((e) => `${e.name}: ${statedPercent(e.notes)}% TM beside "add … each session"`);
  return bad.length === 0 ? pass() : fail(bad.join("; "));
}

export const ROLE_RULES: readonly Rule<AuditSession>[] = [
  { id: "strength-roles", title: "strength: loaded secondaries <= 8 reps, later lifts <= 12", check: checkStrengthRoles },
  { id: "power-prescription", title: "power work: 2-5 reps, rest >= 120 s, RPE <= 8", check: checkPowerPrescription },
  { id: "power-first", title: "power work before the other working sets", check: checkPowerFirst },
  { id: "conditioning", title: "cardio: minutes or intervals, effort cue, no % TM", check: checkConditioning },
  { id: "percent-follows-reps", title: "% TM is the chart's for the printed reps (±2)", check: checkPercentFollowsReps },
  { id: "percent-for-top-rep", title: "a % TM beside a rep range is the chart's for its top rep", check: checkPercentForTopRep },
  { id: "linear-no-flat-percent", title: "beginner linear lifts: load rises each session, no fixed % TM beside it", check: checkLinearWithoutFlatPercent },
];
