import "server-only";
/**
 * The landing page's figures, counted from this instance's own database at
 * request time, so they never claim more than a visitor can actually open:
 * every exercise, and the workouts and programs a visitor may list (the
 * templates seeded by migrations plus anything users shared publicly; the
 * same filter as the collections' list rule for a visitor).
 */
import { count, eq, or } from "drizzle-orm";
import { connection } from "next/server";
import { getDatabase } from "@/db";
import { exercises, trainingPrograms, workouts } from "@/db/schema";
import { logger } from "@/lib/log";

export interface LandingStats {
  exercises: number;
  workouts: number;
  programs: number;
}

/** The counts, or null when the database does not answer (the page then shows no figures rather than failing). */
export async function landingStats(): Promise<LandingStats | null> {
  // Never during `next build`: reading the request's connection makes the page dynamic.
  await connection();
  try {
    const { db } = await getDatabase();
    const [[e], [w], [p]] = await Promise.all([
      db.select({ n: count() }).from(exercises),
      db.select({ n: count() }).from(workouts).where(or(eq(workouts.isTemplate, true), eq(workouts.isPublic, true))),
      db
        .select({ n: count() })
        .from(trainingPrograms)
        .where(or(eq(trainingPrograms.isTemplate, true), eq(trainingPrograms.isPublic, true))),
    ]);
    return { exercises: e?.n ?? 0, workouts: w?.n ?? 0, programs: p?.n ?? 0 };
  } catch (error) {
    logger.error(`[landing] counting the catalogue failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
