/**
 * Program planning: no 1-set pieces for intermediate and advanced lifters
 * (COACHING.md §4: 3-4 sets an exercise for intermediates, 3-6 for advanced)
 * and never the same movement twice on a day (§3). Spreading a week's sets
 * over many exercises, the per-muscle cap and the 48-hour spacing leave
 * single sets behind (six 1-set rows on an advanced pull day); direct work
 * can add a second calf raise beside the generator's heel drop. A day's
 * singles are merged: two singles of one pattern become one exercise of two
 * sets, a single joins a fuller exercise of its pattern, else it takes a
 * second set where the day has room, else it goes, unless that would leave
 * pulls short of presses or a full-body day without one of its patterns.
 */
import { sessionClockSeconds } from "./prescription";
import { maxSetsPerExercise, programSideOf } from "./program-balance";
import { hardSetCount, isHardItem, sessionGroupSets, SESSION_MUSCLE_CAP } from "./program-volume";
import { movementKey } from "./movement-key";
import { missingFullBodyPatterns, pushPullBalance } from "./session-invariants";
import type { PlannedItem } from "./workout-prescribing";

export interface ConsolidateRoom {
  rank: number;
  minutes: number;
  workoutType: string;
  /** Exercise ids that keep their place whatever their sets (the day's main lifts). */
  keep: ReadonlySet<string>;
  /** Whether a single may take a second set (the week's 48-hour spacing, say). */
  canGrow?: (item: PlannedItem, day: readonly PlannedItem[]) => boolean;
}

/** One movement, whatever the kit: the engine's movement key, and every calf raise or heel drop as one. */
export function movementFamily(item: PlannedItem): string {
  const f = item.features;
  if (f.role === "isolation" && f.primary[0] === "calves") return "isolation:calf raise";
  return movementKey(f.exercise, f.role);
}

const isPiece = (i: PlannedItem) => isHardItem(i) && i.prescription.unit !== "minutes";
const entries = (items: readonly PlannedItem[]) => items.map((i) => ({ features: i.features, sets: i.prescription.unit === "minutes" ? 0 : i.prescription.sets }));
const samePattern = (a: PlannedItem, b: PlannedItem) => a.features.role === b.features.role && a.features.primary[0] === b.features.primary[0];

function withSets(items: readonly PlannedItem[], k: number, sets: number): PlannedItem[] {
  return items.map((x, j) => (j === k ? { ...x, prescription: { ...x.prescription, sets } } : x));
}

/** Whether the day may lose item k without breaking pull ≥ push or a full-body day's four patterns. */
function canDrop(items: readonly PlannedItem[], k: number, workoutType: string): boolean {
  const rest = items.filter((_, j) => j !== k);
  if ((workoutType === "upper_body" || workoutType === "full_body") && programSideOf(items[k].features) !== null && !pushPullBalance(entries(rest), programSideOf).ok) return false;
  return workoutType !== "full_body" || missingFullBodyPatterns(entries(rest)).length <= missingFullBodyPatterns(entries(items)).length;
}

/** A day's items with duplicate movements merged and (intermediate and up) no hard exercise at one set. */
export function consolidateDay(items: readonly PlannedItem[], room: ConsolidateRoom): PlannedItem[] {
  let out = items.map((i) => ({ ...i, prescription: { ...i.prescription } }));
  const most = maxSetsPerExercise(room.rank);
  // The same movement twice: the later one's sets join the first (up to the level's most), the later goes.
  for (let j = out.length - 1; j > 0; j--) {
    if (!isPiece(out[j]) || room.keep.has(out[j].features.exercise.id)) continue;
    const k = out.findIndex((x, i) => i < j && isPiece(x) && movementFamily(x) === movementFamily(out[j]));
    if (k < 0) continue;
    out[k].prescription.sets = Math.min(most, Math.max(out[k].prescription.sets, out[k].prescription.sets + out[j].prescription.sets));
    out = out.filter((_, i) => i !== j);
  }
  if (room.rank < 2) return out;
  const budget = Math.floor((25 * room.minutes) / 60);
  const limit = 1.1 * room.minutes * 60;
  const fits = (trial: readonly PlannedItem[]) =>
    hardSetCount(trial) <= budget &&
    !Object.values(sessionGroupSets(trial)).some((n) => n > SESSION_MUSCLE_CAP + 0.25) &&
    sessionClockSeconds(trial.map((i) => ({ ...i.prescription, restSeconds: i.prescription.restLo }))) <= limit;
  // Singles nothing better fits: kept as they are.
  const stuck = new Set<string>();
  for (let guard = 0; guard < 20; guard++) {
    const j = out.findIndex((i) => isPiece(i) && i.prescription.sets === 1 && !room.keep.has(i.features.exercise.id) && !stuck.has(i.features.exercise.id));
    if (j < 0) break;
    const single = out[j];
    // Another single of the pattern, else the leanest fuller exercise of it with room for a set.
    // A merge adds a set to the exercise that stays: it must have room on the week's spacing too.
    const mayGrow = (x: PlannedItem) => room.canGrow?.(x, out) ?? true;
    const twin = out.findIndex((x, i) => i !== j && isPiece(x) && x.prescription.sets === 1 && samePattern(x, single) && mayGrow(i < j ? x : single));
    const fuller = out
      .map((x, i) => ({ x, i }))
      .filter(({ x, i }) => i !== j && isPiece(x) && samePattern(x, single) && x.prescription.sets < most && mayGrow(x))
      .sort((a, b) => a.x.prescription.sets - b.x.prescription.sets || a.i - b.i)[0]?.i;
    if (twin >= 0 || fuller !== undefined) {
      // Two singles: the earlier stays with both sets. A fuller exercise: it takes the set.
      const [keepAt, dropAt] = twin >= 0 ? [Math.min(twin, j), Math.max(twin, j)] : [fuller as number, j];
      out[keepAt].prescription.sets += 1;
      out = out.filter((_, i) => i !== dropAt);
      continue;
    }
    const grown = withSets(out, j, 2);
    if (fits(grown) && (room.canGrow?.(single, out) ?? true)) {
      out = grown;
      continue;
    }
    if (!canDrop(out, j, room.workoutType)) {
      stuck.add(single.features.exercise.id);
      continue;
    }
    // Dropped, its set goes to another exercise for the same muscle where one has room, so the week keeps the volume.
    const heir = out.findIndex((x, i) => i !== j && isPiece(x) && x.features.primary[0] === single.features.primary[0] && x.prescription.sets < most && programSideOf(x.features) === programSideOf(single.features) && mayGrow(x));
    if (heir >= 0) out[heir].prescription.sets += 1;
    out = out.filter((_, i) => i !== j);
  }
  // A main lift is never dropped, so a single one takes a second set: where the day has room, else
  // from the day's fullest other exercise above two sets (a rotated lower day's Cossack squat at 1 set).
  for (let j = 0; j < out.length; j++) {
    const lift = out[j];
    if (!isPiece(lift) || lift.prescription.sets !== 1 || !room.keep.has(lift.features.exercise.id)) continue;
    if (!(room.canGrow?.(lift, out) ?? true)) continue;
    const grown = withSets(out, j, 2);
    if (fits(grown)) {
      out = grown;
      continue;
    }
    const donor = grown
      .map((x, i) => ({ x, i }))
      .filter(({ x, i }) => i !== j && isPiece(x) && x.prescription.sets > 2 && !room.keep.has(x.features.exercise.id))
      .map(({ x, i }) => withSets(grown, i, x.prescription.sets - 1))
      .find((trial) => fits(trial) && (room.workoutType !== "upper_body" && room.workoutType !== "full_body" ? true : pushPullBalance(entries(trial), programSideOf).ok));
    if (donor) out = donor;
  }
  return out;
}
