/**
 * Session invariants of COACHING.md §3: pulling at least matches pushing,
 * a full-body day holds its four patterns and a quarter of its sets for the
 * legs, no movement twice with other kit, a knee-sore lower day still trains
 * the quads, and no muscle buried in sets.
 */
import { volumeMuscle } from "../muscle-groups";
import { isLegWork, isPull, isPush, isWorkSet, movementKey, trainsPrimary } from "./kinds";
import { fail, pass, type AuditExercise, type AuditSession, type Rule, type Verdict } from "./types";

const sum = (list: readonly AuditExercise[]) => list.reduce((s, e) => s + e.sets, 0);

export interface PushPull {
  push: number;
  pull: number;
  /** One exercise's sets: the tolerance §3 allows. */
  slack: number;
}

export function pushPullSets(exercises: readonly AuditExercise[]): PushPull {
  const pushes = exercises.filter(isPush);
  const pulls = exercises.filter(isPull);
  const slack = Math.max(0, ...pushes.map((e) => e.sets), ...pulls.map((e) => e.sets));
  return { push: sum(pushes), pull: sum(pulls), slack };
}

const BALANCED_TYPES = new Set(["upper_body", "full_body"]);

/** Upper and full-body days: pulling sets ≥ pushing sets, give or take one exercise's sets. */
export function checkPullAtLeastPush(s: Pick<AuditSession, "workoutType" | "exercises">): Verdict | null {
  if (!BALANCED_TYPES.has(s.workoutType)) return null;
  const { push, pull, slack } = pushPullSets(s.exercises);
  if (push === 0 && pull === 0) return null;
  if (pull === 0) return fail(`no pulling: ${push} push sets, 0 pull`);
  if (pull + slack < push) return fail(`push ${push} sets vs pull ${pull}`);
  return pass(`push ${push} / pull ${pull}`);
}

export type FullBodyPattern = "squat or lunge" | "hinge" | "push" | "pull";

export function missingFullBodyPatterns(exercises: readonly AuditExercise[]): FullBodyPattern[] {
  const work = exercises.filter(isWorkSet);
  const missing: FullBodyPattern[] = [];
  if (!work.some((e) => e.role === "squat" || e.role === "lunge")) missing.push("squat or lunge");
  if (!work.some((e) => e.role === "hinge")) missing.push("hinge");
  if (!exercises.some(isPush)) missing.push("push");
  if (!exercises.some(isPull)) missing.push("pull");
  return missing;
}

export function checkFullBodyPatterns(s: Pick<AuditSession, "workoutType" | "exercises">): Verdict | null {
  if (s.workoutType !== "full_body") return null;
  const missing = missingFullBodyPatterns(s.exercises);
  return missing.length === 0 ? pass() : fail(`missing ${missing.join(", ")}`);
}

/** Share of working sets that train the legs first (0-1). */
export function legShare(exercises: readonly AuditExercise[]): number {
  const work = exercises.filter(isWorkSet);
  const total = sum(work);
  return total > 0 ? sum(work.filter(isLegWork)) / total : 0;
}

export function checkFullBodyLegs(s: Pick<AuditSession, "workoutType" | "exercises">): Verdict | null {
  if (s.workoutType !== "full_body") return null;
  const share = legShare(s.exercises);
  const text = `${Math.round(share * 100)}% of sets for the legs`;
  return share >= 0.25 ? pass(text) : fail(text);
}

/** Pairs of exercises that are one movement with different equipment. */
export function duplicateMovements(exercises: readonly AuditExercise[]): [string, string][] {
  const seen = new Map<string, string>();
  const out: [string, string][] = [];
  for (const e of exercises) {
    if (e.isMobility) continue;
    const key = movementKey(e);
    const first = seen.get(key);
    if (first !== undefined) out.push([first, e.name]);
    else seen.set(key, e.name);
  }
  return out;
}

export function checkNoDuplicateMovement(s: Pick<AuditSession, "exercises">): Verdict | null {
  const pairs = duplicateMovements(s.exercises);
  return pairs.length === 0 ? pass() : fail(pairs.map(([a, b]) => `${a} + ${b}`).join("; "));
}

const LOWER_TYPES = new Set(["lower_body", "legs"]);

export function checkKneeDayHasQuads(s: Pick<AuditSession, "workoutType" | "exercises" | "injuries">): Verdict | null {
  if (!s.injuries.has("knee_issues") || !LOWER_TYPES.has(s.workoutType)) return null;
  const quads = s.exercises.filter((e) => trainsPrimary(e, "quads"));
  return quads.length > 0 ? pass(quads.map((e) => e.name).join(", ")) : fail(`no quad work in ${s.exercises.filter(isWorkSet).length} exercises`);
}

/** Past about 10 sets per muscle in one session, returns shrink (§3); secondary muscles count half; the delt heads count apart (§6). */
export const SESSION_MUSCLE_SET_CAP = 10;

export function setsPerMuscle(exercises: readonly AuditExercise[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of exercises) {
    if (!isWorkSet(e)) continue;
    const primary = new Set(e.primaryMuscles.map(volumeMuscle).filter((m): m is NonNullable<typeof m> => Boolean(m)));
    for (const m of primary) out.set(m, (out.get(m) ?? 0) + e.sets);
    // Each secondary muscle once: "forearms, grip" is one muscle at half a set, not a whole set (COACHING.md §6).
    for (const m of new Set(e.secondaryMuscles.map(volumeMuscle))) {
      if (m && !primary.has(m)) out.set(m, (out.get(m) ?? 0) + e.sets / 2);
    }
  }
  return out;
}

export function checkMuscleSessionVolume(s: Pick<AuditSession, "exercises">): Verdict | null {
  if (!s.exercises.some(isWorkSet)) return null;
  const over = [...setsPerMuscle(s.exercises)].filter(([, v]) => v > SESSION_MUSCLE_SET_CAP);
  return over.length === 0 ? pass() : fail(over.map(([m, v]) => `${m} ${v} sets`).join(", "));
}

/**
 * The score tells the truth (COACHING.md §11.8): a session with no pulling
 * on an upper or full-body day, or no leg work on a full-body day, shows a
 * quality score under 60.
 */
export function checkScoreFailsFaults(s: Pick<AuditSession, "workoutType" | "exercises" | "qualityOverall">): Verdict | null {
  if (s.qualityOverall === undefined) return null;
  const { push, pull } = pushPullSets(s.exercises);
  const faults: string[] = [];
  if (BALANCED_TYPES.has(s.workoutType) && push > 0 && pull === 0) faults.push("no pulling");
  if (s.workoutType === "full_body" && s.exercises.some(isWorkSet) && !s.exercises.some(isLegWork)) faults.push("no legs");
  if (faults.length === 0) return null;
  const text = `${faults.join(", ")}: score ${s.qualityOverall}`;
  return s.qualityOverall < 60 ? pass(text) : fail(text);
}

export const BALANCE_RULES: readonly Rule<AuditSession>[] = [
  { id: "pull-vs-push", title: "upper/full: pull sets >= push sets (± one exercise)", check: checkPullAtLeastPush },
  { id: "full-body-patterns", title: "full body: squat|lunge, hinge, push and pull", check: checkFullBodyPatterns },
  { id: "full-body-legs", title: "full body: legs >= 25% of sets", check: checkFullBodyLegs },
  { id: "no-duplicate-movement", title: "no movement twice with other equipment", check: checkNoDuplicateMovement },
  { id: "knee-day-quads", title: "knee issues, lower day: quad work present", check: checkKneeDayHasQuads },
  { id: "muscle-session-volume", title: "per muscle per session <= 10 sets", check: checkMuscleSessionVolume },
  { id: "score-fails-faults", title: "no pull / no legs: quality score under 60", check: checkScoreFailsFaults },
];

