/**
 * Program planning: pulling at least matches pushing on upper and full-body
 * days (COACHING.md §3), reached by ADDING pull sets where the day can hold
 * them, not by taking presses away. Moving sets from presses to pulls left
 * the chest under its weekly band, so presses lose sets only when the pulls
 * cannot grow: every pull at the level's most sets an exercise, at the
 * session's 10 sets a muscle, at its ~25 hard sets an hour, or past the clock.
 */
import { fitToDuration, sessionClockSeconds } from "./prescription";
import { groupOf, hardSetCount, sessionGroupSets, SESSION_MUSCLE_CAP } from "./program-volume";
import type { ExerciseFeatures } from "./catalogue";
import { isLegWork, legShare, pushPullBalance, sideOf } from "./session-invariants";
import type { PlannedItem } from "./workout-prescribing";

/** Chest flyes and crossovers (isolation, counted like the rear-delt flyes on the other side) and crawls (conditioning). */
const NEITHER_SIDE = /\b(fl(y|ye|ies|yes)|crossovers?|pec deck|crawls?)\b/i;

/**
 * Push or pull as a program's weeks count it, and as the coach audit does (COACHING.md §3: pushing is
 * presses and push-ups, pulling rows, pulldowns and pull-ups): a chest fly is neither, as a reverse fly is, and so
 * is a bear crawl the catalogue files as a press.
 */
export function programSideOf(f: ExerciseFeatures): "push" | "pull" | null {
  return NEITHER_SIDE.test(f.exercise.name) ? null : sideOf(f);
}

const balanceOf = (entries: Parameters<typeof pushPullBalance>[0]) => pushPullBalance(entries, programSideOf);

/** Chest flyes and crossovers: neither side in the rule's count, but chest work beside the presses. */
const CHEST_FLY = /\b(fl(y|ye|ies|yes)|crossovers?|pec deck)\b/i;

/**
 * Pushing with the chest flyes counted, for taking a pull set away only: programSideOf stays the one
 * count the weeks are built to and the audit reads. A day of 4+3+3 presses and 3 fly sets against 8
 * pulls passes that count (10 against 8) but leans push to a coach, so a week over its back band
 * trims another day's pull rather than leave it so. A rear-delt fly pulls the shoulder back: only a
 * fly that trains the chest first counts.
 */
export function leanSideOf(f: ExerciseFeatures): "push" | "pull" | null {
  const side = programSideOf(f);
  if (side !== null || !CHEST_FLY.test(f.exercise.name)) return side;
  return f.exercise.primaryMuscles.some((m) => groupOf(m) === "chest") ? "push" : null;
}

const BALANCED = new Set(["upper_body", "full_body"]);

/** Most sets of one exercise by level rank (COACHING.md §4: beginners 1-3, intermediates 3-4, advanced 3-6). */
export const maxSetsPerExercise = (rank: number) => (rank <= 1 ? 3 : rank === 2 ? 4 : 5);

export interface PullRoom {
  /** Session length in minutes: the hard-set budget (25 an hour) and the clock (+10%). */
  minutes: number;
  /** Level rank (0 sedentary … 4 elite). */
  rank: number;
  /** Whether this item may take one more set (the week's 48-hour spacing or weekly band, say). */
  canGrow?: (item: PlannedItem, day: readonly PlannedItem[]) => boolean;
  /** A pull that may still grow, a little past the weekly band, where no press can spare a set and pushing leans 3:2. */
  canStretch?: (item: PlannedItem, day: readonly PlannedItem[]) => boolean;
  /** Whether this press may lose a set only to ease a 3:2 lean (the rule itself holds): the chest's weekly band, say. */
  canShrink?: (item: PlannedItem, day: readonly PlannedItem[]) => boolean;
}

const isWorkItem = (i: PlannedItem) => i.prescription.unit !== "minutes" && i.prescription.kind !== "mobility" && i.prescription.kind !== "intervals" && i.prescription.kind !== "steady";

const entries = (items: readonly PlannedItem[]) => items.map((i) => ({ features: i.features, sets: isWorkItem(i) ? i.prescription.sets : 0 }));

/** The sets a pull-heavy day wants: pulling at least pushing. */
const pullsShort = (items: readonly PlannedItem[]) => {
  const b = balanceOf(entries(items));
  return b.pull < b.push;
};

/**
 * One more set on the leanest pull that has room, or false. The added set
 * must keep every muscle at 10 sets or fewer, the day at 25 hard sets an hour
 * or fewer, and the day on the clock (shortest rests) within 10% of its length.
 */
function growOnePull(items: PlannedItem[], room: PullRoom, allowed = room.canGrow): boolean {
  const budget = Math.floor((25 * room.minutes) / 60);
  const limit = 1.1 * room.minutes * 60;
  const most = maxSetsPerExercise(room.rank);
  const order = items
    .map((item, k) => ({ item, k }))
    .filter(({ item }) => isWorkItem(item) && programSideOf(item.features) === "pull" && item.prescription.sets < most && (allowed?.(item, items) ?? true))
    .sort((a, b) => a.item.prescription.sets - b.item.prescription.sets || a.k - b.k);
  for (const { k } of order) {
    const trial = items.map((x, j) => (j === k ? { ...x, prescription: { ...x.prescription, sets: x.prescription.sets + 1 } } : x));
    if (hardSetCount(trial) > budget) return false;
    if (Object.values(sessionGroupSets(trial)).some((n) => n > SESSION_MUSCLE_CAP + 0.25)) continue;
    if (sessionClockSeconds(trial.map((i) => ({ ...i.prescription, restSeconds: i.prescription.restLo }))) > limit) continue;
    items[k] = trial[k];
    return true;
  }
  return false;
}

/**
 * A day's items with pulling brought up to pushing: pull sets added while
 * they fit, then (only where the rule of §3 still fails: pulls short by more
 * than one exercise's sets) the fullest press trimmed, down to `least` sets
 * (`trim` false: a base week only adds, its weeks trim after the spacing).
 * Full-body days also keep a quarter of their sets for the legs, taken from
 * presses and other upper-body work, never from pulls. Returns a copy.
 */
export function balancePushPull(items: readonly PlannedItem[], workoutType: string, room: PullRoom, least = 2, trim = true): PlannedItem[] {
  const out = items.map((i) => ({ ...i, prescription: { ...i.prescription } }));
  if (!BALANCED.has(workoutType)) return out;
  let grown = false;
  for (let guard = 0; guard < 12 && pullsShort(out); guard++) {
    if (!growOnePull(out, room)) break;
    grown = true;
  }
  if (!trim) return refit(out, room, grown);
  // Shoulder presses go first: the front delts get plenty from the bench, and the chest is what runs short.
  const vertical = (i: PlannedItem) => (i.features.role === "vertical_push" ? 1 : 0);
  const trimOne = (donor: (i: PlannedItem) => boolean, floor = least) => {
    const pick = out.filter((i) => donor(i) && isWorkItem(i) && i.prescription.sets > floor).sort((a, b) => vertical(b) - vertical(a) || b.prescription.sets - a.prescription.sets)[0];
    if (!pick) return false;
    pick.prescription.sets -= 1;
    return true;
  };
  // Trimmed while the rule fails; while pushing still outweighs pulling 3:2 (what the score warns
  // about) only presses the week can spare.
  const failing = () => !balanceOf(entries(out)).ok;
  const leaning = () => {
    const b = balanceOf(entries(out));
    return b.pull > 0 && b.push / b.pull >= 1.5;
  };
  const press = (i: PlannedItem) => programSideOf(i.features) === "push";
  // The rule is hard: a press goes down to a single set before the day ships unbalanced.
  for (let guard = 0; guard < 12 && failing(); guard++) if (!trimOne(press) && !trimOne(press, 1)) break;
  for (let guard = 0; guard < 12 && leaning(); guard++) {
    if (trimOne((i) => press(i) && (room.canShrink?.(i, out) ?? true))) continue;
    if (!room.canStretch || !growOnePull(out, room, room.canStretch)) break;
    grown = true;
  }
  if (workoutType === "full_body") {
    for (let guard = 0; guard < 12 && legShare(entries(out)) < 0.25; guard++) if (!trimOne((i) => !isLegWork(i.features) && programSideOf(i.features) !== "pull")) break;
  }
  return refit(out, room, grown);
}

/** Added sets fit with shorter rests: take them there rather than run over the session's length. */
function refit(out: PlannedItem[], room: PullRoom, grown: boolean): PlannedItem[] {
  const target = room.minutes * 60;
  if (grown && sessionClockSeconds(out.map((i) => i.prescription)) > 1.05 * target) {
    const fitted = fitToDuration(out.map((i) => i.prescription), target, 0.05, { lockSets: true });
    out.forEach((item, k) => (item.prescription = fitted[k]));
  }
  return out;
}
