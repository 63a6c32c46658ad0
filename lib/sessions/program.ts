/**
 * The active program's next day (dashboard, Scheduled Workouts): weeks in
 * order, days in order, the first training day (not a rest day, with a
 * workout) that the user has not completed since starting the program.
 */

export interface ProgramDayLike {
  id: string;
  dayNumber: number;
  name?: string;
  isRestDay?: boolean;
  workout?: string | null;
}

export interface ProgramWeekLike {
  id: string;
  weekNumber: number;
  days: readonly ProgramDayLike[];
}

export interface NextProgramDay {
  day: ProgramDayLike;
  weekNumber: number;
  /** 1-based position among all training days, and their count ("Day 4 of 36"). */
  position: number;
  total: number;
}

export function trainingDays(weeks: readonly ProgramWeekLike[]): Array<{ day: ProgramDayLike; weekNumber: number }> {
  return [...weeks]
    .sort((a, b) => a.weekNumber - b.weekNumber)
    .flatMap((w) =>
      [...w.days]
        .sort((a, b) => a.dayNumber - b.dayNumber)
        .filter((d) => !d.isRestDay && Boolean(d.workout))
        .map((day) => ({ day, weekNumber: w.weekNumber })),
    );
}

/** Null when every training day is done (the program is finished) or it has none. */
export function nextProgramDay(weeks: readonly ProgramWeekLike[], completedDayIds: ReadonlySet<string>): NextProgramDay | null {
  const days = trainingDays(weeks);
  const index = days.findIndex((d) => !completedDayIds.has(d.day.id));
  if (index < 0) return null;
  return { ...days[index], position: index + 1, total: days.length };
}

const DAY_MS = 86_400_000;

/** Local midnight of a date (the browser's calendar, where the user trains). */
function localDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/**
 * The date of a program day: the program's own calendar counted from the day it was
 * started (week w, day d → start + 7 × (w − 1) + (d − 1) days). A plan that has fallen
 * behind is not shown in the past: the next workout is then today, or tomorrow when a
 * program workout was already done today.
 */
export function programDayDate(input: { since: Date; weekNumber: number; dayNumber: number; now: Date; lastDoneAt?: Date | null }): Date {
  const scheduled = addDays(localDay(input.since), 7 * (input.weekNumber - 1) + (input.dayNumber - 1));
  const today = localDay(input.now);
  const doneToday = input.lastDoneAt ? localDay(input.lastDoneAt).getTime() === today.getTime() : false;
  const earliest = doneToday ? addDays(today, 1) : today;
  return scheduled.getTime() < earliest.getTime() ? earliest : scheduled;
}

/** "Today", "Tomorrow", or the weekday and date ("Wed, Dec 2"), in the browser's calendar. */
export function relativeDayText(day: Date, now: Date): string {
  const diff = Math.round((localDay(day).getTime() - localDay(now).getTime()) / DAY_MS);
  if (diff === 0) return "Today";
  if (diff === 1) return "Tomorrow";
  return day.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric" });
}
