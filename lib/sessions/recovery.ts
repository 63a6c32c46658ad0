/**
 * "What should I train today?" (issue 21 item 3): the workout type for
 * POST /api/workouts/generate with "workoutType": "auto", chosen from the
 * lifter's last seven days of logged sets (COACHING.md §3 and §6):
 * - a muscle group with RECOVERING_SETS or more hard sets in the last 48
 *   hours is still recovering: it gets no direct work today (its muscles go
 *   to the generator's avoidMuscles) and a split built on it scores low;
 * - groups under the level's weekly band get priority, the furthest under first;
 * - when every big group is recovering, an easy aerobic session.
 * A hard set is a completed set rated RPE 6 or more, or not rated; a
 * secondary muscle counts half (the program planner's groupCredits).
 */
import { groupCredits, groupOf, LEVEL_SET_BANDS, MAJOR_GROUPS } from "@/lib/training/program-volume";
import type { WorkoutType } from "@/lib/training/data/workout-builder";

export interface RecentSet {
  /** When it was done, ms since the epoch. */
  at: number;
  rpe: number;
  primaryMuscles: readonly string[];
  secondaryMuscles: readonly string[];
}

export const RECOVERY_HOURS = 48;
export const RECOVERING_SETS = 4;
const WEEK_MS = 7 * 86_400_000;

type Split = Extract<WorkoutType, "full_body" | "upper_body" | "lower_body" | "push" | "pull">;
/** In this order on a tie: full body first (the default with nothing logged), then the halves. */
const SPLITS: Readonly<Record<Split, readonly string[]>> = {
  full_body: ["chest", "back", "shoulders", "quads", "hamstrings", "glutes"],
  upper_body: ["chest", "back", "shoulders", "rear_delts", "biceps", "triceps"],
  lower_body: ["quads", "hamstrings", "glutes", "calves"],
  push: ["chest", "shoulders", "triceps"],
  pull: ["back", "rear_delts", "biceps"],
};
const LABELS: Readonly<Record<WorkoutType, string>> = {
  full_body: "Full Body",
  upper_body: "Upper Body",
  lower_body: "Lower Body",
  push: "Push",
  pull: "Pull",
  legs: "Legs",
  cardio: "Cardio",
};

export interface TodaysChoice {
  workoutType: WorkoutType;
  /** Catalogue muscle names trained hard in the last 48 hours: no direct work today. */
  avoidMuscles: string[];
  /** Why, in the lifter's words: for the answer's notes. */
  notes: string[];
}

const round = (n: number) => Math.round(n * 10) / 10;
const list = (xs: readonly string[]) => (xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);
const pretty = (group: string) => group.replace("_", " ");

export function chooseTodaysWorkout(sets: readonly RecentSet[], now: number, level: string): TodaysChoice {
  const recent48 = new Map<string, number>();
  const week = new Map<string, number>();
  const musclesOfGroup = new Map<string, Set<string>>();
  for (const s of sets) {
    if (s.rpe > 0 && s.rpe < 6) continue;
    const age = now - s.at;
    if (age < 0 || age > WEEK_MS) continue;
    for (const m of s.primaryMuscles) {
      const g = groupOf(m);
      if (g) musclesOfGroup.set(g, (musclesOfGroup.get(g) ?? new Set()).add(m));
    }
    for (const [g, c] of groupCredits(s.primaryMuscles, s.secondaryMuscles)) {
      week.set(g, (week.get(g) ?? 0) + c);
      if (age <= RECOVERY_HOURS * 3_600_000) recent48.set(g, (recent48.get(g) ?? 0) + c);
    }
  }

  const recovering = [...recent48].filter(([, n]) => n >= RECOVERING_SETS).map(([g]) => g);
  const band = LEVEL_SET_BANDS[level] ?? LEVEL_SET_BANDS.intermediate;
  const need = (g: string) => Math.max(0, band.min - (week.get(g) ?? 0)) / band.min;
  const score = (groups: readonly string[]) => groups.reduce((s, g) => s + (recovering.includes(g) ? -1 : need(g)), 0) / groups.length;

  const avoidMuscles = [...new Set(recovering.flatMap((g) => [...(musclesOfGroup.get(g) ?? [])]))].sort();
  const recoveringText = recovering.length ? `${list(recovering.map((g) => `${pretty(g)} (${round(recent48.get(g) ?? 0)} hard sets)`))} trained hard in the last 48 hours` : "";

  if (MAJOR_GROUPS.every((g) => recovering.includes(g))) {
    return {
      workoutType: "cardio",
      avoidMuscles,
      notes: [`Chosen for today: Cardio. Every big muscle group was trained hard in the last 48 hours (${recoveringText.replace(" trained hard in the last 48 hours", "")}): an easy aerobic session lets them recover.`],
    };
  }

  let best: Split = "full_body";
  for (const split of Object.keys(SPLITS) as Split[]) if (score(SPLITS[split]) > score(SPLITS[best]) + 1e-9) best = split;

  const behind = SPLITS[best]
    .filter((g) => !recovering.includes(g) && need(g) > 0)
    .sort((a, b) => need(b) - need(a))
    .slice(0, 3)
    .map((g) => `${pretty(g)} ${round(week.get(g) ?? 0)} of ${band.min}`);
  const notes = [
    sets.length === 0
      ? `Chosen for today: ${LABELS[best]}. No sets logged in the last 7 days, so every muscle is fresh: a full-body session starts the week.`
      : `Chosen for today: ${LABELS[best]}.${recoveringText ? ` ${recoveringText[0].toUpperCase()}${recoveringText.slice(1)}: no direct work for them today.` : ""}${behind.length ? ` Under this week's band (hard sets so far): ${list(behind)}.` : ""}`,
  ];
  return { workoutType: best, avoidMuscles, notes };
}
