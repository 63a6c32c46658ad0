/**
 * Workout generation, step 5: filling the slots. Each slot takes the
 * best-ranked free candidate, discounted for muscles, patterns and kit
 * already used; the exercise count is then a prefix of the picks that never
 * splits a push/pull pair.
 */
import type { ExerciseFeatures } from "./catalogue";
import { isLadderPattern, type MainLiftChoice } from "./main-lifts";
import type { LadderPattern } from "./data/main-lift-ladders";
import { movementKey } from "./movement-key";
import { toleratedReps } from "./prescription";
import { hasLoadingKit, hasPullingKit, isFullGym, isImprovisedWork, isInjurySubstitute, isNearUnloadedWork, LAST_RESORT_ROW } from "./improvised-work";
import { isPowerWork } from "./power-work";
import { isLoaded } from "./intensity";
import { suitsEnduranceDay, type Pools, type PoolName } from "./workout-candidates";
import type { WorkoutSpec } from "./workout-request";
import { accepts, type Slot } from "./workout-slots";

export interface Pick {
  features: ExerciseFeatures;
  slot: Slot;
  order: number;
  /** Index in picks of the pair partner that must come with this pick. */
  pairedWith?: number;
  /** The main lift of this pattern, from its ladder (the first lift of the pattern in the session). */
  main?: LadderPattern;
}

const KEYS = new WeakMap<ExerciseFeatures, string>();
const keyOf = (f: ExerciseFeatures) => {
  let key = KEYS.get(f);
  if (key === undefined) {
    key = movementKey(f.exercise, f.role);
    KEYS.set(f, key);
  }
  return key;
};

/**
 * The ladder's lift for a main-lift slot: the first of its patterns not yet
 * led, and of that pattern's options the first that is free (a preferred
 * one first, an avoided one last). The seed plays no part.
 */
function ladderPick(
  slot: Slot,
  mains: ReadonlyMap<LadderPattern, MainLiftChoice>,
  led: ReadonlySet<string>,
  free: (f: ExerciseFeatures) => boolean,
  spec: WorkoutSpec,
): { features: ExerciseFeatures; pattern: LadderPattern } | undefined {
  if (slot.pool !== "main" || !slot.compound || !slot.roles) return undefined;
  for (const role of slot.roles) {
    if (!isLadderPattern(role) || led.has(role)) continue;
    const usable = (mains.get(role)?.options ?? []).filter(free);
    // Variety between days never trades the day's loaded squat or lunge for a bodyweight one past the
    // beginner stage: the same loaded lift twice a week beats a bodyweight squat (COACHING.md §5).
    const leadsKnees = (role === "squat" || role === "lunge") && !led.has("squat") && !led.has("lunge");
    const keepsLoad = (x: ExerciseFeatures) => !leadsKnees || spec.rank < 2 || usable.length === 0 || !isLoaded(usable[0].exercise.equipment) || isLoaded(x.exercise.equipment);
    const f = usable.find((x) => spec.prefer?.has(x.exercise.id)) ?? usable.find((x) => !spec.avoid?.has(x.exercise.id) && keepsLoad(x)) ?? usable[0];
    if (f) return { features: f, pattern: role };
  }
  return undefined;
}

// Lower-cased once per exercise: the variant check runs for every candidate against every pick.
const NAMES = new WeakMap<ExerciseFeatures, string>();
const nameKey = (f: ExerciseFeatures) => {
  let name = NAMES.get(f);
  if (name === undefined) {
    name = f.exercise.name.toLowerCase();
    NAMES.set(f, name);
  }
  return name;
};

/** "Chest Dip" and "Weighted Chest Dip": one session rarely wants both. */
function isVariantOf(a: ExerciseFeatures, b: ExerciseFeatures): boolean {
  const x = nameKey(a);
  const y = nameKey(b);
  if (x.includes(y) || y.includes(x)) return true;
  return a.role === b.role && a.role !== "isolation" && a.primary[0] === b.primary[0] && (a.exercise.equipment[0] ?? "") === (b.exercise.equipment[0] ?? "");
}

/** Candidates each slot accepts, best TOPSIS score first. */
export function slotCandidates(pools: Pools, scores: ReadonlyMap<string, number>, slots: readonly Slot[]): ExerciseFeatures[][] {
  const byScore = (a: ExerciseFeatures, b: ExerciseFeatures) => (scores.get(b.exercise.id) ?? 0) - (scores.get(a.exercise.id) ?? 0);
  const sortedPools = new Map<PoolName, ExerciseFeatures[]>();
  return slots.map((slot) => {
    let pool = sortedPools.get(slot.pool);
    if (!pool) {
      pool = slot.pool === "aerobic" ? [...pools.aerobic] : [...pools[slot.pool]].sort(byScore);
      sortedPools.set(slot.pool, pool);
    }
    return pool.filter((f) => accepts(slot, f));
  });
}

/** A slot's first pattern is what it is for (the horizontal press of an upper day is a bench press). */
const ROLE_BONUS = 0.2;
const MAIN_LIFT_BONUS = 0.15;
/** The most a dynamic bonus can add to a candidate's TOPSIS score. */
const MAX_SLOT_BONUS = ROLE_BONUS + MAIN_LIFT_BONUS;
const PREFER_BONUS = 1;
/** Towel, doorframe, hold and band stand-ins lose to a comparable loaded option (improvised-work.ts); an endurance day still prefers a band done for 20 reps to a skill that tops out at 8. */
const IMPROVISED_PENALTY = 0.25;

/** A name-and-kit test of improvised-work.ts, asked once per exercise: selection asks it for every pick of every slot. */
function perExercise(test: (e: { name: string; equipment: readonly string[]; role: string; timed: boolean }) => boolean): (f: ExerciseFeatures) => boolean {
  const seen = new WeakMap<ExerciseFeatures, boolean>();
  return (f) => {
    let v = seen.get(f);
    if (v === undefined) {
      v = test({ name: f.exercise.name, equipment: f.exercise.equipment, role: f.role, timed: f.isTimed });
      seen.set(f, v);
    }
    return v;
  };
}

const improvised = perExercise(isImprovisedWork);

const FREE_WEIGHTS = ["dumbbells", "kettlebell", "barbell"];
const nearUnloaded = perExercise(isNearUnloadedWork);

/*
 * Jumps, throws and Olympic derivatives (a kettlebell clean, a push press, a medicine-ball throw in the
 * trunk slot) fill only a power slot, where they are placed first and prescribed as power work
 * (power-work.ts): never an endurance day's press or a trunk exercise. Barred at selection rather than left
 * out of the pools, so the ranking of everything else stays as it was.
 */
export function selectPicks(
  candidates: readonly ExerciseFeatures[][],
  scores: ReadonlyMap<string, number>,
  slots: readonly Slot[],
  spec: WorkoutSpec,
  mains: ReadonlyMap<LadderPattern, MainLiftChoice> = new Map(),
): Pick[] {
  const used = new Set<string>();
  // One movement once, whatever the kit (COACHING.md §3): a hard rule, not a penalty.
  const usedKeys = new Set<string>();
  const led = new Set<string>();
  const free = (f: ExerciseFeatures) => !used.has(f.exercise.id) && !usedKeys.has(keyOf(f));
  const picks: Pick[] = [];
  const muscleUse = new Map<string, number>();
  const roleUse = new Map<string, number>();
  const equipmentUse = new Map<string, number>();
  const prefer = spec.prefer;
  const avoid = spec.avoid;
  const candidateIndex = candidates.map((list) => (prefer && prefer.size > 0 ? new Map(list.map((f) => [f.exercise.id, f])) : new Map<string, ExerciseFeatures>()));
  let openStart: number | undefined;
  // With little kit the stand-ins are how a slot gets filled at all; with loading kit they are the last resort.
  const loadingKit = hasLoadingKit(spec.equipment);
  // In a full gym they are not used at all outside the ladders and the injury rules: a slot that has nothing
  // else stays empty and the session fills its time with loaded work from the next slots.
  const fullGym = isFullGym(spec.equipment);
  const freeWeights = FREE_WEIGHTS.some((e) => spec.equipment.has(e));
  const enduranceSmallWork = spec.mainGoal === "endurance" || (spec.mainGoal !== "hypertrophy" && spec.goals.find((g) => g === "hypertrophy" || g === "endurance") === "endurance");
  // An endurance day's small work is endurance work (12+ reps or timed, workout-candidates.ts): a Nordic curl is
  // not picked at all. Barred here rather than left out of the pools, so the ranking of everything else stays as it was.
  // A doorframe or towel row is the last-resort pull (COACHING.md §3): with a bar, band, suspension trainer or
  // weights at hand, never picked outside the ladder (which takes the table row first when nothing else rows).
  // Single workouts only for now: a program's weeks are balanced by the program planner around the rows it has.
  const lastResortBarred = hasPullingKit(spec.equipment) && spec.mainGoal === undefined;
  const lastResort = (f: ExerciseFeatures) => lastResortBarred && LAST_RESORT_ROW.test(f.exercise.name);
  const barred = (f: ExerciseFeatures) =>
    (fullGym && improvised(f) && !isInjurySubstitute(f.exercise.name, spec.injuries)) ||
    // With free weights at hand a floor pulldown, wall sit or isometric hold is no slot's filler (issue 19 review, fix 4).
    (freeWeights && nearUnloaded(f) && !isInjurySubstitute(f.exercise.name, spec.injuries) && loadedAlternative(f)) ||
    (enduranceSmallWork && spec.workoutType !== "cardio" && !suitsEnduranceDay(f)) ||
    lastResort(f);
  // Only where the slot has a free loaded exercise for the same first muscle: a day must not lose its only pull.
  let slotOrder = 0;
  const loadedAlternative = (f: ExerciseFeatures) =>
    candidates[slotOrder].some((g) => g !== f && g.primary[0] === f.primary[0] && isLoaded(g.exercise.equipment) && free(g) && !nearUnloaded(g));
  slots.forEach((slot, order) => {
    slotOrder = order;
    if (slot.pool === "aerobic") {
      // The first option the kit and injuries allow (aerobic-work.ts orders them): no ranking, no seed.
      const f = candidates[order].find(free);
      if (f) {
        used.add(f.exercise.id);
        picks.push({ features: f, slot, order });
      }
      return;
    }
    // The ladder's regression rung lists the doorframe row first; with pulling kit the table row beside it is taken.
    const ladder = ladderPick(slot, mains, led, (f) => free(f) && !lastResort(f), spec);
    let best: ExerciseFeatures | undefined = ladder?.features;
    let bestScore = ladder ? Infinity : -Infinity;
    const dynamicScore = (f: ExerciseFeatures, base: number, variants = true) => {
      const id = f.exercise.id;
      let s = base;
      if (slot.roles && f.role === slot.roles[0]) s += ROLE_BONUS;
      if (slot.compound && f.isMainLift) s += MAIN_LIFT_BONUS;
      if (prefer?.has(id)) s += PREFER_BONUS;
      if (avoid?.has(id)) s -= 0.6;
      if (f.primary.length > 0) {
        let overlap = 0;
        for (const m of f.primary) overlap += muscleUse.get(m) ?? 0;
        s -= (0.12 * overlap) / f.primary.length;
      }
      if (f.exercise.isCompound || slot.pool === "conditioning") s -= 0.1 * (roleUse.get(f.role) ?? 0);
      if (slot.pool === "conditioning") s -= 0.1 * (equipmentUse.get(f.exercise.equipment[0] ?? "none") ?? 0);
      if (variants && picks.some((p) => isVariantOf(p.features, f))) s -= 0.25;
      // An endurance day's small work is 15-25 reps (COACHING.md §4): a skill that tops out lower is a last resort.
      if (enduranceSmallWork && !slot.compound && !f.isTimed && f.role !== "hinge" && toleratedReps(f)[1] < 15) s -= 0.3;
      // Holds belong to the trunk slot; elsewhere they only fill gaps.
      if (f.isTimed && slot.pool !== "core" && !(slot.roles?.includes("core") ?? false)) s -= 0.2;
      if (loadingKit && improvised(f)) s -= IMPROVISED_PENALTY;
      return s;
    };
    // Preferred exercises first, wherever they sit; then the rest best
    // first, stopping once no later candidate could beat the best found
    // (penalties only subtract).
    if (!ladder && prefer && prefer.size > 0) {
      for (const id of prefer) {
        if (used.has(id)) continue;
        const f = candidateIndex[order].get(id);
        if (!f || !free(f) || barred(f) || (slot.pool !== "power" && isPowerWork(f))) continue;
        const s = dynamicScore(f, scores.get(id) ?? 0);
        if (s > bestScore) {
          bestScore = s;
          best = f;
        }
      }
    }
    for (const f of ladder ? [] : candidates[order]) {
      const id = f.exercise.id;
      const base = scores.get(id) ?? 0;
      if (base + MAX_SLOT_BONUS <= bestScore) break;
      if (!free(f) || prefer?.has(id) || barred(f) || (slot.pool !== "power" && isPowerWork(f))) continue;
      // The variant check (every pick against every candidate) is most of the cost, and it only
      // subtracts: a candidate that cannot beat the best without it is not checked against the picks.
      const unchecked = dynamicScore(f, base, false);
      if (unchecked <= bestScore) continue;
      const s = picks.some((p) => isVariantOf(p.features, f)) ? dynamicScore(f, base) : unchecked;
      if (s > bestScore) {
        bestScore = s;
        best = f;
      }
    }
    if (slot.pair === "end" && openStart === undefined) slot = { ...slot, pair: undefined };
    if (!best) {
      if (slot.pair === "end" && openStart !== undefined) picks[openStart].pairedWith = undefined;
      openStart = undefined;
      return;
    }
    used.add(best.exercise.id);
    usedKeys.add(keyOf(best));
    if (ladder) led.add(ladder.pattern);
    for (const m of best.primary) muscleUse.set(m, (muscleUse.get(m) ?? 0) + 1);
    roleUse.set(best.role, (roleUse.get(best.role) ?? 0) + 1);
    equipmentUse.set(best.exercise.equipment[0] ?? "none", (equipmentUse.get(best.exercise.equipment[0] ?? "none") ?? 0) + 1);
    const index = picks.length;
    picks.push({ features: best, slot, order, main: ladder?.pattern });
    if (slot.pair === "start") {
      openStart = index;
    } else {
      if (slot.pair === "end" && openStart !== undefined) picks[openStart].pairedWith = index;
      openStart = undefined;
    }
  });
  return picks;
}

/**
 * The first n counted picks, never splitting a push/pull pair. A pair that no
 * longer fits ends the prefix: jumping over it to a later slot would hand a
 * full-body session a second leg lift instead of its upper-body work.
 */
export function takePrefix(picks: readonly Pick[], n: number): Pick[] {
  const out: Pick[] = picks.filter((p) => p.slot.fixed);
  let counted = 0;
  for (let i = 0; i < picks.length && counted < n; i++) {
    const p = picks[i];
    if (p.slot.fixed) continue;
    if (p.pairedWith !== undefined) {
      if (n - counted < 2) break;
      out.push(p, picks[p.pairedWith]);
      counted += 2;
      i = p.pairedWith;
      continue;
    }
    out.push(p);
    counted += 1;
  }
  return out;
}
