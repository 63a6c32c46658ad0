/**
 * Honest pulling and shoulders (issue 19 coach review, COACHING.md §3, §5,
 * §9): a floor "pulldown" or a doorframe row is a pull on paper only, so it
 * counts half where the kit offers a real one; doorframe and towel rows are
 * a last resort the notes admit to; a sore shoulder gets cuff and face-pull
 * work, and an upper-body size day side-delt work, where the kit allows.
 */
import { isPull, isPush } from "./kinds";
import { fail, pass, type AuditExercise, type AuditSession, type Rule, type Verdict } from "./types";

/** Pulls that barely load the back: no external resistance, short range or a poor angle. */
export const POOR_PULL = /\b(prone floor pulldowns?|floor pulldowns?|door ?frame rows?|doorway rows?|towel rows?)\b/i;
/** The last-resort rows of §3's fallback. */
const LAST_RESORT_ROW = /\b(door ?frame|doorway|towel) rows?\b/i;

/** Kit that offers a real pull: a bar to hang from, a band, a suspension trainer, free weights or a cable. */
const PULL_KIT = [
  "pull_up_bar",
  "resistance_band",
  "suspension_trainer",
  "dumbbells",
  "kettlebell",
  "barbell",
  "ez_bar",
  "trap_bar",
  "landmine",
  "smith_machine",
  "cable_station",
];

export function hasPullingKit(equipment: ReadonlySet<string> | undefined): boolean {
  return equipment !== undefined && PULL_KIT.some((k) => equipment.has(k));
}

const BALANCED_TYPES = new Set(["upper_body", "full_body"]);

/** Pull ≥ push (± one exercise's sets) with poor pulls at half a set where better kit exists. */
export function checkHonestPulling(s: Pick<AuditSession, "workoutType" | "exercises" | "equipment">): Verdict | null {
  if (!BALANCED_TYPES.has(s.workoutType) || s.equipment === undefined) return null;
  const pushes = s.exercises.filter(isPush);
  const pulls = s.exercises.filter(isPull);
  if (pushes.length === 0 && pulls.length === 0) return null;
  const weight = hasPullingKit(s.equipment) ? 0.5 : 1;
  const push = pushes.reduce((t, e) => t + e.sets, 0);
  const pull = pulls.reduce((t, e) => t + e.sets * (POOR_PULL.test(e.name) ? weight : 1), 0);
  const slack = Math.max(0, ...pushes.map((e) => e.sets), ...pulls.map((e) => e.sets));
  const text = `push ${push} / pull ${pull}${pulls.some((e) => POOR_PULL.test(e.name)) ? " (poor pulls counted at " + weight + ")" : ""}`;
  return pull > 0 && pull + slack >= push ? pass(text) : fail(text);
}

/**
 * Doorframe and towel rows only when nothing better exists (no bar, band,
 * suspension trainer or weights), and then the notes (where the session
 * has any) name the row as the stand-in it is.
 */
export function checkLastResortRows(s: Pick<AuditSession, "exercises" | "equipment" | "notes">): Verdict | null {
  if (s.equipment === undefined) return null;
  const rows = s.exercises.filter((e) => LAST_RESORT_ROW.test(e.name));
  if (rows.length === 0) return null;
  if (hasPullingKit(s.equipment)) return fail(`${rows.map((e) => e.name).join(", ")} with ${[...s.equipment].filter((k) => PULL_KIT.includes(k)).join(", ")} at hand`);
  if (s.notes === undefined) return pass();
  const text = s.notes.join(" ").toLowerCase();
  const silent = rows.filter((e) => !text.includes(e.name.toLowerCase()));
  return silent.length === 0 ? pass() : fail(`${silent.map((e) => e.name).join(", ")} not explained in the notes`);
}

/** External rotation, face pulls, pull-aparts: what §9 asks for around an impinged shoulder. */
const CUFF_WORK = /\b(external rotations?|face pulls?|pull[- ]?aparts?)\b/i;
/** Kit for cuff work: a band, a cable, a suspension trainer or a light dumbbell (side-lying external rotation). */
const CUFF_KIT = ["resistance_band", "cable_station", "suspension_trainer", "dumbbells"];
/** Days that train the back of the shoulder (a push day's pool holds no rear-delt work). */
const UPPER_TYPES = new Set(["upper_body", "full_body", "pull"]);

export function checkImpingementCuffWork(s: Pick<AuditSession, "workoutType" | "exercises" | "equipment" | "injuries">): Verdict | null {
  if (!s.injuries.has("shoulder_impingement") || !UPPER_TYPES.has(s.workoutType) || s.equipment === undefined) return null;
  if (!CUFF_KIT.some((k) => s.equipment?.has(k))) return null;
  const cuff = s.exercises.filter((e: AuditExercise) => CUFF_WORK.test(e.name));
  return cuff.length > 0 ? pass(cuff.map((e) => e.name).join(", ")) : fail(`no external rotation or face pull in ${s.exercises.length} exercises`);
}

/** The lateral raise family: the side delts' own work (presses hit the front delts). */
const SIDE_DELT = /\b(lateral raises?|lu raises?|side raises?)\b/i;
/** Kit for a lateral raise: dumbbells, a cable, a band or a plate. */
const RAISE_KIT = ["dumbbells", "cable_station", "resistance_band", "weight_plate", "kettlebell"];
const SIZE_GOALS = new Set(["hypertrophy", "muscle_gain"]);
const DELT_TYPES = new Set(["upper_body", "push"]);

/**
 * Upper-body and push days for size (§6: side delts need their own sets):
 * a lateral raise where the kit holds one. Every lateral raise is tagged
 * for shoulder impingement, so a sore shoulder is exempt.
 */
export function checkSideDelts(s: Pick<AuditSession, "workoutType" | "goal" | "exercises" | "equipment" | "injuries">): Verdict | null {
  if (!SIZE_GOALS.has(s.goal) || !DELT_TYPES.has(s.workoutType) || s.equipment === undefined) return null;
  if (!RAISE_KIT.some((k) => s.equipment?.has(k)) || s.injuries.has("shoulder_impingement")) return null;
  const raises = s.exercises.filter((e) => SIDE_DELT.test(e.name));
  return raises.length > 0 ? pass(raises.map((e) => e.name).join(", ")) : fail(`no lateral raise in ${s.exercises.map((e) => e.name).join(", ")}`);
}

export const PULL_RULES: readonly Rule<AuditSession>[] = [
  { id: "honest-pulling", title: "upper/full: pull >= push, floor/doorframe pulls at half", check: checkHonestPulling },
  { id: "last-resort-rows", title: "doorframe/towel rows only without pulling kit, noted", check: checkLastResortRows },
  { id: "impingement-cuff-work", title: "shoulder impingement: external rotation/face pull", check: checkImpingementCuffWork },
  { id: "side-delts", title: "upper/push hypertrophy: lateral raise work", check: checkSideDelts },
];
