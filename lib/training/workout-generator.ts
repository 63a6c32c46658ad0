/**
 * Workout generation (issue 6 point 2): hard constraints first, TOPSIS
 * ranking second, then a session a coach would recognise.
 *
 * 1. Hard constraints: available equipment only (bodyweight always), no
 *    exercise carrying a contraindication the user named (by tag or by name,
 *    data/injury-substitutions.ts), difficulty within the experience band
 *    except for the main-lift staples, no exercise above the user's level,
 *    the workout type's muscles, and the focus muscles when given.
 * 2. TOPSIS over target-muscle match, compound priority, difficulty fit,
 *    goal fit, fatigue, technical complexity and a seeded variety term.
 * 3. Assembly by slots: each session type has an ordered list of movement
 *    slots (squat, push, pull, hinge, core … then accessories), push and pull
 *    slots come in pairs so a session never ends half-balanced. The first
 *    slot of each pattern takes its ladder's main lift (main-lifts.ts: by
 *    level, kit and injuries, never by seed); the others take the
 *    best-ranked free candidate, discounted for muscles already trained, and
 *    no movement comes twice. The exercise count is the slot prefix whose
 *    session clock is nearest the target and whose fitted session keeps the
 *    invariants (session-invariants.ts); sets and rest then close the gap.
 * 4. Order: warm-up drill, power work, compounds, isolation, trunk,
 *    conditioning; larger muscles before smaller ones within each.
 *
 * The steps live in workout-request, workout-candidates, workout-ranking,
 * workout-slots, workout-selection and workout-prescribing; this file
 * assembles the workout and chooses the exercise count that fits the target.
 */
import { GENERATOR_LIMITS, type WorkoutType } from "./constants";
import { estimateCalories } from "./duration";
import type { DifficultyRange } from "./experience";
import { fitToDuration, repsText, sessionClockSeconds, type Prescription } from "./prescription";
import type { VolumeBudget } from "./prescription-clock";
import { hardSetBudget, HARD_SETS_PER_HOUR, isHardWork, muscleLoad, SESSION_MUSCLE_SET_CAP } from "./session-volume";
import { analyseQuality, type QualityScore } from "./quality-analysis";
import type { ScoreWorkout } from "./score-input";
import { indexCatalogue, type Catalogue, type CatalogueIndex, type ExerciseFeatures } from "./catalogue";
import { buildPools, equipmentText, injuryText, WORKOUT_TYPE_LABELS, type Pools } from "./workout-candidates";
import { candidatesByCount, type Candidate, type PlannedItem } from "./workout-prescribing";
import { rankCandidates } from "./workout-ranking";
import { generationError, resolveWorkoutRequest, type GenerationError, type WorkoutRequestInput, type WorkoutSpec } from "./workout-request";
import { selectPicks, slotCandidates } from "./workout-selection";
import { allSlots, MAX_SLOTS, type Slot } from "./workout-slots";
import { topUp } from "./workout-top-up";
import { LAST_RESORT_ROW, lastResortRowNote } from "./improvised-work";
import { chooseMainLifts, type Exclusion, type MainLiftChoice } from "./main-lifts";
import type { LadderPattern } from "./data/main-lift-ladders";
import { invariantFailures, pushPullBalance, sideOf } from "./session-invariants";
import { aerobicElsewhereNote, aerobicWorkoutNote } from "./aerobic-work";
import { CONSERVATIVE_WORKOUT_NOTE, withInjuryNotes } from "./readiness";

export interface WorkoutExerciseDetail {
  sets: number;
  reps: string;
  restSeconds: number;
  rpe: number | null;
  tempo: string;
  notes: string;
  /** Programs only: % of training max of the working sets (a loaded main lift), else null; absent on older programs. */
  percentTm?: number | null;
}

/** A generated workout as the workouts collection stores it. */
export interface WorkoutFields {
  name: string;
  description: string;
  workoutType: WorkoutType;
  targetDurationMinutes: number;
  estimatedDurationMinutes: number;
  estimatedCalories: number;
  difficultyLevel: number;
  targetRPEMin: number;
  targetRPEMax: number;
  defaultTempo: string;
  exercises: string[];
  exerciseDetails: Record<string, WorkoutExerciseDetail>;
}

export interface GeneratedWorkout extends WorkoutFields {
  items: PlannedItem[];
  /** Null when the caller scores sessions itself (the program planner scores whole weeks). */
  qualityScore: QualityScore | null;
  notes: string[];
  seed: number;
  /** Main-lift rungs the session skipped, and why (an injury or missing equipment). */
  excluded?: Exclusion[];
}

export interface GenerateOptions {
  cache?: GenerationCache;
  /** Skip the per-session quality score. */
  skipQuality?: boolean;
  /**
   * Hold each muscle to about 10 sets and the session to 25 hard sets an hour
   * (session-volume.ts), choosing the exercise count on the budgeted clock.
   * On by default for a single workout; a program's days (called with a
   * cache) are sized per week by program-volume.ts and leave it off unless
   * the planner asks for it.
   */
  sessionVolumeBudget?: boolean;
}

export type GenerateResult = { ok: true; workout: GeneratedWorkout } | GenerationError;

/** Minimum share of the target a workout must reach to be offered at all. */
export const MIN_ACHIEVABLE_SHARE = 0.5;

export function scoreInput(items: readonly PlannedItem[], minutes: number, workoutType: string): ScoreWorkout {
  return {
    exercises: items.map((i) => ({
      id: i.features.exercise.id,
      name: i.features.exercise.name,
      sets: i.prescription.sets,
      reps: repsText(i.prescription),
      rest: i.prescription.restSeconds,
      difficulty: i.features.exercise.difficulty,
      primaryMuscles: [...i.features.exercise.primaryMuscles],
      secondaryMuscles: [...i.features.exercise.secondaryMuscles],
      isCompound: i.features.exercise.isCompound,
      rpe: i.prescription.rpe,
    })),
    duration: minutes,
    workoutType,
  };
}

function goalTitle(goals: readonly string[]): string {
  const names = goals.map((g) => g.charAt(0).toUpperCase() + g.slice(1));
  return names.length <= 2 ? names.join(" & ") : `${names.slice(0, -1).join(", ")} & ${names[names.length - 1]}`;
}

export function detailOf(p: Prescription): WorkoutExerciseDetail {
  return { sets: p.sets, reps: repsText(p), restSeconds: p.restSeconds, rpe: p.rpe, tempo: p.tempo, notes: p.notes, ...(p.percentTm !== undefined ? { percentTm: p.percentTm } : {}) };
}

/** Builds the workout object from fitted items. */
export function workoutFromItems(items: PlannedItem[], spec: WorkoutSpec, notes: string[], skipQuality = false): GeneratedWorkout {
  const prescriptions = items.map((i) => i.prescription);
  const minutes = Math.round(sessionClockSeconds(prescriptions) / 60);
  const rpes = prescriptions.map((p) => p.rpe).filter((r): r is number => r !== null);
  const difficulties = items.map((i) => i.features.exercise.difficulty);
  const sets = prescriptions.reduce((s, p) => s + (p.unit === "minutes" ? 0 : p.sets), 0);
  const exerciseDetails: Record<string, WorkoutExerciseDetail> = {};
  for (const i of items) exerciseDetails[i.features.exercise.id] = detailOf(i.prescription);
  const typeLabel = WORKOUT_TYPE_LABELS[spec.workoutType];
  const name = spec.name ?? (spec.workoutType === "cardio" ? "Cardio Conditioning Workout" : `${typeLabel} ${goalTitle(spec.titleGoals ?? spec.goals)} Workout`);
  const safety = spec.injuries.size > 0 ? ` Leaves out exercises unsuitable for ${injuryText(spec)}.` : "";
  const description =
    `${spec.targetMinutes}-minute ${typeLabel.toLowerCase()} session for a${/^[aeiou]/.test(spec.level) ? "n" : ""} ${spec.level} lifter: ` +
    `${items.length} exercises, ${sets} working sets, using ${equipmentText(spec)}.${safety}`;
  const firstLoaded = prescriptions.find((p) => p.unit === "reps" && p.kind !== "mobility");
  return {
    name,
    description,
    workoutType: spec.workoutType,
    targetDurationMinutes: spec.targetMinutes,
    estimatedDurationMinutes: minutes,
    estimatedCalories: estimateCalories(minutes, spec.targetMinutes),
    difficultyLevel: difficulties.length > 0 ? Math.round(difficulties.reduce((a, b) => a + b, 0) / difficulties.length) : spec.difficultyTarget,
    targetRPEMin: rpes.length > 0 ? Math.min(...rpes) : 0,
    targetRPEMax: rpes.length > 0 ? Math.max(...rpes) : 0,
    defaultTempo: firstLoaded?.tempo ?? "2-0-2-0",
    exercises: items.map((i) => i.features.exercise.id),
    exerciseDetails,
    items,
    qualityScore: skipQuality ? null : analyseQuality(scoreInput(items, spec.targetMinutes, spec.workoutType)),
    notes,
    seed: spec.seed,
  };
}

/** Filtered pools and their TOPSIS scores: all a session needs before slots are filled. */
export interface PreparedSession {
  pools: Pools;
  emptyReason?: string;
  slots: Slot[];
  scores: Map<string, number>;
  candidates: ExerciseFeatures[][];
  /** Main lift per pattern from the ladders: independent of the seed and the band. */
  mains: Map<LadderPattern, MainLiftChoice>;
}

/**
 * Reuses pools and rankings across sessions that share constraints and
 * seed (a program's weeks of one day template): only prefer/avoid change
 * between them, and those act after ranking.
 */
export interface GenerationCache {
  key: string;
  sessions: Map<string, PreparedSession>;
}

function prepare(index: CatalogueIndex, spec: WorkoutSpec, band: DifficultyRange, cache?: GenerationCache): PreparedSession {
  const key = cache ? `${cache.key}|${band.min}-${band.max}` : "";
  const hit = cache?.sessions.get(key);
  if (hit) return hit;
  const { pools, emptyReason } = buildPools(index, spec, band);
  const slots = allSlots(spec);
  const all = new Map<string, ExerciseFeatures>();
  // The aerobic options keep their own order (aerobic-work.ts) and stay out of the ranking, which they would renormalise.
  for (const name of new Set(slots.map((s) => s.pool))) if (name !== "aerobic") for (const f of pools[name]) all.set(f.exercise.id, f);
  const scores = rankCandidates([...all.values()], spec);
  const mains = chooseMainLifts(index, spec, slots.flatMap((s) => (s.compound && s.roles ? s.roles : [])));
  const prepared = { pools, emptyReason, slots, scores, candidates: slotCandidates(pools, scores, slots), mains };
  cache?.sessions.set(key, prepared);
  return prepared;
}

/** Patterns a session of this type must hold: when the ladder has nothing for one, the notes say so. */
const REQUIRED: Readonly<Partial<Record<string, readonly LadderPattern[]>>> = {
  full_body: ["squat", "hinge", "horizontal_push", "horizontal_pull"],
  upper_body: ["horizontal_push", "horizontal_pull"],
  lower_body: ["squat", "hinge"],
  legs: ["squat", "hinge"],
  push: ["horizontal_push"],
  pull: ["horizontal_pull"],
};

const entriesOf = (items: readonly PlannedItem[]) => items.map((i) => ({ features: i.features, sets: i.prescription.sets }));

/** Per-muscle and hourly set budgets of a session (session-volume.ts) for the fitter. */
function volumeBudget(items: readonly PlannedItem[], targetSeconds: number): VolumeBudget {
  return {
    loads: items.map((i) => muscleLoad(i.features)),
    hard: items.map((i) => isHardWork(i.features) && i.prescription.kind !== "mobility"),
    perMuscle: SESSION_MUSCLE_SET_CAP,
    hardSets: hardSetBudget(targetSeconds),
  };
}

/** True when one more set of `to` keeps every muscle of the session within the cap. */
function musclesAfter(items: readonly PlannedItem[], to: PlannedItem, cap: number): boolean {
  const sets = new Map<string, number>();
  for (const i of items) {
    if (i.prescription.kind === "mobility") continue;
    const n = i.prescription.sets + (i === to ? 1 : 0);
    for (const [m, w] of muscleLoad(i.features)) sets.set(m, (sets.get(m) ?? 0) + w * n);
  }
  return [...sets.values()].every((v) => v <= cap);
}

/**
 * A session whose rests cannot stretch to its target ends shorter, and its
 * sets an hour are then counted on the shorter clock: accessories give up
 * sets until the session holds at most 25 an hour of the time it takes.
 */
function withinHourlySets(items: PlannedItem[], target: number): PlannedItem[] {
  const hard = (list: readonly PlannedItem[]) =>
    list.reduce((s, i) => s + (isHardWork(i.features) && i.prescription.kind !== "mobility" ? i.prescription.sets : 0), 0);
  let out = items;
  for (let guard = 0; guard < 12; guard++) {
    const minutes = Math.round(sessionClockSeconds(out.map((i) => i.prescription)) / 60);
    if (minutes <= 0 || (hard(out) * 60) / minutes <= HARD_SETS_PER_HOUR) return out;
    const less = (cut: PlannedItem) =>
      out.map((i) => (i === cut ? { ...i, prescription: { ...i.prescription, sets: i.prescription.sets - 1, setsLo: Math.min(i.prescription.setsLo, i.prescription.sets - 1) } } : i));
    // A pull gives up no set that pulling needs to keep up with pushing.
    const balanced = pushPullBalance(entriesOf(out)).ok;
    const cut = [...out]
      .filter((i) => isHardWork(i.features) && i.prescription.kind !== "mobility" && i.prescription.sets > (i.prescription.role === "main" ? 2 : 1))
      .sort((a, b) => rolePriority(a) - rolePriority(b) || b.prescription.sets - a.prescription.sets)
      .find((i) => !balanced || sideOf(i.features) !== "pull" || pushPullBalance(entriesOf(less(i))).ok);
    if (!cut) return out;
    const trimmed = less(cut);
    const refitted = fitToDuration(trimmed.map((i) => i.prescription), target, 0.05, { lockSets: true });
    out = trimmed.map((i, k) => ({ ...i, prescription: refitted[k] }));
  }
  return out;
}

/** Why a session stops short of its target when its set budgets bind. */
function volumeNote(items: readonly PlannedItem[], achieved: number, targetMinutes: number): string {
  const sets = new Map<string, number>();
  for (const i of items) {
    if (i.prescription.kind === "mobility") continue;
    for (const [m, w] of muscleLoad(i.features)) sets.set(m, (sets.get(m) ?? 0) + w * i.prescription.sets);
  }
  const full = [...sets].filter(([, v]) => v >= SESSION_MUSCLE_SET_CAP - 1).map(([m]) => m.replace(/_/g, " "));
  const what = full.length > 0 ? `more sets for ${full.join(", ")}` : "more hard sets";
  return (
    `About ${Math.round(achieved / 60)} of the ${targetMinutes} minutes: ${what} in one session would add little ` +
    `(past about ${SESSION_MUSCLE_SET_CAP} sets a muscle or ${HARD_SETS_PER_HOUR} hard sets an hour, returns shrink). Add other muscle groups or some easy cardio, or keep the session shorter.`
  );
}

/** A thinned exercise (cut from two or more sets to one) costs as much as 90 s off the target. */
const THIN_EXERCISE_SECONDS = 90;

/**
 * A main lift cut below its usual sets (to make room for more accessories or the aerobic finisher) costs a
 * minute off the target a set: the session that drops an accessory and keeps the main lifts whole is the one a
 * coach writes, unless it lands much further from the target.
 */
const MAIN_SET_SECONDS = 60;

/**
 * Leaving out the work a family slot was added for (a lateral raise on a size day, cuff work around a sore
 * shoulder, workout-slots.ts familySlots) costs as much as three minutes off the target: two presses and two
 * rows at four sets fill a 30-minute upper day, but a coach writes three sets each and the raise.
 */
const MISSING_FAMILY_SECONDS = 180;

function fittedCost(c: Candidate, fitted: readonly PlannedItem[], target: number, family: ReadonlySet<string>): number {
  const clock = sessionClockSeconds(fitted.map((i) => i.prescription));
  let thin = 0;
  let mainSetsCut = 0;
  fitted.forEach((i, k) => {
    if (i.prescription.sets === 1 && c.items[k].prescription.sets >= 2 && isHardWork(i.features)) thin += 1;
    if (i.prescription.role === "main") mainSetsCut += Math.max(0, c.items[k].prescription.sets - i.prescription.sets);
  });
  let missing = family.size;
  for (const i of fitted) if (family.has(i.features.exercise.id)) missing -= 1;
  return Math.abs(clock - target) + THIN_EXERCISE_SECONDS * thin + MAIN_SET_SECONDS * mainSetsCut + MISSING_FAMILY_SECONDS * missing;
}

const rolePriority = (i: PlannedItem) => (i.prescription.role === "main" ? 2 : i.prescription.role === "secondary" ? 1 : 0);

/**
 * Moves sets from pushing to pulling exercises until pulls at least match
 * pushes (give or take one exercise's sets), keeping the session's total so
 * the clock barely moves.
 */
function rebalancePushPull(items: PlannedItem[], volume: VolumeBudget | undefined): PlannedItem[] {
  if (pushPullBalance(entriesOf(items)).ok) return items;
  const out = items.map((i) => ({ ...i, prescription: { ...i.prescription } }));
  const pulls = out.filter((i) => sideOf(i.features) === "pull");
  const pushes = out.filter((i) => sideOf(i.features) === "push");
  if (pulls.length === 0 || pushes.length === 0) return out;
  for (let guard = 0; guard < 20 && !pushPullBalance(entriesOf(out)).ok; guard++) {
    const from = pushes.reduce((a, b) => (b.prescription.sets > a.prescription.sets ? b : a));
    const to = pulls.reduce((a, b) => (b.prescription.sets < a.prescription.sets ? b : a));
    if (from.prescription.sets <= 1) break;
    // The pull takes the set only while its muscles stay under the session cap.
    if (volume && !musclesAfter(out, to, volume.perMuscle)) break;
    from.prescription.sets -= 1;
    to.prescription.sets += 1;
  }
  return out;
}

function attempt(index: CatalogueIndex, spec: WorkoutSpec, band: DifficultyRange, options: GenerateOptions): GenerateResult & { shortfall?: number } {
  const { pools, emptyReason, slots, scores, candidates, mains } = prepare(index, spec, band, options.cache);
  const mainPool = spec.workoutType === "cardio" ? pools.conditioning : pools.main;
  const picks = selectPicks(candidates, scores, slots, spec, mains);
  if (mainPool.length === 0 && !picks.some((p) => p.main)) {
    return generationError(emptyReason ?? `No exercise fits this ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} request.`);
  }
  if (picks.filter((p) => !p.slot.fixed).length === 0) {
    return generationError(emptyReason ?? `No exercise fits this ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} request.`);
  }
  const target = spec.targetMinutes * 60;
  const maxCount = Math.min(MAX_SLOTS, Math.max(GENERATOR_LIMITS.exerciseCount.max, spec.exerciseCount ?? 0));
  const counts = candidatesByCount(picks, spec, maxCount);
  const feasible = counts.filter((o) => o.max >= target * 0.9 && o.min <= target * 1.1);
  const notes: string[] = [];
  // Counts in order of preference: the wanted count (or the clock) first.
  const byNominal = (a: Candidate, b: Candidate) => Math.abs(a.nominal - target) - Math.abs(b.nominal - target);
  let ordered: Candidate[];
  if (spec.exerciseCount !== undefined) {
    const wanted = spec.exerciseCount;
    // Nothing fits: never overshoot the target for the sake of the count (a short session takes fewer exercises).
    const short = counts.filter((o) => o.min <= target * 1.1);
    const pool = feasible.length > 0 ? feasible : short.length > 0 ? short : counts.slice(0, 1);
    ordered = [...pool].sort((a, b) => Math.abs(a.n - wanted) - Math.abs(b.n - wanted) || a.n - b.n);
  } else {
    ordered = feasible.length > 0 ? [...feasible].sort(byNominal) : [...counts].sort(byNominal);
  }
  // The session invariants are checked on the fitted session: a prefix that
  // drops the pull or the hinge does not ship while a longer one keeps them.
  const budgeted = options.sessionVolumeBudget ?? options.cache === undefined;
  const fit = (c: Candidate) => {
    const volume = budgeted ? volumeBudget(c.items, target) : undefined;
    const fitted = fitToDuration(c.items.map((x) => x.prescription), target, 0.05, { volume });
    const balanced = rebalancePushPull(c.items.map((i, k) => ({ ...i, prescription: fitted[k] })), volume);
    return volume ? withinHourlySets(balanced, target) : balanced;
  };
  let chosen = ordered[0];
  let items = fit(chosen);
  if (budgeted && spec.exerciseCount === undefined) {
    const family = new Set(picks.filter((p) => p.slot.names !== undefined && !p.slot.fixed).map((p) => p.features.exercise.id));
    // The set budgets can leave the count chosen on the nominal clock with
    // one set an exercise: the count whose fitted session lands nearest the
    // target, with few exercises thinned to a single set, is the one a coach writes.
    let best = invariantFailures(entriesOf(items), spec.workoutType).length === 0 ? fittedCost(chosen, items, target, family) : Infinity;
    for (const c of [...ordered.slice(1), ...counts.filter((c) => !ordered.includes(c)).sort(byNominal)]) {
      // Even all its sets and rest cannot come nearer the target than the best so far.
      if (target - c.max >= best) continue;
      const fitted = fit(c);
      if (invariantFailures(entriesOf(fitted), spec.workoutType).length > 0) continue;
      const cost = fittedCost(c, fitted, target, family);
      if (cost < best) {
        best = cost;
        chosen = c;
        items = fitted;
      }
    }
    // Still short: another exercise for a muscle of the day that has room, rather than a shorter session.
    if (best < Infinity && sessionClockSeconds(items.map((i) => i.prescription)) < target * 0.9) {
      const judge = (c: Candidate) => {
        const fitted = fit(c);
        return invariantFailures(entriesOf(fitted), spec.workoutType).length > 0 ? undefined : { items: fitted, cost: fittedCost(c, fitted, target, family) };
      };
      const topped = topUp(picks, { candidate: chosen, items, cost: best }, spec, maxCount, judge);
      chosen = topped.candidate;
      items = topped.items;
    }
  } else if (invariantFailures(entriesOf(items), spec.workoutType).length > 0) {
    for (const c of [...ordered.slice(1), ...counts.filter((c) => !ordered.includes(c)).sort(byNominal)]) {
      const fitted = fit(c);
      if (invariantFailures(entriesOf(fitted), spec.workoutType).length === 0) {
        chosen = c;
        items = fitted;
        break;
      }
    }
  }
  if (spec.exerciseCount !== undefined && chosen.n !== spec.exerciseCount) {
    notes.push(
      feasible.includes(chosen)
        ? `${chosen.n} exercises instead of ${spec.exerciseCount}: that is what fits ${spec.targetMinutes} minutes at these sets and rest periods.`
        : `Only ${chosen.n} exercises are available for this request.`,
    );
  }
  // The aerobic block takes time from the accessories; when the main lifts alone fill a short session it
  // moves out (a note says where) rather than overrunning the session.
  const aerobicAt = items.findIndex((i) => i.prescription.aerobic === true);
  if (aerobicAt >= 0 && sessionClockSeconds(items.map((i) => i.prescription)) > target * 1.1) items = items.filter((_, k) => k !== aerobicAt);
  // Moved out here or when the candidates were built (workout-prescribing.ts): either way the note says where.
  if (picks.some((p) => p.slot.pool === "aerobic") && !items.some((i) => i.prescription.aerobic === true)) notes.push(aerobicElsewhereNote(spec.targetMinutes));
  // Every regression, substitution or missing pattern explains itself.
  const present = new Set(items.map((i) => i.features.exercise.id));
  const excluded: Exclusion[] = [];
  for (const choice of mains.values()) {
    const inSession = choice.options.some((f) => present.has(f.exercise.id));
    const required = REQUIRED[spec.workoutType]?.includes(choice.pattern) ?? false;
    if (!inSession && !(required && choice.options.length === 0)) continue;
    if (choice.note && !notes.includes(choice.note)) notes.push(choice.note);
    for (const x of choice.excluded) if (!excluded.some((e) => e.exerciseId === x.exerciseId)) excluded.push(x);
  }
  // A doorframe or towel row says what it is and what comes next (COACHING.md §3).
  for (const i of items) if (LAST_RESORT_ROW.test(i.features.exercise.name)) notes.push(lastResortRowNote(i.features.exercise.name));
  const failures = invariantFailures(entriesOf(items), spec.workoutType);
  if (failures.length > 0) notes.push(`This session could not keep every rule with ${equipmentText(spec)}: ${failures.join("; ")}.`);
  const achieved = sessionClockSeconds(items.map((i) => i.prescription));
  // Short because more sets would be low-yield, not for want of exercises: said so, never refused for it.
  const volumeLimited = budgeted && achieved < target * 0.9 && chosen.max >= target * 0.9;
  const shortfall = volumeLimited ? 1 : achieved / target;
  if (chosen !== ordered[0] && achieved > target * 1.1) {
    notes.push(
      `About ${Math.round(achieved / 60)} minutes instead of ${spec.targetMinutes}: this is the shortest ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} session that keeps every pattern it needs and pulls at least as much as it pushes.`,
    );
  }
  if (volumeLimited) notes.push(volumeNote(items, achieved, spec.targetMinutes));
  if (shortfall < 0.9) {
    notes.push(
      `Only about ${Math.round(achieved / 60)} of the ${spec.targetMinutes} minutes can be filled: few exercises match ${equipmentText(spec)} for this session type.`,
    );
  }
  const aerobic = items.find((i) => i.prescription.aerobic === true);
  if (aerobic) notes.push(aerobicWorkoutNote(aerobic.prescription.low));
  const workout = workoutFromItems(items, spec, notes, options.skipQuality);
  if (excluded.length > 0) workout.excluded = excluded;
  return { ok: true, workout, shortfall };
}

/**
 * Generates a workout from a resolved spec. When the experience band alone
 * cannot fill the session (an advanced lifter with little equipment), easier
 * exercises are allowed, never harder ones, and a note says so.
 */
export function generateFromSpec(catalogue: Catalogue | CatalogueIndex, spec: WorkoutSpec, options: GenerateOptions = {}): GenerateResult {
  const index = "features" in catalogue ? catalogue : indexCatalogue(catalogue);
  const strict = attempt(index, spec, spec.band, options);
  const strictShort = !strict.ok || (strict.shortfall ?? 1) < 0.9;
  let result: GenerateResult & { shortfall?: number } = strict;
  if (strictShort && spec.band.min > 1) {
    const relaxedBand = { min: 1, max: spec.band.max };
    const relaxed = attempt(index, spec, relaxedBand, options);
    if (relaxed.ok && (!strict.ok || (relaxed.shortfall ?? 0) > (strict.shortfall ?? 0) + 0.02)) {
      relaxed.workout.notes.unshift(
        `Few exercises in the ${spec.level} difficulty band (${spec.band.min}-${spec.band.max}) match ${equipmentText(spec)}; easier variations were allowed to fill the session.`,
      );
      result = relaxed;
    }
  }
  if (!result.ok) return result;
  if ((result.shortfall ?? 1) < MIN_ACHIEVABLE_SHARE) {
    const minutes = result.workout.estimatedDurationMinutes;
    return generationError(
      `This request cannot fill a ${spec.targetMinutes}-minute ${WORKOUT_TYPE_LABELS[spec.workoutType].toLowerCase()} session: ` +
        `only about ${minutes} minutes of suitable exercises exist for ${equipmentText(spec)}${spec.injuries.size > 0 ? ` with ${injuryText(spec)}` : ""}. ` +
        "Add equipment, shorten the session or choose another workout type.",
    );
  }
  return { ok: true, workout: result.workout };
}

/** Resolves and generates: the whole of POST /api/workouts/generate apart from HTTP. */
export function generateWorkout(catalogue: Catalogue, input: WorkoutRequestInput): GenerateResult {
  const spec = resolveWorkoutRequest(catalogue, input);
  if (!spec.ok) return spec;
  const result = generateFromSpec(catalogue, spec.value);
  if (!result.ok) return result;
  // Before training (COACHING.md §2): the readiness note first, the pain rule and red flags last, once a workout.
  const notes = withInjuryNotes(result.workout.notes, [...spec.value.injuries]);
  if (spec.value.conservative) notes.unshift(CONSERVATIVE_WORKOUT_NOTE);
  return { ok: true, workout: { ...result.workout, notes } };
}
