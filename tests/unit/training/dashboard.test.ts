import { describe, expect, it } from "vitest";
import { achievements, activityBuckets, barHeight, currentStreak, dashboardStats, greeting, greetingForHour, parseRecordDate, recentWorkouts, statCards, streakMessage } from "@/lib/training/dashboard";
import { displayTimeZone, hourIn, isTimeZone, TIME_ZONE_COOKIE } from "@/lib/shared/time-zone";

// Local-time dates so the tests hold in any time zone; June has no DST change.
const at = (day: number, hour: number, minute = 0) => new Date(2025, 5, day, hour, minute);
const now = at(18, 9, 30); // Wednesday 18 June 2025, 09:30

const sessions = [
  { id: "s5", startedAt: at(12, 10), durationMinutes: 90, estimatedCaloriesBurned: null, completedAt: null },
  { id: "s1", startedAt: at(18, 7), durationMinutes: 45, estimatedCaloriesBurned: 300, completedAt: at(18, 7, 45) },
  { id: "s3", startedAt: at(16, 19), durationMinutes: 30, estimatedCaloriesBurned: 200, completedAt: at(16, 19, 30) },
  { id: "s2", startedAt: at(17, 18), durationMinutes: 60, estimatedCaloriesBurned: 400, completedAt: at(17, 19) },
  { id: "s4", startedAt: at(15, 8), durationMinutes: 50, estimatedCaloriesBurned: 350, completedAt: at(15, 9) },
];

describe("greeting (cut-offs 12 and 18)", () => {
  it("morning before 12, afternoon before 18, else evening", () => {
    expect(greetingForHour(0)).toBe("Good morning");
    expect(greetingForHour(11)).toBe("Good morning");
    expect(greetingForHour(12)).toBe("Good afternoon");
    expect(greetingForHour(17)).toBe("Good afternoon");
    expect(greetingForHour(18)).toBe("Good evening");
    expect(greeting(now, "Alex")).toBe("Good morning, Alex");
    expect(greeting(at(18, 20), "")).toBe("Good evening");
  });
});

describe("streak", () => {
  it("counts consecutive calendar days, two sessions on one day once", () => {
    // 18, 17, 16, 15 in a row, then a gap to 12.
    expect(currentStreak(sessions, now)).toBe(4);
    expect(currentStreak([...sessions, { startedAt: at(18, 6) }], now)).toBe(4);
  });

  it("reads calendar days, not hours between sessions (issue 20 item 8)", () => {
    expect(currentStreak([{ startedAt: at(18, 8) }, { startedAt: at(17, 7) }, { startedAt: at(16, 19) }], now)).toBe(3);
    expect(currentStreak([{ startedAt: at(18, 21) }, { startedAt: at(17, 8) }], at(18, 22))).toBe(2); // 37 h apart, consecutive days
    expect(currentStreak([{ startedAt: at(18, 8) }, { startedAt: at(16, 21) }], now)).toBe(1); // 35 h apart, 17 skipped
  });

  it("uses the given time zone's calendar", () => {
    // 14:00 UTC on the 16th and 16:00 UTC on the 17th: in New York (UTC-4) the 16th and the 17th,
    // in Tokyo (UTC+9) the 16th (23:00) and the 18th (01:00), a day skipped.
    const sessionsUtc = [{ startedAt: new Date(Date.UTC(2025, 5, 16, 14, 0)) }, { startedAt: new Date(Date.UTC(2025, 5, 17, 16, 0)) }];
    const nowUtc = new Date(Date.UTC(2025, 5, 17, 18, 0));
    expect(currentStreak(sessionsUtc, nowUtc, "America/New_York")).toBe(2);
    expect(currentStreak(sessionsUtc, nowUtc, "Asia/Tokyo")).toBe(1);
  });

  it("is current only when the newest session is today or yesterday", () => {
    expect(currentStreak([{ startedAt: at(17, 6) }, { startedAt: at(16, 7) }], now)).toBe(2);
    expect(currentStreak([{ startedAt: at(16, 23) }, { startedAt: at(15, 22) }], now)).toBe(0);
    expect(currentStreak([], now)).toBe(0);
  });

  it("messages", () => {
    expect(streakMessage(0)).toBe("Ready to start your fitness journey? Let's get moving!");
    expect(streakMessage(4)).toBe("You're on a 4-day streak! Keep it up!");
  });
});

describe("stat cards and recent workouts", () => {
  it("totals, average of recorded durations, calories", () => {
    const stats = dashboardStats(sessions, now);
    expect(stats).toEqual({ totalWorkouts: 5, currentStreak: 4, totalMinutes: 275, avgDuration: 55, caloriesBurned: 1250 });
    expect(dashboardStats(sessions, now, { totalWorkouts: 42 }).totalWorkouts).toBe(42);
    expect(dashboardStats([], now)).toEqual({ totalWorkouts: 0, currentStreak: 0, totalMinutes: 0, avgDuration: 0, caloriesBurned: 0 });
    expect(statCards(stats).map((c) => c.label)).toEqual(["Total Workouts", "Current Streak", "Total Minutes", "Avg Duration", "Calories Burned"]);
  });

  it("recent workouts: newest first, up to 5", () => {
    const more = [...sessions, { id: "s0", startedAt: at(10, 9) }];
    expect(recentWorkouts(more).map((s) => s.id)).toEqual(["s1", "s2", "s3", "s4", "s5"]);
  });

  it("parses record dates with a space", () => {
    expect(parseRecordDate("2026-01-31 12:00:00.000Z")?.toISOString()).toBe("2026-01-31T12:00:00.000Z");
    expect(parseRecordDate("")).toBeNull();
    expect(parseRecordDate("nope")).toBeNull();
  });
});

describe("activity chart (75 minutes = full bar)", () => {
  it("bar height", () => {
    expect(barHeight(75)).toBe(100);
    expect(barHeight(90)).toBe(100);
    expect(barHeight(30)).toBe(40);
    expect(barHeight(50)).toBe(67);
    expect(barHeight(0)).toBe(0);
  });

  it("week: 7 daily buckets ending today", () => {
    const week = activityBuckets(sessions, "week", now);
    expect(week.map((b) => b.label)).toEqual(["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]);
    expect(week.map((b) => b.minutes)).toEqual([90, 0, 0, 50, 30, 60, 45]);
    expect(week.map((b) => b.heightPercent)).toEqual([100, 0, 0, 67, 40, 80, 60]);
  });

  it("month: 30 daily buckets; year: 12 months by average minutes per training day", () => {
    const month = activityBuckets(sessions, "month", now);
    expect(month).toHaveLength(30);
    expect(month[0].label).toBe("20"); // 20 May
    expect(month[29].label).toBe("18");
    const year = activityBuckets(sessions, "year", now);
    expect(year.map((b) => b.label)).toEqual(["Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun"]);
    expect(year[11]).toMatchObject({ minutes: 275, sessions: 5, heightPercent: 73 }); // 55 min/day
    expect(year[10].heightPercent).toBe(0);
  });
});

describe("achievements", () => {
  it("earned from completed sessions, each with its rule", () => {
    const list = achievements(sessions);
    expect(list.map((a) => [a.title, a.earned])).toEqual([
      ["First Workout", true],
      ["Week Warrior", false],
      ["Early Bird", false],
      ["Century Club", false],
    ]);
    expect(list[1].progress).toEqual({ current: 3, target: 5 });
    expect(list.every((a) => a.rule.length > 0)).toBe(true);
  });

  it("Week Warrior at 5 completed sessions in one Monday-Sunday week", () => {
    const week = [16, 17, 18, 19, 20].map((d) => ({ startedAt: at(d, 18), completedAt: at(d, 19) }));
    expect(achievements(week)[1].earned).toBe(true);
    // Sunday 15 and Monday 16-19 straddle two weeks: 1 + 4.
    const straddle = [15, 16, 17, 18, 19].map((d) => ({ startedAt: at(d, 18), completedAt: at(d, 19) }));
    expect(achievements(straddle)[1].earned).toBe(false);
  });

  it("Early Bird before 07:00; Century Club at 100", () => {
    expect(achievements([{ startedAt: at(18, 6, 45), completedAt: at(18, 7, 30) }])[2].earned).toBe(true);
    expect(achievements([{ startedAt: at(18, 6, 45) }])[2].earned).toBe(false); // not completed
    expect(achievements(sessions, { completedWorkouts: 100 })[3].earned).toBe(true);
    expect(achievements([], { completedWorkouts: 0 })[0].earned).toBe(false);
  });
});

describe("calendar days in the account's time zone", () => {
  // 10:30 UTC: 23:30 on Nov 27 in Auckland, 02:30 on Nov 27 in Los Angeles.
  const session = { startedAt: "2026-11-27 10:30:00.000Z", completedAt: "2026-11-27 11:00:00.000Z", durationMinutes: 30 };
  // 11:30 UTC: already Nov 28 in Auckland, still Nov 27 in Los Angeles.
  const now = new Date("2026-11-27T11:30:00Z");

  it("puts a session on the day it was in that zone, in the week view", () => {
    const la = activityBuckets([session], "week", now, "America/Los_Angeles");
    const akl = activityBuckets([session], "week", now, "Pacific/Auckland");
    expect(la[6].sessions).toBe(1); // today in LA
    expect(akl[6].sessions).toBe(0); // today in Auckland is the 28th
    expect(akl[5].sessions).toBe(1);
    expect(la[6].label).toBe("Fri");
    expect(akl[6].label).toBe("Sat");
  });

  it("counts the streak in the zone, and ignores a zone this runtime does not know", () => {
    expect(currentStreak([session], now, "Pacific/Auckland")).toBe(1);
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(() => activityBuckets([session], "week", now, "Mars/Olympus_Mons")).not.toThrow();
  });
});

describe("the page's time zone (server-rendered dashboard and history)", () => {
  const noonUtc = new Date(Date.UTC(2025, 5, 18, 12, 0));

  it("greets by the hour in the lifter's zone, not the server's", () => {
    expect(hourIn(noonUtc, "UTC")).toBe(12);
    expect(hourIn(noonUtc, "America/Los_Angeles")).toBe(5);
    expect(hourIn(noonUtc, "Asia/Tokyo")).toBe(21);
    expect(greeting(noonUtc, "Alex", "America/Los_Angeles")).toBe("Good morning, Alex");
    expect(greeting(noonUtc, "Alex", "Asia/Tokyo")).toBe("Good evening, Alex");
    expect(greeting(new Date(Date.UTC(2025, 5, 18, 0, 30)), "", "UTC")).toBe("Good morning");
  });

  it("prefers the account's zone, then the browser's cookie, and rejects anything that is not a zone", () => {
    expect(TIME_ZONE_COOKIE).toBe("ff_tz");
    expect(displayTimeZone("Europe/Berlin", "Asia/Tokyo")).toBe("Europe/Berlin");
    expect(displayTimeZone("", "Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(displayTimeZone(null, "Not/AZone")).toBeUndefined();
    expect(displayTimeZone(undefined, "x".repeat(5000))).toBeUndefined();
    expect(displayTimeZone(undefined, "Europe/Berlin\"><script>")).toBeUndefined();
  });
});

describe("achievements in the lifter's zone", () => {
  it("counts Early Bird by the local hour and Week Warrior by the local Monday-Sunday week", () => {
    // 05:30 UTC on Monday 2025-06-16 is 07:30 in Berlin (not early) and 22:30 on Sunday in Los Angeles.
    const mondayMorningUtc = { id: "a", startedAt: new Date(Date.UTC(2025, 5, 16, 5, 30)), completedAt: new Date(Date.UTC(2025, 5, 16, 6, 30)), durationMinutes: 60 };
    const early = (zone: string) => achievements([mondayMorningUtc], { timeZone: zone }).find((a) => a.id === "early-bird")!.earned;
    expect(early("UTC")).toBe(true);
    expect(early("Europe/Berlin")).toBe(false);
    // Sessions Tue-Fri at noon UTC plus that Monday: one Monday-Sunday week in Berlin, but in Los Angeles the Monday is the Sunday before.
    const week = [1, 2, 3, 4].map((d) => ({ id: `w${d}`, startedAt: new Date(Date.UTC(2025, 5, 16 + d, 12)), completedAt: new Date(Date.UTC(2025, 5, 16 + d, 13)), durationMinutes: 60 }));
    const warrior = (zone: string) => achievements([mondayMorningUtc, ...week], { timeZone: zone }).find((a) => a.id === "week-warrior")!;
    expect(warrior("Europe/Berlin").earned).toBe(true);
    expect(warrior("America/Los_Angeles").earned).toBe(false);
    expect(warrior("America/Los_Angeles").progress.current).toBe(4);
  });
});
