import "server-only";
/**
 * Request bodies of the three generation endpoints, validated with zod.
 * Shapes follow spec 2 §7 (workouts) and spec 3 §3 (programs); every field
 * the builders may leave out has the builder's default. References stay
 * strings here (ids, names or labels): lib/training resolves them against
 * the catalogue and answers unknown ones with a message.
 */
import { z } from "zod";
import { badRequest, fieldError, type FieldError } from "@/lib/records/errors";
import { GENERATOR_LIMITS, PROGRAM_BUILDER_DEFAULTS } from "@/lib/training/constants";

const reference = z.string().trim().min(1, "must not be empty").max(120);
const references = (max: number) => z.array(reference).max(max);
const seed = z.union([z.number().int().nonnegative().max(2 ** 32 - 1), z.string().trim().min(1).max(100)]);
/** The readiness screen's outcome (COACHING.md §2): only the consequence, never the answers. */
const readiness = z.object({ conservative: z.boolean().default(false) }).optional();

export const workoutBodySchema = z.object({
  name: z.string().trim().max(200).optional(),
  workoutType: z.string().trim().min(1).max(40).default("full_body"),
  targetDuration: z.number().int().min(10).max(180).optional(),
  /** The saved workout's field name; accepted as an alias of targetDuration. */
  targetDurationMinutes: z.number().int().min(10).max(180).optional(),
  experienceLevel: z.string().trim().min(1).max(60).default("intermediate"),
  availableEquipment: references(60).default([]),
  difficultyLevel: z.number().int().min(1).max(10).optional(),
  primaryGoals: references(8).default([]),
  focusMuscles: references(40).default([]),
  avoidMuscles: references(40).default([]),
  injuries: references(20).default([]),
  exerciseCount: z.number().int().min(1).max(15).optional(),
  seed: seed.optional(),
  readiness,
});
export type WorkoutBody = z.infer<typeof workoutBodySchema>;

const d = PROGRAM_BUILDER_DEFAULTS;

export const programBodySchema = z.object({
  name: z.string().trim().max(200).optional(),
  injuries: references(20).default([]),
  contraindications: references(20).default([]),
  muscleImbalances: z
    .object({
      weakBodyParts: references(30).default([]),
      strongBodyParts: references(30).default([]),
    })
    .default({ weakBodyParts: [], strongBodyParts: [] }),
  durationWeeks: z.number().int().min(1).max(24).default(d.durationWeeks),
  trainingDaysPerWeek: z.number().int().min(1).max(7).default(d.trainingDaysPerWeek),
  sessionDurationMinutes: z.number().int().min(20).max(180).default(d.sessionDurationMinutes),
  experienceLevel: z.string().trim().min(1).max(60).default(d.experienceLevel),
  primaryGoal: z.string().trim().min(1).max(60).default(d.primaryGoal),
  trainingFocus: references(8).default([...d.trainingFocus]),
  preferredBodyRegions: references(20).default([]),
  availableEquipment: references(60).default([]),
  periodizationType: z.string().trim().min(1).max(40).default(d.periodizationType),
  varietyLevel: z.number().int().min(1).max(5).default(d.varietyLevel),
  deloadFrequency: z.number().int().min(2).max(12).default(d.deloadFrequency),
  fatiguePreference: z.string().trim().min(1).max(20).default(d.fatiguePreference),
  includeCardio: z.boolean().default(d.includeCardio),
  includeStrength: z.boolean().default(d.includeStrength),
  includePower: z.boolean().default(d.includePower),
  includeHypertrophy: z.boolean().default(d.includeHypertrophy),
  seed: seed.optional(),
  readiness,
});
export type ProgramBody = z.infer<typeof programBodySchema>;

export const alternativesBodySchema = z.object({
  unavailableEquipment: references(60).default([]),
  availableEquipment: references(60).optional(),
  injuries: references(20).default([]),
  experienceLevel: z.string().trim().min(1).max(60).optional(),
  limit: z.number().int().min(1).max(10).optional(),
});
export type AlternativesBody = z.infer<typeof alternativesBodySchema>;

/**
 * Parses a body or throws a PocketBase-shaped 400 naming the first problem
 * ("targetDuration: Too big: expected number to be <=180") and listing
 * every field in `data`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const data: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".") || "body";
    if (!data[path]) data[path] = fieldError(`validation_${issue.code}`, issue.message);
  }
  const [first] = result.error.issues;
  const where = first.path.map(String).join(".");
  throw badRequest(`Invalid request body${where ? ` - ${where}: ${first.message}` : `: ${first.message}`}.`, data);
}

/** A fresh seed when the caller did not send one; echoed back so the result can be reproduced. */
export function drawSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

export const DEFAULT_TARGET_DURATION = GENERATOR_LIMITS.durationMinutes.default;
