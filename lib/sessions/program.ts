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
