import { describe, expect, it } from "vitest";
import { planProgram } from "@/lib/training/program-planner";
import { defaultProgramRequest } from "@/lib/training/program-request";
import {
  applyConservative,
  applyReadiness,
  applyReadinessToPlan,
  CONSERVATIVE_DAY_NOTE,
  CONSERVATIVE_LIFT_NOTE,
  CONSERVATIVE_PROGRESSION_NOTE,
  CONSERVATIVE_WORKOUT_NOTE,
  dayNotesWithInjuries,
  injuryNotes,
  leadLiftIds,
  needsConservativePlan,
  noReadinessFlags,
  PAIN_RULE,
  READINESS_ADVICE,
  READINESS_QUESTIONS,
  readinessRequest,
  RED_FLAGS,
  withInjuryNotes,
} from "@/lib/training/readiness";
import { generateWorkout } from "@/lib/training/workout-generator";
import { CATALOGUE, FULL_GYM } from "./generation-catalogue";

const count = (list: readonly string[], text: string) => list.filter((n) => n.includes(text)).length;

describe("readiness screen", () => {
  it("asks the six PAR-Q+ style questions, all 'no' by default", () => {
    expect(READINESS_QUESTIONS.map((q) => q.id)).toEqual(["heart", "dizziness", "joint", "chronic", "pregnancy", "supervision"]);
    expect(READINESS_QUESTIONS.map((q) => q.text).join(" ")).toMatch(/chest pain.*dizziness.*bone, joint or soft-tissue.*blood pressure.*pregnant.*supervision/s);
    const answers = noReadinessFlags();
    expect(Object.values(answers).every((v) => v === false)).toBe(true);
    expect(needsConservativePlan(answers)).toBe(false);
    expect(readinessRequest(answers)).toEqual({});
  });

  it("any single yes asks for a conservative plan and sends only that, not the answer", () => {
    for (const q of READINESS_QUESTIONS) {
      const answers = { ...noReadinessFlags(), [q.id]: true };
      expect(needsConservativePlan(answers), q.id).toBe(true);
      expect(readinessRequest(answers)).toEqual({ readiness: { conservative: true } });
    }
    expect(READINESS_ADVICE).toMatch(/doctor or physiotherapist.*RPE 7 at most, no maximal efforts/);
  });
});

describe("conservative plan", () => {
  const workout = {
    exercises: ["warm", "squat", "row", "curl", "plank"],
    exerciseDetails: {
      warm: { rpe: null, reps: "8-10", notes: "Warm-up: move slowly." },
      squat: { rpe: 10, reps: "3-5", notes: "Ramp up with 2-3 lighter sets first. Work up to a top set at RPE 10. Work at about 90% of your training max." },
      row: { rpe: 9, reps: "6-8", notes: "Add load when every set reaches 8." },
      curl: { rpe: 8, reps: "10-12", notes: "" },
      plank: { rpe: 6, reps: "30-45s", notes: "Hold steady." },
    },
    targetRPEMin: 6,
    targetRPEMax: 10,
    notes: ["Only 40 of 45 minutes could be filled."],
    intensityTechniques: ["Heavy top set on the main lift", "Deload: no sets to failure"],
  };

  it("caps every RPE at 7, drops top sets and %TM, notes the lead lifts and the workout", () => {
    const safe = applyConservative(workout);
    for (const d of Object.values(safe.exerciseDetails)) if (d.rpe !== null) expect(d.rpe).toBeLessThanOrEqual(7);
    expect(safe.exerciseDetails.plank.rpe).toBe(6); // lower RPEs stay as they were
    expect(safe.exerciseDetails.warm.rpe).toBeNull();
    expect(safe.targetRPEMax).toBe(7);
    expect(safe.targetRPEMin).toBe(6);
    expect(safe.exerciseDetails.squat.notes).not.toMatch(/top set|training max/i);
    expect(safe.exerciseDetails.squat.notes).toContain("Ramp up with 2-3 lighter sets first.");
    // The lead lifts are the first two prescribed in reps at an RPE: squat and row, not the warm-up.
    expect(leadLiftIds(workout)).toEqual(["squat", "row"]);
    expect(safe.exerciseDetails.squat.notes.startsWith(CONSERVATIVE_LIFT_NOTE)).toBe(true);
    expect(safe.exerciseDetails.row.notes.startsWith(CONSERVATIVE_LIFT_NOTE)).toBe(true);
    expect(safe.exerciseDetails.curl.notes).toBe("");
    expect(safe.notes[0]).toBe(CONSERVATIVE_WORKOUT_NOTE);
    expect(safe.intensityTechniques).toEqual(["Deload: no sets to failure"]);
    // The input is not changed.
    expect(workout.exerciseDetails.squat.rpe).toBe(10);
  });

  it("is idempotent: applying it twice adds no second note", () => {
    const twice = applyConservative(applyConservative(workout));
    expect(count(twice.notes, CONSERVATIVE_WORKOUT_NOTE)).toBe(1);
    expect(twice.exerciseDetails.squat.notes.split(CONSERVATIVE_LIFT_NOTE)).toHaveLength(2);
  });

  it("caps a generated workout from the catalogue", () => {
    const result = generateWorkout(CATALOGUE, { workoutType: "full_body", targetDuration: 60, experienceLevel: "advanced", availableEquipment: FULL_GYM, primaryGoals: ["strength"], focusMuscles: [], injuries: [], seed: 4 });
    if (!result.ok) throw new Error(result.message);
    const safe = applyReadiness(result.workout, { conservative: true, injuries: [] });
    const rpes = Object.values(safe.exerciseDetails).map((d) => d.rpe).filter((r): r is number => r !== null);
    expect(rpes.length).toBeGreaterThan(0);
    expect(Math.max(...rpes)).toBeLessThanOrEqual(7);
    expect(safe.notes).toContain(CONSERVATIVE_WORKOUT_NOTE);
    expect(Object.values(safe.exerciseDetails).filter((d) => d.notes.includes(CONSERVATIVE_LIFT_NOTE)).length).toBeGreaterThanOrEqual(1);
  });
});

describe("pain rule and red flags", () => {
  it("no stated injury, no notes; 'None' is no injury", () => {
    expect(injuryNotes([])).toEqual([]);
    expect(injuryNotes(["None", "  "])).toEqual([]);
    expect(withInjuryNotes(["a"], ["None"])).toEqual(["a"]);
  });

  it("names the injuries in the pain rule, but not record ids", () => {
    const [rule, flags] = injuryNotes(["Knee Issues", "lower_back_pain"]);
    expect(rule).toMatch(/^Pain rule \(knee issues, lower back pain\): pain during a set at most 3\/10 and back to your usual level by the next morning; otherwise regress or skip the exercise\.$/);
    expect(flags).toBe(RED_FLAGS);
    expect(injuryNotes(["abcdefghij12345"])).toEqual([PAIN_RULE, RED_FLAGS]);
  });

  it("adds the notes once per workout, however many injuries and however often applied", () => {
    const once = withInjuryNotes(["Session note."], ["Knee Issues", "Wrist Pain", "Neck Pain"]);
    expect(once).toHaveLength(3);
    expect(withInjuryNotes(once, ["Knee Issues", "Wrist Pain", "Neck Pain"])).toEqual(once);
    expect(count(once, "Red flags")).toBe(1);
    const day = dayNotesWithInjuries("Monday: Upper session.", ["Knee Issues"]);
    expect(dayNotesWithInjuries(day, ["Knee Issues"])).toBe(day);
    expect(day.match(/Pain rule/g)).toHaveLength(1);
  });

  it("puts the pain rule on a workout's notes, not on each exercise", () => {
    const result = generateWorkout(CATALOGUE, { workoutType: "lower_body", targetDuration: 45, experienceLevel: "intermediate", availableEquipment: FULL_GYM, primaryGoals: [], focusMuscles: [], injuries: ["Knee Issues"], seed: 2 });
    if (!result.ok) throw new Error(result.message);
    const noted = applyReadiness(result.workout, { conservative: false, injuries: ["Knee Issues"] });
    expect(count(noted.notes, "Pain rule (knee issues)")).toBe(1);
    expect(count(noted.notes, RED_FLAGS)).toBe(1);
    for (const d of Object.values(noted.exerciseDetails)) expect(d.notes).not.toMatch(/Pain rule|Red flags/);
    // Not conservative: RPEs as generated.
    expect(noted.exerciseDetails).toEqual(result.workout.exerciseDetails);
  });
});

describe("a planned program after the screen", () => {
  const planned = planProgram(CATALOGUE, { ...defaultProgramRequest(7), availableEquipment: FULL_GYM, durationWeeks: 4, experienceLevel: "advanced", primaryGoal: "strength", periodizationType: "block" });
  if (!planned.ok) throw new Error(planned.message);
  const plan = planned.plan;

  it("leaves a plan without a yes or an injury as it was", () => {
    expect(applyReadinessToPlan(plan, { conservative: false, injuries: ["None"] })).toBe(plan);
  });

  it("caps every day of every week at RPE 7, with no top sets, and says so once per day", () => {
    const before = plan.weeks.flatMap((w) => w.days.flatMap((d) => (d.workout ? Object.values(d.workout.exerciseDetails) : []))).map((d) => d.rpe ?? 0);
    expect(Math.max(...before)).toBeGreaterThan(7); // the test would prove nothing on an already gentle plan
    const safe = applyReadinessToPlan(plan, { conservative: true, injuries: [] });
    for (const week of safe.weeks) {
      for (const day of week.days) {
        if (!day.workout) continue;
        for (const d of Object.values(day.workout.exerciseDetails)) if (d.rpe !== null) expect(d.rpe).toBeLessThanOrEqual(7);
        expect(day.workout.targetRPEMax).toBeLessThanOrEqual(7);
        expect(day.workout.intensityTechniques.some((t) => /top set/i.test(t))).toBe(false);
        expect(day.notes.split(CONSERVATIVE_DAY_NOTE)).toHaveLength(2);
      }
    }
    expect(safe.notes[0]).toBe(CONSERVATIVE_WORKOUT_NOTE);
    expect(safe.progressionScheme.startsWith(CONSERVATIVE_PROGRESSION_NOTE)).toBe(true);
    expect(applyReadinessToPlan(safe, { conservative: true, injuries: [] }).progressionScheme).toBe(safe.progressionScheme);
  });

  it("gives each training day the pain rule and red flags once, rest days none", () => {
    const noted = applyReadinessToPlan(plan, { conservative: false, injuries: ["Knee Issues"] });
    const days = noted.weeks.flatMap((w) => w.days);
    for (const day of days) {
      expect((day.notes.match(/Pain rule/g) ?? []).length, day.name).toBe(day.isRestDay ? 0 : 1);
      expect((day.notes.match(/Red flags/g) ?? []).length, day.name).toBe(day.isRestDay ? 0 : 1);
    }
    expect(count(noted.notes, "Pain rule")).toBe(1);
    expect(count(noted.notes, "Red flags")).toBe(1);
  });
});
