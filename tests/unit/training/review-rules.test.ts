import { describe, expect, it } from "vitest";
import { auditStoredWorkout, type AuditSession } from "@/lib/training/audit";
import { checkAerobicWork, checkInjuryNotes, checkNoFillerInFullGym } from "@/lib/training/audit/review-rules";
import { indexCatalogue, resolveEquipment, resolveInjuries } from "@/lib/training/catalogue";
import { isImprovisedWork } from "@/lib/training/improvised-work";
import { generateWorkout } from "@/lib/training/workout-generator";
import type { WorkoutRequestInput } from "@/lib/training/workout-request";
import { CATALOGUE, workoutRequest } from "./generation-catalogue";

const index = indexCatalogue(CATALOGUE);

const request = (over: Partial<WorkoutRequestInput> = {}) => workoutRequest({ workoutType: "upper_body", ...over });

/** A generated workout as the audit reads it, with the person's goal, kit and injuries. */
function session(over: Partial<WorkoutRequestInput> = {}, goal?: string): AuditSession {
  const r = request(over);
  const result = generateWorkout(CATALOGUE, r);
  if (!result.ok) throw new Error(result.message);
  return auditStoredWorkout(index, result.workout, {
    label: "test",
    level: r.experienceLevel,
    goal: goal ?? r.primaryGoals[0],
    equipment: resolveEquipment(CATALOGUE, r.availableEquipment).values,
    injuries: resolveInjuries(CATALOGUE, r.injuries).values,
  });
}

const improvisedIn = (s: AuditSession) =>
  s.exercises.filter((e) => isImprovisedWork({ name: e.name, equipment: e.equipment ?? [], role: e.isConditioning ? "conditioning" : e.role, timed: /s$/.test(e.reps) })).map((e) => e.name);

describe("fat loss / general fitness: aerobic work present", () => {
  it("passes a generated fat-loss session and fails one without the block", () => {
    expect(checkAerobicWork(session({ primaryGoals: ["fat_loss"] }))?.pass).toBe(true);
    expect(checkAerobicWork(session({ primaryGoals: ["general_fitness"] }))?.pass).toBe(true);
    // The same kind of session generated for size, read as a fat-loss plan: no aerobic block.
    expect(checkAerobicWork(session({ primaryGoals: ["hypertrophy"] }, "fat_loss"))).toEqual({ pass: false, reason: "0 minutes of moderate aerobic work" });
  });

  it("leaves other goals, cardio sessions and program days (judged by the week) alone", () => {
    expect(checkAerobicWork(session({ primaryGoals: ["strength"] }))).toBeNull();
    expect(checkAerobicWork({ ...session({ primaryGoals: ["fat_loss"] }), day: 2 })).toBeNull();
    expect(checkAerobicWork({ ...session({ primaryGoals: ["fat_loss"] }), workoutType: "cardio" })).toBeNull();
  });
});

describe("full gym: no improvised/isometric filler", () => {
  it("generated full-gym sessions use loaded work; a bands-only kit still gets its band work", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const workoutType of ["upper_body", "lower_body", "pull", "push"]) {
        const s = session({ seed, workoutType });
        expect(checkNoFillerInFullGym(s), `${workoutType} ${seed}`).toEqual({ pass: true, reason: "ok" });
        expect(improvisedIn(s)).toEqual([]);
      }
    }
    const bands = session({ availableEquipment: ["bands"], workoutType: "upper_body" });
    expect(checkNoFillerInFullGym(bands)).toBeNull();
    expect(improvisedIn(bands).length).toBeGreaterThan(0);
  });

  it("flags a band exercise in a full gym unless the stated injury asks for it", () => {
    const s = session();
    const band = (name: string) => ({ ...s.exercises[s.exercises.length - 1], id: name, name, equipment: ["resistance_band"], role: "isolation" as const });
    expect(checkNoFillerInFullGym({ ...s, exercises: [...s.exercises, band("Band Curl")] })).toEqual({ pass: false, reason: "Band Curl" });
    const knee = { ...s, exercises: [...s.exercises, band("Banded Terminal Knee Extension")] };
    expect(checkNoFillerInFullGym(knee)?.pass).toBe(false);
    expect(checkNoFillerInFullGym({ ...knee, injuries: new Set(["knee_issues"]) })?.pass).toBe(true);
    // A band that assists a pull-up is a rung of its ladder, not a stand-in.
    expect(checkNoFillerInFullGym({ ...s, exercises: [...s.exercises, { ...band("Band-Assisted Pull-Up"), role: "vertical_pull" as const }] })?.pass).toBe(true);
  });
});

describe("injury: pain rule and red flags in the notes", () => {
  it("passes a generated workout with a stated injury and fails one whose notes lost them", () => {
    const s = session({ injuries: ["Knee Issues"], workoutType: "lower_body" });
    expect(checkInjuryNotes(s)?.pass).toBe(true);
    expect(checkInjuryNotes({ ...s, notes: (s.notes ?? []).filter((n) => !n.startsWith("Red flags")) })).toEqual({ pass: false, reason: "no red flags" });
    expect(checkInjuryNotes({ ...s, notes: [] })).toEqual({ pass: false, reason: "no pain rule, no red flags" });
  });

  it("does not apply without an injury or where the notes are not known", () => {
    expect(checkInjuryNotes(session())).toBeNull();
    expect(checkInjuryNotes({ ...session({ injuries: ["Knee Issues"] }), notes: undefined })).toBeNull();
  });
});
