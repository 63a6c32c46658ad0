import "server-only";
import * as schema from "@/db/schema";
import { f } from "../define";
import type { CollectionInput } from "../types";
import { signedIn } from "./rules";

/** The body may leave `field` out, but may not hand the record to someone else. */
const keepsOwner = (field: string) =>
  `(@request.body.${field}:isset = false || @request.body.${field} = @request.auth.id)`;
/** Catalogue templates come from migrations; users cannot mint them. */
const noTemplate = `(@request.body.isTemplate:isset = false || @request.body.isTemplate = false)`;

/** Owned records that may also be templates (catalogue) or shared (public). */
function ownedShareable(owner: string) {
  const owned = `${signedIn} && ${owner} = @request.auth.id`;
  const list = `isTemplate = true || isPublic = true || (${owned})`;
  return {
    list,
    // Records made for a visitor (no owner) can be opened by whoever holds the id, never listed.
    view: `${list} || ${owner} = ""`,
    create: `${owned} && isTemplate = false`,
    update: `${owned} && ${keepsOwner(owner)} && ${noTemplate}`,
    delete: owned,
  };
}

/**
 * Weeks and days follow their program through a dotted path. A visitor's
 * program is opened only by its id; its weeks and days come with it, through
 * the program's back-relation expand (which applies this list rule, in the
 * "expand" context), and are never found by listing.
 */
function followsProgram(path: string, parentField: string) {
  const owned = `${signedIn} && ${path}.user = @request.auth.id`;
  const list = `${path}.isTemplate = true || ${path}.isPublic = true || (${owned})`;
  return {
    list: `${list} || (@request.context = "expand" && ${path}.user = "")`,
    view: `${list} || ${path}.user = ""`,
    create: owned,
    update: `${owned} && (@request.body.${parentField}:isset = false || @request.body.${parentField}.${path
      .split(".")
      .slice(1)
      .concat("user")
      .join(".")} = @request.auth.id)`,
    delete: owned,
  };
}

const sessionOwner = `${signedIn} && user = @request.auth.id`;

export const trainingCollections: CollectionInput[] = [
  {
    name: "workouts",
    table: schema.workouts,
    fields: {
      name: f.text({ required: true, max: 200 }),
      description: f.text({ max: 10000 }),
      workoutType: f.text({ max: 100 }),
      targetDurationMinutes: f.int({ min: 0, max: 1440 }),
      exercises: f.relations("exercises", { maxSelect: 200 }),
      exerciseDetails: f.json({ maxSize: 200_000 }),
      estimatedCalories: f.int({ min: 0, max: 100_000 }),
      isTemplate: f.bool(),
      isPublic: f.bool(),
      isActive: f.bool(),
      difficultyLevel: f.int({ min: 1, max: 10 }),
      targetRPEMin: f.int({ min: 0, max: 10 }),
      targetRPEMax: f.int({ min: 0, max: 10 }),
      defaultTempo: f.text({ max: 50 }),
      intensityTechniques: f.json({ maxSize: 20_000 }),
      userProfile: f.relation("users"),
    },
    rules: ownedShareable("userProfile"),
  },
  {
    name: "training_programs",
    table: schema.trainingPrograms,
    fields: {
      name: f.text({ required: true, max: 200 }),
      description: f.text({ max: 10000 }),
      author: f.text({ max: 200 }),
      durationWeeks: f.int({ min: 1, max: 104 }),
      trainingDaysPerWeek: f.int({ min: 1, max: 7 }),
      sessionDurationMinutes: f.int({ min: 1, max: 1440 }),
      experienceLevel: f.relations("experience_levels"),
      primaryGoal: f.relations("fitness_goals"),
      programType: f.labels({ maxSelect: 20 }),
      periodizationType: f.text({ max: 100 }),
      progressionScheme: f.text({ max: 5000 }),
      deloadProtocol: f.text({ max: 5000 }),
      configuration: f.json({ maxSize: 100_000 }),
      isPublic: f.bool(),
      isTemplate: f.bool(),
      user: f.relation("users"),
    },
    rules: ownedShareable("user"),
  },
  {
    name: "program_weeks",
    table: schema.programWeeks,
    fields: {
      trainingProgram: f.relation("training_programs", { required: true }),
      weekNumber: f.int({ min: 0, max: 104 }),
      isDeload: f.bool(),
      phase: f.text({ max: 100 }),
      description: f.text({ max: 5000 }),
      intensityMultiplier: f.number({ min: 0, max: 10 }),
      volumeMultiplier: f.number({ min: 0, max: 10 }),
      days: f.relations("program_days", { maxSelect: 14 }),
    },
    rules: followsProgram("trainingProgram", "trainingProgram"),
  },
  {
    name: "program_days",
    table: schema.programDays,
    fields: {
      programWeek: f.relation("program_weeks", { required: true }),
      dayNumber: f.int({ min: 0, max: 14 }),
      name: f.text({ max: 200 }),
      isRestDay: f.bool(),
      notes: f.text({ max: 5000 }),
      workout: f.relation("workouts"),
    },
    rules: followsProgram("programWeek.trainingProgram", "programWeek"),
  },
  {
    name: "workout_sessions",
    table: schema.workoutSessions,
    fields: {
      user: f.relation("users", { required: true }),
      workout: f.relation("workouts"),
      programDay: f.relation("program_days"),
      name: f.text({ max: 200 }),
      status: f.select(schema.sessionStatuses),
      startedAt: f.date(),
      completedAt: f.date(),
      durationMinutes: f.int({ min: 0, max: 1440 }),
      estimatedCaloriesBurned: f.int({ min: 0, max: 100_000 }),
      totalVolume: f.number({ min: 0, max: 100_000_000 }),
      exercisesPerformed: f.relations("exercises", { maxSelect: 500 }),
      notes: f.text({ max: 10000 }),
      /** The live session's exercise list (targets, order, skips, swaps): see SessionPlanItem. */
      plan: f.json({ maxSize: 100_000 }),
    },
    rules: {
      list: sessionOwner,
      view: sessionOwner,
      create: `${sessionOwner} && @request.body.user = @request.auth.id`,
      update: `${sessionOwner} && ${keepsOwner("user")}`,
      delete: sessionOwner,
    },
  },
  {
    // One logged set. Owned by `user`, who must also own the session it belongs to,
    // so nobody can read or attach sets through someone else's session.
    name: "workout_sets",
    table: schema.workoutSets,
    fields: {
      user: f.relation("users", { required: true }),
      session: f.relation("workout_sessions", { required: true }),
      exercise: f.relation("exercises", { required: true }),
      setNumber: f.int({ required: true, min: 1, max: 100 }),
      reps: f.int({ min: 0, max: 1000 }),
      /** Kilograms, whatever unit the user types in. */
      weight: f.number({ min: 0, max: 2000 }),
      /** 0 = not rated. */
      rpe: f.number({ min: 0, max: 10 }),
      completed: f.bool(),
      completedAt: f.date(),
    },
    rules: {
      list: sessionOwner,
      view: sessionOwner,
      create: `${sessionOwner} && session.user = @request.auth.id && @request.body.user = @request.auth.id`,
      update: `${sessionOwner} && ${keepsOwner("user")} && (@request.body.session:isset = false || @request.body.session.user = @request.auth.id)`,
      delete: sessionOwner,
    },
  },
];
