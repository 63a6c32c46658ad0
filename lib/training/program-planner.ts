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
 * - Variety: 1 keeps every exercise; 2 swaps a third of the accessories
 *   every 4 training weeks; 3 rotates accessories every 2 weeks; 4 rotates
 *   accessories weekly and the main lifts every 4 weeks; 5 makes every
 *   session differ from the previous one of its kind.
 * - Periodization sets each week's intensity and volume multipliers, the
 *   main lifts' rep targets and RPE; every deloadFrequency-th week is a
 *   deload at half the volume and 85% of the previous week's intensity.
 */
import { GOAL_PRESETS, PERIODIZATION_TYPES, PROGRAM_BUILDER_DEFAULTS, type PeriodizationType, type TrainingGoal, type WorkoutType } from "./constants";
import { programCoverageHints } from "./coverage";
import { estimateCalories } from "./duration";
import { muscleKey, type CanonicalMuscle } from "./muscle-groups";
import { fitToDuration, SESSION_CLOCK, sessionClockSeconds, type Prescription, type RepZone } from "./prescription";
import { scoreProgram } from "./program-score";
import type { QualityScore } from "./quality-analysis";
import { deriveSeed, normaliseSeed, seededRandom, shuffled } from "./random";
import { clamp } from "./values";
import {
  indexCatalogue,
  listText,
  referenceKey,
  resolveEquipment,
  resolveFitnessGoal,
  resolveInjuries,
  resolveMuscles,
  type Catalogue,
  type CatalogueIndex,
} from "./catalogue";
import { WORKOUT_TYPE_LABELS } from "./workout-candidates";
import {
  detailOf,
  generateFromSpec,
  scoreInput,
  type GeneratedWorkout,
  type PreparedSession,
  type WorkoutExerciseDetail,
} from "./workout-generator";
import type { PlannedItem } from "./workout-prescribing";
import {
  generationError,
  resolveLevel,
  sortGoals,
  type FatiguePreference,
  type Resolved,
  type SessionExtras,
  type WorkoutSpec,
} from "./workout-request";

// ---------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------

/** Program generation request (spec 3 §3) after schema validation, defaults filled. */
export interface ProgramRequestInput {
  name?: string;
  injuries: readonly string[];
  contraindications: readonly string[];
  muscleImbalances: { weakBodyParts: readonly string[]; strongBodyParts: readonly string[] };
  durationWeeks: number;
  trainingDaysPerWeek: number;
  sessionDurationMinutes: number;
  experienceLevel: string;
  primaryGoal: string;
  trainingFocus: readonly string[];
  preferredBodyRegions: readonly string[];
  availableEquipment: readonly string[];
  periodizationType: string;
  varietyLevel: number;
  deloadFrequency: number;
  fatiguePreference: string;
  includeCardio: boolean;
  includeStrength: boolean;
  includePower: boolean;
  includeHypertrophy: boolean;
  seed: number | string;
}

export interface ProgramSpec {
  name?: string;
  weeks: number;
  daysPerWeek: number;
  sessionMinutes: number;
  level: { name: string; rank: number; band: { min: number; max: number } };
  primaryGoal: string;
  goals: TrainingGoal[];
  focus: string[];
  equipment: ReadonlySet<string>;
  injuries: ReadonlySet<string>;
  /** Catalogue muscle names. */
  weak: string[];
  strong: string[];
  preferred: string[];
  periodization: PeriodizationType;
  variety: 1 | 2 | 3 | 4 | 5;
  deloadFrequency: number;
  fatigue: FatiguePreference;
  extras: SessionExtras;
  /** Conditioning finisher on every training day (fat loss) or every other one (cardio wanted). */
  finisherEvery: 0 | 1 | 2;
  seed: number;
}

const PRIMARY_GOAL_PRESETS: Readonly<Record<string, readonly TrainingGoal[]>> = {
  strength: ["strength"],
  hypertrophy: ["hypertrophy"],
  fat_loss: ["hypertrophy", "endurance"],
  athletic_performance: ["power", "strength"],
  endurance: ["endurance"],
  power: ["power", "strength"],
  general_fitness: ["hypertrophy"],
  mobility: ["hypertrophy", "endurance"],
};

const FOCUS_OPTIONS = ["strength", "hypertrophy", "power", "cardio", "mobility", "endurance", "core", "balance"];

export function resolveProgramRequest(catalogue: Catalogue, input: ProgramRequestInput): Resolved<ProgramSpec> {
  const level = resolveLevel(catalogue, input.experienceLevel);
  if (!level) return generationError("experienceLevel must be beginner, intermediate, advanced or elite (or an experience level id).", "experienceLevel");
  const goalRecord = resolveFitnessGoal(catalogue, input.primaryGoal);
  const goalName = goalRecord?.name ?? referenceKey(input.primaryGoal);
  const presetGoals = PRIMARY_GOAL_PRESETS[goalName];
  if (!presetGoals) return generationError("primaryGoal must be strength, hypertrophy, fat_loss or athletic_performance (or a fitness goal id).", "primaryGoal");
  const periodization = referenceKey(input.periodizationType) as PeriodizationType;
  if (!(PERIODIZATION_TYPES as readonly string[]).includes(periodization)) {
    return generationError("periodizationType must be linear, undulating or block.", "periodizationType");
  }
  const fatigue = referenceKey(input.fatiguePreference);
  if (fatigue !== "low" && fatigue !== "moderate" && fatigue !== "high") {
    return generationError("fatiguePreference must be low, moderate or high.", "fatiguePreference");
  }
  const focus = input.trainingFocus.map(referenceKey).filter(Boolean);
  const badFocus = input.trainingFocus.filter((f) => !FOCUS_OPTIONS.includes(referenceKey(f)));
  if (badFocus.length > 0) return generationError(`Unknown training focus ${listText(badFocus.map((f) => `"${f}"`))}. Choose from ${listText(FOCUS_OPTIONS)}.`, "trainingFocus");

  const equipment = resolveEquipment(catalogue, input.availableEquipment);
  if (equipment.unknown.length > 0) {
    return generationError(`Unknown equipment ${listText(equipment.unknown.map((u) => `"${u}"`))}. Send equipment ids or names, or the types barbell, dumbbells, cables, bodyweight, kettlebell, bands, machine, other.`, "availableEquipment");
  }
  const injuries = resolveInjuries(catalogue, [...input.injuries, ...input.contraindications]);
  if (injuries.unknown.length > 0) {
    const labels = catalogue.contraindications.map((c) => c.injuryLabel).filter(Boolean);
    return generationError(`Unknown injury ${listText(injuries.unknown.map((u) => `"${u}"`))}. Known injuries: ${listText(labels)}.`, input.injuries.some((i) => injuries.unknown.includes(i)) ? "injuries" : "contraindications");
  }
  const muscles = (field: string, values: readonly string[]) => {
    const r = resolveMuscles(catalogue, values);
    return r.unknown.length > 0
      ? generationError(`Unknown muscle or body part ${listText(r.unknown.map((u) => `"${u}"`))}. Use muscle names (chest, lats, quads…) or body regions (Upper Body, Arms, Legs…).`, field)
      : ({ ok: true, value: r.values } as const);
  };
  const weak = muscles("muscleImbalances.weakBodyParts", input.muscleImbalances.weakBodyParts);
  if (!weak.ok) return weak;
  const strong = muscles("muscleImbalances.strongBodyParts", input.muscleImbalances.strongBodyParts);
  if (!strong.ok) return strong;
  const preferred = muscles("preferredBodyRegions", input.preferredBodyRegions);
  if (!preferred.ok) return preferred;

  const goals: TrainingGoal[] = [...presetGoals];
  if (input.includeStrength || focus.includes("strength")) goals.push("strength");
  if (input.includeHypertrophy || focus.includes("hypertrophy")) goals.push("hypertrophy");
  if (focus.includes("endurance")) goals.push("endurance");
  const wantsCardio = input.includeCardio || focus.includes("cardio");
  return {
    ok: true,
    value: {
      name: input.name?.trim() || undefined,
      weeks: input.durationWeeks,
      daysPerWeek: input.trainingDaysPerWeek,
      sessionMinutes: input.sessionDurationMinutes,
      level,
      primaryGoal: goalName,
      goals: sortGoals([...new Set(goals)]),
      focus,
      equipment: equipment.values,
      injuries: injuries.values,
      weak: weak.value,
      strong: strong.value.filter((m) => !weak.value.includes(m)),
      preferred: preferred.value,
      periodization,
      variety: clamp(Math.round(input.varietyLevel), 1, 5) as ProgramSpec["variety"],
      deloadFrequency: input.deloadFrequency,
      fatigue,
      extras: {
        power: input.includePower || focus.includes("power") || goalName === "athletic_performance",
        core: focus.includes("core"),
        mobility: focus.includes("mobility"),
      },
      finisherEvery: goalName === "fat_loss" ? 1 : wantsCardio ? 2 : 0,
      seed: normaliseSeed(input.seed),
    },
  };
}

// ---------------------------------------------------------------------------
// Split and schedule
// ---------------------------------------------------------------------------

export interface DayTemplate {
  name: string;
  workoutType: WorkoutType;
  variant: number;
}

export interface Split {
  key: string;
  label: string;
  days: DayTemplate[];
}

const t = (name: string, workoutType: WorkoutType, variant = 0): DayTemplate => ({ name, workoutType, variant });

/** Split by training days (issue 6: full body up to 3, upper/lower at 4, push/pull/legs at 5-6). */
export function splitFor(daysPerWeek: number): Split {
  switch (clamp(Math.round(daysPerWeek), 1, 7)) {
    case 1:
      return { key: "full_body", label: "Full Body", days: [t("Full Body", "full_body")] };
    case 2:
      return { key: "full_body", label: "Full Body", days: [t("Full Body A", "full_body", 0), t("Full Body B", "full_body", 1)] };
    case 3:
      return { key: "full_body", label: "Full Body", days: [t("Full Body A", "full_body", 0), t("Full Body B", "full_body", 1), t("Full Body C", "full_body", 2)] };
    case 4:
      return { key: "upper_lower", label: "Upper/Lower", days: [t("Upper A", "upper_body", 0), t("Lower A", "lower_body", 0), t("Upper B", "upper_body", 1), t("Lower B", "lower_body", 1)] };
    case 5:
      return { key: "push_pull_legs", label: "Push/Pull/Legs + Upper/Lower", days: [t("Push", "push"), t("Pull", "pull"), t("Legs", "legs"), t("Upper", "upper_body", 1), t("Lower", "lower_body", 1)] };
    case 6:
      return { key: "push_pull_legs", label: "Push/Pull/Legs", days: [t("Push A", "push", 0), t("Pull A", "pull", 0), t("Legs A", "legs", 0), t("Push B", "push", 1), t("Pull B", "pull", 1), t("Legs B", "legs", 1)] };
    default:
      return { key: "push_pull_legs", label: "Push/Pull/Legs + Conditioning", days: [t("Push A", "push", 0), t("Pull A", "pull", 0), t("Legs A", "legs", 0), t("Push B", "push", 1), t("Pull B", "pull", 1), t("Legs B", "legs", 1), t("Conditioning", "cardio", 0)] };
  }
}

/** Which of the 7 days train: rest days spread so no more than two or three hard days run together. */
export const WEEK_SCHEDULES: Readonly<Record<number, readonly boolean[]>> = {
  1: [true, false, false, false, false, false, false],
  2: [true, false, false, true, false, false, false],
  3: [true, false, true, false, true, false, false],
  4: [true, true, false, true, true, false, false],
  5: [true, true, true, false, true, true, false],
  6: [true, true, true, true, true, true, false],
  7: [true, true, true, true, true, true, true],
};

// ---------------------------------------------------------------------------
// Weekly volume
// ---------------------------------------------------------------------------

export const WEEKLY_GROUPS: Readonly<Record<string, readonly CanonicalMuscle[]>> = {
  chest: ["chest"],
  back: ["back", "traps"],
  shoulders: ["shoulders", "rear_delts"],
  quads: ["quads"],
  hamstrings: ["hamstrings"],
  glutes: ["glutes"],
  biceps: ["biceps"],
  triceps: ["triceps"],
  calves: ["calves"],
  core: ["abs", "obliques", "core"],
};
export const MAJOR_GROUPS = ["chest", "back", "shoulders", "quads", "hamstrings", "glutes"] as const;

/**
 * Weekly hard sets per major muscle by primary goal. Hypertrophy 10-20 is
 * the issue's figure; strength and power need less direct volume and more
 * recovery; fat loss sits between. Smaller groups get half the minimum
 * (presses and rows train them too) and the same maximum.
 */
export const WEEKLY_SET_BANDS: Readonly<Record<string, { min: number; max: number }>> = {
  hypertrophy: { min: 10, max: 20 },
  strength: { min: 6, max: 15 },
  athletic_performance: { min: 6, max: 15 },
  power: { min: 6, max: 15 },
  fat_loss: { min: 8, max: 16 },
  endurance: { min: 6, max: 16 },
  general_fitness: { min: 8, max: 16 },
  mobility: { min: 6, max: 14 },
};

const GROUP_OF = new Map<string, string | undefined>();

function groupOf(muscle: string): string | undefined {
  if (GROUP_OF.has(muscle)) return GROUP_OF.get(muscle);
  const key = muscleKey(muscle);
  let found: string | undefined;
  for (const [group, members] of Object.entries(WEEKLY_GROUPS)) if ((members as readonly string[]).includes(key)) found = group;
  GROUP_OF.set(muscle, found);
  return found;
}

/** Credit per group for one set of an item: 1 when a primary muscle is in the group, else 0.5 for a secondary. */
function credits(item: PlannedItem): Map<string, number> {
  const out = new Map<string, number>();
  if (item.prescription.unit === "minutes" || item.prescription.kind === "mobility" || item.prescription.kind === "intervals") return out;
  for (const m of item.features.exercise.secondaryMuscles) {
    const g = groupOf(m);
    if (g) out.set(g, 0.5);
  }
  for (const m of item.features.exercise.primaryMuscles) {
    const g = groupOf(m);
    if (g) out.set(g, 1);
  }
  return out;
}

/** Hard sets per group over a week of sessions (secondary muscles count half). */
export function weeklyHardSets(sessions: readonly (readonly PlannedItem[])[]): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(Object.keys(WEEKLY_GROUPS).map((g) => [g, 0]));
  for (const session of sessions) {
    for (const item of session) for (const [g, c] of credits(item)) totals[g] += c * item.prescription.sets;
  }
  return totals;
}

export type SetBands = Record<string, { min: number; max: number }>;

export function setBandsFor(spec: Pick<ProgramSpec, "primaryGoal" | "weak" | "strong">): SetBands {
  const base = WEEKLY_SET_BANDS[spec.primaryGoal] ?? WEEKLY_SET_BANDS.hypertrophy;
  const weakGroups = new Set(spec.weak.map(groupOf).filter(Boolean));
  const strongGroups = new Set(spec.strong.map(groupOf).filter(Boolean));
  const bands: SetBands = {};
  for (const g of Object.keys(WEEKLY_GROUPS)) {
    const major = (MAJOR_GROUPS as readonly string[]).includes(g);
    let min = major ? base.min : Math.ceil(base.min / 2);
    let max = base.max;
    if (weakGroups.has(g)) min = Math.round((base.min + base.max) / 2);
    else if (strongGroups.has(g)) max = Math.max(min, min + Math.ceil((base.max - base.min) / 3));
    bands[g] = { min, max };
  }
  return bands;
}

function deviation(value: number, band: { min: number; max: number }): number {
  return Math.max(0, band.min - value) + Math.max(0, value - band.max);
}

/**
 * Moves single sets between exercises of the same day, or adds or removes a
 * set, while that brings weekly sets closer to the bands. A day stays within
 * ±10% of its length: when a change would push it out, rest periods absorb
 * the difference (a strength day with fewer sets gets longer rests, which is
 * what heavy work wants anyway). Piling sets onto one exercise costs a
 * little, so volume spreads rather than stacks.
 */
export function balanceWeeklyVolume(
  sessions: PlannedItem[][],
  bands: SetBands,
  targetSeconds: number,
  weights: Readonly<Record<string, number>> = {},
): PlannedItem[][] {
  const groups = Object.keys(WEEKLY_GROUPS);
  const days = sessions.map((s) => s.map((i) => ({ ...i, prescription: { ...i.prescription } })));
  // Sparse: an exercise credits two to four groups of the ten.
  const credit = days.map((s) => s.map((item) => [...credits(item)].map(([g, c]) => [groups.indexOf(g), c] as const)));
  const change = new Float64Array(groups.length);
  const start = days.map((s) => s.map((i) => i.prescription.sets));
  const initial = weeklyHardSets(days);
  const totals = groups.map((g) => initial[g]);
  const loaded = days.map((s) => s.map((i) => i.prescription.unit === "reps" && ["strength", "hypertrophy", "power"].includes(i.prescription.kind)));
  // Main lifts keep their sets: taking volume from the lead lift costs the most.
  const protect = days.map((s) =>
    s.map((i) => (i.prescription.overheadSeconds === SESSION_CLOCK.rampUpSeconds ? { w: 0.5, free: 0 } : i.prescription.compound ? { w: 0.3, free: 1 } : { w: 0.2, free: 1 })),
  );
  const weight = groups.map((g) => weights[g] ?? ((MAJOR_GROUPS as readonly string[]).includes(g) ? 1 : 0.5));
  const band = groups.map((g) => bands[g]);
  const lo = 0.9 * targetSeconds;
  const hi = 1.1 * targetSeconds;
  const clockOf = (items: readonly PlannedItem[]) => sessionClockSeconds(items.map((i) => i.prescription));
  const restRange = (items: readonly PlannedItem[]) => ({
    min: sessionClockSeconds(items.map((i) => ({ ...i.prescription, restSeconds: i.prescription.restLo }))),
    max: sessionClockSeconds(items.map((i) => ({ ...i.prescription, restSeconds: i.prescription.restHi }))),
  });
  const perSet = (p: Prescription) => sessionClockSeconds([{ ...p, sets: 1, overheadSeconds: 0 }]);
  // Two-set loaded work is a deload prescription, not a training week's.
  const spread = (d: number, i: number, sets: number) =>
    protect[d][i].w * Math.max(0, Math.abs(sets - start[d][i]) - protect[d][i].free) + (loaded[d][i] ? 0.5 * Math.max(0, 3 - sets) : 0);
  const gainOf = (d: number, from: number | undefined, to: number | undefined) => {
    let gain = 0;
    if (to !== undefined) for (const [g, c] of credit[d][to]) change[g] += c;
    if (from !== undefined) for (const [g, c] of credit[d][from]) change[g] -= c;
    const touched = [...(to !== undefined ? credit[d][to] : []), ...(from !== undefined ? credit[d][from] : [])];
    for (const [g] of touched) {
      if (change[g] !== 0) gain += weight[g] * (deviation(totals[g], band[g]) - deviation(totals[g] + change[g], band[g]));
      change[g] = 0;
    }
    if (from !== undefined) {
      const sets = days[d][from].prescription.sets;
      gain -= spread(d, from, sets - 1) - spread(d, from, sets);
    }
    if (to !== undefined) {
      const sets = days[d][to].prescription.sets;
      gain -= spread(d, to, sets + 1) - spread(d, to, sets);
    }
    return gain;
  };
  const clocks = days.map(clockOf);
  const ranges = days.map(restRange);
  const setTimes = days.map((items) => items.map((i) => perSet(i.prescription)));
  type Move = { day: number; from?: number; to?: number; gain: number };
  for (let guard = 0; guard < 200; guard++) {
    // Best move per day; days are then applied in turn, each re-checked
    // against the totals the earlier ones changed.
    const bestByDay: (Move | undefined)[] = days.map(() => undefined);
    const consider = (day: number, from: number | undefined, to: number | undefined, timeChange: number) => {
      // Reachable when rest periods can bring the day back inside its window.
      if (ranges[day].min + timeChange > hi || ranges[day].max + timeChange < lo) return;
      const gain = gainOf(day, from, to);
      const best = bestByDay[day];
      if (gain > 0.01 && (!best || gain > best.gain)) bestByDay[day] = { day, from, to, gain };
    };
    for (let d = 0; d < days.length; d++) {
      const items = days[d];
      const times = setTimes[d];
      for (let i = 0; i < items.length; i++) {
        const pa = items[i].prescription;
        if (pa.unit === "minutes") continue;
        if (pa.sets < pa.setsHi) consider(d, undefined, i, times[i]);
        if (pa.sets <= pa.setsLo) continue;
        consider(d, i, undefined, -times[i]);
        for (let j = 0; j < items.length; j++) {
          const pb = items[j].prescription;
          if (i !== j && pb.unit !== "minutes" && pb.sets < pb.setsHi) consider(d, i, j, times[j] - times[i]);
        }
      }
    }
    let applied = false;
    for (const move of bestByDay) {
      if (!move || gainOf(move.day, move.from, move.to) <= 0.01) continue;
      applied = true;
      applyBalanceMove(move);
    }
    if (!applied) break;
  }
  return days;

  function applyBalanceMove({ day, from, to }: Move): void {
    if (to !== undefined) for (const [g, c] of credit[day][to]) totals[g] += c;
    if (from !== undefined) for (const [g, c] of credit[day][from]) totals[g] -= c;
    if (from !== undefined) days[day][from].prescription.sets -= 1;
    if (to !== undefined) days[day][to].prescription.sets += 1;
    clocks[day] = clockOf(days[day]);
    if (clocks[day] < lo || clocks[day] > hi) {
      const fitted = fitToDuration(days[day].map((i) => i.prescription), targetSeconds, 0.05, { lockSets: true });
      days[day].forEach((item, k) => (item.prescription = fitted[k]));
      clocks[day] = clockOf(days[day]);
    }
    ranges[day] = restRange(days[day]);
    setTimes[day] = days[day].map((i) => perSet(i.prescription));
  }
}

// ---------------------------------------------------------------------------
// Periodization
// ---------------------------------------------------------------------------

export interface WeekScheme {
  weekNumber: number;
  isDeload: boolean;
  /** Index among training (non-deload) weeks; a deload repeats the previous one's. */
  trainingIndex: number;
  phase: string;
  description: string;
  intensityMultiplier: number;
  volumeMultiplier: number;
  /** Progress 0..1 of the main-lift rep target from the top to the bottom of the goal range. */
  repProgress: number;
  rpeShift: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function isDeloadWeek(weekNumber: number, deloadFrequency: number): boolean {
  return deloadFrequency > 0 && weekNumber % deloadFrequency === 0;
}

/** Week-by-week multipliers, phases and rep targets. */
export function periodize(weeks: number, periodization: PeriodizationType, deloadFrequency: number): WeekScheme[] {
  const deloads = Array.from({ length: weeks }, (_, i) => isDeloadWeek(i + 1, deloadFrequency));
  const trainingWeeks = deloads.filter((d) => !d).length;
  // Block lengths about 40/35/25% of the training weeks, each at least a week when there are enough.
  let acc = Math.max(1, Math.round(trainingWeeks * 0.4));
  let trans = Math.max(trainingWeeks >= 2 ? 1 : 0, Math.round(trainingWeeks * 0.35));
  while (acc + trans > trainingWeeks - (trainingWeeks >= 3 ? 1 : 0) && (acc > 1 || trans > 1)) {
    if (acc >= trans && acc > 1) acc -= 1;
    else trans -= 1;
  }
  const accEnd = acc;
  const transEnd = acc + trans;
  const out: WeekScheme[] = [];
  let t = -1;
  let mesocycle = 0;
  let weekInMeso = 0;
  for (let w = 1; w <= weeks; w++) {
    if (deloads[w - 1]) {
      const prev = out[out.length - 1];
      const intensity = round2((prev?.intensityMultiplier ?? 0.7) * 0.85);
      out.push({
        weekNumber: w,
        isDeload: true,
        trainingIndex: Math.max(0, t),
        phase: "Deload",
        description: `Week ${w} - Deload: the same exercises at about half the sets, loads at ${Math.round(intensity * 100)}% and RPE two lower. Recover before the next block.`,
        intensityMultiplier: intensity,
        volumeMultiplier: 0.5,
        repProgress: prev?.repProgress ?? 0,
        rpeShift: -2,
      });
      mesocycle += 1;
      weekInMeso = 0;
      continue;
    }
    t += 1;
    const p = trainingWeeks > 1 ? t / (trainingWeeks - 1) : 0;
    let phase: string;
    let intensity: number;
    let volume: number;
    let repProgress: number;
    let rpeShift: number;
    let focus: string;
    if (periodization === "linear") {
      phase = p < 1 / 3 ? "Foundation" : p < 2 / 3 ? "Build" : "Peak";
      intensity = 0.7 + 0.2 * p;
      volume = 1 - 0.15 * p;
      repProgress = p;
      rpeShift = p < 1 / 3 ? -1 : p < 2 / 3 ? 0 : 1;
      focus = phase === "Foundation" ? "groove technique with reps in reserve" : phase === "Build" ? "add load week to week" : "heaviest loads of the program at lower reps";
    } else if (periodization === "undulating") {
      const mesoLength = Math.max(1, Math.min(deloadFrequency > 0 ? deloadFrequency - 1 : trainingWeeks, trainingWeeks));
      const q = mesoLength > 1 ? Math.min(1, weekInMeso / (mesoLength - 1)) : 0;
      phase = `Mesocycle ${mesocycle + 1}`;
      intensity = Math.min(0.9, 0.72 + 0.1 * p + 0.04 * q);
      volume = 1 - 0.1 * q;
      repProgress = 0.5;
      rpeShift = q >= 0.5 ? 1 : 0;
      focus = "heavy, moderate and light days rotate within the week";
    } else {
      const inAcc = t < accEnd;
      const inTrans = !inAcc && t < transEnd;
      const start = inAcc ? 0 : inTrans ? accEnd : transEnd;
      const end = inAcc ? accEnd : inTrans ? transEnd : trainingWeeks;
      const q = end - start > 1 ? (t - start) / (end - start - 1) : 0;
      if (inAcc) {
        phase = "Accumulation";
        intensity = 0.65 + 0.07 * q;
        volume = 1;
        repProgress = 0;
        rpeShift = -1;
        focus = "high volume at moderate loads to build work capacity";
      } else if (inTrans) {
        phase = "Transmutation";
        intensity = 0.75 + 0.1 * q;
        volume = 0.85;
        repProgress = 0.5;
        rpeShift = 0;
        focus = "less volume, heavier loads, goal-specific work";
      } else {
        phase = "Realization";
        intensity = 0.88 + 0.07 * q;
        volume = 0.65;
        repProgress = 1;
        rpeShift = 1;
        focus = "low volume and peak loads to express the strength built";
      }
    }
    intensity = round2(intensity);
    volume = round2(volume);
    out.push({
      weekNumber: w,
      isDeload: false,
      trainingIndex: t,
      phase,
      description: `Week ${w} - ${phase}: ${focus}; intensity ${Math.round(intensity * 100)}%, volume ${Math.round(volume * 100)}%.`,
      intensityMultiplier: intensity,
      volumeMultiplier: volume,
      repProgress,
      rpeShift,
    });
    weekInMeso += 1;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Plan
// ---------------------------------------------------------------------------

export interface PlannedWorkout {
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
  intensityTechniques: string[];
  exercises: string[];
  exerciseDetails: Record<string, WorkoutExerciseDetail>;
}

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

interface BaseSession {
  template: DayTemplate;
  zone?: RepZone;
  workout: GeneratedWorkout;
  items: PlannedItem[];
}

/** Lead lifts: the first two loaded compounds of a session; what the lifter progresses on. */
function mainLiftIds(items: readonly PlannedItem[]): string[] {
  return items
    .filter((i) => i.features.exercise.isCompound && i.prescription.unit === "reps" && i.prescription.kind !== "power" && i.slot !== "core")
    .slice(0, 2)
    .map((i) => i.features.exercise.id);
}

/** Rotation keys per training week: sessions are regenerated whenever a key changes. */
function rotationKey(variety: ProgramSpec["variety"], trainingIndex: number): { main: number; accessory: number } {
  switch (variety) {
    case 1:
      return { main: 0, accessory: 0 };
    case 2:
      return { main: 0, accessory: Math.floor(trainingIndex / 4) };
    case 3:
      return { main: 0, accessory: Math.floor(trainingIndex / 2) };
    case 4:
      return { main: Math.floor(trainingIndex / 4), accessory: trainingIndex };
    default:
      return { main: trainingIndex, accessory: trainingIndex };
  }
}

const ZONES: readonly RepZone[] = ["heavy", "moderate", "light"];

const PERIODIZATION_TEXT: Readonly<Record<PeriodizationType, (spec: ProgramSpec) => string>> = {
  linear: () =>
    "Linear periodization: intensity climbs from 70% toward 90% of your training max across the training weeks while volume tapers from 100% to 85%; main lifts move from the top of their rep range toward the bottom.",
  undulating: () =>
    "Daily undulating periodization: heavy, moderate and light sessions rotate within each week (low, middle and high ends of the rep range), and intensity creeps up from about 72% through each mesocycle.",
  block: () =>
    "Block periodization: Accumulation (about 40% of the training weeks: high volume at 65-72%), Transmutation (about 35%: volume 85% at 75-85%) and Realization (the rest: volume 65% at 88-95%, lowest reps).",
};

function progressionScheme(spec: ProgramSpec): string {
  const main = spec.goals[0];
  const advice = [...new Set(spec.goals.map((g) => `${g.charAt(0).toUpperCase()}${g.slice(1)}: ${GOAL_PRESETS[g].progression}`))].join(" ");
  const rotation = [
    "The same exercises every week, so every lift can be progressed.",
    "Minor variations: about a third of the accessories change every 4 training weeks; main lifts stay.",
    "Moderate rotation: accessories change every 2 training weeks; main lifts stay for the whole program.",
    "Weekly changes: accessories change every week, main lifts every 4 training weeks.",
    "Different every session: each session swaps its exercises for others that train the same patterns.",
  ][spec.variety - 1];
  return `${PERIODIZATION_TEXT[spec.periodization](spec)} Main goal ${main}. ${advice} ${rotation}`;
}

function deloadProtocol(spec: ProgramSpec, schemes: readonly WeekScheme[]): string {
  const weeks = schemes.filter((s) => s.isDeload).map((s) => s.weekNumber);
  if (weeks.length === 0) {
    return `A deload every ${spec.deloadFrequency} weeks; this ${spec.weeks}-week program ends before the first one. If performance stalls, take a week at half the sets and lighter loads.`;
  }
  return (
    `Every ${spec.deloadFrequency}${spec.deloadFrequency === 2 ? "nd" : spec.deloadFrequency === 3 ? "rd" : "th"} week is a deload (week${weeks.length > 1 ? "s" : ""} ${listText(weeks.map(String))}): ` +
    "the same exercises with about half the sets (volume 50%), loads at about 85% of the week before, RPE two points lower and no sets to failure."
  );
}

function shiftReps(goal: TrainingGoal, progress: number): [number, number] {
  const p = GOAL_PRESETS[goal];
  const span = Math.max(0, p.repsMax - p.repsMin - 2);
  const low = Math.round(p.repsMax - 2 - span * progress);
  return [Math.max(p.repsMin, low), Math.min(p.repsMax, low + 2)];
}

/** One week's version of a base session. */
function applyWeek(base: BaseSession, scheme: WeekScheme, spec: ProgramSpec): PlannedWorkout {
  const mains = new Set(mainLiftIds(base.items));
  const items = base.items.map((item) => {
    const p: Prescription = { ...item.prescription };
    const id = item.features.exercise.id;
    const isMain = mains.has(id) && (p.kind === "strength" || p.kind === "hypertrophy" || p.kind === "power");
    if (p.unit !== "minutes" && p.kind !== "mobility") {
      // A single working set is a deload dose; training weeks keep at least two.
      p.sets = scheme.isDeload ? Math.max(1, Math.ceil(p.sets * 0.5)) : Math.max(Math.min(2, p.sets), Math.round(p.sets * scheme.volumeMultiplier));
    }
    if (isMain && !base.zone && (p.kind === "strength" || p.kind === "hypertrophy")) {
      const [lo, hi] = shiftReps(p.kind, scheme.repProgress);
      if (lo >= item.features.exercise.repsMin && hi <= Math.max(item.features.exercise.repsMax, lo)) [p.low, p.high] = [lo, hi];
    }
    if (p.rpe !== null) {
      const cap = spec.level.rank <= 0 ? 7 : spec.level.rank === 1 ? 8 : 10;
      p.rpe = clamp(p.rpe + scheme.rpeShift, 4, cap);
    }
    if (isMain && !scheme.isDeload && scheme.intensityMultiplier >= 0.88) p.restSeconds = Math.min(p.restHi, p.restSeconds + 30);
    const notes = isMain ? `Work at about ${Math.round(scheme.intensityMultiplier * 100)}% of your training max. ${p.notes}` : p.notes;
    return { ...item, prescription: { ...p, notes: scheme.isDeload ? `Deload: leave 3-4 reps in reserve. ${notes}` : notes } };
  });
  const exerciseDetails: Record<string, WorkoutExerciseDetail> = {};
  for (const i of items) exerciseDetails[i.features.exercise.id] = detailOf(i.prescription);
  const prescriptions = items.map((i) => i.prescription);
  const minutes = Math.round(sessionClockSeconds(prescriptions) / 60);
  const rpes = prescriptions.map((p) => p.rpe).filter((r): r is number => r !== null);
  const zoneLabel = base.zone ? ` (${base.zone.charAt(0).toUpperCase()}${base.zone.slice(1)})` : "";
  return {
    name: `Week ${scheme.weekNumber} · ${base.template.name}${zoneLabel}`,
    // Short on purpose: every stored workout's description feeds a trigram index, and the program says the rest.
    description: `${base.template.name}${zoneLabel}, week ${scheme.weekNumber} of ${spec.weeks} (${scheme.phase}).`,
    workoutType: base.template.workoutType,
    targetDurationMinutes: spec.sessionMinutes,
    estimatedDurationMinutes: minutes,
    estimatedCalories: estimateCalories(minutes, spec.sessionMinutes),
    difficultyLevel: base.workout.difficultyLevel,
    targetRPEMin: rpes.length > 0 ? Math.min(...rpes) : 0,
    targetRPEMax: rpes.length > 0 ? Math.max(...rpes) : 0,
    defaultTempo: base.workout.defaultTempo,
    intensityTechniques: scheme.isDeload ? ["Deload: no sets to failure"] : scheme.phase === "Realization" || scheme.phase === "Peak" ? ["Heavy top set on the main lift"] : [],
    exercises: items.map((i) => i.features.exercise.id),
    exerciseDetails,
  };
}

const verb = (group: string) => (group === "chest" || group === "back" || group === "core" ? "gets" : "get");

function weekdayName(index: number): string {
  return ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][index];
}

/** Plans a whole program from a resolved spec. */
export function planFromSpec(catalogue: Catalogue | CatalogueIndex, spec: ProgramSpec): PlanResult {
  const index = "features" in catalogue ? catalogue : indexCatalogue(catalogue);
  const split = splitFor(spec.daysPerWeek);
  const schemes = periodize(spec.weeks, spec.periodization, spec.deloadFrequency);
  const bands = setBandsFor(spec);
  const priority = new Map<string, number>();
  for (const m of spec.preferred) priority.set(m, 0.5);
  for (const m of spec.weak) priority.set(m, 1);
  const weakGroups = new Set(spec.weak.map(groupOf).filter((g): g is string => Boolean(g)));
  const weights: Record<string, number> = {};
  for (const g of weakGroups) weights[g] = 1.5;
  const target = spec.sessionMinutes * 60;
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
    return Object.entries(totals).reduce((sum, [g, v]) => sum + (weights[g] ?? ((MAJOR_GROUPS as readonly string[]).includes(g) ? 1 : 0.5)) * deviation(v, bands[g]), 0);
  };
  type Block = { ok: true; sessions: BaseSession[]; notes: string[] } | { ok: false; message: string; data: Record<string, { code: string; message: string }> };
  const buildBlock = (key: { main: number; accessory: number }, id: string, musclePriority: ReadonlyMap<string, number>, tag: string): Block => {
    const sessions: BaseSession[] = [];
    const blockNotes: string[] = [];
    const usedThisWeek = new Set<string>();
    const rotationRandom = seededRandom(deriveSeed(spec.seed, "rotation", id));
    for (const [position, template] of split.days.entries()) {
      const prev = previous?.[position];
      const prefer = new Set<string>();
      const avoid = new Set<string>(usedThisWeek);
      if (prev && previousKey) {
        const mains = mainLiftIds(prev.items);
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
      for (const x of result.workout.exercises) usedThisWeek.add(x);
      sessions.push({ template, zone: wspec.zone, workout: result.workout, items: result.workout.items });
    }
    const balanced = balanceWeeklyVolume(sessions.map((s) => s.items), bands, target, weights);
    sessions.forEach((s, k) => (s.items = balanced[k]));
    return { ok: true, sessions, notes: blockNotes };
  };

  // Decided on the first block and kept: later blocks rotate the same kinds of session.
  let blockPriority: ReadonlyMap<string, number> = priority;
  let blockTag = "base";
  for (const scheme of schemes) {
    const key = rotationKey(spec.variety, scheme.trainingIndex);
    const id = `${key.main}/${key.accessory}`;
    if (blocks.has(id)) continue;
    let block = buildBlock(key, id, blockPriority, blockTag);
    if (!block.ok) return block;
    // Groups still over their band after moving sets: rebuild the week with
    // their muscles ranked lower, so other exercises take their slots.
    // Groups short of it: rank their muscles higher.
    const totals = weeklyHardSets(block.sessions.map((s) => s.items));
    const over = Object.keys(totals).filter((g) => totals[g] > bands[g].max + 1 && !weakGroups.has(g));
    const under = (MAJOR_GROUPS as readonly string[]).filter((g) => totals[g] < bands[g].min - 1);
    if (blocks.size === 0 && over.length + under.length > 0) {
      const lowered = new Map(priority);
      for (const m of catalogueMuscles) {
        const g = groupOf(m) ?? "";
        if (over.includes(g)) lowered.set(m, -0.6);
        if (under.includes(g)) lowered.set(m, Math.max(lowered.get(m) ?? 0, 0.8));
      }
      const tag = `less-${over.join("-")}-more-${under.join("-")}`;
      const retry = buildBlock(key, id, lowered, tag);
      if (retry.ok && weekDeviation(retry.sessions) < weekDeviation(block.sessions) - 0.5) {
        block = retry;
        blockPriority = lowered;
        blockTag = tag;
      }
    }
    for (const note of block.notes) if (!notes.includes(note)) notes.push(note);
    blocks.set(id, block.sessions);
    previous = block.sessions;
    previousKey = key;
  }

  const schedule = WEEK_SCHEDULES[split.days.length] ?? WEEK_SCHEDULES[7];
  const weeks: PlannedWeek[] = schemes.map((scheme) => {
    const key = rotationKey(spec.variety, scheme.trainingIndex);
    const sessions = blocks.get(`${key.main}/${key.accessory}`) as BaseSession[];
    let next = 0;
    const days: PlannedDay[] = schedule.map((trains, d) => {
      if (!trains) {
        return { dayNumber: d + 1, name: "Rest", isRestDay: true, notes: `${weekdayName(d)}: rest. A walk, easy cycling or mobility work helps recovery.`, workout: null };
      }
      const session = sessions[next++];
      const workout = applyWeek(session, scheme, spec);
      const zoneLabel = session.zone ? ` (${session.zone.charAt(0).toUpperCase()}${session.zone.slice(1)})` : "";
      return {
        dayNumber: d + 1,
        name: `${session.template.name}${zoneLabel}`,
        isRestDay: false,
        notes: `${weekdayName(d)}: ${WORKOUT_TYPE_LABELS[session.template.workoutType]} session, about ${workout.estimatedDurationMinutes} minutes.${scheme.isDeload ? " Deload week: keep it easy." : ""}`,
        workout,
      };
    });
    return {
      weekNumber: scheme.weekNumber,
      isDeload: scheme.isDeload,
      phase: scheme.phase,
      description: scheme.description,
      intensityMultiplier: scheme.intensityMultiplier,
      volumeMultiplier: scheme.volumeMultiplier,
      days,
    };
  });

  const firstKey = rotationKey(spec.variety, 0);
  const firstWeek = blocks.get(`${firstKey.main}/${firstKey.accessory}`) as BaseSession[];
  const weeklySets = weeklyHardSets(firstWeek.map((s) => s.items));
  for (const g of MAJOR_GROUPS) {
    const band = bands[g];
    const sets = weeklySets[g];
    if (sets > band.max + 1) {
      notes.push(`${g.charAt(0).toUpperCase()}${g.slice(1)} ${verb(g)} ${sets} hard sets a week, above the ${band.min}-${band.max} aimed for: ${spec.daysPerWeek} sessions of ${spec.sessionMinutes} minutes hold more work than the goal needs. Shorter sessions or fewer days would bring it down.`);
    }
    if (sets < band.min - 0.5 && split.days.some((d) => d.workoutType !== "cardio")) {
      notes.push(`${g.charAt(0).toUpperCase()}${g.slice(1)} ${verb(g)} ${sets} hard sets a week, under the ${band.min}-${band.max} aimed for: ${spec.daysPerWeek} session${spec.daysPerWeek > 1 ? "s" : ""} of ${spec.sessionMinutes} minutes with this equipment cannot hold more.`);
    }
  }
  const scoreSessions = firstWeek.map((s) => scoreInput(s.items, spec.sessionMinutes, s.template.workoutType));
  const qualityScore = scoreProgram(scoreSessions, spec.weeks);
  const coverageHints = programCoverageHints(scoreSessions.flatMap((s) => s.exercises));

  const goalLabel = spec.primaryGoal.replace(/_/g, " ").replace(/\b\w/g, (ch) => ch.toUpperCase());
  const injuryText = spec.injuries.size > 0 ? ` Leaves out exercises unsuitable for ${listText([...spec.injuries].map((n) => n.replace(/_/g, " ")))}.` : "";
  const equipmentText = spec.equipment.size === 0 ? "bodyweight only" : listText([...spec.equipment].sort().map((e) => e.replace(/_/g, " ")));
  const name = spec.name ?? `${spec.weeks}-Week ${goalLabel} ${split.label} Program`;
  const description =
    `A ${spec.weeks}-week, ${spec.daysPerWeek}-day ${split.label.toLowerCase()} program for a${/^[aeiou]/.test(spec.level.name) ? "n" : ""} ${spec.level.name} lifter aiming at ${spec.primaryGoal.replace(/_/g, " ")}: ` +
    `${spec.sessionMinutes}-minute sessions with ${equipmentText}, ${spec.periodization} periodization and a deload every ${spec.deloadFrequency} weeks.${injuryText}`;
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
      periodizationType: spec.periodization,
      progressionScheme: progressionScheme(spec),
      deloadProtocol: deloadProtocol(spec, schemes),
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

/** The program builder's defaults as a request (spec 3 §5), for callers that send a partial body. */
export function defaultProgramRequest(seed: number | string): ProgramRequestInput {
  return {
    ...PROGRAM_BUILDER_DEFAULTS,
    trainingFocus: [...PROGRAM_BUILDER_DEFAULTS.trainingFocus],
    injuries: [],
    contraindications: [],
    muscleImbalances: { weakBodyParts: [], strongBodyParts: [] },
    preferredBodyRegions: [],
    availableEquipment: [],
    seed,
  };
}
