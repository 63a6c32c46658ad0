/**
 * Rules from the coach's third review (issue 19 round 3): the main-lift rung
 * fits level, goal and kit (COACHING.md §5), near-unloaded filler stays out
 * where the kit loads the pattern (§3), and the words fit the work: no
 * "reps in reserve" on power or cardio, easy aerobic work is easy, carries
 * go by distance or time, no percentages without a loaded lift (§4), and
 * endurance hinges stay at 12 reps or fewer with short rests (§4's table).
 */
import { isBeginner, isUnloaded, isWorkSet, repBounds, repUnit } from "./kinds";
import { isPowerWork } from "./role-rules";
import { fail, pass, type AuditExercise, type AuditProgram, type AuditSession, type Rule, type Verdict } from "./types";

const LOADING = ["barbell", "dumbbells", "kettlebell"];
const has = (s: Pick<AuditSession, "equipment">, e: string) => s.equipment?.has(e) ?? false;
const lift = (e: AuditExercise) => isWorkSet(e) && !isPowerWork(e) && repUnit(e) === "reps";

/** The session's first squat or lunge: the lower-body main lift of a day that has one. */
function firstKneeLift(s: Pick<AuditSession, "exercises">): AuditExercise | undefined {
  return s.exercises.find((e) => lift(e) && (e.role === "squat" || e.role === "lunge"));
}

/**
 * Intermediate and advanced lifters who own free weights lead the squat
 * pattern with a loaded lift (a goblet or front-rack squat), not a
 * bodyweight squat or walking lunge (§5: level picks the rung). A sore knee
 * may regress it (§9), so those sessions are not judged.
 */
export function checkLoadedLowerMain(s: Pick<AuditSession, "level" | "equipment" | "injuries" | "exercises">): Verdict | null {
  if (isBeginner(s.level) || s.level === "sedentary" || !LOADING.some((e) => has(s, e)) || s.injuries.has("knee_issues")) return null;
  const main = firstKneeLift(s);
  if (!main) return null;
  return isUnloaded(main) ? fail(`${main.name} leads the squat pattern with ${[...(s.equipment ?? [])].filter((e) => LOADING.includes(e)).join(", ")} at hand`) : pass(main.name);
}

/** The barbell squats a rack makes possible; a goblet squat is limited by the bell you can hold. */
const BAR_SQUAT_KIT = ["barbell", "smith_machine", "leg_press_machine", "landmine"];
/** Conditions for which every barbell squat is tagged: the ladder's step down is then right. */
const BAR_SQUAT_BARRED = ["knee_issues", "lower_back_pain", "hip_mobility"];

/**
 * A strength day's squat with a barbell and rack at hand is a barbell squat
 * (back, front, box or pause squat; a Smith or leg press where that is the
 * kit), not a goblet or kettlebell squat: those stop at the weight one can
 * hold, so 3-6 reps near failure are out of reach (§4, §5).
 */
export function checkStrengthSquatRung(s: Pick<AuditSession, "goal" | "equipment" | "injuries" | "exercises">): Verdict | null {
  if ((s.goal !== "strength" && s.goal !== "power") || !has(s, "barbell") || !has(s, "squat_rack")) return null;
  if (BAR_SQUAT_BARRED.some((i) => s.injuries.has(i))) return null;
  const squat = s.exercises.find((e) => lift(e) && e.role === "squat");
  if (!squat) return null;
  return (squat.equipment ?? []).some((e) => BAR_SQUAT_KIT.includes(e)) ? pass(squat.name) : fail(`${squat.name} as the strength squat with a barbell and rack at hand`);
}

const CONVENTIONAL = /^(barbell|conventional) deadlift$/i;

/**
 * Advanced strength with a barbell: the conventional deadlift, the hinge
 * ladder's top rung, is in the week as a hinge lift (§5: advanced lifters keep
 * the basics as the backbone). Every non-deload week of the first block is read.
 */
export function checkConventionalDeadlift(p: Pick<AuditProgram, "level" | "goal" | "weeks">): Verdict | null {
  if (p.level !== "advanced" || (p.goal !== "strength" && p.goal !== "power")) return null;
  const first = p.weeks.find((w) => !w.isDeload);
  const sessions = first?.sessions ?? [];
  if (!sessions.some((s) => has(s, "barbell")) || sessions.some((s) => s.injuries.has("lower_back_pain"))) return null;
  const found = sessions.some((s) => s.exercises.some((e) => lift(e) && CONVENTIONAL.test(e.name)));
  return found ? pass() : fail(`no conventional deadlift in week ${first?.weekNumber}`);
}

/** Work that loads its muscles barely or only statically: a floor pulldown, wall sits, isometric holds. */
export const NEAR_UNLOADED = /\b(prone floor pulldown|floor pulldowns?|wall sits?|isometric|static hold|holds?)\b/i;
const TRUNK = new Set(["core", "carry", "conditioning", "mobility"]);

export function isNearUnloaded(e: Pick<AuditExercise, "name" | "role" | "reps">): boolean {
  if (TRUNK.has(e.role)) return false;
  return NEAR_UNLOADED.test(e.name) || (repUnit(e) === "seconds" && e.role !== "isolation");
}

/** Kit that loads every big pattern: free weights, or a band for pulldowns and rows. */
const FILLER_KIT = ["dumbbells", "kettlebell", "barbell", "resistance_band", "cable_station"];

/**
 * With free weights or bands at hand, no near-unloaded filler (a prone floor
 * pulldown, a wall sit, a squat or pull held for seconds): a dumbbell pullover,
 * a band pulldown, a goblet squat trains the same muscles for real (§3:
 * regressions are for when nothing else fits). An injury's named drill is allowed.
 */
export function checkNoNearUnloadedFiller(s: Pick<AuditSession, "equipment" | "injuries" | "exercises">): Verdict | null {
  if (!FILLER_KIT.some((e) => has(s, e))) return null;
  // A loaded hold (a plate pinch, a bottoms-up kettlebell) is real grip or shoulder work: only unloaded ones are filler.
  const bad = s.exercises.filter((e) => isWorkSet(e) && isNearUnloaded(e) && isUnloaded(e) && !(s.injuries.size > 0 && /spanish squat|terminal knee/i.test(e.name)));
  return bad.length === 0 ? pass() : fail(bad.map((e) => e.name).join("; "));
}

const RESERVE = /\breps? in reserve\b|\bRIR\b/i;

/** Power work and cardio speak their own language: "stop while every rep is fast", the talk test or RPE; never reps in reserve. */
export function checkNoReserveOnPowerOrCardio(s: Pick<AuditSession, "exercises">): Verdict | null {
  const subjects = s.exercises.filter((e) => !e.isMobility && (e.isConditioning || isPowerWork(e)));
  if (subjects.length === 0) return null;
  const bad = subjects.filter((e) => RESERVE.test(e.notes));
  return bad.length === 0 ? pass() : fail(bad.map((e) => `${e.name}: "${(RESERVE.exec(e.notes) ?? [""])[0]}"`).join("; "));
}

/** Named easy or recovery work; a walk is moderate at most (the WHO's brisk walk is about RPE 5-6). */
const EASY = /\b(easy|recovery|zone 2)\b/i;
const WALK = /\bwalk(s|ing)?\b/i;

/** An "easy" aerobic block is RPE 5 or less (conversational), a walk RPE 6 or less: never RPE 9. */
export function checkEasyIsEasy(s: Pick<AuditSession, "exercises">): Verdict | null {
  const easy = s.exercises.filter((e) => e.isConditioning && !e.isMobility && (EASY.test(e.name) || WALK.test(e.name)));
  if (easy.length === 0) return null;
  const bad = easy.filter((e) => e.rpe !== null && e.rpe > (EASY.test(e.name) ? 5 : 6));
  return bad.length === 0 ? pass() : fail(bad.map((e) => `${e.name} at RPE ${e.rpe}`).join("; "));
}

/** Loaded carries go by distance or time ("30-40 m", "30-45 s"), not reps per side with a tempo. */
export function checkCarriesByDistanceOrTime(s: Pick<AuditSession, "exercises">): Verdict | null {
  const carries = s.exercises.filter((e) => e.role === "carry" && !e.isMobility);
  if (carries.length === 0) return null;
  const bad = carries.filter((e) => !(/\d\s*m\b|metres|meters/i.test(e.reps) || repUnit(e) !== "reps"));
  return bad.length === 0 ? pass() : fail(bad.map((e) => `${e.name} ${e.sets}x${e.reps}`).join("; "));
}

const LOAD_TEXT = /% of (your )?(1RM|one-rep max|training max)|add (about )?\d+(\.\d+)?\s*(-|–|to)\s*\d+(\.\d+)?\s*% (load|to the load)|\badd \d+(\.\d+)?-?\d*% load/i;

/** A session with no loaded lift never talks about % of 1RM or "add 2.5-5% load" (§4: percentages are for loaded lifts). */
export function checkNoLoadTalkUnloaded(s: Pick<AuditSession, "exercises" | "notes">): Verdict | null {
  if (s.exercises.some((e) => e.equipment === undefined)) return null;
  if (s.exercises.some((e) => isWorkSet(e) && !isUnloaded(e))) return null;
  const texts = [...(s.notes ?? []), ...s.exercises.map((e) => e.notes)];
  const bad = texts.filter((t) => LOAD_TEXT.test(t));
  return bad.length === 0 ? pass() : fail(bad.map((t) => `"${(LOAD_TEXT.exec(t) ?? [""])[0]}"`).join("; "));
}

/** The hinges the table means: deadlifts and good mornings, whose lower back tires before the hips (bridges and thrusts go higher). */
const LOADED_HINGE = /\b(deadlifts?|RDL|good mornings?)\b/i;

/**
 * Endurance hinges (§4 endurance row: "hinges stay ≤ 12"): at most 12 reps,
 * with endurance rests (90 s at most for the lifts), not 6-12 at 2-3 minutes.
 */
export function checkEnduranceHinges(s: Pick<AuditSession, "goal" | "exercises">): Verdict | null {
  if (s.goal !== "endurance") return null;
  const hinges = s.exercises.filter((e) => lift(e) && e.role === "hinge" && LOADED_HINGE.test(e.name));
  if (hinges.length === 0) return null;
  const bad = hinges.filter((e) => {
    const r = repBounds(e);
    return !r || r.high > 12 || r.low < 8 || e.restSeconds > 90;
  });
  return bad.length === 0 ? pass() : fail(bad.map((e) => `${e.name} ${e.sets}x${e.reps} rest ${e.restSeconds} s`).join("; "));
}

export const RUNG_RULES: readonly Rule<AuditSession>[] = [
  { id: "loaded-lower-main", title: "int/adv with free weights: loaded squat/lunge leads", check: checkLoadedLowerMain },
  { id: "strength-squat-rung", title: "strength with barbell+rack: barbell squat, not goblet", check: checkStrengthSquatRung },
  { id: "near-unloaded-filler", title: "weights/bands at hand: no floor pulldown/hold filler", check: checkNoNearUnloadedFiller },
  { id: "no-reserve-power-cardio", title: "power/cardio: no 'reps in reserve' wording", check: checkNoReserveOnPowerOrCardio },
  { id: "easy-is-easy", title: "easy aerobic work at RPE <= 5, walks <= 6", check: checkEasyIsEasy },
  { id: "carries-distance-time", title: "carries in metres or seconds", check: checkCarriesByDistanceOrTime },
  { id: "no-load-talk-unloaded", title: "no loaded lift: no % 1RM / 'add N% load' text", check: checkNoLoadTalkUnloaded },
  { id: "endurance-hinges", title: "endurance hinges: 8-12 reps, rest <= 90 s", check: checkEnduranceHinges },
];

export const RUNG_PROGRAM_RULES: readonly Rule<AuditProgram>[] = [
  { id: "advanced-conventional-deadlift", title: "advanced strength with a barbell: conventional deadlift in the week", check: checkConventionalDeadlift },
];
