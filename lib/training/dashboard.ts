/**
 * Dashboard figures from the user's workout sessions (spec 1 §2, §4, §9):
 * greeting, streak, stat cards, activity chart and achievements. The clock is
 * always passed in (`now`) so results are reproducible; calendar days are
 * local days of the runtime (the browser shows the user's own days).
 */
import { DASHBOARD } from "./constants";
import { hourIn, isTimeZone } from "./time-zone";

export interface SessionLike {
  id?: string;
  startedAt?: string | Date | null;
  completedAt?: string | Date | null;
  durationMinutes?: number | null;
  estimatedCaloriesBurned?: number | null;
  totalVolume?: number | null;
  created?: string | Date | null;
}

/** Record dates print as "2026-01-31 12:00:00.000Z"; Safari needs the 'T'. */
export function parseRecordDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string" || value.trim() === "") return null;
  const text = value.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, "$1T$2");
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** When a session happened: its start, else its record creation time. */
export function sessionStart(session: SessionLike): Date | null {
  return parseRecordDate(session.startedAt) ?? parseRecordDate(session.created);
}

export function isCompleted(session: SessionLike): boolean {
  return parseRecordDate(session.completedAt) !== null;
}

function minutesOf(session: SessionLike): number {
  const m = session.durationMinutes;
  return typeof m === "number" && Number.isFinite(m) && m > 0 ? m : 0;
}

export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Sessions with a start, newest first. */
export function sortNewestFirst<T extends SessionLike>(sessions: readonly T[]): T[] {
  return sessions
    .map((s) => ({ s, at: sessionStart(s) }))
    .filter((x): x is { s: T; at: Date } => x.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((x) => x.s);
}

// ---------------------------------------------------------------------------
// Greeting
// ---------------------------------------------------------------------------

export type Greeting = "Good morning" | "Good afternoon" | "Good evening";

/** Morning before 12, afternoon before 18, otherwise evening. */
export function greetingForHour(hour: number): Greeting {
  if (hour < DASHBOARD.morningBeforeHour) return "Good morning";
  if (hour < DASHBOARD.afternoonBeforeHour) return "Good afternoon";
  return "Good evening";
}

/** The greeting for the hour in the lifter's zone (the runtime's own without one). */
export function greeting(now: Date, name?: string | null, timeZone?: string): string {
  const base = greetingForHour(hourIn(now, timeZone));
  const who = name?.trim();
  return who ? `${base}, ${who}` : base;
}

// ---------------------------------------------------------------------------
// Streak
// ---------------------------------------------------------------------------

/**
 * The calendar day a moment falls on, as a day number (days since 1970-01-01
 * of that calendar date). Without a time zone the runtime's own is used: the
 * dashboard runs in the browser, so that is the user's.
 */
export function calendarDay(date: Date, timeZone?: string): number {
  if (!timeZone || !isTimeZone(timeZone)) return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day")) / 86_400_000;
}

/**
 * Current streak: the run of consecutive calendar days with a session, ending
 * today or yesterday (a streak that ended last week is not "current"). Hours
 * between sessions do not matter: 08:00 one day and 21:00 the next are two
 * days in a row; 23:00 and 10:00 two days later skip a day.
 */
export function currentStreak(sessions: readonly SessionLike[], now: Date, timeZone?: string): number {
  const days = new Set<number>();
  for (const s of sessions) {
    const at = sessionStart(s);
    if (at && at.getTime() <= now.getTime()) days.add(calendarDay(at, timeZone));
  }
  const today = calendarDay(now, timeZone);
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

export function streakMessage(streak: number): string {
  if (streak <= 0) return DASHBOARD.noStreakMessage;
  if (streak === 1) return "You trained today or yesterday - keep the streak going!";
  return `You're on a ${streak}-day streak! Keep it up!`;
}

// ---------------------------------------------------------------------------
// Stat cards and recent list
// ---------------------------------------------------------------------------

export interface DashboardStats {
  totalWorkouts: number;
  currentStreak: number;
  totalMinutes: number;
  avgDuration: number;
  caloriesBurned: number;
}

/**
 * Stat cards from the fetched sessions. `totalWorkouts` may be given from the
 * list's totalItems, since only 10 sessions are fetched. The average counts
 * only sessions with a recorded duration, so unfinished ones do not drag it
 * towards zero.
 */
export function dashboardStats(
  sessions: readonly SessionLike[],
  now: Date,
  options: { totalWorkouts?: number; timeZone?: string } = {},
): DashboardStats {
  const withDuration = sessions.filter((s) => minutesOf(s) > 0);
  const totalMinutes = Math.round(withDuration.reduce((s, x) => s + minutesOf(x), 0));
  const calories = sessions.reduce((sum, s) => {
    const c = s.estimatedCaloriesBurned;
    return sum + (typeof c === "number" && Number.isFinite(c) && c > 0 ? c : 0);
  }, 0);
  return {
    totalWorkouts: options.totalWorkouts ?? sessions.length,
    currentStreak: currentStreak(sessions, now, options.timeZone),
    totalMinutes,
    avgDuration: withDuration.length > 0 ? Math.round(totalMinutes / withDuration.length) : 0,
    caloriesBurned: Math.round(calories),
  };
}

export interface StatCard {
  key: keyof DashboardStats;
  label: string;
  value: number;
  unit: string;
}

export function statCards(stats: DashboardStats): StatCard[] {
  return [
    { key: "totalWorkouts", label: "Total Workouts", value: stats.totalWorkouts, unit: "" },
    { key: "currentStreak", label: "Current Streak", value: stats.currentStreak, unit: stats.currentStreak === 1 ? "day" : "days" },
    { key: "totalMinutes", label: "Total Minutes", value: stats.totalMinutes, unit: "min" },
    { key: "avgDuration", label: "Avg Duration", value: stats.avgDuration, unit: "min" },
    { key: "caloriesBurned", label: "Calories Burned", value: stats.caloriesBurned, unit: "kcal" },
  ];
}

/** Recent Workouts: newest first, up to 5. */
export function recentWorkouts<T extends SessionLike>(sessions: readonly T[]): T[] {
  return sortNewestFirst(sessions).slice(0, DASHBOARD.recentShown);
}

// ---------------------------------------------------------------------------
// Activity chart
// ---------------------------------------------------------------------------

export type ActivityPeriod = "week" | "month" | "year";

export interface ActivityBucket {
  label: string;
  start: Date;
  minutes: number;
  sessions: number;
  /** Bar height 0-100; 75 minutes is a full bar. */
  heightPercent: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** 75 minutes (a full training day) fills the bar; more is capped at 100%. */
export function barHeight(minutes: number): number {
  return Math.min(100, Math.round((minutes / DASHBOARD.fullBarMinutes) * 100));
}

/** Days shown in the month view: the last 30 days including today. */
export const MONTH_VIEW_DAYS = 30;

/**
 * Buckets for the Week (7 days), Month (30 days, one bar per day) and Year
 * (12 months) views, oldest first. Day bars use the day's minutes. A month
 * bar would always be full on a per-day scale, so it shows the average
 * minutes per training day in that month instead, keeping "75 minutes = full
 * bar" meaningful across all three views.
 */
export function activityBuckets(sessions: readonly SessionLike[], period: ActivityPeriod, now: Date, timeZone?: string): ActivityBucket[] {
  // Calendar days as day numbers in the user's zone (the browser's without one); a day
  // number's UTC date is that calendar date, so labels read it in UTC.
  const dated = sessions
    .map((s) => ({ at: sessionStart(s), minutes: minutesOf(s) }))
    .filter((x): x is { at: Date; minutes: number } => x.at !== null)
    .map((x) => ({ ...x, day: calendarDay(x.at, timeZone) }));
  const today = calendarDay(now, timeZone);
  const dateOf = (day: number) => new Date(day * 86_400_000);
  const localStart = (d: Date) => new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

  if (period === "year") {
    const current = dateOf(today);
    const buckets: ActivityBucket[] = [];
    for (let i = 11; i >= 0; i--) {
      const month = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - i, 1));
      const inMonth = dated.filter((x) => {
        const d = dateOf(x.day);
        return d.getUTCFullYear() === month.getUTCFullYear() && d.getUTCMonth() === month.getUTCMonth();
      });
      const minutes = inMonth.reduce((s, x) => s + x.minutes, 0);
      const activeDays = new Set(inMonth.map((x) => x.day)).size;
      buckets.push({
        label: MONTHS[month.getUTCMonth()],
        start: localStart(month),
        minutes,
        sessions: inMonth.length,
        heightPercent: activeDays > 0 ? barHeight(minutes / activeDays) : 0,
      });
    }
    return buckets;
  }

  const days = period === "week" ? 7 : MONTH_VIEW_DAYS;
  const buckets: ActivityBucket[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = today - i;
    const date = dateOf(day);
    const inDay = dated.filter((x) => x.day === day);
    const minutes = inDay.reduce((s, x) => s + x.minutes, 0);
    buckets.push({
      label: period === "week" ? WEEKDAYS[date.getUTCDay()] : String(date.getUTCDate()),
      start: localStart(date),
      minutes,
      sessions: inDay.length,
      heightPercent: barHeight(minutes),
    });
  }
  return buckets;
}

// ---------------------------------------------------------------------------
// Achievements
// ---------------------------------------------------------------------------

export interface Achievement {
  id: "first-workout" | "week-warrior" | "early-bird" | "century-club";
  title: string;
  /** The rule, shown in the UI so users know how to earn it. */
  rule: string;
  earned: boolean;
  progress: { current: number; target: number };
}

export const EARLY_BIRD_BEFORE_HOUR = 7;
export const WEEK_WARRIOR_SESSIONS = 5;
export const CENTURY_CLUB_WORKOUTS = 100;

/** The calendar day number of the Monday of the week a date falls in (1970-01-01, day 0, was a Thursday). */
function weekStartDay(date: Date, timeZone?: string): number {
  const day = calendarDay(date, timeZone);
  return day - ((day + 3) % 7);
}

/**
 * Achievements earned from completed sessions. Week Warrior is 5 completed
 * workouts in one calendar week (Monday-Sunday) rather than a 7-day streak:
 * a good plan has rest days, and the badge should reward a full training
 * week, not skipping recovery. Century Club reads `completedWorkouts` when
 * the caller knows the full count (the dashboard fetches only 10 sessions).
 */
export function achievements(sessions: readonly SessionLike[], options: { completedWorkouts?: number; timeZone?: string } = {}): Achievement[] {
  const completed = sessions.filter(isCompleted);
  const starts = completed.map(sessionStart).filter((d): d is Date => d !== null);
  const perWeek = new Map<number, number>();
  for (const d of starts) {
    const key = weekStartDay(d, options.timeZone);
    perWeek.set(key, (perWeek.get(key) ?? 0) + 1);
  }
  const bestWeek = Math.max(0, ...perWeek.values());
  const early = starts.some((d) => hourIn(d, options.timeZone) < EARLY_BIRD_BEFORE_HOUR);
  const total = Math.max(options.completedWorkouts ?? 0, completed.length);
  return [
    {
      id: "first-workout",
      title: "First Workout",
      rule: "Complete your first workout",
      earned: total >= 1,
      progress: { current: Math.min(total, 1), target: 1 },
    },
    {
      id: "week-warrior",
      title: "Week Warrior",
      rule: `Complete ${WEEK_WARRIOR_SESSIONS} workouts in one week (Monday to Sunday)`,
      earned: bestWeek >= WEEK_WARRIOR_SESSIONS,
      progress: { current: Math.min(bestWeek, WEEK_WARRIOR_SESSIONS), target: WEEK_WARRIOR_SESSIONS },
    },
    {
      id: "early-bird",
      title: "Early Bird",
      rule: `Complete a workout started before ${EARLY_BIRD_BEFORE_HOUR}:00 in the morning`,
      earned: early,
      progress: { current: early ? 1 : 0, target: 1 },
    },
    {
      id: "century-club",
      title: "Century Club",
      rule: `Complete ${CENTURY_CLUB_WORKOUTS} workouts`,
      earned: total >= CENTURY_CLUB_WORKOUTS,
      progress: { current: Math.min(total, CENTURY_CLUB_WORKOUTS), target: CENTURY_CLUB_WORKOUTS },
    },
  ];
}
