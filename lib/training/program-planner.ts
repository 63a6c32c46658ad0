/**
 * Program planning (issue 6 point 3): a split from the training days, a
 * periodized run of weeks with deloads, sessions from the workout generator
 * rotated by the variety level, and weekly hard sets per muscle kept in a
 * band for the goal. Pure: the caller stores the plan.
 *
 * Rules, in the order they are applied:
 * - Split: full body up to 3 days (A/B/C), upper/lower at 4, push/pull/legs
 *   plus upper/lower at 5, push/pull/legs twice at 6, plus a conditioning
 *   day at 7. Each week has 7 days; the others are rest days, spread out.
 * - Sessions: every day template is generated with the program's equipment,
 *   injuries, level, goal presets and session length; weak body parts and
 *   preferred regions rank higher; a B session avoids its A session's picks.
 * - Volume: hard sets per muscle group and week (secondary muscles count
 *   half) are moved between exercises of the same day until every group is
 *   inside the goal's band where the session length allows; weak parts aim
 *   for the upper half of the band, strong parts for its lower third.
 * - Direct work: a curl, a triceps exercise, calf work and a knee-flexion
 *   hamstring exercise at least once a week; twice for a weak part.
 * - Weeks: the block's fullest week must fit the session on the clock (sets
 *   trimmed where the shortest rests cannot close the gap), and a muscle hit
 *   with 4+ hard sets is not hit that hard again the next day (48 hours).
 * - Variety: 1 keeps every exercise; 2 swaps a third of the accessories
 *   every 4 training weeks; 3 rotates accessories every 2 weeks; 4 rotates
 *   accessories weekly and the main lifts every 4 weeks; 5 makes every
 *   session differ from the previous one of its kind.
 * - Periodization sets each week's intensity and volume multipliers, the
 *   main lifts' rep targets and RPE; every deloadFrequency-th week is a
 *   deload at half the volume and 85% of the previous week's intensity.
 *
 * The steps live in program-request, program-split, program-volume,
 * program-periodization, program-direct, program-weeks, program-recovery
 * and program-notes; this file
 * assembles the weeks and days of a plan.
 */
import type { PeriodizationType } from "./constants";
import { programCoverageHints } from "./coverage";
import { scoreProgram } from "./program-score";
import type { QualityScore } from "./quality-analysis";
import { deriveSeed, seededRandom, shuffled } from "./random";
import { indexCatalogue, listText, type Catalogue, type CatalogueIndex } from "./catalogue";
import { directWorkNotes, ensureDirectWork, type DirectAddition } from "./program-direct";
import { fillNotes, fillUnderBand, type FillAddition } from "./program-fill";
import { rpeCap } from "./intensity";
import { bandNotes, isFullDay } from "./program-band-notes";
import { sessionClockSeconds } from "./prescription";
import { balancePushPull, maxSetsPerExercise } from "./program-balance";
import { consolidateDay } from "./program-consolidate";
import { missingFullBodyPatterns } from "./session-invariants";
import { bandRoom, capDeload, capMainLifts, holdMainLifts, holdRamp, holdSetSteps, paceHardSets, raiseUnderBand, trimOverBand } from "./program-week-limits";
import { breaksSpacing, spaceHardDays } from "./program-recovery";
import { LAST_RESORT_ROW, lastResortRowNote } from "./improvised-work";
import { oneHeavyHinge } from "./program-hinge-days";
import { isLoadedLift } from "./program-load";
import { blockPeak as fullestWeekOf, deloadProtocol, deloadWarning, progressionScheme, weekDescription, weekdayName, type WeekCount } from "./program-notes";
import { blockModelFor, periodize, type BlockModel } from "./program-periodization";
import { PRIMARY_GOAL_PRESETS, resolveProgramRequest, type ProgramRequestInput, type ProgramSpec } from "./program-request";
import { splitFor, WEEK_SCHEDULES, type DayTemplate, type Split } from "./program-split";
import { balanceWeeklyVolume, capSessionMuscles, deviation, groupOf, hardSetCount, MAJOR_GROUPS, setBandsFor, weeklyHardSets, type SetBands } from "./program-volume";
import { blockLiftIds, DELOAD_LOAD, isWork, mainLiftIntensity, mainLiftIds, rotationKey, sessionSetCap, setCeiling, setsThatFit, weekItems, weekWorkout, workSets, ZONES, type BaseSession, type PlannedWorkout } from "./program-weeks";
import type { PlannedItem } from "./workout-prescribing";
import { WORKOUT_TYPE_LABELS } from "./workout-candidates";
import { generateFromSpec, scoreInput, type PreparedSession } from "./workout-generator";
import type { WorkoutSpec } from "./workout-request";
import { aerobicWeek, afterLiftingNote, restDayNote } from "./program-aerobic";

export interface PlannedDay {
  dayNumber: number;
  name: string;
  isRestDay: boolean;
  notes: string;
  workout: PlannedWorkout | null;
}

export interface PlannedWeek {
  weekNumber: number;
  isDeload: boolean;
  phase: string;
  description: string;
  intensityMultiplier: number;
  volumeMultiplier: number;
  days: PlannedDay[];
}

export interface ProgramPlan {
  name: string;
  description: string;
  durationWeeks: number;
  trainingDaysPerWeek: number;
  sessionDurationMinutes: number;
  experienceLevel: string;
  primaryGoal: string;
  programType: string[];
  periodizationType: PeriodizationType;
  progressionScheme: string;
  deloadProtocol: string;
  split: Split;
  weeks: PlannedWeek[];
  /** Hard sets per muscle group in the first training week, and the bands aimed for. */
  weeklySets: Record<string, number>;
  setBands: SetBands;
  qualityScore: QualityScore;
  coverageHints: string[];
  notes: string[];
  seed: number;
}

export type PlanResult = { ok: true; plan: ProgramPlan } | { ok: false; message: string; data: Record<string, { code: string; message: string }> };

/** Plans a whole program from a resolved spec. */
export function planFromSpec(catalogue: Catalogue | CatalogueIndex, spec: ProgramSpec): PlanResult {
  const index = "features" in catalogue ? catalogue : indexCatalogue(catalogue);
  const split = splitFor(spec.daysPerWeek);
  const model = blockModelFor(spec.primaryGoal, spec.level.rank);
  const schemes = periodize(spec.weeks, spec.periodization, spec.deloadFrequency, model, rpeCap({ experienceRank: spec.level.rank }));
  const bands = setBandsFor(spec);
  // The base week is balanced so the whole ramp stays in the band: its first week (85%) near the
  // bottom and its fullest week near the top. Strength waves balance the accumulation week.
  const baseBands = rampBands(bands, model === "ramp" ? schemes.find((x) => !x.isDeload)?.blockLength ?? 1 : 1);
  const priority = new Map<string, number>();
  for (const m of spec.preferred) priority.set(m, 0.5);
  for (const m of spec.weak) priority.set(m, 1);
  const weakGroups = new Set(spec.weak.map(groupOf).filter((g): g is string => Boolean(g)));
  const weights: Record<string, number> = {};
  for (const g of weakGroups) weights[g] = 1.5;
  const target = spec.sessionMinutes * 60;
  const room = { minutes: spec.sessionMinutes, rank: spec.level.rank };
  const notes: string[] = [];
  const catalogueMuscles = index.catalogue.muscles.map((m) => m.name);

  const baseSpec = (template: DayTemplate, position: number, seedKey: string, prefer: Set<string>, avoid: Set<string>): WorkoutSpec => ({
    workoutType: template.workoutType,
    targetMinutes: spec.sessionMinutes,
    level: spec.level.name,
    rank: spec.level.rank,
    band: spec.level.band,
    difficultyTarget: Math.round((spec.level.band.min + Math.min(spec.level.band.max, 8)) / 2),
    equipment: spec.equipment,
    injuries: spec.injuries,
    goals: template.workoutType === "cardio" ? ["endurance"] : spec.goals,
    mainGoal: template.workoutType === "cardio" ? "endurance" : (PRIMARY_GOAL_PRESETS[spec.primaryGoal] ?? ["hypertrophy"])[0],
    focusMuscles: [],
    seed: deriveSeed(spec.seed, template.name, seedKey),
    priorityMuscles: priority,
    prefer,
    avoid,
    variant: template.variant,
    extras: {
      ...spec.extras,
      // Trunk work twice a week on split programs even without a core focus: leg days carry it.
      core: spec.extras.core || template.workoutType === "lower_body" || template.workoutType === "legs",
      power: spec.extras.power && (template.workoutType === "full_body" || template.workoutType === "lower_body" || template.workoutType === "legs"),
      finisher: spec.finisherEvery > 0 && position % spec.finisherEvery === 0 && template.workoutType !== "cardio",
    },
    fatigue: spec.fatigue,
    zone: spec.periodization === "undulating" ? ZONES[position % 3] : undefined,
  });

  // Base sessions per rotation key, generated in the order the weeks need them.
  // Rotation works through prefer/avoid on one ranking per day template.
  const cache = new Map<string, PreparedSession>();
  const blocks = new Map<string, BaseSession[]>();
  let previous: BaseSession[] | undefined;
  let previousKey: { main: number; accessory: number } | undefined;
  const weekDeviation = (sessions: readonly BaseSession[]) => {
    const totals = weeklyHardSets(sessions.map((s) => s.items));
    return Object.entries(totals).reduce((sum, [g, v]) => sum + (weights[g] ?? ((MAJOR_GROUPS as readonly string[]).includes(g) ? 1 : 0.5)) * deviation(v, baseBands[g]), 0);
  };
  type Block = { ok: true; sessions: BaseSession[]; notes: string[]; added: DirectAddition[]; filled: FillAddition[] } | { ok: false; message: string; data: Record<string, { code: string; message: string }> };
  // `midBlock`: this rotation is first used past a block's first week, so its loaded lifts stay the ones the block met.
  const buildBlock = (key: { main: number; accessory: number }, id: string, musclePriority: ReadonlyMap<string, number>, tag: string, midBlock = false): Block => {
    const sessions: BaseSession[] = [];
    const blockNotes: string[] = [];
    const usedThisWeek = new Set<string>();
    const rotationRandom = seededRandom(deriveSeed(spec.seed, "rotation", id));
    for (const [position, template] of split.days.entries()) {
      const prev = previous?.[position];
      const prefer = new Set<string>();
      const avoid = new Set<string>(usedThisWeek);
      if (prev && previousKey) {
        // The main and secondary lifts stay with the block's main key; accessories rotate.
        // Mid-block, every loaded multi-joint lift is frozen too (review fix 2): a rotated-in one would need a new
        // training max halfway through the block ("New lift this block" in week 3); single-joint and unloaded work rotates.
        // Variety 4-5 ask for new accessories every week or session: there the rotation stays, each new lift with its entry test.
        const frozen = key.main === previousKey.main && midBlock && spec.variety <= 3 ? loadedLiftIds(prev.items) : [];
        const mains = key.main === previousKey.main ? [...new Set([...blockLiftIds(prev.items), ...frozen])] : mainLiftIds(prev.items);
        const accessories = prev.items.map((i) => i.features.exercise.id).filter((x) => !mains.includes(x));
        if (key.main === previousKey.main) for (const m of mains) prefer.add(m);
        else for (const m of mains) avoid.add(m);
        if (spec.variety === 2) {
          // Minor variation: only a third of the accessories change.
          const swap = shuffled(accessories, rotationRandom).slice(0, Math.max(1, Math.round(accessories.length / 3)));
          for (const a of accessories) (swap.includes(a) ? avoid : prefer).add(a);
        } else {
          for (const a of accessories) avoid.add(a);
        }
      }
      for (const x of prefer) avoid.delete(x);
      const wspec = { ...baseSpec(template, position, "base", prefer, avoid), priorityMuscles: musclePriority };
      const result = generateFromSpec(index, wspec, { cache: { key: `${position}/${template.name}/${tag}`, sessions: cache }, skipQuality: true });
      if (!result.ok) return { ok: false, message: `Cannot build the ${template.name} day: ${result.message}`, data: result.data };
      for (const note of result.workout.notes) if (!blockNotes.includes(note)) blockNotes.push(note);
      let items = result.workout.items;
      if (prev && previousKey && key.main === previousKey.main) items = keepMainLifts(prev.items, items);
      if (prev && previousKey && key.main === previousKey.main && midBlock && spec.variety <= 3) items = keepLoadedLifts(prev.items, items);
      // Rotation must not cost a full-body day its squat or hinge (COACHING.md §3: regress, never omit):
      // where avoiding last block's picks left the pattern empty, last block's exercise for it stays.
      if (prev && template.workoutType === "full_body") items = keepPatterns(prev.items, items);
      for (const x of items) usedThisWeek.add(x.features.exercise.id);
      sessions.push({ template, zone: wspec.zone, workout: result.workout, items });
    }
    const direct = ensureDirectWork(index, spec, split.days, sessions.map((s) => s.items), id);
    for (const note of direct.notes) if (!blockNotes.includes(note)) blockNotes.push(note);
    const setBudget = Math.floor(sessionSetCap(spec.sessionMinutes) / rampTopOf(model, schemes));
    let balanced = balanceWeeklyVolume(direct.sessions, baseBands, target, weights, setBudget);
    // A big muscle the moved sets could not bring into its band gets an exercise where a day has time.
    const fill = fillUnderBand(index, spec, split.days, balanced, baseBands, { targetSeconds: target, rampTop: rampTopOf(model, schemes) }, id);
    if (fill.added.length > 0) balanced = balanceWeeklyVolume(fill.sessions, baseBands, target, weights, setBudget);
    // Pulls brought up to presses on the base week, so every week spread from it starts balanced,
    // as far as the weekly bands allow.
    const base = balanced.map((items) => capSessionMuscles(items));
    const baseView = [...base];
    const baseBand = bandRoom(baseView, baseBands);
    base.forEach((items, k) => {
      const see = (day: readonly PlannedItem[]) => (baseView[k] = [...day]);
      base[k] = balancePushPull(
        items,
        split.days[k].workoutType,
        { ...room, canGrow: (i, day) => (see(day), baseBand.canGrow(i)), canStretch: (i, day) => (see(day), baseBand.canStretch(i)), canShrink: (i, day) => (see(day), baseBand.canShrink(i)) },
        2,
        false,
      );
      baseView[k] = base[k];
    });
    // No 1-set pieces past the beginner stage, no movement twice on a day (direct work included).
    base.forEach((items, k) => (base[k] = consolidateDay(items, { ...room, workoutType: split.days[k].workoutType, keep: new Set(mainLiftIds(items)) })));
    sessions.forEach((s, k) => (s.items = base[k]));
    return { ok: true, sessions, notes: blockNotes, added: direct.added, filled: fill.added };
  };

  // Decided on the first block and kept: later blocks rotate the same kinds of session.
  let blockPriority: ReadonlyMap<string, number> = priority;
  let blockTag = "base";
  const directAdded: DirectAddition[] = [];
  let filledFirst: FillAddition[] | undefined;
  for (const scheme of schemes) {
    const key = rotationKey(spec.variety, scheme.trainingIndex, scheme.block);
    const id = `${key.main}/${key.accessory}`;
    if (blocks.has(id)) continue;
    let block = buildBlock(key, id, blockPriority, blockTag, scheme.weekInBlock > 0);
    if (!block.ok) return block;
    // Groups still over their band after moving sets: rebuild the week with
    // their muscles ranked lower, so other exercises take their slots.
    // Groups short of it: rank their muscles higher.
    const totals = weeklyHardSets(block.sessions.map((s) => s.items));
    const over = Object.keys(totals).filter((g) => totals[g] > baseBands[g].max + 1 && !weakGroups.has(g));
    const under = (MAJOR_GROUPS as readonly string[]).filter((g) => totals[g] < baseBands[g].min - 1);
    if (blocks.size === 0 && over.length + under.length > 0) {
      const lowered = new Map(priority);
      for (const m of catalogueMuscles) {
        const g = groupOf(m) ?? "";
        if (over.includes(g)) lowered.set(m, -0.6);
        if (under.includes(g)) lowered.set(m, Math.max(lowered.get(m) ?? 0, 0.8));
      }
      const tag = `less-${over.join("-")}-more-${under.join("-")}`;
      const retry = buildBlock(key, id, lowered, tag, scheme.weekInBlock > 0);
      if (retry.ok && weekDeviation(retry.sessions) < weekDeviation(block.sessions) - 0.5) {
        block = retry;
        blockPriority = lowered;
        blockTag = tag;
      }
    }
    for (const note of block.notes) if (!notes.includes(note)) notes.push(note);
    directAdded.push(...block.added);
    filledFirst ??= block.filled;
    blocks.set(id, block.sessions);
    previous = block.sessions;
    previousKey = key;
  }

  notes.push(...directWorkNotes(directAdded));
  notes.push(...fillNotes(filledFirst ?? []));

  const schedule = WEEK_SCHEDULES[split.days.length] ?? WEEK_SCHEDULES[7];
  const weekdays = schedule.flatMap((trains, d) => (trains ? [d] : []));
  // Items per week and day position: a deload is built from the week before it.
  let previousItems: PlannedItem[][] | undefined;
  let reference: number[] = [];
  let fitting: number[] = [];
  // The week before in the same ramp block: its hard sets are the least this week may hold.
  let rampFloor: { block: number; sets: number } | undefined;
  // The block's first week as built: its main lifts' sets are the least the later weeks hold.
  let blockStart: PlannedItem[][] = [];
  let lastCount: WeekCount | undefined;
  // The block's fullest training week so far (its work sets per day): a deload halves it (COACHING.md §8).
  let peak: { block: number; total: number; days: number[] } | undefined;
  // Exercises of each week built so far, by block (a deload counts in the block it closes).
  const met: { block: number; ids: ReadonlySet<string> }[] = [];
  // Sets per day the block's fullest week may hold on the clock: the least over the block's
  // rotations, so a rotated accessory with a slower clock does not dent the ramp.
  const fittingByBlock = (block: number) => {
    const out: number[] = [];
    for (const s of schemes) {
      if (s.block !== block || s.isDeload) continue;
      const key = rotationKey(spec.variety, s.trainingIndex, s.block);
      (blocks.get(`${key.main}/${key.accessory}`) as BaseSession[]).forEach((session, k) => (out[k] = Math.min(out[k] ?? Infinity, setsThatFit(session.items, target))));
    }
    return out;
  };
  const built = schemes.map((scheme, at) => {
    const key = rotationKey(spec.variety, scheme.trainingIndex, scheme.block);
    const sessions = blocks.get(`${key.main}/${key.accessory}`) as BaseSession[];
    if (!scheme.isDeload && scheme.weekInBlock === 0) {
      reference = sessions.map((s) => workSets(s.items));
      fitting = fittingByBlock(scheme.block);
    }
    const cardio = sessions.map((s) => s.template.workoutType === "cardio");
    const peakDay = (k: number) => (peak?.block === scheme.block ? peak.days[k] ?? 0 : 0);
    // Lifts met in this block or the one before it (a training max carries over a deload): any other loaded lift is new.
    const known = new Set(met.filter((x) => x.block >= scheme.block - 1 && x.block <= scheme.block).flatMap((x) => [...x.ids]));
    // Past a block's first week an exercise takes at most one set more than the week before gave it, and never
    // more than the level's cap (COACHING.md §4, §7): every step below that adds a set asks this first.
    const ceilings = sessions.map((_, k) => setCeiling(spec.level.rank, !scheme.isDeload && scheme.weekInBlock > 0 ? previousItems?.[k] : undefined));
    const ceiling = (d: number) => ceilings[d];
    const items = spaceHardDays(
      sessions.map((session, k) => weekItems(session, scheme, spec, previousItems?.[k], scheme.isDeload ? peakDay(k) : reference[k], fitting[k], known)),
      weekdays,
      cardio,
    );
    // The spacing may have taken pull sets: add them back where no neighbour day is hit hard, else trim presses.
    items.forEach((x, k) => {
      // The week as it stands with this day's working copy in it: every check sees the sets already added.
      const view = [...items];
      const inBand = bandRoom(view, bands);
      const see = (day: readonly PlannedItem[]) => (view[k] = [...day]);
      const canGrow = (item: PlannedItem, day: readonly PlannedItem[]) => (see(day), item.prescription.sets < ceilings[k](item) && !breaksSpacing(view, weekdays, k, item, cardio) && (scheme.isDeload || inBand.canGrow(item)));
      const canStretch = (item: PlannedItem, day: readonly PlannedItem[]) => (see(day), item.prescription.sets < ceilings[k](item) && !breaksSpacing(view, weekdays, k, item, cardio) && inBand.canStretch(item));
      const canShrink = (item: PlannedItem, day: readonly PlannedItem[]) => (see(day), inBand.canShrink(item));
      items[k] = balancePushPull(x, sessions[k].template.workoutType, { ...room, canGrow, canStretch, canShrink }, scheme.isDeload ? 1 : 2);
      if (!scheme.isDeload) items[k] = consolidateDay(items[k], { ...room, workoutType: sessions[k].template.workoutType, keep: new Set(mainLiftIds(items[k])), canGrow });
    });
    if (!scheme.isDeload && scheme.weekInBlock > 0) {
      if (model !== "wave") holdMainLifts(items, blockStart, spec.level.rank <= 1 ? 1 : 2);
      else capMainLifts(items, blockStart);
    }
    if (scheme.isDeload && previousItems) {
      const before = previousItems.reduce((n, x) => n + workSets(x), 0);
      capDeload(items, Math.floor(0.6 * Math.max(before, peak?.block === scheme.block ? peak.total : 0)));
    }
    const lifting = (k: number) => sessions[k].template.workoutType !== "cardio";
    // At least two sets of a trimmed accessory, so the deload after can still halve the week.
    if (!scheme.isDeload) trimOverBand(items, bands, sessions.map((s) => s.template.workoutType), spec.level.rank <= 1 ? 1 : 2);
    if (!scheme.isDeload) holdSetSteps(items, ceiling, sessions.map((s) => s.template.workoutType), spec.sessionMinutes, (d, item) => !breaksSpacing(items, weekdays, d, item, cardio));
    // Rounding the week's total can leave a big muscle under its band though a day has room: a set back where it fits.
    // Not in a strength wave's later weeks, whose volume falls on purpose as the load climbs (COACHING.md §7).
    if (!scheme.isDeload && (model !== "wave" || scheme.weekInBlock === 0)) {
      raiseUnderBand(items, bands, sessions.map((s) => s.template.workoutType), { ...room, canAdd: (d, item) => item.prescription.sets < ceilings[d](item) && !breaksSpacing(items, weekdays, d, item, cardio) });
    }
    if (model === "ramp" && !scheme.isDeload && rampFloor?.block === scheme.block) holdRamp(items, lifting, rampFloor.sets, undefined, ceiling);
    // A linear block's sets hold while the load climbs (COACHING.md §7): a rotated accessory's base week,
    // trimmed for an added exercise, must not cost the week a set the week before had.
    if (model === "linear" && !scheme.isDeload && rampFloor?.block === scheme.block) {
      holdRamp(items, lifting, rampFloor.sets, { minutes: spec.sessionMinutes, workoutTypes: sessions.map((s) => s.template.workoutType), most: maxSetsPerExercise(spec.level.rank) }, ceiling);
    }
    // A deload keeps every exercise at a set or more and holds about half the sets (COACHING.md §8): a week of
    // many single sets before it (capped exercises cannot take the ramp's extra sets) gets enough to halve.
    if (!scheme.isDeload && schemes[at + 1]?.isDeload) {
      const pieces = items.reduce((n, x, k) => n + (lifting(k) ? x.filter((i) => isWork(i.prescription)).length : 0), 0);
      const loose = items.reduce((n, x, k) => n + (lifting(k) ? workSets(x) - hardSetCount(x) : 0), 0);
      const least = Math.ceil(pieces / 0.6) - loose;
      holdRamp(items, lifting, least, { minutes: spec.sessionMinutes, workoutTypes: sessions.map((s) => s.template.workoutType), most: maxSetsPerExercise(spec.level.rank) }, ceiling);
    }
    // Every day at 25 hard sets an hour or slower on its own clock, however short it came out.
    // and no muscle past 10 sets, whatever the steps above moved (a set given to a lead lift, a merged duplicate).
    items.forEach((x, k) => (items[k] = lifting(k) ? paceHardSets(capSessionMuscles(x, undefined, spec.level.rank <= 1 ? 1 : 2), sessions[k].template.workoutType, spec.level.rank <= 1 ? 1 : 2) : x));
    // One heavy hinge a week on full-body strength plans, the other hinge days light (program-hinge-days.ts).
    if (!scheme.isDeload && model !== "ramp" && sessions.every((s, k) => !lifting(k) || s.template.workoutType === "full_body")) oneHeavyHinge(items, (day) => mainLiftIds(day));
    // The block's first week as it is stored (after its band trims and raises): the main lifts' sets a
    // lifter sees in week 1 are the ones the later weeks keep.
    if (!scheme.isDeload && scheme.weekInBlock === 0) blockStart = items.map((x) => x.map((i) => ({ ...i, prescription: { ...i.prescription } })));
    previousItems = items;
    if (!scheme.isDeload) {
      const days = items.map((x) => workSets(x));
      const total = days.reduce((a, b) => a + b, 0);
      if (peak?.block !== scheme.block || total > peak.total) peak = { block: scheme.block, total, days };
    }
    met.push({ block: scheme.block, ids: new Set(items.flat().map((i) => i.features.exercise.id)) });
    const strength = items.filter((_, k) => lifting(k));
    // A deload's loads are a share of the week before's (DELOAD_LOAD), not the chart's figure for its lower RPE.
    const intensity = scheme.isDeload && lastCount?.mainIntensity != null ? lastCount.mainIntensity * DELOAD_LOAD : mainLiftIntensity(strength);
    const full = items.every((x, k) => !lifting(k) || isFullDay(hardSetCount(x), sessionClockSeconds(x.map((i) => i.prescription)), spec.sessionMinutes));
    const count: WeekCount = { scheme, hardSets: strength.reduce((sum, x) => sum + hardSetCount(x), 0), mainIntensity: intensity, full };
    lastCount = count;
    if (!scheme.isDeload) rampFloor = { block: scheme.block, sets: count.hardSets };
    return { scheme, sessions, items, count };
  });
  const counts = built.map((b) => b.count);
  const week1Sets = counts[0]?.hardSets ?? 0;
  const blockPeak = new Map<number, number>();
  for (const c of counts) if (!c.scheme.isDeload) blockPeak.set(c.scheme.block, Math.max(blockPeak.get(c.scheme.block) ?? 0, c.hardSets));
  // Fat loss and general fitness: the rest days carry the week's moderate aerobic work (COACHING.md §4).
  const cardioDay = aerobicWeek(spec.primaryGoal, schedule.filter((trains) => !trains).length, split.days.filter((d) => d.workoutType !== "cardio").length);
  // Whether week w's counted sets climb: past its block's first week against the week before, in the first against the week after.
  const climbsAt = (w: number) => {
    const block = counts.filter((c) => !c.scheme.isDeload && c.scheme.block === counts[w].scheme.block);
    const k = block.indexOf(counts[w]);
    return k > 0 ? block[k].hardSets > block[k - 1].hardSets : block.length > 1 && block[1].hardSets > block[0].hardSets;
  };
  const weeks: PlannedWeek[] = built.map(({ scheme, sessions, items, count }, w) => {
    let next = 0;
    const days: PlannedDay[] = schedule.map((trains, d) => {
      if (!trains) {
        return { dayNumber: d + 1, name: "Rest", isRestDay: true, notes: restDayNote(weekdayName(d), cardioDay), workout: null };
      }
      const k = next++;
      const session = sessions[k];
      const workout = weekWorkout(session, scheme, spec, items[k]);
      const zoneLabel = session.zone ? ` (${session.zone.charAt(0).toUpperCase()}${session.zone.slice(1)})` : "";
      return {
        dayNumber: d + 1,
        name: `${session.template.name}${zoneLabel}`,
        isRestDay: false,
        notes: `${weekdayName(d)}: ${WORKOUT_TYPE_LABELS[session.template.workoutType]} session, about ${workout.estimatedDurationMinutes} minutes.${scheme.isDeload ? " Deload week: keep it easy." : ""}${session.template.workoutType === "cardio" ? "" : afterLiftingNote(cardioDay)}${lastResortNotes(items[k])}`,
        workout,
      };
    });
    return {
      weekNumber: scheme.weekNumber,
      isDeload: scheme.isDeload,
      phase: scheme.phase,
      description: weekDescription(count, week1Sets, count.scheme.isDeload ? fullestWeekOf(counts, count) ?? counts[w - 1] : counts[w - 1], climbsAt(w)),
      // Counted, not planned: the loaded main lifts' mean % of 1RM (0 when none is loaded), and the
      // week's hard sets against its block's fullest week, to the nearest 5%.
      intensityMultiplier: Math.round(count.mainIntensity ?? 0) / 100,
      volumeMultiplier: Math.round((20 * count.hardSets) / Math.max(1, blockPeak.get(scheme.block) ?? count.hardSets)) / 20,
      days,
    };
  });

  const firstKey = rotationKey(spec.variety, 0, 0);
  const firstWeek = blocks.get(`${firstKey.main}/${firstKey.accessory}`) as BaseSession[];
  // Week 1 as stored (the calibration week, at the bottom of the first ramp).
  const weeklySets = weeklyHardSets(built[0]?.items ?? firstWeek.map((s) => s.items));
  notes.push(
    ...bandNotes(built[0]?.items ?? firstWeek.map((s) => s.items), bands, {
      minutes: spec.sessionMinutes,
      daysPerWeek: spec.daysPerWeek,
      level: spec.level.name,
      rank: spec.level.rank,
      hasInjuries: spec.injuries.size > 0,
      workoutTypes: split.days.map((d) => d.workoutType),
    }),
  );
  if (cardioDay) notes.push(cardioDay.weekNote);
  const warning = deloadWarning(spec);
  if (warning) notes.push(warning);
  // Scored as stored: week 1 after its set rounding and balancing, so a warning names a problem the plan still has.
  const scoreSessions = firstWeek.map((s, k) => scoreInput(built[0]?.items[k] ?? s.items, spec.sessionMinutes, s.template.workoutType));
  const qualityScore = scoreProgram(scoreSessions, spec.weeks);
  const coverageHints = programCoverageHints(scoreSessions.flatMap((s) => s.exercises));

  const goalLabel = spec.primaryGoal.replace(/_/g, " ").replace(/\b\w/g, (ch) => ch.toUpperCase());
  const injuryText = spec.injuries.size > 0 ? ` Leaves out exercises unsuitable for ${listText([...spec.injuries].map((n) => n.replace(/_/g, " ")))}.` : "";
  const equipmentText = spec.equipment.size === 0 ? "bodyweight only" : listText([...spec.equipment].sort().map((e) => e.replace(/_/g, " ")));
  // A beginner asking for blocks gets linear progression (COACHING.md §7), and the plan is labelled as what it is.
  const periodization: PeriodizationType = model === "linear" && spec.periodization === "block" ? "linear" : spec.periodization;
  const name = spec.name ?? `${spec.weeks}-Week ${goalLabel} ${split.label} Program`;
  const description =
    `${/^(8|11|18)$/.test(String(spec.weeks)) ? "An" : "A"} ${spec.weeks}-week, ${spec.daysPerWeek}-day ${split.label.toLowerCase()} program for a${/^[aeiou]/.test(spec.level.name) ? "n" : ""} ${spec.level.name} lifter aiming at ${spec.primaryGoal.replace(/_/g, " ")}: ` +
    `${spec.sessionMinutes}-minute sessions with ${equipmentText}, ${periodization} periodization and a deload every ${spec.deloadFrequency} weeks.${injuryText}`;
  return {
    ok: true,
    plan: {
      name,
      description,
      durationWeeks: spec.weeks,
      trainingDaysPerWeek: spec.daysPerWeek,
      sessionDurationMinutes: spec.sessionMinutes,
      experienceLevel: spec.level.name,
      primaryGoal: spec.primaryGoal,
      programType: [split.key, spec.primaryGoal],
      periodizationType: periodization,
      progressionScheme: progressionScheme(
        spec,
        model,
        counts,
        mainLiftsUndulate(built.find((b) => !b.scheme.isDeload)?.items ?? []),
        [...new Set((built.find((b) => !b.scheme.isDeload)?.items ?? []).flatMap((x) => mainLiftIds(x).slice(0, 1)).map((id) => index.byId.get(id)?.exercise.name ?? ""))].filter(Boolean),
        cardioDay ? cardioDay.restMinutes * schedule.filter((trains) => !trains).length + cardioDay.afterLifting * split.days.filter((d) => d.workoutType !== "cardio").length : 0,
      ),
      deloadProtocol: deloadProtocol(spec, counts),
      split,
      weeks,
      weeklySets,
      setBands: bands,
      qualityScore,
      coverageHints,
      notes,
      seed: spec.seed,
    },
  };
}

export function planProgram(catalogue: Catalogue, input: ProgramRequestInput): PlanResult {
  const spec = resolveProgramRequest(catalogue, input);
  if (!spec.ok) return spec;
  return planFromSpec(catalogue, spec.value);
}

/**
 * A rotated session inside the same block keeps the previous version's main
 * and secondary lifts (COACHING.md §7: progress is measured on the same lifts); only the
 * accessories change. Explosive work and warm-ups still open the session.
 */
function keepMainLifts(previous: readonly PlannedItem[], fresh: readonly PlannedItem[]): PlannedItem[] {
  const kept = blockLiftIds(previous);
  const replaced = blockLiftIds(fresh);
  const mains = previous.filter((i) => kept.includes(i.features.exercise.id)).map((i) => ({ ...i, prescription: { ...i.prescription } }));
  const rest = fresh.filter((i) => !kept.includes(i.features.exercise.id) && !replaced.includes(i.features.exercise.id));
  const opening = rest.filter((i) => i.slot === "power" || i.slot === "warm-up");
  return [...opening, ...mains, ...rest.filter((i) => !opening.includes(i))];
}

/** Loaded multi-joint lifts counted in reps: the ones whose training max a lifter tracks through a block. */
function loadedLiftIds(items: readonly PlannedItem[]): string[] {
  return items.filter((i) => i.features.exercise.isCompound && isLoadedLift(i.features.exercise) && i.prescription.unit === "reps" && i.prescription.rpe !== null && !i.features.isExplosive).map((i) => i.features.exercise.id);
}

/**
 * A mid-block rotation with last version's loaded lifts back (review fix 2): each loaded lift the
 * rotation brought in is swapped for a loaded lift of the same movement role it replaced, so the
 * block's training maxes hold; unloaded accessories keep their rotation.
 */
function keepLoadedLifts(previous: readonly PlannedItem[], fresh: readonly PlannedItem[]): PlannedItem[] {
  const had = loadedLiftIds(previous);
  const present = new Set(fresh.map((i) => i.features.exercise.id));
  const missing = previous.filter((i) => had.includes(i.features.exercise.id) && !present.has(i.features.exercise.id));
  const out = [...fresh];
  for (const back of missing) {
    const at = out.findIndex((i) => !had.includes(i.features.exercise.id) && i.features.exercise.isCompound && isLoadedLift(i.features.exercise) && i.prescription.unit === "reps" && i.features.role === back.features.role);
    if (at >= 0) out[at] = { ...back, prescription: { ...back.prescription } };
  }
  return out;
}

/** The roles a full-body day misses among squat/lunge and hinge (the lower-body patterns rotation can empty). */
function patternRoles(items: readonly PlannedItem[]): string[] {
  const missing = missingFullBodyPatterns(items.map((i) => ({ features: i.features, sets: i.prescription.sets })));
  return [...(missing.includes("squat or lunge") ? ["squat", "lunge"] : []), ...(missing.includes("hinge") ? ["hinge"] : [])];
}

/** A rotated full-body session with the squat or hinge it lost taken back from its previous version, after the lifts. */
function keepPatterns(previous: readonly PlannedItem[], fresh: readonly PlannedItem[]): PlannedItem[] {
  const lost = patternRoles(fresh);
  const back = previous.filter((i) => lost.includes(i.features.role) && i.prescription.rpe !== null).slice(0, 1).map((i) => ({ ...i, prescription: { ...i.prescription } }));
  if (back.length === 0) return [...fresh];
  const at = fresh.findIndex((i) => !i.features.exercise.isCompound || i.slot === "core" || i.slot === "finisher" || i.slot === "conditioning");
  return at < 0 ? [...fresh, ...back] : [...fresh.slice(0, at), ...back, ...fresh.slice(at)];
}

/** Bands for the base week of a ramp of `length` weeks (85%, 95%, … of the base). */
function rampBands(bands: SetBands, length: number): SetBands {
  if (length <= 1) return bands;
  const top = 0.85 + 0.1 * (length - 1);
  const out: SetBands = {};
  for (const [g, b] of Object.entries(bands)) {
    const lo = b.min / 0.85;
    const hi = b.max / top;
    const mid = (lo + hi) / 2;
    out[g] = lo <= hi ? { min: Math.round(lo * 2) / 2, max: Math.round(hi * 2) / 2 } : { min: Math.round(mid * 2) / 2, max: Math.round(mid * 2) / 2 };
  }
  return out;
}

/** The fullest week's multiplier of the first block: the base week times this must fit a session. */
function rampTopOf(model: BlockModel, schemes: readonly { isDeload: boolean; blockLength: number }[]): number {
  const length = schemes.find((x) => !x.isDeload)?.blockLength ?? 1;
  return model === "ramp" && length > 1 ? 0.85 + 0.1 * (length - 1) : 1;
}

/** Whether a main lift meets two rep windows in one week (COACHING.md §7: undulating is the same lifts on heavy, moderate and light days). */
function mainLiftsUndulate(week: readonly (readonly PlannedItem[])[]): boolean {
  const windows = new Map<string, Set<string>>();
  for (const items of week) {
    for (const id of mainLiftIds(items)) {
      const p = items.find((i) => i.features.exercise.id === id)?.prescription;
      if (p) windows.set(id, (windows.get(id) ?? new Set()).add(`${p.low}-${p.high}`));
    }
  }
  return [...windows.values()].some((set) => set.size > 1);
}

/** A doorframe or towel row on a day says what it is: the last-resort pull, and the kit that makes a real row (as a single workout does). */
function lastResortNotes(items: readonly PlannedItem[]): string {
  const names = [...new Set(items.map((i) => i.features.exercise.name).filter((name) => LAST_RESORT_ROW.test(name)))];
  return names.map((name) => ` ${lastResortRowNote(name)}`).join("");
}
