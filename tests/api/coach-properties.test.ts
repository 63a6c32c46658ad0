/**
 * Coach properties (issue 19 item 10): the fixed grid of 600 workout
 * profiles (level × goal × kit × injury × two session types, 30-75 minutes)
 * and 47 programs, generated from the real catalogue in PGlite with the
 * functions the API calls, checked rule by rule against COACHING.md
 * (lib/training/audit). A failing rule reports how many plans break it and
 * up to five examples, so one run shows every rule's state.
 *
 * Issue 19 is not finished: a few rules still fail on part of the grid. Those
 * rules have a floor (FLOORS, the pass rate measured when it was set) that a
 * change may raise but not lower; every other rule must hold on every plan.
 * When a rule reaches 100%, delete its floor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import { PROGRAM_RULES, SESSION_RULES, type AuditProgram, type AuditSession, type Rule } from "@/lib/training/audit";
import { programGrid, runProgramGrid, runWorkoutGrid, workoutGrid } from "@/lib/training/audit/grid";
import type { Catalogue } from "@/lib/training/catalogue";

let catalogue: Catalogue;
let sessions: AuditSession[] = [];
let refused: string[] = [];
let programs: AuditProgram[] = [];
let programDays: AuditSession[] = [];
let programsRefused: string[] = [];

beforeAll(async () => {
  catalogue = await loadCatalogue(await getDatabase());
  ({ sessions, refused } = runWorkoutGrid(catalogue));
  ({ programs, programDays, programsRefused } = runProgramGrid(catalogue));
}, 180_000);

/** Every subject the rule applies to that breaks it, as "label: reason". */
function failures<T extends { label: string }>(rule: Rule<T>, subjects: readonly T[]): { checked: number; bad: string[] } {
  let checked = 0;
  const bad: string[] = [];
  for (const s of subjects) {
    const v = rule.check(s);
    if (!v) continue;
    checked += 1;
    if (!v.pass) bad.push(`${s.label}: ${v.reason}`);
  }
  return { checked, bad };
}

type Subjects = "workouts" | "program days" | "programs";

/** Lowest pass rate (%) allowed for the rules not yet met everywhere; see the header. */
// Measured on 2026-11-27 (bench/coach-audit.ts), less about a point for the tie-breaks that record ids
// (random per database) can move. Before this work the same rules stood far lower: see the issue 19 note.
const FLOORS: Partial<Record<Subjects, Record<string, number>>> = {
  // Issue 19 coach review, session rules added 2026-11-28 (bench/coach-audit.ts), measured when added:
  workouts: {
    "upper/full: pull >= push, floor/doorframe pulls at half": 97.5, // 97.9
    // "doorframe/towel rows only without pulling kit, noted": 100 (70.3 before: no note without kit; with dumbbells
    // and back pain the ladder's doorframe row led, now the table row beside it, and selection bars the rest).
    // 8.1 before the cuff slot (workout-slots.ts), 67.3 with it; 83.6 once a count that leaves the slot's work out
    // costs three minutes (workout-generator.ts fittedCost). Short full-body days still miss it.
    "shoulder impingement: external rotation/face pull": 81, // 81.8 (83.6 before strength-day accessories went to 8-12 and took less time)
    // "upper/push hypertrophy: lateral raise work": 100 (31.3 before the side-delt slot, 43.8 with it at the end of
    // the day's first four; now right after the first press, below the band floor allowed, the delt heads counted apart).
    // 90.7 before the top-up (workout-top-up.ts), the delt heads counted apart and loadable single-joint work
    // allowed below the band floor; every shortfall left is stated ("requested minutes met, or the shortfall stated").
    "coach clock within ±15% of the requested minutes": 93.5, // 94.8
    // Issue 19 round 3 (audit/rung-rules.ts), measured when added on 2026-11-28:
    // 79.1 when added; 84.9 once selection bars floor pulldowns, wall sits and holds where the slot has a loaded
    // option for the same muscle and the pulldown ladder takes a loaded pullover before the floor pulldown.
    "weights/bands at hand: no floor pulldown/hold filler": 84.5, // 84.9
    // "carries in metres or seconds": 100 (0 of 2 when added: "20-25 reps per side"; carries now go 30-45 s, prescription.ts).
    // "endurance hinges: 8-12 reps, rest <= 90 s": 100 (53.8 when added: deadlifts and RDLs fell back to 6-12 at 120 s).
  },
  "program days": {
    "upper/full: pull >= push, floor/doorframe pulls at half": 98.5, // 98.8
    // 44.4 (100 of 225): every program day with a doorframe/towel row now notes it (0 when the day notes joined the
    // audit); what fails is a day that has one although bands or a bar are at hand (the planner's balance keeps it).
    "doorframe/towel rows only without pulling kit, noted": 44,
    "shoulder impingement: external rotation/face pull": 4, // 4.4: the cuff slot is for single workouts so far
    "upper/push hypertrophy: lateral raise work": 54, // 54.2
    "coach clock within ±15% of the requested minutes": 62, // 62.4 (deload weeks are not judged)
    // Program days have notes since the day notes joined the audit (2026-11-28), but none states a shortfall as
    // "About N of the M minutes" yet, so this is the strict rule's figure: 62.2 (841 of 1352).
    "requested minutes met, or the shortfall stated": 61.5,
    // The audit times a day with the app's one clock (session-clock.ts) since issue 19's program pass; 95.9 with its fixed 5-minute warm-up.
    "stated minutes within ±15% of the coach clock": 99, // 100.0
    // 99.9 (1802 of 1804): two deload days of eight single sets at RPE 5-6 (no rest between sets to stretch); 99.5 before a
    // short day's rests stretched or its fullest accessory gave a set (paceHardSets), 98.9 before that.
    "hard sets per hour <= 25": 99.5,
    // Issue 19 round 3 (audit/rung-rules.ts), measured when added on 2026-11-28:
    // "int/adv with free weights: loaded squat/lunge leads": 100 (94.0 when added: a bodyweight walking lunge led
    // where another day had the loaded squat; the day's first squat or lunge now keeps its load, workout-selection.ts).
    // "strength with barbell+rack: barbell squat, not goblet": 100 (82.4 when added: shoulder impingement moved the
    // squat down to a goblet squat; now the bar squats the injury allows come first, main-lifts.ts orderSpares).
    // 72.0 when added, 72.3 with the selection bar: most that is left comes from the planner's own pull additions
    // with dumbbells alone (no bench: nothing loaded to pull down).
    "weights/bands at hand: no floor pulldown/hold filler": 72, // 72.3
    // "carries in metres or seconds": 100 (0 of 56 when added). "endurance hinges: 8-12 reps, rest <= 90 s": 100 (38.0).
    // "power/cardio: no 'reps in reserve' wording": 100 (75.9) and "easy aerobic work at RPE <= 5, walks <= 6": 100
    // (12.0: a Brisk Walk at the lifting week's RPE 8) since the program weeks leave conditioning its own effort and
    // give power and cardio deloads their own words (program-weeks.ts ownLanguage).
    // Issue 19 round 4 (audit/role-rules.ts, review fix 6), measured when added on 2026-11-28: 28.4 (42 of 148), 39.2 once
    // single workouts gave a beginner's linear barbell lift no %, 100 once program weeks do the same (program-weeks.ts:
    // "Add N kg each session" and no "Work at about N% of your training max" beside it).
    // "a % TM beside a rep range is the chart's for its top rep": 100 on program days and workouts (13.3 of 639 workouts
    // when added: single workouts read the % for the bottom rep; prescription.ts now reads it for the top one).
  },
  programs: {
    // 69.6 (32 of 46) once a week whose rounded set total left a big muscle under its band gets the set back where a
    // day has room (program-week-limits.ts); 60.9 (28) with an exercise added for a muscle under its band where a day has
    // time (program-fill.ts) and the over-band trim through second-credit work; 50.0 (23) before, 48 before that.
    // Most of what still fails: two-day plans whose ramp cannot fit the band's bottom in week 1, and knee pain with no kit.
    // 71.7 (33) once raiseUnderBand trades a set of a muscle at its top for one under its band; the other 13 state their
    // shortfall with a true reason (the rule after it, exact).
    "week 1: chest/back/quads/hamstrings sets in the level band": 69.5, // 71.7, less one plan for the record-id tie-breaks
    "beginners: main lifts keep sets and reps, load rises": 92, // 92.9 (13 of 14)
    // Issue 19 item 6: 34.8% (16) while rotation kept only the first two lifts; 80.4% (37) once a block keeps its main and
    // two secondary lifts (blockLiftIds). What fails: a lift a week's balancing drops or adds (a single merged away, a
    // squat taken back for a full-body day), not rotation.
    "secondary lifts stable within a block": 78,
    // 100% on each branch alone; 96.9 (31 of 32) with the session rules of the same day merged: an advanced endurance
    // plan with knee issues keeps a 1-set Romanian deadlift in weeks 6-7. Left as measured, to be found.
    "intermediate/advanced: >= 2 hard sets per exercise": 96,
    // Issue 19 round 3: "advanced strength with a barbell: conventional deadlift in the week": 100 (0 of 1 when added:
    // the catalogue files the deadlift's lower back first, which kept it off lower days; main-lifts.ts).
  },
};

function expectRule<T extends { label: string }>(rule: Rule<T>, subjects: readonly T[], kind: Subjects) {
  const { checked, bad } = failures(rule, subjects);
  const report = `${rule.title}: ${bad.length} of ${checked} fail, e.g.\n  ${bad.slice(0, 5).join("\n  ")}`;
  const floor = FLOORS[kind]?.[rule.title];
  if (floor === undefined) expect(bad.length, report).toBe(0);
  else expect(checked === 0 ? 100 : (100 * (checked - bad.length)) / checked, report).toBeGreaterThanOrEqual(floor);
}

describe("the grid", () => {
  it("covers at least 500 workout profiles and 40 programs, and answers nearly all of them", () => {
    expect(workoutGrid(catalogue).length).toBeGreaterThanOrEqual(500);
    expect(programGrid(catalogue).length).toBeGreaterThanOrEqual(40);
    // A refusal is an honest answer for an impossible request, but never for most of the grid.
    expect(refused.length, refused.slice(0, 5).join("\n")).toBeLessThanOrEqual(6);
    // Bodyweight only with wrist pain cannot fill a 60-minute push day: the planner says so instead of padding it.
    expect(programsRefused.filter((r) => !/cannot fill/.test(r)), programsRefused.join("\n")).toEqual([]);
    expect(programsRefused.length).toBeLessThanOrEqual(1);
    expect(sessions.length + refused.length).toBe(workoutGrid(catalogue).length);
  });
});

describe("generated workouts keep the coaching rules", () => {
  for (const rule of SESSION_RULES) it(rule.title, () => expectRule(rule, sessions, "workouts"));
});

describe("every day of every program keeps the coaching rules", () => {
  for (const rule of SESSION_RULES) it(rule.title, () => expectRule(rule, programDays, "program days"));
});

describe("programs keep the coaching rules", () => {
  for (const rule of PROGRAM_RULES) it(rule.title, () => expectRule(rule, programs, "programs"));
});
