/**
 * Program planning: an exercise added for a big muscle still under its
 * weekly band (COACHING.md §6) once the balancer has moved what sets it
 * can. The balancer only moves and adds sets on the exercises a day
 * already has; a two-day plan or one cut down by an injury and little kit
 * keeps a muscle under its band although the session clock has room. Here
 * the day that trains the muscle and has the most room on the clock takes
 * one more exercise for it, within the program's kit, injuries and level:
 * an injury's substitute first, loaded work before towel and band
 * stand-ins, never a movement the day already holds, never pushing a day
 * off pull >= push or a full-body day under a quarter of its sets for the
 * legs. The plan says what was added.
 */
import { isContraindicated, isEquipmentAvailable, type CatalogueIndex, type ExerciseFeatures } from "./catalogue";
import { hasLoadingKit, isImprovisedWork, isInjurySubstitute } from "./improvised-work";
import { prescribe, sessionClockSeconds } from "./prescription";
import { maxSetsPerExercise, programSideOf } from "./program-balance";
import { movementFamily } from "./program-consolidate";
import { mainLiftIds } from "./program-weeks";
import { avoidedByName } from "./data/injury-substitutions";
import { suitsEnduranceDay } from "./workout-candidates";
import type { ProgramSpec } from "./program-request";
import { PRIMARY_GOAL_PRESETS } from "./program-request";
import type { DayTemplate } from "./program-split";
import { credits, groupOf, hardSetCount, isHardItem, MAJOR_GROUPS, sessionGroupSets, SESSION_MUSCLE_CAP, weeklyHardSets, type SetBands } from "./program-volume";
import { deriveSeed, seededRandom } from "./random";
import { legShare, pushPullBalance } from "./session-invariants";
import type { PlannedItem } from "./workout-prescribing";

/** The big muscles the band is judged on, and the session types that train each. */
const FILLED: Readonly<Record<string, readonly string[]>> = {
  chest: ["push", "upper_body", "full_body"],
  back: ["pull", "upper_body", "full_body"],
  quads: ["legs", "lower_body", "full_body"],
  hamstrings: ["legs", "lower_body", "full_body"],
};

export interface FillAddition {
  group: string;
  exercise: string;
  day: string;
}

export interface FillRoom {
  /** Session length in seconds. */
  targetSeconds: number;
  /** The block's fullest week against this base week (1.15 for a three-week ramp): the room must hold it. */
  rampTop: number;
}

/** The injury rules' names to avoid (a step-down for a sore knee), whatever the catalogue's tags say. */
const avoidsByName = (name: string, injuries: ReadonlySet<string>) => [...injuries].some((i) => avoidedByName(name, i));

const isPrimary = (f: ExerciseFeatures, group: string) => f.exercise.primaryMuscles.some((m) => groupOf(m) === group);
const entries = (items: readonly PlannedItem[]) => items.map((i) => ({ features: i.features, sets: i.prescription.unit === "minutes" ? 0 : i.prescription.sets }));

/** Whether the day, with its sets raised to the block's fullest week, fits its hard-set budget and its clock at the shortest rests. */
function fits(items: readonly PlannedItem[], room: FillRoom): boolean {
  const minutes = room.targetSeconds / 60;
  if (hardSetCount(items) * room.rampTop > Math.floor((25 * minutes) / 60)) return false;
  if (Object.values(sessionGroupSets(items)).some((n) => n > SESSION_MUSCLE_CAP + 0.25)) return false;
  const shortest = items.map((i) => ({ ...i.prescription, restSeconds: i.prescription.restLo, sets: Math.ceil(i.prescription.sets * room.rampTop) }));
  return sessionClockSeconds(shortest) <= 1.05 * room.targetSeconds;
}

/**
 * The day with the new item, and where it does not fit, sets taken one at a time off the day's
 * fullest accessories that train neither the group being filled nor a big muscle at its band's
 * bottom, down to `floor` sets: calf and arm sets give way to a muscle under its band.
 */
function makeRoom(trial: PlannedItem[], item: PlannedItem, week: readonly (readonly PlannedItem[])[], day: number, bands: SetBands, room: FillRoom, floor: number): PlannedItem[] {
  let out = trial;
  const wanted = [...groupCredits(item)].map(([g]) => g);
  for (let guard = 0; guard < 4 && !fits(out, room); guard++) {
    const view = week.map((items, d) => (d === day ? out : items));
    const totals = weeklyHardSets(view);
    const donor = out
      .map((x, j) => ({ x, j }))
      .filter(({ x }) => x !== item && isHardItem(x) && x.prescription.role !== "main" && x.prescription.sets > floor && x.prescription.unit !== "minutes")
      .filter(({ x }) => [...groupCredits(x)].every(([g, c]) => !wanted.includes(g) && (!bands[g] || !(MAJOR_GROUPS as readonly string[]).includes(g) || totals[g] - c >= bands[g].min)))
      .sort((a, b) => b.x.prescription.sets - a.x.prescription.sets || b.j - a.j)[0];
    if (!donor) return out;
    out = out.map((x, j) => (j === donor.j ? { ...x, prescription: { ...x.prescription, sets: x.prescription.sets - 1 } } : x));
  }
  return out;
}

const groupCredits = (item: PlannedItem) => credits(item);

/** The day's invariants after an addition: pull >= push on upper and full-body days, a quarter of a full-body day for the legs. */
function keepsInvariants(items: readonly PlannedItem[], workoutType: string): boolean {
  if ((workoutType === "upper_body" || workoutType === "full_body") && !pushPullBalance(entries(items), programSideOf).ok) return false;
  return workoutType !== "full_body" || legShare(entries(items)) >= 0.25;
}

/**
 * Adds at most one exercise per under-band group per day (two days at most per group), while the
 * group stays under `bands[g].min`. Returns the new sessions and what was added.
 */
export function fillUnderBand(
  index: CatalogueIndex,
  spec: ProgramSpec,
  templates: readonly DayTemplate[],
  sessions: readonly PlannedItem[][],
  bands: SetBands,
  room: FillRoom,
  key: string,
): { sessions: PlannedItem[][]; added: FillAddition[] } {
  const out = sessions.map((s) => [...s]);
  const added: FillAddition[] = [];
  const random = seededRandom(deriveSeed(spec.seed, "fill", key));
  const loadedKit = hasLoadingKit(spec.equipment);
  const kind = (PRIMARY_GOAL_PRESETS[spec.primaryGoal] ?? ["hypertrophy"])[0];
  const most = maxSetsPerExercise(spec.level.rank);
  // Beginners may take an accessory down to one set (COACHING.md §4: 1-3 sets); the others keep two.
  const floor = spec.level.rank <= 1 ? 1 : 2;
  for (const [group, types] of Object.entries(FILLED)) {
    const short = () => bands[group].min - weeklyHardSets(out)[group];
    if (short() <= 0.25) continue;
    const pool = index.features.filter(
      (f) =>
        isPrimary(f, group) &&
        !f.isMobility &&
        !f.isConditioning &&
        !f.isExplosive &&
        !f.isSteadyCardio &&
        f.role !== "core" &&
        f.exercise.difficulty <= spec.level.band.max &&
        isEquipmentAvailable(f.exercise, spec.equipment) &&
        !isContraindicated(f.exercise, spec.injuries) &&
        !avoidsByName(f.exercise.name, spec.injuries) &&
        // An endurance day's accessories go for 12+ reps or a hold (COACHING.md §4).
        (kind !== "endurance" || suitsEnduranceDay(f)),
    );
    if (pool.length === 0) continue;
    const standIn = (f: ExerciseFeatures) =>
      isImprovisedWork({ name: f.exercise.name, equipment: f.exercise.equipment, role: f.role, timed: f.isTimed }) && !isInjurySubstitute(f.exercise.name, spec.injuries);
    const target = Math.round((spec.level.band.min + Math.min(spec.level.band.max, 8)) / 2);
    // An injury's named substitute, then loaded work before stand-ins (where the kit loads), reps before holds, the level's difficulty.
    const ranked = [...pool].sort(
      (a, b) =>
        Number(!isInjurySubstitute(b.exercise.name, spec.injuries)) - Number(!isInjurySubstitute(a.exercise.name, spec.injuries)) ||
        Number(loadedKit && standIn(a)) - Number(loadedKit && standIn(b)) ||
        Number(a.isTimed) - Number(b.isTimed) ||
        Math.abs(a.exercise.difficulty - target) - Math.abs(b.exercise.difficulty - target) ||
        a.exercise.name.localeCompare(b.exercise.name),
    );
    for (let guard = 0; guard < 2 && short() > 0.25; guard++) {
      const used = new Set(out.flat().map((i) => i.features.exercise.id));
      // The day with the most time left on the clock, among those that train the group.
      const days = templates
        .map((t, k) => ({ t, k, clock: sessionClockSeconds(out[k].map((i) => ({ ...i.prescription, restSeconds: i.prescription.restLo }))) }))
        .filter(({ t, k }) => types.includes(t.workoutType) && !added.some((a) => a.group === group && a.day === templates[k].name))
        .sort((a, b) => a.clock - b.clock || a.k - b.k);
      let placed = false;
      for (const { t, k } of days) {
        const families = new Set(out[k].map(movementFamily));
        const hasLift = mainLiftIds(out[k]).length > 0;
        const sets = Math.max(2, Math.min(most, 3, Math.ceil(short())));
        const options: PlannedItem[][] = [];
        // The best dozen candidates a day: past them the day is full, not short of a choice (and the planner stays fast).
        let tried = 0;
        for (const f of ranked) {
          if (tried >= 12) break;
          if (used.has(f.exercise.id)) continue;
          // A lift on a day without one would become the day's main lift in one rotation and not the next.
          if (f.exercise.isCompound && !hasLift) continue;
          const base = prescribe(f, { kind, lead: false, role: "accessory", experienceRank: spec.level.rank, fatigue: spec.fatigue });
          // Its sets stay at the floor or above: a piece the balancer thins to one set would be merged away again.
          const item: PlannedItem = { features: f, slot: "accessory", prescription: { ...base, sets, setsLo: Math.max(base.setsLo, floor) } };
          if (families.has(movementFamily(item))) continue;
          tried += 1;
          const at = out[k].findIndex((i) => i.slot === "core" || i.slot === "finisher" || i.slot === "conditioning");
          const trial = makeRoom(at < 0 ? [...out[k], item] : [...out[k].slice(0, at), item, ...out[k].slice(at)], item, out, k, bands, room, floor);
          if (!fits(trial, room) || !keepsInvariants(trial, t.workoutType)) continue;
          // The trial and, last, the item it adds.
          options.push([...trial, item]);
          if (options.length >= 3) break;
        }
        if (options.length === 0) continue;
        const pick = options[Math.floor(random() * options.length)];
        const item = pick[pick.length - 1];
        out[k] = pick.slice(0, -1);
        added.push({ group, exercise: item.features.exercise.name, day: t.name });
        placed = true;
        break;
      }
      if (!placed) break;
    }
  }
  return { sessions: out, added };
}

/** One note for the additions of the first block (later blocks rotate the same kinds of session). */
export function fillNotes(added: readonly FillAddition[]): string[] {
  if (added.length === 0) return [];
  const list = [...new Set(added.map((a) => `${a.exercise} on ${a.day} (${a.group})`))];
  return [`Added to bring a big muscle up to its weekly band, where the session had time: ${list.join(", ")}.`];
}
