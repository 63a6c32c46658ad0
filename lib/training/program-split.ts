/**
 * Program planning, step 2: the split and the week layout. Which day
 * templates a week trains, and on which of its seven days.
 */
import type { WorkoutType } from "./constants";
import { clamp } from "./values";

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
