import "server-only";
/**
 * The landing page's figures, counted from this instance's own database at
 * request time, so they never claim more than a visitor can actually open:
 * every exercise, and the workouts and programs a visitor may list. The
 * visibility is the collections' own list rule compiled for a visitor
 * (lib/records/rule-sql.ts), never a copy of it, so these counts equal the
 * API's totalItems and follow the rule when it changes.
 */
import { sql } from "drizzle-orm";
import { connection } from "next/server";
import { getDatabase } from "@/db";
import { listRuleSql } from "@/lib/records/rule-sql";
import type { RequestInfo } from "@/lib/records/types";
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
    const database = await getDatabase();
    const visitor: RequestInfo = { auth: null, method: "GET", query: {}, headers: {}, body: {} };
    const counted = async (table: "exercises" | "workouts" | "training_programs") => {
      const [row] = await database.rows<{ n: number | string }>(
        sql`SELECT count(*) AS n FROM ${sql.identifier(table)} t WHERE ${listRuleSql(table, "t", visitor)}`,
      );
      return Number(row?.n ?? 0);
    };
    const [exercises, workouts, programs] = await Promise.all([counted("exercises"), counted("workouts"), counted("training_programs")]);
    return { exercises, workouts, programs };
  } catch (error) {
    logger.error(`[landing] counting the catalogue failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
