/**
 * Aerobic work for fat-loss and general-fitness goals (COACHING.md §4: "fat
 * loss is the hypertrophy or general prescription plus aerobic work"; the
 * WHO's 150-300 minutes a week of moderate activity, as cardio days or
 * finishers). A session for these goals ends with a steady finisher at a
 * conversational pace: a bike or rower when the kit has one, otherwise a
 * brisk walk, never running or jumping for a sore knee or ankle (the
 * catalogue's tags and the injury rules filter those out). Its minutes are
 * fixed and count on the session clock, so the lifting before it gets
 * fewer accessories rather than the finisher being squeezed.
 */
import type { ExerciseFeatures } from "./catalogue";
import { steadyBlock, type Prescription } from "./prescription";
import { parseWork, SESSION_CLOCK_RULES } from "./session-clock";

/** Goal names (the request's, before presets) that get aerobic work. */
export const AEROBIC_GOALS: readonly string[] = ["fat_loss", "general_fitness"];

/** WHO 2020: 150-300 minutes of moderate activity a week. */
export const WHO_WEEKLY_MINUTES = { min: 150, max: 300 } as const;

/** Moderate intensity: the top of RPE 5-6, where talking in short sentences still works. */
export const AEROBIC_RPE = 6;

export const AEROBIC_INTENSITY = "Moderate pace: you can talk in short sentences but not sing (RPE 5-6, zone 2).";

export function wantsAerobicWork(goalNames: readonly string[]): boolean {
  return goalNames.some((g) => AEROBIC_GOALS.includes(g));
}

/**
 * Minutes of the finisher: about a quarter of the session in 5-minute
 * steps, 10 to 20 (10 for 30-45 minutes, 15 for an hour, 20 from 75).
 * Less than 10 is hardly aerobic work; more than 20 would take the
 * lifting the goal also needs.
 */
export function finisherMinutes(targetMinutes: number): number {
  return Math.min(20, Math.max(10, 5 * Math.round(targetMinutes / 4 / 5)));
}

/** Cardio machines first (low impact, easy to hold a steady pace), then a brisk walk, then anything else steady. */
function modalityTier(f: ExerciseFeatures): number {
  const e = f.exercise;
  if (e.equipment.some((q) => q === "stationary_bike" || q === "rowing_machine")) return 0;
  if (e.tags.includes("low_impact")) return 1;
  return 2;
}

/**
 * Steady aerobic options, best first: single long blocks (not a rowing
 * technique drill of 3-5 minutes) the person can do with their kit and
 * injuries (`usable`), easiest first within a tier (a steady ride, not a
 * fartlek).
 */
export function aerobicOptions(features: readonly ExerciseFeatures[], usable: (f: ExerciseFeatures) => boolean): ExerciseFeatures[] {
  return features
    .filter((f) => f.isSteadyCardio && f.exercise.repsMax >= 10 && usable(f))
    .sort((a, b) => modalityTier(a) - modalityTier(b) || a.exercise.difficulty - b.exercise.difficulty || a.exercise.name.localeCompare(b.exercise.name));
}

/** The shortest finisher worth its transition: 8 minutes (a 30-minute session holds 8-10). */
export const MIN_FINISHER_MINUTES = 8;

const IMPACT_INJURIES = new Set(["knee_issues", "ankle_instability"]);

/** The finisher's prescription: one block whose minutes the duration fitter shortens only as a last resort. */
export function aerobicPrescription(minutes: number, injuries: ReadonlySet<string> = new Set()): Prescription {
  const lowImpact = [...injuries].some((i) => IMPACT_INJURIES.has(i)) ? " Low impact for the knee or ankle: no running or jumping." : "";
  return {
    // A session too short for its lifts and the whole block cuts the block last (prescription-clock.ts), never below
    // MIN_FINISHER_MINUTES: shorter is a walk to the car, not aerobic work.
    ...steadyBlock(minutes, AEROBIC_RPE, `Aerobic finisher: one block without stopping. ${AEROBIC_INTENSITY}${lowImpact}`, {
      minutesLo: Math.min(minutes, Math.max(MIN_FINISHER_MINUTES, minutes - 5)),
      minutesHi: minutes,
    }),
    aerobic: true,
    role: "accessory",
    unilateral: false,
    rampsUp: false,
    loaded: false,
    overheadSeconds: SESSION_CLOCK_RULES.transitionSeconds,
  };
}

/** The workout note: what the finisher gives towards the week's aerobic minutes. */
export function aerobicWorkoutNote(minutes: number): string {
  return (
    `Ends with ${minutes} minutes of moderate aerobic work: fat loss and general fitness need it alongside the lifting. ` +
    `Aim for ${WHO_WEEKLY_MINUTES.min}-${WHO_WEEKLY_MINUTES.max} minutes of moderate activity a week in all (WHO): walks, rides or cardio days make up the rest.`
  );
}

/** When the main lifts alone fill a short session, the block moves out of it rather than overrunning it. */
export function aerobicElsewhereNote(targetMinutes: number): string {
  return (
    `No room for aerobic work in ${targetMinutes} minutes once the main lifts are done: walk or ride 10-15 minutes at a talking pace ` +
    `later in the day or on a rest day (aim for ${WHO_WEEKLY_MINUTES.min}-${WHO_WEEKLY_MINUTES.max} minutes a week in all).`
  );
}

/** A stored exercise detail as aerobicMinutes reads it. */
export interface AerobicDetail {
  reps: string;
  sets: number;
  rpe: number | null;
}

/**
 * Minutes of moderate aerobic work in a workout or a program day: blocks
 * prescribed in minutes at RPE 6 or less (steady rides, rows, walks).
 * Intervals (seconds at RPE 7-8) are not counted: they are hard work,
 * not the moderate minutes the WHO figure speaks of. The programs sum
 * this over a week.
 */
export function aerobicMinutes(workout: { exerciseDetails: Readonly<Record<string, AerobicDetail>> }): number {
  let total = 0;
  for (const d of Object.values(workout.exerciseDetails)) {
    const { work, unit } = parseWork(d.reps);
    if (unit === "minutes" && d.rpe !== null && d.rpe <= AEROBIC_RPE) total += work * Math.max(1, d.sets);
  }
  return total;
}
