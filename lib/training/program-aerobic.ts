/**
 * Fat loss and general fitness (COACHING.md §4): the WHO's 150-300 minutes a week of moderate
 * activity, "as cardio days or finishers". Planned first as walks or easy rides on the rest days,
 * where they cost the lifting nothing (20 to 60 minutes each, in 5-minute steps); what the rest
 * days cannot hold (a 5- or 6-day split) becomes a walk or ride after each lifting day, 10 minutes
 * at least. Every piece is in minutes with the talk test as its effort cue, never rep sets; the
 * week's note states the total counted from these figures.
 */
import { WHO_WEEKLY_MINUTES, wantsAerobicWork } from "./aerobic-work";

export interface AerobicWeek {
  /** Minutes on each rest day. */
  restMinutes: number;
  /** Minutes after each lifting day (0 when the rest days hold the week). */
  afterLifting: number;
  weekNote: string;
}

const EFFORT = "at a pace you can talk in short sentences (RPE 5-6)";

export function aerobicWeek(goal: string, restDays: number, liftingDays: number): AerobicWeek | null {
  if (!wantsAerobicWork([goal]) || restDays + liftingDays === 0) return null;
  const { min, max } = WHO_WEEKLY_MINUTES;
  const restMinutes = restDays > 0 ? Math.min(60, Math.max(20, Math.ceil(min / restDays / 5) * 5)) : 0;
  const left = Math.max(0, min - restMinutes * restDays);
  const afterLifting = left > 0 && liftingDays > 0 ? Math.max(10, Math.ceil(left / liftingDays / 5) * 5) : 0;
  const total = restMinutes * restDays + afterLifting * liftingDays;
  const parts = [
    ...(restDays > 0 ? [`${restDays} rest day${restDays > 1 ? "s" : ""} of ${restMinutes} minutes of brisk walking or easy cycling`] : []),
    ...(afterLifting > 0 ? [`${afterLifting} minutes after each of the ${liftingDays} lifting days`] : []),
  ];
  const weekNote = `Aerobic work: ${parts.join(" and ")}, ${total} minutes a week, inside the ${min}-${max} minutes of moderate activity a week the WHO advises.`;
  return { restMinutes, afterLifting, weekNote };
}

export function restDayNote(weekday: string, cardio: AerobicWeek | null): string {
  if (!cardio || cardio.restMinutes === 0) return `${weekday}: rest. A walk, easy cycling or mobility work helps recovery.`;
  return `${weekday}: rest from lifting. ${cardio.restMinutes} minutes of brisk walking or easy cycling ${EFFORT}.`;
}

/** The sentence a lifting day's notes end with when the rest days cannot hold the week's minutes. */
export function afterLiftingNote(cardio: AerobicWeek | null): string {
  if (!cardio || cardio.afterLifting === 0) return "";
  return ` After lifting (outside the session's time): ${cardio.afterLifting} minutes of brisk walking or easy cycling ${EFFORT}.`;
}
